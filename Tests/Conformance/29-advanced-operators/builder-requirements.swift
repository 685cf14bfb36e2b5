// Result builders inferred from a protocol's requirements, on stored closure properties given
// to a memberwise initializer, and on computed variables at the top level.
@resultBuilder
enum MenuBuilder {
  static func buildExpression(_ title: String) -> [String] { [title] }
  static func buildExpression(_ count: Int) -> [String] { ["\(count) more"] }
  static func buildBlock(_ groups: [String]...) -> [String] { groups.flatMap { $0 } }
  static func buildOptional(_ group: [String]?) -> [String] { group ?? [] }
  static func buildArray(_ groups: [[String]]) -> [String] { groups.flatMap { $0 } }
  static func buildFinalResult(_ items: [String]) -> String { items.joined(separator: " | ") }
}
protocol Menu {
  @MenuBuilder var items: String { get }
}
struct FileMenu: Menu {
  var recent: [String]
  var items: String {
    "New"
    "Open"
    for name in recent.prefix(2) { "Open \(name)" }
    if recent.count > 2 { recent.count - 2 }
  }
}
struct EditMenu: Menu {
  var items: String { return "Undo | Redo" }
}
struct Popup {
  var title: String
  @MenuBuilder var content: () -> String
  func show() { print("\(title): \(content())") }
}
let menus: [Menu] = [
  FileMenu(recent: ["a.txt", "b.txt", "c.txt"]), FileMenu(recent: []), EditMenu(),
]
for menu in menus { print(menu.items) }
Popup(title: "Share") {
  "Mail"
  "Messages"
}.show()
var unread = 3
@MenuBuilder var badge: String {
  "Inbox"
  if unread > 0 { unread }
}
print(badge)
unread = 0
print(badge)
