import AlertLabWords

// `[Int]()`, `[String: Int]()`, `Array<String>()`, `Array(repeating: 0, count: 3)`,
// `Array(dictionary.keys)`, `Set<String>()`: the initializers of Swift's own collections, as
// the code around alerts uses them.

extension Interpreter {
  /// The collection a call of a collection type makes, or nil when `callee` is not one.
  func constructCollection(_ callee: Expr, arguments: [Argument], range: SourceRange) throws
    -> Value?
  {
    switch Self.collectionType(callee) {
    case .array(let element)?:
      return try makeArray(element: genericFree(element), arguments: arguments, range: range)
    case .set(let element)?:
      return try makeSet(element: genericFree(element), arguments: arguments, range: range)
    case .dictionary(var key, var value)?:
      key = genericFree(key)
      value = genericFree(value)
      if let made = try makeDictionary(arguments: arguments, range: range) { return made }
      guard arguments.isEmpty else {
        throw scriptError(
          Said(.makesDictionaryKV),
          at: range)
      }
      return .dictionary(
        keys: [], values: [], type: "[\(key ?? "AnyHashable"): \(value ?? "Any")]")
    case nil:
      return nil
    }
  }

  /// `[T]()` in `func copy<T>`: the element type with each generic parameter bound where the
  /// code runs spelled `Any`, as the parser spells `[T]` written as a type (`GenericBindings`),
  /// so that the collection takes what `T` stands for. The same spelling when it names none.
  func genericFree(_ spelled: String?) -> String? {
    guard let spelled else { return nil }
    var result = ""
    var word = ""
    var changed = false
    func endWord() {
      if !word.isEmpty, !Self.builtinTypeNames.contains(word),
        boundGenericParameter(word) != nil
      {
        result += "Any"
        changed = true
      } else {
        result += word
      }
      word = ""
    }
    for character in spelled {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
      } else {
        endWord()
        result.append(character)
      }
    }
    endWord()
    return changed ? result : spelled
  }

  /// Names that are never a generic parameter's binding looked up.
  static let builtinTypeNames: Set<String> = [
    "Int", "String", "Double", "Bool", "Character", "Any", "Float", "AnyHashable",
  ]

  /// `Dictionary(grouping: words, by: { $0.count })`: the elements in arrays under the key the
  /// closure gives each, in order; `Dictionary(uniqueKeysWithValues: pairs)`: a key for each
  /// pair, Swift's trap for a key given twice; `Dictionary(pairs, uniquingKeysWith: +)`: a key
  /// given twice keeps what the closure makes of its two values. Nil for other arguments.
  func makeDictionary(arguments: [Argument], range: SourceRange) throws -> Value? {
    let labels = arguments.map { $0.isTrailingClosure ? "by" : $0.label }
    let uniquing = labels == [nil, "uniquingKeysWith"] || labels == [nil, "by"]
    guard labels == ["grouping", "by"] || labels == ["uniqueKeysWithValues"] || uniquing else {
      return nil
    }
    let items = try elements(of: eval(arguments[0].value), range: range)
    var keys: [Value] = []
    var values: [Value] = []
    let combine = uniquing ? try eval(arguments[1].value) : nil
    if labels.count == 2, combine == nil {
      let body = try eval(arguments[1].value)
      var groups: [[Value]] = []
      for item in items {
        try tick(range)
        let key = try apply(body, to: item, range: range)
        if let index = try dictionaryIndex(keys, key, range: range) {
          groups[index].append(item)
        } else {
          keys.append(key)
          groups.append([item])
        }
      }
      let element = commonTypeName(items)
      values = groups.map { .array($0, element: element) }
      return try checkedSize(
        .dictionary(keys: keys, values: values, type: "[\(commonTypeName(keys)): [\(element)]]"),
        range: range)
    }
    for item in items {
      try tick(range)
      guard case .tuple(let pair, _) = item, pair.count == 2 else {
        let initializer = uniquing ? "_:uniquingKeysWith:" : "uniqueKeysWithValues:"
        throw scriptError(
          "Dictionary(\(initializer)) takes a sequence of (key, value) pairs", at: range)
      }
      if let index = try dictionaryIndex(keys, pair[0], range: range) {
        guard let combine else {
          throw scriptError("Duplicate values for key: '\(try describing(pair[0]))'", at: range)
        }
        values[index] = try callFunctionValue(
          combine, arguments: [values[index], pair[1]], range: range)
        continue
      }
      keys.append(pair[0])
      values.append(pair[1])
    }
    return try checkedSize(
      .dictionary(
        keys: keys, values: values, type: "[\(commonTypeName(keys)): \(commonTypeName(values))]"),
      range: range)
  }

  /// The first bytes of `Array`, `Dictionary` and `Set`.
  static let collectionInitials: [UInt8] = Array("ADS".utf8)

  enum CollectionType {
    case array(element: String?)
    case set(element: String?)
    case dictionary(key: String?, value: String?)
  }

  /// `[T]`, `[K: V]`, `Array`, `Array<T>`, `Dictionary`, `Dictionary<K, V>`, `Set`, `Set<T>`
  /// as a callee.
  static func collectionType(_ callee: Expr) -> CollectionType? {
    // Most callees are other names (`UIAlertAction`, `print`): each spelling below starts with
    // `A`, `D` or `S`, so one byte tells the rest apart without comparing strings.
    if case .identifier(let name) = callee.kind,
      name.utf8.first.map({ !collectionInitials.contains($0) }) ?? true
    {
      return nil
    }
    switch callee.kind {
    case .array(let elements):
      guard elements.count == 1, let element = typeSpelling(elements[0]) else { return nil }
      return .array(element: element)
    case .dictionary(let entries):
      guard entries.count == 1, let key = typeSpelling(entries[0].key),
        let value = typeSpelling(entries[0].value)
      else { return nil }
      return .dictionary(key: key, value: value)
    case .identifier("Array"), .identifier("ArraySlice"):
      return .array(element: nil)
    case .identifier("Dictionary"):
      return .dictionary(key: nil, value: nil)
    case .identifier("Set"):
      return .set(element: nil)
    case .identifier(let name) where name.hasPrefix("Set<") && name.hasSuffix(">"):
      return .set(element: String(name.dropFirst("Set<".count).dropLast()))
    case .identifier(let name) where name.hasPrefix("Array<") && name.hasSuffix(">"):
      return .array(element: String(name.dropFirst("Array<".count).dropLast()))
    // An `ArraySlice` is held as an array: it prints as one.
    case .identifier(let name) where name.hasPrefix("ArraySlice<") && name.hasSuffix(">"):
      return .array(element: String(name.dropFirst("ArraySlice<".count).dropLast()))
    case .identifier(let name) where name.hasPrefix("Dictionary<") && name.hasSuffix(">"):
      let inner = name.dropFirst("Dictionary<".count).dropLast()
      guard let comma = inner.firstIndex(of: ",") else { return nil }
      return .dictionary(
        key: String(inner[..<comma]).trimmingSpaces,
        value: String(inner[inner.index(after: comma)...]).trimmingSpaces)
    default:
      return nil
    }
  }

  /// The type an element expression of `[T]()` spells: a capitalized name (`Int`,
  /// `UIAlertAction`), a nested `[T]` / `[K: V]`, or a tuple of them.
  static func typeSpelling(_ expr: Expr) -> String? {
    switch expr.kind {
    case .identifier(let name):
      guard let first = name.unicodeScalars.first, first.properties.isUppercase else { return nil }
      return name
    case .array(let elements):
      guard elements.count == 1, let element = typeSpelling(elements[0]) else { return nil }
      return "[\(element)]"
    case .dictionary(let entries):
      guard entries.count == 1, let key = typeSpelling(entries[0].key),
        let value = typeSpelling(entries[0].value)
      else { return nil }
      return "[\(key): \(value)]"
    // `[(String, Int)]`, `[String: (wins: Int, losses: Int)]`: a tuple type, labels kept.
    case .tuple(let elements):
      var parts: [String] = []
      for element in elements {
        guard let type = typeSpelling(element.value) else { return nil }
        parts.append(element.label.map { "\($0): \(type)" } ?? type)
      }
      return "(" + parts.joined(separator: ", ") + ")"
    case .paren(let inner):
      return typeSpelling(inner)
    // `[Double?]`: the `?` reads as optional chaining in an expression.
    case .optionalEvaluation(let inner):
      guard case .bindOptional(let wrapped) = inner.kind, let type = typeSpelling(wrapped)
      else { return nil }
      return type + "?"
    default:
      return nil
    }
  }

  /// `[T]()`, `[T](repeating: x, count: n)`, `Array(sequence)`.
  func makeArray(element: String?, arguments: [Argument], range: SourceRange) throws -> Value {
    let labels = arguments.map(\.label)
    switch labels {
    case []:
      return .array([], element: element ?? "Any")
    case ["repeating", "count"]:
      let item = try eval(arguments[0].value, expected: element)
      guard case .int(let count) = try eval(arguments[1].value, expected: "Int"), count >= 0
      else {
        throw scriptError("'count' must be an Int of 0 or more", at: arguments[1].value.range)
      }
      // A count past the size limit stops before the array is made.
      guard count <= Interpreter.valueLimit else {
        throw scriptError(
          Said(.valueWouldHoldMore, Interpreter.valueLimit), at: range)
      }
      return try checkedSize(
        .array(Array(repeating: item, count: count), element: element ?? typeName(item)),
        range: range)
    case [nil]:
      let source = try eval(arguments[0].value, expected: element.map { "[\($0)]" })
      switch source {
      case .array(let items, let type), .set(let items, let type):
        // `[Double?]([0.5, nil])`: each element as the element type says (`Optional(0.5)`).
        guard let element else { return .array(items, element: type) }
        try charge(items.count, range)
        return .array(try items.map { try coerce($0, to: element, at: range) }, element: element)
      case .dictionary(let keys, let values, _):
        // `Array(dictionary)`: its (key, value) pairs.
        let pairs = zip(keys, values).map { Value.tuple([$0, $1], labels: ["key", "value"]) }
        return .array(pairs, element: element ?? "(key: AnyHashable, value: Any)")
      case .string, .substring:
        let text = source.stringText ?? ""
        return .array(text.map { .string(String($0)) }, element: element ?? "Character")
      case .range:
        return .array(try elements(of: source, range: range), element: element ?? "Int")
      case _ where lazyChain(of: source) != nil:
        // `Array(xs.lazy.map(f))`: every element made now.
        let items = try elements(of: source, range: range)
        return .array(items, element: element ?? items.first.map(typeName) ?? "Any")
      default:
        if let made = try learnerSequenceArray(source, element: element, range: range) {
          return made
        }
        throw scriptError(
          Said(.makesArrayArraySet),
          at: arguments[0].value.range)
      }
    default:
      throw scriptError(
        Said(.makesArrayTRepeating),
        at: range)
    }
  }
}
