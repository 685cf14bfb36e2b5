// Operator methods, prefix/postfix/compound operators, custom infix operators with precedence.
struct Money: Equatable, CustomStringConvertible {
  var cents: Int
  var description: String {
    "\(cents < 0 ? "-" : "")$\(abs(cents) / 100).\(abs(cents) % 100 < 10 ? "0" : "")\(abs(cents) % 100)"
  }
}
extension Money {
  static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
  static prefix func - (m: Money) -> Money { Money(cents: -m.cents) }
  static func -= (a: inout Money, b: Money) { a = a + -b }
  static func * (m: Money, n: Int) -> Money { Money(cents: m.cents * n) }
}
let coffee = Money(cents: 350)
let bagel = Money(cents: 275)
print(coffee + bagel)
print(-coffee, coffee * 3 + bagel)
var card = Money(cents: 2000)
card -= coffee * 2
print(card, card == Money(cents: 1300), card != coffee)
prefix operator ++>
extension Money {
  static prefix func ++> (m: inout Money) -> Money {
    m = m * 2
    return m
  }
}
var stake = Money(cents: 125)
let doubled = ++>stake
print(stake, doubled)
infix operator ± : AdditionPrecedence
func ± (value: Double, margin: Double) -> ClosedRange<Double> {
  (value - margin)...(value + margin)
}
let tolerance = 9.8 ± 0.25
print(tolerance, tolerance.contains(9.6), tolerance.contains(10.1))
precedencegroup PowerPrecedence {
  higherThan: MultiplicationPrecedence
  associativity: right
}
infix operator ^^ : PowerPrecedence
func ^^ (base: Int, exponent: Int) -> Int { exponent == 0 ? 1 : base * (base ^^ (exponent - 1)) }
print(3 ^^ 2 ^^ 2, 2 * 5 ^^ 2, (3 ^^ 2) ^^ 2)
postfix operator °
postfix func ° (degrees: Double) -> Double { degrees / 180 * 3.141592653589793 }
print(180°, 45.0° * 4)
infix operator ??= : AssignmentPrecedence
func ??= <T>(lhs: inout T?, rhs: T) { if lhs == nil { lhs = rhs } }
var nickname: String? = nil
nickname ??= "Scout"
nickname ??= "Ignored"
print(nickname!)
print(7 + 9 % 4 * 3, 30 - 8 - 2, 1 << 3 + 1)
