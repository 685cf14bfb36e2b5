// `do`/`catch`, `throw`, `defer`, `try`, dictionary literals, `if case` and `protocol`.

extension SyntaxParser {
  /// `do`, `throw`, `defer` or `protocol` at the start of a statement; nil for anything else.
  mutating func parseLanguageStatement() throws(ParseFailure) -> Stmt? {
    switch currentTag {
    case .keyword(.do), .keyword(.throw), .keyword(.defer): break
    default: return nil
    }
    let start = current
    switch start.tag {
    case .keyword(.do):
      advance()
      let (body, bodyRange) = try parseBlock("after 'do'")
      var catches: [CatchClause] = []
      var end = bodyRange.end
      while currentTag == .keyword(.catch) {
        let clause = try parseCatch()
        catches.append(clause)
        end = clause.range.end
      }
      return Stmt(
        .doCatch(DoCatchStmt(body: body, catches: catches)),
        range: SourceRange(start: start.range.start, end: end))
    case .keyword(.throw):
      advance()
      guard canStartExpressionHere, !current.isAtStartOfLine else {
        throw fail("expected expression in 'throw' statement", at: expectedLocation)
      }
      let value = try parseExpression()
      return Stmt(.throwStatement(value), range: start.range.union(value.range))
    case .keyword(.defer):
      advance()
      let (body, range) = try parseBlock("after 'defer'")
      return Stmt(
        .deferStatement(body), range: SourceRange(start: start.range.start, end: range.end))
    default:
      return nil
    }
  }

  /// `catch`, `catch Pattern`, `catch let e as T`, `catch is T`, `catch A, B where c`.
  mutating func parseCatch() throws(ParseFailure) -> CatchClause {
    let keyword = advance()
    var patterns: [Pattern] = []
    var whereClause: Expr?
    let saved = noTrailingClosure
    noTrailingClosure = true
    do {
      while currentTag != .leftBrace && !atEnd {
        patterns.append(try parseCatchPattern())
        if currentTag == .keyword(.where) {
          advance()
          whereClause = try parseExpression()
        }
        guard currentTag == .comma else { break }
        advance()
      }
    } catch {
      noTrailingClosure = saved
      throw error
    }
    noTrailingClosure = saved
    let (body, range) = try parseBlock("after 'catch' pattern")
    return CatchClause(
      patterns: patterns, whereClause: whereClause, body: body,
      range: SourceRange(start: keyword.range.start, end: range.end))
  }

  mutating func parseCatchPattern() throws(ParseFailure) -> Pattern {
    if currentTag == .keyword(.is) {
      advance()
      return .typeCast(nil, try parseType())
    }
    if currentTag == .keyword(.let) || currentTag == .keyword(.var),
      case .identifier(let name) = next.kind, peekTag(2) == .keyword(.as)
    {
      advance()
      advance()
      advance()
      return .typeCast(.binding(name), try parseType())
    }
    return try parsePattern(binding: false)
  }

  /// `try`, `try?`, `try!` before an expression (they cover everything to their right).
  mutating func parseTry() throws(ParseFailure) -> Expr {
    // `try try try ...` nests as deep as brackets do.
    try enter()
    defer { leave() }
    let keyword = advance()
    var kind = TryKind.plain
    if currentTag == .postfixQuestion {
      kind = .optional
      advance()
    } else if currentTag == .postfixExclaim {
      kind = .forced
      advance()
    }
    let value = try parseBinary(minimum: SyntaxParser.castingPrecedence)
    return Expr(.tryExpr(kind, value), range: keyword.range.union(value.range))
  }

  /// `case pattern = value` in a condition (after `if`, `guard` or `while`).
  mutating func parsePatternCondition() throws(ParseFailure) -> Condition {
    let keyword = advance()
    let pattern = try parsePattern(binding: false)
    guard currentTag == .assign else {
      throw fail("expected '=' after pattern in 'case' condition", at: expectedLocation)
    }
    advance()
    let value = try parseExpression()
    return .patternMatch(
      PatternMatch(pattern: pattern, value: value, range: keyword.range.union(value.range)))
  }

  /// The rest of `[key: value, ...]` after the first key, or `[:]`.
  mutating func parseDictionaryLiteral(open: Token, firstKey: Expr?) throws(ParseFailure)
    -> Expr
  {
    var entries: [DictionaryEntry] = []
    guard let firstKey else {
      advance()  // the ':' of '[:]'
      let close = current
      try expectClosing(
        .rightBracket, "expected ']' in container literal expression", opening: open)
      return Expr(.dictionary([]), range: open.range.union(close.range))
    }
    var key = firstKey
    while true {
      advance()  // ':'
      guard canStartExpressionHere else {
        throw fail("expected value in dictionary literal", at: expectedLocation)
      }
      entries.append(DictionaryEntry(key: key, value: try parseExpression()))
      if currentTag == .comma {
        advance()
      }
      if currentTag == .rightBracket { break }
      guard canStartExpressionHere else {
        throw fail(
          "expected ']' in container literal expression", at: expectedLocation,
          notes: [.note("to match this opening '['", at: open.range)], fixIt: "]")
      }
      key = try parseExpression()
      guard currentTag == .colon else {
        throw fail("expected ':' in dictionary literal", at: expectedLocation, fixIt: ":")
      }
    }
    let close = advance()
    return Expr(.dictionary(entries), range: open.range.union(close.range))
  }

