// A type's static dictionaries, filled from its own static methods with empty literals.
enum Registry {
  static var groups: [String: [String]] = [:]
  static var counts: [String: [String: Int]] = [:]

  static func open(_ group: String) {
    groups[group] = []
    counts[group] = [:]
  }

  static func add(_ item: String, to group: String) {
    groups[group, default: []].append(item)
    counts[group, default: [:]][item, default: 0] += 1
  }
}

Registry.open("fruit")
Registry.add("apple", to: "fruit")
Registry.add("apple", to: "fruit")
Registry.add("kale", to: "greens")
for name in Registry.groups.keys.sorted() {
  let items = Registry.groups[name] ?? []
  let apples = Registry.counts[name]?["apple"] ?? 0
  print(name, items, apples)
}
