// The standard library's aliases of the literals' default types, in a custom interpolation
// and as declared types.
extension String.StringInterpolation {
  mutating func appendInterpolation(if condition: Bool, _ literal: StringLiteralType) {
    if condition { appendLiteral(literal) }
  }
}

let urgent = true
print("Delete\(if: urgent, " now")?")
print("Delete\(if: !urgent, " now")?")

let count: IntegerLiteralType = 3
let ratio: FloatLiteralType = 0.5
let shown: BooleanLiteralType = false
print(count, ratio, shown, type(of: count), type(of: ratio), type(of: shown))
