// One-sided ranges: slices from or up to an index, and open-ended `switch` cases.
let soundings = [12, 15, 9, 22, 30, 7]
print(soundings[3...])
print(soundings[..<2])
print(soundings[...1])
print(Array(soundings[4...]).count)

func band(_ metres: Int) -> String {
  switch metres {
  case ..<0: return "below datum"
  case ...9: return "shoal"
  case 10..<20: return "channel"
  case 20...: return "deep water"
  default: return "unknown"
  }
}
for m in [-3, 5, 9, 14, 20, 88] { print(m, band(m)) }

let fromFive = 5...
let belowThree = ..<3
let throughTwo = ...2
print(fromFive.contains(5), fromFive.contains(4))
print(belowThree.contains(3), belowThree.contains(-100))
print(throughTwo.contains(2), throughTwo.contains(3))
print(fromFive ~= 6, belowThree ~= 2)

let crew = ["Ada", "Bo", "Cy", "Di"]
for name in crew[2...] { print("watch:", name) }
let firstPair = crew[..<2].joined(separator: " & ")
print(firstPair)
print(crew[1...].map { $0.lowercased() })
