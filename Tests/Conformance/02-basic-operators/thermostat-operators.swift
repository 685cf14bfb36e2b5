// Operators combined in a small thermostat simulation: unary minus, compound assignment,
// ternary, nil-coalescing, range checks and logical operators together.
let readings: [Double?] = [19.5, nil, 23.25, -2.0, 21.0, nil, 30.5]
let target = 21.0
let comfortable = (target - 1.5)...(target + 1.5)
var lastKnown = target
var heatingMinutes = 0
var coolingMinutes = 0

for (minute, reading) in readings.enumerated() {
  let value = reading ?? lastKnown
  lastKnown = value
  let delta = value - target
  let magnitude = delta < 0 ? -delta : delta
  let isSensorFault = reading == nil || !(-10.0...45.0).contains(value)
  let action: String
  if isSensorFault {
    action = "hold"
  } else if comfortable.contains(value) {
    action = "idle"
  } else if value < target {
    action = "heat"
    heatingMinutes += 5
  } else {
    action = "cool"
    coolingMinutes += 5
  }
  let note = isSensorFault ? " (check sensor)" : ""
  print("t=\(minute * 5) value=\(value) off-by=\(magnitude) -> \(action)\(note)")
}
print("heating \(heatingMinutes) min, cooling \(coolingMinutes) min")

var energy = 100
energy -= heatingMinutes * 2
energy += coolingMinutes
energy *= 3
energy /= 4
energy %= 50
print("energy index", energy, energy > 0 && energy < 50)

let mode: String? = nil
print("mode:", mode ?? "auto", (mode != nil) ? "manual" : "automatic")
let offsets = [-3, 0, 4]
print(
  offsets.map { -$0 }, offsets.map { +$0 },
  offsets.map { $0 == 0 ? "zero" : ($0 > 0 ? "up" : "down") })
print(!true, !(!true), true != false, (1...3) ~= 2, (..<0) ~= 5)
