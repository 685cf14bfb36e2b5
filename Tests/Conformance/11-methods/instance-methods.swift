// Instance methods, self, mutating methods and assigning to self.
final class Pedometer {
  var steps = 0
  func step() { steps += 1 }
  func step(times n: Int) { steps += n }
  func clear() { steps = 0 }
}
let pedometer = Pedometer()
pedometer.step(); pedometer.step(times: 40)
print(pedometer.steps)
pedometer.clear()
print(pedometer.steps)
struct Cursor {
  var column = 0, line = 0
  func isBelow(line: Int) -> Bool { self.line > line }
  mutating func move(columns dc: Int, lines dl: Int) { column += dc; line += dl }
  mutating func jump(to other: Cursor) { self = other }
}
var cursor = Cursor(column: 4, line: 1)
cursor.move(columns: -2, lines: 10)
print("cursor at column \(cursor.column), line \(cursor.line)")
print(cursor.isBelow(line: 5))
cursor.jump(to: Cursor(column: 0, line: 99))
print(cursor)
enum FanSpeed {
  case stopped, gentle, strong
  mutating func cycle() {
    switch self {
    case .stopped: self = .gentle
    case .gentle: self = .strong
    case .strong: self = .stopped
    }
  }
}
var ceilingFan = FanSpeed.gentle
for _ in 1...2 { ceilingFan.cycle(); print(ceilingFan) }
struct AlertQueue {
  private var items: [String] = []
  var count: Int { items.count }
  mutating func enqueue(_ title: String) { items.append(title) }
  mutating func dequeue() -> String? { items.isEmpty ? nil : items.removeFirst() }
  func peek() -> String? { items.first }
}
var queue = AlertQueue()
queue.enqueue("Update available"); queue.enqueue("Low storage")
print(queue.peek() ?? "none", queue.count)
while let next = queue.dequeue() { print("showing:", next) }
let walk = pedometer.step(times:)
walk(3); walk(4)
print(pedometer.steps)
