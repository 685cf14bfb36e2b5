// Statements and declarations.

extension SyntaxParser {
  /// Contextual words that modify a declaration when one follows.
  /// `prefix func -`, `postfix func ++`, `prefix static func -`: the kind of operator a
  /// function implements.
  static let fixityWords: Set<String> = ["prefix", "postfix", "infix"]

  static let modifierWords: Set<String> = [
    "weak", "unowned", "override", "mutating", "nonmutating", "lazy", "final", "required",
    "convenience", "dynamic", "optional", "open", "indirect", "nonisolated", "async",
    "consuming", "borrowing",
  ]

  /// The function `discard self` calls.
  static let discardFunction = "_discard"

  /// Parses one statement (a `var a = 1, b = 2` declaration gives two) and appends it to
  /// `statements`: in place, so that no array is made for each statement. Nothing is appended
  /// when it fails. The most common statements skip the checks for rarer ones.
  mutating func parseStatement(
    _ context: ListContext, into statements: inout [Stmt]
  ) throws(ParseFailure) {
    try enter()
    defer { leave() }
    if try parseCommonStatement(context, into: &statements) { return }
    try parseCheckedStatement(context, into: &statements)
  }

  /// Parses one statement as `parseStatement` does, after checking for every kind of statement
  /// in turn: the way any statement can take.
  mutating func parseCheckedStatement(
    _ context: ListContext, into statements: inout [Stmt]
  ) throws(ParseFailure) {
    try rejectObjectiveCStatement()
    if context != .typeBody, isIdentifier("discard"), next.tag == .keyword(.self),
      !next.isAtStartOfLine
    {
      // `discard self` in a consuming method of a noncopyable type: its deinit does not run.
      let keyword = advance()
      let target = advance()
      let callee = Expr(.identifier(SyntaxParser.discardFunction), range: keyword.range)
      let range = keyword.range.union(target.range)
      let receiver = Expr(.identifier("self"), range: target.range)
      let call = Expr(.call(callee, [Argument(value: receiver)]), range: range)
      statements.append(Stmt(.expression(call), range: range))
      return
    }
    if context != .typeBody, let statement = try parseLanguageStatement() {
      statements.append(statement)
      return
    }
    // `infix operator +++: AdditionPrecedence`, `precedencegroup ...`: known from here on.
    if try parseOperatorDeclaration() { return }
    try rejectUnsupportedStatement()
    if context != .typeBody, let control = try parseControlStatement() {
      statements.append(control)
      return
    }
    let start = current.range.start
    let modifiers = try parseModifiers()
    switch currentTag {
    case .keyword(.let), .keyword(.var):
      try parseVariables(modifiers, start: start, into: &statements)
      return
    case .keyword(.func):
      statements.append(try parseFunction(modifiers, start: start))
      return
    case .keyword(.`init`):
      statements.append(try parseInitializer(modifiers, start: start))
      return
    case .keyword(.subscript):
      statements += try parseSubscript(modifiers, start: start)
      return
    case .keyword(.deinit):
      let keyword = advance()
      let (body, range) = try parseBlock("in body of deinitializer")
      var decl = FunctionDecl(
        modifiers: modifiers, name: "deinit", nameRange: keyword.range, parameters: [],
        body: body)
      decl.lineOffset = lineOffset
      statements.append(Stmt(.function(decl), range: SourceRange(start: start, end: range.end)))
      return
    case .keyword(.class), .keyword(.struct):
      statements.append(try parseClass(modifiers, start: start))
      return
    case .identifier where next.tag == .identifier && isIdentifier("actor"):
      // `actor Name { }`: a class whose methods run one at a time. Everything runs on the
      // simulated main thread, one piece at a time, so it runs as a class does.
      statements.append(try parseClass(modifiers, start: start))
      return
    case .keyword(.enum):
      statements.append(try parseEnum(modifiers, start: start))
      return
    case .keyword(.extension):
      statements.append(try parseExtension(modifiers, start: start))
      return
    case .keyword(.protocol):
      statements.append(try parseProtocol(start: start))
      return
    case .keyword(.typealias):
      try skipTypealias()
      return
    default:
      break
    }
    if let modifier = modifiers.last {
      throw fail(
        "expected declaration after '\(modifier.name)'", at: expectedLocation)
    }
    if context == .typeBody {
      throw fail(
        "expected declaration; statements belong inside a function", at: current.range)
    }
    switch currentTag {
    case .keyword(.import):
      statements.append(try parseImport())
    case .pound where current.kind == .pound("Preview"):
      statements.append(try parsePreview())
    case .pound where current.kind == .pound("sourceLocation"):
      try parseSourceLocationDirective()
    case .keyword(.if):
      statements.append(try parseIf())
    case .keyword(.guard):
      statements.append(try parseGuard())
    case .keyword(.return):
      statements.append(try parseReturn())
    case .leftBrace
    where context == .block && statements.isEmpty
      && matchingClose(from: index).map {
        $0 + 1 < tokens.count && tokens[$0 + 1].tag == .rightBrace
      }
        == true:
      // `-> (A) -> C { { g(f($0)) } }`: a body that is one closure returns it.
      statements.append(try parseExpressionStatement())
    case .leftBrace:
      throw fail(
        "statement cannot begin with a closure expression; a block of statements needs "
          + "'if', 'func' or a closure passed to a call",
        at: current.range)
    default:
      statements.append(try parseExpressionStatement())
    }
  }

