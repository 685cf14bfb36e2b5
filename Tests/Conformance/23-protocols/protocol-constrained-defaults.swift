// Protocol extensions with default implementations, some of them only where constraints hold.
protocol Describable {
  var name: String { get }
  func describe() -> String
}
extension Describable {
  func describe() -> String { "a thing called \(name)" }
  var shout: String { name.uppercased() }
}
extension Describable where Self: Comparable {
  func isBefore(_ other: Self) -> Bool { self < other }
}
struct Fruit: Describable, Comparable {
  let name: String
  static func < (a: Fruit, b: Fruit) -> Bool { a.name < b.name }
}
struct Tool: Describable {
  let name: String
  func describe() -> String { "the tool \(name)" }
}
let apple = Fruit(name: "apple"), pear = Fruit(name: "pear")
print(apple.describe(), "|", Tool(name: "saw").describe(), "|", apple.shout)
print(apple.isBefore(pear), pear.isBefore(apple))
let things: [any Describable] = [apple, Tool(name: "drill")]
print(things.map { $0.describe() })

extension Collection where Element: Numeric {
  func total() -> Element { reduce(0, +) }
}
extension Collection where Element == String {
  func joinedLines() -> String { joined(separator: "/") }
}
extension Sequence where Element: Describable {
  func names() -> [String] { map(\.name) }
}
print([1, 2, 3].total(), [1.5, 2.5].total(), ["a", "b"].joinedLines(), [apple, pear].names())

protocol Scorer {
  associatedtype Score: Comparable
  func score(_ word: String) -> Score
}
extension Scorer {
  func best(of words: [String]) -> String? { words.max { score($0) < score($1) } }
}
struct LengthScorer: Scorer {
  func score(_ word: String) -> Int { word.count }
}
struct VowelScorer: Scorer {
  func score(_ word: String) -> Double {
    Double(word.filter { "aeiou".contains($0) }.count) / Double(max(word.count, 1))
  }
}
let words = ["sky", "banana", "queue", "tree"]
print(LengthScorer().best(of: words) ?? "-", VowelScorer().best(of: words) ?? "-")
print(LengthScorer().best(of: []) ?? "none")
