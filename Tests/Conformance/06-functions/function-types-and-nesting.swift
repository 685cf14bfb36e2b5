// Function types as values, parameters and return types; nested functions.
func larger(_ a: Int, _ b: Int) -> Int { a > b ? a : b }
func joinDigits(_ a: Int, _ b: Int) -> Int { a * 10 + b }
var combine: (Int, Int) -> Int = larger
print("larger:", combine(6, 9))
combine = joinDigits
print("joined:", combine(6, 9))
func report(_ rule: (Int, Int) -> Int, _ a: Int, _ b: Int, as name: String) {
  print("\(name)(\(a), \(b)) = \(rule(a, b))")
}
report(larger, 3, 2, as: "larger")
report(joinDigits, 3, 2, as: "join")
report(%, 17, 5, as: "mod")
func brighten(_ level: Int) -> Int { level + 2 }
func dim(_ level: Int) -> Int { level - 3 }
func adjuster(towards target: Int, from level: Int) -> (Int) -> Int {
  level < target ? brighten : dim
}
var brightness = 11
let adjust = adjuster(towards: 0, from: brightness)
while brightness > 0 {
  print(brightness, terminator: " ")
  brightness = adjust(brightness)
}
print("-> off at \(brightness)")
func makeSprinkler(litresPerMinute rate: Double) -> (Int) -> String {
  func volume(_ minutes: Int) -> Double { rate * Double(minutes) }
  func label(_ litres: Double) -> String { litres > 20 ? "soak" : "mist" }
  return { minutes in "\(minutes) min: \(volume(minutes)) L (\(label(volume(minutes))))" }
}
let sprinkler = makeSprinkler(litresPerMinute: 2.5)
for minutes in [4, 10] { print(sprinkler(minutes)) }
let conversions: [(String, (Double) -> Double)] = [
  ("half", { $0 / 2 }), ("cube", { $0 * $0 * $0 }), ("flip", { -$0 }),
]
for (name, f) in conversions { print(name, f(4)) }
func pipe<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
let shout = pipe({ (s: String) in s.uppercased() }, { $0 + "!" })
print(shout("fire drill"))
print(type(of: brighten), type(of: larger))