  /// Parses the statements most input is made of without the checks for rarer ones: a
  /// `let` or `var` declaration without modifiers, and a statement that starts with a name
  /// and goes on with `.`, `(`, `[`, `=`, `?` or `!` (`alert.addAction(ok)`, `present(alert)`,
  /// `x = 1`). None of these can be Objective-C, unsupported, a language or control statement
  /// or a modifier (a name before `(` is one only when it is a modifier word, which the slow
  /// way is left to), so they are parsed as the checks would let them be. False, having read
  /// nothing, for any other statement.
  mutating func parseCommonStatement(
    _ context: ListContext, into statements: inout [Stmt]
  ) throws(ParseFailure) -> Bool {
    switch currentTag {
    case .keyword(.let), .keyword(.var):
      try parseVariables([], start: current.range.start, into: &statements)
      return true
    case .identifier where context != .typeBody:
      switch peekTag() {
      case .period, .leftBracket, .assign, .postfixQuestion, .postfixExclaim:
        break
      case .leftParen:
        guard case .identifier(let name) = tokens[index].kind,
          !SyntaxParser.modifierWords.contains(name)
        else { return false }
      default:
        return false
      }
      statements.append(try parseExpressionStatement())
      return true
    default:
      return false
    }
  }

  // MARK: - Expression statements and assignment

  static let assignmentOperators: Set<String> = [
    "+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "|=", "^=", "&+=", "&-=", "&*=",
  ]

  mutating func parseExpressionStatement() throws(ParseFailure) -> Stmt {
    let target = try parseExpression()
    var op: String?
    switch currentTag {
    case .assign: op = "="
    case .binaryOperator:
      // Bound here, not in the case: a binding there copies the token.
      if case .binaryOperator(let text) = tokens[index].kind,
        SyntaxParser.assignmentOperators.contains(text)
      {
        op = text
      } else if case .binaryOperator(let spelling) = tokens[index].kind,
        operators.infix[spelling]?.name == "AssignmentPrecedence"
      {
        // `name ??= "Scout"`: the learner's operator of assignment's precedence, applied to
        // the whole of each side.
        advance()
        let value = try parseExpression()
        let range = target.range.union(value.range)
        return Stmt(
          .expression(Expr(.binary(op: spelling, target, value), range: range)),
          range: range)
      }
    default: break
    }
    guard let op else {
      return Stmt(.expression(target), range: target.range)
    }
    advance()
    guard canStartExpressionHere else {
      throw fail("expected expression in assignment", at: expectedLocation)
    }
    let value = try parseExpression()
    return Stmt(
      .assignment(target: target, op: op, value: value), range: target.range.union(value.range))
  }

  // MARK: - Modifiers

  /// Attributes and modifiers before a declaration: `@IBOutlet weak`, `override class`, ...
  mutating func parseModifiers() throws(ParseFailure) -> [Modifier] {
    var modifiers: [Modifier] = []
    while true {
      // Read straight from the array: this runs at the start of every statement.
      let tokenRange = current.range
      // The cases bind nothing (a binding there copies the token): names are read in place.
      switch tokens[index].tag {
      case .attribute:
        guard case .attribute(let name) = tokens[index].kind else { return modifiers }
        modifiers.append(try parseAttribute(name))
        continue
      case .keyword(.private), .keyword(.fileprivate), .keyword(.public), .keyword(.internal),
        .keyword(.static):
        guard startsDeclaration(next) || peekTag() == .leftParen else { return modifiers }
      case .keyword(.class):
        // `class func`, `override class var`: a modifier; `class Name` declares a class.
        switch peekTag() {
        case .keyword(.func), .keyword(.var), .keyword(.let), .keyword(.static):
          break
        default:
          if !isModifierWord(next) { return modifiers }
        }
      case .identifier:
        // The word is looked up only when a declaration could follow: `unowned(unsafe) var`,
        // but not `open(door)`, a call of the learner's function `open`.
        guard startsDeclaration(next) || (peekTag() == .leftParen && modifierArgumentAhead()),
          case .identifier(let name) = tokens[index].kind,
          SyntaxParser.modifierWords.contains(name)
            || (SyntaxParser.fixityWords.contains(name)
              && (peekTag() == .keyword(.func) || peekTag() == .keyword(.static)))
        else { return modifiers }
      default:
        return modifiers
      }
      advance()
      let argument = try parseModifierArgument()
      modifiers.append(
        Modifier(
          name: text(tokenRange), argument: argument,
          range: SourceRange(start: tokenRange.start, end: previous.range.end)))
    }
  }

  /// `@name`, `@name(text)`; a custom attribute (a capitalized name: a property wrapper,
  /// a result builder) has its arguments parsed as a call's: `@Clamped(0...100)`.
  mutating func parseAttribute(_ name: String) throws(ParseFailure) -> Modifier {
    let tokenRange = advance().range
    // `@Registry<Printer>`: a generic wrapper given its arguments, written against its name.
    var genericArguments: [TypeSyntax]?
    if name.first?.isUppercase == true, current.range.start.offset == tokenRange.end.offset,
      case .binaryOperator("<") = current.kind
    {
      genericArguments = try parseGenericArguments()
    }
    let open = index
    let argument = try parseModifierArgument()
    var arguments: [Argument]?
    if argument != nil, name.first?.isUppercase == true {
      let close = index
      index = open + 1
      arguments = try parseArgumentList(openAt: open, closing: .rightParen)
      index = close
    }
    var modifier = Modifier(
      name: "@" + name, argument: argument,
      range: SourceRange(start: tokenRange.start, end: previous.range.end))
    modifier.arguments = arguments
    modifier.genericArguments = genericArguments
    return modifier
  }

  /// True when `(word)` and a declaration follow the current token (`nonisolated(unsafe) var`).
  func modifierArgumentAhead() -> Bool {
    guard index + 4 < tokens.count, tokens[index + 2].tag == .identifier,
      tokens[index + 3].tag == .rightParen
    else { return false }
    return startsDeclaration(tokens[index + 4])
  }

