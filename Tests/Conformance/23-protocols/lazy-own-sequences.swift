// `lazy` of a sequence of the program's own: its iterator is asked for elements only as far
// as the chain's consumer goes, so an endless sequence can be filtered and cut.
struct Countdown: Sequence, IteratorProtocol {
  var current: Int
  mutating func next() -> Int? {
    guard current > 0 else { return nil }
    defer { current -= 1 }
    return current
  }
}

struct Squares: Sequence {
  struct Iterator: IteratorProtocol {
    var root = 0
    mutating func next() -> Int? {
      root += 1
      return root * root
    }
  }
  func makeIterator() -> Iterator { Iterator() }
}

print(Array(Countdown(current: 5).lazy.map { $0 * 10 }))
print(Array(Squares().lazy.filter { $0 % 2 == 1 }.prefix(4)))
print(Squares().lazy.first { $0 > 50 } ?? 0)
for square in Squares().lazy.map({ "#\($0)" }) {
  if square == "#16" { break }
  print(square, terminator: " ")
}
print()
let evens = Countdown(current: 9).lazy.filter { $0.isMultiple(of: 2) }
print(Array(evens), Array(evens).count)
