// `case 0 as Int`, `case 1.5 as Double`: a literal inside a type-casting pattern matches only a
// value of that type, so a Double zero is no Int zero.
let readings: [Any] = [0, 0.0, 3, 1.5, "0", 2.0, false]

func describe(_ reading: Any) -> String {
  switch reading {
  case 0 as Int: return "no alerts (Int)"
  case 0 as Double: return "no volume (Double)"
  case 1.5 as Double: return "one and a half seconds"
  case "0" as String: return "the text zero"
  case let count as Int: return "\(count) alerts"
  case let seconds as Double: return "\(seconds) seconds"
  default: return "something else: \(reading)"
  }
}

for reading in readings { print(describe(reading)) }

// The same patterns in `if case`, and a tuple of them.
let badge: Any = 0.0
if case 0 as Int = badge { print("badge is an Int zero") } else { print("badge is no Int zero") }
if case 0 as Double = badge { print("badge is a Double zero") }

let settings: [(Any, Any)] = [(0, "off"), (0.0, "muted"), (7, "on")]
for setting in settings {
  switch setting {
  case (0 as Int, let label as String): print("Int zero, \(label)")
  case (0 as Double, let label as String): print("Double zero, \(label)")
  case (let level as Int, _): print("level \(level)")
  default: print("unknown")
  }
}
