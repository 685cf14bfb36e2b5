import AlertLabKit

extension DeclarationChecker {
  /// The type Swift gives `expr` (nil when the checker cannot tell), reporting what is wrong
  /// inside it. `expected` is the type the context wants, so closures learn their parameters.
  mutating func typeOf(_ expr: Expr, expected: String? = nil) -> String? {
    guard spend(), hasStack(at: expr.range) else { return nil }
    switch expr.kind {
    case .integer: return "Int"
    case .float: return "Double"
    case .boolean: return "Bool"
    case .nilLiteral: return nil
    case .string(let segments):
      for case .interpolation(let inner) in segments { _ = typeOf(inner) }
      return "String"
    case .identifier(let name):
      return identifierType(name, range: expr.range)
    case .implicitMember:
      return expected.map(Self.withoutOptional)
    case .member(let base, let name, let nameRange):
      switch memberBase(base) {
      case .type(let type):
        return typeMemberType(type, name)
      case .value(let baseType):
        return memberType(baseType, name: name, nameRange: nameRange, baseRange: base.range)
      }
    case .call(let callee, let arguments):
      // Outside a body nothing is reported: the overlap is not looked for.
      if reporting, let overlap = Interpreter.exclusivityViolation(callee: callee, arguments) {
        report(overlap)
      }
      if isolation != nil, let task = Self.taskClosure(callee, arguments) { pendingTask = task }
      return callType(callee, arguments: arguments, range: expr.range, expected: expected)
    case .subscriptAccess(let base, let arguments):
      let baseType = typeOf(base)
      for argument in arguments { _ = typeOf(argument.value) }
      guard let baseType, !Self.endsWith("?", baseType),
        let element = Self.elementType(of: baseType, expr: base)
      else { return nil }
      return element
    case .forceUnwrap(let inner), .bindOptional(let inner):
      return typeOf(inner).flatMap(Self.unwrappedOnce)
    case .optionalEvaluation(let inner):
      guard let type = typeOf(inner, expected: expected) else { return nil }
      if type == "()" || type == "Void" { return type }
      return Self.endsWith("?", type) ? type : Self.withoutOptional(type) + "?"
    case .prefix(let op, let inner):
      if op == "&", case .identifier(let name) = inner.kind, let found = local(name),
        found.isConstant
      {
        report(
          .error(
            "cannot pass immutable value as inout argument: '\(name)' is a 'let' constant",
            at: inner.range,
            notes: found.isParameter
              ? [] : [.note("change 'let' to 'var' to make it mutable", at: inner.range)]))
      }
      let type = typeOf(inner, expected: expected)
      return op == "!" ? "Bool" : type
    case .binary(let op, let lhs, let rhs):
      return binaryType(op, lhs, rhs)
    case .ternary(let condition, let thenExpr, let elseExpr):
      _ = typeOf(condition)
      let first = typeOf(thenExpr, expected: expected)
      let second = typeOf(elseExpr, expected: expected)
      return first == second ? first : nil
    case .cast(let inner, let kind, let type):
      _ = typeOf(inner)
      return kind == .conditional ? type.description + "?" : type.description
    case .typeCheck(let inner, _):
      _ = typeOf(inner)
      return "Bool"
    case .closure(let closure):
      checkClosure(closure, expected: expected, range: expr.range)
      return nil
    case .array(let elements):
      var element = expected.flatMap { Self.elementType(of: Self.withoutOptional($0), expr: expr) }
      let types = elements.map { typeOf($0, expected: element) }
      if element == nil, let first = types.first ?? nil, types.allSatisfy({ $0 == first }) {
        element = first
      }
      return element.map { "[" + $0 + "]" }
    case .paren(let inner):
      return typeOf(inner, expected: expected)
    case .tuple(let arguments):
      for argument in arguments { _ = typeOf(argument.value) }
      return arguments.isEmpty ? "()" : nil
    case .selector:
      return "Selector"
    case .available:
      return "Bool"
    default:
      return nil
    }
  }

