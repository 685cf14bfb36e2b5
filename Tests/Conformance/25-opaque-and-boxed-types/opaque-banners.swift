// Opaque return types (some) hiding concrete generic structure.
protocol Banner { func lines() -> [String] }
struct Word: Banner {
  var text: String
  func lines() -> [String] { [text] }
}
struct Rule: Banner {
  var width: Int
  func lines() -> [String] { [String(repeating: "-", count: width)] }
}
struct Boxed<Inner: Banner>: Banner {
  var inner: Inner
  func lines() -> [String] {
    let width = inner.lines().map(\.count).max() ?? 0
    let edge = "+" + String(repeating: "-", count: width) + "+"
    return [edge]
      + inner.lines().map { "|" + $0 + String(repeating: " ", count: width - $0.count) + "|" } + [
        edge
      ]
  }
}
struct Stacked<Top: Banner, Bottom: Banner>: Banner {
  var top: Top, bottom: Bottom
  func lines() -> [String] { top.lines() + bottom.lines() }
}
func makeSign() -> some Banner {
  Boxed(
    inner: Stacked(
      top: Word(text: "OPEN"), bottom: Stacked(top: Rule(width: 6), bottom: Word(text: "9 to 5"))))
}
print(makeSign().lines().joined(separator: "\n"))
func frame<B: Banner>(_ b: B) -> some Banner { Boxed(inner: b) }
func stack<A: Banner, B: Banner>(_ a: A, _ b: B) -> some Banner { Stacked(top: a, bottom: b) }
let notice = stack(Word(text: "WET"), frame(Word(text: "PAINT")))
print(notice.lines().joined(separator: "\n"))
print(type(of: notice))
func area(_ b: some Banner) -> Int { b.lines().reduce(0) { $0 + $1.count } }
print(area(Rule(width: 4)), area(makeSign()))
var bag: some Collection = ["a", "b", "c"]
print(bag.count)
func odds(upTo n: Int) -> some Sequence<Int> { stride(from: 1, through: n, by: 2) }
print(Array(odds(upTo: 9)), odds(upTo: 5).reduce(0, +))
