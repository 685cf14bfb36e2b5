// `if` and `switch` used as expressions: initialisers, returns, assignments, bodies.
enum Tide { case rising, falling, slack }

let depth = 7
let verdict = if depth > 5 { "deep" } else { "shallow" }
print("the harbour is", verdict)

let tide = Tide.falling
let arrow =
  switch tide {
  case .rising: "^"
  case .falling: "v"
  case .slack: "-"
  }
print("tide", arrow)

func buoyColour(_ number: Int) -> String {
  if number % 2 == 0 { "red" } else { "green" }
}
print((1...4).map(buoyColour))

func beaufort(_ knots: Int) -> String {
  return switch knots {
  case 0: "calm"
  case 1...10: "breeze"
  case 11...27: "windy"
  default: "gale"
  }
}
for knots in [0, 6, 19, 40] { print(knots, beaufort(knots)) }

var signal = "none"
for hour in [3, 12, 21] {
  signal = if hour < 6 { "lamp" } else if hour < 18 { "flag" } else { "horn" }
  print(hour, signal)
}

let ration: Double = if depth > 3 { 2 } else { 1.5 }
print(ration)

let boats: [String?] = ["Ketch", nil]
for boat in boats {
  let name = if let boat { boat.uppercased() } else { "(unnamed)" }
  print(name)
}
let labels = [Tide.slack, .rising].map { tide in
  switch tide {
  case .rising, .falling: "moving"
  case .slack: "still"
  }
}
print(labels)
