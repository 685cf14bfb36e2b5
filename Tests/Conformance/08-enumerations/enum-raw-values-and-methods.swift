// Enums with raw values, methods, static factories, failable initializers and pattern
// matching on tuples of enums.
enum Direction: String, CaseIterable {
  case north = "N", east = "E", south = "S", west = "W"
  var opposite: Direction {
    switch self {
    case .north: .south
    case .south: .north
    case .east: .west
    case .west: .east
    }
  }
  func turned(clockwise: Bool) -> Direction {
    let all = Direction.allCases
    let index = all.firstIndex(of: self) ?? 0
    return all[(index + (clockwise ? 1 : all.count - 1)) % all.count]
  }
  init?(letter: Character) { self.init(rawValue: String(letter)) }
}
print(
  Direction.north.opposite, Direction.west.turned(clockwise: true), Direction(letter: "S") ?? .north
)
print(Direction(rawValue: "X") == nil, Direction.allCases.map(\.rawValue).joined())
let route = "NNESW".compactMap(Direction.init(letter:))
print(route.map(\.opposite.rawValue), route.count)
enum Coin: Int { case penny = 1, nickel = 5, dime = 10, quarter = 25 }
let purse: [Coin] = [.quarter, .dime, .penny, .penny]
print(purse.reduce(0) { $0 + $1.rawValue }, Coin(rawValue: 5).map { "\($0)" } ?? "none")
enum Weather { case sunny, rainy(mm: Int), windy(kmh: Int) }
func advice(_ w: Weather, _ d: Direction) -> String {
  switch (w, d) {
  case (.sunny, _): return "go"
  case (.rainy(let mm), _) where mm > 10: return "stay in"
  case (.rainy, .north), (.windy, .north): return "coat"
  case (.windy(let kmh), let dir): return "lean \(dir.opposite) at \(kmh)"
  default: return "umbrella"
  }
}
print(advice(.sunny, .east), advice(.rainy(mm: 20), .east), advice(.rainy(mm: 2), .north))
print(advice(.windy(kmh: 40), .west), advice(.rainy(mm: 1), .south))
enum Status: Equatable {
  case idle, busy(task: String)
  static func working(on task: String) -> Status { .busy(task: task) }
  var isBusy: Bool { if case .busy = self { true } else { false } }
}
var status = Status.working(on: "build")
print(status, status.isBusy, status == .busy(task: "build"))
status = .idle
print(status, status.isBusy)
