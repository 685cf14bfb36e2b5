// for-case patterns, where clauses, enum patterns in loops, and a custom ~= operator.
enum Event {
  case tap(x: Int, y: Int)
  case swipe(direction: String)
  case longPress(seconds: Double)
  case idle
}
let events: [Event] = [
  .tap(x: 10, y: 20), .idle, .swipe(direction: "left"),
  .tap(x: 300, y: 5), .longPress(seconds: 1.5), .swipe(direction: "up"), .idle,
]

for case let .tap(x, y) in events {
  print("tap at \(x),\(y)")
}
for case .swipe(let direction) in events where direction != "up" {
  print("swipe", direction)
}
var idleCount = 0
for case .idle in events { idleCount += 1 }
print("idle events:", idleCount)
for (index, event) in events.enumerated() {
  switch event {
  case .tap(let x, _) where x > 100: print(index, "tap on right half")
  case .tap: print(index, "tap on left half")
  case .longPress(let s) where s >= 1: print(index, "long press \(s)s")
  case .swipe(direction: "left"), .swipe(direction: "right"): print(index, "horizontal swipe")
  case .swipe, .longPress: print(index, "other gesture")
  case .idle: continue
  }
}
struct Even {}
func ~= (_: Even, value: Int) -> Bool { value % 2 == 0 }
func ~= (prefix: String, value: String) -> Bool { value.hasPrefix(prefix) }
for n in 1...4 {
  switch n {
  case Even(): print(n, "even")
  default: print(n, "odd")
  }
}
for command in ["git push", "ls -la", "git status", "exit"] {
  switch command {
  case "git": print("version control:", command)
  case "exit": print("bye")
  default: print("shell:", command)
  }
}
let pairs = [(1, "one"), (2, "two"), (3, "three")]
for (n, word) in pairs where n != 2 { print(word, terminator: n == 3 ? "\n" : ", ") }
let optionals: [Int?] = [nil, 4, nil, 9]
for case let value? in optionals where value > 5 { print("big value", value) }
if case 1...9 = 5, case let .some(v) = optionals[1] { print("both matched", v) }
