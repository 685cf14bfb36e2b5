import AlertLabKit
import AlertLabWords

// Tuples, dictionaries and sets as pasted code uses them. A dictionary keeps its keys in
// insertion order (Swift's order is unspecified; this one is deterministic), a set its
// elements. Every element visited is a step of work, and sizes are checked like arrays'.

extension Interpreter {
  /// `(1, "a")`, `(title: t, message: m)`.
  func evalTuple(_ arguments: [Argument], expected: String?, range: SourceRange) throws -> Value {
    let types = tupleElementTypes(expected)
    var values: [Value] = []
    for (index, argument) in arguments.enumerated() {
      let type = index < types.count ? types[index] : nil
      var value = try eval(argument.value, expected: type)
      if let type { value = try coerce(value, to: type, at: argument.value.range) }
      values.append(value)
    }
    return try checkedSize(.tuple(values, labels: arguments.map(\.label)), range: range)
  }

  /// `(String, Int)` → `["String", "Int"]`; element labels are left out.
  func tupleElementTypes(_ expected: String?) -> [String] {
    guard let expected, isTupleType(expected) else { return [] }
    return splitTopLevel(expected.dropFirst().dropLast(), at: ",").map {
      splitTupleLabel($0).type
    }
  }

  /// The parts of a type's text between `separator`s outside brackets, trimmed.
  func splitTopLevel(_ text: Substring, at separator: Character) -> [String] {
    var parts: [String] = []
    var depth = 0
    var current = ""
    for character in text {
      switch character {
      case "(", "[", "<": depth += 1
      // The `>` of a function type's `->` closes nothing.
      case ">" where current.last == "-": break
      case ")", "]", ">": depth -= 1
      default: break
      }
      if character == separator, depth == 0 {
        parts.append(current.trimmingSpaces)
        current = ""
      } else {
        current.append(character)
      }
    }
    parts.append(current.trimmingSpaces)
    return parts
  }

  /// `min: Int` → (`min`, `Int`); `Int` → (nil, `Int`).
  func splitTupleLabel(_ part: String) -> (label: String?, type: String) {
    let pieces = splitTopLevel(Substring(part), at: ":")
    guard pieces.count == 2 else { return (nil, part) }
    return (pieces[0], pieces[1])
  }

  /// The element labels a tuple type names: `(min: Int, max: Int)` → `["min", "max"]`.
  func tupleLabels(_ type: String) -> [String?] {
    splitTopLevel(type.dropFirst().dropLast(), at: ",").map { splitTupleLabel($0).label }
  }

  /// `[String: Int]` → (`String`, `Int`).
  func dictionaryTypes(_ type: String?) -> (key: String, value: String)? {
    guard let type = type.map(stripOptional), type.hasPrefix("["), type.hasSuffix("]") else {
      return nil
    }
    let pieces = splitTopLevel(type.dropFirst().dropLast(), at: ":")
    guard pieces.count == 2 else { return nil }
    return (pieces[0], pieces[1])
  }

  /// `[Card]` → `Card`; nil for a dictionary's type or another type.
  func arrayElementType(_ type: String?) -> String? {
    guard let type, type.hasPrefix("["), type.hasSuffix("]"), dictionaryTypes(type) == nil else {
      return nil
    }
    return String(type.dropFirst().dropLast())
  }

  /// `["a": 1]`, `[:]`.
  func evalDictionary(_ entries: [DictionaryEntry], expected: String?, range: SourceRange)
    throws -> Value
  {
    let declared = dictionaryTypes(expected)
    if entries.isEmpty {
      guard let declared else {
        throw scriptError("empty collection literal requires an explicit type", at: range)
      }
      return .dictionary(keys: [], values: [], type: "[\(declared.key): \(declared.value)]")
    }
    var keys: [Value] = []
    var values: [Value] = []
    for entry in entries {
      let key = try eval(entry.key, expected: declared?.key)
      var value = try eval(entry.value, expected: declared?.value)
      if let type = declared?.value { value = try coerce(value, to: type, at: entry.value.range) }
      if try keys.contains(where: { try equal($0, key, range: range) }) {
        throw trap(.duplicateDictionaryKey(iOS: state.world.iOS), at: entry.key.range)
      }
      keys.append(key)
      values.append(value)
    }
    let keyType = declared?.key ?? typeName(keys[0])
    let valueType = declared?.value ?? commonTypeName(values)
    return try checkedSize(
      .dictionary(keys: keys, values: values, type: "[\(keyType): \(valueType)]"), range: range)
  }

