// Generic where clauses, contextual where, generic subscripts, implicit constraints and parameter packs.
struct Pair<First, Second> {
  var first: First
  var second: Second
  func swapped() -> Pair<Second, First> { Pair<Second, First>(first: second, second: first) }
}
extension Pair where First == Second {
  var both: [First] { [first, second] }
}
extension Pair: Equatable where First: Equatable, Second: Equatable {}
let p = Pair(first: 1, second: "one")
print(p, p.swapped())
print(Pair(first: 2, second: 3).both, Pair(first: "a", second: 1) == Pair(first: "a", second: 1))

func countMatches<S: Sequence>(_ s: S, where predicate: (S.Element) -> Bool) -> Int {
  var n = 0
  for e in s where predicate(e) { n += 1 }
  return n
}
print(countMatches([3, 8, 10, 1], where: { $0 > 5 }), countMatches("banana", where: { $0 == "a" }))

struct Shelf<Item> {
  var items: [Item]
  func sortedNames() -> [String] where Item: CustomStringConvertible {
    items.map(\.description).sorted()
  }
  subscript<Indices: Sequence>(indices: Indices) -> [Item] where Indices.Element == Int {
    indices.map { items[$0] }
  }
}
let shelf = Shelf(items: [30, 4, 100])
print(shelf.sortedNames(), shelf[[2, 0]], shelf[0..<2])

func merge<T: Comparable>(_ a: [T], _ b: [T]) -> [T] {
  var result: [T] = [], i = 0, j = 0
  while i < a.count && j < b.count {
    if a[i] <= b[j] { result.append(a[i]); i += 1 } else { result.append(b[j]); j += 1 }
  }
  return result + a[i...] + b[j...]
}
print(merge([1, 4, 9], [2, 3, 10, 11]), merge(["b", "d"], ["a", "c", "e"]))

func describeAll<each T>(_ value: repeat each T) -> [String] {
  var out: [String] = []
  for v in repeat each value { out.append("\(type(of: v))=\(v)") }
  return out
}
print(describeAll(1, "two", 3.0, [4]))
func firstNonNil<T>(_ values: T?...) -> T? { values.lazy.compactMap { $0 }.first }
print(firstNonNil(nil, 5, 7) as Any, firstNonNil(nil, nil) as Int? as Any)
let boxes: [Pair<String, Int>] = [.init(first: "x", second: 2), .init(first: "y", second: 1)]
print(boxes.sorted { $0.second < $1.second }.map(\.first))
