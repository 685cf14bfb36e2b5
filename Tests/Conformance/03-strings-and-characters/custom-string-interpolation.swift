// Custom string interpolation: an extension of String.StringInterpolation adds labelled
// `appendInterpolation` methods that "\(label: value)" calls.
struct Temperature {
  let celsius: Double
}

extension String.StringInterpolation {
  mutating func appendInterpolation(celsius value: Temperature) {
    appendInterpolation(value.celsius)
    appendLiteral(" °C")
  }

  mutating func appendInterpolation(padded number: Int, width: Int) {
    var text = String(number)
    while text.count < width {
      text = "0" + text
    }
    appendLiteral(text)
  }

  mutating func appendInterpolation(list items: [String], separator: String = ", ") {
    appendLiteral(items.joined(separator: separator))
  }
}

let noon = Temperature(celsius: 21.5)
print("At noon: \(celsius: noon).")
print("Ticket \(padded: 42, width: 5) of \(padded: 7, width: 2)")
print("Packed: \(list: ["tent", "stove", "map"]).")
print("Route: \(list: ["A", "B"], separator: " -> ")")

func report(_ readings: [Temperature]) -> [String] {
  readings.enumerated().map { "#\($0.offset + 1): \(celsius: $0.element)" }
}
print(report([Temperature(celsius: -3), Temperature(celsius: 12.25)]))
print("plain \(noon.celsius) and \(3 + 4)")
