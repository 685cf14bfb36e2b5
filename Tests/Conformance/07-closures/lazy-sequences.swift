// A lazy sequence runs its closures only when an element is asked for, one element at a
// time through every step: the log shows the order. It keeps what its steps need alive, and
// a range's lazy sequence makes its numbers one at a time (`(1...)` has no last).
var log: [String] = []
let scores = [72, 45, 91, 60, 88]
let passing = scores.lazy.filter { score in
  log.append("check \(score)")
  return score >= 60
}.map { score -> String in
  log.append("grade \(score)")
  return score >= 85 ? "A" : "B"
}
print("made:", log)
print(passing.first ?? "none")
print("after first:", log)
log = []
for grade in passing {
  log.append("got \(grade)")
  if grade == "A" { break }
}
print(log)
log = []
print(passing.first { $0 == "B" } as Any)
print(log)
log = []
let all = Array(passing)
print(all, log.count)
let numbers = ["4", "x", "15", "", "8"].lazy.compactMap { Int($0) }
print(numbers.map { $0 * 2 }.reduce(0, +))
print(Array(numbers), numbers.contains(15))
func evens(upTo limit: [Int]) -> some Sequence<Int> { limit.lazy.filter { $0 % 2 == 0 } }
var total = 0
for n in evens(upTo: [1, 2, 3, 4, 5, 6]) { total += n }
print(total)
let eager = scores.map { score -> Int in
  log.append("eager \(score)")
  return score
}
print(eager.count, log.suffix(2))
class Dog {
  let name: String
  init(_ name: String) { self.name = name }
  deinit { print("bye \(name)") }
}
var dogNames = [Dog("Rex"), Dog("Fido")].lazy.map { $0.name }
print("made")
print(dogNames.first ?? "none")
dogNames = [Dog("Spot")].lazy.map { $0.name }
print("replaced")
print(Array(dogNames))

var counted: [Int] = []
let squares = (1...).lazy.map { n -> Int in
  counted.append(n)
  return n * n
}
print(squares.first { $0 > 50 } as Any, counted)
let odd = (0..<10).lazy.filter { $0 % 2 == 1 }
print(Array(odd), odd.count)
var seen = 0
for n in (5...8).lazy.map({ $0 * 10 }) {
  seen += n
  if n == 60 { break }
}
print(seen)
print(Array((3..<3).lazy.map { $0 + 1 }))
