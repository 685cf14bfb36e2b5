// A type's static method named without being called is a function value.
struct Scoring {
  static func add(_ a: Int, _ b: Int) -> Int { a + b }
  static func scale(value: Int, by factor: Int) -> Int { value * factor }
  static func label(for score: Int) -> String { score >= 10 ? "high" : "low" }
}

let add = Scoring.add
print(add(2, 3))
let scale = Scoring.scale(value:by:)
print(scale(4, 5))
let typed: (Int, Int) -> Int = Scoring.add(_:_:)
print(typed(6, 7))
print([1, 2, 3, 4].reduce(0, Scoring.add))
print([3, 12, 9].map(Scoring.label(for:)))

enum Layout {
  struct Grid {
    static func cells(_ rows: Int) -> Int { rows * 4 }
  }
  static func join(_ a: String, _ b: String) -> String { a + "|" + b }
}
print([1, 2].map(Layout.Grid.cells))
print(["a", "b", "c"].reduce("", Layout.join))

struct Pair<Element> {
  static func of(_ a: Element, _ b: Element) -> [Element] { [a, b] }
}
let pair: (String, String) -> [String] = Pair.of
print(pair("OK", "Cancel"))
