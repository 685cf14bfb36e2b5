// Protocol requirements of every kind: initializers, static members, Self results,
// composition, and synthesized conformances.
protocol Resettable {
  init()
  static var defaultName: String { get }
  func copy() -> Self
}
struct Counter: Resettable, Hashable, Comparable {
  var value = 0
  static var defaultName: String { "counter" }
  func copy() -> Counter { self }
  static func < (a: Counter, b: Counter) -> Bool { a.value < b.value }
}
func fresh<T: Resettable>(_ type: T.Type) -> T { T() }
var c = fresh(Counter.self)
c.value = 3
print(c, Counter.defaultName, c.copy().value, type(of: c).defaultName)
let set: Set<Counter> = [Counter(value: 1), Counter(value: 1), Counter(value: 2)]
print(set.count, [Counter(value: 5), c].sorted().map(\.value), c == Counter(value: 3))
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
struct Person: Named, Aged, Equatable { let name: String; let age: Int }
func greet(_ who: Named & Aged) -> String { "\(who.name), \(who.age)" }
print(greet(Person(name: "Ada", age: 36)))
enum Level: Int, Comparable, CaseIterable {
  case low = 1, mid, high
  static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
}
print(Level.allCases.max() ?? .low, Level.mid > .low, Level(rawValue: 3) ?? .low)
struct Range2: Equatable { let lo: Int, hi: Int }
func ~= (pattern: Range2, value: Int) -> Bool { pattern.lo <= value && value <= pattern.hi }
for n in [2, 7, 12] {
  switch n {
  case Range2(lo: 0, hi: 5): print(n, "low")
  case Range2(lo: 6, hi: 10): print(n, "mid")
  default: print(n, "high")
  }
}
var grid = [[1, 2], [3, 4]]
grid[1][0] += 10
grid[0].append(5)
print(grid, grid.flatMap { $0 }.reduce(0, +))
struct Temperature: ExpressibleByIntegerLiteral, CustomStringConvertible {
  let celsius: Int
  init(integerLiteral value: Int) { celsius = value }
  var description: String { "\(celsius)°C" }
}
let t: Temperature = 21
print(t, [t, 30 as Temperature].map(\.celsius))