  mutating func binaryType(_ op: String, _ lhs: Expr, _ rhs: Expr) -> String? {
    let left = typeOf(lhs)
    let right = typeOf(rhs, expected: op == "??" ? left.flatMap(Self.unwrappedOnce) : nil)
    switch op {
    case "==", "!=", "<", ">", "<=", ">=", "&&", "||", "===", "!==", "~=":
      return "Bool"
    case "??":
      return right ?? left.flatMap(Self.unwrappedOnce)
    case "+", "-", "*", "/", "%", "&", "|", "^", "&+", "&-", "&*":
      return left == right ? left : nil
    case "<<", ">>", "&<<", "&>>":
      return left == "Int" && right == "Int" ? "Int" : nil
    default:
      return nil
    }
  }

  /// A closure's parameter: a variable when its type is `inout T`.
  mutating func declareClosureParameter(_ name: String, type: String?) {
    let inoutPrefix = "inout "
    if let type, type.hasPrefix(inoutPrefix) {
      declare(name, type: String(type.dropFirst(inoutPrefix.count)), constant: false)
    } else {
      declare(name, type: type, constant: true, parameter: true)
    }
  }

  /// A closure's body, its parameters typed from the type the context expects
  /// (`((UIAlertAction) -> Void)?` gives `action` the type `UIAlertAction`).
  mutating func checkClosure(_ closure: ClosureExpr, expected: String?, range: SourceRange) {
    let savedIsolation = isolation
    defer { isolation = savedIsolation }
    if let task = pendingTask, task.range == range, let outer = isolation {
      // A task's closure may wait, on the actor it was made on unless it is detached.
      isolation = IsolationSite(
        isAsync: true, onMainActor: outer.onMainActor && !task.detached, awaited: closure.awaited)
    } else {
      isolation = nil
    }
    pendingTask = nil
    var parameterTypes: [String] = []
    if let expected { parameterTypes = self.parameterTypes(ofClosureType: expected) ?? [] }
    pushScope()
    for capture in closure.captures {
      var type: String?
      if let value = capture.value {
        type = typeOf(value)
      } else {
        type = identifierType(capture.name, range: capture.range)
      }
      if capture.specifier == "weak", let known = type {
        type = Self.withoutOptional(known) + "?"
      }
      declare(capture.name, type: type, constant: true)
    }
    bodyDepth += 1
    let savedReturnType = returnType
    returnType = closure.returnType?.description
    if let parameters = closure.parameters {
      for (index, parameter) in parameters.enumerated() {
        let type =
          parameter.type?.description
          ?? (index < parameterTypes.count ? parameterTypes[index] : nil)
        declareClosureParameter(parameter.name, type: type)
      }
    } else {
      for (index, type) in parameterTypes.enumerated() {
        declareClosureParameter("$\(index)", type: type)
      }
    }
    checkBlock(closure.body)
    if reporting,
      let error = DefiniteInitialization.check(
        closure.body, neverReturning: neverReturningFunctions())
    {
      report(error)
    }
    returnType = savedReturnType
    bodyDepth -= 1
    popScope()
  }

  // MARK: - Names

  /// What the base of a member (`base.name`, `base.name()`) is: a type name no variable
  /// shadows (`UIAlertController` in `UIAlertController.Style`, `MyView` in `MyView.self`), or
  /// a value of the type `typeOf(base)` gives. An identifier is looked up among the locals
  /// once for both questions.
  mutating func memberBase(_ base: Expr) -> MemberBase {
    guard case .identifier(let name) = base.kind else { return .value(typeOf(base)) }
    let found = local(name)
    if found == nil, selfContext.members[name] == nil, global(name) == nil,
      let type = typeNamed(name)
    {
      return .type(type)
    }
    // `typeOf(base)` of the identifier, its local already looked for.
    guard spend() else { return .value(nil) }
    if let found { return .value(found.type) }
    return .value(nonLocalType(name, range: base.range))
  }

  /// The type `name` names when no variable shadows it, today's spelling.
  func typeNamed(_ name: String) -> String? {
    typeNamed(name, facts: machine.nameFacts(name))
  }