  func isModifierWord(_ token: Token) -> Bool {
    guard token.tag == .identifier, case .identifier(let name) = token.kind else { return false }
    return SyntaxParser.modifierWords.contains(name)
  }

  /// True when `token` can begin a declaration (after a modifier).
  func startsDeclaration(_ token: Token) -> Bool {
    switch token.tag {
    case .keyword(.let), .keyword(.var), .keyword(.func), .keyword(.`init`), .keyword(.class),
      .keyword(.extension), .keyword(.static), .keyword(.private), .keyword(.fileprivate),
      .keyword(.public), .keyword(.internal), .keyword(.deinit), .keyword(.struct),
      .keyword(.enum), .keyword(.protocol), .keyword(.subscript), .keyword(.typealias),
      .attribute:
      return true
    case .identifier:
      guard case .identifier(let name) = token.kind else { return false }
      return SyntaxParser.modifierWords.contains(name) || SyntaxParser.fixityWords.contains(name)
    default:
      return false
    }
  }

  /// `(set)` after `private`, `(unsafe)` after `unowned`, `(name:)` after `@objc`: the text
  /// between the parentheses, when they follow without a space.
  mutating func parseModifierArgument() throws(ParseFailure) -> String? {
    guard currentTag == .leftParen, !current.hasLeadingTrivia else { return nil }
    let open = advance()
    guard let close = matchingClose(from: index - 1) else {
      throw fail(
        "expected ')' in attribute argument", at: expectedLocation,
        notes: [.note("to match this opening '('", at: open.range)], fixIt: ")")
    }
    let argument = text(SourceRange(start: open.range.end, end: tokens[close].range.start))
    index = close
    advance()
    return argument.trimmingCharacters(in: " \t\n\r")
  }

  /// The index of the token closing the bracket at `open` (brackets of any kind nest).
  func matchingClose(from open: Int) -> Int? {
    var depth = 0
    var position = open
    while position < tokens.count {
      switch tokens[position].tag {
      case .leftParen, .leftBracket, .leftBrace:
        depth += 1
      case .rightParen, .rightBracket, .rightBrace:
        depth -= 1
        if depth == 0 { return position }
      case .endOfInput:
        return nil
      default:
        break
      }
      position += 1
    }
    return nil
  }

  // MARK: - Variables

  /// `let` or `var` and the names it declares, appended to `statements`; on failure nothing
  /// is appended (what was appended before it is taken out again).
  mutating func parseVariables(
    _ modifiers: [Modifier], start: SourceLocation, into statements: inout [Stmt]
  ) throws(ParseFailure) {
    let first = statements.count
    do throws(ParseFailure) {
      try parseVariableList(modifiers, start: start, into: &statements)
    } catch {
      statements.removeSubrange(first...)
      throw error
    }
  }

  /// The body of `parseVariables`, which appends as it goes.
  private mutating func parseVariableList(
    _ modifiers: [Modifier], start: SourceLocation, into statements: inout [Stmt]
  ) throws(ParseFailure) {
    // The keyword's and the name's ranges and tags are read in place: no token is copied.
    let keywordRange = current.range
    let isConstant = currentTag == .keyword(.let)
    advance()
    // `var red, green, blue: Double`: names that take the type written after a later one.
    var untyped: [(name: String, range: SourceRange)] = []
    while true {
      let nameRange = current.range
      let name: String
      switch currentTag {
      case .identifier:
        name = currentIdentifierName ?? ""
      case .leftParen:
        statements += try parseDestructuring(modifiers, isConstant: isConstant, start: start)
        return
      default:
        throw fail(
          "expected a name after '\(text(keywordRange))'", at: expectedLocation)
      }
      advance()
      var type: TypeSyntax?
      if currentTag == .colon {
        advance()
        type = try parseType()
      }
      var initializer: Expr?
      if currentTag == .assign {
        advance()
        guard canStartExpressionHere else {
          throw fail("expected initial value after '='", at: expectedLocation)
        }
        initializer = try parseExpression()
      }
      var accessors: [Accessor] = []
      if currentTag == .leftBrace && (type != nil || initializer != nil) {
        if initializer == nil || isAccessorBlockStart(index) {
          accessors = try parseAccessors(computed: initializer == nil)
        }
      }
      // `@Environment(\.dismiss) var dismiss`, `@Registry<Printer> var printer`: a wrapper
      // given arguments gives the type.
      let wrapped = modifiers.contains { $0.arguments != nil || $0.genericArguments != nil }
      if type == nil && initializer == nil && accessors.isEmpty && !wrapped {
        if currentTag == .comma {
          untyped.append((name, nameRange))
          advance()
          continue
        }
        let first = untyped.first ?? (name, nameRange)
        throw fail(
          "type annotation missing in pattern; write '\(first.name): Type' or "
            + "'\(first.name) = value'", at: first.range)
      }
      if let type, initializer == nil, accessors.isEmpty {
        for earlier in untyped {
          let decl = VariableDecl(
            modifiers: modifiers, isConstant: isConstant, name: earlier.name,
            nameRange: earlier.range, type: type, initializer: nil, accessors: [])
          statements.append(
            Stmt(.variable(decl), range: SourceRange(start: start, end: previous.range.end)))
        }
        untyped = []
      } else if let first = untyped.first {
        throw fail(
          "type annotation missing in pattern; write '\(first.name): Type' or "
            + "'\(first.name) = value'", at: first.range)
      }
      let decl = VariableDecl(
        modifiers: modifiers, isConstant: isConstant, name: name, nameRange: nameRange,
        type: type, initializer: initializer, accessors: accessors)
      if isConstant, let accessor = accessors.first, accessor.kind == .get || accessor.kind == .set
      {
        throw fail(
          "'let' declarations cannot be computed properties; use 'var'", at: keywordRange,
          fixIt: "var")
      }
      statements.append(
        Stmt(.variable(decl), range: SourceRange(start: start, end: previous.range.end)))
      guard currentTag == .comma else { return }
      advance()
    }
  }

