import AlertLabWords

// Int's bitwise, shift and wrapping operators, as Swift defines them for a 64-bit Int; tuples
// compared in order.

extension Interpreter {
  /// `a & b`, `a << b`, `a &+ b`...; nil for an operator that is none of these.
  static func bitwise(_ op: String, _ a: Int, _ b: Int) -> Int? {
    switch op {
    case "&": return a & b
    case "|": return a | b
    case "^": return a ^ b
    case "<<": return shiftedLeft(a, by: b)
    case ">>": return shiftedRight(a, by: b)
    // Masking shifts take the amount modulo the width.
    case "&<<": return a &<< b
    case "&>>": return a &>> b
    case "&+": return a &+ b
    case "&-": return a &- b
    case "&*": return a &* b
    default: return nil
    }
  }

  /// Swift's smart shift: a negative amount shifts the other way, and shifting by the width or
  /// more gives 0 (to the left) or the sign in every bit (to the right); it never traps.
  static func shiftedLeft(_ value: Int, by amount: Int) -> Int {
    if amount < 0 {
      return amount == Int.min ? shiftedRight(value, by: Int.max) : shiftedRight(value, by: -amount)
    }
    return amount >= Int.bitWidth ? 0 : value &<< amount
  }

  static func shiftedRight(_ value: Int, by amount: Int) -> Int {
    if amount < 0 {
      return amount == Int.min ? 0 : shiftedLeft(value, by: -amount)
    }
    return amount >= Int.bitWidth ? (value < 0 ? -1 : 0) : value &>> amount
  }
}

extension Interpreter {
  /// `String(255, radix: 16)`, `String(255, radix: 16, uppercase: true)`,
  /// `Int("ff", radix: 16)`.
  func radixConversion(_ name: String, _ arguments: [Argument], range: SourceRange) throws
    -> Value
  {
    let labels = arguments.map(\.label)
    let fits =
      name == "String"
      ? labels == [nil, "radix"] || labels == [nil, "radix", "uppercase"]
      : labels == [nil, "radix"]
    guard fits, case .int(let radix) = try eval(arguments[1].value, expected: "Int") else {
      throw scriptError("no '\(name)' initializer takes these arguments", at: range)
    }
    guard (2...36).contains(radix) else {
      throw scriptError("Radix must be between 2 and 36 (the app would crash)", at: range)
    }
    let value = try eval(arguments[0].value, expected: name == "String" ? "Int" : "String")
    if name == "Int" {
      guard case .string(let text) = value else {
        throw scriptError(
          "cannot convert value of type '\(typeName(value))' to expected argument type 'String'",
          at: arguments[0].value.range)
      }
      return Int(text, radix: radix).map { .some(.int($0)) } ?? .none
    }
    guard let number = exactInteger(value) else {
      let call = "String(\(typeName(value)), radix:)"
      throw scriptError(
        Said(.doesSimulateNothingRan, call), at: arguments[0].value.range)
    }
    var uppercase = false
    if arguments.count == 3 {
      guard case .bool(let flag) = try eval(arguments[2].value, expected: "Bool") else {
        throw scriptError("'uppercase' takes a Bool", at: arguments[2].value.range)
      }
      uppercase = flag
    }
    return .string(String(number, radix: radix, uppercase: uppercase))
  }
}

extension Interpreter {
  /// `(2, "plum") < (5, "fig")`: the first elements that differ decide, as Swift compares
  /// tuples of up to six comparable elements; nil for another operator or unequal lengths.
  func compareTuples(_ op: String, _ left: [Value], _ right: [Value], range: SourceRange)
    throws -> Bool?
  {
    guard ["<", ">", "<=", ">="].contains(op), left.count == right.count, !left.isEmpty else {
      return nil
    }
    let (first, second) = op == "<" || op == "<=" ? (left, right) : (right, left)
    for (a, b) in zip(first, second) {
      if try ascending(a, b, range: range) { return true }
      if try ascending(b, a, range: range) { return false }
    }
    return op == "<=" || op == ">="
  }

  /// A call of the learner's function declared to return `Never` (`func halt() -> Never`).
  func callsNeverFunction(_ call: Expr) -> Bool {
    guard case .call(let callee, _) = call.kind, case .identifier(let name) = callee.kind,
      let decls = userFunctions(named: name), !decls.isEmpty
    else { return false }
    return decls.allSatisfy { $0.returnType?.description == "Never" }
  }
}
