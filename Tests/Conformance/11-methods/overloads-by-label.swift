// Methods that differ only in their argument labels: the call's labels choose one, for
// instance methods and static ones alike.
struct Shape {
  var sides: Int
  static func make(sides: Int) -> Shape { Shape(sides: sides) }
  static func make(corners: Int) -> Shape { Shape(sides: corners) }
  static func make(edges count: Int) -> Shape { Shape(sides: count * 2) }
  func describe(prefix: String) -> String { prefix + " with \(sides) sides" }
  func describe(suffix: String) -> String { "\(sides) sides " + suffix }
}

class Counter {
  var total = 0
  func add(one value: Int) { total += value }
  func add(twice value: Int) { total += value * 2 }
  class func named(_ name: String) -> String { "counter " + name }
  class func named(label: String) -> String { "labelled " + label }
}

let triangle = Shape.make(sides: 3)
let square = Shape.make(corners: 4)
let hexagon = Shape.make(edges: 3)
print(triangle.describe(prefix: "A triangle"))
print(square.describe(suffix: "make a square"))
print(hexagon.describe(prefix: "A hexagon"))

let counter = Counter()
counter.add(one: 5)
counter.add(twice: 5)
print(counter.total)
print(Counter.named("tally"), Counter.named(label: "tally"))
