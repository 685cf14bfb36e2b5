extension DeclarationChecker {
  /// True when `statement` declares a body to check (a closure anywhere in it, a function, a
  /// type or an extension): most top-level statements declare none and cost one walk.
  static func declaresBody(_ statement: Stmt) -> Bool {
    var budget = 10_000
    return declaresBody(statement, budget: &budget)
  }

  static func declaresBody(_ statement: Stmt, budget: inout Int) -> Bool {
    statement.mayDeclareBody && declaresBody(kind: statement.kind, budget: &budget)
  }

  /// `declaresBody(_:budget:)` of a statement's kind, read in place: a borrowed node is
  /// switched over without copying its payload (a declaration, an expression, a block).
  static func declaresBody(kind: borrowing StmtKind, budget: inout Int) -> Bool {
    budget -= 1
    if budget < 0 { return false }
    switch kind {
    case .function, .classDecl, .extensionDecl, .enumDecl:
      return true
    case .expression(let expr):
      return hasClosure(kind: expr.kind, budget: &budget)
    case .repeatWhile(_, let body, let condition):
      return hasClosure(kind: condition.kind, budget: &budget)
        || declaresBody(body, budget: &budget)
    case .variable(let decl):
      if !decl.accessors.isEmpty { return true }
      guard let initializer = decl.initializer else { return false }
      return hasClosure(kind: initializer.kind, budget: &budget)
    case .assignment(let target, _, let value):
      return hasClosure(kind: target.kind, budget: &budget)
        || hasClosure(kind: value.kind, budget: &budget)
    case .returnStatement(let expr):
      guard let expr else { return false }
      return hasClosure(kind: expr.kind, budget: &budget)
    case .ifStatement(let conditions, let thenBody, let elseBranch):
      if hasClosure(conditions, budget: &budget) || declaresBody(thenBody, budget: &budget) {
        return true
      }
      guard let elseBranch else { return false }
      return declaresBody(elseBranch, budget: &budget)
    case .guardStatement(let conditions, let body), .whileLoop(_, let conditions, let body):
      return hasClosure(conditions, budget: &budget) || declaresBody(body, budget: &budget)
    case .forIn(let loop):
      return hasClosure(kind: loop.sequence.kind, budget: &budget)
        || declaresBody(loop.body, budget: &budget)
    case .switchStatement(let statement):
      if hasClosure(kind: statement.subject.kind, budget: &budget) { return true }
      for index in statement.cases.indices
      where declaresBody(statement.cases[index].body, budget: &budget) {
        return true
      }
      return false
    default:
      return false
    }
  }

  /// Whether one of `statements` declares a body (each read in place, not copied).
  static func declaresBody(_ statements: [Stmt], budget: inout Int) -> Bool {
    for index in statements.indices
    where statements[index].mayDeclareBody
      && declaresBody(kind: statements[index].kind, budget: &budget)
    {
      return true
    }
    return false
  }

  /// Whether one of the conditions' values has a closure (each read in place).
  static func hasClosure(_ conditions: [Condition], budget: inout Int) -> Bool {
    for index in conditions.indices where hasClosure(conditions[index], budget: &budget) {
      return true
    }
    return false
  }

  static func hasClosure(_ condition: borrowing Condition, budget: inout Int) -> Bool {
    switch condition {
    case .expression(let expr): return hasClosure(kind: expr.kind, budget: &budget)
    case .optionalBinding(let binding):
      guard let value = binding.value else { return false }
      return hasClosure(kind: value.kind, budget: &budget)
    case .patternMatch(let match):
      return hasClosure(kind: match.value.kind, budget: &budget)
    }
  }

  static func hasClosure(_ expr: Expr, budget: inout Int) -> Bool {
    hasClosure(kind: expr.kind, budget: &budget)
  }

  /// `hasClosure(_:budget:)` of an expression's kind, read in place like
  /// `declaresBody(kind:budget:)`.
  static func hasClosure(kind: borrowing ExprKind, budget: inout Int) -> Bool {
    budget -= 1
    if budget < 0 { return false }
    switch kind {
    case .closure:
      return true
    case .member(let inner, _, _), .forceUnwrap(let inner), .bindOptional(let inner),
      .optionalEvaluation(let inner), .prefix(_, let inner), .cast(let inner, _, _),
      .typeCheck(let inner, _), .paren(let inner):
      return hasClosure(kind: inner.kind, budget: &budget)
    case .call(let callee, let arguments), .subscriptAccess(let callee, let arguments):
      return hasClosure(kind: callee.kind, budget: &budget)
        || hasClosure(arguments, budget: &budget)
    case .binary(_, let lhs, let rhs):
      return hasClosure(kind: lhs.kind, budget: &budget)
        || hasClosure(kind: rhs.kind, budget: &budget)
    case .ternary(let condition, let first, let second):
      return hasClosure(kind: condition.kind, budget: &budget)
        || hasClosure(kind: first.kind, budget: &budget)
        || hasClosure(kind: second.kind, budget: &budget)
    case .array(let elements):
      for index in elements.indices where hasClosure(kind: elements[index].kind, budget: &budget) {
        return true
      }
      return false
    case .tuple(let arguments):
      return hasClosure(arguments, budget: &budget)
    case .string(let segments):
      for index in segments.indices {
        if case .interpolation(let inner) = segments[index],
          hasClosure(kind: inner.kind, budget: &budget)
        {
          return true
        }
      }
      return false
    default:
      return false
    }
  }

  /// Whether an argument's value has a closure (each read in place, not copied).
  static func hasClosure(_ arguments: [Argument], budget: inout Int) -> Bool {
    for index in arguments.indices
    where hasClosure(kind: arguments[index].value.kind, budget: &budget) {
      return true
    }
    return false
  }
}

extension DeclarationChecker {
  /// The first `return` of a top-level statement that no function, closure or accessor
  /// holds: swiftc refuses the file with "return invalid outside of a func" before anything
  /// runs, so the statement is refused before it runs. Read in place, within a budget.
  static func returnOutsideFunction(_ statement: Stmt) -> SourceRange? {
    var budget = 10_000
    return returnOutsideFunction(statement, budget: &budget)
  }

  static func returnOutsideFunction(_ statement: Stmt, budget: inout Int) -> SourceRange? {
    budget -= 1
    if budget < 0 { return nil }
    switch statement.kind {
    case .returnStatement: return statement.range
    // A `return` in a `defer` is another error, which the run reports.
    case .deferStatement: return nil
    default: break
    }
    for block in statement.kind.blocks {
      if let found = returnOutsideFunction(block, budget: &budget) { return found }
    }
    return nil
  }

  static func returnOutsideFunction(_ statements: [Stmt], budget: inout Int) -> SourceRange? {
    for index in statements.indices {
      if let found = returnOutsideFunction(statements[index], budget: &budget) { return found }
    }
    return nil
  }
}
