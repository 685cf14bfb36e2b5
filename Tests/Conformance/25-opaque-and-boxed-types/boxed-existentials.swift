// Boxed protocol types (any) storing heterogeneous values; opening existentials.
protocol Notification {
  var title: String { get }
  func render() -> String
}
struct Toast: Notification {
  let title: String
  func render() -> String { "🍞 \(title)" }
}
struct Badge: Notification {
  let title: String
  let count: Int
  func render() -> String { "\(title) (\(count))" }
}
final class Sticky: Notification {
  let title: String
  init(title: String) { self.title = title }
  func render() -> String { "📌 \(title)" }
}
var inbox: [any Notification] = [Toast(title: "Saved"), Badge(title: "Messages", count: 3)]
inbox.append(Sticky(title: "Meeting at 3"))
for note in inbox { print(note.render()) }
print(inbox.map { String(describing: type(of: $0)) })

func renderTwice<N: Notification>(_ n: N) -> String { n.render() + " | " + n.render() }
for note in inbox { print(renderTwice(note)) }

var current: any Notification = Toast(title: "first")
print(current.title)
current = Badge(title: "changed type", count: 1)
print(current.render(), current is Badge)

protocol Container<Item> {
  associatedtype Item
  var items: [Item] { get }
}
struct Box<T>: Container { var items: [T] }
let boxes: [any Container] = [Box(items: [1, 2, 3]), Box(items: ["a"])]
func count(_ c: some Container) -> Int { c.items.count }
print(boxes.map { count($0) })
let typed: any Container<Int> = Box(items: [5, 6])
print(typed.items.reduce(0, +))
let anyHashables: [AnyHashable] = [1, "one", 1.5]
print(anyHashables.contains(1), anyHashables.contains("two"))
let erased: any Equatable = 3
print(erased)
