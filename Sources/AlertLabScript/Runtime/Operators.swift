import AlertLabKit

// Operators the learner implements: `static func == (lhs: Point, rhs: Point) -> Bool` in a
// type (or an extension of it), `func +++ (a: Int, b: Int) -> Int` at the top level,
// `static prefix func - (v: Vector) -> Vector`. An operator applied to operands finds the
// implementation by its spelling and number of operands, in the operands' types first; as in
// Swift, `!=` follows from `==` (Equatable) and `>`, `<=` and `>=` from `<` (Comparable).

extension Interpreter {
  /// The value of `op` applied to `operands` by the learner's implementation; nil when the
  /// learner implements none for them.
  func learnerOperator(_ op: String, _ operands: [Value], range: SourceRange) throws -> Value? {
    guard mayImplementOperators(op, operands) else { return nil }
    if let (decl, owner) = operatorFunction(op, operands) {
      return try callUser(
        decl, arguments: operands, range: range, selfValue: owner.map { .type($0) })
    }
    guard operands.count == 2 else { return nil }
    let (left, right) = (operands[0], operands[1])
    func flag(_ op: String, _ operands: [Value]) throws -> Bool? {
      guard let (decl, owner) = operatorFunction(op, operands) else { return nil }
      let answer = try callUser(
        decl, arguments: operands, range: range, selfValue: owner.map { .type($0) })
      guard case .bool(let value) = answer else { return nil }
      return value
    }
    switch op {
    case "!=": return try flag("==", operands).map { .bool(!$0) }
    case ">": return try flag("<", [right, left]).map { .bool($0) }
    case "<=": return try flag("<", [right, left]).map { .bool(!$0) }
    case ">=": return try flag("<", [left, right]).map { .bool(!$0) }
    default: return nil
    }
  }

  /// `-money`, `++>stake`, `180°`: the learner's prefix or postfix operator applied to
  /// `value`, the value of `operand`.
  func learnerUnaryOperator(_ op: String, _ value: Value, operand: Expr, range: SourceRange)
    throws -> Value
  {
    if let result = try learnerInoutOperator(op, [value], targets: [operand], range: range)
      ?? learnerOperator(op, [value], range: range)
    {
      return result
    }
    throw scriptError(
      "unary operator '\(op)' cannot be applied to an operand of type '\(typeName(value))'",
      at: range)
  }

  /// `Belt.black(dan: 1) > .green` for the learner's enum declared `Comparable` without its
  /// own `<`: Swift's synthesized order, by the cases' order in the declaration, then by
  /// their associated values in turn. Nil for other values or operators.
  func synthesizedComparison(_ op: String, _ left: Value, _ right: Value, range: SourceRange)
    throws -> Value?
  {
    guard op == "<" || op == ">" || op == "<=" || op == ">=",
      let (type, leftCase, leftValues) = Self.enumParts(left),
      let (rightType, rightCase, rightValues) = Self.enumParts(right), type == rightType,
      let decl = state.enums[type],
      decl.inherited.contains(where: { $0.description == "Comparable" }),
      let leftIndex = decl.cases.firstIndex(where: { $0.name == leftCase }),
      let rightIndex = decl.cases.firstIndex(where: { $0.name == rightCase })
    else { return nil }
    var less = leftIndex < rightIndex
    var same = leftIndex == rightIndex
    if same {
      for (a, b) in zip(leftValues, rightValues) {
        if try ascending(a, b, range: range) {
          less = true
          same = false
          break
        }
        if try ascending(b, a, range: range) {
          same = false
          break
        }
      }
    }
    switch op {
    case "<": return .bool(less)
    case ">": return .bool(!less && !same)
    case "<=": return .bool(less || same)
    default: return .bool(!less)
    }
  }

  static func enumParts(_ value: Value) -> (type: String, name: String, values: [Value])? {
    switch value {
    case .enumCase(let type, let name): return (type, name, [])
    case .enumPayload(let type, let name, let values, _): return (type, name, values)
    default: return nil
    }
  }