  /// The type of a literal's elements: their common type, `Any` when they differ.
  func commonTypeName(_ values: [Value]) -> String {
    guard let first = values.first else { return "Any" }
    let name = typeName(first)
    if values.allSatisfy({ typeName($0) == name }) { return name }
    if values.contains(where: { $0 == .none }) { return name.hasSuffix("?") ? name : name + "?" }
    return "Any"
  }

  /// The position of `key` in a dictionary's keys.
  func dictionaryIndex(_ keys: [Value], _ key: Value, range: SourceRange) throws -> Int? {
    try keys.firstIndex { try equal($0, key, range: range) }
  }

  /// `d[key]` (optional), `d[key, default: x]`.
  func dictionarySubscript(
    keys: [Value], values: [Value], type: String, arguments: [Argument], range: SourceRange
  ) throws -> Value {
    let types = dictionaryTypes(type)
    let key = try eval(arguments[0].value, expected: types?.key)
    let found = try dictionaryIndex(keys, key, range: range).map { values[$0] }
    if arguments.count == 2, arguments[1].label == "default" {
      return try found ?? eval(arguments[1].value, expected: types?.value)
    }
    guard var value = found else { return .none }
    // `[String: Int?]`: a key holding nil gives `.some(nil)`, and a value `.some(.some(2))`.
    if types?.value.hasSuffix("?") == true {
      if !value.isOptional { value = .some(value) }
      return .some(value)
    }
    return value.isOptional ? value : .some(value)
  }

  /// The dictionary with `key` set to `value` (nil removes it).
  func updatedDictionary(
    keys: [Value], values: [Value], type: String, key: Value, value: Value, range: SourceRange
  ) throws -> Value {
    var keys = keys
    var values = values
    let index = try dictionaryIndex(keys, key, range: range)
    if value == .none, dictionaryTypes(type).map({ !$0.value.hasSuffix("?") }) ?? true {
      if let index {
        keys.remove(at: index)
        values.remove(at: index)
      }
    } else {
      var stored = value
      if let valueType = dictionaryTypes(type)?.value {
        stored = try coerce(value.unwrapped ?? value, to: valueType, at: range)
      }
      if let index {
        values[index] = stored
      } else {
        keys.append(key)
        values.append(stored)
      }
    }
    return try checkedSize(.dictionary(keys: keys, values: values, type: type), range: range)
  }

  /// `keys`, `values`, `count`, `isEmpty`, `first` of a dictionary; `count`, `isEmpty` of a set.
  func dictionaryProperty(_ receiver: Value, name: String) -> Value? {
    switch receiver {
    case .dictionary(let keys, let values, let type):
      let types = dictionaryTypes(type) ?? ("Any", "Any")
      switch name {
      case "keys": return .array(keys, element: types.key)
      case "values": return .array(values, element: types.value)
      case "count": return .int(keys.count)
      case "isEmpty": return .bool(keys.isEmpty)
      case "first":
        guard let key = keys.first, let value = values.first else { return Value.none }
        return Value.some(.tuple([key, value], labels: ["key", "value"]))
      default: return nil
      }
    case .set(let items, _):
      switch name {
      case "count": return .int(items.count)
      case "isEmpty": return .bool(items.isEmpty)
      case "first": return items.first.map { Value.some($0) } ?? Value.none
      default: return nil
      }
    default:
      return nil
    }
  }

  /// The `(key, value)` pairs a dictionary's `for`, `map` and `filter` walk.
  func dictionaryPairs(_ keys: [Value], _ values: [Value]) -> [Value] {
    zip(keys, values).map { .tuple([$0, $1], labels: ["key", "value"]) }
  }

