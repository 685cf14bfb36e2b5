// Top-level defers run when the top-level code ends, the last one first.
var log: [String] = []
defer { print("first defer, log:", log) }
func step(_ name: String) -> String {
  defer { log.append("left \(name)") }
  log.append("in \(name)")
  return name.uppercased()
}
print(step("a"))
defer { print("second defer") }
do {
  defer { print("end of do") }
  print(step("b"))
}
print("last line", log.count)
