// Key paths as values, operators declared in protocols, and generic algorithms over them.
struct Player {
  var name: String
  var score: Int
  var team: Team
}
struct Team { var city: String }
let players = [
  Player(name: "Ana", score: 31, team: Team(city: "Oslo")),
  Player(name: "Bo", score: 12, team: Team(city: "Rome")),
  Player(name: "Cy", score: 25, team: Team(city: "Oslo")),
]
func sorted<T, V: Comparable>(_ items: [T], by key: KeyPath<T, V>) -> [T] {
  items.sorted { $0[keyPath: key] < $1[keyPath: key] }
}
print(sorted(players, by: \.score).map(\.name), sorted(players, by: \.name).map(\.score))
print(players.map(\.team.city), players[0][keyPath: \Player.team.city])
var first = players[0]
first[keyPath: \Player.score] += 9
let path: WritableKeyPath<Player, String> = \.name
first[keyPath: path] = "Anna"
print(first.name, first.score)
protocol Scalable { static func * (lhs: Self, rhs: Int) -> Self }
struct Money: Scalable, CustomStringConvertible {
  var cents: Int
  static func * (lhs: Money, rhs: Int) -> Money { Money(cents: lhs.cents * rhs) }
  var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}
extension Int: Scalable {}
func tripled<T: Scalable>(_ value: T) -> T { value * 3 }
print(tripled(Money(cents: 250)), tripled(7))
infix operator <> : AdditionPrecedence
protocol Combinable { static func <> (a: Self, b: Self) -> Self }
extension String: Combinable { static func <> (a: String, b: String) -> String { a + "|" + b } }
extension Array: Combinable { static func <> (a: Array, b: Array) -> Array { a + b } }
func combineAll<T: Combinable>(_ items: [T]) -> T? {
  guard var result = items.first else { return nil }
  for item in items.dropFirst() { result = result <> item }
  return result
}
print(
  combineAll(["a", "b", "c"]) ?? "", combineAll([[1], [2, 3]]) ?? [],
  combineAll([String]()) ?? "none")
let grouped = Dictionary(grouping: players, by: \.team.city).mapValues { $0.map(\.name) }
print(grouped.sorted { $0.key < $1.key })
print(players.reduce(0) { $0 + $1.score }, players.max { $0.score < $1.score }?.name ?? "")
