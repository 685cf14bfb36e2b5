// A result builder with conditions, loops, optionals and availability.
@resultBuilder
enum ListBuilder {
  static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
  static func buildExpression(_ line: String) -> [String] { [line] }
  static func buildExpression(_ number: Int) -> [String] { ["#\(number)"] }
  static func buildOptional(_ part: [String]?) -> [String] { part ?? [] }
  static func buildEither(first part: [String]) -> [String] { part }
  static func buildEither(second part: [String]) -> [String] { part.map { $0 + "!" } }
  static func buildArray(_ parts: [[String]]) -> [String] { parts.flatMap { $0 } }
}
func list(@ListBuilder _ content: () -> [String]) -> [String] { content() }
func menu(admin: Bool, items: [String], badge: Int?) -> [String] {
  list {
    "Home"
    if admin { "Settings" }
    if let badge { badge }
    for item in items { item.uppercased() }
    if items.isEmpty { "Empty" } else { "Count \(items.count)" }
    switch items.count {
    case 0: "none"
    case 1: "one"
    default: "many"
    }
  }
}
print(menu(admin: true, items: ["mail", "news"], badge: 3))
print(menu(admin: false, items: [], badge: nil))
struct Page {
  @ListBuilder var lines: [String] {
    "Title"
    for n in 1...3 where n != 2 { n }
  }
}
print(Page().lines)
