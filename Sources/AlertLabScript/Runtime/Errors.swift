import AlertLabKit

// The learner's own errors: `throw`, `do`/`catch` with patterns, `try`, `try?`, `try!`,
// `defer`, and an error nobody catches stopping the app with the runtime's own text.

/// A thrown error on its way to a `catch`.
struct ThrownError: Error {
  var value: Value
  var range: SourceRange
}

extension Interpreter {
  /// `do { } catch ... { }`: the first clause whose pattern matches runs; none rethrows.
  func execDoCatch(_ statement: DoCatchStmt) throws {
    do {
      scopes.append([:])
      defer { scopes.removeLast() }
      try execBlock(statement.body)
    } catch let thrown as ThrownError {
      for clause in statement.catches {
        try tick(clause.range)
        scopes.append([:])
        defer { scopes.removeLast() }
        var matched = clause.patterns.isEmpty
        if matched {
          declareLocal("error", value: thrown.value, constant: true, type: "Error")
        }
        for pattern in clause.patterns where try match(pattern, thrown.value, range: clause.range) {
          matched = true
          break
        }
        if matched, let whereClause = clause.whereClause, try !condition(whereClause) {
          matched = false
        }
        guard matched else { continue }
        try execBlock(clause.body)
        return
      }
      throw thrown
    }
  }

  /// `throw value`: the value must be an `Error`.
  func execThrow(_ expr: Expr, range: SourceRange) throws {
    let value = try eval(expr)
    guard conformsToError(value) else {
      throw scriptError(
        "thrown expression type '\(typeName(value))' does not conform to 'Error'", at: expr.range)
    }
    throw ThrownError(value: value, range: range)
  }

  /// True for an instance of a learner's type that adopts `Error` (or `LocalizedError`), and
  /// for the standard library's `CancellationError`.
  func conformsToError(_ value: Value) -> Bool {
    if case .object(let id) = value, state.world.plainObjects[id] == "CancellationError" {
      return true
    }
    return conforms(value, to: "Error")
  }

  /// `try`, `try?` (nil on an error, the value wrapped once) and `try!` (a trap on an error).
  func evalTry(_ kind: TryKind, _ inner: Expr, expected: String?, range: SourceRange) throws
    -> Value
  {
    switch kind {
    case .plain:
      return try eval(inner, expected: expected)
    case .optional:
      do {
        let value = try eval(inner, expected: expected.map(stripOptional))
        return value.isOptional ? value : .some(value)
      } catch is ThrownError {
        return .none
      }
    case .forced:
      do {
        return try eval(inner, expected: expected)
      } catch let thrown as ThrownError {
        throw trap(.tryForcedError(reflecting(thrown.value), iOS: state.world.iOS), at: range)
      }
    }
  }

  /// An error no `catch` took: the app stops as Swift's runtime stops it.
  func uncaughtError(_ thrown: ThrownError) -> ScriptFailure {
    trap(.errorAtTopLevel(reflecting(thrown.value), iOS: state.world.iOS), at: thrown.range)
  }

  /// `String(reflecting:)` of a value of the learner's: `main.MyError.bad`,
  /// `main.MyError.failed("x")`, `main.AlertError(message: "x")`.
  func reflecting(_ value: Value) -> String {
    let formatter = ValueFormatter(world: state.world)
    switch value {
    case .enumCase(let type, let name): return "main.\(type).\(name)"
    case .enumPayload(let type, _, _, _): return "main.\(type)." + formatter.debug(value)
    case .object(let id):
      guard let type = state.world.className(of: id), state.classes[type] != nil else {
        return formatter.debug(value)
      }
      let fields = (state.instances[id] ?? [:]).sorted { $0.key < $1.key }
      let order = storedPropertyNames(type)
      let listed = order.compactMap { name in
        fields.first { $0.key == name }.map { name + ": " + formatter.debug(state.boxes[$0.value]) }
      }
      return "main.\(type)(" + listed.joined(separator: ", ") + ")"
    default: return formatter.debug(value)
    }
  }

  /// The stored properties a learner's type itself declares, in the order declared.
  func storedProperties(_ type: String) -> [VariableDecl] {
    (state.classes[type]?.members ?? []).compactMap { member in
      guard case .variable(let decl) = member.kind,
        decl.accessors.allSatisfy({
          $0.kind == .willSet || $0.kind == .didSet
        }), !isClassMember(decl.modifiers)
      else { return nil }
      return decl
    }
  }

