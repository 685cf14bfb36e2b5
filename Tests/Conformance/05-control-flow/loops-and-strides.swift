// for-in, while, repeat-while, strides, labeled statements.
let laps = ["Kai": 41, "Lou": 39, "Mo": 44]
for runner in laps.keys.sorted() {
  print("\(runner) ran \(laps[runner]!) laps")
}
for (i, c) in "xyz".enumerated() { print(i, c) }
var cells = 1
for _ in 1...6 { cells *= 3 }
print("3^6 =", cells)
for hour in stride(from: 6, to: 24, by: 6) { print("feed at", hour) }
for v in stride(from: 0.5, through: 1.5, by: 0.25) { print(v, terminator: " ") }
print()
var kettle = 96
while kettle > 90 {
  print("cooling:", kettle)
  kettle -= 2
}
var tries = 0
repeat { tries += 1 } while tries < 0
print("tries:", tries)
// A hiker climbs toward camp at altitude 10; a step that would pass it is skipped.
let camp = 10
let strides = [4, 3, 5, 2, 1]
var altitude = 0
var step = 0
climb: while altitude != camp {
  let gain = strides[step % strides.count]
  step += 1
  switch altitude + gain {
  case camp:
    altitude = camp
    break climb
  case let beyond where beyond > camp:
    print("step \(step): +\(gain) would reach \(beyond), stay at \(altitude)")
    continue climb
  default:
    altitude += gain
    print("step \(step): +\(gain) -> \(altitude)")
  }
}
print("reached camp after \(step) steps")
grid: for y in 0..<3 {
  for x in 0..<4 {
    if x > y + 1 { continue grid }
    if y == 2 && x == 1 { break grid }
    print("[\(x),\(y)]", terminator: " ")
  }
}
print()
