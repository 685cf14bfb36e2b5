// #line and #function used by a tiny assertion helper; #sourceLocation remaps lines.
var failures: [String] = []
func expect(_ condition: Bool, _ message: String, line: Int = #line, function: String = #function) {
  if !condition { failures.append("line \(line) in \(function): \(message)") }
}

func testThermostat() {
  let target = 21
  expect(target > 18, "target too low")
  expect(target < 20, "target too high")
}
func testQueue() {
  let queue = ["a", "b"]
  expect(queue.count == 2, "wrong count")
  expect(queue.first == "b", "wrong head")
}
testThermostat()
testQueue()
expect(false, "top-level failure")
print("\(failures.count) failures")
for f in failures { print(f) }

#sourceLocation(file:"virtual.swift",line:1000)
let remapped = #line
#sourceLocation()
print("remapped line:", remapped)
print("restored line:", #line)

enum Level: String { case info, warning }
func record(_ level: Level, _ text: String, _ fn: String = #function) -> String {
  "[\(level.rawValue.uppercased())] \(fn): \(text)"
}
func sync() -> String { record(.warning, "offline") }
print(record(.info, "start"))
print(sync())
let closureName = { #function }()
print(closureName)
