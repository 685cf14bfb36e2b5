import AlertLabKit
import AlertLabWords

// A String is a collection of Characters, as in Swift: `for c in word`, `word.map { ... }`,
// `word.filter { ... }`, `word.last`, `word.utf8`. A Character is held as a string of one
// character (it prints the same, alone and inside a collection); the sequence methods run
// as the array's over the characters; `filter` gives a String of the characters kept, and
// those that give a Substring in Swift (`dropFirst`, `prefix`, `suffix`, `prefix(while:)`,
// `text[a..<b]`) give one that knows where it starts (`Substrings.swift`).

extension Interpreter {
  /// The characters of `text`, each a one-character string; reading them costs the text's
  /// length.
  func characters(of text: String, range: SourceRange) throws -> [Value] {
    try chargeText(text.utf8.count, range)
    if text.utf8.count > Interpreter.valueLimit {
      throw scriptError(
        Said(.valueWouldHoldMore, Interpreter.valueLimit), at: range)
    }
    return text.map { .string(String($0)) }
  }

  /// The sequence methods a String has as a collection of Characters (its own methods, such
  /// as `contains(_:)` or `hasPrefix(_:)`, are the catalog's).
  static let characterSequenceMethods: Set<String> = [
    "map", "filter", "forEach", "compactMap", "flatMap", "reduce", "sorted", "enumerated",
    "reversed", "allSatisfy", "dropFirst", "dropLast", "prefix", "suffix", "min", "max",
    "first", "last", "firstIndex", "lastIndex", "contains", "drop", "split", "count",
  ]

  /// The methods whose result is a Substring in Swift, the characters it keeps being the first
  /// ones (`prefix`) or the last ones (`suffix`).
  static let characterPrefixMethods: Set<String> = ["prefix", "dropLast"]
  static let characterSuffixMethods: Set<String> = ["suffix", "dropFirst", "drop"]

  /// A sequence method of a String (`word.map { $0.uppercased() }`); nil for the String's own.
  func callCharacterMethod(
    _ text: String, name: String, arguments: [Argument], range: SourceRange
  ) throws -> Value? {
    guard Interpreter.characterSequenceMethods.contains(name) else { return nil }
    let labels = arguments.map { $0.isTrailingClosure ? nil : $0.label }
    // `contains("x")`, `split(separator:)` of a String are its own; `contains(where:)`,
    // `count(where:)` and `split(whereSeparator:)` are not.
    if name == "contains" || name == "count", labels != ["where"],
      arguments.first?.isTrailingClosure != true
    {
      return nil
    }
    if name == "split" {
      guard labels == ["whereSeparator"] else { return nil }
      let body = try eval(arguments[0].value)
      try chargeText(text.utf8.count, range)
      return .array(
        try slices(of: text) { try test(.string(String($0)), with: body, range: range) },
        element: "Substring")
    }
    if name == "prefix" || name == "drop", arguments.count == 1,
      arguments[0].label == "while" || arguments[0].isTrailingClosure
    {
      return try whileSlice(text, keepingPrefix: name == "prefix", arguments[0], range: range)
    }
    if name == "drop" { return nil }
    let result = try callMember(
      .array(try characters(of: text, range: range), element: "Character"), name: name,
      arguments: arguments, range: range, nameRange: range)
    guard case .array(let items, "Character") = result else { return result }
    let kept = joinedCharacters(items)
    if Interpreter.characterPrefixMethods.contains(name) {
      return .slice(kept, start: 0, sequenceOf: "String")
    }
    if Interpreter.characterSuffixMethods.contains(name) {
      return .slice(kept, start: text.count - items.count, sequenceOf: "String")
    }
    // `filter` gives a String.
    return name == "filter" ? .string(kept) : result
  }

  /// `text.prefix(while:)` (`keepingPrefix`) and `text.drop(while:)`: the characters up to
  /// the first the closure says no to, or those from it on.
  private func whileSlice(
    _ text: String, keepingPrefix: Bool, _ argument: Argument, range: SourceRange
  ) throws -> Value {
    let body = try eval(argument.value)
    var count = 0
    for character in text {
      guard try test(.string(String(character)), with: body, range: range) else { break }
      count += 1
    }
    if keepingPrefix {
      return .slice(String(text.prefix(count)), start: 0, sequenceOf: "String")
    }
    return .slice(String(text.dropFirst(count)), start: count, sequenceOf: "String")
  }

  /// `word.first`, `word.last`, `word.utf8`, `word.utf16`, `word.unicodeScalars`; nil for other
  /// names. `base`: where the text starts in the string it was cut from (a Substring's
  /// indices are that string's).
  func characterProperty(_ text: String, base: Int = 0, name: String, range: SourceRange) throws
    -> Value?
  {
    switch name {
    // A String.Index is held as the offset of its character (as a string's range is).
    case "startIndex": return .int(base)
    case "endIndex": return .int(base + text.count)
    case "indices": return .range(base, base + text.count, closed: false)
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
  /// `distance(from:to:)`, indices being character offsets (a Substring's from `base`, where
  /// it starts in its string); Swift's trap for an index outside the string.
  func stringIndexMethod(
    _ text: String, base: Int = 0, name: String, arguments: [Argument], range: SourceRange
  ) throws -> Value? {
    let labels = arguments.map(\.label)
    var offsets: [Int] = []
    for argument in arguments {
      guard case .int(let offset) = try eval(argument.value, expected: "Int") else { return nil }
      offsets.append(offset)
    }
    let count = text.count
    func index(_ offset: Int) throws -> Value {
      guard (base...base + count).contains(offset) else {
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
  /// offsets (a Substring's from `base`, where it starts in its string); nil for other
  /// subscripts. `sequenceOf` names the type cut (`String`, `Substring`): a one-sided range
  /// gives its `SubSequence`, a whole one a `Substring` (as the compiler's messages name them).
  func stringSubscript(
    _ text: String, base: Int = 0, sequenceOf: String = "String", arguments: [Argument],
    range: SourceRange
  ) throws -> Value? {
    guard arguments.count == 1, arguments[0].label == nil else { return nil }
    let index = try eval(arguments[0].value)
    let characters = try self.characters(of: text, range: range)
    let slice: (lower: Int, upper: Int)
    var named: String? = sequenceOf
    switch index {
    case .int(let offset):
      let (position, overflow) = offset.subtractingReportingOverflow(base)
      guard !overflow, characters.indices.contains(position) else {
        throw scriptError("\(sequenceOf) index is out of bounds", at: range)
      }
      return characters[position]
    case .range(let lower, let upper, let closed):
      // `Int.max` as a closed range's end is past any string: out of bounds below.
      slice = (lower, closed ? upper.addingReportingOverflow(1).partialValue : upper)
      named = nil
    case .partialRange(let bound, let kind):
      switch kind {
      case .from: slice = (bound, base + characters.count)
      case .upTo: slice = (base, bound)
      case .through: slice = (base, bound.addingReportingOverflow(1).partialValue)
      }
    default:
      return nil
    }
    // `slice[..<i]` with `i` before the slice's start: the range made is no range.
    guard slice.lower <= slice.upper else {
      throw scriptError("Range requires lowerBound <= upperBound", at: range)
    }
    guard slice.lower >= base, slice.upper <= base + characters.count else {
      throw scriptError("String index range is out of bounds", at: range)
    }
    let kept = characters[(slice.lower - base)..<(slice.upper - base)]
    return .slice(joinedCharacters(Array(kept)), start: slice.lower, sequenceOf: named)
  }
}
