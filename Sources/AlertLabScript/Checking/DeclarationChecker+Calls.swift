import AlertLabKit

extension DeclarationChecker {
  /// The result type of a call, checking its labels against the simulated UIKit method or the
  /// learner's function it names and its arguments against the parameters' types.
  mutating func callType(
    _ callee: Expr, arguments: [Argument], range: SourceRange, expected: String?
  ) -> String? {
    switch callee.kind {
    case .member(let base, let name, let nameRange):
      let baseType: String?
      switch memberBase(base) {
      case .type(let type):
        let spec = APICatalog.table(of: type).staticMethods[name]?.first
        checkArguments(arguments, params: spec?.params)
        if name == "init" { return type }
        return spec?.type
      case .value(let type):
        baseType = type
      }
      guard var type = baseType else {
        checkArguments(arguments, params: nil)
        return nil
      }
      if Self.endsWith("!", type) {
        type = Self.droppingLastMark(type)
      } else if Self.endsWith("?", type) {
        reportOptionalMember(type, member: name, range: base.range)
        checkArguments(arguments, params: nil)
        return nil
      }
      if isolation != nil {
        checkActorAccess(type, name: name, nameRange: nameRange, access: .call(arguments))
      }
      return methodCallType(
        type, name: name, arguments: arguments, range: range, nameRange: nameRange)
    case .identifier(let spelled):
      // `Stack<Int>(...)`: a call of the type, whatever its arguments.
      var name = spelled
      if let (base, _) = Interpreter.genericParts(spelled),
        !SyntaxParser.keepsGenericArguments(base)
      {
        name = base
      }
      return functionCallType(name, arguments: arguments, range: range, calleeRange: callee.range)
    case .implicitMember(let name):
      let type = expected.map(Self.withoutOptional)
      let spec = type.flatMap { owner in
        name == "init"
          ? fittingInitializer(of: owner, arguments)
          : APICatalog.table(of: owner).staticMethods[name]?.first
      }
      checkArguments(arguments, params: spec?.params)
      return name == "init" ? type : spec?.type
    default:
      _ = typeOf(callee)
      checkArguments(arguments, params: nil)
      return nil
    }
  }

  /// `receiver.name(arguments)` on a value of type `type` (not optional).
  mutating func methodCallType(
    _ type: String, name: String, arguments: [Argument], range: SourceRange,
    nameRange: SourceRange
  ) -> String? {
    guard let catalogClass = catalogClass(type), !isExtensionMember(catalogClass.name, name)
    else {
      let result: String?
      if Self.startsWith("[", type) || APICatalog.types[type] != nil {
        let spec = APICatalog.table(of: machine.elementless(type)).firstNonProperty[name]
        result = spec.map { machine.substituteElement($0.type, in: type) }
      } else {
        result = nil
      }
      checkArguments(arguments, params: nil)
      return result
    }
    let catalogType = catalogClass.name
    let table = catalogClass.table
    let today = table.methods[name] ?? []
    let have = arguments.map { $0.isTrailingClosure ? nil : $0.label }
    // Most calls fit one of today's spellings: the old ones are looked up only when none does.
    if let index = fittingToday(today, have: have, arguments: arguments) {
      checkArguments(arguments, params: today[index].params)
      return machine.substituteElement(today[index].type, in: type)
    }
    let old = table.oldMethods[name] ?? []
    guard !today.isEmpty || !old.isEmpty else {
      if table.properties[name] == nil {
        reportMissingMember(catalogType, name: name, range: nameRange)
      }
      checkArguments(arguments, params: nil)
      return nil
    }
    let choice = chooseOverload(today: today, old: old, have: have, arguments: arguments)
    guard let choice, let chosen = Self.overload(choice, today: today, old: old) else {
      // In an extension of a type not declared here, the code is part of a module AlertLab
      // does not see, which may add this overload in an extension of its own: not sure.
      if !selfContext.isOpaque || selfContext.catalogType != nil,
        let fallback = today.first ?? old.first?.member
      {
        report(
          machine.labelError(
            have: have, want: fallback.params.map { $0.label },
            defaults: fallback.params.map { $0.hasDefault }, range: range))
      }
      checkArguments(arguments, params: nil)
      return nil
    }
    checkArguments(arguments, params: chosen.params)
    return machine.substituteElement(chosen.result, in: type)
  }

