// Dictionaries made from pairs whose keys repeat: the closure (or function) decides what a
// repeated key keeps.
let votes = [("OK", 1), ("Cancel", 1), ("OK", 1), ("Delete", 1), ("OK", 1)]
let tally = Dictionary(votes, uniquingKeysWith: +)
for key in tally.keys.sorted() { print(key, tally[key] ?? 0) }

let latest = Dictionary([("title", "Draft"), ("title", "Final")]) { _, new in new }
print(latest)

let highest = Dictionary([("a", 3), ("b", 7), ("a", 9), ("b", 2)], uniquingKeysWith: max)
print(highest["a"] ?? 0, highest["b"] ?? 0)
let lowest = Dictionary([("a", 3), ("b", 7), ("a", 9), ("b", 2)], uniquingKeysWith: min)
print(lowest["a"] ?? 0, lowest["b"] ?? 0)

let letters = Dictionary("alertsheet".map { ($0, 1) }, uniquingKeysWith: +)
print(letters["e"] ?? 0, letters["t"] ?? 0, letters.count)

print([4, 11, 7].reduce(Int.min, max), [4, 11, 7].reduce(Int.max, min))
