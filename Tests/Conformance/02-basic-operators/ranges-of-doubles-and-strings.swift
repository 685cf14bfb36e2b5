// Ranges of Doubles and Strings: values, contains, ~= and switch cases; Bool switches.
let ideal = 36.1...37.2
print(ideal, type(of: ideal), ideal.lowerBound, ideal.upperBound)
for reading in [35.0, 36.6, 37.2, 38.9] {
  let verdict: String
  switch reading {
  case ..<35.5: verdict = "low"
  case ideal: verdict = "normal"
  case 37.2..<38.0: verdict = "raised"
  default: verdict = "fever"
  }
  print(reading, verdict, ideal.contains(reading))
}
let shelf = "f"..."m"
print(shelf, shelf.contains("kiwi"), shelf.contains("nut"), shelf ~= "g")
func section(_ word: String) -> String {
  switch word {
  case "a"..<"h": return "A-G"
  case "h"...: return "H-Z"
  default: return "other"
  }
}
print(["fig", "hops", "zest", "42"].map(section))
let belowZero = ..<0.0
print(belowZero, belowZero ~= -0.5, (2.5...) ~= 3)
let hatchOpen = true
switch hatchOpen {
case true: print("open")
case false: print("shut")
}
print((1.0..<1.0).isEmpty, (0.5...0.5).isEmpty)
