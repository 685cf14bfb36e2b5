// Generic property wrappers with arguments, side effects, projected values and local wrapped variables.
@propertyWrapper
struct Logged<Value> {
  var name: String
  var storage: Value
  init(wrappedValue: Value, name: String) {
    self.storage = wrappedValue
    self.name = name
  }
  var wrappedValue: Value {
    get { storage }
    set {
      print("\(name): \(storage) -> \(newValue)")
      storage = newValue
    }
  }
}
struct Alarm {
  @Logged(name: "volume") var volume = 3
  @Logged(name: "tone") var tone = "chime"
}
var alarm = Alarm()
alarm.volume += 4
alarm.tone = "bell"
@propertyWrapper
struct AtLeast {
  private var value: Double
  let minimum: Double
  init(wrappedValue: Double, _ minimum: Double) {
    self.minimum = minimum; value = Swift.max(wrappedValue, minimum)
  }
  var wrappedValue: Double {
    get { value }
    set { value = Swift.max(newValue, minimum) }
  }
  var projectedValue: Bool { value == minimum }
}
struct Order {
  @AtLeast(1) var quantity: Double = 0
  @Logged(name: "note") var note = ""
}
var order = Order()
print(order.quantity, order.$quantity)
order.quantity = 2.5
order.note = "leave at door"
print(order.quantity, order.$quantity, order.note)
func preview() {
  @Logged(name: "draft") var draft = "v1"
  draft = "v2"
  print("draft is", draft)
}
preview()
