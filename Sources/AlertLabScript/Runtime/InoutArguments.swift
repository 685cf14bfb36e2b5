import AlertLabKit

// `inout` beyond the learner's functions and methods: closures whose type takes `inout`
// (`let bump: (inout Int) -> Void = { $0 += 1 }`), initializers, the standard library's
// `swap(&a, &b)`, and Swift's static exclusivity check: two `&` arguments of one call may not
// reach the same variable (`swap(&a, &a)`), as the compiler reports before anything runs.

extension Interpreter {
  /// The `&target` arguments of a call, by position.
  static func inoutTargets(_ arguments: [Argument]) -> [(position: Int, target: Expr)] {
    arguments.enumerated().compactMap { position, argument in
      if case .prefix("&", let target) = argument.value.kind { return (position, target) }
      return nil
    }
  }

  /// The variable an `&` argument reaches and whether it goes through a subscript:
  /// `a` for `&a`, `&a[i]` and `&a[i].x`; `self.items` for `&self.items[0]`.
  private static func accessedVariable(_ target: Expr) -> (path: String, subscripted: Bool)? {
    switch target.kind {
    case .identifier(let name):
      return (name, false)
    case .member(let base, let name, _):
      guard let inner = accessedVariable(base) else { return nil }
      return inner.subscripted ? inner : (inner.path + "." + name, false)
    case .subscriptAccess(let base, _):
      guard let inner = accessedVariable(base) else { return nil }
      return (inner.path, true)
    case .paren(let inner):
      return accessedVariable(inner)
    default:
      return nil
    }
  }

  /// Swift's error for two `&` arguments of one call that reach the same variable.
  static func exclusivityViolation(callee: Expr, _ arguments: [Argument]) -> Diagnostic? {
    guard arguments.count >= 2 else { return nil }
    // Most calls have no `&` argument: counted first, without making the list of targets.
    var inoutCount = 0
    for argument in arguments {
      if case .prefix(let op, _) = argument.value.kind, op == "&" { inoutCount += 1 }
    }
    guard inoutCount >= 2 else { return nil }
    let targets = inoutTargets(arguments)
    guard targets.count >= 2 else { return nil }
    var seen: [String: (Expr, Bool)] = [:]
    for (position, target) in targets {
      let written = arguments[position].value
      guard let (path, subscripted) = accessedVariable(target) else { continue }
      let root = path.split(separator: ".").first.map(String.init) ?? path
      if let (first, firstSubscripted) = seen[path] {
        let isSwap: Bool
        if case .identifier("swap") = callee.kind { isSwap = true } else { isSwap = false }
        let advice =
          isSwap && subscripted && firstSubscripted
          ? "consider calling MutableCollection.swapAt(_:_:)"
          : "consider copying to a local variable"
        let name = path.split(separator: ".").last.map(String.init) ?? root
        return .error(
          "overlapping accesses to '\(name)', but modification requires exclusive access; "
            + advice, at: first.range,
          notes: [.note("conflicting access is here", at: written.range)])
      }
      seen[path] = (written, subscripted)
    }
    return nil
  }

  /// `&k` where `k` is a `let`: Swift refuses it before the call.
  func requireInoutTarget(_ target: Expr) throws {
    guard case .identifier(let name) = target.kind, let box = box(for: name),
      state.constants[box], initializing.last.flatMap({ state.instances[$0.object]?[name] }) != box
    else { return }
    throw scriptError(
      "cannot pass immutable value as inout argument: '\(name)' is a 'let' constant",
      at: target.range,
      notes: [.note("change 'let' to 'var' to make it mutable", at: target.range)])
  }

