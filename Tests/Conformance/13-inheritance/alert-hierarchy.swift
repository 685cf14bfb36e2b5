// Polymorphism through overriding, calling super, final and preventing overrides.
class Alert {
  let title: String
  init(title: String) { self.title = title }
  func buttons() -> [String] { ["OK"] }
  func render() -> String {
    "\(icon()) \(title) \(buttons().map { "[\($0)]" }.joined(separator: " "))"
  }
  func icon() -> String { "i" }
  final func log() { print("log:", render()) }
}
class ConfirmAlert: Alert {
  override func buttons() -> [String] { ["Cancel"] + super.buttons() }
  override func icon() -> String { "?" }
}
class DestructiveAlert: ConfirmAlert {
  let action: String
  init(title: String, action: String) {
    self.action = action
    super.init(title: title)
  }
  override func buttons() -> [String] {
    var b = super.buttons()
    b[b.count - 1] = action
    return b
  }
  override func icon() -> String { "!" + super.icon() }
}
final class SilentAlert: Alert {
  override func render() -> String { "(\(title))" }
}

let alerts: [Alert] = [
  Alert(title: "Saved"),
  ConfirmAlert(title: "Leave page?"),
  DestructiveAlert(title: "Delete photo?", action: "Delete"),
  SilentAlert(title: "Synced"),
]
for a in alerts { a.log() }
print(alerts.map { String(describing: type(of: $0)) })
print(alerts.filter { $0 is ConfirmAlert }.count)
if let d = alerts[2] as? DestructiveAlert { print("action:", d.action) }
print(alerts[3] as? ConfirmAlert as Any)
