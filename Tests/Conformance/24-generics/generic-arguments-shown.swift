// Generic parameters are real types: bound per call from the arguments, per instance from
// the arguments written, and shown by type(of:), print, debugPrint and interpolation.
func matches<T>(_ sample: T, _ candidates: [Any]) -> [Bool] {
  candidates.map { $0 is T }
}
print(matches(1, [2, "two", 3.0]), matches("a", [2, "two"]))
func firstOf<T>(_ kind: T, in items: [Any]) -> T? {
  for item in items {
    if let found = item as? T { return found }
  }
  return nil
}
print(firstOf(0, in: ["x", 2.5, 7]) as Any, firstOf("", in: [1, "y"]) as Any)
print(firstOf(0.0, in: [1, "z"]) as Any)
func keeper<T>(_ sample: T) -> (Any) -> Bool { { $0 is T } }
let keepsText = keeper("s")
print(keepsText("word"), keepsText(4))
func isList<T>(_ sample: [T], _ value: Any) -> Bool { value is [T] }
print(isList([1], [2, 3]), isList([1], ["a"]), isList(["b"], ["a"]), isList([1.5], 7))
struct Stack<Element> {
  var items: [Element] = []
  mutating func push(_ item: Element) { items.append(item) }
  func only(_ things: [Any]) -> [Element] { things.compactMap { $0 as? Element } }
}
var empty = Stack<Int>()
print(type(of: empty), empty)
empty.push(1)
print(empty, type(of: empty))
let copy = empty
print(type(of: copy), "\(copy)", String(describing: copy))
debugPrint(copy)
print(Stack<String>().only([1, "one", 2.0, "two"]), Stack<Double>().only([1, 2.5]))
print(type(of: Stack<[Int]>()), type(of: Stack<Int?>()), type(of: Stack<[String: Int]>()))
print(type(of: Stack<(x: Int, y: Double)>()), [Stack<Bool>()])
class Box<Content> {
  var content: Content?
  init() {}
  func holds(_ value: Any) -> Bool { value is Content }
}
let box = Box<String>()
print(type(of: box), box.holds("text"), box.holds(3))
print(box, [box])
struct Outer<Value> {
  enum Event { case set(Value), cleared }
  var events: [Event] = []
  mutating func record(_ value: Value?) {
    if let value { events.append(.set(value)) } else { events.append(.cleared) }
  }
}
var outer = Outer<Int>()
outer.record(4)
outer.record(nil)
print(outer.events[0], Outer<Int>.Event.set(9), [outer.events[0]])
print("\(outer.events[0])", String(describing: outer.events[0]))
debugPrint(outer.events[0])
func emptyStack() -> Stack<String> {
  let made = Stack<String>()
  return made
}
let typed: Stack<Double> = Stack(items: [])
print(type(of: emptyStack()), typed, Optional<Int>(3) as Any)
func texts(in items: [Any]) -> [String] {
  var found: [String] = []
  for item in items {
    if let text = item as? String { found.append(text) }
  }
  return found
}
print(texts(in: [1, "a", 2.5, "b"]))
func emptyOf<T>(_ sample: T) -> Stack<T> { Stack(items: []) }
print(emptyOf(2.5), type(of: emptyOf("s")))
func single<T>(_ x: T) -> Stack<T> {
  var made = Stack<T>()
  made.push(x)
  return made
}
print(single(3), type(of: single("a")))
