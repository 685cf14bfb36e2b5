// A protocol that refines another with a `where` clause on its associated type.
protocol Queue {
  associatedtype Item
  var items: [Item] { get set }
}
protocol SortedQueue: Queue where Item: Comparable {
  func first() -> Item?
}
extension SortedQueue {
  func first() -> Item? { items.min() }
}
struct Priorities: SortedQueue {
  var items: [Int]
}
struct Titles: SortedQueue {
  var items: [String]
}
print(Priorities(items: [3, 1, 2]).first() ?? 0)
print(Titles(items: ["Save", "Delete", "Cancel"]).first() ?? "none")
