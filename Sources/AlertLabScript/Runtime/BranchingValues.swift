import AlertLabKit
import AlertLabWords

// `if` and `switch` used as values (Swift 5.9): `let s = if c { "a" } else { "b" }`, a
// function whose body is one such `if` or `switch`, `return switch d { ... }`.

extension Interpreter {
  /// The value of the branch an `if` or `switch` takes. A branch that ends in `throw` throws;
  /// any other statement runs as a statement and gives `()`.
  func evalBranching(_ statement: Stmt, expected: String?) throws -> Value {
    switch statement.kind {
    case .ifStatement(let conditions, let thenBody, let elseBody):
      scopes.append([:])
      defer { scopes.removeLast() }
      if try checkConditions(conditions) { return try branchValue(thenBody, expected: expected) }
      scopes.removeLast()
      scopes.append([:])
      return try branchValue(elseBody ?? [], expected: expected)
    case .switchStatement(let switchStatement):
      return try runSwitch(switchStatement) { try branchValue($1, expected: expected) }
    case .assignment(let target, _, _):
      // `(trip?.hotel = hotel)`: `()?` through an optional chain, nil when the chain was
      // nil and nothing was set.
      let skipped = skippedChainAssignments
      try exec(statement)
      guard case .optionalEvaluation = target.kind else { return .void }
      return skippedChainAssignments == skipped ? .some(.void) : .none
    default:
      try exec(statement)
      return .void
    }
  }

  /// The value of one branch: its expression, or its nested `if` or `switch`.
  func branchValue(_ body: [Stmt], expected: String?) throws -> Value {
    if body.count == 1 {
      switch body[0].kind {
      case .expression(let expr): return try eval(expr, expected: expected)
      case .ifStatement, .switchStatement: return try evalBranching(body[0], expected: expected)
      default: break
      }
    }
    try execBlock(body)
    return .void
  }

  /// True for a body that is one `if` or `switch` whose every branch gives a value: as the
  /// whole body of a function, getter or closure it is the value returned.
  static func isBranchingValue(_ body: [Stmt]) -> Bool {
    guard body.count == 1 else { return false }
    return isBranchingValue(body[0], depth: 0)
  }

  static func isBranchingValue(_ statement: Stmt, depth: Int) -> Bool {
    guard depth < 64 else { return false }
    switch statement.kind {
    case .ifStatement(_, let thenBody, let elseBody?):
      return branchGivesValue(thenBody, depth: depth) && branchGivesValue(elseBody, depth: depth)
    case .switchStatement(let switchStatement):
      return !switchStatement.cases.isEmpty
        && switchStatement.cases.allSatisfy { branchGivesValue($0.body, depth: depth) }
    default:
      return false
    }
  }

  static func branchGivesValue(_ body: [Stmt], depth: Int) -> Bool {
    guard let last = body.last else { return false }
    switch last.kind {
    case .throwStatement, .fallthroughStatement: return true
    case .expression: return body.count == 1
    case .ifStatement, .switchStatement:
      return body.count == 1 && isBranchingValue(last, depth: depth + 1)
    default: return false
    }
  }
}

/// A function or accessor of the learner's that is running, for `#function`.
/// Only the name and the parameters are kept: pushed for every call, they cost two words and
/// one reference, where the whole declaration would cost one reference for each of its parts.
enum RunningCode {
  case function(name: String, parameters: [Parameter], lineOffset: Int32)
  /// A getter, setter or observer of the property of this name.
  case property(String)

  /// As `#function` spells it: `dock(_:berth:)`, `init(name:)`, `subscript(_:)`, `label`.
  var swiftName: String {
    switch self {
    case .property(let name):
      return name
    case .function(var name, var parameters, _):
      if name == "deinit" { return "deinit" }
      if name == "subscript(set)" {
        name = "subscript"
        parameters = parameters.dropLast()
      }
      let labels = parameters.map { parameter in
        (parameter.externalLabel ?? parameter.internalName) + ":"
      }
      return name + "(" + labels.joined() + ")"
    }
  }
}

