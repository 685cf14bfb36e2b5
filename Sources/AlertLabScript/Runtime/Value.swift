import AlertLabKit

/// A function value: a closure the learner wrote, a method of `self`, or a built-in.
public enum FunctionValue: Hashable, Sendable {
  /// A closure literal, by index in the interpreter's closure table.
  case closure(Int)
  /// A function the learner declared on `self` (top level or in an extension), by name.
  case userFunction(String)
  /// A built-in function such as `print`.
  case builtin(String)
}

/// A value in the Swift subset. UIKit objects are ids into the world.
///
/// Only the cases that hold other values or more than two words are `indirect`: the common
/// ones (numbers, strings, objects, functions, types) are stored in place, so making,
/// copying and dropping them allocates nothing.
public enum Value: Hashable, Sendable {
  case void
  case int(Int)
  /// A value of a sized integer type (`UInt8`, `Int32`, ...).
  indirect case sized(SizedInteger)
  case double(Double)
  /// A `Float`: 32 bits, printed with the digits that tell it apart (`0.33333334`).
  case float(Float)
  case bool(Bool)
  case string(String)
  /// A `Substring`: a slice of a string (`line[..<colon]`, `line.split(separator: ",")`).
  indirect case substring(SubstringValue)
  /// `Optional.none`.
  case none
  /// `Optional.some(value)`.
  indirect case some(Value)
  case object(ObjectID)
  indirect case array([Value], element: String)
  case function(FunctionValue)
  /// An enum case or static constant: its type name and case (`UIAlertController.Style`,
  /// `alert`).
  indirect case enumCase(type: String, name: String)
  case arrowDirections(ArrowDirections)
  indirect case rect(Rect)
  case size(Size)
  case point(Point)
  indirect case insets(EdgeInsets)
  indirect case notification(PostedNotification)
  case selector(String)
  /// A type used as a value: `UIAlertController` before `(...)` or `.Style`, `X.self`.
  case type(String)
  /// A namespace-like singleton: `UIDevice.current`, `NotificationCenter.default`,
  /// `self.traitCollection`, `UIScreen.main`.
  case singleton(String)
  /// `(1, "a")`, `(offset: 0, element: x)`: elements and their labels.
  indirect case tuple([Value], labels: [String?])
  /// `0..<n` (`closed` false: `upper` is left out) and `1...n` (`closed`: `upper` is in).
  case range(Int, Int, closed: Bool)
  /// `2...`, `..<3`, `...3`: a range with one bound.
  case partialRange(Int, PartialRangeKind)
  /// A range of Doubles or Strings (`18.5...24.0`, `"a"..."z"`, `..<0.0`): its bounds (nil
  /// for the missing one of a one-sided range).
  indirect case valueRange(lower: Value?, upper: Value?, closed: Bool)
  /// An enum case with associated values: `.failed("boom")`, `.custom(title: "T", message: nil)`.
  indirect case enumPayload(type: String, name: String, values: [Value], labels: [String?])
  /// `["a": 1]`: keys and values in insertion order (Swift's order is unspecified).
  indirect case dictionary(keys: [Value], values: [Value], type: String)
  /// `Set<String>()`: the elements in insertion order, each once.
  indirect case set([Value], element: String)

  /// The value with any optional wrapping removed; nil for `.none`.
  public var unwrapped: Value? {
    switch self {
    case .none: return nil
    case .some(let inner): return inner.unwrapped
    default: return self
    }
  }

  /// True when the range holds `number`; false for any other value.
  func rangeContains(_ number: Int) -> Bool {
    switch self {
    case .range(let lower, let upper, let closed):
      return number >= lower && (closed ? number <= upper : number < upper)
    case .partialRange(let bound, let kind):
      switch kind {
      case .from: return number >= bound
      case .upTo: return number < bound
      case .through: return number <= bound
      }
    default:
      return false
    }
  }

  /// True for an `Int` or a sized integer.
  var isInteger: Bool {
    switch self {
    case .int, .sized: return true
    default: return false
    }
  }