  /// `swap(&a, &b)`.
  func swapValues(_ arguments: [Argument], range: SourceRange) throws -> Value {
    let targets = Self.inoutTargets(arguments)
    guard arguments.count == 2, targets.count == 2, arguments.allSatisfy({ $0.label == nil })
    else {
      let bare = arguments.first { argument in
        if case .prefix("&", _) = argument.value.kind { return false }
        return true
      }
      if let bare {
        let type = typeName(try eval(bare.value))
        throw scriptError(
          "passing value of type '\(type)' to an inout parameter requires explicit '&'",
          at: bare.value.range)
      }
      throw scriptError("swap takes two arguments: swap(&a, &b)", at: range)
    }
    let first = try eval(targets[0].target)
    let second = try eval(targets[1].target)
    let firstType = typeName(first)
    let secondType = typeName(second)
    if firstType != secondType, !first.isOptional, !second.isOptional {
      throw scriptError(
        "cannot convert value of type '\(secondType)' to expected argument type '\(firstType)'",
        at: arguments[1].value.range)
    }
    try store(second, into: targets[0].target, valueRange: arguments[1].value.range)
    try store(first, into: targets[1].target, valueRange: arguments[0].value.range)
    return .void
  }

  /// Calls a closure with `&` arguments: their parameters are variables in the closure, and
  /// each target takes its parameter's final value when the closure returns.
  func invokeClosure(
    _ entry: CallableEntry, arguments: [Argument], values: [Value], range: SourceRange,
    index: Int
  ) throws -> Value {
    let targets = Self.inoutTargets(arguments)
    guard !targets.isEmpty, case .closure = entry else {
      return try invoke(entry, arguments: values, range: range, index: index)
    }
    closureInoutPositions = Set(targets.map(\.position))
    defer { closureInoutPositions = [] }
    let result = try invoke(entry, arguments: values, range: range, index: index)
    let finals = closureInoutFinals
    closureInoutFinals = [:]
    for (position, target) in targets {
      guard let value = finals[position] else { continue }
      try store(value, into: target, valueRange: arguments[position].value.range)
    }
    return result
  }

  /// Calls a function value whose first parameter is `inout` (`reduce(into:)`'s closure) with
  /// `first` and `second`; returns the first parameter's final value.
  func callChangingFirst(_ body: Value, _ first: Value, _ second: Value, range: SourceRange)
    throws -> Value
  {
    try callChanging(body, first, rest: [second], range: range).final
  }

  /// Calls a function value whose first parameter is `inout` with `first` and `rest`; its
  /// result and the first parameter's final value.
  func callChanging(_ body: Value, _ first: Value, rest: [Value], range: SourceRange)
    throws -> (result: Value, final: Value)
  {
    // `reduce(into: 0, +=)`: the operator changes the first value by the second.
    if case .function(.builtin(let op)) = body, SyntaxParser.changingOperatorFunctions.contains(op),
      let second = rest.first
    {
      return (.void, try applyOperator(String(op.dropLast()), first, second, range: range))
    }
    guard case .function(.closure(let index)) = body, let entry = state.callables[index] else {
      let result = try callFunctionValue(body, arguments: [first] + rest, range: range)
      return (result, inoutValues.values.first ?? first)
    }
    closureInoutPositions = [0]
    defer { closureInoutPositions = [] }
    let result = try invoke(entry, arguments: [first] + rest, range: range, index: index)
    let finals = closureInoutFinals
    closureInoutFinals = [:]
    return (result, finals[0] ?? first)
  }

  /// In a closure called with `&` arguments: whether the parameter at `position` is one.
  func takesInout(_ position: Int, declared type: TypeSyntax?) -> Bool {
    closureInoutPositions.contains(position) || type?.description.hasPrefix("inout ") == true
  }

  /// Before a closure's frame goes: the final values of its `inout` parameters.
  func keepClosureInout(_ closure: ClosureExpr, positions: Set<Int>) {
    guard !positions.isEmpty else { return }
    var finals: [Int: Value] = [:]
    for position in positions {
      let name: String
      if let parameters = closure.parameters {
        guard position < parameters.count else { continue }
        name = parameters[position].name
      } else {
        name = "$\(position)"
      }
      if let box = box(for: name) { finals[position] = state.boxes[box] }
    }
    closureInoutFinals = finals
  }
}
