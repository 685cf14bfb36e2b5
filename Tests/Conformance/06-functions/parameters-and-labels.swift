// Argument labels, default values, variadic and in-out parameters.
func book(room: String, for guestName: String) -> String {
  "Room \(room) is reserved for \(guestName)."
}
print(book(room: "B12", for: "Farah"))
func toast(_ text: String, detail: String = "", seconds: Int = 2) -> String {
  detail.isEmpty ? "(\(seconds)s) \(text)" : "(\(seconds)s) \(text) - \(detail)"
}
print(toast("Copied"))
print(toast("Uploading", seconds: 5))
print(toast("Failed", detail: "No network", seconds: 4))
func median(of values: Int...) -> Double {
  guard !values.isEmpty else { return 0 }
  let sorted = values.sorted()
  let mid = sorted.count / 2
  return sorted.count % 2 == 1 ? Double(sorted[mid]) : Double(sorted[mid - 1] + sorted[mid]) / 2
}
print(median(of: 7, 1, 3), median(of: 4, 10, 2, 8), median())
func announce(_ stops: String..., line: Int) {
  print("Line \(line):", stops.joined(separator: " > "))
}
announce("Depot", "Market", "Harbour", line: 7)
func exchange<T>(_ a: inout T, _ b: inout T) {
  let held = a
  a = b
  b = held
}
var morning = "jog", evening = "read"
exchange(&morning, &evening)
print("morning: \(morning), evening: \(evening)")
var top = 1, bottom = 2
swap(&top, &bottom)
print(top, bottom)
func limit(_ speed: inout Int, to range: ClosedRange<Int>) -> Bool {
  let before = speed
  speed = min(max(speed, range.lowerBound), range.upperBound)
  return before != speed
}
var fan = -20
let adjusted = limit(&fan, to: 0...5)
print(fan, adjusted)
var lanes = [3, 6, 9]
func widen(_ lane: inout Int) { lane += 100 }
widen(&lanes[2])
print(lanes)
