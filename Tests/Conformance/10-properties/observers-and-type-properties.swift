// Property observers and type properties.
final class WaterTank {
  var litres: Int = 0 {
    willSet(incoming) { print("tank will hold \(incoming) L") }
    didSet {
      if litres > oldValue {
        print("filled \(litres - oldValue) L")
      } else if litres < oldValue {
        print("drained \(oldValue - litres) L")
      }
    }
  }
}
let tank = WaterTank()
tank.litres = 120
tank.litres = 80
func topUp(_ amount: inout Int) { amount += 5 }
topUp(&tank.litres)
struct Speaker {
  static let ceiling = 8
  static var loudestEver = 0
  var level = 0 {
    didSet {
      if level > Speaker.ceiling { level = Speaker.ceiling }
      Speaker.loudestEver = max(Speaker.loudestEver, level)
    }
  }
}
var kitchen = Speaker(), garden = Speaker()
kitchen.level = 5
print(kitchen.level, Speaker.loudestEver)
garden.level = 12
print(garden.level, Speaker.loudestEver)
enum Palette {
  static var mode = "day"
  static var background: String { mode == "day" ? "white" : "charcoal" }
}
class Sensor {
  class var unit: String { "raw" }
  static var installed = 0
  init() { Sensor.installed += 1 }
}
final class Thermometer: Sensor { override class var unit: String { "°C" } }
print(Palette.background)
Palette.mode = "night"
print(Palette.background)
_ = Sensor(); _ = Thermometer(); _ = Thermometer()
print(Sensor.unit, Thermometer.unit, Sensor.installed)
var status = "idle" { didSet { print("status: \(oldValue) -> \(status)") } }
status += "+syncing"
status = "ready"