  /// The learner's operator with `inout` parameters (`static func -= (a: inout Money, b:
  /// Money)`, `prefix func ++> (m: inout Money)`, `func ??= <T>(lhs: inout T?, rhs: T)`): its
  /// result, each `inout` operand in `targets` taking the value its parameter ended with; nil
  /// when the learner implements no such operator.
  func learnerInoutOperator(
    _ op: String, _ operands: [Value], targets: [Expr], range: SourceRange
  ) throws -> Value? {
    guard mayImplementOperators(op, operands), let (decl, owner) = operatorFunction(op, operands),
      decl.parameters.contains(where: \.isInout)
    else { return nil }
    let result = try callUser(
      decl, arguments: operands, range: range, selfValue: owner.map { .type($0) })
    let values = inoutValues
    for (parameter, target) in zip(decl.parameters, targets) where parameter.isInout {
      if let value = values[parameter.internalName] {
        try store(value, into: target, valueRange: target.range)
      }
    }
    return result
  }

  /// False when nothing the learner declared can implement an operator for these operands
  /// (the common case: numbers and strings with no declared type): one look at the state.
  private func mayImplementOperators(_ op: String, _ operands: [Value]) -> Bool {
    if state.functionNames.mayContain(op) { return true }
    return operands.contains { mayHaveDeclaredMembers($0) }
  }

  /// The learner's function for `op` with as many parameters as `operands`: a top-level one
  /// (of several, the first whose parameter types take the operands), else a static one of an
  /// operand's type (the type's name given with it).
  /// True for a value of the standard library's own types, whose operators it declares.
  static func hasStandardOperators(_ value: Value) -> Bool {
    switch value {
    case .float, .sized: return true
    default: return isBuiltinValue(value)
    }
  }

  /// False when `value` is a function of a known number of parameters and `type` a function
  /// type of another number (`append`, of two, is no `(A) -> B`).
  private func takesArity(_ type: TypeSyntax, of value: Value) -> Bool {
    guard case .function(let parameters, _) = type.kind, case .function(let function) = value
    else { return true }
    let arity: Int?
    switch function {
    case .userFunction(let name):
      let counts = Set((userFunctions(named: name) ?? []).map(\.parameters.count))
      arity = counts.count == 1 ? counts.first : nil
    case .closure(let index):
      if case .closure(let closure, _)? = state.callables[index] {
        arity = closure.parameters?.count
      } else {
        arity = nil
      }
    case .builtin(let name):
      // `(+)`, `(<)`: an operator as a function takes two.
      arity = SyntaxParser.operatorFunctions.contains(name) ? 2 : nil
    }
    return arity.map { $0 == parameters.count } ?? true
  }

  func operatorFunction(_ op: String, _ operands: [Value]) -> (FunctionDecl, String?)? {
    // A top-level overload that takes none of the operands, run (for its error) when no type
    // of an operand declares the operator either.
    var unfitting: FunctionDecl?
    if let overloads = userFunctions(named: op)?.filter({ $0.parameters.count == operands.count }),
      let first = overloads.first
    {
      // Of the overloads that take the operands, the most specific: a parameter of a written
      // type counts over a generic one (`square >>= incr` takes the overload composing two
      // functions, not the one applying a function to any `A`).
      var fitting: FunctionDecl?
      var fittingScore = -1
      for decl in overloads {
        var score = 0
        let fits = zip(decl.parameters, operands).allSatisfy { parameter, operand in
          guard (try? convert(operand, to: parameter.type.description, at: parameter.range)) != nil,
            takesArity(parameter.type, of: operand)
          else { return false }
          if parameter.type.genericParameter == nil { score += 1 }
          return true
        }
        if fits, score > fittingScore {
          fitting = decl
          fittingScore = score
          if overloads.count == 1 || score == operands.count { break }
        }
      }
      if let fitting { return (fitting, nil) }
      // None takes these operands, and the standard library's operator takes them: `l.x + r.x`
      // of two Doubles in the learner's `func + (l: V, r: V) -> V`; `lhs.rank == rhs.rank` of
      // two cases of an enum, equatable as Swift makes it, in `func == (lhs: Card, ...)`.
      let equality = op == "==" || op == "!="
      if !operands.allSatisfy({
        Self.hasStandardOperators($0) || equality && enumTypeName($0) != nil
      }) {
        unfitting = first
      }
    }
    for operand in operands where mayHaveDeclaredMembers(operand) {
      for type in typeChain(of: operand) {
        for member in declaredMembers(of: type) {
          guard case .function(let decl) = member.kind, decl.name == op,
            decl.parameters.count == operands.count, isClassMember(decl.modifiers)
          else { continue }
          return (decl, type)
        }
      }
    }
    return unfitting.map { ($0, nil) }
  }
}
