// An enum's initializers declared in its extensions, among them the literal protocols':
// `let style: ButtonStyle = true` goes through `init(booleanLiteral:)`.
enum ButtonStyle: String {
  case plain, destructive
}
extension ButtonStyle: ExpressibleByBooleanLiteral {
  init(booleanLiteral isDangerous: Bool) {
    self = isDangerous ? .destructive : .plain
  }
}
extension ButtonStyle {
  init(title: String) {
    self = title.hasPrefix("Delete") ? .destructive : .plain
  }
}
let style: ButtonStyle = true
print(style, ButtonStyle(title: "Delete All"), ButtonStyle(title: "OK").rawValue)
let styles: [ButtonStyle] = [false, true]
print(styles)
