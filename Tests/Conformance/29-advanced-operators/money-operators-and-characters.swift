struct Money: Comparable {
  var cents: Int
  static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
  static prefix func - (m: Money) -> Money { Money(cents: -m.cents) }
  static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }
}
let a = Money(cents: 150), b = Money(cents: 99)
print((a + b).cents, (-a).cents, a > b, a <= b, [a, b].sorted().map(\.cents))
precedencegroup PowerPrecedence {
  higherThan: MultiplicationPrecedence
  associativity: right
}
infix operator ** : PowerPrecedence
func ** (base: Int, power: Int) -> Int { var r = 1; for _ in 0..<power { r *= base }; return r }
print(2 ** 3 ** 2, 1 + 2 * 3 ** 2)
let word = "Tea!"
for c in word { print(c, terminator: ".") }
print()
let initial: Character = "T"
print(word.filter { $0.isLetter }, word.map { $0.isUppercase }, word.last!, initial)
print(String(word.reversed()), word.dropFirst(), Array("ab".utf8))
for v in stride(from: 0.5, through: 1.5, by: 0.5) { print(v, terminator: " ") }
print()
var pair = (name: "x", count: 1)
pair.count += 1
print(pair)
