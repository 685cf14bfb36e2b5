import AlertLabKit

// Bindings whose ids start with "legacy.": their catalog entries and what they do.

extension APICatalog {
  static let legacyTypes: [TypeSpec] = []
  static let legacyEnums: [EnumSpec] = []
}

extension Interpreter {
  func legacyProperty(_ id: String, object: ObjectID, range: SourceRange) throws -> Value {
    throw scriptError("AlertLab does not simulate reading this member yet", at: range)
  }

  func setLegacyProperty(_ id: String, object: ObjectID, value: Value, range: SourceRange) throws {
    throw scriptError("AlertLab does not simulate setting this member yet", at: range)
  }

  func performLegacy(_ id: String, receiver: Value, values: [Value], range: SourceRange) throws
    -> Value
  {
    throw scriptError("AlertLab does not simulate this method yet", at: range)
  }

  func initializeLegacy(_ id: String, values: [Value], range: SourceRange) throws -> Value {
    throw scriptError("AlertLab does not simulate this initializer yet", at: range)
  }
}
