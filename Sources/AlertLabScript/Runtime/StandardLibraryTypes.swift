// Types of the standard library that AlertLab declares in the program, written in Swift, the
// first time code needs one: `DefaultStringInterpolation` when an extension of
// `String.StringInterpolation` names it, `IndexingIterator` when `makeIterator()` makes one.

extension Interpreter {
  /// The declarations, by type name.
  static let standardLibraryTypes: [String: String] = [
    "DefaultStringInterpolation": """
    struct DefaultStringInterpolation {
      var _text = ""
      mutating func appendLiteral(_ literal: String) { _text += literal }
      mutating func appendInterpolation(_ value: Any) { _text += String(describing: value) }
    }
    """,
    "IndexingIterator": """
    struct IndexingIterator {
      let _elements: [Any]
      var _position = 0
      mutating func next() -> Any? {
        guard _position < _elements.count else { return nil }
        _position += 1
        return _elements[_position - 1]
      }
    }
    """,
  ]

  /// Declares the standard library's type `name` in the program, once.
  func declareStandardType(_ name: String) throws {
    guard state.classes[name] == nil, let source = Self.standardLibraryTypes[name] else { return }
    let parsed = Parser.parse(source, fileName: "Swift")
    for statement in parsed.statements { try exec(statement) }
  }

  /// `numbers.makeIterator()`: an iterator over a collection's elements, whose `next()` gives
  /// each in turn, then nil.
  func makeIterator(of receiver: Value, range: SourceRange) throws -> Value {
    let items = try elements(of: receiver, range: range)
    try declareStandardType("IndexingIterator")
    let argument = Argument(
      label: "_elements", value: Expr(.identifier("$elements"), range: range))
    scopes.append([:])
    defer { scopes.removeLast() }
    declareLocal("$elements", value: .array(items, element: "Any"), constant: true, type: nil)
    return try construct(
      "IndexingIterator", arguments: [argument], range: range, calleeRange: range)
  }
}
