// Property wrappers with initial values, projected values and local use.
@propertyWrapper
struct Clamped {
  private var value: Int
  private let range: ClosedRange<Int>
  init(wrappedValue: Int, _ range: ClosedRange<Int>) {
    self.range = range
    self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
  }
  var wrappedValue: Int {
    get { value }
    set { value = min(max(newValue, range.lowerBound), range.upperBound) }
  }
}
@propertyWrapper
struct Trimmed {
  private(set) var projectedValue = 0
  private var text = ""
  var wrappedValue: String {
    get { text }
    set {
      text = newValue.trimmingPrefix(" ").split(separator: " ").joined(separator: " ")
      projectedValue += 1
    }
  }
  init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}
struct Thermostat {
  @Clamped(10...30) var target: Int = 21
  @Clamped(0...100) var humidity: Int = 140
  @Trimmed var label: String = "  living   room "
}
var thermostat = Thermostat()
print(thermostat.target, thermostat.humidity, "[\(thermostat.label)]")
thermostat.target = 45
thermostat.humidity = -3
print(thermostat.target, thermostat.humidity)
thermostat.label = " kitchen  "
thermostat.label = "hall   way"
print("[\(thermostat.label)] set \(thermostat.$label) times")
func localDemo() {
  @Clamped(1...5) var stars: Int = 9
  print("stars:", stars)
  stars = 0
  print("stars:", stars)
}
localDemo()
