// An extension of String.StringInterpolation with unlabeled appendInterpolation overloads:
// a plain "\(value)" calls the one for the value's type; other types are described as usual.
extension String.StringInterpolation {
  mutating func appendInterpolation(_ share: Double) {
    appendLiteral(String(Int(share * 100)) + " percent")
  }

  mutating func appendInterpolation(_ flag: Bool) {
    appendLiteral(flag ? "on" : "off")
  }
}

func describe(_ value: Any) -> String { "something" }
func describe(_ value: Int) -> String { "the number \(value)" }
func describe(_ value: String) -> String { "the word \(value)" }

let battery = 0.42
let charging = false
let cells = 6
let label = "main"
print("battery \(battery), charging \(charging), cells \(cells), \(label) pack")
print(describe(cells), describe(label), describe(battery))
