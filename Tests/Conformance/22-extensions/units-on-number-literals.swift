// Units as computed properties of Double: an integer literal takes them too (`3.cm` is a
// Double), and `.pi` in arithmetic takes the other operand's type.
extension Double {
  var cm: Double { self / 100 }
  var inch: Double { self * 0.0254 }
  var degrees: Double { self * .pi / 180 }
}
extension Int {
  var dozen: Int { self * 12 }
}

let margin = 3.cm
let screen = 6.1.inch
print(margin, screen, 2.dozen, 45.degrees)
func circleArea(radius: Double) -> Double {
  return .pi * radius * radius
}
print(circleArea(radius: 2), Int(circleArea(radius: 1) * 100))
let turn: Double = .pi * 2
print(turn)
