import AlertLabKit

// The generic parameters of the learner's functions and types stand for real types. A
// function's own (`func f<T>`, `subscript<T>`) are bound at each call, from its arguments,
// to locals of the call (closures made in it capture them). A type's (`struct Stack<Element>`)
// are bound per instance: to the arguments written where it is made (`Stack<Int>()`), kept
// with the instance and its copies, else to what its properties hold
// (`GenericTypeNames.swift`). The parser spells a parameter `Any` and marks it
// (`TypeSyntax.genericParameter`); a cast or `is` test against it (`as? T`, `is [T]`) tests
// against the type bound to it, and a parameter bound to nothing stays `Any`.

extension Interpreter {
  /// The local of a call that holds the type its generic parameter `name` is bound to (a
  /// name no variable can have).
  static func bindingName(_ name: String) -> String { "<" + name + ">" }

  /// Binds the generic parameters of `decl` for the call running now, each to the type of the
  /// first argument whose parameter's written type tells it (`T` given `4` is `Int`, `[T]`
  /// given `["a"]` is `String`, `T?` given nil tells nothing: `Any`).
  func bindGenericParameters(of decl: FunctionDecl, to values: [Value]) {
    for name in decl.genericParameters {
      var bound: String?
      for (parameter, value) in zip(decl.parameters, values) where bound == nil {
        bound = boundType(of: name, written: parameter.type, holding: value, depth: 0)
      }
      // `-> T` where no argument tells `T`: the type the call's context expects.
      if bound == nil, let hint = expectedCallResult, hint.function == decl.name,
        let result = decl.returnType
      {
        bound = Self.boundType(of: name, written: result, expected: hint.type)
      }
      // One no argument tells (`T` of `S.Element == T`) stays `Any`, but is known as one of
      // the call's parameters (`[T]()` made in the call takes anything).
      declareLocal(Self.bindingName(name), value: .type(bound ?? "Any"), constant: true, type: nil)
    }
  }

  /// The type the generic parameter `name` is where the written type `written` (`T`, `T?`,
  /// `[T]`) is expected to be `expected`; nil when it does not tell.
  static func boundType(of name: String, written: TypeSyntax, expected: String) -> String? {
    var written = written
    var expected = expected
    for _ in 0..<8 {
      if written.genericParameter == name {
        return expected.hasSuffix("?") ? String(expected.dropLast()) : expected
      }
      switch written.kind {
      case .optional(let wrapped):
        written = wrapped
        if expected.hasSuffix("?") { expected.removeLast() }
      case .array(let element):
        guard expected.hasPrefix("["), expected.hasSuffix("]"), !expected.contains(":") else {
          return nil
        }
        written = element
        expected = String(expected.dropFirst().dropLast())
      default:
        return nil
      }
    }
    return nil
  }

