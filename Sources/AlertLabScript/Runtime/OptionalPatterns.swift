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

// Nested optionals: `let outer: Int?? = inner` keeps `inner`'s nil inside (`.some(nil)`).

/// How many `?` end a type's name: 2 for `Int??`.
func optionalDepth(_ type: String) -> Int {
  var depth = 0
  for byte in type.utf8.reversed() {
    guard byte == UInt8(ascii: "?") else { break }
    depth += 1
  }
  return depth
}

extension Interpreter {
  /// `value`, of `expr`, stored where `declared` has two or more `?`: wrapped once for each
  /// `?` its own type lacks, so that nil of an `Int?` is `.some(nil)` in an `Int??` and only
  /// the `nil` literal is the outer nil. Any other declared type takes the value as it is.
  func nestingOptional(_ value: Value, declared: String, from expr: Expr?) -> Value {
    let depth = optionalDepth(declared)
    guard depth > 1 else { return value }
    var somes = 0
    var inner = value
    while case .some(let wrapped) = inner, somes < depth {
      somes += 1
      inner = wrapped
    }
    var have = somes
    if case .none = inner {
      guard let expr, expr.kind != .nilLiteral, let source = staticTypeName(of: expr) else {
        return value
      }
      have = optionalDepth(source)
    }
    var nested = value
    for _ in 0..<max(0, depth - have) { nested = .some(nested) }
    return nested
  }

  /// What `if let` binds of an optional value, and what `??` takes of it: one level
  /// unwrapped where the value is held as a nested optional (`Int??`), every level otherwise;
  /// nil when there is nothing inside.
  func boundOptional(_ value: Value, of expr: Expr?) -> Value? {
    guard case .some(let inner) = value, inner.isOptional, let expr, isNestedOptional(expr)
    else { return value.unwrapped }
    return inner
  }

  /// True when `expr` is declared with two or more `?` (`Int??`, a `[String: Int?]`'s
  /// subscript).
  func isNestedOptional(_ expr: Expr) -> Bool {
    staticTypeName(of: expr).map(optionalDepth).map { $0 > 1 } ?? false
  }
}
