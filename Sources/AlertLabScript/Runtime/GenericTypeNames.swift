import AlertLabKit

// The learner's generic types show their arguments as Swift shows them: `Pair<Int, String>`
// for `print(type(of: p))` and `print(p)`, and `main.Crate<Swift.Bool>` inside another value.
// The arguments are those the instance was made with (`GenericBindings.swift`), else worked
// out from what the properties declared with them hold.

extension Interpreter {
  /// `<Int, String>` for an instance of the learner's generic type (with `qualified`,
  /// `<Swift.Int, main.Crate<Swift.Bool>>`); "" for a type that is not generic; nil when
  /// neither its making nor a property tells an argument (an empty array, a nil optional).
  func genericSuffix(_ type: String, of id: ObjectID, qualified: Bool, depth: Int = 0) -> String? {
    guard let decl = state.classes[type], !decl.genericParameters.isEmpty else { return "" }
    guard depth < 16 else { return nil }
    if !state.genericArguments.isEmpty, let written = state.genericArguments[id] {
      let spelled = written.compactMap { spelling(ofType: $0, qualified) }
      guard spelled.count == written.count else { return nil }
      return "<" + spelled.joined(separator: ", ") + ">"
    }
    return inferredArguments(decl, of: id, qualified: qualified, depth: depth).map {
      "<" + $0.joined(separator: ", ") + ">"
    }
  }

  /// The arguments of an instance of the learner's generic type that its properties tell
  /// (`Array<Int>` for a `[T]` holding `[1]`); nil when one is not told.
  func inferredGenericArguments(of id: ObjectID) -> [String]? {
    guard let type = learnerClass(of: id), let decl = state.classes[type] else { return nil }
    return inferredArguments(decl, of: id, qualified: false, depth: 0)
  }

  private func inferredArguments(_ decl: ClassDecl, of id: ObjectID, qualified: Bool, depth: Int)
    -> [String]?
  {
    guard let fields = state.instances[id] else { return nil }
    var arguments: [String] = []
    for parameter in decl.genericParameters {
      var found: String?
      for (name, written) in decl.writtenTypes where found == nil {
        guard let box = fields[name], let value = try? readBox(box, range: nil) else { continue }
        found = genericArgument(parameter, written: written, value: value, qualified, depth)
      }
      guard let found else { return nil }
      arguments.append(found)
    }
    return arguments
  }

  /// The argument for `parameter` that a property written `written` (`T`, `[T]`, `T?`) and
  /// holding `value` shows; nil when it does not tell.
  private func genericArgument(
    _ parameter: String, written: String, value: Value, _ qualified: Bool, _ depth: Int
  ) -> String? {
    if written == parameter { return genericSpelling(value, qualified, depth) }
    if written == "[" + parameter + "]", case .array(let items, let element) = value {
      return elementSpelling(items, element, qualified, depth)
    }
    if written == parameter + "?", let inner = value.unwrapped {
      return genericSpelling(inner, qualified, depth)
    }
    return nil
  }

  /// A value's type as a generic argument: `Int`, `Array<Int>`, `Crate<Bool>` (qualified:
  /// `Swift.Int`, `Swift.Array<Swift.Int>`, `main.Crate<Swift.Bool>`); nil when unknown.
  private func genericSpelling(_ value: Value, _ qualified: Bool, _ depth: Int) -> String? {
    let swift = qualified ? "Swift." : ""
    switch value {
    case .int: return swift + "Int"
    case .double: return swift + "Double"
    case .bool: return swift + "Bool"
    case .string: return swift + "String"
    case .substring: return swift + "Substring"
    case .some(let inner):
      return genericSpelling(inner, qualified, depth).map { swift + "Optional<" + $0 + ">" }
    case .array(let items, let element):
      return elementSpelling(items, element, qualified, depth).map { swift + "Array<" + $0 + ">" }
    case .object(let id):
      guard let type = learnerClass(of: id),
        let suffix = genericSuffix(type, of: id, qualified: qualified, depth: depth + 1)
      else { return nil }
      return (qualified ? "main." : "") + type + suffix
    default:
      return nil
    }
  }

  /// An array's element type: its first element's (which shows a generic one's arguments),
  /// else the element type it was made with.
  private func elementSpelling(_ items: [Value], _ element: String, _ qualified: Bool, _ depth: Int)
    -> String?
  {
    if let first = items.first, let found = genericSpelling(first, qualified, depth) {
      return found
    }
    return element == "Any" ? nil : spelling(ofType: element, qualified)
  }

