// Types: `UIAlertController`, `UIAlertController.Style`, `UITextField!`, `[String]`,
// `[String: Any]`, `(UIAlertAction) -> Void`, `Array<Int>`.

extension SyntaxParser {
  /// The attributes of a type that never take an argument.
  static let attributesWithoutArguments: Set<String> = [
    "escaping", "autoclosure", "Sendable", "MainActor", "noescape",
  ]

  mutating func parseType() throws(ParseFailure) -> TypeSyntax {
    try enter()
    defer { leave() }
    // Attributes of function types (`@escaping`) and `some`/`any` change nothing here.
    while case .attribute(let name) = current.kind {
      advance()
      // `@escaping() -> Void`: an attribute that takes no argument leaves the `(` to the
      // function type after it.
      if !Self.attributesWithoutArguments.contains(name) { _ = try parseModifierArgument() }
    }
    // `borrowing User`, `consuming User` (Swift 5.9's ownership of a parameter) read as the
    // type: AlertLab passes a noncopyable value without copying it either way.
    if (isIdentifier("some") || isIdentifier("any") || isIdentifier("borrowing")
      || isIdentifier("consuming")), case .identifier = next.kind
    {
      advance()
    }
    if currentTag == .keyword(.inout) {
      // `(inout Int) -> Void`: kept in the type's spelling, as Swift writes it.
      let keyword = advance()
      let inner = try parseType()
      return TypeSyntax(
        .named("inout " + inner.description, genericArguments: []),
        range: keyword.range.union(inner.range))
    }
    var type = try parseTypePrimary()
    var links = 0
    defer { leave(links) }
    while true {
      switch currentTag {
      case .postfixQuestion, .postfixExclaim, .period:
        try enterLink(&links)
      default:
        break
      }
      switch currentTag {
      case .postfixQuestion:
        let token = advance()
        type = TypeSyntax(.optional(type), range: type.range.union(token.range))
        continue
      case .postfixExclaim:
        let token = advance()
        type = TypeSyntax(.implicitlyUnwrappedOptional(type), range: type.range.union(token.range))
        continue
      case .period:
        // `MyView.Type`, `T.Protocol`.
        guard case .identifier(let member) = next.kind,
          case .named(let name, let arguments) = type.kind
        else { break }
        advance()
        let memberToken = advance()
        type = TypeSyntax(
          .named(name + "." + member, genericArguments: arguments),
          range: type.range.union(memberToken.range))
        continue
      default:
        break
      }
      break
    }
    if case .binaryOperator("&") = current.kind {
      // `Dismissable & Titled`: a value of both protocols, spelled as Swift writes it.
      var parts = [type.description]
      var range = type.range
      while case .binaryOperator("&") = current.kind {
        advance()
        let next = try parseTypePrimary()
        parts.append(next.description)
        range = range.union(next.range)
      }
      type = TypeSyntax(.named(parts.joined(separator: " & "), genericArguments: []), range: range)
    }
    if currentTag == .arrow {
      // Swift 1 and 2 allowed `A -> B` without parentheses.
      advance()
      let result = try parseType()
      var parameters = [type]
      if case .tuple(let elements) = type.kind { parameters = elements }
      type = TypeSyntax(
        .function(parameters: parameters, result: result), range: type.range.union(result.range))
    }
    return type
  }

