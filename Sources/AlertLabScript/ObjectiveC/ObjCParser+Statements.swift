import AlertLabWords

// C's statements as Swift's: declarations, `if`, loops, `switch`, `return`.

extension ObjCParser {
  /// One statement (a C `for` may become two: its initializer and a loop).
  mutating func parseStatement() throws(ObjCFailure) -> [Stmt] {
    // Statements nest as deep as expressions (`if (x) if (x) ...`, `else if` chains): the
    // same bound counts them.
    try enter()
    defer { leave() }
    let start = current.range
    switch current.kind {
    case .semicolon:
      advance()
      return []
    case .leftBrace:
      return try parseBlockBody()
    case .keyword(.if):
      return [try parseIf()]
    case .keyword(.while):
      advance()
      let condition = try parseParenCondition()
      let body = try parseBody()
      return [
        Stmt(
          .whileLoop(label: nil, conditions: [.expression(condition)], body: body),
          range: range(from: start))
      ]
    case .keyword(.do):
      advance()
      let body = try parseBody()
      guard current.kind == .keyword(.while) else {
        throw failure("expected 'while' in do/while loop", at: current.range)
      }
      advance()
      let condition = try parseParenCondition()
      if current.kind == .semicolon { advance() }
      return [
        Stmt(.repeatWhile(label: nil, body: body, condition: condition), range: range(from: start))
      ]
    case .keyword(.for):
      return try parseFor()
    case .keyword(.switch):
      return [try parseSwitch()]
    case .keyword(.return):
      advance()
      var value: Expr?
      if current.kind != .semicolon && current.kind != .rightBrace && !atEnd {
        value = try parseExpression().expr
      }
      try endStatement()
      return [Stmt(.returnStatement(value), range: range(from: start))]
    case .keyword(.break):
      advance()
      try endStatement()
      return [Stmt(.breakStatement(nil), range: start)]
    case .keyword(.continue):
      advance()
      try endStatement()
      return [Stmt(.continueStatement(nil), range: start)]
    default:
      break
    }
    if isDeclarationStart() { return try parseDeclaration() }
    let value = try parseExpression(allowAssignment: true)
    try endStatement()
    let whole = range(from: start)
    if let statement = value.statement { return [statement] }
    if let assignment = value.assignment {
      return [
        Stmt(.assignment(target: assignment.target, op: "=", value: assignment.value), range: whole)
      ]
    }
    if case .binary(let op, let target, let newValue) = value.expr.kind, op.hasSuffix("="),
      !["==", "!=", "<=", ">="].contains(op)
    {
      return [Stmt(.assignment(target: target, op: op, value: newValue), range: whole)]
    }
    return [Stmt(.expression(value.expr), range: whole)]
  }

  /// The `;` ending a statement: clang's `expected ';' after expression` when it is missing
  /// (a statement that ends the input may leave it out, as the shell reads one line).
  mutating func endStatement() throws(ObjCFailure) {
    if current.kind == .semicolon {
      advance()
      return
    }
    if atEnd || current.kind == .rightBrace { return }
    let previous = tokens[max(0, index - 1)]
    if current.isAtStartOfLine { return }
    throw failure(
      "expected ';' after expression", at: SourceRange(at: previous.range.end), fixIt: ";")
  }

  /// `{ statements }` with its own scope.
  mutating func parseBlockBody() throws(ObjCFailure) -> [Stmt] {
    try expect(.leftBrace, "{")
    return try withScope { parser throws(ObjCFailure) in
      var body: [Stmt] = []
      while parser.current.kind != .rightBrace {
        if parser.atEnd { throw parser.failure("expected '}'", at: parser.current.range) }
        body += try parser.parseStatement()
      }
      parser.advance()
      return body
    }
  }

  /// The body of `if`, `while`, `for`: a block or one statement.
  mutating func parseBody() throws(ObjCFailure) -> [Stmt] {
    if current.kind == .leftBrace { return try parseBlockBody() }
    return try withScope { parser throws(ObjCFailure) in try parser.parseStatement() }
  }

  mutating func parseParenCondition() throws(ObjCFailure) -> Expr {
    try expect(.leftParen, "(")
    let condition = try parseExpression()
    try expect(.rightParen, ")")
    return truthValue(condition)
  }

