// Dictionaries: creation, update, removal and deterministic iteration.
var inventory: [String: Int] = ["apples": 12, "pears": 4]
print(inventory.count, inventory.isEmpty)
inventory["plums"] = 9
let old = inventory.updateValue(7, forKey: "pears")
print("pears was", old as Any)
print(inventory.updateValue(1, forKey: "kiwis") as Any)
if let apples = inventory["apples"] { print("apples:", apples) }
print(inventory["mangos"] as Any, inventory["mangos", default: 0])
inventory["kiwis"] = nil
print(inventory.removeValue(forKey: "plums") as Any)
print(inventory.removeValue(forKey: "plums") as Any)

for (fruit, count) in inventory.sorted(by: { $0.key < $1.key }) {
  print("\(fruit): \(count)")
}
print(inventory.keys.sorted(), inventory.values.sorted())

let words = ["bell", "alarm", "bell", "chime", "alarm", "bell"]
var counts: [String: Int] = [:]
for word in words { counts[word, default: 0] += 1 }
for key in counts.keys.sorted() { print(key, counts[key]!) }

let byLength = Dictionary(grouping: words, by: { $0.count })
for length in byLength.keys.sorted() {
  print(length, byLength[length]!)
}
let lookup = Dictionary(uniqueKeysWithValues: zip(["a", "b", "c"], 1...3))
print(lookup.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let doubled = lookup.mapValues { $0 * 2 }
print(doubled["c"]!, doubled.filter { $0.value > 2 }.count)
let merged = lookup.merging(["c": 30, "d": 40]) { old, new in old + new }
print(merged.keys.sorted().map { merged[$0]! })
let one: [String: [Int]] = ["primes": [2, 3, 5]]
print(one, [Int: String]())
var emptyDict = [Int: String]()
emptyDict[16] = "sixteen"
print(emptyDict)
