// Swift's definite initialization, for the `let`s (and the `var`s of a non-optional type)
// a body declares without a value: each must be set before it is read, and a `let` once on
// every path (`let title: String; if x { title = "a" } else { title = "b" }`). A body is
// checked when it is declared, as the compiler does; the interpreter also refuses a read or
// second set at run time (top-level code, which runs in order).
//
// Conservative: a name bound again inside the body (a parameter, a pattern, a nested
// declaration) is no longer followed, and a nested function's body is not looked into.

struct DefiniteInitialization {
  enum State: Equatable {
    case unset, set, maybe

    func merged(_ other: State) -> State { self == other ? self : .maybe }
  }

  /// The state of each followed name on one path; nil once the path has left (`return`).
  typealias Path = [String: State]?

  private var constants: Set<String> = []
  private var untracked: Set<String> = []
  /// Per loop, innermost last: the paths leaving it by `break` or `continue`.
  private var loopExits: [[Path]] = []
  private(set) var found: Diagnostic?
  private var budget = 50_000
  /// The functions a call of which does not return (declared `-> Never`): a path ends there.
  private var neverReturning: Set<String> = []

  /// The functions of the standard library (and the C library) that never return.
  static let standardNeverReturning: Set<String> = [
    "fatalError", "preconditionFailure", "abort", "exit",
  ]

  /// The first error in `body`, if any. `neverReturning`: the names of the learner's
  /// functions declared `-> Never` that the body can call (asked for only when needed).
  static func check(_ body: [Stmt], neverReturning: @autoclosure () -> Set<String> = [])
    -> Diagnostic?
  {
    // Only a name declared without a value is followed: a body without one has nothing to
    // report, and most bodies have none.
    var budget = 10_000
    guard declaresUnset(body, budget: &budget) else { return nil }
    var analysis = DefiniteInitialization()
    analysis.neverReturning = standardNeverReturning.union(neverReturning())
    _ = analysis.walk(body, [:])
    return analysis.found
  }