  /// True when the `{` at `position` opens `get`/`set`/`willSet`/`didSet` accessors.
  func isAccessorBlockStart(_ position: Int) -> Bool {
    guard position + 2 < tokens.count, tokens[position].tag == .leftBrace else { return false }
    var next = position + 1
    while isModifierWord(tokens[next]) && next + 1 < tokens.count { next += 1 }
    guard case .identifier(let name) = tokens[next].kind,
      ["get", "set", "willSet", "didSet"].contains(name)
    else { return false }
    switch tokens[next + 1].kind {
    case .leftBrace, .leftParen, .rightBrace: return true
    case .identifier(let following): return ["get", "set"].contains(following)
    default: return false
    }
  }

  /// `{ get { } set { } }`, `{ didSet { } }`, or a getter's statements: `{ return 0 }`.
  mutating func parseAccessors(computed: Bool) throws(ParseFailure) -> [Accessor] {
    let open = current
    if !isAccessorBlockStart(index) {
      let (body, range) = try parseBlock("")
      return [Accessor(kind: .get, body: body, range: range)]
    }
    advance()
    var accessors: [Accessor] = []
    while currentTag != .rightBrace {
      while isModifierWord(current) { advance() }
      let nameToken = current
      guard case .identifier(let name) = nameToken.kind,
        let kind = Accessor.Kind(rawValue: name)
      else {
        if atEnd { break }
        throw fail(
          "expected 'get', 'set', 'willSet' or 'didSet' accessor", at: current.range)
      }
      advance()
      var parameterName: String?
      if currentTag == .leftParen {
        advance()
        guard case .identifier(let parameter) = current.kind else {
          throw fail("expected the name of the new value", at: expectedLocation)
        }
        parameterName = parameter
        advance()
        let openParen = tokens[index - 2]
        try expectClosing(.rightParen, "expected ')' after the name", opening: openParen)
      }
      if currentTag == .rightBrace || isAccessorName(current) {
        // `{ get set }` as in a protocol: no body.
        throw fail(
          "expected '{' to start '\(name)' body", at: expectedLocation, fixIt: "{")
      }
      let (body, range) = try parseBlock("to start '\(name)' body")
      accessors.append(
        Accessor(
          kind: kind, parameterName: parameterName, body: body,
          range: SourceRange(start: nameToken.range.start, end: range.end)))
    }
    try expectClosing(.rightBrace, "expected '}' at end of property accessors", opening: open)
    if computed && !accessors.contains(where: { $0.kind == .get })
      && accessors.contains(where: { $0.kind == .set })
    {
      throw fail(
        "a computed property with a 'set' needs a 'get'", at: open.range)
    }
    return accessors
  }

  func isAccessorName(_ token: Token) -> Bool {
    if case .identifier(let name) = token.kind {
      return Accessor.Kind(rawValue: name) != nil
    }
    return false
  }

  // MARK: - Functions

  mutating func parseFunction(
    _ modifiers: [Modifier], start: SourceLocation
  ) throws(ParseFailure) -> Stmt {
    advance()  // func
    let nameToken = current
    let name: String
    switch nameToken.kind {
    case .identifier(let text):
      name = text
    case .binaryOperator, .prefixOperator, .postfixOperator:
      // `static func == (lhs: Point, rhs: Point) -> Bool`, `prefix func -`: the operator's
      // implementation, named by its spelling.
      name = text(nameToken.range)
    case .assign, .postfixExclaim, .infixQuestion, .postfixQuestion:
      throw fail(
        "'\(text(nameToken.range))' is not an operator a function can implement",
        at: nameToken.range)
    default:
      throw fail("expected identifier in function declaration", at: expectedLocation)
    }
    advance()
    let outerAliases = typeAliases
    defer { typeAliases = outerAliases }
    // `func ??= <T>(lhs: inout T?, rhs: T)`, `func map <A, B>(...)`: after a function's name
    // a `<`, spaced or not, can only open its generic parameters.
    let genericNames = try parseGenericParameters(afterSpace: true)
    let parameters = try parseParameterList()
    let outerMetatypes = metatypeParameters
    defer { metatypeParameters = outerMetatypes }
    noteMetatypeParameters(parameters, of: genericNames)
    let isAsync = try rejectEffects()
    let throwing = writtenThrowing
    let outerThrown = thrownErrorType
    thrownErrorType = writtenThrownType
    defer { thrownErrorType = outerThrown }
    var returnType: TypeSyntax?
    if currentTag == .arrow {
      advance()
      returnType = try parseType()
    }
    skipWhereClause()
    let outerAwaits = awaitSites
    awaitSites = []
    defer { awaitSites = outerAwaits }
    let (body, range) = try parseBlock("in body of function declaration")
    var decl = FunctionDecl(
      modifiers: modifiers, name: name, nameRange: nameToken.range, parameters: parameters,
      returnType: returnType, body: body)
    decl.isAsync = isAsync
    decl.throwing = throwing
    decl.awaited = awaitSites
    decl.lineOffset = lineOffset
    decl.genericParameters = genericNames
    return Stmt(.function(decl), range: SourceRange(start: start, end: range.end))
  }

