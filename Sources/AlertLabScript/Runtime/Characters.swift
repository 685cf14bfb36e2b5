import AlertLabKit

// A String is a collection of Characters, as in Swift: `for c in word`, `word.map { ... }`,
// `word.filter { ... }`, `word.last`, `word.utf8`. A Character is held as a string of one
// character (it prints the same, alone and inside a collection); the sequence methods run
// as the array's over the characters, and those that give a String or Substring in Swift
// (`filter`, `dropFirst`, `prefix`, ...) give the characters joined again.

extension Interpreter {
  /// The characters of `text`, each a one-character string; reading them costs the text's
  /// length.
  func characters(of text: String, range: SourceRange) throws -> [Value] {
    try chargeText(text.utf8.count, range)
    if text.utf8.count > Interpreter.valueLimit {
      throw scriptError(
        "this value would hold more than \(Interpreter.valueLimit) elements: AlertLab stopped "
          + "it (an app would run out of memory)", at: range)
    }
    return text.map { .string(String($0)) }
  }

  /// The sequence methods a String has as a collection of Characters (its own methods, such
  /// as `contains(_:)` or `hasPrefix(_:)`, are the catalog's).
  static let characterSequenceMethods: Set<String> = [
    "map", "filter", "forEach", "compactMap", "flatMap", "reduce", "sorted", "enumerated",
    "reversed", "allSatisfy", "dropFirst", "dropLast", "prefix", "suffix", "min", "max",
    "first", "last", "firstIndex", "lastIndex", "contains",
  ]

  /// The methods whose result is a String (or Substring) again in Swift.
  static let characterSubsequenceMethods: Set<String> = [
    "filter", "dropFirst", "dropLast", "prefix", "suffix",
  ]

  /// A sequence method of a String (`word.map { $0.uppercased() }`); nil for the String's own.
  func callCharacterMethod(
    _ text: String, name: String, arguments: [Argument], range: SourceRange
  ) throws -> Value? {
    guard Interpreter.characterSequenceMethods.contains(name) else { return nil }
    let labels = arguments.map { $0.isTrailingClosure ? nil : $0.label }
    // `contains("x")`, `split(separator:)` of a String are its own; `contains(where:)` is not.
    if name == "contains", labels != ["where"] { return nil }
    let result = try callMember(
      .array(try characters(of: text, range: range), element: "Character"), name: name,
      arguments: arguments, range: range, nameRange: range)
    if Interpreter.characterSubsequenceMethods.contains(name),
      case .array(let items, let element) = result, element == "Character"
    {
      return .string(joinedCharacters(items))
    }
    return result
  }

  /// `word.first`, `word.last`, `word.utf8`, `word.utf16`, `word.unicodeScalars`; nil for other
  /// names.
  func characterProperty(_ text: String, name: String, range: SourceRange) throws -> Value? {
    switch name {
    case "first": return text.first.map { .some(.string(String($0))) } ?? Value.none
    case "last": return text.last.map { .some(.string(String($0))) } ?? Value.none
    case "utf8":
      try chargeText(text.utf8.count, range)
      return .array(text.utf8.map { .int(Int($0)) }, element: "UInt8")
    case "utf16":
      try chargeText(text.utf8.count, range)
      return .array(text.utf16.map { .int(Int($0)) }, element: "UInt16")
    case "unicodeScalars":
      try chargeText(text.utf8.count, range)
      return .array(
        text.unicodeScalars.map { .string(String($0)) }, element: "Unicode.Scalar")
    default: return nil
    }
  }

  /// `String(characters)`: an array of Characters joined; nil for anything else.
  func stringOfCharacters(_ value: Value) -> String? {
    guard case .array(let items, let element) = value,
      element == "Character" || element == "Unicode.Scalar"
    else { return nil }
    return joinedCharacters(items)
  }

  private func joinedCharacters(_ items: [Value]) -> String {
    var text = ""
    for item in items { if case .string(let piece) = item { text += piece } }
    return text
  }
}