  mutating func parseIf() throws(ObjCFailure) -> Stmt {
    // Each `else if` is a level of the tree, as in Swift.
    try enter()
    defer { leave() }
    let start = advance().range
    let condition = try parseParenCondition()
    let then = try parseBody()
    var elseBranch: [Stmt]?
    if current.kind == .keyword(.else) {
      advance()
      if current.kind == .keyword(.if) {
        elseBranch = [try parseIf()]
      } else {
        elseBranch = try parseBody()
      }
    }
    return Stmt(
      .ifStatement(conditions: [.expression(condition)], then: then, elseBranch: elseBranch),
      range: range(from: start))
  }

  /// `for (Type *x in collection)`, or C's `for (init; condition; step)`: a counting loop
  /// `for (int i = a; i < b; i++)` is `for i in a..<b`; any other is its initializer and a
  /// `while` loop with the step at the end of the body.
  mutating func parseFor() throws(ObjCFailure) -> [Stmt] {
    let start = advance().range
    try expect(.leftParen, "(")
    return try withScope { parser throws(ObjCFailure) in try parser.parseForRest(start: start) }
  }

  private mutating func parseForRest(start: SourceRange) throws(ObjCFailure) -> [Stmt] {
    // `for (UIAlertAction *action in alert.actions)`
    let save = index
    if isDeclarationStart()
      || {
        if case .identifier = current.kind { return peek().kind == .keyword(.in) }; return false
      }()
    {
      var type: String?
      if isDeclarationStart() { type = try parseTypeName().swift }
      if case .identifier(let name) = current.kind, peek().kind == .keyword(.in) {
        let nameRange = advance().range
        advance()
        let sequence = try parseExpression()
        try expect(.rightParen, ")")
        declareLocal(name, type: type)
        note(
          "for-in", Said(.objcIsQuotedInSwift, "for (Type *x in collection)", "for x in collection")
        )
        let body = try parseBody()
        _ = nameRange
        let loop = ForInLoop(
          label: nil, pattern: .binding(name), sequence: optionalSequence(sequence),
          whereClause: nil, body: body)
        return [Stmt(.forIn(loop), range: range(from: start))]
      }
      index = save
    }
    var initializer: [Stmt] = []
    if current.kind != .semicolon {
      if isDeclarationStart() {
        initializer = try parseDeclaration(requireSemicolon: true)
      } else {
        let value = try parseExpression(allowAssignment: true)
        initializer = [expressionStatement(value, range: value.expr.range)]
        try expect(.semicolon, ";")
      }
    } else {
      advance()
    }
    var condition: Expr?
    if current.kind != .semicolon { condition = truthValue(try parseExpression()) }
    try expect(.semicolon, ";")
    var step: [Stmt] = []
    if current.kind != .rightParen {
      let value = try parseExpression(allowAssignment: true)
      step = [expressionStatement(value, range: value.expr.range)]
    }
    try expect(.rightParen, ")")
    let body = try parseBody()
    let whole = range(from: start)
    if let counting = countingLoop(initializer, condition, step, body, range: whole) {
      note("for-count", Said(.objcIsQuotedInSwift, "for (int i = a; i < b; i++)", "for i in a..<b"))
      return [counting]
    }
    note("for-c", Said(.swiftNoCLoop))
    let test = condition ?? Expr(.boolean(true), range: whole)
    let loop = Stmt(
      .whileLoop(label: nil, conditions: [.expression(test)], body: body + step), range: whole)
    return initializer + [loop]
  }

  /// `for (int i = a; i < b; i++)` as `for i in a..<b` (`<=` gives `...`), when the body
  /// does not assign `i`.
  private func countingLoop(
    _ initializer: [Stmt], _ condition: Expr?, _ step: [Stmt], _ body: [Stmt],
    range: SourceRange
  ) -> Stmt? {
    guard initializer.count == 1, case .variable(let decl) = initializer[0].kind,
      let from = decl.initializer, let condition,
      case .binary(let op, let lhs, let bound) = condition.kind, op == "<" || op == "<=",
      lhs.kind == .identifier(decl.name), step.count == 1,
      case .assignment(let target, "+=", let one) = step[0].kind,
      target.kind == .identifier(decl.name), one.kind == .integer(1),
      !ObjCSwiftPrinter.assigns(decl.name, in: body)
    else { return nil }
    let sequence = Expr(.binary(op: op == "<" ? "..<" : "...", from, bound), range: condition.range)
    let loop = ForInLoop(
      label: nil, pattern: .binding(decl.name), sequence: sequence, whereClause: nil, body: body)
    return Stmt(.forIn(loop), range: range)
  }