  /// True for a call of a function that never returns (`fatalError("...")`,
  /// `try await reject(message: m)` where `reject` is declared `-> Never`, `self.reject()`).
  private func neverReturns(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .tryExpr(let kind, let inner): return kind != .optional && neverReturns(inner)
    case .paren(let inner): return neverReturns(inner)
    case .call(let callee, _):
      switch callee.kind {
      case .identifier(let name): return neverReturning.contains(name)
      case .member(let base, let name, _):
        guard case .identifier("self") = base.kind else { return false }
        return neverReturning.contains(name)
      default: return false
      }
    default: return false
    }
  }

  /// `@Clamped(100)`: on a local variable the only custom attributes are property wrappers,
  /// which give the variable its value (`init(_:)` of the wrapper, or its default).
  static func isCustomAttribute(_ modifier: Modifier) -> Bool {
    modifier.name.hasPrefix("@") && modifier.name.dropFirst().first?.isUppercase == true
  }

  /// True when a `let` or `var` without a value is declared in `statements` or in a block
  /// the analysis walks into (true as well past the budget: the analysis then decides).
  static func declaresUnset(_ statements: [Stmt], budget: inout Int) -> Bool {
    for statement in statements {
      budget -= 1
      if budget < 0 { return true }
      switch statement.kind {
      case .variable(let decl):
        if decl.initializer == nil { return true }
      case .ifStatement(_, let thenBody, let elseBranch):
        if declaresUnset(thenBody, budget: &budget)
          || declaresUnset(elseBranch ?? [], budget: &budget)
        {
          return true
        }
      case .guardStatement(_, let body), .whileLoop(_, _, let body), .repeatWhile(_, let body, _):
        if declaresUnset(body, budget: &budget) { return true }
      case .forIn(let loop):
        if declaresUnset(loop.body, budget: &budget) { return true }
      case .switchStatement(let statement):
        for switchCase in statement.cases where declaresUnset(switchCase.body, budget: &budget) {
          return true
        }
      case .doCatch(let statement):
        if declaresUnset(statement.body, budget: &budget) { return true }
        for clause in statement.catches where declaresUnset(clause.body, budget: &budget) {
          return true
        }
      default:
        break
      }
    }
    return false
  }

  private static func merge(_ first: Path, _ second: Path) -> Path {
    guard let first else { return second }
    guard let second else { return first }
    var result: [String: State] = [:]
    for (name, state) in first { result[name] = state.merged(second[name] ?? state) }
    for (name, state) in second where result[name] == nil { result[name] = state }
    return result
  }

  private mutating func report(_ message: String, at range: SourceRange) {
    if found == nil { found = .error(message, at: range) }
  }

  private func kind(_ name: String) -> String {
    constants.contains(name) ? "constant" : "variable"
  }

  private mutating func stopFollowing(_ name: String) {
    untracked.insert(name)
  }

  // MARK: - Statements

  private mutating func walk(_ statements: [Stmt], _ start: Path) -> Path {
    var path = start
    for statement in statements {
      guard path != nil, found == nil else { break }
      budget -= 1
      if budget < 0 { return nil }
      path = walk(statement, path)
    }
    return path
  }

  private mutating func walk(_ statement: Stmt, _ start: Path) -> Path {
    var path = start
    switch statement.kind {
    case .expression(let expr):
      read(expr, &path)
      if neverReturns(expr) { return nil }
    case .variable(let decl):
      if let initializer = decl.initializer { read(initializer, &path) }
      if path?[decl.name] != nil || untracked.contains(decl.name) {
        stopFollowing(decl.name)
        return path
      }
      let type = decl.type?.description ?? ""
      let optional = type.hasSuffix("?") || type.hasSuffix("!")
      guard decl.initializer == nil, decl.accessors.isEmpty, decl.type != nil, decl.name != "_",
        decl.isConstant || !optional, !decl.modifiers.contains(where: { $0.name == "lazy" }),
        !decl.modifiers.contains(where: Self.isCustomAttribute)
      else { return path }
      if decl.isConstant { constants.insert(decl.name) }
      path?[decl.name] = .unset
    case .assignment(let target, let op, let value):
      read(value, &path)
      if op != "=" { read(target, &path) }
      assign(target, &path)
    case .ifStatement(let conditions, let thenBody, let elseBranch):
      conditionsRead(conditions, &path)
      let thenPath = walk(thenBody, path)
      let elsePath = elseBranch.map { walk($0, path) } ?? path
      return Self.merge(thenPath, elsePath)
    case .guardStatement(let conditions, let elseBody):
      conditionsRead(conditions, &path)
      _ = walk(elseBody, path)
    case .returnStatement(let expr):
      if let expr { read(expr, &path) }
      return nil
    case .throwStatement(let expr):
      read(expr, &path)
      return nil
    case .breakStatement, .continueStatement:
      if !loopExits.isEmpty { loopExits[loopExits.count - 1].append(path) }
      return nil
    case .fallthroughStatement:
      return nil
    case .forIn(let loop):
      read(loop.sequence, &path)
      bindings(of: loop.pattern)
      return walkLoop(loop.body, path, condition: loop.whereClause, runsOnce: false)
    case .whileLoop(_, let conditions, let body):
      conditionsRead(conditions, &path)
      return walkLoop(body, path, condition: nil, runsOnce: false)
    case .repeatWhile(_, let body, let condition):
      return walkLoop(body, path, condition: condition, runsOnce: true)
    case .switchStatement(let statement):
      read(statement.subject, &path)
      var result: Path = nil
      for switchCase in statement.cases {
        for pattern in switchCase.patterns { bindings(of: pattern) }
        var casePath = path
        if let condition = switchCase.whereClause { read(condition, &casePath) }
        result = Self.merge(result, walk(switchCase.body, casePath))
      }
      return statement.cases.isEmpty ? path : result
    case .doCatch(let statement):
      let bodyPath = walk(statement.body, path)
      // A catch starts from anywhere the body could have thrown.
      var result = bodyPath
      let thrownFrom = Self.merge(path, bodyPath)
      for clause in statement.catches {
        for pattern in clause.patterns { bindings(of: pattern) }
        result = Self.merge(result, walk(clause.body, thrownFrom))
      }
      return result
    case .function(let decl):
      stopFollowing(decl.name)
    default:
      break
    }
    return path
  }

  /// A loop body runs once or more: a `let` set inside it may be set twice.
  private mutating func walkLoop(_ body: [Stmt], _ start: Path, condition: Expr?, runsOnce: Bool)
    -> Path
  {
    loopExits.append([])
    var entry = start
    if let condition, !runsOnce { read(condition, &entry) }
    var end = walk(body, entry)
    if let condition, runsOnce { read(condition, &end) }
    let exits = loopExits.removeLast()
    var again = Self.merge(start, end)
    for exit in exits { again = Self.merge(again, exit) }
    if found == nil, again != start {
      // The second time round: what the first time set is set (or may be).
      loopExits.append([])
      _ = walk(body, again)
      loopExits.removeLast()
    }
    if runsOnce { return exits.reduce(end) { Self.merge($0, $1) } }
    return exits.reduce(again) { Self.merge($0, $1) }
  }

  private mutating func assign(_ target: Expr, _ path: inout Path) {
    switch target.kind {
    case .identifier(let name):
      guard !untracked.contains(name), let state = path?[name] else { return }
      if constants.contains(name), state != .unset {
        report("immutable value '\(name)' may only be initialized once", at: target.range)
      }
      path?[name] = .set
    case .tuple(let elements):
      for element in elements { assign(element.value, &path) }
    case .paren(let inner):
      assign(inner, &path)
    default:
      read(target, &path)
    }
  }

  private mutating func conditionsRead(_ conditions: [Condition], _ path: inout Path) {
    for condition in conditions {
      switch condition {
      case .expression(let expr):
        read(expr, &path)
      case .optionalBinding(let binding):
        if let value = binding.value {
          read(value, &path)
        } else {
          use(binding.name, at: binding.nameRange, path, captured: false)
        }
        stopFollowing(binding.name)
      case .patternMatch(let match):
        read(match.value, &path)
        bindings(of: match.pattern)
      }
    }
  }

  private mutating func bindings(of pattern: Pattern) {
    switch pattern {
    case .binding(let name): stopFollowing(name)
    case .tuple(let items): for item in items { bindings(of: item) }
    case .enumCase(_, let arguments): for item in arguments ?? [] { bindings(of: item) }
    case .typeCast(let inner, _): if let inner { bindings(of: inner) }
    case .wildcard, .expression: break
    }
  }

  // MARK: - Expressions

  private mutating func use(_ name: String, at range: SourceRange, _ path: Path, captured: Bool) {
    guard !untracked.contains(name), let state = path?[name], state != .set else { return }
    if captured {
      report("\(kind(name)) '\(name)' captured by a closure before being initialized", at: range)
    } else {
      report("\(kind(name)) '\(name)' used before being initialized", at: range)
    }
  }

  private mutating func read(_ expr: Expr, _ path: inout Path, captured: Bool = false) {
    budget -= 1
    guard budget > 0, found == nil else { return }
    switch expr.kind {
    case .identifier(let name):
      use(name, at: expr.range, path, captured: captured)
    case .member(let inner, _, _), .forceUnwrap(let inner), .bindOptional(let inner),
      .optionalEvaluation(let inner), .cast(let inner, _, _), .typeCheck(let inner, _),
      .paren(let inner), .tryExpr(_, let inner):
      read(inner, &path, captured: captured)
    case .prefix(let op, let inner):
      if op == "&", !captured, case .identifier(let name) = inner.kind,
        !untracked.contains(name), let state = path?[name], state != .set
      {
        report(
          "\(kind(name)) '\(name)' passed by reference before being initialized",
          at: inner.range)
        return
      }
      read(inner, &path, captured: captured)
    case .call(let callee, let arguments), .subscriptAccess(let callee, let arguments):
      read(callee, &path, captured: captured)
      for argument in arguments { read(argument.value, &path, captured: captured) }
    case .tuple(let arguments):
      for argument in arguments { read(argument.value, &path, captured: captured) }
    case .binary(_, let lhs, let rhs):
      read(lhs, &path, captured: captured)
      read(rhs, &path, captured: captured)
    case .ternary(let condition, let first, let second):
      read(condition, &path, captured: captured)
      read(first, &path, captured: captured)
      read(second, &path, captured: captured)
    case .array(let elements):
      for element in elements { read(element, &path, captured: captured) }
    case .dictionary(let entries):
      for entry in entries {
        read(entry.key, &path, captured: captured)
        read(entry.value, &path, captured: captured)
      }
    case .string(let segments):
      for case .interpolation(let inner) in segments { read(inner, &path, captured: captured) }
    case .closure(let closure):
      for parameter in closure.parameters ?? [] { stopFollowing(parameter.name) }
      for capture in closure.captures { stopFollowing(capture.name) }
      readClosureBody(closure.body, path)
    default:
      break
    }
  }

  /// What a closure's body reads of the names around it is read when the closure is made.
  private mutating func readClosureBody(_ body: [Stmt], _ path: Path) {
    var scan = ClosureReads()
    scan.collect(body)
    for (name, range) in scan.names {
      use(name, at: range, path, captured: true)
      if found != nil { return }
    }
    for name in scan.bound { stopFollowing(name) }
  }
}