  mutating func parseTypePrimary() throws(ParseFailure) -> TypeSyntax {
    let tokenRange = current.range
    switch currentTag {
    case .identifier:
      guard case .identifier(var first) = tokens[index].kind else { throw ParseFailure() }
      advance()
      // `Swift.Result<Bool, Error>`, `UIKit.UIAlertController`: a type named with its
      // module is the type.
      if Self.simulatedModules.contains(first) || first == "SwiftUI", currentTag == .period,
        case .identifier(let inModule) = next.kind
      {
        advance()
        advance()
        first = inModule
      }
      var name = first
      var range = tokenRange
      var arguments: [TypeSyntax] = []
      while true {
        if isOpeningAngle(current) {
          arguments += try parseGenericArguments()
          range = range.union(previous.range)
          continue
        }
        if currentTag == .period, case .identifier(let member) = next.kind,
          member != "Type", member != "Protocol"
        {
          advance()
          let memberToken = advance()
          name += "." + member
          range = range.union(memberToken.range)
          continue
        }
        break
      }
      if arguments.isEmpty, var alias = typeAliases[name] {
        alias.range = range
        return alias
      }
      if let parameters = aliasParameters[name], parameters.count == arguments.count,
        let alias = typeAliases[name]
      {
        var made = alias.substituting(Dictionary(zip(parameters, arguments)) { first, _ in first })
        made.range = range
        return made
      }
      // `T.Element` of a generic parameter `T`: any type too.
      if let dot = name.firstIndex(of: "."), var alias = typeAliases[String(name[..<dot])],
        alias.description == "Any"
      {
        alias.range = range
        alias.genericParameter = nil
        return alias
      }
      // `Array<JSON>` is `[JSON]` and `Dictionary<String, Int>` is `[String: Int]`, unless a
      // member of the type follows (`Array<Int>.Index`).
      if currentTag != .period {
        if name == "Array", arguments.count == 1 {
          return TypeSyntax(.array(arguments[0]), range: range)
        }
        if name == "Dictionary", arguments.count == 2 {
          return TypeSyntax(.dictionary(arguments[0], arguments[1]), range: range)
        }
      }
      return TypeSyntax(.named(name, genericArguments: arguments), range: range)
    case .keyword(.Self), .keyword(.self):
      advance()
      return TypeSyntax(.named("Self", genericArguments: []), range: tokenRange)
    case .leftBracket:
      let open = advance()
      let element = try parseType()
      if currentTag == .colon {
        advance()
        let value = try parseType()
        let close = current
        try expectClosing(.rightBracket, "expected ']' in dictionary type", opening: open)
        return TypeSyntax(.dictionary(element, value), range: open.range.union(close.range))
      }
      let close = current
      try expectClosing(.rightBracket, "expected ']' in array type", opening: open)
      return TypeSyntax(.array(element), range: open.range.union(close.range))
    case .leftParen:
      let open = advance()
      var elements: [TypeSyntax] = []
      var labels: [String?] = []
      while currentTag != .rightParen && !atEnd {
        // `(x: Int, y: Int)`: a tuple's labels are kept; `(_ x: Int) -> Void`'s dropped.
        labels.append(nil)
        if peekTag() == .colon, let label = parameterName(current) {
          labels[labels.count - 1] = label == "_" ? nil : label
          advance()
          advance()
        } else if case .identifier = next.kind, peekTag(2) == .colon,
          parameterName(current) != nil
        {
          advance()
          advance()
          advance()
        }
        elements.append(try parseType())
        guard currentTag == .comma else { break }
        advance()
      }
      let close = current
      try expectClosing(.rightParen, "expected ')' in tuple type", opening: open)
      let range = open.range.union(close.range)
      // `() async throws -> Void`: the effects change nothing the subset checks, but the
      // type's name (`type(of:)`) says them.
      let isAsync = skipEffects()
      let throwing = writtenThrowing
      if currentTag == .arrow {
        advance()
        let result = try parseType()
        var function = TypeSyntax(
          .function(parameters: elements, result: result), range: range.union(result.range))
        let effects = (isAsync ? ["async"] : []) + (throwing.map { [$0] } ?? [])
        function.effects = effects.isEmpty ? nil : effects.joined(separator: " ")
        return function
      }
      if elements.count == 1 {
        var element = elements[0]
        element.range = range
        return element
      }
      if labels.contains(where: { $0 != nil }) {
        return TypeSyntax(.labeledTuple(elements, labels: labels), range: range)
      }
      return TypeSyntax(.tuple(elements), range: range)
    default:
      throw fail("expected type", at: expectedLocation)
    }
  }

