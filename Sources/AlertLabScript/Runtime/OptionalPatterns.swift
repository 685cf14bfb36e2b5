import AlertLabKit

// `switch` over an optional as Swift has it: `case .some(let x)`, `case .none`, `case nil`,
// and `case .up?` (the enum case inside the optional), with the exhaustiveness rule over
// both the optional's cases and the wrapped enum's.

extension Interpreter {
  /// `.some(p)` and `.none` against an optional value; nil when the pattern is another.
  func matchOptional(_ name: String, _ arguments: [Pattern]?, _ value: Value, range: SourceRange)
    throws -> Bool?
  {
    guard value.isOptional else { return nil }
    switch (name, value) {
    case ("some", .some(let wrapped)):
      guard let arguments, arguments.count == 1 else { return nil }
      return try match(arguments[0], wrapped, range: range)
    case ("some", .none):
      return arguments?.count == 1 ? false : nil
    case ("none", .none):
      return arguments == nil ? true : nil
    case ("none", .some):
      return arguments == nil ? false : nil
    default:
      return nil
    }
  }

  /// True when the cases cover an optional subject: `nil` and every wrapped value. Throws
  /// Swift's error when they are optional patterns that leave some out; false when the
  /// patterns are not about an optional.
  func checkOptionalExhaustive(_ statement: SwitchStmt, subject: Value) throws -> Bool {
    var coversNone = false
    var coversSome = false
    var wrappedCases: [String] = []
    var isOptionalSwitch = false
    for item in statement.cases where item.whereClause == nil {
      for pattern in item.patterns {
        switch pattern {
        case .enumCase("none", nil):
          coversNone = true
          isOptionalSwitch = true
        case .expression(let expr) where expr.kind == .nilLiteral:
          coversNone = true
          isOptionalSwitch = true
        case .enumCase("some", let arguments?) where arguments.count == 1:
          isOptionalSwitch = true
          switch arguments[0] {
          case .wildcard, .binding: coversSome = true
          case .enumCase(let name, _): wrappedCases.append(name)
          default: break
          }
        default:
          break
        }
      }
    }
    guard isOptionalSwitch, subject.isOptional else { return false }
    var missing: [String] = []
    if !coversNone { missing.append(".none") }
    if !coversSome {
      // The wrapped enum: from the value, or from the subject's declared type when it is nil.
      let type =
        subject.unwrapped.flatMap(enumTypeName)
        ?? staticTypeName(of: statement.subject).map(stripOptional)
      if let type, !enumCaseNames(type).isEmpty {
        for name in enumCaseNames(type)
        where !wrappedCases.contains(where: { sameCase(name, $0, in: type) }) {
          missing.append(".some(.\(name))")
        }
      } else if wrappedCases.isEmpty {
        missing.append(".some(_)")
      }
    }
    if missing.isEmpty { return true }
    throw scriptError(
      "switch must be exhaustive", at: statement.range,
      notes: missing.map { .note("add missing case: '\($0)'", at: statement.range) })
  }
}
