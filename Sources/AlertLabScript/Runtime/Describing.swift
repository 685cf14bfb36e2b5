import AlertLabKit

// How Swift turns a value into text: `print(x)`, `"\(x)"` and `String(describing: x)` show
// its description; inside a collection, a tuple, an optional or a struct, values show their
// debug description (`String(reflecting:)`). The learner's types follow Swift's defaults:
//
//   struct Point { var x: Int }     description Point(x: 1)   debug main.Point(x: 1)
//   class Box { }                   main.Box                  main.Box
//   enum Drink { case tea }         tea                       main.Drink.tea
//   enum Load { case failed(String) }  failed("x")            main.Load.failed("x")
//
// and a type with a `description` of its own (CustomStringConvertible) shows it in both.
// Everything else (numbers, strings, UIKit objects) shows as `ValueFormatter` shows it.

extension Interpreter {
  /// `String(describing: value)`, as `print` and string interpolation show it.
  func describing(_ value: Value, limit: Int = ValueFormatter.displayLimit) throws -> String {
    var formatter = ValueFormatter(world: state.world)
    formatter.limit = limit
    // Without a declared type nothing differs from the formatter's text, except optionals
    // and collections that hold optionals.
    switch value {
    case .string(let text): return text
    case .substring(let slice): return slice.text
    case .int, .double, .bool: return formatter.printed(value)
    default: break
    }
    var text = ""
    try write(value, debug: false, into: &text, formatter: formatter)
    return text
  }

  /// `String(reflecting: value)`: how a value shows inside a collection.
  func reflectingText(_ value: Value) throws -> String {
    var text = ""
    try write(value, debug: true, into: &text, formatter: ValueFormatter(world: state.world))
    return text
  }

  private func write(
    _ value: Value, debug: Bool, into text: inout String, formatter: ValueFormatter
  ) throws {
    if let own = try ownDescription(of: value, debug: debug) {
      text += own
      return
    }
    if let lazy = try lazyDescription(of: value, qualified: debug) {
      text += lazy
      return
    }
    switch value {
    case .string(let string):
      text += debug ? formatter.debug(value) : string
    case .substring(let slice):
      text += debug ? formatter.debug(value) : slice.text
    case .some(let inner):
      text += "Optional("
      try write(inner, debug: true, into: &text, formatter: formatter)
      text += ")"
    case .none:
      text += "nil"
    case .array(let items, let element), .set(let items, let element):
      text += "["
      for (index, item) in items.enumerated() {
        if text.utf8.count > formatter.limit {
          text += (index > 0 ? ", … (" : "… (") + "\(items.count - index) more)"
          break
        }
        if index > 0 { text += ", " }
        // `[Unicode.Scalar]`: each scalar as its `debugDescription`, `"\u{2665}"`.
        if element == "Unicode.Scalar", case .string(let scalar) = item,
          let only = scalar.unicodeScalars.first, scalar.unicodeScalars.count == 1
        {
          text += "\"" + Self.escapedScalar(only) + "\""
          continue
        }
        try write(item, debug: true, into: &text, formatter: formatter)
      }
      text += "]"
    case .dictionary(let keys, let values, _):
      guard !keys.isEmpty else {
        text += "[:]"
        return
      }
      text += "["
      for (index, (key, item)) in zip(keys, values).enumerated() {
        if text.utf8.count > formatter.limit {
          text += ", … (\(keys.count - index) more)"
          break
        }
        if index > 0 { text += ", " }
        try write(key, debug: true, into: &text, formatter: formatter)
        text += ": "
        try write(item, debug: true, into: &text, formatter: formatter)
      }
      text += "]"
    case .range(_, _, let closed) where debug:
      // Inside a collection or a struct: `ClosedRange(1...3)`, `Range(0..<3)`.
      text += (closed ? "ClosedRange(" : "Range(") + formatter.printed(value) + ")"
    case .tuple where indexPathParts(value) != nil:
      // An IndexPath prints as its indexes: `[0, 2]`.
      let parts = indexPathParts(value) ?? (0, 0)
      text += "[\(parts.section), \(parts.row)]"
    case .tuple where dateSeconds(value) != nil:
      text += dateDescription(dateSeconds(value) ?? 0)
    case .tuple(let items, let labels) where labels != ["location", "length"]:
      try writeTuple(items, labels: labels, into: &text, formatter: formatter)
    case .type(let name):
      // `print(type(of: x))` shows `Int` (`Optional<Int>` for `Int?`); inside a collection,
      // `Swift.Int` or `main.Point`.
      guard debug else {
        text += spelling(ofType: name, false) ?? name
        return
      }
      text +=
        spelling(ofType: name, true) ?? (state.classes[name] != nil ? "main." : "Swift.") + name
    case .enumCase(let type, let name) where state.enums[type] != nil:
      text += debug ? "main.\(qualifiedName(type)).\(name)" : name
    case .enumPayload(let type, let name, let values, let labels):
      if debug, state.enums[type] != nil {
        text += "main." + qualifiedName(type, case: name, holding: values) + "." + name
      } else {
        text += name
      }
      try writeTuple(values, labels: labels, into: &text, formatter: formatter)
    case .object(let id):
      guard let type = learnerClass(of: id) else {
        text += debug ? formatter.debug(value) : formatter.printed(value)
        return
      }
      guard state.classes[type]?.isStruct == true, let fields = state.instances[id] else {
        // A subclass of NSObject or of a UIKit class shows as Objective-C objects do.
        if let ancestor = uikitAncestor(of: type),
          ancestor == "NSObject" || APICatalog.types.contains(ancestor)
        {
          text += debug ? formatter.debug(value) : formatter.printed(value)
        } else {
          text += "main.\(type)" + (genericSuffix(type, of: id, qualified: true) ?? "")
        }
        return
      }
      text += debug ? "main." + qualifiedName(type, of: id) : type
      text += genericSuffix(type, of: id, qualified: debug) ?? ""
      text += "("
      for (index, name) in storedPropertyNames(type).enumerated() {
        guard let box = fields[name] else { continue }
        if index > 0 { text += ", " }
        text += name + ": "
        try write(try readBox(box, range: nil), debug: true, into: &text, formatter: formatter)
      }
      text += ")"
    default:
      text += debug ? formatter.debug(value) : formatter.printed(value)
    }
  }