/// The names a closure's body names, in order, and the names it binds itself.
private struct ClosureReads {
  var names: [(String, SourceRange)] = []
  var bound: Set<String> = []
  var budget = 20_000

  mutating func collect(_ statements: [Stmt]) {
    for statement in statements where budget > 0 {
      budget -= 1
      switch statement.kind {
      case .expression(let expr), .throwStatement(let expr):
        collect(expr)
      case .variable(let decl):
        if let initializer = decl.initializer { collect(initializer) }
        bound.insert(decl.name)
      case .assignment(let target, _, let value):
        collect(value)
        collect(target)
      case .returnStatement(let expr):
        if let expr { collect(expr) }
      case .ifStatement(let conditions, let thenBody, let elseBranch):
        collect(conditions)
        collect(thenBody)
        collect(elseBranch ?? [])
      case .guardStatement(let conditions, let body), .whileLoop(_, let conditions, let body):
        collect(conditions)
        collect(body)
      case .forIn(let loop):
        collect(loop.sequence)
        collect(loop.body)
      case .repeatWhile(_, let body, let condition):
        collect(body)
        collect(condition)
      case .switchStatement(let statement):
        collect(statement.subject)
        for switchCase in statement.cases { collect(switchCase.body) }
      default:
        break
      }
    }
  }

