// An extension's method may share its base name with one the type already has: a call picks
// by its labels, inside the extension as outside it.
extension String {
  func contains(word: String) -> Bool { split(separator: " ").contains { $0 == word } }
  func hasLetter(_ letter: Character) -> Bool { contains(letter) }
  func mentions(_ text: String) -> Bool { contains(text) && !contains(word: text) }
}
extension Array where Element == Int {
  func sum(from start: Int) -> Int { reduce(start, +) }
  func first(over limit: Int) -> Int? { first { $0 > limit } }
}
let line = "the cat sat"
print(line.contains(word: "cat"), line.contains(word: "ca"), line.contains("ca"))
print(line.hasLetter("s"), line.hasLetter("z"), line.mentions("ca"), line.mentions("cat"))
let scores = [3, 9, 4, 12]
print(scores.sum(from: 100), scores.first(over: 5) ?? -1, scores.first(over: 50) ?? -1)
print(scores.first ?? 0, scores.contains(9))