  /// `typeNamed(_:)` with the facts about the name already asked (`isTypeName(_:)` reads the
  /// same ones).
  func typeNamed(_ name: String, facts: NameFacts) -> String? {
    guard
      facts.contains(.catalogType) || machine.isLearnerClassName(name)
        || upcoming.types.contains(name)
    else { return nil }
    // A name that is no old spelling has no `|old:` in it (the catalog's renamings do).
    guard facts.contains(.renamedType), let today = APICatalog.renamedTypes[name] else {
      return name
    }
    return machine.splitOld(today).type
  }

  /// The type of a name, or the compiler's error when it is found nowhere.
  mutating func identifierType(_ name: String, range: SourceRange) -> String? {
    if let found = local(name) { return found.type }
    return nonLocalType(name, range: range)
  }

  /// `identifierType(_:range:)` of a name no visible scope declares.
  mutating func nonLocalType(_ name: String, range: SourceRange) -> String? {
    if name == "self" { return selfContext.type }
    if name == "super" || Self.startsWith("$", name) || ObjectiveCNil.isNil(name) { return nil }
    // `reduce(0, +)`: an operator named as a function (the standard library's or one the
    // learner implements).
    if let first = name.unicodeScalars.first, !first.properties.isAlphabetic, first != "_" {
      return nil
    }
    if let member = selfContext.members[name] { return member }
    if global(name) != nil { return globalTypeName(name, range: range) }
    // `map(square(of:))`: a function named with its labels, found by its base name (its
    // type is the interpreter's to work out).
    if name.utf8.last == UInt8(ascii: ")"), let open = name.firstIndex(of: "(") {
      let base = String(name[..<open])
      if local(base) != nil || selfContext.members[base] != nil || global(base) != nil
        || isKnownElsewhere(base)
      {
        return nil
      }
    }
    if let id = state.world.sceneObject(named: name) {
      return state.world.className(of: id)
    }
    if let property = machine.implicitSelfProperty(name) {
      return memberTypeName(in: "ViewController", name: property)
    }
    if let catalogType = selfContext.catalogType,
      let property = APICatalog.table(of: catalogType).properties[name]
    {
      return property.member.type
    }
    // The cheap questions first: outside a body the name is not looked for elsewhere.
    if !reporting || isOpaque || isKnownElsewhere(name) { return nil }
    if let declared = laterDeclaration(of: name) {
      report(
        .error(
          "use of local variable '\(name)' before its declaration", at: range,
          notes: [.note("'\(name)' declared here", at: declared)]))
      return nil
    }
    // A capitalised name is a type or a constant of a framework AlertLab may not simulate:
    // the interpreter says so when it runs.
    if let first = name.first, first.isUppercase { return nil }
    // `dispatch_async`, `objc_setAssociatedObject`: C functions of the SDKs.
    if name.contains("_"), !name.contains(where: \.isUppercase) { return nil }
    let notes =
      Spelling.nearest(name, in: nameCandidates()).map {
        [Diagnostic.note("did you mean '\($0)'?", at: range)]
      } ?? []
    report(.cannotFind(name, at: range, notes: notes))
    return nil
  }

  /// `Interpreter.staticTypeName(of:)` of the identifier `name`: a variable's type is read
  /// from its box without building an expression to ask about.
  mutating func globalTypeName(_ name: String, range: SourceRange) -> String? {
    // `machine.box(for:)`: the running code's scopes first, then the top level.
    let box = machine.scopes.isEmpty ? global(name) : machine.box(for: name)
    if let box { return machine.staticTypeName(ofBox: box) }
    return machine.staticTypeName(of: Expr(.identifier(name), range: range))
  }

