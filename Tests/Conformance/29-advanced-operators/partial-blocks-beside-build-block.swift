// A builder with both `buildBlock()` and `buildPartialBlock` combines a block's components
// one by one and uses `buildBlock()` for an empty block; among overloads of the same labels,
// the one taking the component's own type wins over one taking a protocol it conforms to.
@resultBuilder
enum Line {
  static func buildBlock() -> [String] { [] }
  static func buildPartialBlock(first: CustomStringConvertible) -> [String] {
    ["<" + first.description + ">"]
  }
  static func buildPartialBlock(first: String) -> [String] { [first] }
  static func buildPartialBlock(first: [String]) -> [String] { first }
  static func buildPartialBlock(accumulated: [String], next: String) -> [String] {
    accumulated + [next]
  }
  static func buildPartialBlock(accumulated: [String], next: [String]) -> [String] {
    accumulated + next
  }
  static func buildPartialBlock(accumulated: [String], next: CustomStringConvertible)
    -> [String]
  {
    accumulated + ["<" + next.description + ">"]
  }
  static func buildOptional(_ component: [String]?) -> [String] { component ?? [] }
  static func buildFinalResult(_ parts: [String]) -> String { parts.joined(separator: " ") }
}

@Line func receipt(items: Int, total: Double, gift: Bool) -> String {
  "Items:"
  items
  "Total:"
  total
  if gift {
    "(gift)"
  }
}

@Line func nothing() -> String {}

print(receipt(items: 3, total: 12.5, gift: true))
print(receipt(items: 1, total: 4.0, gift: false))
print("[" + nothing() + "]")
