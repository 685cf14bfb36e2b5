// Deinit for releasing resources, with optional chains of ownership.
final class FileHandleMock {
  static var open: [String] = []
  let path: String
  init(path: String) {
    self.path = path
    FileHandleMock.open.append(path)
  }
  deinit {
    FileHandleMock.open.removeAll { $0 == path }
    print("closed \(path)")
  }
}
final class Logger {
  let handle: FileHandleMock
  var lines = 0
  init(path: String) { handle = FileHandleMock(path: path) }
  func write(_ s: String) { lines += 1; print("[\(handle.path)] \(s)") }
  deinit { print("logger for \(handle.path) wrote \(lines) lines") }
}
var logger: Logger? = Logger(path: "app.log")
var audit: Logger? = Logger(path: "audit.log")
logger?.write("started")
audit?.write("user signed in")
logger?.write("loaded 3 alerts")
print("open:", FileHandleMock.open)
logger = nil
print("open:", FileHandleMock.open)
logger?.write("this is never written")
audit = nil
print("open:", FileHandleMock.open)

class Node {
  let value: Int
  var next: Node?
  init(_ value: Int, next: Node? = nil) { self.value = value; self.next = next }
  deinit { print("free node \(value)") }
}
var list: Node? = Node(1, next: Node(2, next: Node(3)))
var cursor = list
var values: [Int] = []
while let node = cursor { values.append(node.value); cursor = node.next }
print(values)
list = nil
print("list released")
