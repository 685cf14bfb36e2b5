// A generic type's parameters are bound before its initializer runs: from the arguments
// written after its name, or from what the initializer's arguments tell. Its defaults and
// the implicit members assigned in its code are of the bound types.
struct Meter<Value: FloatingPoint> {
  var reading: Value
  var peak: Value

  init(start: Value = .zero) {
    reading = start
    self.peak = .zero
    if start > peak { peak = start }
  }

  mutating func record(_ value: Value) {
    reading = value
    if value > peak { peak = value }
  }
}

struct Tally<Count: Numeric> {
  private(set) var total: Count
  let label: String

  init(_ label: String, from start: Count = .zero) {
    self.label = label
    total = start
  }

  mutating func add(_ amount: Count) { total += amount }
}

var a = Meter(start: 0.5)
a.record(0.25)
print(a.reading, a.peak)
var b = Meter<Double>()
b.record(2)
print(b.reading, b.peak)
let c = Meter<Float>(start: 1.5)
print(c.peak, type(of: c.peak))

var votes = Tally<Int>("votes")
votes.add(3)
votes.add(4)
var weight = Tally("kg", from: 1.5)
weight.add(0.25)
print(votes.label, votes.total, weight.label, weight.total)
print(type(of: votes), type(of: weight))