  /// The type a value tells the generic parameter `name` is, where it stands for a value of
  /// the written type `written`; nil when it does not tell.
  private func boundType(of name: String, written: TypeSyntax, holding value: Value, depth: Int)
    -> String?
  {
    guard depth < 16 else { return nil }
    switch written.kind {
    case .named where written.genericParameter == name:
      if case .none = value { return nil }
      return typeName(value)
    case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped):
      guard let inner = value.unwrapped else { return nil }
      return boundType(of: name, written: wrapped, holding: inner, depth: depth + 1)
    case .array(let element):
      guard case .array(let items, let elementType) = value else { return nil }
      if element.genericParameter == name, elementType != "Any" { return elementType }
      guard let first = items.first else { return nil }
      return boundType(of: name, written: element, holding: first, depth: depth + 1)
    case .tuple(let elements), .labeledTuple(let elements, _):
      guard case .tuple(let items, _) = value else { return nil }
      for (element, item) in zip(elements, items) {
        if let found = boundType(of: name, written: element, holding: item, depth: depth + 1) {
          return found
        }
      }
      return nil
    default:
      return nil
    }
  }

  /// The type the generic parameter `name` stands for where the code runs now: bound by the
  /// call running now (or the one a running closure was made in), else by the instance whose
  /// method runs; nil when nothing binds it.
  func boundGenericParameter(_ name: String) -> String? {
    if let box = box(for: Self.bindingName(name)), case .type(let type) = state.variable(box).value
    {
      return type
    }
    guard case .object(let id)? = currentInstance, let type = learnerClass(of: id),
      let index = state.classes[type]?.genericParameters.firstIndex(of: name),
      let arguments = genericArguments(of: id), index < arguments.count
    else { return nil }
    return arguments[index]
  }

  /// The generic parameters of the learner's type that `value` is an instance of, by name,
  /// with the types written where it was made (`Meter<Float>()`) or that its initializer's
  /// arguments told; empty when it is no such instance or nothing so binds them. (The types
  /// its properties tell are spelled as Swift prints them, `Optional<Show>`, which no
  /// conversion reads.)
  func typeParameterBindings(of value: Value) -> [String: String] {
    guard case .object(let id) = value, !state.genericArguments.isEmpty,
      let arguments = state.genericArguments[id], let type = learnerClass(of: id),
      let parameters = state.classes[type]?.genericParameters,
      arguments.count == parameters.count
    else { return [:] }
    return Dictionary(zip(parameters, arguments)) { first, _ in first }
  }

  /// `self.total = .zero` in the code of `Tally<Value: Numeric>`: the declared type of the
  /// property, a generic parameter of the instance whose code runs, as it is bound; nil for
  /// another property or instance.
  func boundPropertyType(of receiver: Value, name: String) -> String? {
    guard case .object(let id) = receiver, case .object(id)? = currentInstance,
      let type = learnerClass(of: id),
      let declared = classVariable(name, classMember: false, in: type)?.type,
      declared.mentionsGenericParameter()
    else { return nil }
    return bindingGenericParameters(in: declared).description
  }

  /// `type` with the generic parameters in it replaced by the types bound to them (`as? T`
  /// inside `subscript<T>` called with a default of `0` is `as? Int`). The same type when it
  /// names none, or none is bound.
  func bindingGenericParameters(in type: TypeSyntax) -> TypeSyntax {
    guard type.mentionsGenericParameter() else { return type }
    return substituted(type, depth: 0)
  }

  private func substituted(_ type: TypeSyntax, depth: Int) -> TypeSyntax {
    guard depth < 32 else { return type }
    var result = type
    switch type.kind {
    case .named(let name, let arguments):
      if let parameter = type.genericParameter, let bound = boundGenericParameter(parameter) {
        result.kind = .named(bound, genericArguments: [])
        result.genericParameter = nil
      } else {
        result.kind = .named(
          name, genericArguments: arguments.map { substituted($0, depth: depth + 1) })
      }
    case .optional(let wrapped):
      result.kind = .optional(substituted(wrapped, depth: depth + 1))
    case .implicitlyUnwrappedOptional(let wrapped):
      result.kind = .implicitlyUnwrappedOptional(substituted(wrapped, depth: depth + 1))
    case .array(let element):
      result.kind = .array(substituted(element, depth: depth + 1))
    case .dictionary(let key, let value):
      result.kind = .dictionary(
        substituted(key, depth: depth + 1), substituted(value, depth: depth + 1))
    case .function(let parameters, let returned):
      result.kind = .function(
        parameters: parameters.map { substituted($0, depth: depth + 1) },
        result: substituted(returned, depth: depth + 1))
    case .tuple(let elements):
      result.kind = .tuple(elements.map { substituted($0, depth: depth + 1) })
    case .labeledTuple(let elements, let labels):
      result.kind = .labeledTuple(
        elements.map { substituted($0, depth: depth + 1) }, labels: labels)
    }
    return result
  }

  // MARK: - The arguments of an instance

  /// `Stack<Int>` (the name of a type with its arguments, as a call spells it): the type's
  /// name and its arguments (`["Int"]`); nil for a name without arguments.
  static func genericParts(_ spelled: String) -> (base: String, arguments: [String])? {
    guard spelled.utf8.last == UInt8(ascii: ">"), let open = spelled.firstIndex(of: "<") else {
      return nil
    }
    let inner = spelled[spelled.index(after: open)..<spelled.index(before: spelled.endIndex)]
    let arguments = Self.topLevelParts(inner).map { String($0).trimmingCharacters(in: " ") }
    return (String(spelled[..<open]), arguments)
  }

  /// The parts of a list of types separated by commas outside brackets: `Int, [String: Int]`
  /// is `Int` and ` [String: Int]`.
  static func topLevelParts(_ list: Substring) -> [Substring] {
    var parts: [Substring] = []
    var depth = 0
    var start = list.startIndex
    for index in list.indices {
      switch list[index] {
      case "<", "(", "[": depth += 1
      case ">", ")", "]": depth -= 1
      case "," where depth == 0:
        parts.append(list[start..<index])
        start = list.index(after: index)
      default: break
      }
    }
    parts.append(list[start...])
    return parts
  }

  /// `Stack<Int>(...)`: the learner's generic type `Stack` makes an instance bound to the
  /// arguments written; another type (`Optional<Int>(3)`, `Result<Int, E>(catching:)`) is
  /// called as its name alone. Nil for a name the collections read with their arguments.
  func callSpecialized(
    _ spelled: String, arguments: [Argument], range: SourceRange, calleeRange: SourceRange
  ) throws -> Value? {
    guard let (base, written) = Self.genericParts(spelled),
      base == "Result" || !SyntaxParser.keepsGenericArguments(base)
    else { return nil }
    guard isLearnerClassName(base) else {
      return try evalCall(
        Expr(.identifier(base), range: calleeRange), arguments: arguments, range: range)
    }
    let binds = state.classes[base]?.genericParameters.count == written.count
    pendingGenericArguments = binds ? (base, written) : nil
    defer { pendingGenericArguments = nil }
    let made = try construct(base, arguments: arguments, range: range, calleeRange: calleeRange)
    if binds, case .object(let id) = made.unwrapped ?? made {
      state.genericArguments[id] = written
    }
    return made
  }

  /// `let named: Crate<String> = Crate(items: [])`: an instance of the learner's generic type
  /// made without written arguments where a type with them is wanted is bound to those (an
  /// argument still spelled `Any` there, a generic parameter, tells nothing).
  func adoptGenericArguments(_ id: ObjectID, written: String) {
    guard written.utf8.last == UInt8(ascii: ">"), state.genericArguments[id] == nil,
      let (base, arguments) = Self.genericParts(written),
      !arguments.contains("Any"), learnerClass(of: id) == base,
      state.classes[base]?.genericParameters.count == arguments.count
    else { return }
    state.genericArguments[id] = arguments
  }

  /// The arguments an instance of the learner's generic type is bound to: those written
  /// where it was made, else those its properties tell; nil when neither tells them all.
  func genericArguments(of id: ObjectID) -> [String]? {
    if !state.genericArguments.isEmpty, let written = state.genericArguments[id] {
      return written
    }
    return inferredGenericArguments(of: id)
  }

  /// `Inventory<Swift.String>.Change`: the qualified path of the learner's enum `type` with
  /// the arguments of the generic types it is nested in, as the values of its case `name`
  /// tell them (`added(Item, Int)` holding `("rice", 2)` binds `Item` to `String`).
  func qualifiedName(_ type: String, case name: String, holding values: [Value]) -> String {
    let path = qualifiedName(type)
    guard path.contains("."),
      let written = state.enums[type]?.cases.first(where: { $0.name == name })?.associatedTypes
    else { return path }
    return qualifiedPath(path, told: Array(zip(written, values)))
  }

  /// `Shelf<Swift.String>.Slot`: the qualified path of the learner's struct `type` with the
  /// arguments of the generic types it is nested in, as its stored properties tell them.
  func qualifiedName(_ type: String, of id: ObjectID) -> String {
    let path = qualifiedName(type)
    guard path.contains("."), let fields = state.instances[id],
      let members = state.classes[type]?.members
    else { return path }
    var told: [(TypeSyntax, Value)] = []
    for case .variable(let variable) in members.map(\.kind) {
      guard let written = variable.type, let box = fields[variable.name],
        let value = try? readBox(box, range: nil)
      else { continue }
      told.append((written, value))
    }
    return qualifiedPath(path, told: told)
  }

  /// `path` (`Shelf.Slot`) with the arguments of the generic types in it bound by what
  /// values of the written types hold; a type whose arguments they do not tell is named
  /// alone.
  private func qualifiedPath(_ path: String, told: [(TypeSyntax, Value)]) -> String {
    var parts = path.split(separator: ".").map(String.init)
    for index in parts.indices.dropLast() {
      guard let parameters = state.classes[parts[index]]?.genericParameters,
        !parameters.isEmpty
      else { continue }
      var arguments: [String] = []
      for parameter in parameters {
        var bound: String?
        for (type, value) in told where bound == nil {
          bound = boundType(of: parameter, written: type, holding: value, depth: 0)
        }
        guard let bound, let spelled = spelling(ofType: bound, true) else { break }
        arguments.append(spelled)
      }
      if arguments.count == parameters.count {
        parts[index] += "<" + arguments.joined(separator: ", ") + ">"
      }
    }
    return parts.joined(separator: ".")
  }
}
