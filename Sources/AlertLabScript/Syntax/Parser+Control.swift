// Loops, `switch`, `enum` and `struct`: the control flow and declarations real alert code is
// written with.

extension SyntaxParser {
  /// `name:` before a loop or `switch` (`outer: for ...`).
  func statementLabel() -> String? {
    // The tags first: the name is copied only for a label.
    guard currentTag == .identifier, peekTag() == .colon else { return nil }
    switch peekTag(2) {
    case .keyword(.for), .keyword(.while), .keyword(.repeat), .keyword(.switch):
      return currentIdentifierName
    default: return nil
    }
  }

  /// A loop, `switch`, `break`, `continue` or `fallthrough`; nil when the statement is none.
  mutating func parseControlStatement() throws(ParseFailure) -> Stmt? {
    var label: String?
    let start = current.range.start
    if let name = statementLabel() {
      label = name
      advance()
      advance()
    }
    switch currentTag {
    case .keyword(.for): return try parseForIn(label: label, start: start)
    case .keyword(.while): return try parseWhile(label: label, start: start)
    case .keyword(.repeat): return try parseRepeat(label: label, start: start)
    case .keyword(.switch): return try parseSwitch(start: start)
    case .keyword(.break), .keyword(.continue):
      let keyword = advance()
      var target: String?
      var end = keyword.range.end
      if case .identifier(let name) = current.kind, !current.isAtStartOfLine {
        target = name
        end = advance().range.end
      }
      let range = SourceRange(start: keyword.range.start, end: end)
      let kind: StmtKind =
        keyword.kind == .keyword(.break) ? .breakStatement(target) : .continueStatement(target)
      return Stmt(kind, range: range)
    case .keyword(.fallthrough):
      let keyword = advance()
      return Stmt(.fallthroughStatement, range: keyword.range)
    default:
      return nil
    }
  }

  mutating func parseForIn(label: String?, start: SourceLocation) throws(ParseFailure) -> Stmt {
    try enter()
    defer { leave() }
    advance()  // for
    // `for await x in stream`, `for try await x in group`: the sequence says how it waits.
    if currentTag == .keyword(.try), case .identifier("await") = next.kind { advance() }
    if isIdentifier("await"), peekTag() != .keyword(.in) { advance() }
    let pattern: Pattern
    if currentTag == .keyword(.case) {
      // `for case let x? in`, `for case .some(let x) in`: only the elements that match.
      advance()
      let saved = noTrailingClosure
      noTrailingClosure = true
      defer { noTrailingClosure = saved }
      pattern = try parsePattern(binding: false)
    } else {
      if currentTag == .keyword(.var) || currentTag == .keyword(.let) { advance() }
      pattern = try parsePattern(binding: true)
    }
    var elementType: TypeSyntax?
    if currentTag == .colon {
      advance()
      elementType = try parseType()
    }
    guard currentTag == .keyword(.in) else {
      throw fail("expected 'in' after for-each pattern", at: expectedLocation, fixIt: "in")
    }
    advance()
    let saved = noTrailingClosure
    noTrailingClosure = true
    let sequence: Expr
    var whereClause: Expr?
    do {
      sequence = try parseExpression()
      if currentTag == .keyword(.where) {
        advance()
        whereClause = try parseExpression()
      }
    } catch {
      noTrailingClosure = saved
      throw error
    }
    noTrailingClosure = saved
    let (body, range) = try parseBlock("to start the body of for-each loop")
    let loop = ForInLoop(
      label: label, pattern: pattern, sequence: sequence, whereClause: whereClause, body: body,
      elementType: elementType)
    return Stmt(.forIn(loop), range: SourceRange(start: start, end: range.end))
  }

  mutating func parseWhile(label: String?, start: SourceLocation) throws(ParseFailure) -> Stmt {
    try enter()
    defer { leave() }
    advance()  // while
    let conditions = try parseConditions("while")
    let (body, range) = try parseBlock("after 'while' condition")
    return Stmt(
      .whileLoop(label: label, conditions: conditions, body: body),
      range: SourceRange(start: start, end: range.end))
  }

  mutating func parseRepeat(label: String?, start: SourceLocation) throws(ParseFailure) -> Stmt {
    try enter()
    defer { leave() }
    advance()  // repeat
    let (body, _) = try parseBlock("after 'repeat'")
    guard currentTag == .keyword(.while) else {
      throw fail(
        "expected 'while' after body of 'repeat' statement", at: expectedLocation,
        fixIt: "while")
    }
    advance()
    let saved = noTrailingClosure
    noTrailingClosure = true
    defer { noTrailingClosure = saved }
    let condition = try parseExpression()
    return Stmt(
      .repeatWhile(label: label, body: body, condition: condition),
      range: SourceRange(start: start, end: condition.range.end))
  }

