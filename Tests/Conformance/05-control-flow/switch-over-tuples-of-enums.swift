// A switch over a tuple of enums is exhaustive when its rows cover every combination of
// cases, wildcards included, without a `default`.
enum Light { case red, amber, green }
enum Signal { case go, stop, wait }

func next(_ light: Light, _ signal: Signal) -> Light {
  switch (light, signal) {
  case (.red, .go): return .green
  case (.green, .stop): return .amber
  case (.amber, .stop): return .red
  case (_, .wait): return light
  case (.red, .stop), (.green, .go), (.amber, .go): return light
  }
}

let lights: [Light] = [.red, .amber, .green]
let signals: [Signal] = [.go, .stop, .wait]
for light in lights {
  let row = signals.map { "\(next(light, $0))" }
  print(light, "->", row.joined(separator: " "))
}

func describe(_ flag: Bool, _ light: Light) -> String {
  switch (flag, light) {
  case (true, _): return "on"
  case (false, .red): return "off, red"
  case (false, let other): return "off, \(other)"
  }
}
print(describe(true, .green), "|", describe(false, .red), "|", describe(false, .amber))

func weight(_ pair: (Int, Signal)) -> Int {
  switch pair {
  case (0, _): return 0
  case (let count, .go): return count
  case (let count, .stop), (let count, .wait): return -count
  }
}
print(weight((0, .go)), weight((3, .go)), weight((3, .wait)))
