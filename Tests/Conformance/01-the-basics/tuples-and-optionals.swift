// Tuples, optionals, optional binding, nil-coalescing and implicit unwrapping.
let battery = (72, "charging")
let (percent, state) = battery
print("battery \(percent)% and \(state)")
let (onlyPercent, _) = battery
print(onlyPercent, battery.0, battery.1)
let parcel = (label: "Books", kilos: 4.5)
print(parcel.label, parcel.kilos)
print(parcel, battery)
let entries = ["250", "12kg", "-8", ""]
for text in entries {
  let grams = Int(text)
  print("\"\(text)\" ->", grams as Any)
  if let grams {
    print("  weighed", grams)
  } else {
    print("  unreadable")
  }
}
var coupon: String? = "SPRING10"
print(coupon as Any)
coupon = nil
print(coupon ?? "no coupon")
if let low = Int("18"), let high = Int("26"), low < high, high <= 30 {
  print("comfort band \(low)-\(high)")
}
let confirmed: String? = "booked"
print(confirmed!)
let preset: Int! = 64
let channel: Int = preset
print(channel / 2)
let rainfall: Double? = 3.5
print(String(describing: rainfall), rainfall.map { $0 * 10 } as Any)
let layered: Int?? = .some(nil)
print(layered as Any)
func label(_ seat: Int?) -> String {
  guard let seat else { return "standing" }
  return "seat \(seat)"
}
print(label(14), label(nil))
assert(channel == 64, "unexpected preset")
precondition(percent > 0)
print("assertions passed")