  /// A type name as a generic argument or a printed metatype shows it: `[Int]` is
  /// `Array<Int>`, `Int?` is `Optional<Int>`, `[String: Int]` is `Dictionary<String, Int>`;
  /// with `qualified`, the standard library's types take `Swift.` and the learner's `main.`.
  /// Nil for a type it cannot spell (a function, a generic type's own arguments).
  func spelling(ofType type: String, _ qualified: Bool, depth: Int = 0) -> String? {
    guard depth < 32 else { return nil }
    let swift = qualified ? "Swift." : ""
    if type.hasSuffix("?") || type.hasSuffix("!") {
      return spelling(ofType: String(type.dropLast()), qualified, depth: depth + 1).map {
        swift + "Optional<" + $0 + ">"
      }
    }
    if type.hasPrefix("["), type.hasSuffix("]") {
      let inner = type.dropFirst().dropLast()
      var nesting = 0
      var colon: Substring.Index?
      for index in inner.indices where colon == nil {
        switch inner[index] {
        case "[", "(", "<": nesting += 1
        case "]", ")", ">": nesting -= 1
        case ":" where nesting == 0: colon = index
        default: break
        }
      }
      guard let colon else {
        // `[Any]` is `Array<Any>`: `Any` is never qualified.
        if inner == "Any" { return swift + "Array<Any>" }
        return spelling(ofType: String(inner), qualified, depth: depth + 1).map {
          swift + "Array<" + $0 + ">"
        }
      }
      let key = String(inner[..<colon]).trimmingCharacters(in: " ")
      let value = String(inner[inner.index(after: colon)...]).trimmingCharacters(in: " ")
      guard let keySpelling = spelling(ofType: key, qualified, depth: depth + 1),
        let valueSpelling = value == "Any"
          ? "Any" : spelling(ofType: value, qualified, depth: depth + 1)
      else { return nil }
      return swift + "Dictionary<" + keySpelling + ", " + valueSpelling + ">"
    }
    if type.hasPrefix("("), type.hasSuffix(")"), !type.contains("->") {
      // `(piece: String, squares: Int)`: each element spelled, its label kept.
      var elements: [String] = []
      for part in Self.topLevelParts(type.dropFirst().dropLast()) {
        let element = String(part).trimmingCharacters(in: " ")
        var label = ""
        var written = Substring(element)
        if let colon = element.firstIndex(of: ":"),
          element[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        {
          label = String(element[...colon]) + " "
          written = element[element.index(after: colon)...]
        }
        guard
          let spelled = spelling(
            ofType: String(written).trimmingCharacters(in: " "), qualified, depth: depth + 1)
        else { return nil }
        elements.append(label + spelled)
      }
      return "(" + elements.joined(separator: ", ") + ")"
    }
    if let (base, arguments) = Self.genericParts(type) {
      let spelled = arguments.compactMap { spelling(ofType: $0, qualified, depth: depth + 1) }
      guard spelled.count == arguments.count else { return nil }
      return nominalSpelling(
        base, arguments: "<" + spelled.joined(separator: ", ") + ">", qualified)
    }
    return nominalSpelling(type, arguments: "", qualified)
  }

  /// A named type with its arguments spelled (`<Swift.Int>`, or ""): `Stack<Int>`,
  /// `main.Stack<Swift.Int>`; a type nested in the learner's is its own name alone
  /// (`Mark`), qualified its path with the arguments on the type that declares them
  /// (`main.Shelf<Swift.Int>.Mark` for `Shelf<Int>.Mark`). Nil for another spelling.
  private func nominalSpelling(_ name: String, arguments: String, _ qualified: Bool) -> String? {
    guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }), name != "Any",
      !name.hasPrefix("."), !name.hasSuffix(".")
    else { return nil }
    let parts = name.split(separator: ".").map(String.init)
    guard parts.count > 1, let outer = parts.first, let inner = parts.last,
      state.classes[outer] != nil
    else {
      guard !name.contains(".") else { return nil }
      guard qualified else { return name + arguments }
      return (state.classes[name] != nil ? "main." : "Swift.") + name + arguments
    }
    let innerIsGeneric = state.classes[inner]?.genericParameters.isEmpty == false
    guard qualified else { return inner + (innerIsGeneric ? arguments : "") }
    if innerIsGeneric || arguments.isEmpty { return "main." + name + arguments }
    return "main." + outer + arguments + "." + parts.dropFirst().joined(separator: ".")
  }
}
