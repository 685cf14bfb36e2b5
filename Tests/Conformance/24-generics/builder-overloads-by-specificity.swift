// A result builder with two `buildExpression` overloads: an array takes the one for arrays,
// any other value the generic one.
@resultBuilder
enum ListBuilder {
  static func buildExpression<Item>(_ item: Item) -> [Item] { [item] }
  static func buildExpression<Item>(_ items: [Item]) -> [Item] { items }
  static func buildBlock<Item>(_ parts: [Item]...) -> [Item] { parts.reduce(into: [], +=) }
  static func buildOptional<Item>(_ part: [Item]?) -> [Item] { part ?? [] }
  static func buildEither<Item>(first part: [Item]) -> [Item] { part }
  static func buildEither<Item>(second part: [Item]) -> [Item] { part }
  static func buildArray<Item>(_ parts: [[Item]]) -> [Item] { parts.reduce(into: [], +=) }
}

func list<Item>(@ListBuilder _ make: () -> [Item]) -> [Item] { make() }

let showsCancel = true
let buttons: [String] = list {
  "OK"
  ["Retry", "Later"]
  if showsCancel { "Cancel" }
  if !showsCancel { "Close" } else { "Dismiss" }
  for n in 1...2 { "Option \(n)" }
}
print(buttons)

let numbers: [Int] = list {
  1
  [2, 3]
  for n in 4...5 { n * 10 }
}
print(numbers, numbers.count)
