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
    // A String.Index is held as the offset of its character (as a string's range is).
    case "startIndex": return .int(0)
    case "endIndex": return .int(text.count)
    case "indices": return .range(0, text.count, closed: false)
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
    guard case .array(let items, let element) = value else { return nil }
    if element == "Character" || element == "Unicode.Scalar" { return joinedCharacters(items) }
    // `String(word.map { ... })`: the closure's one-character strings are Characters.
    guard !items.isEmpty,
      items.allSatisfy({ item in
        if case .string(let text) = item { return text.count == 1 }
        return false
      })
    else { return nil }
    return joinedCharacters(items)
  }

  private func joinedCharacters(_ items: [Value]) -> String {
    var text = ""
    for item in items { if case .string(let piece) = item { text += piece } }
    return text
  }
}

extension Interpreter {
  /// `text.index(after: i)`, `index(before:)`, `index(i, offsetBy: n)` and
  /// `distance(from:to:)`, indices being character offsets; Swift's trap for an index
  /// outside the string.
  func stringIndexMethod(_ text: String, name: String, arguments: [Argument], range: SourceRange)
    throws -> Value?
  {
    let labels = arguments.map(\.label)
    var offsets: [Int] = []
    for argument in arguments {
      guard case .int(let offset) = try eval(argument.value, expected: "Int") else { return nil }
      offsets.append(offset)
    }
    let count = text.count
    func index(_ offset: Int) throws -> Value {
      guard (0...count).contains(offset) else {
        throw scriptError("String index is out of bounds", at: range)
      }
      return .int(offset)
    }
    switch (name, labels) {
    case ("index", ["after"]): return try index(offsets[0] + 1)
    case ("index", ["before"]): return try index(offsets[0] - 1)
    case ("index", [nil, "offsetBy"]):
      let (moved, overflow) = offsets[0].addingReportingOverflow(offsets[1])
      return try index(overflow ? -1 : moved)
    case ("distance", ["from", "to"]):
      let (distance, overflow) = offsets[1].subtractingReportingOverflow(offsets[0])
      return overflow ? nil : .int(distance)
    default: return nil
    }
  }

  /// `items.index(after: i)`, `index(before:)`, `index(i, offsetBy: n)` and
  /// `distance(from:to:)` of an array: Int arithmetic, as Array's indices are (nil for other
  /// labels, such as `index(of:)`).
  func arrayIndexMethod(arguments: [Argument]) throws -> Value? {
    let labels = arguments.map(\.label)
    guard
      labels == ["after"] || labels == ["before"] || labels == [nil, "offsetBy"]
        || labels == ["from", "to"]
    else { return nil }
    var numbers: [Int] = []
    for argument in arguments {
      guard case .int(let number) = try eval(argument.value, expected: "Int") else { return nil }
      numbers.append(number)
    }
    let (result, overflow): (Int, Bool)
    switch labels {
    case ["after"]: (result, overflow) = numbers[0].addingReportingOverflow(1)
    case ["before"]: (result, overflow) = numbers[0].subtractingReportingOverflow(1)
    case ["from", "to"]: (result, overflow) = numbers[1].subtractingReportingOverflow(numbers[0])
    default: (result, overflow) = numbers[0].addingReportingOverflow(numbers[1])
    }
    return overflow ? nil : .int(result)
  }

  /// `text[i]` (a Character) and `text[range]` (a Substring), indices being character
  /// offsets; nil for other subscripts.
  func stringSubscript(_ text: String, arguments: [Argument], range: SourceRange) throws
    -> Value?
  {
    guard arguments.count == 1, arguments[0].label == nil else { return nil }
    let index = try eval(arguments[0].value)
    let characters = try self.characters(of: text, range: range)
    switch index {
    case .int(let offset):
      guard characters.indices.contains(offset) else {
        throw scriptError("String index is out of bounds", at: range)
      }
      return characters[offset]
    case .range(let lower, let upper, let closed):
      let end = closed ? upper + 1 : upper
      guard lower >= 0, lower <= end, end <= characters.count else {
        throw scriptError("String index range is out of bounds", at: range)
      }
      return .string(joinedCharacters(Array(characters[lower..<end])))
    case .partialRange(let bound, let kind):
      let slice: (Int, Int)
      switch kind {
      case .from: slice = (bound, characters.count)
      case .upTo: slice = (0, bound)
      case .through: slice = (0, bound + 1)
      }
      guard slice.0 >= 0, slice.0 <= slice.1, slice.1 <= characters.count else {
        throw scriptError("String index range is out of bounds", at: range)
      }
      return .string(joinedCharacters(Array(characters[slice.0..<slice.1])))
    default:
      return nil
    }
  }
}