  /// Which of a catalog method's overloads a call's labels fit: the first of today's
  /// spellings (one with a function parameter when a trailing closure is passed), else the
  /// first old spelling.
  func chooseOverload(
    today: [APIMember], old: [(member: APIMember, spelling: OldSpelling)], have: [String?],
    arguments: [Argument]
  ) -> Overload? {
    if let index = fittingToday(today, have: have, arguments: arguments) { return .today(index) }
    for (index, entry) in old.enumerated()
    where machine.labelsFitTrailing(have, arguments, Self.oldParameters(entry)) {
      return .old(index)
    }
    return nil
  }

  /// The first of today's spellings of a method the call's labels fit (one with a function
  /// parameter when a trailing closure is passed).
  func fittingToday(_ today: [APIMember], have: [String?], arguments: [Argument]) -> Int? {
    let trailing = arguments.last?.isTrailingClosure == true
    // The member's labels, defaults and closure parameter are worked out once.
    return today.firstIndex { spec in
      (!trailing || spec.takesClosure) && machine.labelsFit(have, trailing: trailing, spec)
    }
  }

  /// The parameters of a method's old spelling: its labels, today's types.
  static func oldParameters(_ entry: (member: APIMember, spelling: OldSpelling)) -> [ParamSpec] {
    zip(entry.spelling.labels, entry.member.params).map {
      ParamSpec($0.0, $0.1.type, default: $0.1.hasDefault)
    }
  }

  /// The parameters and the result type of the overload `choice` names.
  static func overload(
    _ choice: Overload, today: [APIMember], old: [(member: APIMember, spelling: OldSpelling)]
  ) -> (params: [ParamSpec], result: String)? {
    switch choice {
    case .today(let index):
      guard index < today.count else { return nil }
      return (today[index].params, today[index].type)
    case .old(let index):
      guard index < old.count else { return nil }
      return (oldParameters(old[index]), old[index].member.type)
    }
  }

  /// `name(arguments)`: the learner's function, a type's initializer, a built-in, a closure.
  mutating func functionCallType(
    _ name: String, arguments: [Argument], range: SourceRange, calleeRange: SourceRange
  ) -> String? {
    // A local or a member of `self` is found (`identifierType(_:range:)` would report nothing).
    if local(name) != nil || selfContext.members[name] != nil {
      checkArguments(arguments, params: nil)
      return nil
    }
    let isGlobal = global(name) != nil
    if !isGlobal, let decls = state.functions[name] ?? upcoming.functions[name] {
      // Picking may note an old spelling once: the state it began with goes back.
      let saved = machine.state
      defer { machine.state = saved }
      do {
        let decl = try machine.pickUserFunction(
          decls, name: name, arguments: arguments, range: range, calleeRange: calleeRange)
        checkArguments(arguments, params: userParameters(decl), catalog: false)
        return decl.returnType?.description ?? "()"
      } catch let failure as ScriptFailure {
        report(failure)
      } catch {}
      checkArguments(arguments, params: nil)
      return nil
    }
    // What the catalog and the language say of the name, asked once for the questions below.
    let facts = isGlobal ? nil : machine.nameFacts(name)
    // No variable shadows the name (`memberBase(_:)`'s question without asking again).
    if let facts, let type = typeNamed(name, facts: facts) {
      let spec = fittingInitializer(of: type, arguments)
      checkArguments(arguments, params: spec?.params)
      return type
    }
    // A built-in (`print`) is known: asking for its type could only find something else that
    // reports nothing, and the answer is not used.
    let isBuiltin =
      facts.map { $0.contains(.builtinFunction) } ?? machine.builtinFunctionNames.contains(name)
    if !isBuiltin, name != "stride" {
      _ = nonLocalType(name, range: calleeRange)
    }
    checkArguments(arguments, params: nil)
    return name == "String" ? "String" : nil
  }

  /// The first of `specs` whose labels the arguments fit.
  func fittingSpec(_ specs: [APIMember], _ arguments: [Argument]) -> Int? {
    let have = arguments.map { $0.isTrailingClosure ? nil : $0.label }
    let trailing = arguments.last?.isTrailingClosure == true
    return specs.firstIndex { machine.labelsFit(have, trailing: trailing, $0) }
  }

