// Designated and convenience initializers, two-phase init, inheritance of initializers.
class Instrument {
  var name: String
  init(name: String) {
    self.name = name
    print("Instrument.init(name: \(name))")
  }
  convenience init() { self.init(name: "[unknown]") }
}
class StringedInstrument: Instrument {
  var strings: Int
  init(name: String, strings: Int) {
    self.strings = strings
    print("StringedInstrument phase 1: \(strings) strings")
    super.init(name: name)
    print("StringedInstrument phase 2: name is \(self.name)")
  }
  override convenience init(name: String) { self.init(name: name, strings: 4) }
}
class RentalItem: StringedInstrument {
  var rented = false
  var tag: String { "\(name) (\(strings) strings)" + (rented ? " - out" : " - in stock") }
}
let mystery = Instrument()
print(mystery.name)
print("--")
let ukulele = StringedInstrument(name: "ukulele")
print(ukulele.strings)
print("--")
let shop = [RentalItem(), RentalItem(name: "viola"), RentalItem(name: "guitar", strings: 6)]
shop[0].name = "banjo"
shop[0].rented = true
for item in shop { print(item.tag) }
class Shape {
  let sides: Int
  required init(sides: Int) { self.sides = sides }
}
final class Polygon: Shape {
  var label = "poly"
  required init(sides: Int) {
    super.init(sides: max(3, sides))
    label += "\(self.sides)"
  }
}
func build<T: Shape>(_ type: T.Type, sides: Int) -> T { type.init(sides: sides) }
let p = build(Polygon.self, sides: 1)
print(p.sides, p.label, build(Shape.self, sides: 2).sides)
