// An option set of one's own, made from array literals of its options wherever an option set
// is expected: a constant, a stored property, an assignment to a property, an argument, and
// the `SetAlgebra` initializers and `isEmpty` every option set has.

struct Toppings: OptionSet {
  let rawValue: Int
  static let cheese = Toppings(rawValue: 1 << 0)
  static let olives = Toppings(rawValue: 1 << 1)
  static let basil = Toppings(rawValue: 1 << 2)
}

struct Pizza {
  var toppings: Toppings = [.cheese]
  var extra = Toppings([.olives])
}

final class Oven {
  var settings: Toppings = []
  func bake(_ toppings: Toppings = [.olives]) -> Int { toppings.rawValue }
}

let plain: Toppings = [.cheese]
var mine: Toppings = [.cheese, .basil]
print(plain.rawValue, mine.rawValue)
mine.insert(.olives)
print(mine.contains(.olives), mine.contains([.cheese, .basil]), mine.rawValue)

var pizza = Pizza()
pizza.toppings = [.olives, .cheese]
print(pizza.toppings.rawValue, pizza.extra.rawValue)

let oven = Oven()
print(oven.settings.isEmpty)
oven.settings = [.cheese]
print(oven.settings.rawValue, oven.settings.isEmpty, oven.bake(), oven.bake([.cheese, .basil]))

let none = Toppings()
let fromList = Toppings([.basil, .olives])
print(none.isEmpty, none.rawValue, fromList.rawValue, plain == [.cheese])
let lists: [Toppings] = [[.cheese], [.olives, .basil]]
print(lists.map { $0.rawValue })
