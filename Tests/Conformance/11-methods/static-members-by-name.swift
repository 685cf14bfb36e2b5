// A type's own static members named without the type: from a static method, from a
// closure made there, and a static optional that starts as nil.
final class Scoreboard {
  static var total = 0
  static var names: [String] = []
  static var leader: String?
  static var pending: [() -> Void] = []

  static func record(_ name: String, points: Int) {
    total += points
    names.append(name)
    if leader == nil { leader = name }
    show()
  }

  static func show() {
    print("\(names.count) players, \(total) points, leader \(leader ?? "none")")
  }

  static func later(_ name: String) {
    pending.append {
      record(name, points: 1)
      total += 10
    }
  }
}

struct Limits {
  static let base = 3
  static func doubled() -> Int { base * 2 }
}

print(Scoreboard.leader as Any)
Scoreboard.record("Ana", points: 5)
Scoreboard.record("Ben", points: 2)
Scoreboard.later("Cy")
for work in Scoreboard.pending { work() }
print(Scoreboard.total, Limits.doubled())