  // MARK: - Patterns

  /// A pattern; with `binding`, bare names bind (after `let`, in `for`), otherwise they are
  /// values compared with `==`.
  mutating func parsePattern(binding: Bool) throws(ParseFailure) -> Pattern {
    try enter()
    defer { leave() }
    let token = current
    switch token.kind {
    case .keyword(.let), .keyword(.var):
      // `case let error as AlertProvider:`: the value cast, bound.
      if case .identifier(let name) = next.kind, peekTag(2) == .keyword(.as) {
        advance()
        advance()
        advance()
        return .typeCast(.binding(name), try parseType())
      }
      advance()
      let inner = try parsePattern(binding: true)
      // `case let (a, b) as (Int, Int):`: the value cast, then matched.
      guard currentTag == .keyword(.as) else { return inner }
      advance()
      return .typeCast(inner, try parseType())
    case .keyword(.is):
      // `case is CancellationError:`: a value of that type.
      advance()
      return .typeCast(nil, try parseType())
    case .identifier("_"):
      advance()
      return .wildcard
    // (`let Media.movie(title, _)` names its enum's type: a case pattern, below.)
    case .identifier(let name)
    where binding && !(peekTag() == .period && name.first?.isUppercase == true):
      advance()
      // `let x?`: the value inside an optional, `.some(let x)`.
      guard currentTag == .postfixQuestion else { return .binding(name) }
      advance()
      return .enumCase(name: "some", arguments: [name == "_" ? .wildcard : .binding(name)])
    case .leftParen:
      let open = advance()
      var elements: [Pattern] = []
      while currentTag != .rightParen && !atEnd {
        // `(offset: i, element: e)`: labels are skipped.
        if case .identifier = current.kind, peekTag() == .colon { advance(); advance() }
        var element = try parsePattern(binding: binding)
        // `catch let (error as LoginError)`: an element cast to a type.
        if currentTag == .keyword(.as) {
          advance()
          element = .typeCast(element, try parseType())
        }
        elements.append(element)
        guard currentTag == .comma else { break }
        advance()
      }
      try expectClosing(.rightParen, "expected ')' in tuple pattern", opening: open)
      let pattern = elements.count == 1 ? elements[0] : .tuple(elements)
      // `(pivot, rest)?`: the tuple inside an optional, `.some((pivot, rest))`.
      guard currentTag == .postfixQuestion else { return pattern }
      advance()
      return .enumCase(name: "some", arguments: [pattern])
    case .period:
      // `.name` or `.name(patterns)`: an enum case.
      guard case .identifier(let name) = next.kind else { break }
      advance()
      advance()
      let pattern = Pattern.enumCase(
        name: name, arguments: try parseCaseArguments(binding: binding))
      // `.up?`: the case inside an optional, `.some(.up)`.
      guard currentTag == .postfixQuestion else { return pattern }
      advance()
      return .enumCase(name: "some", arguments: [pattern])
    case .identifier(let typeName)
    where peekTag() == .period && typeName.first?.isUppercase == true:
      // `UIAlertActionStyle.Default`, `Result.success(let x)`.
      guard case .identifier(let name) = peek(2).kind else { break }
      if peekTag(3) == .leftParen {
        advance()
        advance()
        advance()
        return .enumCase(name: name, arguments: try parseCaseArguments(binding: binding))
      }
    default:
      break
    }
    let expression = try parseExpression()
    // `case 0 as Double:`: a type-casting pattern (the value must be a Double) around the
    // expression pattern, not a value converted before it is compared.
    if case .cast(let inner, .plain, let type) = expression.kind {
      return .typeCast(.expression(inner), type)
    }
    return .expression(expression)
  }

  /// The position after the parenthesized arguments that start at `from` (an attribute's
  /// `(*, unavailable)`), or `from` when no parenthesis opens there.
  static func afterParenthesized(_ tokens: [Token], from start: Int) -> Int {
    guard start < tokens.count, tokens[start].tag == .leftParen else { return start }
    var depth = 0
    var position = start
    while position < tokens.count - 1 {
      switch tokens[position].tag {
      case .leftParen: depth += 1
      case .rightParen:
        depth -= 1
        if depth == 0 { return position + 1 }
      default: break
      }
      position += 1
    }
    return position
  }

