// `Self` names the type of `self`: a conforming type's static members from a protocol
// extension, a subclass's overrides from its base class, and `Self()` as an initializer.
protocol Labeled {
  static var label: String { get }
  var count: Int { get }
}

extension Labeled {
  func summary() -> String { "\(Self.label): \(count)" }
  static func banner() -> String { "== " + label + " ==" }
}

struct Basket: Labeled {
  static let label = "Basket"
  var count: Int
}

struct Crate: Labeled {
  static var label: String { "Crate" }
  var count = 12
}

print(Basket(count: 3).summary())
print(Crate().summary())
print(Basket.banner(), Crate.banner())

class Vehicle {
  class var wheels: Int { 4 }
  required init() {}
  func describe() -> String { "\(Self.self) with \(Self.wheels) wheels" }
  func twin() -> Self { Self() }
}

final class Bike: Vehicle {
  override class var wheels: Int { 2 }
}

let vehicles: [Vehicle] = [Vehicle(), Bike()]
for vehicle in vehicles {
  print(vehicle.describe(), type(of: vehicle.twin()))
}

struct Counter {
  var value = 0
  static func starting(at value: Int) -> Self { Self(value: value) }
  func next() -> Self { Self(value: value + 1) }
}

print(Counter.starting(at: 5).next().next().value)