  /// Non-mutating dictionary and set methods; nil when the receiver is neither.
  func callDictionaryMethod(
    _ receiver: Value, name: String, arguments: [Argument], range: SourceRange
  ) throws -> Value? {
    switch receiver {
    case .tuple, .string, .array, .dictionary, .set: break
    default: return nil
    }
    let labels = arguments.map { $0.isTrailingClosure ? nil : $0.label }
    switch receiver {
    case .tuple:
      // `handler.2()`: a closure kept in a tuple.
      guard let element = collectionProperty(receiver, name: name), case .function = element
      else { return nil }
      return try callValue(element, arguments: arguments, range: range)
    case .string(let text):
      return try callStringMethod(
        text, name: name, labels: labels, arguments: arguments, range: range)
    case .array(let items, _)
    where (name == "min" || name == "max") && (labels == [] || labels == [nil] || labels == ["by"]):
      // `max()`, `max(by: areInIncreasingOrder)`, `min { $0.count < $1.count }`: the first
      // of the best, as Swift keeps it.
      let order = try arguments.first.map { try eval($0.value) }
      func ascending(_ left: Value, _ right: Value) throws -> Bool {
        guard let order else { return try self.ascending(left, right, range: range) }
        return try test2(left, right, with: order, range: range)
      }
      guard var best = items.first else { return Value.none }
      for item in items.dropFirst() {
        try tick(range)
        if try name == "min" ? ascending(item, best) : ascending(best, item) { best = item }
      }
      return Value.some(best)
    case .dictionary(let keys, let values, let type):
      let types = dictionaryTypes(type) ?? ("Any", "Any")
      switch (name, labels) {
      case ("mapValues", [nil]), ("compactMapValues", [nil]):
        let body = try eval(arguments[0].value)
        var newKeys: [Value] = []
        var newValues: [Value] = []
        for (key, value) in zip(keys, values) {
          try tick(range)
          let mapped = try apply(body, to: value, range: range)
          if name == "compactMapValues" {
            guard let inner = mapped.unwrapped else { continue }
            newValues.append(inner)
          } else {
            newValues.append(mapped)
          }
          newKeys.append(key)
        }
        return .dictionary(
          keys: newKeys, values: newValues,
          type:
            "[\(types.key): \(commonTypeName(newValues) == "Any" ? "Any" : commonTypeName(newValues))]"
        )
      case ("merging", [nil, nil]), ("merging", [nil, "uniquingKeysWith"]):
        // `a.merging(b) { old, new in old + new }`: the closure picks a key's value in both.
        let other = try eval(arguments[0].value, expected: type)
        guard case .dictionary(let otherKeys, let otherValues, _) = other else { return nil }
        let body = try eval(arguments[1].value)
        var newKeys = keys
        var newValues = values
        for (key, value) in zip(otherKeys, otherValues) {
          try tick(range)
          if let index = try dictionaryIndex(newKeys, key, range: range) {
            newValues[index] = try callFunctionValue(
              body, arguments: [newValues[index], value], range: range)
          } else {
            newKeys.append(key)
            newValues.append(value)
          }
        }
        return try checkedSize(
          .dictionary(keys: newKeys, values: newValues, type: type), range: range)
      case ("filter", [nil]):
        let body = try eval(arguments[0].value)
        var newKeys: [Value] = []
        var newValues: [Value] = []
        for (key, value) in zip(keys, values) {
          try tick(range)
          let pair = Value.tuple([key, value], labels: ["key", "value"])
          if try test(pair, with: body, range: range) {
            newKeys.append(key)
            newValues.append(value)
          }
        }
        return .dictionary(keys: newKeys, values: newValues, type: type)
      case ("index", ["forKey"]), ("contains", ["where"]):
        return nil
      default:
        // `map`, `forEach`, `sorted(by:)`, `contains(where:)`, `reduce`: over the pairs.
        return try callMember(
          .array(
            dictionaryPairs(keys, values), element: "(key: \(types.key), value: \(types.value))"),
          name: name, arguments: arguments, range: range, nameRange: range)
      }
    case .set(let items, let element):
      switch (name, labels) {
      case ("contains", [nil]):
        let wanted = try eval(arguments[0].value, expected: element)
        return .bool(try items.contains { try elementEqual($0, wanted, range: range) })
      case ("union", [nil]), ("intersection", [nil]), ("subtracting", [nil]),
        ("symmetricDifference", [nil]), ("isSubset", ["of"]), ("isSuperset", ["of"]),
        ("isStrictSubset", ["of"]), ("isStrictSuperset", ["of"]), ("isDisjoint", ["with"]):
        let other = try eval(arguments[0].value, expected: "Set<\(element)>")
        let others: [Value]
        switch other {
        case .set(let values, _), .array(let values, _): others = values
        default:
          throw scriptError(
            "cannot convert value of type '\(typeName(other))' to expected argument type "
              + "'Set<\(element)>'", at: arguments[0].value.range)
        }
        func inOthers(_ item: Value) throws -> Bool {
          try tick(range)
          return try others.contains { try elementEqual($0, item, range: range) }
        }
        switch name {
        case "union":
          var result = items
          for item in others
          where try !result.contains(where: { try elementEqual($0, item, range: range) }) {
            result.append(item)
          }
          return try checkedSize(.set(result, element: element), range: range)
        case "intersection": return .set(try items.filter(inOthers), element: element)
        case "subtracting": return .set(try items.filter { try !inOthers($0) }, element: element)
        case "symmetricDifference":
          var result = try items.filter { try !inOthers($0) }
          for item in others
          where try !items.contains(where: { try elementEqual($0, item, range: range) })
            && !result.contains(where: { try elementEqual($0, item, range: range) })
          {
            result.append(item)
          }
          return try checkedSize(.set(result, element: element), range: range)
        case "isSubset": return .bool(try items.allSatisfy(inOthers))
        case "isDisjoint": return .bool(try !items.contains(where: inOthers))
        default:
          let othersInItems = try others.allSatisfy { item in
            try items.contains { try elementEqual($0, item, range: range) }
          }
          let itemsInOthers = try items.allSatisfy(inOthers)
          switch name {
          case "isSuperset": return .bool(othersInItems)
          case "isStrictSubset": return .bool(itemsInOthers && !othersInItems)
          default: return .bool(othersInItems && !itemsInOthers)
          }
        }
      default:
        return try callMember(
          .array(items, element: element), name: name, arguments: arguments, range: range,
          nameRange: range)
      }
    default:
      return nil
    }
  }

