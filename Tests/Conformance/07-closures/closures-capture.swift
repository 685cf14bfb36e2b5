// Closures: capturing, escaping, autoclosures, functions as values, and currying.
func makeCounter(step: Int) -> () -> Int {
  var total = 0
  return {
    total += step
    return total
  }
}
let byTwo = makeCounter(step: 2)
let byTen = makeCounter(step: 10)
print(byTwo(), byTwo(), byTen(), byTwo())
var handlers: [String: () -> String] = [:]
func register(_ name: String, _ handler: @escaping () -> String) { handlers[name] = handler }
var suffix = "!"
register("hi") { "hi" + suffix }
suffix = "?"
print(handlers["hi"]?() ?? "none", handlers["bye"]?() ?? "none")
func check(_ condition: Bool, _ message: @autoclosure () -> String) -> String {
  condition ? "ok" : message()
}
var evaluated = 0
func expensive() -> String {
  evaluated += 1
  return "failed"
}
print(check(true, expensive()), check(false, expensive()), evaluated)
func add(_ a: Int) -> (Int) -> Int { { b in a + b } }
let addFive = add(5)
print(addFive(1), add(2)(3), [1, 2, 3].map(add(10)))
func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {
  { g(f($0)) }
}
let lengthThenDouble = compose({ (s: String) in s.count }, { $0 * 2 })
print(lengthThenDouble("four"))
var log: [String] = []
let items = ["b", "a", "c"]
let sorted = items.sorted { a, b in
  log.append("\(a)\(b)")
  return a < b
}
print(sorted, log.isEmpty)
let operations: [(Int, Int) -> Int] = [(+), (-), (*), { $0 % $1 }]
print(operations.map { $0(7, 3) })
let pairs = zip(["x", "y"], [1, 2]).map { "\($0)=\($1)" }
print(pairs, (1...4).filter { $0.isMultiple(of: 2) }.map(String.init))