  /// True for one of UIKit's shared objects (`UIApplication.shared`).
  var isSingleton: Bool {
    if case .singleton = self { return true }
    return false
  }

  /// True for a string of one Unicode scalar: what a `Unicode.Scalar` is held as.
  var isSingleScalarText: Bool {
    guard case .string(let text) = self else { return false }
    var scalars = text.unicodeScalars.makeIterator()
    return scalars.next() != nil && scalars.next() == nil
  }

  /// True for `.none` and `.some`.
  public var isOptional: Bool {
    switch self {
    case .none, .some: return true
    default: return false
    }
  }
}

/// A `Substring`: its characters, and where it starts in the string it was cut from (a
/// character offset, as a `String.Index` is held), so that its indices are that string's, as
/// in Swift. Two substrings are equal, and hash alike, when their characters are.
public struct SubstringValue: Hashable, Sendable {
  public var text: String
  public var start: Int
  /// The type whose `SubSequence` Swift's messages call it (`String` for
  /// `line.dropFirst()`: 'String.SubSequence' (aka 'Substring')); nil where they call it
  /// `Substring` (`line[a..<b]`, a value declared `Substring`).
  public var sequenceOf: String?

  public init(_ text: String, start: Int, sequenceOf: String? = nil) {
    self.text = text
    self.start = start
    self.sequenceOf = sequenceOf
  }

  /// The type as the compiler's messages name it, quoted: `'Substring'`,
  /// `'String.SubSequence' (aka 'Substring')`.
  var quotedName: String {
    sequenceOf.map { "'" + $0 + ".SubSequence' (aka 'Substring')" } ?? "'Substring'"
  }

  public static func == (left: SubstringValue, right: SubstringValue) -> Bool {
    left.text == right.text
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}

extension Value {
  /// True for a reference to an object (a class's instance, a learner's struct).
  var isObject: Bool {
    if case .object = self { return true }
    return false
  }

  /// An array's element type (`Token` for `[Token]`); nil for any other value or `Any`.
  var arrayElement: String? {
    guard case .array(_, let element) = self, element != "Any" else { return nil }
    return element
  }

  /// The characters of a String or a Substring; nil for any other value.
  var stringText: String? {
    switch self {
    case .string(let text): return text
    case .substring(let slice): return slice.text
    default: return nil
    }
  }

  /// A Substring of `text` starting `start` characters into the string it was cut from
  /// (`sequenceOf`: see `SubstringValue`).
  static func slice(_ text: String, start: Int, sequenceOf: String? = nil) -> Value {
    .substring(SubstringValue(text, start: start, sequenceOf: sequenceOf))
  }
}

/// Which one-sided range: `lower...`, `..<upper` or `...upper`.
public enum PartialRangeKind: UInt8, Hashable, Sendable {
  case from, upTo, through

  var typeName: String {
    switch self {
    case .from: return "PartialRangeFrom<Int>"
    case .upTo: return "PartialRangeUpTo<Int>"
    case .through: return "PartialRangeThrough<Int>"
    }
  }
}

/// How values print and what their types are called.
struct ValueFormatter {
  let world: World
  /// About the most characters `printed` and `debug` produce: an array past it ends with
  /// `… (N more)`, so a value built to be huge is never written out whole.
  var limit = ValueFormatter.displayLimit

  /// What an echo, `:vars` or `print` shows of one value at most.
  static let displayLimit = 10_000

