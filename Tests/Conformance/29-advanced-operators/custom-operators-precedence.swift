// Custom prefix, postfix and infix operators with precedence groups of their own.
import Foundation

precedencegroup ExponentPrecedence {
  higherThan: MultiplicationPrecedence
  associativity: right
}
infix operator ** : ExponentPrecedence
func ** (base: Int, power: Int) -> Int {
  var result = 1
  for _ in 0..<power { result *= base }
  return result
}
print(2 ** 3 ** 2, 2 * 3 ** 2, (2 ** 3) ** 2)

precedencegroup PipePrecedence {
  associativity: left
  lowerThan: AdditionPrecedence
}
infix operator |> : PipePrecedence
func |> <A, B>(value: A, function: (A) -> B) -> B { function(value) }
let shout = { (s: String) in s.uppercased() + "!" }
print("hi" |> shout, 3 + 4 |> { $0 * 10 })

prefix operator √
prefix func √ (value: Double) -> Double { value.squareRoot() }
postfix operator %%
postfix func %% (value: Int) -> Double { Double(value) / 100 }
print(√16.0, 50%%, √(9.0) + 1)

struct Vector: Equatable, CustomStringConvertible {
  var x: Int, y: Int
  var description: String { "(\(x), \(y))" }
  static func + (a: Vector, b: Vector) -> Vector { Vector(x: a.x + b.x, y: a.y + b.y) }
  static prefix func - (v: Vector) -> Vector { Vector(x: -v.x, y: -v.y) }
  static func += (a: inout Vector, b: Vector) { a = a + b }
  static func * (k: Int, v: Vector) -> Vector { Vector(x: k * v.x, y: k * v.y) }
}
infix operator • : MultiplicationPrecedence
func • (a: Vector, b: Vector) -> Int { a.x * b.x + a.y * b.y }
var v = Vector(x: 1, y: 2)
v += Vector(x: 3, y: 4)
print(v, -v, 2 * v, v • Vector(x: 1, y: 1) + 1, v == Vector(x: 4, y: 6))
