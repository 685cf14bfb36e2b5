// Raw values: explicit, implicit, failable init from raw value.
enum Separator: Character {
  case comma = ",", semicolon = ";", pipe = "|"
}
print(Separator.pipe.rawValue, "a,b".contains(Separator.comma.rawValue))

enum Weekday: Int, CaseIterable {
  case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday
  var isWeekend: Bool { self == .saturday || self == .sunday }
}
print(Weekday.wednesday.rawValue, Weekday.sunday.rawValue)
print(Weekday(rawValue: 5) as Any, Weekday(rawValue: 9) as Any)
print(Weekday.allCases.filter(\.isWeekend))

enum Direction: String {
  case up, down
  case left = "L", right = "R"
}
print(Direction.up.rawValue, Direction.left.rawValue, Direction.down)
for raw in ["up", "R", "sideways"] {
  if let d = Direction(rawValue: raw) {
    print("\(raw) -> \(d)")
  } else {
    print("\(raw) is not a direction")
  }
}

enum Priority: Int, Comparable {
  case low, normal, high, critical
  static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
}
let queue: [Priority] = [.normal, .critical, .low, .high]
print(queue.sorted(), queue.max()!)
print(Priority.high > .normal, Priority.low.rawValue)

enum Coin: Double {
  case penny = 0.01, nickel = 0.05, dime = 0.1, quarter = 0.25
}
let purse: [Coin] = [.quarter, .dime, .dime, .penny]
print(purse.map(\.rawValue).reduce(0, +))
print(type(of: Coin.dime.rawValue), Coin(rawValue: 0.05) as Any)
print(Weekday.monday, Weekday.monday.rawValue, "\(Direction.right)")