  /// A scalar as `Unicode.Scalar.escaped(asASCII: true)` writes it: printable ASCII as it
  /// is, the common controls and quotes as their escapes, any other as its hexadecimal
  /// value (two digits below 0x80, four up to 0xFFFF, eight past it).
  static func escapedScalar(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\\": return "\\\\"
    case "'": return "\\'"
    case "\"": return "\\\""
    case " "..."~": return String(scalar)
    case "\0": return "\\0"
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    default:
      let digits = scalar.value < 0x80 ? 2 : scalar.value <= 0xFFFF ? 4 : 8
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "\\u{" + String(repeating: "0", count: max(0, digits - hex.count)) + hex + "}"
    }
  }

  private func writeTuple(
    _ items: [Value], labels: [String?], into text: inout String, formatter: ValueFormatter
  ) throws {
    text += "("
    for (index, item) in items.enumerated() {
      if index > 0 { text += ", " }
      if index < labels.count, let label = labels[index] { text += label + ": " }
      try write(item, debug: true, into: &text, formatter: formatter)
    }
    text += ")"
  }

  /// The `description` (or `debugDescription`) the learner's type declares, if any, as Swift
  /// picks it: only a type that conforms to CustomStringConvertible (an NSObject subclass
  /// does) or CustomDebugStringConvertible shows its own text; inside a collection
  /// (`debug`) the debug description comes first.
  func ownDescription(of value: Value, debug: Bool) throws -> String? {
    guard !state.classes.isEmpty || !state.extensions.isEmpty else { return nil }
    var objectiveC = false
    switch value {
    case .object(let id):
      guard let type = learnerClass(of: id) else { return nil }
      if let ancestor = uikitAncestor(of: type) {
        objectiveC = ancestor == "NSObject" || APICatalog.types.contains(ancestor)
      }
    case .enumCase, .enumPayload: break
    default: return nil
    }
    let plain = objectiveC || conforms(value, to: "CustomStringConvertible")
    let debugging = conforms(value, to: "CustomDebugStringConvertible")
    var names: [String] = []
    if plain { names.append("description") }
    if debugging { names.insert("debugDescription", at: debug ? 0 : names.count) }
    for name in names {
      if case .object(let id) = value, let box = state.instances[id]?[name],
        case .string(let text) = try readBox(box, range: nil).unwrapped ?? .void
      {
        return text
      }
      if case .string(let text)? = try learnerProperty(value, name: name) { return text }
    }
    return nil
  }
}
