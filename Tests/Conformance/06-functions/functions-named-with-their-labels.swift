// A function can be named with its argument labels, `grade(for:)`, and passed or stored as
// a value like any other function.
func grade(for score: Int) -> String {
  switch score {
  case 90...: return "A"
  case 75..<90: return "B"
  default: return "C"
  }
}

func describe(_ score: Int, out of: Int) -> String { "\(score)/\(of)" }

let scores = [95, 80, 42]
print(scores.map(grade(for:)))

let formatter: (Int, Int) -> String = describe(_:out:)
print(formatter(7, 10))

let chosen = grade(for:)
print(chosen(88), type(of: chosen))
