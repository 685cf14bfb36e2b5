// A protocol requirement marked with a result builder and another attribute: the types that
// implement it build their bodies with the builder.
@resultBuilder enum ListBuilder {
  static func buildBlock(_ parts: String...) -> [String] { parts }
}

protocol Menu {
  @ListBuilder @available(macOS 10.15, *) var items: [String] { get }
}

struct Lunch: Menu {
  var items: [String] {
    "soup"
    "bread"
  }
}

struct Snack: Menu {
  var items: [String] {
    "apple"
  }
}

print(Lunch().items, Snack().items)
