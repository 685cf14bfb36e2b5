// Nil-coalescing, range operators and logical operators.
let savedFont: String? = nil
let systemFont = "Menlo"
print(savedFont ?? systemFont)
let pickedFont: String? = "Courier"
print(pickedFont ?? systemFont)
let primary: Int? = nil, backup: Int? = nil
print(primary ?? backup ?? 8080)
for lap in 1...4 { print("lap", lap, terminator: "; ") }
print()
let stations = ["North", "Mill", "Harbour", "Quay"]
for i in 0..<stations.count { print(i, stations[i]) }
print(stations[2...])
print(stations[...1])
print(stations[..<1])
let belowFreezing = ...0
print(belowFreezing.contains(3), belowFreezing.contains(-40))
let shift = 9..<17
print(shift, shift.count, (9...17).count, shift.lowerBound, shift.upperBound)
print(Array(stride(from: 0, to: 20, by: 6)), Array(stride(from: 3, through: 0, by: -1)))
print((5..<5).isEmpty, ("m"..."p").contains("n"))
let isWeekend = true
let hasTicket = false
let isMember = true
let doorsOpen = true
print(!isWeekend)
print(hasTicket && isMember)
print(hasTicket || isMember)
if (hasTicket || isMember) && doorsOpen && !(isWeekend && !isMember) {
  print("welcome to the gallery")
} else {
  print("come back later")
}
var visited: [String] = []
func probe(_ name: String, _ result: Bool) -> Bool {
  visited.append(name)
  return result
}
_ = probe("p", false) && probe("q", true)
_ = probe("r", true) || probe("s", true)
_ = probe("t", true) && probe("u", false) || probe("v", true)
print(visited)
