import Foundation

// A handler declared `(T?) -> Void` is given optionals, called at once or later from a
// closure that captured it.
func choose<T: CustomStringConvertible>(
  _ options: [T], handler: @escaping (_ choice: T?) -> Void
) -> [() -> Void] {
  var taps: [() -> Void] = options.map { option in { handler(option) } }
  taps.append { handler(nil) }
  return taps
}

func now(_ value: Int, then report: (Int?) -> Void) {
  report(value)
  report(value > 1 ? nil : value)
}

enum Kind: String, CustomStringConvertible {
  case line, bar
  var description: String { rawValue.capitalized }
}

for tap in choose([Kind.line, .bar], handler: { print("chose", $0?.description ?? "nothing") }) {
  tap()
}
now(1) { print($0 as Any) }
now(2) { value in print(value.map { $0 * 10 } ?? -1) }