  mutating func parseCaseArguments(binding: Bool) throws(ParseFailure) -> [Pattern]? {
    guard currentTag == .leftParen, !current.hasLeadingTrivia else { return nil }
    let open = advance()
    var arguments: [Pattern] = []
    while currentTag != .rightParen && !atEnd {
      if case .identifier = current.kind, peekTag() == .colon { advance(); advance() }
      arguments.append(try parsePattern(binding: binding))
      guard currentTag == .comma else { break }
      advance()
    }
    try expectClosing(.rightParen, "expected ')' in enum case pattern", opening: open)
    return arguments
  }

  // MARK: - switch

  mutating func parseSwitch(start: SourceLocation) throws(ParseFailure) -> Stmt {
    try enter()
    defer { leave() }
    let keyword = advance()
    let saved = noTrailingClosure
    noTrailingClosure = true
    let subject: Expr
    do {
      subject = try parseExpression()
    } catch {
      noTrailingClosure = saved
      throw error
    }
    noTrailingClosure = saved
    guard currentTag == .leftBrace else {
      throw fail("expected '{' after 'switch' subject expression", at: expectedLocation, fixIt: "{")
    }
    let open = advance()
    var cases: [SwitchCase] = []
    while currentTag != .rightBrace && !atEnd {
      // `@unknown default:`: the default of a switch over an enum that may gain cases.
      if case .attribute("unknown") = current.kind,
        next.tag == .keyword(.default)
          || next.tag == .keyword(.case)
      {
        advance()
      }
      let caseToken = current
      var patterns: [Pattern] = []
      var whereClause: Expr?
      switch caseToken.kind {
      case .keyword(.default):
        advance()
      case .keyword(.case):
        advance()
        let savedClosure = noTrailingClosure
        noTrailingClosure = true
        do {
          while true {
            patterns.append(try parsePattern(binding: false))
            if currentTag == .keyword(.where) {
              advance()
              whereClause = try parseExpression()
            }
            guard currentTag == .comma else { break }
            advance()
          }
        } catch {
          noTrailingClosure = savedClosure
          throw error
        }
        noTrailingClosure = savedClosure
      default:
        throw fail(
          "all statements inside a switch must be covered by a 'case' or 'default'",
          at: caseToken.range)
      }
      guard currentTag == .colon else {
        throw fail("expected ':' after 'case'", at: expectedLocation, fixIt: ":")
      }
      advance()
      let body = parseCaseBody()
      if body.isEmpty {
        throw fail(
          "'\(caseToken.kind == .keyword(.default) ? "default" : "case")' label in a 'switch' "
            + "must have at least one executable statement",
          at: caseToken.range, fixIt: " break")
      }
      cases.append(
        SwitchCase(
          patterns: patterns, whereClause: whereClause, body: body,
          range: SourceRange(start: caseToken.range.start, end: previous.range.end)))
    }
    let end = current.range.end
    try expectClosing(.rightBrace, "expected '}' at end of 'switch' statement", opening: open)
    let range = SourceRange(start: start, end: end)
    return Stmt(
      .switchStatement(
        SwitchStmt(
          subject: subject, cases: cases,
          range: SourceRange(start: keyword.range.start, end: end))), range: range)
  }

  // MARK: - if and switch expressions

  /// `if c { a } else { b }` or `switch x { case ...: a ... }` where a value is wanted.
  mutating func parseBranchingExpression() throws(ParseFailure) -> Expr {
    let statement =
      currentTag == .keyword(.if) ? try parseIf() : try parseSwitch(start: current.range.start)
    try checkBranches(of: statement)
    return Expr(.branching(statement), range: statement.range)
  }

  /// Swift's rules for an `if` or `switch` used as a value: an `if` has a final `else`, and
  /// every branch is one expression, a nested `if` or `switch` expression, or ends in a
  /// `throw`.
  mutating func checkBranches(of statement: Stmt) throws(ParseFailure) {
    switch statement.kind {
    case .ifStatement(_, let then, let elseBranch):
      guard let elseBranch else {
        throw fail(
          "'if' must have an unconditional 'else' to be used as expression",
          at: SourceRange(at: statement.range.start))
      }
      try checkBranch(then, of: "if", at: statement.range)
      if elseBranch.count == 1, case .ifStatement = elseBranch[0].kind {
        try checkBranches(of: elseBranch[0])
      } else {
        try checkBranch(elseBranch, of: "if", at: statement.range)
      }
    case .switchStatement(let switchStatement):
      for item in switchStatement.cases {
        try checkBranch(item.body, of: "switch", at: item.range)
      }
    default:
      return
    }
  }

