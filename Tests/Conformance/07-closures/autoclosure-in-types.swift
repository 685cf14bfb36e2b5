// @autoclosure parameters of initializers and methods, with defaults after them and
// throwing ones: each argument is worked out only when, and as often as, it is called.
struct Gate {
  let open: Bool
  init(_ condition: @autoclosure () -> Bool) { open = condition() }
  func check(_ message: @autoclosure () -> String, _ count: Int = 1) {
    for _ in 0..<count { print(open ? message() : "closed") }
  }
}
var calls = 0
func next() -> Int { calls += 1; return calls }
let gate = Gate(next() > 0)
gate.check("call \(next())", 2)
Gate(false).check("never \(next())")
print("calls:", calls)
func either(_ a: Bool, _ b: @autoclosure () throws -> Bool) rethrows -> Bool { a ? true : try b() }
print(either(true, next() > 5), either(false, next() > 1), calls)
