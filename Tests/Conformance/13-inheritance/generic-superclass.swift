// A class may inherit from a generic class given its arguments, and override its members.
class Store<Item> {
  var items: [Item] = []
  var label = "store"
  func add(_ item: Item) { items.append(item) }
  func summary() -> String { "\(label): \(items.count)" }
}

class NameStore<Tag>: Store<String> {
  override var label: String {
    didSet { print("renamed to \(label)") }
  }
  override func summary() -> String { super.summary() + " names" }
}

let names = NameStore<Int>()
names.add("Ada")
names.add("Grace")
names.label = "people"
print(names.summary(), names.items)