  mutating func parseInitializer(
    _ modifiers: [Modifier], start: SourceLocation
  ) throws(ParseFailure) -> Stmt {
    let keyword = advance()
    var isFailable = false
    if currentTag == .postfixQuestion || currentTag == .postfixExclaim {
      isFailable = true
      advance()
    }
    let outerAliases = typeAliases
    defer { typeAliases = outerAliases }
    let genericNames = try parseGenericParameters()
    let parameters = try parseParameterList()
    let isAsync = try rejectEffects()
    let throwing = writtenThrowing
    let outerThrown = thrownErrorType
    thrownErrorType = writtenThrownType
    defer { thrownErrorType = outerThrown }
    // `init<S: Sequence>(_ items: S) where S.Element == Element`: the requirements are the
    // compiler's to check.
    skipWhereClause()
    let outerAwaits = awaitSites
    awaitSites = []
    defer { awaitSites = outerAwaits }
    let (body, range) = try parseBlock("in body of initializer")
    var decl = FunctionDecl(
      modifiers: modifiers, name: "init", nameRange: keyword.range, isFailable: isFailable,
      parameters: parameters, body: body)
    decl.isAsync = isAsync
    decl.throwing = throwing
    decl.awaited = awaitSites
    decl.lineOffset = lineOffset
    decl.genericParameters = genericNames
    return Stmt(.function(decl), range: SourceRange(start: start, end: range.end))
  }

  /// `subscript(row: Int, column: Int) -> Double { get { ... } set { ... } }`: a getter, the
  /// function `subscript`, and a setter, the function `subscript(set)` whose last parameter
  /// is the new value. A subscript's parameters have no argument labels unless two names
  /// are written (`subscript(row r: Int)`), so `matrix[0, 1]` finds it.
  mutating func parseSubscript(
    _ modifiers: [Modifier], start: SourceLocation
  ) throws(ParseFailure) -> [Stmt] {
    let keyword = advance()
    let outerAliases = typeAliases
    defer { typeAliases = outerAliases }
    let genericNames = try parseGenericParameters()
    var parameters = try parseParameterList()
    for index in parameters.indices where parameters[index].externalLabel == nil {
      parameters[index].externalLabel = "_"
    }
    guard currentTag == .arrow else {
      throw fail("expected '->' for subscript element type", at: expectedLocation, fixIt: "->")
    }
    advance()
    let element = try parseType()
    skipWhereClause()
    guard currentTag == .leftBrace else {
      throw fail(
        "expected '{' in subscript to specify getter and setter implementation",
        at: expectedLocation)
    }
    let accessors = try parseAccessors(computed: true)
    let range = SourceRange(start: start, end: previous.range.end)
    var declarations: [Stmt] = []
    for accessor in accessors {
      switch accessor.kind {
      case .get:
        var getter = FunctionDecl(
          modifiers: modifiers, name: "subscript", nameRange: keyword.range,
          parameters: parameters, returnType: element, body: accessor.body)
        getter.lineOffset = lineOffset
        getter.genericParameters = genericNames
        declarations.append(Stmt(.function(getter), range: range))
      case .set:
        let newValue = Parameter(
          externalLabel: "_", internalName: accessor.parameterName ?? "newValue",
          internalNameRange: accessor.range, type: element, range: accessor.range)
        var setter = FunctionDecl(
          modifiers: modifiers, name: "subscript(set)", nameRange: keyword.range,
          parameters: parameters + [newValue], body: accessor.body)
        setter.lineOffset = lineOffset
        setter.genericParameters = genericNames
        declarations.append(Stmt(.function(setter), range: range))
      case .willSet, .didSet:
        throw fail("'\(accessor.kind.rawValue)' is not allowed in subscripts", at: accessor.range)
      }
    }
    return declarations
  }

  /// `func make<T: Blank>(_ type: T.Type) -> T { T() }`: in the body, `T` is `type`.
  mutating func noteMetatypeParameters(_ parameters: [Parameter], of genericNames: [String]) {
    for name in genericNames {
      if let parameter = parameters.first(where: { text($0.type.range) == name + ".Type" }) {
        metatypeParameters[name] = parameter.internalName
      }
    }
  }