  /// `Set<String>()`, `Set(array)`, `Set<Int>(array)`, `Set("letters")`.
  func makeSet(element: String?, arguments: [Argument], range: SourceRange) throws -> Value {
    var items: [Value] = []
    var elementType = element ?? "Any"
    if let argument = arguments.first {
      let source = try eval(argument.value, expected: element.map { "[\($0)]" })
      let values: [Value]
      switch source {
      case .array(let array, let type):
        values = array
        if element == nil { elementType = type }
      case .set(let array, let type):
        values = array
        if element == nil { elementType = type }
      case .range:
        // `Set(2..<n)`: each number of the range, each once already.
        let numbers = try elements(of: source, range: argument.value.range)
        try charge(numbers.count, range)
        return .set(numbers, element: element ?? "Int")
      case .string, .substring:
        // `Set(word)`: its characters.
        values = try elements(of: source, range: argument.value.range)
        if element == nil { elementType = "Character" }
      default:
        throw scriptError(
          Said(.makesSetArrayAnother), at: argument.value.range)
      }
      for item in values
      where try !items.contains(where: { try elementEqual($0, item, range: range) }) {
        try tick(range)
        items.append(item)
      }
    }
    return .set(items, element: elementType)
  }

  /// `let s: Set<String> = ["a"]`, `let s: Set = ["a"]`: an array literal where a set is wanted.
  func setFromLiteral(_ value: Value, type: String, range: SourceRange) throws -> Value? {
    guard case .array(let items, let element) = value else { return nil }
    let bare = stripOptional(type)
    guard bare == "Set" || bare.hasPrefix("Set<") else { return nil }
    var unique: [Value] = []
    for item in items
    where try !unique.contains(where: { try elementEqual($0, item, range: range) }) {
      unique.append(item)
    }
    let declared = bare.hasPrefix("Set<") ? String(bare.dropFirst(4).dropLast()) : element
    return .set(unique, element: declared)
  }
}

/// True for `(A, B)`, not for `(A) -> B`.
func isTupleType(_ type: String) -> Bool {
  guard type.hasPrefix("("), type.hasSuffix(")") else { return false }
  var depth = 0
  for (offset, character) in type.enumerated() {
    if character == "(" { depth += 1 }
    if character == ")" {
      depth -= 1
      if depth == 0 { return offset == type.count - 1 }
    }
  }
  return false
}

extension String {
  var trimmingSpaces: String {
    var text = Substring(self)
    while text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }
}

