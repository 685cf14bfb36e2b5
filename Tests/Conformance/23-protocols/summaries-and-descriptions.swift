// Conformance via extensions, protocol inheritance, conditional conformance and
// CustomStringConvertible / CustomDebugStringConvertible.
protocol Summarizable { var summary: String { get } }
protocol DetailedSummarizable: Summarizable { var details: String { get } }
struct Recipe: Summarizable {
  let steps: Int
  var summary: String { "A recipe with \(steps) steps" }
}
struct Plant { var species: String }
extension Plant: Summarizable {
  var summary: String { "A plant of species \(species)" }
}
enum Tile: Character { case grass = "\"", rock = "^", water = "~" }
struct Map: DetailedSummarizable {
  let tiles: [Tile]
  var summary: String { "A map of \(tiles.count) tiles" }
  var details: String { summary + ":\n" + String(tiles.map(\.rawValue)) }
}
let things: [Summarizable] = [
  Recipe(steps: 5), Plant(species: "fern"), Map(tiles: [.grass, .water, .rock, .water]),
]
for thing in things { print(thing.summary) }
print((things[2] as! DetailedSummarizable).details)
extension Array: Summarizable where Element: Summarizable {
  var summary: String { "[" + map(\.summary).joined(separator: "; ") + "]" }
}
print([Plant(species: "ivy"), Plant(species: "moss")].summary)
struct Money: CustomStringConvertible, CustomDebugStringConvertible {
  let cents: Int
  var description: String {
    let sign = cents < 0 ? "-" : ""
    let a = abs(cents)
    let rest = a % 100
    return "\(sign)€\(a / 100).\(rest < 10 ? "0" : "")\(rest)"
  }
  var debugDescription: String { "Money(cents: \(cents))" }
}
let wallet = [Money(cents: 1250), Money(cents: 9), Money(cents: -340)]
print(wallet)
for m in wallet { print(m, String(describing: m), String(reflecting: m)) }
print("total \(Money(cents: wallet.map(\.cents).reduce(0, +)))")
debugPrint(wallet[0], "text", 3)
let opt: Money? = Money(cents: 100)
print(opt as Any, opt!)
