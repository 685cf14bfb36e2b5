import AlertLabKit

// Bindings whose ids start with "popovers.": their catalog entries and what they do.

extension APICatalog {
  static let popoversTypes: [TypeSpec] = []
  static let popoversEnums: [EnumSpec] = []
}

extension Interpreter {
  func popoversProperty(_ id: String, object: ObjectID, range: SourceRange) throws -> Value {
    throw scriptError("AlertLab does not simulate reading this member yet", at: range)
  }

  func setPopoversProperty(_ id: String, object: ObjectID, value: Value, range: SourceRange) throws {
    throw scriptError("AlertLab does not simulate setting this member yet", at: range)
  }

  func performPopovers(_ id: String, receiver: Value, values: [Value], range: SourceRange) throws
    -> Value
  {
    throw scriptError("AlertLab does not simulate this method yet", at: range)
  }

  func initializePopovers(_ id: String, values: [Value], range: SourceRange) throws -> Value {
    throw scriptError("AlertLab does not simulate this initializer yet", at: range)
  }
}
