// Associated types with constraints, where clauses on functions and extensions, and
// conditional conformance.
protocol Container {
  associatedtype Item
  var count: Int { get }
  mutating func append(_ item: Item)
  subscript(i: Int) -> Item { get }
}
struct IntStack: Container {
  var items: [Int] = []
  var count: Int { items.count }
  mutating func append(_ item: Int) { items.append(item) }
  subscript(i: Int) -> Int { items[i] }
}
struct Queue<Element>: Container {
  var items: [Element] = []
  var count: Int { items.count }
  mutating func append(_ item: Element) { items.append(item) }
  subscript(i: Int) -> Element { items[i] }
}
extension Queue where Element: Equatable {
  func firstIndex(of item: Element) -> Int? {
    for i in 0..<count where self[i] == item { return i }
    return nil
  }
}
extension Queue: CustomStringConvertible where Element: CustomStringConvertible {
  var description: String { "Queue(" + items.map(\.description).joined(separator: ", ") + ")" }
}
func allItemsMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
where C1.Item == C2.Item, C1.Item: Equatable {
  if a.count != b.count { return false }
  for i in 0..<a.count where a[i] != b[i] { return false }
  return true
}
var stack = IntStack()
var queue = Queue<Int>()
for n in [4, 8, 15] {
  stack.append(n)
  queue.append(n)
}
print(allItemsMatch(stack, queue), queue.firstIndex(of: 15) ?? -1, queue)
queue.append(16)
print(allItemsMatch(stack, queue), queue.count, queue[3])
var names = Queue<String>()
names.append("ada")
names.append("grace")
print(names, names.firstIndex(of: "grace") ?? -1)

func largest<T>(_ values: [T]) -> T? where T: Comparable { values.max() }
print(largest([3, 9, 2]) ?? 0, largest(["pear", "fig"]) ?? "", largest([Double]()) as Any)
