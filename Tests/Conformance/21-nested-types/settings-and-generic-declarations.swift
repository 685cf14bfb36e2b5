func largest<T: Comparable>(_ items: [T]) -> T? where T: Equatable {
  var best: T? = nil
  for item in items where best == nil || item > best! { best = item }
  return best
}
print(largest([3, 9, 4]) as Any, largest(["b", "a"]) as Any)
struct Stack<Element> {
  var items: [Element] = []
  mutating func push(_ item: Element) { items.append(item) }
  subscript(index: Int) -> Element { items[index] }
}
var stack = Stack<String>()
stack.push("a"); stack.push("b")
print(stack[1], stack.items.count)
struct Grid {
  var cells = [0, 0, 0, 0]
  subscript(row: Int, column: Int) -> Int {
    get { cells[row * 2 + column] }
    set { cells[row * 2 + column] = newValue }
  }
}
var grid = Grid()
grid[1, 0] = 7
print(grid[1, 0], grid.cells)
func total(_ numbers: Int..., scale: Int = 1) -> Int { numbers.reduce(0, +) * scale }
print(total(1, 2, 3), total(), total(4, scale: 2))
struct Item { var name: String }
print([Item(name: "tea"), Item(name: "cake")].map(\.name))
var red, green: Double
red = 1; green = 2
print(red + green)
@discardableResult
func note() -> Int { 1 }
note()
struct Settings {
  enum Theme { case light, dark }
  struct Entry { var key: String }
  static var count = 0
  var theme: Theme = .light
  static func bump() { count += 1 }
  mutating func reset(to other: Settings) { self = other }
}
Settings.bump()
var settings = Settings()
settings.reset(to: Settings(theme: .dark))
let theme: Settings.Theme = .dark
print(Settings.count, settings.theme, theme == settings.theme, Settings.Entry(key: "k").key)