  /// Names that are not variables but are found: functions, types, built-ins, members of
  /// `self`, declarations further down the block, Swift's own functions.
  func isKnownElsewhere(_ name: String) -> Bool {
    if machine.builtinFunctionNames.contains(name) || name == "stride" { return true }
    if state.functions[name] != nil || APICatalog.globals[name] != nil { return true }
    if isTypeName(name) || machine.implicitSelfMethodNames.contains(name) { return true }
    if upcoming.contains(name) || Interpreter.outsideTheSandbox[name] != nil { return true }
    if DeclarationChecker.swiftFunctions.contains(name) { return true }
    if let catalogType = selfContext.catalogType,
      Self.hasMember(APICatalog.table(of: catalogType), name)
    {
      return true
    }
    // Last: this one looks at every function's today's name.
    return machine.renamedFunction(today: name) != nil
  }

  /// Whether a catalog type has a member of this name in any spelling (dictionary hits).
  static func hasMember(_ table: MemberTable, _ name: String) -> Bool {
    table.properties[name] != nil || table.methods[name] != nil || table.oldMethods[name] != nil
      || table.staticProperties[name] != nil || table.staticMethods[name] != nil
      || table.oldStaticMethods[name] != nil || table.staticCalls[name] != nil
  }

  /// Functions of Swift's standard library and Foundation that code around alerts calls.
  static let swiftFunctions: Set<String> = [
    "fatalError", "assert", "assertionFailure", "precondition", "preconditionFailure",
    "debugPrint", "dump", "type", "zip", "swap", "sqrt", "floor", "ceil", "round", "pow",
    "exit", "arc4random", "arc4random_uniform", "repeatElement", "sequence", "withExtendedLifetime",
    "autoreleasepool", "numericCast", "unsafeBitCast", "objc_getAssociatedObject",
    "objc_setAssociatedObject", "isKnownUniquelyReferenced", "readLine",
  ]

  /// Every name the body could have meant, for "did you mean".
  func nameCandidates() -> [String] {
    var names: [String] =
      names[(hasScope ? scopes[scopeBase].firstName : names.count)...].map(\.name)
      + Array(selfContext.members.keys)
    names += Array(state.globals.keys) + Array(state.functions.keys)
    names += Array(state.world.sceneNames.keys) + ["self"]
    names += Array(upcoming.functions.keys) + Array(upcoming.variables)
    names += Array(Interpreter.implicitSelfProperties)
    if let catalogType = selfContext.catalogType {
      names += APICatalog.table(of: catalogType).all.filter { !$0.isStatic }.map(\.name)
    }
    return names.filter { !Self.startsWith("$", $0) }.sorted()
  }

  // MARK: - Members

  /// The type of `base.name` when `base` has type `baseType`, reporting an optional used
  /// without `?` or `!` and a member a simulated UIKit class does not have.
  mutating func memberType(
    _ baseType: String?, name: String, nameRange: SourceRange, baseRange: SourceRange
  ) -> String? {
    guard var type = baseType else { return nil }
    if Self.endsWith("!", type) {
      type = Self.droppingLastMark(type)
    } else if Self.endsWith("?", type) {
      reportOptionalMember(type, member: name, range: baseRange)
      return nil
    }
    if isolation != nil { checkActorAccess(type, name: name, nameRange: nameRange, access: .read) }
    return instanceMemberType(type, name: name, nameRange: nameRange)
  }

  mutating func reportOptionalMember(_ type: String, member: String, range: SourceRange) {
    // `origin.map { ... }`: Optional's own `map` and `flatMap` need no unwrapping.
    if member == "map" || member == "flatMap" { return }
    report(
      Interpreter.optionalMemberError(
        optionalType: type, wrapped: String(type.dropLast()), member: member, range: range))
  }

  /// The simulated UIKit class `type` names, with its members, if it is one the learner did
  /// not declare.
  func catalogClass(_ type: String) -> CatalogClass? {
    guard !machine.isLearnerClassName(type),
      upcoming.types.isEmpty || !upcoming.types.contains(type)
    else { return nil }
    guard memoizes else { return Self.simulatedClass(type) }
    return machine.recentSimulatedClasses.value(
      type, from: Self.simulatedClassMemo, Self.simulatedClass)
  }

