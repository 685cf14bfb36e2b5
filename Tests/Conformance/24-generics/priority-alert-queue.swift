// A generic binary heap used as a priority queue of alerts.
struct Heap<Element> {
  private var storage: [Element] = []
  private let areInOrder: (Element, Element) -> Bool
  init(by areInOrder: @escaping (Element, Element) -> Bool) { self.areInOrder = areInOrder }
  var count: Int { storage.count }
  var peek: Element? { storage.first }
  mutating func insert(_ element: Element) {
    storage.append(element)
    var child = storage.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard areInOrder(storage[child], storage[parent]) else { break }
      storage.swapAt(child, parent); child = parent
    }
  }
  mutating func pop() -> Element? {
    guard !storage.isEmpty else { return nil }
    storage.swapAt(0, storage.count - 1)
    let top = storage.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1, right = left + 1
      var candidate = parent
      if left < storage.count && areInOrder(storage[left], storage[candidate]) { candidate = left }
      if right < storage.count && areInOrder(storage[right], storage[candidate]) {
        candidate = right
      }
      if candidate == parent { return top }
      storage.swapAt(parent, candidate); parent = candidate
    }
  }
}
extension Heap where Element: Comparable { init() { self.init(by: <) } }
struct Alert: Comparable {
  let priority: Int, sequence: Int, title: String
  static func < (a: Alert, b: Alert) -> Bool {
    (a.priority, -a.sequence) > (b.priority, -b.sequence)
  }
}
var queue = Heap<Alert>()
for (i, (p, t)) in [
  (1, "Tip"), (5, "Battery critical"), (3, "Update"), (5, "Overheating"), (1, "News"),
].enumerated() {
  queue.insert(Alert(priority: p, sequence: i, title: t))
}
print("next up:", queue.peek!.title, "of", queue.count)
while let alert = queue.pop() { print(alert.priority, alert.title) }
var numbers = Heap<Int>()
[9, 2, 7, 4, 4, 1].forEach { numbers.insert($0) }
var drained: [Int] = []
while let n = numbers.pop() { drained.append(n) }
print(drained)
var longestFirst = Heap<String>(by: { $0.count > $1.count || ($0.count == $1.count && $0 < $1) })
["fig", "banana", "kiwi", "apple", "date"].forEach { longestFirst.insert($0) }
print((0..<5).compactMap { _ in longestFirst.pop() })
