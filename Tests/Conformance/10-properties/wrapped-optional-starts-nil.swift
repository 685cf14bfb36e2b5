// A wrapped property of an optional type without a value starts as nil, handed to the
// wrapper's init(wrappedValue:); one with a value is handed that value.
@propertyWrapper struct Logged<Value> {
  var stored: Value
  init(wrappedValue: Value) {
    stored = wrappedValue
    print("made with \(wrappedValue)")
  }
  var wrappedValue: Value {
    get { stored }
    set { stored = newValue }
  }
}

struct Form {
  @Logged var picked: String?
  @Logged var count: Int = 2
}

let form = Form()
print(form.picked as Any, form.count)
var other = Form(picked: "a")
print(other.picked ?? "none")
other.picked = nil
print(other.picked as Any)