  /// The type name Swift would show: `UIAlertController`, `String?`, `[UIAlertAction]`.
  func typeName(of value: Value) -> String {
    switch value {
    case .void: return "()"
    case .int: return "Int"
    case .sized(let sized): return sized.kind.name
    case .float: return "Float"
    case .double: return "Double"
    case .bool: return "Bool"
    case .string: return "String"
    case .substring: return "Substring"
    case .none: return "Optional"
    case .some(let inner): return typeName(of: inner) + "?"
    case .object(let id): return world.className(of: id) ?? "NSObject"
    case .array(_, let element): return "[\(element)]"
    case .function: return "() -> ()"
    case .enumCase(let type, _): return type
    case .arrowDirections: return "UIPopoverArrowDirection"
    case .rect: return "CGRect"
    case .size: return "CGSize"
    case .point: return "CGPoint"
    case .insets: return "UIEdgeInsets"
    case .notification: return "Notification"
    case .selector: return "Selector"
    case .type(let name): return name + ".Type"
    case .singleton(let name): return singletonType(name)
    case .tuple(_, let labels) where labels == ["location", "length"]: return "NSRange"
    case .tuple(_, let labels) where labels == ["row", "section"]: return "IndexPath"
    case .tuple(_, let labels) where labels == dateLabels: return "Date"
    case .tuple(_, let labels) where labels == localeLabels: return "Locale"
    case .tuple(let items, let labels):
      // Cut at about `limit` characters, as the value is: a tuple that holds itself twice
      // over has a name twice as long at each level.
      var name = "("
      for (index, (item, label)) in zip(items, labels).enumerated() {
        if index > 0 { name += ", " }
        if name.utf8.count > limit {
          name += "…"
          break
        }
        name += (label.map { $0 + ": " } ?? "") + typeName(of: item)
      }
      return name + ")"
    case .range(_, _, let closed): return closed ? "ClosedRange<Int>" : "Range<Int>"
    case .partialRange(_, let kind): return kind.typeName
    case .valueRange(let lower, let upper, let closed):
      let bound = (lower ?? upper).map { typeName(of: $0) } ?? "Double"
      switch (lower, upper) {
      case (_?, _?): return (closed ? "ClosedRange<" : "Range<") + bound + ">"
      case (_?, nil): return "PartialRangeFrom<" + bound + ">"
      default: return (closed ? "PartialRangeThrough<" : "PartialRangeUpTo<") + bound + ">"
      }
    case .enumPayload(let type, _, _, _): return type
    case .dictionary(_, _, let type): return type
    case .set(_, let element): return "Set<\(element)>"
    }
  }

  func singletonType(_ name: String) -> String {
    switch name {
    case "UIDevice.current": return "UIDevice"
    case "NotificationCenter.default": return "NotificationCenter"
    case "traitCollection": return "UITraitCollection"
    case "storyboard": return "UIStoryboard"
    case "UINavigationItem (off screen)": return "UINavigationItem"
    default: return DispatchQueueName.typeName(of: name) ?? name
    }
  }

  /// The value as `print` shows it.
  func printed(_ value: Value) -> String {
    switch value {
    case .string(let text): return text
    case .substring(let slice): return slice.text
    case .some(let inner): return "Optional(\(debug(inner)))"
    default: return debug(value)
    }
  }

  /// The value as the REPL and string interpolation of optionals show it.
  func debug(_ value: Value) -> String {
    var text = ""
    write(value, into: &text)
    return text
  }

  /// Appends `debug(value)` to `text`, stopping each array, tuple, dictionary and enum case
  /// once `text` is past `limit`: a value that holds its parts many times over is shown by
  /// its start, however much it holds.
  private func write(_ value: Value, into text: inout String) {
    switch value {
    case .some(let inner): write(inner, into: &text)
    case .tuple where dateSeconds(value) != nil:
      text += dateDescription(dateSeconds(value) ?? 0)
    case .array(let items, _):
      writeElements(items.count, open: "[", close: "]", into: &text) { index, text in
        write(items[index], into: &text)
      }
    case .tuple(let items, let labels):
      writeElements(min(items.count, labels.count), open: "(", close: ")", into: &text) {
        index, text in
        if let label = labels[index] { text += label + ": " }
        write(items[index], into: &text)
      }
    case .enumPayload(_, let name, let values, let labels):
      text += name
      write(.tuple(values, labels: labels), into: &text)
    case .dictionary(let keys, let values, _) where !keys.isEmpty:
      writeElements(min(keys.count, values.count), open: "[", close: "]", into: &text) {
        index, text in
        write(keys[index], into: &text)
        text += ": "
        write(values[index], into: &text)
      }
    default: text += scalarText(value)
    }
  }