  /// `protocol Name: Inherited { requirements }`: the names of the requirements are kept,
  /// the declarations without bodies skipped.
  mutating func parseProtocol(start: SourceLocation) throws(ParseFailure) -> Stmt {
    advance()  // protocol
    let nameToken = current
    guard case .identifier(let name) = nameToken.kind else {
      throw fail("expected identifier in protocol declaration", at: expectedLocation)
    }
    advance()
    let inherited = try parseInheritance()
    guard currentTag == .leftBrace else {
      throw fail("expected '{' in protocol type", at: expectedLocation, fixIt: "{")
    }
    guard let close = matchingClose(from: index) else {
      throw fail("expected '}' in protocol", at: expectedLocation)
    }
    var requirements: [String] = []
    var position = index + 1
    while position < close {
      switch tokens[position].tag {
      case .keyword(.func), .keyword(.var):
        if case .identifier(let member) = tokens[position + 1].kind { requirements.append(member) }
      default:
        break
      }
      position += 1
    }
    while index < close { advance() }
    let end = advance().range.end
    let decl = ProtocolDecl(
      name: name, nameRange: nameToken.range, inherited: inherited, requirements: requirements)
    return Stmt(.protocolDecl(decl), range: SourceRange(start: start, end: end))
  }

  /// `let (a, b) = value`: a hidden variable holds the tuple, then each name takes its element
  /// (`_` takes none).
  mutating func parseDestructuring(
    _ modifiers: [Modifier], isConstant: Bool, start: SourceLocation
  ) throws(ParseFailure) -> [Stmt] {
    let open = advance()
    var names: [Token] = []
    while currentTag != .rightParen && !atEnd {
      guard case .identifier = current.kind else {
        throw fail("expected a name in tuple pattern", at: expectedLocation)
      }
      names.append(advance())
      guard currentTag == .comma else { break }
      advance()
    }
    try expectClosing(.rightParen, "expected ')' in tuple pattern", opening: open)
    var type: TypeSyntax?
    if currentTag == .colon {
      advance()
      type = try parseType()
    }
    guard currentTag == .assign else {
      throw fail("expected '=' after tuple pattern", at: expectedLocation, fixIt: " = ")
    }
    advance()
    let value = try parseExpression()
    let range = SourceRange(start: start, end: value.range.end)
    let hidden = "$tuple\(open.range.start.offset)"
    var statements = [
      Stmt(
        .variable(
          VariableDecl(
            isConstant: true, name: hidden, nameRange: open.range, type: type,
            initializer: value)), range: range)
    ]
    for (position, token) in names.enumerated() {
      guard case .identifier(let name) = token.kind, name != "_" else { continue }
      let element = Expr(
        .member(
          Expr(.identifier(hidden), range: value.range), name: String(position),
          nameRange: token.range),
        range: value.range)
      statements.append(
        Stmt(
          .variable(
            VariableDecl(
              modifiers: modifiers, isConstant: isConstant, name: name, nameRange: token.range,
              initializer: element)), range: range))
    }
    return statements
  }

  /// `sorted(by: <)`, `reduce(0, +)`: an operator alone as an argument is its function.
  mutating func parseOperatorAsFunction() -> Expr? {
    // Most tokens stop at this test, which binds nothing and so copies nothing.
    switch tokens[index].tag {
    case .binaryOperator, .prefixOperator, .postfixOperator: break
    default: return nil
    }
    switch tokens[index].kind {
    case .binaryOperator(let op), .prefixOperator(let op), .postfixOperator(let op):
      guard SyntaxParser.operatorFunctions.contains(op),
        peekTag() == .rightParen || peekTag() == .comma
      else { return nil }
      let range = current.range
      advance()
      return Expr(.identifier(op), range: range)
    default:
      return nil
    }
  }

  static let operatorFunctions: Set<String> = [
    "<", ">", "<=", ">=", "==", "!=", "+", "-", "*", "/", "%", "&&", "||",
  ]

  /// `Set<String>` before `(`: the type's name with its arguments, as one identifier.
  mutating func parseGenericTypeName() throws(ParseFailure) -> Expr? {
    // Only an operator can open the angle brackets: most names stop at that test.
    let next = min(index + 1, tokens.count - 1)
    switch tokens[next].tag {
    case .binaryOperator, .prefixOperator, .postfixOperator: break
    default: return nil
    }
    guard case .identifier(let name) = tokens[index].kind, isOpeningAngle(tokens[next]),
      name == "Set" || name == "Array" || name == "Dictionary"
    else { return nil }
    let token = advance()
    let open = current
    let arguments = try parseGenericArguments()
    let spelled = TypeSyntax(.named(name, genericArguments: arguments), range: token.range)
    return Expr(.identifier(spelled.description), range: token.range.union(open.range))
  }

  /// `typealias Name = Type`: accepted and left out (AlertLab compares types as written and
  /// lets a name it does not know stand for any type).
  mutating func skipTypealias() throws(ParseFailure) {
    advance()
    guard case .identifier(let name) = current.kind else {
      throw fail("expected an identifier in typealias declaration", at: expectedLocation)
    }
    advance()
    guard currentTag == .assign else {
      throw fail("expected '=' in type alias declaration", at: expectedLocation, fixIt: " = ")
    }
    advance()
    typeAliases[name] = try parseType()
  }

  /// A generic `where` clause after an extension's type (`where Self: UIViewController`):
  /// the members are then run for the types that conform.
  mutating func skipExtensionWhereClause() {
    guard currentTag == .keyword(.where) else { return }
    while currentTag != .leftBrace && !atEnd { advance() }
  }
}
