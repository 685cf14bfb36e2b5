// A value of a generic class cast to its specialized type, and values of a type that
// declares callAsFunction called like functions.
final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

struct Greeter {
  let greeting: String
  func callAsFunction(_ name: String) -> String { greeting + ", " + name }
}

struct Lamp {
  func callAsFunction() { print("lamp on") }
}

struct Room {
  let lamp = Lamp()
  func enter() { lamp() }
}

let stored: [String: Any] = ["count": Box(3), "name": Box("Ada")]
if let count = stored["count"] as? Box<Int> {
  count.value += 1
  print("count", count.value)
}
print(stored["name"] as? Box<String> != nil)

let hello = Greeter(greeting: "Hello")
print(hello("Grace"))
Room().enter()