  /// `(label name: Type = default, ...)`.
  mutating func parseParameterList() throws(ParseFailure) -> [Parameter] {
    guard currentTag == .leftParen else {
      throw fail(
        "expected '(' in argument list of function declaration", at: expectedLocation,
        fixIt: "()")
    }
    let open = advance()
    var parameters: [Parameter] = []
    while currentTag != .rightParen {
      if atEnd { break }
      var attributes: [Modifier] = []
      while case .attribute(let name) = current.kind {
        attributes.append(try parseAttribute(name))
      }
      // Swift 1 and 2 wrote `inout` before the name: `func bump(inout count: Int)`.
      let swift2Inout = currentTag == .keyword(.inout)
      if swift2Inout { advance() }
      let first = current
      guard let firstName = parameterName(first) else {
        throw fail("expected parameter name", at: expectedLocation)
      }
      advance()
      var label: String?
      var labelRange: SourceRange?
      var name = firstName
      var nameRange = first.range
      if let secondName = parameterName(current) {
        label = firstName
        labelRange = first.range
        name = secondName
        nameRange = current.range
        advance()
      }
      guard currentTag == .colon else {
        throw fail(
          "expected ':' following argument label and parameter name", at: expectedLocation,
          fixIt: ":")
      }
      advance()
      let isInout = swift2Inout || currentTag == .keyword(.inout)
      if currentTag == .keyword(.inout) { advance() }
      // `_ message: @autoclosure () -> String`: the argument is made a closure.
      var position = index
      while position < tokens.count, case .attribute(let name) = tokens[position].kind {
        if name == "autoclosure" {
          attributes.append(Modifier(name: "@autoclosure", range: tokens[position].range))
        }
        position += 1
      }
      // `_ values: repeat each T`: a parameter pack takes any number of values, each of its
      // own type, as a variadic parameter of `Any` does.
      let isPack = currentTag == .keyword(.repeat) && isIdentifier("each", next)
      if isPack {
        advance()
        advance()
      }
      var type = try parseType()
      var isVariadic = false
      if isPack {
        type = TypeSyntax(.array(type), range: type.range)
        isVariadic = true
      }
      switch current.kind {
      case .postfixOperator("..."), .binaryOperator("..."):
        let dots = advance()
        type = TypeSyntax(.array(type), range: type.range.union(dots.range))
        isVariadic = true
      default:
        break
      }
      var defaultValue: Expr?
      if currentTag == .assign {
        advance()
        guard canStartExpressionHere else {
          throw fail("expected default argument value after '='", at: expectedLocation)
        }
        if current.kind == .pound("line"), [.comma, .rightParen].contains(peekTag()) {
          // `line: Int = #line`: the line of each call.
          defaultValue = Expr(.sourceLocation("line"), range: advance().range)
        } else {
          defaultValue = try parseExpression()
        }
      }
      var parameter = Parameter(
        externalLabel: label, externalLabelRange: labelRange, internalName: name,
        internalNameRange: nameRange, type: type, defaultValue: defaultValue,
        range: SourceRange(start: first.range.start, end: previous.range.end),
        isInout: isInout)
      parameter.isVariadic = isVariadic
      parameter.attributes = attributes
      parameters.append(parameter)
      if currentTag == .comma {
        advance()
        continue
      }
      if currentTag != .rightParen {
        break
      }
    }
    try expectClosing(.rightParen, "expected ')' in parameter list", opening: open)
    return parameters
  }

  /// `parameterName` of the current token, read through the buffer in place: only the name is
  /// copied, not the token.
  var currentParameterName: String? {
    tokens.withUnsafeBufferPointer { buffer in
      index >= 0 && index < buffer.count ? parameterName(buffer[index]) : nil
    }
  }

  /// A parameter name or label: a name, `_`, or a keyword used as a label (`for`, `in`).
  func parameterName(_ token: Token) -> String? {
    switch token.tag {
    case .identifier: return token.identifierName
    case .keyword(let keyword):
      switch keyword {
      case .inout, .let, .var: return nil
      default: return keyword.rawValue
      }
    default: return nil
    }
  }

  // MARK: - Classes and extensions

  mutating func parseClass(
    _ modifiers: [Modifier], start: SourceLocation
  ) throws(ParseFailure) -> Stmt {
    let introducer = advance()
    let isStruct = introducer.kind == .keyword(.struct)
    let nameToken = current
    guard case .identifier(let name) = nameToken.kind else {
      throw fail("expected identifier in class declaration", at: expectedLocation)
    }
    advance()
    var outerAliases = (aliases: typeAliases, parameters: aliasParameters)
    defer { (typeAliases, aliasParameters) = outerAliases }
    let generics = try parseGenericParameters()
    let inherited = try parseInheritance()
    skipWhereClause()
    let (members, end) = try parseMemberBlock("class")
    outerAliases = nestedAliases(
      of: name, outside: outerAliases.aliases, outsideParameters: outerAliases.parameters)
    var decl = ClassDecl(
      modifiers: modifiers, name: name, nameRange: nameToken.range, inherited: inherited,
      members: members, isStruct: isStruct)
    decl.isActor = introducer.kind == .identifier("actor")
    if !generics.isEmpty {
      decl.genericParameters = generics
      for case .variable(let variable) in members.map(\.kind) {
        if let type = variable.type { decl.writtenTypes[variable.name] = text(type.range) }
      }
    }
    return Stmt(.classDecl(decl), range: SourceRange(start: start, end: end))
  }

  mutating func parseExtension(
    _ modifiers: [Modifier], start: SourceLocation
  ) throws(ParseFailure) -> Stmt {
    advance()  // extension
    // `extension [String]`: the sugared form of `extension Array<String>`.
    if currentTag != .leftBracket {
      guard case .identifier = current.kind else {
        throw fail("expected type name in extension declaration", at: expectedLocation)
      }
    }
    let extended = Self.extendedBase(try parseType())
    let inherited = try parseInheritance()
    let requirement = readExtensionWhereClause()
    let outerAliases = (aliases: typeAliases, parameters: aliasParameters)
    defer { (typeAliases, aliasParameters) = outerAliases }
    bringNestedAliases(of: extended.description)
    if Self.associatedTypeNames[extended.description] != nil {
      // `extension Collection { subscript(safe index: Index) -> Element? }`: the protocol's
      // associated types are whatever the value's are.
      for name in Self.associatedTypeNames[extended.description] ?? [] {
        var alias = TypeSyntax(.named("Any", genericArguments: []), range: extended.range)
        // `Element` stays known as what it stands for: the element type of the value.
        if name == "Element" { alias.genericParameter = name }
        typeAliases[name] = alias
      }
    }
    let (members, end) = try parseMemberBlock("extension")
    var decl = ExtensionDecl(
      modifiers: modifiers, extendedType: extended, inherited: inherited, members: members)
    decl.elementRequirement = requirement
    return Stmt(.extensionDecl(decl), range: SourceRange(start: start, end: end))
  }

