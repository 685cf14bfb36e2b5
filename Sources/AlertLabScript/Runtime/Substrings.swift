import AlertLabKit

// A Substring (`SubstringValue`) has the String's members: one runs as the String's on the
// Substring's characters, and what it gives is moved to where the Substring starts in the
// string it was cut from. A slice of it starts there too, and an index is that string's
// (`line.dropFirst(6).startIndex` is the index 6 characters into `line`), as in Swift.

extension Interpreter {
  /// `slice.uppercased()`, `slice.dropFirst()`, `slice.firstIndex(of: ",")`.
  func callSubstringMember(
    _ slice: SubstringValue, name: String, arguments: [Argument], range: SourceRange,
    nameRange: SourceRange
  ) throws -> Value {
    if name == "index" || name == "distance",
      let moved = try stringIndexMethod(
        slice.text, base: slice.start, name: name, arguments: arguments, range: range)
    {
      return moved
    }
    let result = try callMember(
      .string(slice.text), name: name, arguments: arguments, range: range, nameRange: nameRange)
    switch name {
    case "firstIndex", "lastIndex": return Self.shifted(result, by: slice.start)
    default: return Self.rebased(result, at: slice.start)
    }
  }

  /// A slice (or the slices `split` gives) of a Substring's characters, cut as from a String,
  /// moved to where they are in the Substring's string: a Substring's `SubSequence`.
  static func rebased(_ value: Value, at base: Int) -> Value {
    switch value {
    case .substring(var inner):
      inner.start += base
      if inner.sequenceOf != nil { inner.sequenceOf = "Substring" }
      return .substring(inner)
    case .array(let items, "Substring"):
      return .array(items.map { rebased($0, at: base) }, element: "Substring")
    default:
      return value
    }
  }

  /// An index a String method found in a Substring's characters, or nil, moved by `base`.
  static func shifted(_ value: Value, by base: Int) -> Value {
    switch value {
    case .int(let offset): return .int(offset + base)
    case .some(let inner): return .some(shifted(inner, by: base))
    default: return value
    }
  }
}