  /// A collection read through an optional (`alert.textFields`) loops over nothing when nil,
  /// as messaging nil does: `alert.textFields ?? []`.
  private func optionalSequence(_ sequence: Lowered) -> Expr {
    guard let type = sequence.type, type.hasSuffix("?") else { return sequence.expr }
    return Expr(
      .binary(op: "??", sequence.expr, Expr(.array([]), range: sequence.expr.range)),
      range: sequence.expr.range)
  }

  func expressionStatement(_ value: Lowered, range: SourceRange) -> Stmt {
    if let assignment = value.assignment {
      return Stmt(
        .assignment(target: assignment.target, op: "=", value: assignment.value), range: range)
    }
    if case .binary(let op, let target, let newValue) = value.expr.kind, op.hasSuffix("="),
      !["==", "!=", "<=", ">="].contains(op)
    {
      return Stmt(.assignment(target: target, op: op, value: newValue), range: range)
    }
    return Stmt(.expression(value.expr), range: range)
  }

  /// `switch (x) { case A: ... break; default: ... }`: C's cases fall through unless they
  /// end in `break` (Swift's need `fallthrough`); cases with no statements share the next
  /// one's; a switch without `default` gets `default: break`, as Swift requires.
  mutating func parseSwitch() throws(ObjCFailure) -> Stmt {
    let start = advance().range
    try expect(.leftParen, "(")
    let subject = try parseExpression()
    try expect(.rightParen, ")")
    try expect(.leftBrace, "{")
    var cases: [SwitchCase] = []
    var pending: [Pattern] = []
    var hasDefault = false
    try withScope { parser throws(ObjCFailure) in
      while parser.current.kind != .rightBrace {
        if parser.atEnd { throw parser.failure("expected '}'", at: parser.current.range) }
        let caseStart = parser.current.range
        var patterns: [Pattern] = []
        if parser.current.kind == .keyword(.case) {
          parser.advance()
          let value = try parser.parseExpression()
          if let constant = value.enumCase {
            patterns = [.enumCase(name: constant.name, arguments: nil)]
          } else {
            patterns = [.expression(value.expr)]
          }
        } else if parser.current.kind == .keyword(.default) {
          parser.advance()
          hasDefault = true
        } else {
          throw parser.failure(
            "expected 'case' keyword or 'default' in switch", at: parser.current.range)
        }
        try parser.expect(.colon, ":")
        var body: [Stmt] = []
        while ![.keyword(.case), .keyword(.default), .rightBrace, .endOfInput].contains(
          parser.current.kind)
        {
          body += try parser.parseStatement()
        }
        let isDefault = patterns.isEmpty
        if body.isEmpty && !isDefault {
          pending += patterns
          continue
        }
        let caseRange = parser.range(from: caseStart)
        cases.append(
          SwitchCase(
            patterns: isDefault ? [] : pending + patterns, whereClause: nil, body: body,
            range: caseRange))
        pending = []
      }
      parser.advance()
    }
    // Endings: a trailing `break` goes, a case that runs into the next says `fallthrough`.
    for position in cases.indices {
      var body = cases[position].body
      let ends = body.last.map(Self.endsCase) ?? false
      if case .breakStatement(nil)? = body.last?.kind, body.count > 1 { body.removeLast() }
      if !ends && position < cases.count - 1 {
        body.append(Stmt(.fallthroughStatement, range: cases[position].range))
        note("fallthrough", Said(.cCaseWithoutBreak))
      }
      cases[position].body = body
    }
    let whole = range(from: start)
    if !hasDefault {
      cases.append(
        SwitchCase(
          patterns: [], whereClause: nil, body: [Stmt(.breakStatement(nil), range: whole)],
          range: whole))
    }
    note("switch", Said(.swiftSwitchNeedsNo))
    let subjectExpr = subject.expr
    return Stmt(
      .switchStatement(SwitchStmt(subject: subjectExpr, cases: cases, range: whole)), range: whole)
  }

  private static func endsCase(_ statement: Stmt) -> Bool {
    switch statement.kind {
    case .breakStatement, .returnStatement, .continueStatement: return true
    default: return false
    }
  }

  // MARK: - Declarations

