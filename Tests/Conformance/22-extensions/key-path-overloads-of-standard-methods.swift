// An extension may add `sorted(by:)` and `sort(by:)` taking a key path beside the standard
// library's taking a closure; each body calls the standard one, which a closure selects.
extension Array {
  func sorted<Value: Comparable>(by keyPath: KeyPath<Element, Value>) -> [Element] {
    sorted { $0[keyPath: keyPath] < $1[keyPath: keyPath] }
  }

  mutating func sort<Value: Comparable>(by keyPath: KeyPath<Element, Value>) {
    sort(by: { $0[keyPath: keyPath] < $1[keyPath: keyPath] })
  }
}

struct Planet {
  var name: String
  var moons: Int
}

var planets = [
  Planet(name: "Mars", moons: 2), Planet(name: "Earth", moons: 1),
  Planet(name: "Jupiter", moons: 95),
]
print(planets.sorted(by: \.name).map(\.name))
print(planets.sorted(by: \.moons).map { "\($0.name): \($0.moons)" })
print(planets.sorted { $0.moons > $1.moons }.map(\.name))
planets.sort(by: \.name.count)
print(planets.map(\.name))
planets.sort { $0.name > $1.name }
print(planets.map(\.name))

let scores = [("Ada", 3), ("Grace", 9), ("Linus", 5)]
print(scores.sorted(by: \.1).map(\.0))
print(scores.map(\.0.count))