  /// The simulated UIKit class a type's spelling names (today's name of an old one), with its
  /// members, if any.
  static func simulatedClass(_ type: String) -> CatalogClass? {
    let name = APICatalog.renamedTypes[type] ?? type
    guard APICatalog.types[name] != nil, name.hasPrefix("UI") else { return nil }
    return CatalogClass(name: name, table: APICatalog.table(of: name))
  }

  /// True when extensions (earlier or further down the block) give `type` a member `name`.
  func isExtensionMember(_ type: String, _ name: String) -> Bool {
    if upcoming.members.contains(name) { return true }
    return (state.extensions[type] ?? []).contains {
      UpcomingDeclarations.name(of: $0) == name
    }
  }

  mutating func instanceMemberType(_ type: String, name: String, nameRange: SourceRange)
    -> String?
  {
    if type == selfContext.type, let member = selfContext.members[name] { return member }
    if Self.startsWith("[", type) { return memberTypeName(in: type, name: name) }
    if type == "ViewController" {
      if let known = memberTypeName(in: "ViewController", name: name) { return known }
      if global(name) != nil { return globalTypeName(name, range: nameRange) }
      return nil
    }
    guard let catalogClass = catalogClass(type) else {
      return APICatalog.types[type] != nil ? memberTypeName(in: type, name: name) : nil
    }
    let catalogType = catalogClass.name
    let table = catalogClass.table
    if let property = table.properties[name] { return property.member.type }
    if Self.hasMember(table, name) || isExtensionMember(catalogType, name) { return nil }
    reportMissingMember(catalogType, name: name, range: nameRange)
    return nil
  }

  /// A member a simulated UIKit class lacks is reported only when a near one exists (a
  /// typo); another may be a real member AlertLab does not simulate, which the interpreter
  /// names when it runs.
  mutating func reportMissingMember(_ type: String, name: String, range: SourceRange) {
    guard machine.notSimulated(type, name, labels: nil, range: range) == nil,
      case .diagnostic(let diagnostic) = machine.noMember(type, name, range: range),
      !diagnostic.notes.isEmpty
    else { return }
    report(diagnostic)
  }

  // MARK: - Assignment

  /// The type of an assignment's target, reporting a `let` and a get-only property.
  mutating func assignmentTarget(_ target: Expr) -> String? {
    switch target.kind {
    case .identifier(let name):
      if let found = local(name) {
        if found.isConstant { reportConstant(name, range: target.range, note: !found.isParameter) }
        return found.type
      }
      if selfContext.members[name] != nil || name == "_" { return selfContext.members[name] ?? nil }
      if let box = global(name) {
        if state.constants[box] { reportConstant(name, range: target.range, note: true) }
        return globalTypeName(name, range: target.range)
      }
      return nonLocalType(name, range: target.range)
    case .member(let base, let name, let nameRange):
      let baseType = typeOf(base)
      guard var type = baseType else { return nil }
      if Self.endsWith("!", type) {
        type = Self.droppingLastMark(type)
      } else if Self.endsWith("?", type) {
        reportOptionalMember(type, member: name, range: base.range)
        return nil
      }
      if isolation != nil {
        checkActorAccess(type, name: name, nameRange: nameRange, access: .mutation)
      }
      if let catalogClass = catalogClass(type),
        let (property, _) = catalogClass.table.properties[name]
      {
        guard property.set != nil else {
          report(
            .error(
              "cannot assign to property: '\(property.name)' is a get-only property",
              at: nameRange))
          return nil
        }
        // What `instanceMemberType` answers for a catalog class, without looking it up again.
        if type == selfContext.type, let member = selfContext.members[name] { return member }
        return property.type
      }
      return instanceMemberType(type, name: name, nameRange: nameRange)
    case .optionalEvaluation(let inner):
      return assignmentTarget(inner).map { Self.endsWith("?", $0) ? $0 : $0 + "?" }
    default:
      return typeOf(target)
    }
  }

  mutating func reportConstant(_ name: String, range: SourceRange, note: Bool) {
    report(
      .error(
        "cannot assign to value: '\(name)' is a 'let' constant", at: range,
        notes: note ? [.note("change 'let' to 'var' to make it mutable", at: range)] : []))
  }
}
