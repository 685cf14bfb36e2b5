// Overriding stored properties with getters/setters and observers; overriding initial values.
class Shape {
  var name: String { "shape" }
  var sides = 0
  var area: Double { 0 }
  func summary() -> String { "\(name) with \(sides) sides, area \(area)" }
}
class Square: Shape {
  var side: Double
  init(side: Double) {
    self.side = side
    super.init()
    sides = 4
  }
  override var name: String { "square" }
  override var area: Double { side * side }
}
class LoggedSquare: Square {
  override var side: Double {
    willSet { print("side will change from \(side) to \(newValue)") }
    didSet { print("side did change, area now \(area)") }
  }
  override var sides: Int {
    get { super.sides }
    set { super.sides = max(newValue, 4) }
  }
}
class Triangle: Shape {
  override init() {
    super.init()
    sides = 3
  }
  override var name: String { "triangle" }
}
let square = Square(side: 3)
print(square.summary())
let logged = LoggedSquare(side: 2)
logged.side = 5
logged.sides = 1
print(logged.summary())
print(Triangle().summary())
let shapes: [Shape] = [Shape(), square, logged, Triangle()]
print(shapes.map(\.name))
print(shapes.map(\.area).reduce(0, +))
