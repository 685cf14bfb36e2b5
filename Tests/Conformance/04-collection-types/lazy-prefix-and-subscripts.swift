// A lazy sequence's `prefix` is lazy too (it ends an endless one), and a lazy map of an
// array is read by index, running its closure on that element alone.
func squared(_ number: Int) -> Int {
  print("squaring \(number)")
  return number * number
}

let evens = (1...).lazy.filter { $0 % 2 == 0 }.map { $0 * 10 }.prefix(3)
print(Array(evens))
for tripled in (1...).lazy.map({ $0 * 3 }).prefix(2) {
  print(tripled)
}
print(Array([5, 6, 7].lazy.prefix(2)), Array([5].lazy.prefix(0)))

let squares = [1, 2, 3, 4].lazy.map(squared)
print("made")
print(squares[2])
let labels = (0..<5).lazy.map(squared).map { "#\($0)" }
print(labels[3])
print(Array(labels.prefix(2)))