  /// The names of `storedProperties(type)`.
  func storedPropertyNames(_ type: String) -> [String] {
    storedProperties(type).map(\.name)
  }

  /// `error.localizedDescription`: a `LocalizedError`'s `errorDescription`, otherwise what
  /// Foundation says of an error it knows nothing about.
  func localizedDescription(of value: Value) throws -> Value? {
    guard conformsToError(value) else { return nil }
    if conforms(value, to: "LocalizedError"),
      let described = try learnerProperty(value, name: "errorDescription"),
      let text = described.unwrapped
    {
      return text
    }
    let (type, code) = errorTypeAndCode(of: value)
    return .string("The operation couldn’t be completed. (main.\(type) error \(code).)")
  }

  /// An error's type and the code Foundation gives it: an enum case's position, 1 for any
  /// other type.
  func errorTypeAndCode(of value: Value) -> (type: String, code: Int) {
    let type = typeChain(of: value).first ?? typeName(value)
    guard let decl = state.enums[type] else { return (type, 1) }
    let name: String
    switch value {
    case .enumCase(_, let caseName), .enumPayload(_, let caseName, _, _): name = caseName
    default: name = ""
    }
    return (type, decl.cases.firstIndex { $0.name == name } ?? 0)
  }

  /// Runs a block's statements; the `defer` blocks met on the way run when it is left, last
  /// first, however it is left.
  func execStatements(_ body: [Stmt]) throws {
    var deferred: [[Stmt]] = []
    do {
      for statement in body {
        if case .deferStatement(let block) = statement.kind {
          deferred.append(block)
        } else {
          try exec(statement)
        }
      }
    } catch {
      try runDeferred(deferred)
      throw error
    }
    try runDeferred(deferred)
  }

  private func runDeferred(_ deferred: [[Stmt]]) throws {
    for block in deferred.reversed() {
      scopes.append([:])
      defer { scopes.removeLast() }
      try execBlock(block)
    }
  }

  /// `case pattern = value` in a condition.
  func matchCondition(_ condition: PatternMatch) throws -> Bool {
    let value = try eval(condition.value)
    return try match(condition.pattern, value, range: condition.range)
  }

  /// `let e as MyError`, `is MyError` in a `catch` or a `case`.
  func matchCast(_ inner: Pattern?, _ type: TypeSyntax, _ value: Value, range: SourceRange)
    throws -> Bool
  {
    let target = type.description
    guard isInstance(value, of: target) || conforms(value, to: target) else { return false }
    guard let inner else { return true }
    return try match(inner, value, range: range)
  }

  /// `.failed("boom")`, `Result.custom(title: "T", message: nil)`: a learner's enum case with
  /// associated values; nil when `type` has no such case.
  /// `typeArguments` are those of the type the context expects (`Outcome<String, DBError>`):
  /// a payload of a generic parameter is read as the type bound to it (`.failure(.missing)`).
  func enumPayloadCase(
    _ type: String, name: String, arguments: [Argument], range: SourceRange,
    typeArguments: [String] = []
  ) throws -> Value? {
    guard let decl = state.enums[type],
      let item = decl.cases.first(where: { $0.name == name }), !item.associatedTypes.isEmpty
    else { return nil }
    guard arguments.count == item.associatedTypes.count else {
      throw scriptError(
        arguments.count < item.associatedTypes.count
          ? "missing argument for parameter #\(arguments.count + 1) in call"
          : "extra argument in call", at: range)
    }
    var values: [Value] = []
    for (argument, type) in zip(arguments, item.associatedTypes) {
      let bound = type.genericParameter.flatMap { decl.genericParameters.firstIndex(of: $0) }
        .flatMap { $0 < typeArguments.count ? typeArguments[$0] : nil }
      let value = try eval(argument.value, expected: bound ?? type.description)
      values.append(try coerce(value, to: type.description, at: argument.value.range))
    }
    return try checkedSize(
      .enumPayload(type: type, name: name, values: values, labels: arguments.map { $0.label }),
      range: range)
  }
}

