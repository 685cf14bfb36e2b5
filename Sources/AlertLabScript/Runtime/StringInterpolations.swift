import AlertLabKit

// Custom string interpolation (Swift 5): `extension String.StringInterpolation { mutating
// func appendInterpolation(user: User) { ... } }` makes `"\(user: someone)"` call it, on the
// standard library's `DefaultStringInterpolation` (`StandardLibraryTypes.swift`).

extension Interpreter {
  /// The name of the type `String.StringInterpolation` is an alias of.
  static let interpolationType = "DefaultStringInterpolation"

  /// `String.StringInterpolation` or `DefaultStringInterpolation`, declared if it is not
  /// yet: the name its extensions add to; nil for any other name.
  func interpolationTypeName(_ written: String) throws -> String? {
    guard written == "String.StringInterpolation" || written == Self.interpolationType else {
      return nil
    }
    try declareStandardType(Self.interpolationType)
    return Self.interpolationType
  }

  /// Where swiftc reports a label error of `"\(label: value)"`: at the `(` before the label.
  static func openParenthesis(before arguments: [Argument], _ range: SourceRange) -> SourceRange {
    guard let label = arguments.first?.labelRange?.start, label.column > 1 else { return range }
    return SourceRange(
      at: SourceLocation(line: label.line, column: label.column - 1, offset: label.offset - 1))
  }

  /// `"\(ratio)"` where the learner's extension declares `appendInterpolation(_ value:
  /// Double)`: what that method appends, as Swift picks the overload by the value's type; nil
  /// when no such method takes the value (the standard library's describes it).
  func learnersInterpolation(of value: Value, range: SourceRange) throws -> String? {
    guard !state.classes.isEmpty, state.classes[Self.interpolationType] != nil else {
      return nil
    }
    let type = typeName(value)
    let takes = declaredMembers(of: Self.interpolationType).contains { member in
      guard case .function(let decl) = member.kind, decl.name == "appendInterpolation",
        decl.parameters.count == 1, let parameter = decl.parameters.first,
        labelOf(parameter) == nil
      else { return false }
      return parameter.type.description == type
    }
    guard takes else { return nil }
    let name = "$interpolated"
    scopes.append([:])
    defer { scopes.removeLast() }
    declareLocal(name, value: value, constant: true, type: type)
    return try customInterpolation(
      [Argument(value: Expr(.identifier(name), range: range))], range: range)
  }

  /// True when the learner's extension declares an `appendInterpolation` with these labels.
  func declaresInterpolation(labels: [String?]) -> Bool {
    guard state.classes[Self.interpolationType] != nil else { return false }
    return declaredMembers(of: Self.interpolationType).contains { member in
      guard case .function(let decl) = member.kind, decl.name == "appendInterpolation" else {
        return false
      }
      return decl.parameters.map(labelOf) == labels
    }
  }

  /// `"\(user: someone)"`: what the learner's `appendInterpolation(user:)` appends, called on
  /// an interpolation of its own.
  func customInterpolation(_ arguments: [Argument], range: SourceRange) throws -> String {
    // `"\(price, format: .currency(code: "USD"))"`: Foundation's, unless the learner's
    // extension declares its own `appendInterpolation(_:format:)`.
    if arguments.count == 2, arguments[0].label == nil, arguments[1].label == "format",
      !declaresInterpolation(labels: [nil, "format"])
    {
      return try formatted(try eval(arguments[0].value), style: arguments[1].value)
    }
    guard state.classes[Self.interpolationType] != nil else {
      let label = arguments.first?.label ?? "_"
      throw scriptError(
        "extraneous argument label '\(label):' in call",
        at: Self.openParenthesis(before: arguments, range))
    }
    let name = "$interpolation"
    scopes.append([:])
    defer { scopes.removeLast() }
    let made = try construct(
      Self.interpolationType, arguments: [], range: range, calleeRange: range)
    declareLocal(name, value: made, constant: false, type: Self.interpolationType)
    let holder = Expr(.identifier(name), range: range)
    let callee = Expr(.member(holder, name: "appendInterpolation", nameRange: range), range: range)
    _ = try eval(Expr(.call(callee, arguments), range: range))
    let text = try eval(Expr(.member(holder, name: "_text", nameRange: range), range: range))
    return try describing(text, limit: Interpreter.stringLimit)
  }
}
