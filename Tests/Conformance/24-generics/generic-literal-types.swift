// A generic type made from a literal where the context names it with its arguments, and a
// generic parameter called as the initializer of the type it is bound to.
struct Ratio<Number: BinaryInteger>: ExpressibleByIntegerLiteral, CustomStringConvertible {
  var top: Number
  var bottom: Number

  init(top: Number, bottom: Number) {
    self.top = top
    self.bottom = bottom
  }

  init(integerLiteral value: Int) {
    top = Number(value)
    bottom = 1
  }

  var description: String { "\(top)/\(bottom)" }
}

let whole: Ratio<Int> = 3
print(whole)
var parts: [Ratio<Int>] = [1, 2]
parts.append(Ratio(top: 1, bottom: 4))
print(parts)

func doubled(_ ratio: Ratio<Int>) -> Ratio<Int> {
  Ratio(top: ratio.top * 2, bottom: ratio.bottom)
}
print(doubled(5))
print(Ratio<Int>(integerLiteral: 7))
