extension DeclarationChecker {
  /// True when `statement` declares a body to check (a closure anywhere in it, a function, a
  /// type or an extension): most top-level statements declare none and cost one walk.
  static func declaresBody(_ statement: Stmt) -> Bool {
    var budget = 10_000
    return declaresBody(statement, budget: &budget)
  }

  static func declaresBody(_ statement: Stmt, budget: inout Int) -> Bool {
    budget -= 1
    if budget < 0 { return false }
    switch statement.kind {
    case .function, .classDecl, .extensionDecl, .enumDecl:
      return true
    case .expression(let expr), .repeatWhile(_, _, let expr):
      if hasClosure(expr, budget: &budget) { return true }
    case .variable(let decl):
      if !decl.accessors.isEmpty { return true }
      if let initializer = decl.initializer, hasClosure(initializer, budget: &budget) {
        return true
      }
    case .assignment(let target, _, let value):
      return hasClosure(target, budget: &budget) || hasClosure(value, budget: &budget)
    case .returnStatement(let expr):
      if let expr { return hasClosure(expr, budget: &budget) }
    default:
      break
    }
    switch statement.kind {
    case .ifStatement(let conditions, let thenBody, let elseBranch):
      return conditions.contains { hasClosure($0, budget: &budget) }
        || thenBody.contains { declaresBody($0, budget: &budget) }
        || (elseBranch ?? []).contains { declaresBody($0, budget: &budget) }
    case .guardStatement(let conditions, let body), .whileLoop(_, let conditions, let body):
      return conditions.contains { hasClosure($0, budget: &budget) }
        || body.contains { declaresBody($0, budget: &budget) }
    case .repeatWhile(_, let body, _):
      return body.contains { declaresBody($0, budget: &budget) }
    case .forIn(let loop):
      return hasClosure(loop.sequence, budget: &budget)
        || loop.body.contains { declaresBody($0, budget: &budget) }
    case .switchStatement(let statement):
      return hasClosure(statement.subject, budget: &budget)
        || statement.cases.contains { $0.body.contains { declaresBody($0, budget: &budget) } }
    default:
      return false
    }
  }

  static func hasClosure(_ condition: Condition, budget: inout Int) -> Bool {
    switch condition {
    case .expression(let expr): return hasClosure(expr, budget: &budget)
    case .optionalBinding(let binding):
      return binding.value.map { hasClosure($0, budget: &budget) } ?? false
    case .patternMatch(let match):
      return hasClosure(match.value, budget: &budget)
    }
  }

  static func hasClosure(_ expr: Expr, budget: inout Int) -> Bool {
    budget -= 1
    if budget < 0 { return false }
    switch expr.kind {
    case .closure:
      return true
    case .member(let inner, _, _), .forceUnwrap(let inner), .bindOptional(let inner),
      .optionalEvaluation(let inner), .prefix(_, let inner), .cast(let inner, _, _),
      .typeCheck(let inner, _), .paren(let inner):
      return hasClosure(inner, budget: &budget)
    case .call(let callee, let arguments), .subscriptAccess(let callee, let arguments):
      return hasClosure(callee, budget: &budget) || hasClosure(arguments, budget: &budget)
    case .binary(_, let lhs, let rhs):
      return hasClosure(lhs, budget: &budget) || hasClosure(rhs, budget: &budget)
    case .ternary(let condition, let first, let second):
      return hasClosure(condition, budget: &budget) || hasClosure(first, budget: &budget)
        || hasClosure(second, budget: &budget)
    case .array(let elements):
      return elements.contains { hasClosure($0, budget: &budget) }
    case .tuple(let arguments):
      return hasClosure(arguments, budget: &budget)
    case .string(let segments):
      return segments.contains {
        if case .interpolation(let inner) = $0 { return hasClosure(inner, budget: &budget) }
        return false
      }
    default:
      return false
    }
  }

  /// Whether an argument's value has a closure (each read in place, not copied).
  static func hasClosure(_ arguments: [Argument], budget: inout Int) -> Bool {
    for index in arguments.indices where hasClosure(arguments[index].value, budget: &budget) {
      return true
    }
    return false
  }
}