extension Interpreter {
  /// The enum type of a case value, with or without associated values.
  func enumTypeName(_ value: Value) -> String? {
    switch value {
    case .enumCase(let type, _), .enumPayload(let type, _, _, _): return type
    default: return nil
    }
  }
}

extension Interpreter {
  /// A function declared inside another: a closure bound to its name, capturing the
  /// variables around it (and itself, so it may call itself).
  func declareNestedFunction(_ decl: FunctionDecl) throws {
    // Declared ahead at the start of its block (`execBlock(_:)`): the same box is bound again.
    if scopes.last?[decl.name] == nil {
      declareLocal(decl.name, value: .void, constant: true, type: nil)
    }
    let parameters = decl.parameters.map { parameter in
      // `inout Int`, as a closure's parameter spells it: the call writes the final value
      // back to the caller's variable.
      ClosureParameter(
        name: parameter.internalName, nameRange: parameter.internalNameRange,
        type: parameter.isInout
          ? TypeSyntax(
            .named("inout " + parameter.type.description, genericArguments: []),
            range: parameter.type.range)
          : parameter.type)
    }
    var closure = ClosureExpr(
      parameters: parameters, hasParenthesizedParameters: true, returnType: decl.returnType,
      body: decl.body)
    // Overloads declared in the same block stay together: a later one joins the earlier ones
    // (one of the same signature, bound again when its declaration is reached, replaces it).
    closure.localOverloads = [decl]
    if let box = scopes.last?[decl.name],
      case .function(.closure(let index)) = state.variable(box).value,
      case .closure(let earlier, _)? = state.callables[index], !earlier.localOverloads.isEmpty
    {
      var overloads = earlier.localOverloads
      if let same = overloads.firstIndex(where: { sameSignature($0, decl) }) {
        overloads[same] = decl
      } else {
        overloads.append(decl)
      }
      closure.localOverloads = overloads
    }
    var captured = scopes
    if let instance = currentInstance, box(for: "self") == nil {
      captured.append(["self": newBox(instance, constant: true, type: nil)])
    }
    state.callables.append(.closure(closure, captured: captured))
    if let box = box(for: decl.name) {
      let function = Value.function(.closure(state.callables.count - 1))
      state.updateVariable(box) { $0.value = function }
    }
  }
}

extension Interpreter {
  /// `show(1)` of a local function: the declaration of its block the arguments fit (of
  /// `show(_: Int)` and `show(_: String)`, as for top-level functions), run with the variables
  /// it captured. Nil for any other value.
  func callLocalFunction(
    _ value: Value, name: String, arguments: [Argument], range: SourceRange
  ) throws -> Value? {
    guard case .function(.closure(let index)) = value,
      case .closure(let closure, let captured)? = state.callables[index],
      !closure.localOverloads.isEmpty
    else { return nil }
    let decl = try pickUserFunction(
      closure.localOverloads, name: name, arguments: arguments, range: range)
    let values = try userArguments(decl, arguments)
    let scopes = liveScopes(captured, name: name)
    let result = try inCapturedFrame(scopes, returnType: decl.returnType?.description, range: range)
    {
      try self.runFunctionBody(decl, arguments: values)
    }
    try writeBackInout(decl, arguments)
    return result
  }

  /// The scopes a local function called by `name` runs over: called in the frame of its block
  /// (where the same box binds `name`), that block's scopes as they are now, so a call above
  /// the declaration sees the variables declared since the block began; otherwise the scopes
  /// it captured.
  func liveScopes(_ captured: [[String: Int]], name: String) -> [[String: Int]] {
    guard let depth = captured.lastIndex(where: { $0[name] != nil }),
      depth < scopes.count, let box = captured[depth][name], scopes[depth][name] == box
    else { return captured }
    return Array(scopes.prefix(depth + 1)) + captured.dropFirst(depth + 1)
  }
}

extension Interpreter {
  /// An operator used as a function (`sorted(by: <)`, `reduce(0, +)`).
  func applyOperator(_ op: String, _ left: Value, _ right: Value, range: SourceRange) throws
    -> Value
  {
    switch (op, left, right) {
    case ("&&", .bool(let a), .bool(let b)): return .bool(a && b)
    case ("||", .bool(let a), .bool(let b)): return .bool(a || b)
    default: return try arithmetic(op, left, right, range: range)
    }
  }
}
