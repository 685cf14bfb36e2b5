// Mutating methods of the learner's extensions of Array, Dictionary, String and Int, and of
// an enum, calling one another and the type's own mutating methods without `self.`.
func twice(_ n: Int) -> Int { n * 2 }
extension Array where Element == Int {
  mutating func grow() {
    print("growing", count)
    append(twice(last ?? 1))
    insert(0, at: 0)
    sortDescending()
  }
  mutating func sortDescending() { sort(by: >) }
  mutating func dropEnds() {
    removeFirst()
    self = Array(dropLast())
  }
}
extension Dictionary where Key == String, Value == Int {
  mutating func bump(_ key: String) { self[key, default: 0] += 1 }
}
extension String {
  mutating func shout() {
    self = uppercased()
    append("!")
  }
}
extension Int {
  mutating func double() { self *= 2 }
  mutating func quadruple() {
    double()
    double()
  }
}
enum Light {
  case red, green, amber
  mutating func next() {
    switch self {
    case .red: self = .green
    case .green: self = .amber
    case .amber: self = .red
    }
  }
  mutating func skip() {
    next()
    next()
  }
}
var xs = [3, 1]
xs.grow()
print(xs)
xs.dropEnds()
print(xs)
var counts: [String: Int] = [:]
counts.bump("a")
counts.bump("a")
counts.bump("b")
print(counts.sorted { $0.key < $1.key })
var word = "hey"
word.shout()
var n = 5
n.quadruple()
var light = Light.red
light.skip()
print(word, n, light)
let fixed = [9, 8]
var copy = fixed
copy.grow()
print(fixed, copy)
