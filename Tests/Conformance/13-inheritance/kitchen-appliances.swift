// Base classes, subclassing, overriding methods and properties, super.
class Appliance {
  var watts = 0.0
  var summary: String { "drawing \(watts) W" }
  func beep() { print("(no sound)") }
}
class Kettle: Appliance {
  var litres = 1.0
}
class TravelKettle: Kettle {
  var foldable = true
}
class Microwave: Appliance {
  override func beep() { print("Ping!") }
}
class Oven: Appliance {
  var temperature = 180
  override var summary: String { super.summary + " at \(temperature)°C" }
}
class SmartOven: Oven {
  override var watts: Double {
    didSet { temperature = Int(watts / 10) }
  }
}
let plain = Appliance()
print("Appliance: \(plain.summary)")
let kettle = Kettle()
kettle.litres = 1.7
kettle.watts = 2200
print("Kettle: \(kettle.summary)")
let travel = TravelKettle()
travel.foldable = false
travel.watts = 800
print("TravelKettle: \(travel.summary)")
Microwave().beep()
travel.beep()
let oven = Oven()
oven.watts = 2500
oven.temperature = 220
print("Oven: \(oven.summary)")
let smart = SmartOven()
smart.watts = 1900
print("SmartOven: \(smart.summary)")
let kitchen: [Appliance] = [kettle, Microwave(), oven, smart]
for a in kitchen {
  print(type(of: a), "-", a.summary)
}
print(kitchen.map { $0 is Kettle }, kitchen.map { $0 is Oven })
