// Access levels within one file: public, internal, fileprivate, private; private(set).
public struct BadgeCounter {
  public private(set) var unread = 0
  private var titles: [String] = []
  fileprivate var debugName = "badge"
  public init() {}
  public mutating func receive(_ title: String) {
    unread += 1
    remember(title)
  }
  private mutating func remember(_ title: String) { titles.append(title) }
  internal func latest() -> String? { titles.last }
}
var badge = BadgeCounter()
badge.receive("Invoice paid")
badge.receive("New follower")
print(badge.unread, badge.latest() ?? "-", badge.debugName)
struct AuditedText {
  private(set) var revisions = 0
  var text = "" {
    didSet { revisions += 1 }
  }
}
var draft = AuditedText()
draft.text = "Dear team,"
draft.text += " the release moves to Friday."
print("revisions: \(draft.revisions)")
public class Gadget {
  public var charge = 100
  var firmware = "1.2"
  fileprivate func diagnostics() -> String { "diagnostics ok" }
  private func secretKey() -> String { "k-42" }
  func keyLength() -> Int { secretKey().count }
}
let gadget = Gadget()
print(gadget.charge, gadget.firmware, gadget.diagnostics(), gadget.keyLength())
private enum Vault { case code(Int) }
fileprivate func peek() -> String { "\(Vault.code(7))" }
print(peek())
extension BadgeCounter {
  var summary: String { "\(unread) unread, latest: \(titles.last ?? "none")" }
}
print(badge.summary)
