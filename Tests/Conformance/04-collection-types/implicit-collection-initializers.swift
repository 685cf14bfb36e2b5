// `.init(...)` where an array or a dictionary is expected calls that collection's
// initializer, in a generic function too, where the key type is the function's own.
extension Sequence {
  func grouped<Key: Hashable>(by key: (Element) -> Key) -> [Key: [Element]] {
    .init(grouping: self, by: key)
  }
}

let words = ["apple", "avocado", "banana", "cherry", "cranberry"]
let byLetter: [Character: [String]] = .init(grouping: words, by: { $0.first ?? "?" })
for letter in byLetter.keys.sorted() {
  print(letter, byLetter[letter] ?? [])
}
let byLength = words.grouped(by: \.count)
print(byLength.keys.sorted(), byLength[6] ?? [])
let zeros: [Int] = .init(repeating: 0, count: 3)
let pairs: [String: Int] = .init(uniqueKeysWithValues: [("a", 1), ("b", 2)])
print(zeros, pairs.sorted { $0.key < $1.key })