  mutating func checkBranch(_ body: [Stmt], of keyword: String, at range: SourceRange)
    throws(ParseFailure)
  {
    guard let last = body.last else {
      throw fail("expected expression in branch of '\(keyword)' expression", at: range)
    }
    switch last.kind {
    case .throwStatement: return
    case .fallthroughStatement where keyword == "switch": return
    case .expression where body.count == 1: return
    case .ifStatement where body.count == 1, .switchStatement where body.count == 1:
      try checkBranches(of: last)
      return
    default:
      throw fail(
        "non-expression branch of '\(keyword)' expression may only end with a 'throw'"
          + (keyword == "switch" ? " or 'fallthrough'" : ""), at: last.range)
    }
  }

  /// Statements up to the next `case`, `default` (or `@unknown default`) or the closing `}`.
  mutating func parseCaseBody() -> [Stmt] {
    var statements: [Stmt] = []
    while !outOfStack {
      while currentTag == .semicolon { advance() }
      switch currentTag {
      case .endOfInput, .rightBrace, .keyword(.case), .keyword(.default):
        return statements
      case .attribute where current.kind == .attribute("unknown"):
        return statements
      default:
        break
      }
      let start = index
      do {
        try parseStatement(.block, into: &statements)
        checkSeparator()
      } catch {
        recover(from: start)
      }
    }
    return statements
  }

  // MARK: - enum and struct

  mutating func parseEnum(
    _ modifiers: [Modifier], start: SourceLocation
  ) throws(ParseFailure) -> Stmt {
    advance()  // enum
    let nameToken = current
    guard case .identifier(let name) = nameToken.kind else {
      throw fail("expected identifier in enum declaration", at: expectedLocation)
    }
    advance()
    var outerAliases = (aliases: typeAliases, parameters: aliasParameters)
    defer { (typeAliases, aliasParameters) = outerAliases }
    let genericNames = try parseGenericParameters()
    let inherited = try parseInheritance()
    skipWhereClause()
    guard currentTag == .leftBrace else {
      throw fail("expected '{' in enum", at: expectedLocation, fixIt: "{")
    }
    let open = advance()
    var cases: [EnumCaseDecl] = []
    var members: [Stmt] = []
    while currentTag != .rightBrace && !atEnd {
      while currentTag == .semicolon { advance() }
      if currentTag == .rightBrace { break }
      var position = index
      while true {
        if case .identifier("indirect") = tokens[position].kind {
          position += 1
        } else if case .attribute = tokens[position].kind {
          // `@available(*, unavailable) case legacy`: the attribute and its arguments.
          position = Self.afterParenthesized(tokens, from: position + 1)
        } else {
          break
        }
      }
      if tokens[position].tag == .keyword(.case) {
        index = position
        advance()
        while true {
          let caseName = current
          guard case .identifier(let text) = caseName.kind else {
            throw fail("expected identifier in enum 'case' declaration", at: expectedLocation)
          }
          advance()
          var associated: [TypeSyntax] = []
          if currentTag == .leftParen {
            let parenOpen = advance()
            while currentTag != .rightParen && !atEnd {
              if case .identifier = current.kind, peekTag() == .colon {
                advance(); advance()
              }
              // `case failed(_ message: String)`: a name after the `_` (or label) is the
              // value's own.
              else if case .identifier = current.kind, case .identifier = next.kind,
                tokens.indices.contains(index + 2), tokens[index + 2].tag == .colon
              {
                advance()
                advance()
                advance()
              }
              associated.append(try parseType())
              guard currentTag == .comma else { break }
              advance()
            }
            try expectClosing(.rightParen, "expected ')' in enum case", opening: parenOpen)
          }
          var raw: Expr?
          if currentTag == .assign {
            advance()
            raw = try parseExpression()
          }
          cases.append(
            EnumCaseDecl(
              name: text, rawValue: raw, associatedTypes: associated,
              range: SourceRange(start: caseName.range.start, end: previous.range.end)))
          guard currentTag == .comma else { break }
          advance()
        }
        continue
      }
      let before = index
      do {
        try parseStatement(.typeBody, into: &members)
        checkSeparator()
      } catch {
        recover(from: before)
      }
    }
    let end = current.range.end
    try expectClosing(.rightBrace, "expected '}' in enum", opening: open)
    outerAliases = nestedAliases(
      of: name, outside: outerAliases.aliases, outsideParameters: outerAliases.parameters)
    var decl = EnumDecl(
      modifiers: modifiers, name: name, nameRange: nameToken.range, inherited: inherited,
      cases: cases, members: members)
    decl.genericParameters = genericNames
    return Stmt(.enumDecl(decl), range: SourceRange(start: start, end: end))
  }
}