  mutating func collect(_ conditions: [Condition]) {
    for condition in conditions {
      switch condition {
      case .expression(let expr): collect(expr)
      case .optionalBinding(let binding):
        if let value = binding.value { collect(value) }
        bound.insert(binding.name)
      case .patternMatch(let match): collect(match.value)
      }
    }
  }

  mutating func collect(_ expr: Expr) {
    budget -= 1
    guard budget > 0 else { return }
    switch expr.kind {
    case .identifier(let name):
      if !bound.contains(name) { names.append((name, expr.range)) }
    case .member(let inner, _, _), .forceUnwrap(let inner), .bindOptional(let inner),
      .optionalEvaluation(let inner), .cast(let inner, _, _), .typeCheck(let inner, _),
      .paren(let inner), .tryExpr(_, let inner), .prefix(_, let inner):
      collect(inner)
    case .call(let callee, let arguments), .subscriptAccess(let callee, let arguments):
      collect(callee)
      for argument in arguments { collect(argument.value) }
    case .tuple(let arguments):
      for argument in arguments { collect(argument.value) }
    case .binary(_, let lhs, let rhs):
      collect(lhs)
      collect(rhs)
    case .ternary(let condition, let first, let second):
      collect(condition)
      collect(first)
      collect(second)
    case .array(let elements):
      for element in elements { collect(element) }
    case .string(let segments):
      for case .interpolation(let inner) in segments { collect(inner) }
    case .closure(let closure):
      for parameter in closure.parameters ?? [] { bound.insert(parameter.name) }
      collect(closure.body)
    default:
      break
    }
  }
}
