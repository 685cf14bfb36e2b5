// A prefix operator declared in the type, `prefix static func`, with an attribute before it.
struct Offset: CustomStringConvertible {
  var dx: Int
  var dy: Int

  var description: String { "(\(dx), \(dy))" }

  @inlinable
  prefix static func - (offset: Offset) -> Offset {
    Offset(dx: -offset.dx, dy: -offset.dy)
  }

  @inlinable public static func + (lhs: Offset, rhs: Offset) -> Offset {
    Offset(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy)
  }
}

let shift = Offset(dx: 3, dy: -2)
print(-shift)
print(shift + -shift)
print(-(-shift))
