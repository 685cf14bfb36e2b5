// Return values: none, single, implicit, tuples and optional tuples.
func ringBell(_ room: String) {
  print("Ding! (\(room))")
}
ringBell("lobby")
let result: Void = ringBell("attic")
print(result)
func echo(_ text: String) -> Int {
  print(text)
  return text.utf8.count
}
@discardableResult
func quietEcho(_ text: String) -> Int { echo(text) }
let size = echo("measured")
_ = echo("thrown away")
quietEcho("no warning here")
print("size =", size)
func coldestAndWarmest(_ temps: [Double]) -> (coldest: Double, warmest: Double)? {
  guard var low = temps.first else { return nil }
  var high = low
  for t in temps.dropFirst() {
    low = min(low, t)
    high = max(high, t)
  }
  return (low, high)
}
if let span = coldestAndWarmest([4.5, -1.0, 12.25, 7.0]) {
  print("coldest \(span.coldest), warmest \(span.warmest)")
  print(span)
}
print(coldestAndWarmest([]) as Any)
func split(minutes: Int) -> (hours: Int, minutes: Int) {
  (minutes / 60, minutes % 60)
}
let trip = split(minutes: 135)
print(trip.hours, trip.minutes, trip)
let (h, m) = split(minutes: -75)
print(h, m)
func grade(_ score: Int) -> String {
  score >= 90 ? "A" : score >= 75 ? "B" : "C"
}
print([95, 80, 42].map(grade))
func triangular(_ n: Int) -> Int { n == 0 ? 0 : n + triangular(n - 1) }
print((0...8).map(triangular))
func halt() -> Never { fatalError("unreachable") }
guard let flag = Bool("false") else { halt() }
print(flag)
