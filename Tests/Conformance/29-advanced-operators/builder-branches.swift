// A result builder for alert buttons: expressions, optional and either branches (if, else if,
// switch), loops, partial results and a final result, on closures, functions and properties.
struct Button { var title: String }
@resultBuilder
enum ButtonsBuilder {
  static func buildExpression(_ title: String) -> [Button] { [Button(title: title)] }
  static func buildExpression(_ button: Button) -> [Button] { [button] }
  static func buildBlock(_ groups: [Button]...) -> [Button] { groups.flatMap { $0 } }
  static func buildOptional(_ group: [Button]?) -> [Button] { group ?? [] }
  static func buildEither(first group: [Button]) -> [Button] { group }
  static func buildEither(second group: [Button]) -> [Button] { group.reversed() }
  static func buildArray(_ groups: [[Button]]) -> [Button] { groups.flatMap { $0 } }
  static func buildFinalResult(_ buttons: [Button]) -> String {
    buttons.map { "[\($0.title)]" }.joined(separator: " ")
  }
}
enum Kind { case info, warning, error }
func alertButtons(_ kind: Kind, extras: [String], @ButtonsBuilder _ make: () -> String) -> String {
  "\(kind): " + make()
}
func show(_ kind: Kind, retries: Int, extras: [String]) {
  print(
    alertButtons(kind, extras: extras) {
      "OK"
      if retries > 0 { "Retry (\(retries))" }
      switch kind {
      case .info: Button(title: "Details")
      case .warning: "Ignore"; "Report"
      case .error: "Report"; "Quit"
      }
      for extra in extras where !extra.isEmpty { extra.uppercased() }
      if retries > 5 {
        "Give up"
      } else if retries > 2 {
        "Wait"; "Now"
      } else {
        let label = "Later"
        label
      }
    })
}
show(.info, retries: 0, extras: [])
show(.warning, retries: 3, extras: ["help", "", "mute"])
show(.error, retries: 9, extras: ["log"])
struct Dialog {
  var urgent: Bool
  @ButtonsBuilder var buttons: String {
    "Close"
    if urgent { "Call now" } else { "Remind me"; "Snooze" }
  }
  @ButtonsBuilder func footer(count: Int) -> String {
    for i in 1...count { "Page \(i)" }
  }
}
print(Dialog(urgent: true).buttons)
print(Dialog(urgent: false).buttons)
print(Dialog(urgent: false).footer(count: 3))