  /// `UIAlertController *a = ...`, `NSString *title;`, `BOOL done = NO;`, `__block int n`,
  /// `__weak typeof(self) weakSelf = self;`, `NSArray<UITextField *> *fields`.
  func isDeclarationStart() -> Bool {
    guard case .identifier(let name) = current.kind else { return false }
    if Self.qualifiers.contains(name) || name == "typeof" || name == "__typeof" {
      return true
    }
    let isTypeName =
      Self.cTypeNames.contains(name)
      || (name.first?.isUppercase == true && context.variables[name] == nil)
    guard isTypeName else { return false }
    var position = index + 1
    // `void (^done)(void) = ...`
    if tokens[position].kind == .leftParen, isOperator(tokens[position + 1], "^") { return true }
    if isOperator(tokens[position], "<") {
      var depth = 0
      while position < tokens.count {
        if isOperator(tokens[position], "<") { depth += 1 }
        if isOperator(tokens[position], ">") || isOperator(tokens[position], "*>") {
          depth -= 1
          if depth == 0 { break }
        }
        if tokens[position].kind == .endOfInput { return false }
        position += 1
      }
      position += 1
    }
    while isOperator(tokens[position], "*") { position += 1 }
    if case .identifier(let next) = tokens[position].kind, Self.qualifiers.contains(next) {
      position += 1
    }
    guard case .identifier = tokens[position].kind else { return false }
    switch tokens[position + 1].kind {
    case .assign, .semicolon, .comma, .endOfInput, .keyword(.in): return true
    case .leftBracket:
      // `CGFloat values[] = {1, 2};`
      return !tokens[position + 1].isAtStartOfLine
    default:
      return tokens[position + 1].isAtStartOfLine
    }
  }

  /// A type as written: its Swift spelling and whether it was a pointer.
  mutating func parseTypeName() throws(ObjCFailure) -> (
    swift: String, pointer: Bool, weak: Bool, shared: Bool
  ) {
    var weak = false
    var shared = false
    while case .identifier(let name) = current.kind, Self.qualifiers.contains(name) {
      if name == "__weak" || name == "__unsafe_unretained" { weak = true }
      if name == "__block" { shared = true }
      advance()
    }
    var swift: String
    if case .identifier(let name) = current.kind, name == "typeof" || name == "__typeof" {
      advance()
      try expect(.leftParen, "(")
      let inner = try parseExpression()
      try expect(.rightParen, ")")
      swift = ObjCImport.stripOptional(inner.type ?? "Any")
    } else {
      let (name, _) = try expectIdentifier()
      var parts = [name]
      // `unsigned int`, `long long`
      while case .identifier(let more) = current.kind, Self.cTypeNames.contains(more),
        Self.cTypeNames.contains(parts[parts.count - 1])
      {
        parts.append(more)
        advance()
      }
      var arguments: [String] = []
      if isOperator(current, "<") {
        advance()
        while !atEnd {
          if isOperator(current, ">") {
            advance()
            break
          }
          if current.kind == .comma {
            advance()
            continue
          }
          if isOperator(current, "*>") {
            advance()
            break
          }
          let argument = try parseTypeName()
          arguments.append(argument.swift)
        }
      }
      swift = ObjCImport.swiftType(parts.count > 1 ? "int" : name, arguments: arguments)
      if name == "id", !arguments.isEmpty { swift = "Any" }
    }
    var pointer = false
    var stars = 0
    while isOperator(current, "*") || isOperator(current, "**") {
      pointer = true
      stars += isOperator(current, "**") ? 2 : 1
      advance()
    }
    while case .identifier(let name) = current.kind, Self.qualifiers.contains(name) {
      if name == "__weak" { weak = true }
      advance()
    }
    // `NSString **reason`, `BOOL *stop`: a pointer to a variable the callee writes.
    lastTypeIsOutPointer = stars >= 2 || stars == 1 && ObjCImport.isScalar(swift)
    return (swift, pointer, weak, shared)
  }

