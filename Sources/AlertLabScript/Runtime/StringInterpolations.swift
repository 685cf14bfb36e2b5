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

  /// `"\(user: someone)"`: what the learner's `appendInterpolation(user:)` appends, called on
  /// an interpolation of its own.
  func customInterpolation(_ arguments: [Argument], range: SourceRange) throws -> String {
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
