import AlertLabKit

// NSRange, as a text field's delegate gets it in
// `textField(_:shouldChangeCharactersIn:replacementString:)`: a location and a length in
// UTF-16 code units. `range.location` and `range.length` read it, `Range(range, in: text)`
// makes it a range of the string's characters, and `replacingCharacters(in:with:)` (String's
// and NSString's) replaces either. AlertLab holds it as the tuple `(location:, length:)` and
// a string's range as character offsets.

extension APIClass {
  static let nsRange = APIClass(
    "NSRange", superclass: nil, oldNames: ["_NSRange"],
    members: [
      .initializer(
        [ParamSpec("location", "Int"), ParamSpec("length", "Int")],
        old: [OldSpelling("NSMakeRange", form: .global, shown: "NSMakeRange(...)")]
      ) { _, use in
        nsRangeValue(location: use.int(0, otherwise: 0), length: use.int(1, otherwise: 0))
      }
    ])

  /// `Range(nsRange, in: text)`: the characters an NSRange covers, nil when it does not fall
  /// on character boundaries or lies outside the text.
  static let range = APIClass(
    "Range", superclass: nil,
    members: [
      .initializer([ParamSpec(nil, "NSRange"), ParamSpec("in", "String")]) { _, use in
        guard let (location, length) = nsRangeParts(use.argument(0)),
          case .string(let text)? = use.argument(1)?.unwrapped,
          let characters = characterRange(location: location, length: length, in: text)
        else { return .none }
        return .some(.range(characters.lowerBound, characters.upperBound, closed: false))
      }
    ])

  /// `text.replacingCharacters(in: range, with: string)`, for a String's range or an NSRange.
  static let stringRangeMembers: [APIMember] = [
    .stringMethod(
      "replacingCharacters", [ParamSpec("in", "Range<String.Index>"), ParamSpec("with", "String")],
      returns: "String"
    ) { text, use in
      let replacement = use.text(1) ?? ""
      var characters: Range<Int>?
      if let (location, length) = nsRangeParts(use.argument(0)) {
        characters = characterRange(location: location, length: length, in: text)
      } else if case .range(let lower, let upper, let closed)? = use.argument(0)?.unwrapped,
        lower >= 0, lower <= upper, upper < text.count || (!closed && upper == text.count)
      {
        characters = closed ? lower..<(upper + 1) : lower..<upper
      }
      guard let characters else { return .string(text) }
      let start = text.index(text.startIndex, offsetBy: characters.lowerBound)
      let end = text.index(start, offsetBy: characters.count)
      var result = text
      result.replaceSubrange(start..<end, with: replacement)
      return .string(result)
    }
  ]
}

/// An NSRange as a value.
func nsRangeValue(location: Int, length: Int) -> Value {
  .tuple([.int(location), .int(length)], labels: ["location", "length"])
}

/// The location and length of an NSRange value; nil for anything else.
func nsRangeParts(_ value: Value?) -> (Int, Int)? {
  guard case .tuple(let items, let labels)? = value?.unwrapped, labels == ["location", "length"],
    case .int(let location) = items[0], case .int(let length) = items[1]
  else { return nil }
  return (location, length)
}

/// The character offsets of a UTF-16 range of `text`; nil when it splits a character or lies
/// outside the text.
func characterRange(location: Int, length: Int, in text: String) -> Range<Int>? {
  guard location >= 0, length >= 0, location <= text.utf16.count - length else { return nil }
  let utf16 = text.utf16
  let start = utf16.index(utf16.startIndex, offsetBy: location)
  let end = utf16.index(start, offsetBy: length)
  guard let lower = start.samePosition(in: text), let upper = end.samePosition(in: text) else {
    return nil
  }
  return text.distance(
    from: text.startIndex, to: lower)..<text.distance(
      from: text.startIndex, to: upper)
}