  /// A declaration statement; several declarators (`int a = 1, b = 2;`) give several.
  mutating func parseDeclaration(requireSemicolon: Bool = false) throws(ObjCFailure) -> [Stmt] {
    let start = current.range
    // `NSMutableArray *titles = ...`: a mutable collection is there to change, a `var`.
    var mutable = false
    var cType = ""
    if case .identifier(let name) = current.kind {
      mutable = name.hasPrefix("NSMutable")
      cType = name
    }
    let type = try parseTypeName()
    if current.kind == .leftParen, isOperator(peek(), "^") {
      return [try blockDeclaration(returnType: type.swift, range: start)]
    }
    var statements: [Stmt] = []
    while true {
      var pointer = type.pointer
      while isOperator(current, "*") {
        pointer = true
        advance()
      }
      let (name, nameRange) = try expectIdentifier()
      if current.kind == .leftBracket {
        statements.append(
          try cArrayDeclaration(
            name: name, nameRange: nameRange, cType: cType, type: type.swift,
            range: range(from: start)))
        if current.kind == .comma {
          advance()
          continue
        }
        break
      }
      var value: Lowered?
      if current.kind == .assign {
        advance()
        value = try parseExpression()
      }
      statements.append(
        declarationStatement(
          name: name, nameRange: nameRange, type: type.swift, pointer: pointer,
          weak: type.weak, shared: type.shared, mutable: mutable, value: value,
          range: range(from: start)))
      if current.kind == .comma {
        advance()
        continue
      }
      break
    }
    if requireSemicolon {
      try expect(.semicolon, ";")
    } else {
      try endStatement()
    }
    return statements
  }

  /// The Swift declaration: `let` unless the input assigns the name again (or it has no
  /// value, or is `__block`); no type annotation when the value says it; `T!` when the value
  /// may be nil (an Objective-C pointer may always be).
  mutating func declarationStatement(
    name: String, nameRange: SourceRange, type: String, pointer: Bool, weak: Bool,
    shared: Bool, mutable: Bool = false, value: Lowered?, range: SourceRange
  ) -> Stmt {
    let isObject = pointer || type == "Any"
    var annotation: String?
    var initializer = value.map { converted($0, to: type) }
    if let value {
      let valueType = value.type
      if weak {
        annotation = nil
      } else if let valueType,
        ObjCImport.stripOptional(valueType) == type || type == "Any" && valueType != "Any"
      {
        if valueType.hasSuffix("?") && isObject { annotation = type + "!" }
        if type == "Any" { annotation = nil }
      } else if value.expr.kind == .nilLiteral {
        // `UIAlertAction *action = nil;`, set later and then used as an object: `T!`, as a
        // pointer that may be nil is (a typed `NSError *error = nil` too).
        annotation = isObject && type != "Any" ? type + "!" : type + "?"
      } else if ObjCImport.isScalar(type) || !isObject {
        annotation = valueType == type ? nil : type
      } else {
        annotation = type + "!"
      }
      if type == "Any", valueType == nil, value.expr.kind != .nilLiteral { annotation = "Any" }
      // `[]` and `[:]` need their type written in Swift.
      if value.expr.kind == .array([]) || value.expr.kind == .dictionary([]) { annotation = type }
    } else {
      annotation = isObject ? type + "?" : type
      initializer = isObject ? nil : ObjCImport.zeroValue(of: type, at: nameRange)
    }
    if weak, let current = annotation, !current.hasSuffix("?") {
      annotation = ObjCImport.stripOptional(current) + "?"
    }
    let swiftType = annotation ?? value?.type
    declareLocal(
      name, type: swiftType.map { weak ? ObjCImport.stripOptional($0) + "?" : $0 },
      shared: shared || mutable)
    // `NSError *error = nil;` is there to be set later: a `var`.
    let isNil = value?.expr.kind == .nilLiteral
    let isConstant =
      !(shared || mutable || weak || isNil || value == nil || reassigned.contains(name))
    var modifiers: [Modifier] = []
    if weak {
      modifiers.append(Modifier(name: "weak", range: nameRange))
      note("__weak", Said(.objcIsAInSwift, "__weak", "weak var"))
    }
    if shared {
      if scopes.count == 1 { self.shared.insert(name) }
      note(
        "__block", Said(.blockVariableSharedBlocks)
      )
    }
    if pointer {
      note(
        "declaration",
        Said(.swiftVarWhenChanges, "Type *name = value;", "let name = value"))
    }
    let decl = VariableDecl(
      modifiers: modifiers, isConstant: isConstant, name: name, nameRange: nameRange,
      type: annotation.map { ObjCSwiftPrinter.typeSyntax($0, at: nameRange) },
      initializer: initializer)
    return Stmt(.variable(decl), range: range)
  }

  /// A value converted to a declared scalar type where Swift needs it spelled
  /// (`CGFloat x = 10;` is `let x: CGFloat = 10`; an enum constant becomes `.case`).
  func converted(_ value: Lowered, to type: String) -> Expr {
    if let constant = value.enumCase, APICatalog.enums[type] != nil || type == constant.type {
      return Expr(.implicitMember(constant.name), range: value.expr.range)
    }
    return value.expr
  }
}