  /// `open`, then `count` elements written by `element` and separated by commas until `text`
  /// is past `limit` (then `… (N more)`), then `close`.
  private func writeElements(
    _ count: Int, open: String, close: String, into text: inout String,
    _ element: (Int, inout String) -> Void
  ) {
    text += open
    for index in 0..<count {
      if text.utf8.count > limit {
        text += (index > 0 ? ", … (" : "… (") + "\(count - index) more)"
        break
      }
      if index > 0 { text += ", " }
      element(index, &text)
    }
    text += close
  }

  private func scalarText(_ value: Value) -> String {
    switch value {
    case .void: return "()"
    case .int(let number): return String(number)
    case .sized(let sized): return String(sized.value)
    case .float(let number): return "\(number)"
    case .double(let number): return formatPoints(number)
    case .bool(let flag): return flag ? "true" : "false"
    case .substring(let slice): return scalarText(.string(slice.text))
    case .string(let text):
      // A very long string is shown by its start, as a person can read it.
      // At most 500 bytes is at most 500 characters: counting them is needed only past that.
      // As `debugDescription` writes it: `'` escaped too (`["it\'s"]`).
      guard text.utf8.count > 500, text.count > 500 else {
        return "\"" + escaped(text, quote: true) + "\""
      }
      return "\"" + escaped(String(text.prefix(500)), quote: true)
        + "\"… (\(text.count) characters)"
    case .none: return "nil"
    case .some(let inner): return debug(inner)
    case .object(let id): return id.rawValue == 0 ? "nil" : objectSummary(id)
    case .array: return debug(value)
    case .function: return "(Function)"
    case .enumCase(_, let name): return "." + name
    case .arrowDirections(let directions): return directions.swiftDescription
    case .rect(let rect):
      return "(\(formatPoints(rect.minX)), \(formatPoints(rect.minY)), "
        + "\(formatPoints(rect.width)), \(formatPoints(rect.height)))"
    case .size(let size):
      return "(\(formatPoints(size.width)), \(formatPoints(size.height)))"
    case .point(let point): return "(\(formatPoints(point.x)), \(formatPoints(point.y)))"
    case .insets(let insets):
      return "UIEdgeInsets(top: \(formatPoints(insets.top)), left: \(formatPoints(insets.left)), "
        + "bottom: \(formatPoints(insets.bottom)), right: \(formatPoints(insets.right)))"
    case .notification(let note): return "Notification(name: \(note.name))"
    case .selector(let name): return name
    case .type(let name): return name + ".self"
    case .singleton(let name): return "<\(singletonType(name))>"
    case .tuple(let items, let labels):
      let parts = zip(items, labels).map { item, label in
        (label.map { $0 + ": " } ?? "") + debug(item)
      }
      return "(" + parts.joined(separator: ", ") + ")"
    case .range(let lower, let upper, let closed):
      return "\(lower)\(closed ? "..." : "..<")\(upper)"
    case .partialRange(let bound, let kind):
      return kind.typeName + (kind == .from ? "(lowerBound: " : "(upperBound: ") + "\(bound))"
    case .valueRange(let lower?, let upper?, let closed):
      // A range prints its bounds' descriptions (`a...z`, not `"a"..."z"`).
      return printed(lower) + (closed ? "..." : "..<") + printed(upper)
    case .valueRange(let lower?, nil, _):
      return typeName(of: value) + "(lowerBound: " + debug(lower) + ")"
    case .valueRange(_, let upper, _):
      return typeName(of: value) + "(upperBound: " + (upper.map(debug) ?? "") + ")"
    case .enumPayload(_, let name, let values, let labels):
      return name + debug(.tuple(values, labels: labels))
    case .dictionary(let keys, let values, _):
      if keys.isEmpty { return "[:]" }
      return "[" + zip(keys, values).map { debug($0) + ": " + debug($1) }.joined(separator: ", ")
        + "]"
    case .set(let items, _):
      return debug(.array(items, element: ""))
    }
  }