  /// Each argument's parameter type, matched as the interpreter binds them (what
  /// `checkArguments(_:params:)` finds as it walks the arguments).
  func parameterTypes(_ params: [ParamSpec], _ arguments: [Argument]) -> [String?] {
    var walk = ParameterWalk(params: params)
    return arguments.map { walk.type(boundBy: $0) }
  }

  /// The parameters of the learner's function, as the catalog's are spelled.
  func userParameters(_ decl: FunctionDecl) -> [ParamSpec] {
    decl.parameters.map {
      ParamSpec(machine.labelOf($0), $0.type.description, default: $0.defaultValue != nil)
    }
  }

  /// Checks each argument against the type of the parameter of `params` it binds (none when
  /// `params` is nil), matched as the arguments are walked: no list of the types is made.
  mutating func checkArguments(_ arguments: [Argument], params: [ParamSpec]?, catalog: Bool = true)
  {
    var walk = ParameterWalk(params: params ?? [])
    for argument in arguments {
      let expected = walk.type(boundBy: argument)
      if catalog, let expected { checkSynchronous(argument.value, expected: expected) }
      let type = typeOf(argument.value, expected: expected)
      checkConversion(type, to: expected, of: argument.value, context: .argument)
    }
  }

  /// An `async` closure (one that awaits) passed where UIKit takes an optional synchronous
  /// one: an action's handler, a completion. Swift refuses it; the fix is a `Task { }` inside.
  /// (Foundation's and Dispatch's closures are `@Sendable` in some SDKs, which Swift's message
  /// then shows: those are left to the run.)
  mutating func checkSynchronous(_ argument: Expr, expected: String) {
    guard case .closure(let closure) = argument.kind, closure.awaits,
      Self.endsWith("?", expected), !expected.contains("async"),
      let parameters = parameterTypes(ofClosureType: expected)
    else { return }
    var target = Self.droppingLastMark(expected)
    // `((Bool) -> Void)`: the type inside the parentheses.
    if isTupleType(target) { target = String(target.dropFirst().dropLast()) }
    guard target.hasSuffix("-> Void") || target.hasSuffix("-> ()") else { return }
    // A closure of one expression has that expression's type as its result, `()` for a call
    // of a function that returns nothing; one of statements is written `Void`.
    var result = "Void"
    if closure.body.count == 1, case .expression(let only) = closure.body[0].kind,
      case .call = only.kind
    {
      result = "()"
    }
    let type = "(" + parameters.joined(separator: ", ") + ") async -> " + result
    let at = SourceRange(at: argument.range.start)
    reportAnywhere(
      .error(
        "invalid conversion from 'async' function of type '\(type)' to synchronous function "
          + "type '\(target)'", at: at))
  }

  // MARK: - Conversions

  /// Reports what Swift refuses for sure: an optional where its wrapped type is needed, a
  /// string where a number or a Boolean is, a number or a Boolean where a string is.
  mutating func checkConversion(
    _ type: String?, to target: String?, of expr: Expr, context: ConversionContext
  ) {
    guard reporting, let type, var target else { return }
    target = machine.normalizedTypeName(target)
    // A String method's `StringProtocol` parameter: a number there is refused as for `String`.
    if target == "StringProtocol" { target = "String" }
    if Self.endsWith("!", target) || Self.endsWith("?", target) || Self.endsWith("!", type) {
      return
    }
    if Self.endsWith("?", type) {
      let wrapped = Self.droppingLastMark(type)
      guard wrapped == target || catalogSubclass(wrapped, of: target) else { return }
      report(Self.optionalNotUnwrapped(type: type, target: target, expr: expr))
      return
    }
    guard
      (type == "String" && Self.numberTypes.contains(target))
        || (target == "String" && Self.numberTypes.contains(type))
    else { return }
    let message: String
    switch context {
    case .specified:
      message = "cannot convert value of type '\(type)' to specified type '\(target)'"
    case .argument:
      message = "cannot convert value of type '\(type)' to expected argument type '\(target)'"
    case .assignment:
      message = "cannot assign value of type '\(type)' to type '\(target)'"
    case .returned:
      message = "cannot convert return expression of type '\(type)' to return type '\(target)'"
    }
    report(.error(message, at: expr.range))
  }