extension Interpreter {
  /// The lines of the file above the input the code running now was read from: those of
  /// the innermost function of the learner's running, or of the top-level statement.
  var codeLineOffset: Int {
    for code in runningCode.reversed() {
      if case .function(_, _, let lineOffset) = code { return Int(lineOffset) }
    }
    return topLevelLineOffset
  }

  /// `#function`, `#column` at `location`, inside `function` (nil: top-level code).
  func sourceLocationValue(_ name: String, at location: SourceLocation, function: RunningCode?)
    -> Value
  {
    switch name {
    case "column": return .int(location.column)
    case "line": return .int(location.line)
    default: return .string(function?.swiftName ?? "main")
    }
  }

  /// `lower...`: every Int from `lower` up.
  func partialRange(_ op: String, lower: Value, range: SourceRange) throws -> Value {
    switch lower {
    case .double, .string: return .valueRange(lower: lower, upper: nil, closed: true)
    default: break
    }
    guard case .int(let low) = lower else {
      throw scriptError(Said(.simulatesRangesIntegersOnly, typeName(lower) + op), at: range)
    }
    return .partialRange(low, .from)
  }
}

extension Interpreter {
  /// The value of a parameter's default, worked out where the call is made (before its
  /// frame): `function: String = #function` names the caller, `column: Int = #column` is the
  /// column of the call's `(`.
  func defaultArgument(_ defaultValue: Expr, type: String) throws -> Value {
    if case .sourceLocation(let name) = defaultValue.kind {
      var location = callSite ?? defaultValue.range.start
      if name == "line" { location.line += codeLineOffset }
      return sourceLocationValue(name, at: location, function: runningCode.last)
    }
    return try eval(defaultValue, expected: type)
  }
}

extension Interpreter {
  /// `lower...upper` of Doubles (an Int bound with a Double one counts as a Double) or of
  /// Strings; nil for bounds of other types.
  func boundedRange(_ op: String, _ lower: Value, _ upper: Value, range: SourceRange) throws
    -> Value?
  {
    var bounds = (lower, upper)
    switch (lower, upper) {
    case (.double, .double), (.string, .string): break
    case (.int(let low), .double): bounds.0 = .double(Double(low))
    case (.double, .int(let high)): bounds.1 = .double(Double(high))
    // `0 ..< count` of a `UInt`: the literal is of the other bound's type.
    case (.sized(let low), .sized(let high)) where low.kind == high.kind: break
    case (.int(let low), .sized(let high)) where high.kind.holds(Int128(low)):
      bounds.0 = .sized(SizedInteger(value: Int128(low), kind: high.kind))
    case (.sized(let low), .int(let high)) where low.kind.holds(Int128(high)):
      bounds.1 = .sized(SizedInteger(value: Int128(high), kind: low.kind))
    default: return nil
    }
    guard try !ascending(bounds.1, bounds.0, range: range) else {
      throw trap(.rangeBounds(iOS: state.world.iOS), at: range)
    }
    return .valueRange(lower: bounds.0, upper: bounds.1, closed: op == "...")
  }

  /// True when the range holds `value` (an Int, a Double or a String, as its bounds are).
  func rangeHolds(_ holder: Value, _ value: Value, range: SourceRange) throws -> Bool {
    switch (holder, value) {
    case (.range, .int(let number)), (.partialRange, .int(let number)):
      return holder.rangeContains(number)
    case (.valueRange(let lower, let upper, let closed), _):
      var value = value
      if case .int(let number) = value, case .double? = lower ?? upper {
        value = .double(Double(number))
      }
      if case .int(let number) = value, case .sized(let bound)? = lower ?? upper {
        guard bound.kind.holds(Int128(number)) else { return false }
        value = .sized(SizedInteger(value: Int128(number), kind: bound.kind))
      }
      if let lower, try ascending(value, lower, range: range) { return false }
      guard let upper else { return true }
      return try closed
        ? !ascending(upper, value, range: range) : ascending(value, upper, range: range)
    default:
      return false
    }
  }
}
