// A generic property wrapper whose initializer takes a range of its parameter: the parameter
// is the type of the value wrapped, so `0...10` is a range of Ints.
@propertyWrapper struct Clamped<Value: Comparable> {
  private var stored: Value
  let limits: ClosedRange<Value>
  init(wrappedValue: Value, _ limits: ClosedRange<Value>) {
    self.limits = limits
    stored = min(max(wrappedValue, limits.lowerBound), limits.upperBound)
  }
  var wrappedValue: Value {
    get { stored }
    set { stored = min(max(newValue, limits.lowerBound), limits.upperBound) }
  }
}

struct AlertSettings {
  @Clamped(1...3) var maximumActions = 2
  @Clamped(0.0...1.0) var dimming = 0.4
}

var settings = AlertSettings()
settings.maximumActions = 9
settings.dimming = -2
print(settings.maximumActions, settings.dimming)

struct Pair<First, Second> {
  let first: First
  let second: Second
}
func describe<T, U>(_ pair: Pair<T, U>) -> String { "\(pair.first) & \(pair.second)" }
let clamp = Clamped(wrappedValue: 12, 0...10)
print(clamp.wrappedValue, clamp.limits)
print(describe(Pair(first: "OK", second: 1)))
