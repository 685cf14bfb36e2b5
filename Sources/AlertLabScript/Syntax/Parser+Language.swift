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
      // `do throws(NetError) { ... }`: the body throws that type (`throw .offline`).
      let outerThrown = thrownErrorType
      defer { thrownErrorType = outerThrown }
      if currentTag == .keyword(.throws) {
        skipEffects()
        thrownErrorType = writtenThrownType
      }
      let (body, bodyRange) = try parseBlock("after 'do'")
      thrownErrorType = outerThrown
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
      let value = typedThrowValue(try parseExpression())
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
    try parsePattern(binding: false)
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

  /// `await f()`: the call itself. A suspension happens where the simulated concurrency
  /// runtime suspends (a continuation not yet resumed, `Task.sleep`, a task's value not yet
  /// there), whatever the expression says; the statement that holds it runs as a task.
  mutating func parseAwait() throws(ParseFailure) -> Expr {
    try enter()
    defer { leave() }
    advance()
    let awaited = try parseBinary(minimum: SyntaxParser.castingPrecedence)
    awaitSites.append(awaited.range)
    return awaited
  }

  /// `case pattern = value` in a condition (after `if`, `guard` or `while`).
  mutating func parsePatternCondition() throws(ParseFailure) -> Condition {
    let keyword = advance()
    return try patternCondition(after: keyword, matching: try parsePattern(binding: false))
  }

  /// The `= value` of a condition matching `pattern`, which `keyword` (`case`, `let`) began.
  mutating func patternCondition(after keyword: Token, matching pattern: Pattern)
    throws(ParseFailure) -> Condition
  {
    guard currentTag == .assign else {
      throw fail(
        "expected '=' after pattern in '\(text(keyword.range))' condition", at: expectedLocation)
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
    // `protocol Container<Item>`: its primary associated types, declared in its body too.
    if isOpeningAngle(current) {
      let open = advance()
      while true {
        guard case .identifier = current.kind else {
          throw fail(
            "expected an identifier to name primary associated type", at: expectedLocation)
        }
        advance()
        guard currentTag == .comma else { break }
        advance()
        if text(current.range).hasPrefix(">") { break }
      }
      try consumeClosingAngle(opening: open)
    }
    let inherited = try parseInheritance()
    // `protocol SuffixableContainer: Container where Suffix.Item == Item`: constraints the
    // subset does not need to run the code.
    skipWhereClause()
    guard currentTag == .leftBrace else {
      throw fail("expected '{' in protocol type", at: expectedLocation, fixIt: "{")
    }
    guard let close = matchingClose(from: index) else {
      throw fail("expected '}' in protocol", at: expectedLocation)
    }
    var requirements: [String] = []
    var associatedTypes: [String] = []
    var attributed: [AttributedRequirement] = []
    // `@ViewBuilder @MainActor var body`: each attribute of the requirement.
    var pendingAttributes: [String] = []
    var depth = 0
    var position = index + 1
    while position < close {
      switch tokens[position].tag {
      case .leftParen: depth += 1
      case .rightParen: depth -= 1
      case .attribute:
        if depth == 0, case .attribute(let name) = tokens[position].kind {
          pendingAttributes.append(name)
        }
      case .keyword(.func), .keyword(.var):
        if case .identifier(let member) = tokens[position + 1].kind {
          requirements.append(member)
          for attribute in pendingAttributes {
            attributed.append(AttributedRequirement(requirement: member, attribute: attribute))
          }
        }
        pendingAttributes = []
      case .keyword(.associatedtype):
        if case .identifier(let type) = tokens[position + 1].kind { associatedTypes.append(type) }
      default:
        break
      }
      position += 1
    }
    while index < close { advance() }
    let end = advance().range.end
    var decl = ProtocolDecl(
      name: name, nameRange: nameToken.range, inherited: inherited, requirements: requirements,
      associatedTypes: associatedTypes)
    decl.attributedRequirements = attributed
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
      guard SyntaxParser.isOperatorFunction(op),
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

  /// `reduce(into: [], +=)`: the compound assignments of arithmetic, whose function changes
  /// its first (`inout`) argument.
  static let changingOperatorFunctions: Set<String> = ["+=", "-=", "*=", "/=", "%="]

  /// An operator that stands alone for its function.
  static func isOperatorFunction(_ op: String) -> Bool {
    operatorFunctions.contains(op) || changingOperatorFunctions.contains(op)
  }

  /// Whether `Name<Arguments>` keeps its arguments in the identifier wherever it stands: the
  /// collections and `Result` read them (`CollectionInitializers.swift`, `ResultType.swift`).
  static func keepsGenericArguments(_ name: String) -> Bool {
    name == "Set" || name == "Array" || name == "Dictionary" || name == "Result"
  }

  /// `Set<String>` before `(`: the type's name with its arguments, as one identifier (any
  /// type's before `(`: `Stack<Int>()`).
  mutating func parseGenericTypeName() throws(ParseFailure) -> Expr? {
    // Only an operator can open the angle brackets: most names stop at that test.
    let next = min(index + 1, tokens.count - 1)
    switch tokens[next].tag {
    case .binaryOperator, .prefixOperator, .postfixOperator: break
    default: return nil
    }
    guard case .identifier(let name) = tokens[index].kind, isOpeningAngle(tokens[next]) else {
      return nil
    }
    let isCollection = name == "Set" || name == "Array" || name == "Dictionary"
    // Any name, as Swift decides by what the brackets hold and what follows them: a class
    // named in lower case (`node<Int>()`) too.
    guard isCollection || closesGenericArguments(from: next) else { return nil }
    // `Result<Int, LoadError>.failure(.offline)`: the arguments give the case's value a type;
    // `Stack<Int>()`: the instance made is a `Stack<Int>` (`GenericBindings.swift`). Elsewhere
    // (`Stack<Int>.self`) a type of the learner's is named alone.
    let keepsArguments = Self.keepsGenericArguments(name)
    let token = advance()
    let open = current
    let arguments = try parseGenericArguments()
    // `Stack<T>()` inside a generic declaration: its argument is what `T` is bound to when it
    // runs, which the properties of the instance tell (`GenericTypeNames.swift`).
    guard
      keepsArguments
        || currentTag == .leftParen && !arguments.contains(where: { $0.mentionsGenericParameter() })
    else {
      return Expr(.identifier(name), range: token.range)
    }
    let spelled = TypeSyntax(.named(name, genericArguments: arguments), range: token.range)
    return Expr(.identifier(spelled.description), range: token.range.union(open.range))
  }

  /// True when the `<` at `position` opens generic arguments, as Swift decides: the tokens up
  /// to the matching `>` can only be types, and what follows it is `(`, `.` or the end of an
  /// expression (`Stack<Int>()`, `Box<String>.self`, `AsyncStream<Int> { }`; `a < b` is not).
  func closesGenericArguments(from position: Int) -> Bool {
    var depth = 0
    var cursor = position
    while cursor < tokens.count, cursor < position + 64 {
      let token = tokens[cursor]
      switch token.kind {
      case .binaryOperator(let op), .prefixOperator(let op), .postfixOperator(let op):
        if op == "<" {
          depth += 1
        } else if op.allSatisfy({ $0 == ">" }) {
          depth -= op.count
          if depth <= 0 {
            guard depth == 0, cursor + 1 < tokens.count else { return false }
            switch tokens[cursor + 1].tag {
            case .leftParen, .period, .rightParen, .comma, .rightBracket, .endOfInput: return true
            // `AsyncStream<Int> { continuation in ... }`: a trailing closure.
            case .leftBrace: return !noTrailingClosure
            default: return false
            }
          }
        } else if op != "&" {
          return false
        }
      // `Stack<(name: String, size: Int)>()`, `Box<(Int) -> Int>()`: tuple and function types.
      case .identifier, .comma, .colon, .period, .leftBracket, .rightBracket, .postfixQuestion,
        .postfixExclaim, .leftParen, .rightParen, .arrow:
        break
      default:
        return false
      }
      cursor += 1
    }
    return false
  }

  /// `typealias Name = Type`: later annotations naming it mean the type. A generic one
  /// (`typealias Predicate<Element> = (Element) -> Bool`) keeps its parameters marked, and
  /// `Predicate<Int>` puts its arguments in their places.
  mutating func skipTypealias() throws(ParseFailure) {
    advance()
    guard case .identifier(let name) = current.kind else {
      throw fail("expected an identifier in typealias declaration", at: expectedLocation)
    }
    advance()
    let outer = typeAliases
    let parameters = try parseGenericParameters()
    guard currentTag == .assign else {
      throw fail("expected '=' in type alias declaration", at: expectedLocation, fixIt: " = ")
    }
    advance()
    let aliased = try parseType()
    typeAliases = outer
    typeAliases[name] = aliased
    aliasParameters[name] = parameters.isEmpty ? nil : parameters
  }

  /// The aliases a type's body declared (`struct Outer { typealias Item = Int }`), named as
  /// code outside it names them (`Outer.Item`), nested types' ones included
  /// (`Outer.Inner.Item`). A generic parameter of the type or of a member is not one.
  func nestedAliases(
    of typeName: String, outside: [String: TypeSyntax], outsideParameters: [String: [String]]
  ) -> (aliases: [String: TypeSyntax], parameters: [String: [String]]) {
    var aliases = outside
    var parameters = outsideParameters
    for (name, alias) in typeAliases {
      guard outside[name] != alias else { continue }
      guard alias.genericParameter == nil else {
        // The type's generic parameter (`V` of `struct Box<V>`), for its extensions' bodies
        // only: no type outside names it.
        if alias.genericParameter == name {
          aliases[Self.genericParameterKey(typeName, name)] = alias
        }
        continue
      }
      aliases[typeName + "." + name] = alias
      if let generic = aliasParameters[name] { parameters[typeName + "." + name] = generic }
    }
    return (aliases, parameters)
  }

  /// The key under which a type's generic parameter waits for the type's extensions:
  /// `<Box>.V`, which no written type spells.
  static func genericParameterKey(_ typeName: String, _ parameter: String) -> String {
    "<" + typeName + ">." + parameter
  }

  /// A type's own aliases as its extension's body names them (`Item` in `extension Outer`,
  /// `Inner.Name` for `Outer.Inner.Name`).
  mutating func bringNestedAliases(of typeName: String) {
    let prefix = typeName + "."
    let generic = Self.genericParameterKey(typeName, "")
    for (name, alias) in typeAliases where name.hasPrefix(prefix) || name.hasPrefix(generic) {
      let member = String(name.dropFirst(name.hasPrefix(prefix) ? prefix.count : generic.count))
      typeAliases[member] = alias
      if let generic = aliasParameters[name] { aliasParameters[member] = generic }
    }
  }

  /// A generic `where` clause after an extension's type (`where Self: UIViewController`):
  /// the members are then run for the types that conform.
  mutating func skipExtensionWhereClause() {
    guard currentTag == .keyword(.where) else { return }
    while currentTag != .leftBrace && !atEnd { advance() }
  }

  /// Skips an extension's `where` clause, giving the protocol of its one requirement when it
  /// is `where Element: Protocol`; nil for any other clause or none.
  mutating func readExtensionWhereClause() -> String? {
    guard currentTag == .keyword(.where) else { return nil }
    var requirement: String?
    if case .identifier("Element") = next.kind, peekTag(2) == .colon,
      case .identifier(let name) = peek(3).kind, peekTag(4) == .leftBrace
    {
      requirement = name
    }
    skipExtensionWhereClause()
    return requirement
  }

  /// `infix operator +++: AdditionPrecedence`, `prefix operator √`, `precedencegroup
  /// PowerPrecedence { higherThan: MultiplicationPrecedence associativity: right }`: recorded
  /// for the expressions after it (nothing runs). False, having read nothing, for anything
  /// else.
  mutating func parseOperatorDeclaration() throws(ParseFailure) -> Bool {
    if currentTag == .keyword(.precedencegroup) {
      try parsePrecedenceGroup()
      return true
    }
    guard case .identifier(let fixity) = current.kind, SyntaxParser.fixityWords.contains(fixity),
      peekTag() == .keyword(.operator)
    else { return false }
    advance()
    advance()
    let token = current
    switch token.tag {
    case .binaryOperator, .prefixOperator, .postfixOperator: break
    default: throw fail("expected operator name in operator declaration", at: expectedLocation)
    }
    advance()
    let op = text(token.range)
    guard fixity == "infix" else {
      operators.unary.insert(op)
      return true
    }
    var groupName = "DefaultPrecedence"
    if currentTag == .colon {
      advance()
      guard case .identifier(let name) = current.kind else {
        throw fail("expected precedence group name after ':'", at: expectedLocation)
      }
      advance()
      groupName = name
    }
    guard let group = operators.group(named: groupName) else {
      throw fail("unknown precedence group '\(groupName)'", at: previous.range)
    }
    operators.infix[op] = group
    return true
  }

  /// `precedencegroup Name { higherThan: A  lowerThan: B  associativity: left }`.
  private mutating func parsePrecedenceGroup() throws(ParseFailure) {
    advance()
    guard case .identifier(let name) = current.kind else {
      throw fail("expected identifier after 'precedencegroup'", at: expectedLocation)
    }
    advance()
    guard currentTag == .leftBrace else {
      throw fail("expected '{' after name of precedence group", at: expectedLocation, fixIt: "{")
    }
    let open = advance()
    var above: Int?
    var below: Int?
    var associativity = Associativity.none
    while currentTag != .rightBrace && !atEnd {
      guard case .identifier(let attribute) = current.kind else {
        throw fail(
          "expected operator attribute identifier in precedence group body", at: current.range)
      }
      advance()
      guard currentTag == .colon else {
        throw fail("expected colon after attribute name in precedence group", at: expectedLocation)
      }
      advance()
      switch attribute {
      case "higherThan", "lowerThan":
        while case .identifier(let other) = current.kind {
          guard let group = operators.group(named: other) else {
            throw fail("unknown precedence group '\(other)'", at: current.range)
          }
          advance()
          if attribute == "higherThan" {
            above = max(above ?? group.level, group.level)
          } else {
            below = min(below ?? group.level, group.level)
          }
          guard currentTag == .comma else { break }
          advance()
        }
      case "associativity":
        guard case .identifier(let value) = current.kind else {
          throw fail("expected 'none', 'left', or 'right' after 'associativity'", at: current.range)
        }
        advance()
        switch value {
        case "left": associativity = .left
        case "right": associativity = .right
        default: associativity = .none
        }
      case "assignment":
        advance()
      default:
        throw fail("'\(attribute)' is not a valid precedence group attribute", at: previous.range)
      }
    }
    try expectClosing(.rightBrace, "expected '}' to end precedence group", opening: open)
    // Between the groups it is above and below (levels are 10 apart, so there is room).
    let level: Int
    switch (above, below) {
    case (let high?, let low?): level = (high + low) / 2
    case (let high?, nil): level = high + 5
    case (nil, let low?): level = low - 5
    case (nil, nil): level = 15
    }
    operators.groups[name] = CustomOperators.Group(
      name: name, level: level, associativity: associativity)
  }
}

extension SyntaxParser {
  /// `throw .timeout(seconds: 30)` in a body that `throws(NetworkError)`: the member is
  /// `NetworkError`'s, as the thrown type gives the implicit member its base.
  func typedThrowValue(_ value: Expr) -> Expr {
    guard let typeName = thrownErrorType else { return value }
    func based(_ name: String, range: SourceRange) -> Expr {
      var base: Expr?
      for part in typeName.split(separator: ".") {
        let name = String(part)
        base =
          base.map { Expr(.member($0, name: name, nameRange: range), range: range) }
          ?? Expr(.identifier(name), range: range)
      }
      guard let base else { return Expr(.implicitMember(name), range: range) }
      return Expr(.member(base, name: name, nameRange: range), range: range)
    }
    switch value.kind {
    case .implicitMember(let name):
      return based(name, range: value.range)
    case .call(let callee, let arguments):
      guard case .implicitMember(let name) = callee.kind else { return value }
      return Expr(.call(based(name, range: callee.range), arguments), range: value.range)
    default:
      return value
    }
  }
}