  /// The types a string does not convert to or from.
  static let numberTypes: Set<String> = ["Int", "Double", "Float", "CGFloat", "Bool"]

  func catalogSubclass(_ type: String, of ancestor: String) -> Bool {
    guard APICatalog.types[type] != nil, APICatalog.types[ancestor] != nil else { return false }
    return APICatalog.isSubclass(type, of: ancestor)
  }

  /// Swift's error for an optional used where its wrapped type is needed, with its two
  /// fix-its: `?? <#default value#>` and `!`.
  static func optionalNotUnwrapped(type: String, target: String, expr: Expr) -> Diagnostic {
    let end = SourceRange(at: expr.range.end)
    return .error(
      "value of optional type '\(type)' must be unwrapped to a value of type '\(target)'",
      at: expr.range,
      notes: [
        Diagnostic(
          .note, "coalesce using '??' to provide a default when the optional value contains 'nil'",
          range: end, fixIt: " ?? <#default value#>"),
        Diagnostic(
          .note, "force-unwrap using '!' to abort execution if the optional value contains 'nil'",
          range: end, fixIt: "!"),
      ])
  }

  // MARK: - Type spellings

  /// `type.hasSuffix(mark)` for an ASCII `mark` (`?`, `!`, `]`), read from the last bytes: a
  /// mark after an ASCII byte is a character of its own; after another byte (which could be
  /// one that joins the character after it), `hasSuffix` decides.
  static func endsWith(_ mark: Unicode.Scalar, _ type: String) -> Bool {
    let byte = UInt8(ascii: mark)
    // nil: the bytes do not decide (or are not at hand), `hasSuffix` does.
    let decided: Bool? =
      type.utf8.withContiguousStorageIfAvailable { bytes in
        guard let last = bytes.last, last == byte else { return false }
        return bytes.count == 1 || bytes[bytes.count - 2] < 0x80 ? true : nil
      } ?? nil
    return decided ?? type.hasSuffix(String(mark))
  }

  /// `type.hasPrefix(mark)` for an ASCII `mark` (`[`, `$`), read from the first bytes: a mark
  /// before an ASCII byte is a character of its own; before another byte (which could join
  /// it, as a combining accent does), `hasPrefix` decides.
  static func startsWith(_ mark: Unicode.Scalar, _ type: String) -> Bool {
    let byte = UInt8(ascii: mark)
    // nil: the bytes do not decide (or are not at hand), `hasPrefix` does.
    let decided: Bool? =
      type.utf8.withContiguousStorageIfAvailable { bytes in
        guard let first = bytes.first, first == byte else { return false }
        return bytes.count == 1 || bytes[1] < 0x80 ? true : nil
      } ?? nil
    return decided ?? type.hasPrefix(String(mark))
  }

  /// `T` for `T?` and `T!`; nil for a type that is not optional (nothing to unwrap).
  static func unwrappedOnce(_ type: String) -> String? {
    if Self.endsWith("?", type) || Self.endsWith("!", type) { return droppingLastMark(type) }
    return type
  }

  /// `type` without its last character, an ASCII mark (`?`, `!`) that `hasSuffix` found: one
  /// byte, dropped without walking characters.
  static func droppingLastMark(_ type: String) -> String {
    String(Substring(type.utf8.dropLast()))
  }