  /// `extension Array<Int>`, `extension Cache<File>` (SE-0361): the type extended, whose
  /// members the extension adds, read as `extension Array where Element == Int` is, the
  /// constraint not checked (code that breaks it does not compile).
  static func extendedBase(_ type: TypeSyntax) -> TypeSyntax {
    var base = type
    switch type.kind {
    case .named(let name, let arguments) where !arguments.isEmpty:
      base.kind = .named(name, genericArguments: [])
    case .array: base.kind = .named("Array", genericArguments: [])
    case .optional: base.kind = .named("Optional", genericArguments: [])
    case .dictionary: base.kind = .named("Dictionary", genericArguments: [])
    default: break
    }
    return base
  }

  /// The associated types (and generic parameters) of the standard library's collections.
  static let associatedTypeNames: [String: [String]] = {
    let collection = ["Element", "Index", "Indices", "SubSequence", "Iterator"]
    var names: [String: [String]] = [
      "Sequence": ["Element", "Iterator"], "Dictionary": ["Key", "Value", "Element", "Index"],
      "Set": ["Element", "Index"], "Array": ["Element", "Index"],
      "Range": ["Bound", "Element", "Index"], "ClosedRange": ["Bound", "Element", "Index"],
    ]
    for name in [
      "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
      "RangeReplaceableCollection",
    ] {
      names[name] = collection
    }
    return names
  }()

  /// `: Superclass, Protocol`.
  mutating func parseInheritance() throws(ParseFailure) -> [TypeSyntax] {
    guard currentTag == .colon else { return [] }
    advance()
    var inherited: [TypeSyntax] = []
    while true {
      // `protocol Delegate: class`: Swift 4's spelling of `AnyObject`.
      if currentTag == .keyword(.class) {
        let keyword = advance()
        inherited.append(
          TypeSyntax(.named("AnyObject", genericArguments: []), range: keyword.range))
      } else if case .prefixOperator("~") = current.kind {
        // `struct Ticket: ~Copyable` (Swift 5.9): the conformance left out, spelled as written.
        let tilde = advance()
        let suppressed = try parseType()
        inherited.append(
          TypeSyntax(
            .named("~" + suppressed.description, genericArguments: []),
            range: tilde.range.union(suppressed.range)))
      } else {
        inherited.append(try parseType())
      }
      guard currentTag == .comma else { return inherited }
      advance()
    }
  }

  mutating func parseMemberBlock(
    _ construct: String
  ) throws(ParseFailure) -> (members: [Stmt], end: SourceLocation) {
    guard currentTag == .leftBrace else {
      throw fail("expected '{' in \(construct)", at: expectedLocation, fixIt: "{")
    }
    let open = advance()
    let members = parseStatementList(.typeBody)
    let end = current.range.end
    try expectClosing(.rightBrace, "expected '}' in \(construct)", opening: open)
    return (members, end)
  }

  // MARK: - Import

  /// `#Preview { ... }`, `#Preview("Dark") { ... }`: its body is read (a mistake in it is
  /// Swift's error) and kept nowhere.
  mutating func parsePreview() throws(ParseFailure) -> Stmt {
    let pound = advance()
    if currentTag == .leftParen, !current.hasLeadingTrivia {
      guard let close = matchingClose(from: index) else {
        throw fail("expected ')' in '#Preview'", at: expectedLocation, fixIt: ")")
      }
      index = close
      advance()
    }
    let (_, range) = try parseBlock("in '#Preview'")
    return Stmt(.preview, range: pound.range.union(range))
  }

  /// `#sourceLocation(file: "name.swift", line: 1000)`: the next line is line 1000 for
  /// `#line`; `#sourceLocation()` goes back to the file's own lines.
  mutating func parseSourceLocationDirective() throws(ParseFailure) {
    let pound = advance()
    guard currentTag == .leftParen else {
      throw fail("expected '(' in #sourceLocation directive", at: expectedLocation, fixIt: "(")
    }
    let open = advance()
    if currentTag == .rightParen {
      advance()
      lineOffset = fileLineOffset
      return
    }
    guard isIdentifier("file"), peekTag() == .colon,
      case .string = tokens[min(index + 2, tokens.count - 1)].kind
    else {
      throw fail("expected 'file:' in #sourceLocation directive", at: current.range)
    }
    advance()
    advance()
    advance()
    guard currentTag == .comma, case .identifier("line") = next.kind, peekTag(2) == .colon,
      case .integer(let line) = tokens[min(index + 3, tokens.count - 1)].kind
    else {
      throw fail("expected 'line:' in #sourceLocation directive", at: next.range)
    }
    guard line > 0 else {
      throw fail("the line number needs to be greater than zero", at: tokens[index + 3].range)
    }
    for _ in 0..<4 { advance() }
    try expectClosing(.rightParen, "expected ')' in #sourceLocation directive", opening: open)
    lineOffset = Int32(clamping: line - pound.range.start.line - 1)
  }

  static let simulatedModules: Set<String> = [
    "UIKit", "Foundation", "CoreGraphics", "Swift", "QuartzCore", "Dispatch",
  ]

  mutating func parseImport() throws(ParseFailure) -> Stmt {
    let keyword = advance()
    guard case .identifier(let module) = current.kind else {
      throw fail("expected module name in import declaration", at: expectedLocation)
    }
    let moduleToken = advance()
    var end = moduleToken.range.end
    while currentTag == .period, case .identifier = next.kind {
      advance()
      end = advance().range.end
    }
    if module == "SwiftUI" {
      // The module's nested aliases (`Alert.Button`), unless the learner's code has its own.
      let declared = Parser.swiftUIModule.operators
      typeAliases.merge(declared.typeAliases) { own, _ in own }
      aliasParameters.merge(declared.aliasParameters) { own, _ in own }
    }
    return Stmt(.importDecl(module), range: SourceRange(start: keyword.range.start, end: end))
  }