  /// `<UIAlertController: 0x600000c04000 title: "T" style: .alert actions: 2>`.
  func objectSummary(_ id: ObjectID) -> String {
    if let value = world.emptyStructDescription(id) { return value }
    // `world.describe(id)` without its closing `>`, then the parts, each after a space: built
    // as bytes in one buffer (this is shown after most statements, and appending bytes costs
    // far less than appending strings).
    var bytes: [UInt8] = []
    bytes.reserveCapacity(96)
    func add(_ piece: String) { bytes.appendUTF8(of: piece) }
    func part(_ label: String, _ value: String) {
      bytes.append(UInt8(ascii: " "))
      add(label)
      add(value)
    }
    func quoted(_ label: String, _ value: String) {
      bytes.append(UInt8(ascii: " "))
      add(label)
      bytes.append(UInt8(ascii: "\""))
      add(escaped(value))
      bytes.append(UInt8(ascii: "\""))
    }
    bytes.append(UInt8(ascii: "<"))
    add(world.className(of: id) ?? "NSObject")
    add(": ")
    add(id.address)
    if let controller = world.viewControllers[id], let alert = controller.alert {
      if let title = alert.title { quoted("title: ", title) } else { part("title: ", "nil") }
      part("style: .", alert.style.rawValue)
      part("actions: ", String(alert.actions.count))
      if !alert.textFields.isEmpty { part("textFields: ", String(alert.textFields.count)) }
    } else if let action = world.actions[id] {
      if let title = action.title { quoted("title: ", title) } else { part("title: ", "nil") }
      part("style: .", action.style.rawValue)
      if !action.isEnabled { part("enabled: ", "false") }
    } else if let field = world.textFields[id] {
      if let placeholder = field.placeholder { quoted("placeholder: ", placeholder) }
      if field.isSecureTextEntry {
        part("text: ", "\"" + String(repeating: "•", count: field.text.count) + "\"")
      } else {
        quoted("text: ", field.text)
      }
    } else if let view = world.views[id], let title = view.title {
      quoted("title: ", title)
    } else if let item = world.barButtonItems[id] {
      quoted("title: ", item.shownTitle)
    }
    bytes.append(UInt8(ascii: ">"))
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Control characters shown as Swift escapes, so nothing raw reaches the terminal.
  /// With `quote`, `'` too, as Swift's `debugDescription` of a string escapes it.
  func escaped(_ text: String, quote: Bool = false) -> String {
    // Most text has nothing to escape (0xC2 leads the C1 controls' UTF-8).
    let special: (UInt8) -> Bool = {
      $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0x7F
        || $0 == 0xC2 || (quote && $0 == UInt8(ascii: "'"))
    }
    guard text.utf8.contains(where: special) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "'" where quote: result += "\\'"
      default:
        if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}

/// The strings one after another, built as bytes in one buffer: what `a + b + c` gives, for
/// less than appending strings costs (the REPL's line after every statement is made so).
/// The pieces' bytes are copied from their storage straight into the new string's: no
/// buffer between them, and no byte-by-byte walk of a `utf8` view.
func concatenated(_ pieces: String...) -> String {
  var count = 0
  for piece in pieces { count &+= piece.utf8.count }
  return String(unsafeUninitializedCapacity: count) { buffer in
    var offset = 0
    for piece in pieces {
      let copied = piece.utf8.withContiguousStorageIfAvailable { bytes in
        UnsafeMutableBufferPointer(rebasing: buffer[offset...]).initialize(fromContentsOf: bytes)
      }
      if let copied {
        offset &+= copied
      } else {
        for byte in piece.utf8 {
          buffer[offset] = byte
          offset &+= 1
        }
      }
    }
    return offset
  }
}

extension Array where Element == UInt8 {
  /// Appends the UTF-8 bytes of `text`, copied from its storage at once (appending its
  /// `utf8` view walks it byte by byte).
  mutating func appendUTF8(of text: String) {
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append(contentsOf: $0) }
    if copied == nil { append(contentsOf: text.utf8) }
  }
}
