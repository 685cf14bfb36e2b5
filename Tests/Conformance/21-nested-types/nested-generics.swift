// Nested types inside generic types and extensions.
struct Inventory<Item: Hashable & Comparable> {
  struct Entry: CustomStringConvertible {
    let item: Item
    var count: Int
    var description: String { "\(item)×\(count)" }
  }
  enum Change { case added(Item, Int), removed(Item) }
  private var storage: [Item: Int] = [:]
  private(set) var history: [Change] = []
  mutating func add(_ item: Item, _ n: Int = 1) {
    storage[item, default: 0] += n
    history.append(.added(item, n))
  }
  mutating func remove(_ item: Item) {
    storage[item] = nil
    history.append(.removed(item))
  }
  var entries: [Entry] {
    storage.keys.sorted().map { Entry(item: $0, count: storage[$0]!) }
  }
}
var pantry = Inventory<String>()
pantry.add("rice", 2)
pantry.add("beans")
pantry.add("rice")
pantry.add("oil", 1)
pantry.remove("beans")
print(pantry.entries)
print(pantry.history)
let entry: Inventory<String>.Entry = pantry.entries[0]
print(entry.item, entry.count, type(of: entry))

extension Inventory {
  struct Summary { let kinds: Int; let total: Int }
  var summary: Summary { Summary(kinds: entries.count, total: entries.reduce(0) { $0 + $1.count }) }
}
print(pantry.summary)
var bins = Inventory<Int>()
bins.add(3, 10); bins.add(1, 4)
print(bins.entries, bins.summary.total)
print(Inventory<Int>.Change.removed(9))
