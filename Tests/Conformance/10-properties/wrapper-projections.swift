// Property wrappers whose projected values report on the wrapped value, in structs, classes
// and functions, with wrapper types that are structs and classes.
@propertyWrapper
struct History<Value> {
  private(set) var projectedValue: [Value] = []
  var wrappedValue: Value {
    didSet { projectedValue.append(oldValue) }
  }
  init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}
@propertyWrapper
final class Shared {
  var wrappedValue: Int
  var reads = 0
  init(wrappedValue: Int) { self.wrappedValue = wrappedValue }
  var projectedValue: Shared { self }
}
@propertyWrapper
struct Rounded {
  let step: Int
  var value = 0
  init(wrappedValue: Int, to step: Int) {
    self.step = step
    self.wrappedValue = wrappedValue
  }
  var wrappedValue: Int {
    get { value }
    set { value = (newValue + step / 2) / step * step }
  }
}
struct Snooze {
  @History var minutes = 5
  @Rounded(to: 5) var delay: Int = 12
  mutating func extend(by extra: Int) {
    minutes += extra
    delay += extra
  }
}
var snooze = Snooze()
snooze.extend(by: 3)
snooze.minutes = 20
print(snooze.minutes, snooze.$minutes, snooze.delay)
var copy = snooze
copy.minutes = 1
print(snooze.$minutes.count, copy.$minutes.count)
class Counter {
  @Shared var taps = 0
}
let counter = Counter()
let shared = counter.$taps
counter.taps += 2
shared.wrappedValue += 10
print(counter.taps, shared.wrappedValue)
func countdown() {
  @History var step = 3
  while step > 0 { step -= 1 }
  print("steps:", $step, "now:", step)
  @Rounded(to: 10) var total = 44
  total += 3
  print("total:", total)
}
countdown()