  // MARK: - if, guard, return

  mutating func parseIf() throws(ParseFailure) -> Stmt {
    try enter()
    defer { leave() }
    let keyword = advance()
    let conditions = try parseConditions("if")
    let (then, thenRange) = try parseBlock("after 'if' condition")
    var end = thenRange.end
    var elseBranch: [Stmt]?
    if currentTag == .keyword(.else) {
      advance()
      if currentTag == .keyword(.if) {
        let nested = try parseIf()
        elseBranch = [nested]
        end = nested.range.end
      } else {
        guard currentTag == .leftBrace else {
          throw fail("expected '{' or 'if' after 'else'", at: expectedLocation, fixIt: "{")
        }
        let (body, range) = try parseBlock("after 'else'")
        elseBranch = body
        end = range.end
      }
    }
    return Stmt(
      .ifStatement(conditions: conditions, then: then, elseBranch: elseBranch),
      range: SourceRange(start: keyword.range.start, end: end))
  }

  mutating func parseGuard() throws(ParseFailure) -> Stmt {
    let keyword = advance()
    let conditions = try parseConditions("guard")
    guard currentTag == .keyword(.else) else {
      throw fail("expected 'else' after 'guard' condition", at: expectedLocation, fixIt: "else")
    }
    advance()
    let (body, range) = try parseBlock("after 'guard' condition")
    return Stmt(
      .guardStatement(conditions: conditions, elseBody: body),
      range: SourceRange(start: keyword.range.start, end: range.end))
  }

  /// `cond, let x = y, var z = w, let v` up to the `{` (or `else`).
  mutating func parseConditions(_ keyword: String) throws(ParseFailure) -> [Condition] {
    let saved = noTrailingClosure
    noTrailingClosure = true
    defer { noTrailingClosure = saved }
    var conditions: [Condition] = []
    while true {
      let start = current
      switch start.kind {
      case .leftBrace, .keyword(.else):
        throw fail(
          "expected expression, var, or let in '\(keyword)' condition", at: start.range)
      case .keyword(.let) where peekTag() == .leftParen,
        .keyword(.var) where peekTag() == .leftParen:
        // `if let (pivot, rest) = split`: the tuple inside the optional, as
        // `if case let (pivot, rest)? = split` matches it.
        let introducer = advance()
        let tuple = try parsePattern(binding: true)
        conditions.append(
          try patternCondition(
            after: introducer, matching: .enumCase(name: "some", arguments: [tuple])))
      case .keyword(.let), .keyword(.var):
        advance()
        let isVar = start.kind == .keyword(.var)
        conditions.append(.optionalBinding(try parseBinding(isVar: isVar, start: start)))
        // Swift 1.2: `if let a = x, b = y` binds b too.
        while currentTag == .comma, case .identifier = next.kind, peekTag(2) == .assign {
          advance()
          conditions.append(.optionalBinding(try parseBinding(isVar: isVar, start: current)))
        }
      case .keyword(.case):
        conditions.append(try parsePatternCondition())
      default:
        var expr = try parseExpression()
        if currentTag == .assign {
          let assign = advance()
          error(
            "use of '=' in a boolean context, did you mean '=='?", at: assign.range,
            fixIt: "==")
          let rhs = try parseExpression()
          expr = Expr(.binary(op: "==", expr, rhs), range: expr.range.union(rhs.range))
        }
        conditions.append(.expression(expr))
      }
      if currentTag == .comma {
        advance()
        continue
      }
      if currentTag == .keyword(.where) {
        let whereToken = advance()
        error(
          "'where' in a condition is Swift 1.2; separate conditions with ','",
          at: whereToken.range, fixIt: ",")
        continue
      }
      return conditions
    }
  }

  /// `name: Type = value` after `let`/`var` in a condition.
  mutating func parseBinding(isVar: Bool, start: Token) throws(ParseFailure) -> OptionalBinding {
    let nameToken = current
    let name: String
    switch nameToken.kind {
    case .identifier(let text): name = text
    case .keyword(.self): name = "self"  // `guard let self = self` (Swift 4.2)
    default:
      throw fail(
        "expected a name after '\(isVar ? "var" : "let")'", at: expectedLocation)
    }
    advance()
    var type: TypeSyntax?
    if currentTag == .colon {
      advance()
      type = try parseType()
    }
    var value: Expr?
    if currentTag == .assign {
      advance()
      guard canStartExpressionHere else {
        throw fail("expected expression after '=' in condition", at: expectedLocation)
      }
      value = try parseExpression()
    }
    return OptionalBinding(
      isVar: isVar, name: name, nameRange: nameToken.range, type: type, value: value,
      range: SourceRange(start: start.range.start, end: previous.range.end))
  }

  mutating func parseReturn() throws(ParseFailure) -> Stmt {
    let keyword = advance()
    switch currentTag {
    case .rightBrace, .semicolon, .endOfInput:
      return Stmt(.returnStatement(nil), range: keyword.range)
    default:
      // `return` then its value on the next line: Swift reads the line as the value (and
      // warns); a line that cannot start one begins the next statement.
      if current.isAtStartOfLine, !canStartExpression(current) {
        return Stmt(.returnStatement(nil), range: keyword.range)
      }
    }
    let value = try parseExpression()
    return Stmt(.returnStatement(value), range: keyword.range.union(value.range))
  }
}

extension String {
  /// The string without leading and trailing characters from `set`.
  func trimmingCharacters(in set: String) -> String {
    var slice = Substring(self)
    while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
    while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
    return String(slice)
  }
}