extension Interpreter {
  /// Conversions for the values of this file and the learner's enums and protocols; nil
  /// leaves the value to the general rules.
  func convertLanguageValue(_ value: Value, to shape: TypeShape, at range: SourceRange) throws
    -> Value?
  {
    let type = shape.name
    if isProtocolName(type), conforms(value, to: type) { return value }
    // A Swift String passed where Objective-C takes an NSString bridges (Swift 1 did it
    // implicitly; today `as NSString` is written, and means the same).
    if case .string = value, type == "NSString" { return value }
    if let set = try setFromLiteral(value, type: type, range: range) { return set }
    switch value {
    case .enumPayload(let valueType, _, _, _):
      if valueType == type || !shape.isKnown { return value }
    case .dictionary(let keys, let values, let valueType):
      if type == valueType { return value }
      if let types = dictionaryTypes(type) {
        let converted = try values.map { try coerce($0, to: types.value, at: range) }
        return .dictionary(keys: keys, values: converted, type: "[\(types.key): \(types.value)]")
      }
    case .set:
      if type == "Set" || type.hasPrefix("Set<") { return value }
    case .array(let items, let element):
      // `[(String, () -> Void)]`: an array of tuples with closures is no function type.
      if type.hasPrefix("["), type.hasSuffix("]"), isFunctionType(type),
        dictionaryTypes(type) == nil, !isFunctionType(element) || element.hasPrefix("(")
      {
        let inner = String(type.dropFirst().dropLast())
        if isTupleType(inner) { return .array(items, element: inner) }
      }
    case .tuple(let items, _):
      if isTupleType(type) {
        let labels = tupleLabels(type)
        guard labels.count == items.count, labels.contains(where: { $0 != nil }) else {
          return value
        }
        return .tuple(items, labels: labels)
      }
      if !shape.isKnown { return value }
    case .function(let function):
      if shape.isFunction { markOptionalResult(of: function, shape.name) }
      if !shape.isKnown { return value }
    default:
      break
    }
    return nil
  }

  /// Properties of dictionaries and sets, and `localizedDescription` of the learner's errors.
  func languageProperty(_ receiver: Value, name: String) throws -> Value? {
    if let property = dictionaryProperty(receiver, name: name) { return property }
    switch receiver {
    case .string, .int, .double, .bool, .float, .sized, .array, .set, .dictionary, .substring,
      .range, .valueRange:
      if name == "description" {
        return .string(ValueFormatter(world: state.world).printed(receiver))
      }
    default: break
    }
    if let number = numberValue(receiver), !(receiver.isInteger) {
      // `Double.nan.isNaN`: a floating-point value's kind.
      switch name {
      case "isNaN": return .bool(number.isNaN)
      case "isInfinite": return .bool(number.isInfinite)
      case "isFinite": return .bool(number.isFinite)
      default: break
      }
    }
    if name == "localizedDescription", let text = try localizedDescription(of: receiver) {
      return text
    }
    // `LocalizedError`'s requirements have nil as their default.
    if Self.localizedErrorTexts.contains(name), conforms(receiver, to: "LocalizedError") {
      return Value.none
    }
    return nil
  }

  static let localizedErrorTexts: Set<String> = [
    "errorDescription", "failureReason", "recoverySuggestion", "helpAnchor",
  ]
}

extension Interpreter {
  /// Foundation's string methods pasted code uses: `components(separatedBy:)` and
  /// `trimmingCharacters(in:)` with `.whitespaces`, `.newlines`, `.whitespacesAndNewlines`.
  func callStringMethod(
    _ text: String, name: String, labels: [String?], arguments: [Argument], range: SourceRange
  ) throws -> Value? {
    switch (name, labels) {
    case ("components", ["separatedBy"]):
      // Any StringProtocol separates: a Substring too.
      guard let separator = try eval(arguments[0].value, expected: "String").stringText,
        !separator.isEmpty
      else { return nil }
      try chargeText(text.utf8.count, range)
      return .array(
        text.split(separator: separator, omittingEmptySubsequences: false).map {
          .string(String($0))
        }, element: "String")
    case ("trimmingCharacters", ["in"]):
      let set: String
      switch arguments[0].value.kind {
      case .implicitMember(let member): set = member
      case .member(_, let member, _): set = member
      default: return nil
      }
      let trimmed: (Character) -> Bool
      switch set {
      case "whitespaces": trimmed = { $0 == " " || $0 == "\t" }
      case "newlines": trimmed = { $0.isNewline }
      case "whitespacesAndNewlines": trimmed = { $0.isWhitespace }
      default: return nil
      }
      try chargeText(text.utf8.count, range)
      var result = Substring(text)
      while let first = result.first, trimmed(first) { result = result.dropFirst() }
      while let last = result.last, trimmed(last) { result = result.dropLast() }
      return .string(String(result))
    default:
      return nil
    }
  }
}