  func isOpeningAngle(_ token: Token) -> Bool {
    guard !token.hasLeadingTrivia else { return false }
    switch token.tag {
    case .binaryOperator, .prefixOperator, .postfixOperator: break
    default: return false
    }
    switch token.kind {
    case .binaryOperator(let op), .prefixOperator(let op), .postfixOperator(let op):
      return op == "<"
    default:
      return false
    }
  }

  /// `<A, B>` after a type name.
  mutating func parseGenericArguments() throws(ParseFailure) -> [TypeSyntax] {
    let open = advance()
    var arguments: [TypeSyntax] = []
    while true {
      arguments.append(try parseType())
      guard currentTag == .comma else { break }
      advance()
    }
    try consumeClosingAngle(opening: open)
    return arguments
  }

  /// Consumes a `>` — splitting `>>` or `>?` the way Swift's parser does.
  mutating func consumeClosingAngle(opening: Token) throws(ParseFailure) {
    let token = current
    let op: String
    switch token.kind {
    case .binaryOperator(let text), .postfixOperator(let text), .prefixOperator(let text):
      op = text
    default:
      op = ""
    }
    guard op.hasPrefix(">") else {
      throw fail(
        "expected '>' to complete generic argument list", at: expectedLocation,
        notes: [.note("to match this opening '<'", at: opening.range)], fixIt: ">")
    }
    if op == ">" {
      advance()
      return
    }
    let rest = String(op.dropFirst())
    let kind: TokenKind
    switch rest {
    case "?": kind = .postfixQuestion
    case "!": kind = .postfixExclaim
    case "=": kind = .assign
    default: kind = .binaryOperator(rest)
    }
    var start = token.range.start
    start.column += 1
    start.offset += 1
    tokens[index] = Token(
      kind, range: SourceRange(start: start, end: token.range.end), isAtStartOfLine: false,
      hasLeadingTrivia: false)
  }
}

extension TypeSyntax {
  /// The type with each generic parameter in `arguments` (marked by `genericParameter`)
  /// replaced by its argument: `(Element) -> Bool` with `Element` as `Int` is
  /// `(Int) -> Bool`. The depth is the parser's, which bounded the type when it read it.
  func substituting(_ arguments: [String: TypeSyntax]) -> TypeSyntax {
    mapped { type in type.genericParameter.flatMap { arguments[$0] } }
  }

  /// The type with each type named in `names` spelled by its new name: `[Item]` with
  /// `Item` as `Shop.Item` is `[Shop.Item]`.
  func renaming(_ names: [String: String]) -> TypeSyntax {
    mapped { type in
      guard case .named(let name, let arguments) = type.kind, let new = names[name] else {
        return nil
      }
      var renamed = type
      renamed.kind = .named(new, genericArguments: arguments.map { $0.renaming(names) })
      return renamed
    }
  }

  /// The type as `replace` gives it, or, where it gives nil, with the types inside it
  /// mapped the same way.
  func mapped(_ replace: (TypeSyntax) -> TypeSyntax?) -> TypeSyntax {
    if let replaced = replace(self) { return replaced }
    var result = self
    switch kind {
    case .named(let name, let genericArguments):
      result.kind = .named(name, genericArguments: genericArguments.map { $0.mapped(replace) })
    case .optional(let wrapped):
      result.kind = .optional(wrapped.mapped(replace))
    case .implicitlyUnwrappedOptional(let wrapped):
      result.kind = .implicitlyUnwrappedOptional(wrapped.mapped(replace))
    case .array(let element):
      result.kind = .array(element.mapped(replace))
    case .dictionary(let key, let value):
      result.kind = .dictionary(key.mapped(replace), value.mapped(replace))
    case .function(let parameters, let returned):
      result.kind = .function(
        parameters: parameters.map { $0.mapped(replace) }, result: returned.mapped(replace))
    case .tuple(let elements):
      result.kind = .tuple(elements.map { $0.mapped(replace) })
    case .labeledTuple(let elements, let labels):
      result.kind = .labeledTuple(elements.map { $0.mapped(replace) }, labels: labels)
    }
    return result
  }
}