  /// `type` without its trailing `?` and `!` marks, and without the parentheses around it
  /// when it is not a function type: `UIAlertAction` for `(UIAlertAction)?`. An ASCII
  /// spelling is read as bytes (each mark a character of its own) and `type` itself returned
  /// when there is nothing to drop; another is read as characters (`withoutOptionalMarks`), as
  /// a mark could join a neighbour into one.
  static func withoutOptional(_ type: String) -> String {
    let isASCII = type.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } }
    guard isASCII == true else { return withoutOptionalMarks(type) }
    let bytes = type.utf8
    var end = bytes.endIndex
    while end > bytes.startIndex {
      let before = bytes.index(before: end)
      guard bytes[before] == UInt8(ascii: "?") || bytes[before] == UInt8(ascii: "!") else { break }
      end = before
    }
    var start = bytes.startIndex
    if start < end, bytes[start] == UInt8(ascii: "("),
      bytes[bytes.index(before: end)] == UInt8(ascii: ")"), !hasArrow(bytes[start..<end])
    {
      start = bytes.index(after: start)
      end = bytes.index(before: end)
    }
    if start == bytes.startIndex, end == bytes.endIndex { return type }
    return String(Substring(bytes[start..<end]))
  }

  /// `withoutOptional(_:)` read as characters.
  static func withoutOptionalMarks(_ type: String) -> String {
    var result = Substring(type)
    while result.hasSuffix("?") || result.hasSuffix("!") { result = result.dropLast() }
    if result.hasPrefix("("), result.hasSuffix(")"), !result.contains("->") {
      result = result.dropFirst().dropLast()
    }
    return String(result)
  }

  /// Whether the bytes have `->` in them.
  static func hasArrow(_ bytes: Substring.UTF8View) -> Bool {
    var previous: UInt8 = 0
    for byte in bytes {
      if previous == UInt8(ascii: "-"), byte == UInt8(ascii: ">") { return true }
      previous = byte
    }
    return false
  }

  /// The parameter types of a function type: `((UIAlertAction) -> Void)?` gives
  /// `[UIAlertAction]`; nil when `type` is not a function type.
  static func closureParameterTypes(_ type: String) -> [String]? {
    functionTypeParts(type)?.parameters
  }

  /// The parameter types and the result type of a function type: `((Double) -> Double)?`
  /// gives `[Double]` and `Double`; nil when `type` is not a function type.
  static func functionTypeParts(_ type: String) -> (parameters: [String], result: String)? {
    var text = Array(type)
    while let last = text.last, last == "?" || last == "!" || last == " " { text.removeLast() }
    let escaping = Array("@escaping ")
    if text.starts(with: escaping) { text.removeFirst(escaping.count) }
    /// The index of the parenthesis closing the one at `open`.
    func closing(_ open: Int) -> Int? {
      var depth = 0
      for index in open..<text.count {
        if text[index] == "(" { depth += 1 }
        if text[index] == ")" {
          depth -= 1
          if depth == 0 { return index }
        }
      }
      return nil
    }
    // `((A) -> B)`: the whole type in parentheses.
    while text.first == "(", closing(0) == text.count - 1, text.count > 2 {
      text = Array(text[1..<(text.count - 1)])
    }
    guard text.first == "(", let close = closing(0) else { return nil }
    let rest = String(text[(close + 1)...]).trimmingSpaces
    guard rest.hasPrefix("->") else { return nil }
    var parts: [String] = []
    var depth = 0
    var current = ""
    for character in text[1..<close] {
      switch character {
      case "(", "[", "<": depth += 1
      case ")", "]", ">": depth -= 1
      default: break
      }
      if character == ",", depth == 0 {
        parts.append(current.trimmingSpaces)
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.trimmingSpaces.isEmpty || !parts.isEmpty { parts.append(current.trimmingSpaces) }
    return (parts, rest.dropFirst(2).trimmingSpaces)
  }
}

extension StringProtocol {
  var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}

extension Interpreter {
  /// Checks the bodies `statement` declares (closures, functions, methods, initializers,
  /// accessors) before it runs; the first error found, or nil. Nothing of the state changes.
  /// (Kept out of line: the benchmark's profile counts what it costs.)
  @inline(never)
  func checkDeclarations(in statement: Stmt) -> Diagnostic? {
    guard DeclarationChecker.declaresBody(statement) else { return nil }
    var checker = DeclarationChecker(machine: self, upcoming: upcoming)
    checker.checkStatement(statement)
    return checker.found
  }

  /// Swift's error for a member of an optional used without `?` or `!`.
  static func optionalMemberError(
    optionalType: String, wrapped: String, member: String, range: SourceRange
  ) -> Diagnostic {
    .error(
      "value of optional type '\(optionalType)' must be unwrapped to refer to member "
        + "'\(member)' of wrapped base type '\(wrapped)'", at: range,
      notes: [
        .note(
          "chain the optional using '?' to access the member only for non-nil values, or "
            + "force-unwrap with '!'", at: range)
      ])
  }
}
