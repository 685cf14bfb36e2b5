import AlertLabWords

// Expressions: precedence climbing over binary operators, then prefix, postfix and primary
// expressions.

extension SyntaxParser {
  enum Associativity { case left, right, none }

  /// Swift's operators and their precedence groups' levels, from `TernaryPrecedence` (10) up
  /// to `BitwiseShiftPrecedence` (100); a group the learner declares between two of them
  /// takes a level between theirs.
  static let binaryOperators: [String: (precedence: Int, associativity: Associativity)] = [
    "||": (20, .left),
    "&&": (30, .left),
    "==": (40, .none), "!=": (40, .none), "===": (40, .none), "!==": (40, .none),
    "<": (40, .none), "<=": (40, .none), ">": (40, .none), ">=": (40, .none),
    "~=": (40, .none),
    "??": (50, .right),
    "...": (70, .none), "..<": (70, .none),
    "+": (80, .left), "-": (80, .left), "|": (80, .left), "^": (80, .left),
    "&+": (80, .left), "&-": (80, .left),
    "*": (90, .left), "/": (90, .left), "%": (90, .left), "&": (90, .left), "&*": (90, .left),
    "<<": (100, .none), ">>": (100, .none), "&<<": (100, .none), "&>>": (100, .none),
  ]
  static let ternaryPrecedence = 10
  static let castingPrecedence = 60

  /// A full expression (assignment is a statement, not an expression).
  mutating func parseExpression() throws(ParseFailure) -> Expr {
    try enter()
    defer { leave() }
    return try parseBinary(minimum: SyntaxParser.ternaryPrecedence)
  }

  mutating func parseBinary(minimum: Int) throws(ParseFailure) -> Expr {
    var lhs = try parseUnary()
    var lastNonAssociative: Int?
    var links = 0
    defer { leave(links) }
    while true {
      // Most expressions end at a token that is no operator: told by the tag, which copies
      // nothing; the operator's spelling is read only for a binary operator.
      let tag = currentTag
      let tokenRange = current.range
      let precedence: Int
      let associativity: Associativity
      var op = ""
      switch tag {
      case .binaryOperator:
        guard case .binaryOperator(let spelling) = tokens[index].kind else { return lhs }
        op = spelling
        if let info = SyntaxParser.binaryOperators[op] {
          (precedence, associativity) = info
        } else if let group = operators.infix[op] {
          (precedence, associativity) = (group.level, group.associativity)
        } else if SyntaxParser.assignmentOperators.contains(op) {
          return lhs
        } else {
          throw fail("cannot find operator '\(shown(op))' in scope", at: tokenRange)
        }
      case .infixQuestion:
        (precedence, associativity) = (SyntaxParser.ternaryPrecedence, .right)
      case .keyword(.as), .keyword(.is):
        (precedence, associativity) = (SyntaxParser.castingPrecedence, .left)
      default:
        return lhs
      }
      if precedence < minimum { return lhs }
      try enterLink(&links)
      if lastNonAssociative == precedence {
        let group =
          CustomOperators.standardGroups.values.first { $0.level == precedence }?.name
          ?? operators.infix.values.first { $0.level == precedence }?.name ?? "DefaultPrecedence"
        throw fail(
          "adjacent operators are in non-associative precedence group '\(group)'; add "
            + "parentheses",
          at: tokenRange)
      }
      advance()
      switch tag {
      case .infixQuestion:
        guard canStartExpressionHere else {
          throw fail("expected expression after '?' in ternary expression", at: expectedLocation)
        }
        let then = try parseExpression()
        guard currentTag == .colon else {
          throw fail(
            "expected ':' after '? ...' in ternary expression", at: expectedLocation,
            fixIt: ": <#expression#>")
        }
        advance()
        guard canStartExpressionHere else {
          throw fail("expected expression after ':' in ternary expression", at: expectedLocation)
        }
        try enterLink(&links)
        let otherwise = try parseBinary(minimum: precedence)
        lhs = Expr(.ternary(lhs, then, otherwise), range: lhs.range.union(otherwise.range))
      case .keyword(.as):
        var kind = CastKind.plain
        if currentTag == .postfixQuestion {
          kind = .conditional
          advance()
        } else if currentTag == .postfixExclaim {
          kind = .forced
          advance()
        }
        let type = try parseType()
        lhs = Expr(.cast(lhs, kind: kind, type), range: lhs.range.union(type.range))
      case .keyword(.is):
        let type = try parseType()
        lhs = Expr(.typeCheck(lhs, type), range: lhs.range.union(type.range))
      case .binaryOperator:
        guard canStartExpressionHere else {
          throw fail("expected expression after operator", at: expectedLocation)
        }
        try enterLink(&links)
        let rhs = try parseBinary(
          minimum: associativity == .right ? precedence : precedence + 1)
        lhs = Expr(.binary(op: op, lhs, rhs), range: lhs.range.union(rhs.range))
        lastNonAssociative = associativity == .none ? precedence : nil
      default:
        return lhs
      }
    }
  }

  /// `[UITextField: ((UITextField) -> Void)]()`: brackets holding a function type and then
  /// called are a collection type, not a literal (no expression has an arrow outside a
  /// closure's braces). Read as the type, spelled as `Array<T>` or `Dictionary<K, V>`, which
  /// the collection initializers take; nil, having read nothing, otherwise.
  mutating func parseCollectionTypeBeforeCall() throws(ParseFailure) -> Expr? {
    guard let close = matchingClose(from: index), close + 1 < tokens.count,
      tokens[close + 1].tag == .leftParen
    else { return nil }
    var braces = 0
    var hasArrow = false
    for position in index..<close {
      switch tokens[position].tag {
      case .leftBrace: braces += 1
      case .rightBrace: braces -= 1
      case .arrow where braces == 0: hasArrow = true
      default: break
      }
    }
    guard hasArrow else { return nil }
    let type = try parseType()
    switch type.kind {
    case .array(let element):
      return Expr(.identifier("Array<\(element.description)>"), range: type.range)
    case .dictionary(let key, let value):
      return Expr(
        .identifier("Dictionary<\(key.description), \(value.description)>"), range: type.range)
    default:
      throw fail("expected a collection type before '('", at: type.range)
    }
  }

  /// An operator as quoted in a message: a very long one is cut short.
  func shown(_ op: String) -> String {
    op.count > 12 ? String(op.prefix(12)) + "…" : op
  }

  /// True when the current token can begin an expression: told by its tag, the token copied
  /// only for an operator or an attribute.
  var canStartExpressionHere: Bool {
    switch currentTag {
    case .binaryOperator, .postfixOperator, .attribute: return canStartExpression(current)
    default: return canStartExpression(tag: currentTag)
    }
  }

  /// True when `token` can begin an expression.
  func canStartExpression(_ token: Token) -> Bool {
    // Told by the tag where it can be: a binding in a case copies the token.
    switch token.tag {
    case .binaryOperator, .postfixOperator, .attribute: break
    default: return canStartExpression(tag: token.tag)
    }
    switch token.kind {
    case .binaryOperator(let op), .postfixOperator(let op):
      if SyntaxParser.isOperatorFunction(op), token.range == current.range,
        peekTag() == .rightParen || peekTag() == .comma
      {
        return true  // `sorted(by: <)`
      }
      return op == "-" || op == "+" || op == "!"
    case .attribute(let name):
      return name == "YES" || name == "NO" || name == "selector"
    default:
      return false
    }
  }

  /// `canStartExpression` for the tags that decide it alone (all but operators and attributes).
  func canStartExpression(tag: TokenTag) -> Bool {
    switch tag {
    case .identifier, .integer, .float, .string, .period, .leftParen, .leftBracket, .leftBrace,
      .pound, .prefixOperator, .atSign, .invalid:
      return true
    case .keyword(let keyword):
      switch keyword {
      case .true, .false, .nil, .self, .super, .Self, .try, .if, .switch, .`init`: return true
      default: return false
      }
    default:
      return false
    }
  }

  // MARK: - Prefix

  mutating func parseUnary() throws(ParseFailure) -> Expr {
    // Most operands start with no operator: told by the tag, they go straight to the postfix
    // expression, with no operator list and no token matched by its payload.
    switch currentTag {
    case .binaryOperator, .prefixOperator, .postfixOperator: break
    default: return try parsePostfix()
    }
    if let function = parseOperatorAsFunction() { return function }
    if case .prefixOperator("\\") = current.kind { return try parseKeyPath() }
    var operators: [Token] = []
    var links = 0
    defer { leave(links) }
    while case .prefixOperator(let op) = current.kind {
      try enterLink(&links)
      try rejectPrefixOperator(op, current)
      operators.append(advance())
    }
    if operators.isEmpty, case .binaryOperator(let op) = current.kind,
      op == "-" || op == "+" || op == "!"
    {
      // `- 1`: Swift wants the operator against its operand.
      let token = advance()
      error(
        "unary operator cannot be separated from its operand", at: token.range, fixIt: op)
      operators.append(
        Token(
          .prefixOperator(op), range: token.range, isAtStartOfLine: false, hasLeadingTrivia: true))
    }
    var operand = try parsePostfix()
    for token in operators.reversed() {
      guard case .prefixOperator(let op) = token.kind else { continue }
      let range = token.range.union(operand.range)
      // `-1` is a negative literal, as in Swift.
      if op == "-", token.range.end == operand.range.start, case .integer(let value) = operand.kind
      {
        operand = Expr(.integer(0 &- value), range: range)
      } else if op == "-", token.range.end == operand.range.start,
        case .float(let value) = operand.kind
      {
        operand = Expr(.float(-value), range: range)
      } else {
        operand = Expr(.prefix(op: op, operand), range: range)
      }
    }
    return operand
  }

  /// `\.name`, `\.address.city`, `\Item.name`: a key path, which the subset runs where Swift
  /// takes it as a function (`items.map(\.name)`, `sorted(by:)` aside): it stands for the
  /// closure `{ $0.name }`.
  mutating func parseKeyPath() throws(ParseFailure) -> Expr {
    let start = advance()
    // `\Item.name`: the root type adds nothing the closure needs.
    if currentTag == .identifier, peekTag() == .period { _ = advance() }
    var value = Expr(.identifier("$0"), range: start.range)
    var components = 0
    var chained = false
    while currentTag == .period || (currentTag == .leftBracket && components > 0) {
      if currentTag == .period { _ = advance() }
      // `\.[1]`, `\.rows[0]`: a subscript component.
      if currentTag == .leftBracket {
        let open = index
        advance()
        let arguments = try parseArgumentList(openAt: open, closing: .rightBracket)
        value = Expr(
          .subscriptAccess(value, arguments), range: start.range.union(previous.range))
        components += 1
        continue
      }
      // `\.self`: the value itself (`ForEach(names, id: \.self)`).
      if case .keyword(.self) = current.kind {
        value = Expr(value.kind, range: start.range.union(advance().range))
        components += 1
        continue
      }
      // `\.1`: a tuple's element by its position.
      var position: String?
      if currentTag == .integer, case .integer(let value) = current.kind, value >= 0 {
        position = String(value)
      }
      guard let name = currentIdentifierName ?? position else {
        throw fail("expected member name following '.'", at: current.range)
      }
      let token = advance()
      value = Expr(
        .member(value, name: name, nameRange: token.range), range: start.range.union(token.range))
      components += 1
      // `\.last!`, `\.manager?.name`: a component force-unwrapped or optionally chained.
      if currentTag == .postfixExclaim {
        value = Expr(.forceUnwrap(value), range: start.range.union(advance().range))
      } else if currentTag == .postfixQuestion, peekTag() == .period {
        value = Expr(.bindOptional(value), range: start.range.union(advance().range))
        chained = true
      }
    }
    guard components > 0 else {
      throw fail("expected '.' after the root type of a key path", at: current.range)
    }
    if chained { value = Expr(.optionalEvaluation(value), range: value.range) }
    let body = [Stmt(.expression(value), range: value.range)]
    var closure = ClosureExpr(parameters: nil, body: body)
    closure.isKeyPath = true
    return Expr(.closure(closure), range: value.range)
  }

  /// Prefix operators other than `!`, `-`, `+` and `~` are reported before their operand.
  mutating func rejectPrefixOperator(_ op: String, _ token: Token) throws(ParseFailure) {
    switch op {
    case "!", "-", "+", "~":
      return
    case "&":
      return
    case "^":
      throw fail(
        "this is an Objective-C block; in Swift write a closure: { (parameters) in ... }",
        at: token.range)
    case "++", "--":
      // `prefix operator ++` of the program's own is its operator.
      if operators.unary.contains(op) { return }
      throw fail(
        "'\(op)' was removed in Swift 3; write 'x \(op == "++" ? "+=" : "-=") 1'",
        at: token.range)
    case "*":
      throw fail(
        "'*' before a name is Objective-C pointer syntax; Swift has no pointers to write",
        at: token.range)
    case "...", "..<":
      return  // `..<3`, `...2`: a one-sided range.
    default:
      // A prefix operator the learner declared (`prefix operator √`).
      if operators.unary.contains(op) { return }
      throw fail("cannot find operator '\(shown(op))' in scope", at: token.range)
    }
  }

  // MARK: - Postfix

  mutating func parsePostfix() throws(ParseFailure) -> Expr {
    var expr = try parsePrimary()
    var bindsOptional = false
    var links = 0
    defer { leave(links) }
    loop: while true {
      // Read straight from the array, not copied: this runs for every link of every chain.
      let tokenRange = current.range
      switch tokens[index].tag {
      case .period, .postfixQuestion, .postfixExclaim:
        try enterLink(&links)
      case .leftParen, .leftBracket:
        if !current.isAtStartOfLine { try enterLink(&links) }
      default:
        break
      }
      switch tokens[index].tag {
      case .period:
        advance()
        let nameRange = current.range
        let name: String
        // By tag: a binding in a case copies the whole token.
        switch tokens[index].tag {
        case .identifier:
          name = currentIdentifierName ?? ""
        case .keyword(let keyword):
          name = keyword.rawValue
        case .integer:
          guard case .integer(let value) = tokens[index].kind, value >= 0 else {
            throw fail("expected member name following '.'", at: expectedLocation)
          }
          name = String(value)
        default:
          throw fail("expected member name following '.'", at: expectedLocation)
        }
        advance()
        expr = Expr(
          .member(expr, name: name, nameRange: nameRange), range: expr.range.union(nameRange))
      case .leftParen where !current.isAtStartOfLine:
        if case .identifier(let name) = expr.kind,
          let (labels, close) = compoundNameLabels(at: index)
        {
          // `rating(for:)`: the function named with its labels, as a value.
          index = close
          let end = advance().range
          expr = Expr(
            .identifier(name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"),
            range: expr.range.union(end))
          continue
        }
        if case .member(let base, let member, let nameRange) = expr.kind,
          let (labels, close) = compoundNameLabels(at: index)
        {
          // `String.init(describing:)`, `pedometer.step(times:)`: the initializer or method
          // named with its labels, as a value.
          index = close
          let end = advance().range
          let name = member + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
          expr = Expr(
            .member(base, name: name, nameRange: nameRange.union(end)),
            range: expr.range.union(end))
          continue
        }
        let open = index
        advance()
        let arguments = try parseArgumentList(openAt: open, closing: .rightParen)
        expr = Expr(.call(expr, arguments), range: expr.range.union(previous.range))
      case .leftBracket where !current.isAtStartOfLine:
        let open = index
        advance()
        let arguments = try parseArgumentList(openAt: open, closing: .rightBracket)
        expr = Expr(.subscriptAccess(expr, arguments), range: expr.range.union(previous.range))
      case .postfixQuestion:
        advance()
        bindsOptional = true
        expr = Expr(.bindOptional(expr), range: expr.range.union(tokenRange))
      case .postfixExclaim:
        advance()
        expr = Expr(.forceUnwrap(expr), range: expr.range.union(tokenRange))
      case .leftBrace where acceptsTrailingClosure(expr):
        expr = try parseTrailingClosures(after: expr)
      case .postfixOperator:
        // Bound here, not in the case: a binding there copies the token for every link.
        guard case .postfixOperator(let op) = tokens[index].kind else { break loop }
        if op == "..." {
          // `items[2...]`, `case 10...:`: a range from the operand up.
          advance()
          expr = Expr(.postfix(op: op, expr), range: expr.range.union(tokenRange))
          break loop
        }
        if operators.unary.contains(op) {
          // `180°`: the learner's postfix operator.
          advance()
          expr = Expr(.postfix(op: op, expr), range: expr.range.union(tokenRange))
          continue
        }
        if op == "++" || op == "--" {
          throw fail(
            "'\(op)' was removed in Swift 3; write 'x \(op == "++" ? "+=" : "-=") 1'",
            at: tokenRange)
        }
        throw fail(
          "'\(shown(op))' needs the same whitespace on both sides: 'a \(shown(op)) b' or "
            + "'a\(shown(op))b'",
          at: tokenRange)
      default:
        break loop
      }
    }
    if bindsOptional {
      expr = Expr(.optionalEvaluation(expr), range: expr.range)
    }
    return expr
  }

  /// `(describing:)`, `(_:radix:)` at `open`: the labels of a compound name and the index
  /// of its `)`; nil for an argument list.
  func compoundNameLabels(at open: Int) -> (labels: [String?], close: Int)? {
    var position = open + 1
    var labels: [String?] = []
    while position + 1 < tokens.count, tokens[position + 1].tag == .colon {
      switch tokens[position].kind {
      case .identifier(let name): labels.append(name == "_" ? nil : name)
      case .keyword(let keyword): labels.append(keyword.rawValue)
      default: return nil
      }
      position += 2
    }
    guard !labels.isEmpty, position < tokens.count, tokens[position].tag == .rightParen else {
      return nil
    }
    return (labels, position)
  }

  /// A `{` after these starts a trailing closure (unless in an `if`/`guard` condition, or the
  /// brace opens property observers).
  func acceptsTrailingClosure(_ expr: Expr) -> Bool {
    if noTrailingClosure || isAccessorBlockStart(index) { return false }
    switch expr.kind {
    case .identifier, .member, .call, .implicitMember, .subscriptAccess, .forceUnwrap:
      return true
    default:
      return false
    }
  }

  /// `f { }`, `f(x) { }`, `f { } completion: { }`.
  mutating func parseTrailingClosures(after callee: Expr) throws(ParseFailure) -> Expr {
    var trailing: [Argument] = []
    let first = try parseClosure()
    trailing.append(Argument(value: first, isTrailingClosure: true))
    while peekTag() == .colon, peekTag(2) == .leftBrace,
      let label = parameterName(current)
    {
      let labelToken = advance()
      advance()  // :
      let closure = try parseClosure()
      trailing.append(
        Argument(
          label: label, labelRange: labelToken.range, value: closure, isTrailingClosure: true))
    }
    let end = previous.range
    if case .call(let base, let arguments) = callee.kind {
      return Expr(.call(base, arguments + trailing), range: callee.range.union(end))
    }
    return Expr(.call(callee, trailing), range: callee.range.union(end))
  }

  /// `label: value, value, ...` up to the closing `)` or `]` (consumed).
  /// The opening token is given by its index, read only for a diagnostic: most calls copy no
  /// token.
  /// `assignmentAllowed`: the list is a parenthesized expression, which may be an
  /// assignment (`(trip?.hotel = hotel) == nil`).
  mutating func parseArgumentList(
    openAt open: Int, closing: TokenKind, assignmentAllowed: Bool = false
  ) throws(ParseFailure) -> [Argument] {
    try enter()
    defer { leave() }
    let saved = noTrailingClosure
    noTrailingClosure = false
    defer { noTrailingClosure = saved }
    // `closing` is `)` or `]`: compared as constants, which copies no token.
    let closesWithParen = closing == .rightParen
    var atClosing: Bool {
      closesWithParen ? currentTag == .rightParen : currentTag == .rightBracket
    }
    var arguments: [Argument] = []
    if atClosing {
      advance()
      return arguments
    }
    // Room for the arguments of most calls, so that the list is not grown one at a time.
    arguments.reserveCapacity(4)
    while true {
      var label: String?
      var labelRange: SourceRange?
      // The name is read in place, and told from `_` by its length first: comparing two
      // different strings costs more than the rest of the test.
      if peekTag() == .colon, let name = currentParameterName,
        name.utf8.count != 1 || name != "_"
      {
        label = name
        labelRange = current.range
        advance()
        advance()
      }
      guard canStartExpressionHere else {
        if atClosing || currentTag == .comma || atEnd {
          throw fail("expected expression in list of expressions", at: expectedLocation)
        }
        throw fail(
          "expected \(closing.diagnosticDescription) in expression list", at: expectedLocation,
          notes: [
            .note(
              "to match this opening \(tokens[open].kind.diagnosticDescription)",
              at: tokens[open].range)
          ],
          fixIt: closing.diagnosticDescription.trimmingQuotes)
      }
      var value = try parseArgumentValue()
      if assignmentAllowed, arguments.isEmpty, label == nil, currentTag == .assign {
        advance()
        let assigned = try parseExpression()
        let range = value.range.union(assigned.range)
        value = Expr(
          .branching(Stmt(.assignment(target: value, op: "=", value: assigned), range: range)),
          range: range)
      }
      arguments.append(Argument(label: label, labelRange: labelRange, value: value))
      if currentTag == .comma {
        advance()
        if atClosing {
          advance()
          return arguments
        }
        continue
      }
      if atClosing {
        advance()
        return arguments
      }
      if startsArgument(current) && !current.isAtStartOfLine {
        error("expected ',' separator", at: SourceRange(at: previous.range.end), fixIt: ",")
        continue
      }
      throw fail(
        "expected \(closing.diagnosticDescription) in expression list", at: expectedLocation,
        notes: [
          .note(
            "to match this opening \(tokens[open].kind.diagnosticDescription)",
            at: tokens[open].range)
        ],
        fixIt: closing.diagnosticDescription.trimmingQuotes)
    }
  }

  /// An argument's value. A name or a literal alone before a `,` or a closing bracket (most
  /// arguments) is the primary expression it is: the binary, prefix and postfix layers of a
  /// full expression would each find nothing to do after it. The level of recursion is counted
  /// as for a full expression.
  mutating func parseArgumentValue() throws(ParseFailure) -> Expr {
    guard isLonePrimary else { return try parseExpression() }
    try enter()
    defer { leave() }
    return try parsePrimary()
  }

  /// True when the current token is a name or a one-token literal and the next one is a `,` or
  /// a closing bracket, which ends the expression.
  var isLonePrimary: Bool {
    switch currentTag {
    case .identifier, .integer, .float, .string, .keyword(.true), .keyword(.false),
      .keyword(.nil), .keyword(.self):
      break
    default:
      return false
    }
    switch peekTag() {
    case .comma, .rightParen, .rightBracket: return true
    default: return false
    }
  }

  /// Tokens that, right after an argument, mean a comma was forgotten.
  func startsArgument(_ token: Token) -> Bool {
    switch token.tag {
    case .identifier, .integer, .float, .string, .pound, .atSign:
      return true
    case .keyword(let keyword):
      return [.true, .false, .nil, .self, .super].contains(keyword)
    default:
      return false
    }
  }

  // MARK: - Primary

  mutating func parsePrimary() throws(ParseFailure) -> Expr {
    // The token's range and kind are read straight from the array: a copy of the token costs
    // more than anything done with it here.
    let range = current.range
    // Only a name can start a generic type name and only an operator can name a function:
    // told here by the tag, most primaries make neither call.
    switch tokens[index].tag {
    case .identifier:
      if let generic = try parseGenericTypeName() { return generic }
    case .binaryOperator, .prefixOperator, .postfixOperator:
      if let function = parseOperatorAsFunction() { return function }
    default:
      break
    }
    // The cases bind nothing: a binding in a case that moves on copies the whole token for
    // every primary. Each payload is read in place where it is needed.
    switch tokens[index].tag {
    case .integer:
      guard case .integer(let value) = tokens[index].kind else { throw ParseFailure() }
      advance()
      return Expr(.integer(value), range: range)
    case .float:
      guard case .float(let value) = tokens[index].kind else { throw ParseFailure() }
      advance()
      return Expr(.float(value), range: range)
    case .string:
      guard let literal = currentStringLiteral else { throw ParseFailure() }
      advance()
      return Expr(.string(try parseStringSegments(literal)), range: range)
    case .keyword(.true), .keyword(.false):
      let value = currentTag == .keyword(.true)
      advance()
      return Expr(.boolean(value), range: range)
    case .keyword(.nil):
      advance()
      return Expr(.nilLiteral, range: range)
    case .keyword(.self), .keyword(.super), .keyword(.Self):
      advance()
      return Expr(.identifier(text(range)), range: range)
    case .keyword(.`init`):
      throw fail(
        "'init' must be called on a type or on 'self' or 'super': write 'Type(...)' or "
          + "'super.init(...)'",
        at: range)
    case .identifier:
      guard let name = currentIdentifierName else { throw ParseFailure() }
      // The length first: it tells most names apart without comparing the strings.
      if name.utf8.count == 5 && name == "await" && !next.isAtStartOfLine
        && canStartExpression(next)
      {
        return try parseAwait()
      }
      // `consume order`, `copy token` (SE-0366, SE-0377): the value of a local binding, which
      // Swift's ownership checks (not simulated; none can fail at run time) then track.
      if (name.utf8.count == 7 && name == "consume" || name.utf8.count == 4 && name == "copy"),
        !next.isAtStartOfLine, case .identifier = next.kind
      {
        // Each `consume` nests one level: a long run of them is refused, not recursed.
        try enter()
        defer { leave() }
        advance()
        return try parsePostfix()
      }
      if name.utf8.first == UInt8(ascii: "$"), let number = Int(name.dropFirst()) {
        highestAnonymousParameter = max(highestAnonymousParameter, number)
      }
      advance()
      // `T()` in `func make<T>(_ type: T.Type) -> T`: `type.init()`.
      if !metatypeParameters.isEmpty, let parameter = metatypeParameters[name] {
        let metatype = Expr(.identifier(parameter), range: range)
        guard currentTag == .leftParen, !current.hasLeadingTrivia else { return metatype }
        return Expr(.member(metatype, name: "init", nameRange: range), range: range)
      }
      // `Kelvin.min` of `typealias Kelvin = UInt32`: the type it names.
      if !typeAliases.isEmpty, let alias = typeAliases[name],
        case .named(let aliased, let arguments) = alias.kind, arguments.isEmpty,
        aliased != "Any", !aliased.contains(".")
      {
        return Expr(.identifier(aliased), range: range)
      }
      return Expr(.identifier(name), range: range)
    case .period:
      advance()
      let nameRange = current.range
      let name: String
      switch currentTag {
      case .identifier: name = currentIdentifierName ?? ""
      case .keyword(let keyword): name = keyword.rawValue
      default:
        throw fail("expected member name following '.'", at: expectedLocation)
      }
      advance()
      return Expr(.implicitMember(name), range: range.union(nameRange))
    case .leftParen:
      return try parseParenthesized()
    case .leftBracket:
      return try parseArrayLiteral()
    case .leftBrace:
      return try parseClosure()
    case .pound:
      guard case .pound(let name) = tokens[index].kind else { throw ParseFailure() }
      return try parsePoundExpression(name)
    case .atSign:
      return try parseObjectiveCLiteral()
    case .attribute:
      guard case .attribute(let name) = tokens[index].kind else { throw ParseFailure() }
      if name == "YES" || name == "NO" {
        throw fail(
          "'@\(name)' is an Objective-C literal; in Swift write '\(name == "YES")'",
          at: range, fixIt: name == "YES" ? "true" : "false")
      }
      if name == "selector" {
        throw fail(
          "'@selector' is Objective-C; in Swift write '#selector(name(_:))'", at: range,
          fixIt: "#selector")
      }
      throw fail("attribute '@\(name)' cannot be used in an expression", at: range)
    case .keyword(.repeat) where isIdentifier("each", next):
      // `repeat each values` (Swift 5.9's parameter packs): a pack is held as the array of
      // its values, which `for value in repeat each values` walks.
      advance()
      advance()
      return try parsePrimary()
    case .keyword(.try):
      return try parseTry()
    case .keyword(.if), .keyword(.switch):
      return try parseBranchingExpression()
    case .invalid:
      // Already reported by the lexer.
      throw ParseFailure()
    case .endOfInput:
      throw fail("expected expression", at: expectedLocation)
    default:
      throw fail(
        "expected expression, found \(current.kind.diagnosticDescription)", at: range)
    }
  }

  /// `( ... )`: a parenthesized expression, a tuple, or `()`.
  mutating func parseParenthesized() throws(ParseFailure) -> Expr {
    let open = index
    let openRange = current.range
    // `(UIAlertController *)value`: an Objective-C cast. Tags first: they copy no token.
    if peekTag() == .identifier, peekTag(3) == .rightParen,
      case .identifier(let typeName) = next.kind
    {
      switch peek(2).kind {
      case .binaryOperator("*"), .postfixOperator("*"), .prefixOperator("*"):
        throw fail(
          "'(\(typeName) *)' is an Objective-C cast; in Swift write 'value as? \(typeName)'",
          at: openRange.union(peek(3).range))
      default:
        break
      }
    }
    advance()
    let arguments = try parseArgumentList(
      openAt: open, closing: .rightParen, assignmentAllowed: true)
    let range = openRange.union(previous.range)
    if arguments.count == 1, arguments[0].label == nil {
      return Expr(.paren(arguments[0].value), range: range)
    }
    return Expr(.tuple(arguments), range: range)
  }

  /// `[a, b]`, `[]` — or Objective-C's `[receiver message:argument]`.
  mutating func parseArrayLiteral() throws(ParseFailure) -> Expr {
    let open = current
    if looksLikeObjectiveCMessage(at: index) {
      throw objectiveCMessageFailure(at: index)
    }
    if let type = try parseCollectionTypeBeforeCall() { return type }
    advance()
    try enter()
    defer { leave() }
    let saved = noTrailingClosure
    noTrailingClosure = false
    defer { noTrailingClosure = saved }
    var elements: [Expr] = []
    while currentTag != .rightBracket {
      if currentTag == .colon, elements.isEmpty {
        return try parseDictionaryLiteral(open: open, firstKey: nil)
      }
      guard canStartExpressionHere else {
        throw fail(
          "expected ']' in container literal expression", at: expectedLocation,
          notes: [.note("to match this opening '['", at: open.range)], fixIt: "]")
      }
      let element = try parseExpression()
      if currentTag == .colon, elements.isEmpty {
        return try parseDictionaryLiteral(open: open, firstKey: element)
      }
      elements.append(element)
      if currentTag == .colon {
        throw dictionaryFailure(at: open)
      }
      if currentTag == .comma {
        advance()
        continue
      }
      if currentTag != .rightBracket {
        if startsArgument(current) && !current.isAtStartOfLine {
          error("expected ',' separator", at: SourceRange(at: previous.range.end), fixIt: ",")
          continue
        }
        throw fail(
          "expected ']' in container literal expression", at: expectedLocation,
          notes: [.note("to match this opening '['", at: open.range)], fixIt: "]")
      }
    }
    let close = advance()
    return Expr(.array(elements), range: open.range.union(close.range))
  }

  mutating func dictionaryFailure(at open: Token) -> ParseFailure {
    fail(
      Said(.doesSimulateDictionariesUIKit),
      at: open.range)
  }

  // MARK: - Closures

  /// `{ [captures] (parameters) -> Result in statements }` or `{ statements }`.
  mutating func parseClosure() throws(ParseFailure) -> Expr {
    let open = advance()
    try enter()
    defer { leave() }
    let saved = noTrailingClosure
    noTrailingClosure = false
    defer { noTrailingClosure = saved }
    var closure = ClosureExpr(parameters: nil, body: [])
    var closureThrown: String?
    let outerAwaits = awaitSites
    awaitSites = []
    defer { awaitSites = outerAwaits }
    if hasClosureSignature(at: index) {
      // `{ @MainActor in ... }`, `{ @Sendable (x: Int) async -> Int in ... }`: every closure
      // runs on the simulated main thread, so its attributes change nothing.
      while case .attribute = current.kind {
        advance()
        _ = try parseModifierArgument()
      }
      if currentTag == .leftBracket {
        closure.captures = try parseCaptureList()
      }
      var parameters: [ClosureParameter] = []
      if currentTag == .leftParen {
        closure.hasParenthesizedParameters = true
        let openParen = advance()
        while currentTag != .rightParen {
          guard case .identifier(var name) = current.kind else {
            throw fail("expected parameter name", at: expectedLocation)
          }
          var nameRange = advance().range
          if case .identifier(let second) = current.kind {
            // `(_ action: UIAlertAction)`: the label is ignored in closures.
            name = second
            nameRange = advance().range
          }
          var type: TypeSyntax?
          if currentTag == .colon {
            advance()
            type = try parseType()
          }
          parameters.append(ClosureParameter(name: name, nameRange: nameRange, type: type))
          guard currentTag == .comma else { break }
          advance()
        }
        try expectClosing(.rightParen, "expected ')' in closure parameters", opening: openParen)
      } else {
        while case .identifier(let name) = current.kind {
          let nameToken = advance()
          parameters.append(ClosureParameter(name: name, nameRange: nameToken.range))
          guard currentTag == .comma else { break }
          advance()
        }
      }
      closure.awaits = skipEffects()
      closure.throwing = writtenThrowing
      closureThrown = writtenThrownType
      if currentTag == .arrow {
        advance()
        closure.returnType = try parseType()
      }
      guard currentTag == .keyword(.in) else {
        throw fail(
          "expected 'in' after the closure's parameters", at: expectedLocation, fixIt: "in")
      }
      advance()
      closure.parameters = parameters
    }
    let outerThrown = thrownErrorType
    thrownErrorType = closureThrown
    defer { thrownErrorType = outerThrown }
    let outerAnonymous = highestAnonymousParameter
    highestAnonymousParameter = 0
    defer { highestAnonymousParameter = outerAnonymous }
    closure.body = parseStatementList(.block)
    if closure.parameters == nil {
      closure.highestAnonymousParameter = highestAnonymousParameter
    }
    if !awaitSites.isEmpty {
      closure.awaits = true
      closure.awaited = awaitSites
    }
    let close = current
    try expectClosing(.rightBrace, "expected '}' at end of closure", opening: open)
    return Expr(.closure(closure), range: open.range.union(close.range))
  }

  /// `[weak self, unowned alert, x = value]`.
  mutating func parseCaptureList() throws(ParseFailure) -> [ClosureCapture] {
    let open = advance()
    var captures: [ClosureCapture] = []
    while currentTag != .rightBracket && !atEnd {
      let start = current
      var specifier: String?
      if isIdentifier("weak") || isIdentifier("unowned") {
        if case .identifier = next.kind {
          specifier = text(advance().range)
        } else if peekTag() == .keyword(.self) {
          specifier = text(advance().range)
        } else if peekTag() == .leftParen, let close = matchingClose(from: index + 1) {
          specifier = text(current.range.union(tokens[close].range))
          index = close
          advance()
        }
      }
      let nameToken = current
      let name: String
      switch nameToken.kind {
      case .identifier(let text): name = text
      case .keyword(.self): name = "self"
      default:
        throw fail("expected name in closure capture list", at: expectedLocation)
      }
      advance()
      var value: Expr?
      if currentTag == .assign {
        advance()
        value = try parseExpression()
      }
      captures.append(
        ClosureCapture(
          specifier: specifier, name: name, value: value,
          range: start.range.union(previous.range)))
      guard currentTag == .comma else { break }
      advance()
    }
    try expectClosing(.rightBracket, "expected ']' at end of capture list", opening: open)
    return captures
  }

  /// Looks ahead from just inside a `{` for `[captures] (params) -> T in` / `a, b in`.
  func hasClosureSignature(at start: Int) -> Bool {
    var position = start
    func kind(_ at: Int) -> TokenKind { tokens[min(at, tokens.count - 1)].kind }
    var attributed = false
    while case .attribute = kind(position) {
      attributed = true
      position += 1
      if kind(position) == .leftParen, !tokens[min(position, tokens.count - 1)].hasLeadingTrivia {
        guard let close = matchingClose(from: position) else { return false }
        position = close + 1
      }
    }
    if attributed, kind(position) == .keyword(.in) { return true }
    if kind(position) == .leftBracket {
      guard let close = matchingClose(from: position) else { return false }
      position = close + 1
      if kind(position) == .keyword(.in) { return true }
    }
    if kind(position) == .leftParen {
      guard let close = matchingClose(from: position) else { return false }
      position = close + 1
    } else {
      while case .identifier = kind(position) {
        position += 1
        guard kind(position) == .comma else { break }
        position += 1
      }
      if position == start { return false }
    }
    while true {
      if kind(position) == .keyword(.throws) || kind(position) == .keyword(.rethrows) {
        position += 1
        // `throws(NetError)`: the error's type.
        if kind(position) == .leftParen,
          !tokens[min(position, tokens.count - 1)].hasLeadingTrivia,
          let close = matchingClose(from: position)
        {
          position = close + 1
        }
      } else if case .identifier("async") = kind(position) {
        position += 1
      } else {
        break
      }
    }
    if kind(position) == .arrow {
      position += 1
      // Skip the result type: names, dots, ?, !, brackets, parentheses, arrows.
      var depth = 0
      while position < tokens.count {
        switch kind(position) {
        case .keyword(.in) where depth == 0:
          return true
        case .identifier, .period, .postfixQuestion, .postfixExclaim, .comma, .colon, .arrow,
          .keyword(.Self), .binaryOperator, .postfixOperator, .prefixOperator:
          position += 1
        case .leftParen, .leftBracket:
          depth += 1
          position += 1
        case .rightParen, .rightBracket:
          depth -= 1
          if depth < 0 { return false }
          position += 1
        default:
          return false
        }
      }
      return false
    }
    return kind(position) == .keyword(.in)
  }

  // MARK: - Strings

  mutating func parseStringSegments(_ literal: StringLiteral) throws(ParseFailure)
    -> [StringSegment]
  {
    var segments: [StringSegment] = []
    segments.reserveCapacity(literal.segments.count)
    for segment in literal.segments {
      switch segment {
      case .text(let text):
        segments.append(.text(text))
      case .interpolation(let inner, let range):
        segments.append(.interpolation(try parseInterpolation(inner, range: range)))
      }
    }
    return segments
  }

  /// Parses the tokens of `\( ... )` as one expression.
  mutating func parseInterpolation(
    _ inner: [Token], range: SourceRange
  ) throws(ParseFailure) -> Expr {
    guard !inner.isEmpty else { throw ParseFailure() }
    let savedTokens = tokens
    let savedIndex = index
    let savedNoTrailingClosure = noTrailingClosure
    tokens = inner
    index = 0
    noTrailingClosure = false
    defer {
      tokens = savedTokens
      index = savedIndex
      noTrailingClosure = savedNoTrailingClosure
    }
    if atEnd {
      throw fail("expected expression in string interpolation", at: current.range)
    }
    // `"\(user: someone)"`: the arguments of a custom `appendInterpolation(user:)`.
    if peekTag() == .colon, currentParameterName != nil {
      return try parseLabeledInterpolation()
    }
    let expr = try parseExpression()
    // `"\(price, format: .number)"`: a value, then labelled arguments.
    if currentTag == .comma {
      index = 0
      return try parseLabeledInterpolation()
    }
    if !atEnd {
      throw fail(
        "unexpected \(current.kind.diagnosticDescription) in string interpolation; expected ')'",
        at: current.range)
    }
    return expr
  }

  /// `label: value, ...` inside `\( )`, up to its end: a tuple of the arguments.
  mutating func parseLabeledInterpolation() throws(ParseFailure) -> Expr {
    let start = current.range
    var arguments: [Argument] = []
    while true {
      var label: String?
      var labelRange: SourceRange?
      if peekTag() == .colon, let name = currentParameterName, name != "_" {
        label = name
        labelRange = current.range
        advance()
        advance()
      }
      let value = try parseExpression()
      arguments.append(Argument(label: label, labelRange: labelRange, value: value))
      if atEnd { break }
      guard currentTag == .comma else {
        throw fail(
          "unexpected \(current.kind.diagnosticDescription) in string interpolation; "
            + "expected ')'", at: current.range)
      }
      advance()
    }
    return Expr(.tuple(arguments), range: start.union(previous.range))
  }

  // MARK: - # expressions

  mutating func parsePoundExpression(_ name: String) throws(ParseFailure) -> Expr {
    let pound = current
    switch name {
    case "selector", "available", "unavailable":
      break
    case "line":
      // Its line in the file; a default argument's is the call's (`defaultArgument`).
      advance()
      return Expr(.integer(pound.range.start.line + Int(lineOffset)), range: pound.range)
    case "function", "column":
      advance()
      return Expr(.sourceLocation(name), range: pound.range)
    case "file", "filePath", "fileID":
      // The path `alertlab run` was given, as swiftc prints the path it compiled
      // (`-module-name main`); typed code has no file to name.
      guard fileName.hasSuffix(".swift") else {
        throw fail(
          Said(.doesNotSimulateDirective, name), at: pound.range,
          notes: [.note("typed code has no file; run a file with 'alertlab run'", at: pound.range)])
      }
      advance()
      let base = fileName.split(separator: "/").last.map(String.init) ?? fileName
      let path = name == "fileID" ? "main/" + base : fileName
      return Expr(.string([.text(path)]), range: pound.range)
    case "if", "else", "elseif", "endif":
      throw fail(
        Said(.doesSimulateConditionalCompilationUse, name),
        at: pound.range)
    case "import":
      throw fail(
        "'#import' is Objective-C; in Swift write 'import UIKit'", at: pound.range,
        fixIt: "import UIKit")
    default:
      throw fail(Said(.doesNotSimulateDirective, name), at: pound.range)
    }
    advance()
    guard currentTag == .leftParen, !current.hasLeadingTrivia else {
      throw fail("expected '(' following '#\(name)'", at: expectedLocation, fixIt: "(")
    }
    let open = current
    guard let close = matchingClose(from: index) else {
      throw fail(
        "expected ')' to complete '#\(name)' expression",
        at: SourceRange(at: tokens[tokens.count - 1].range.start),
        notes: [.note("to match this opening '('", at: open.range)], fixIt: ")")
    }
    let inner = SourceRange(start: open.range.end, end: tokens[close].range.start)
    let range = pound.range.union(tokens[close].range)
    let innerTokens = Array(tokens[(index + 1)..<close])
    index = close
    advance()
    if name == "selector" {
      var reference = text(inner).trimmingCharacters(in: " \t\r\n")
      // `#selector(self?.changed(_:))` in a closure capturing `[weak self]`: the method of
      // `self`'s class, as `self.` names it.
      let optionalSelf = reference.hasPrefix("self?.")
      if reference.hasPrefix("self.") { reference.removeFirst(5) }
      if optionalSelf { reference.removeFirst(6) }
      guard !reference.isEmpty else {
        throw fail("expected expression naming a method within '#selector(...)'", at: range)
      }
      for (position, token) in innerTokens.enumerated() {
        switch token.kind {
        case .identifier, .keyword, .period, .colon, .leftParen, .rightParen:
          continue
        case .postfixQuestion where optionalSelf && position == 1:
          continue
        default:
          throw fail(
            "'#selector' needs the name of a method: '#selector(name(_:))'", at: token.range)
        }
      }
      return Expr(.selector(reference), range: range)
    }
    // #available(iOS 8.0, *); #unavailable(iOS 18) (Swift 5.6), its negation, whose '*' is
    // implied.
    var specifications: [String] = []
    var current: [String] = []
    for token in innerTokens {
      if name == "unavailable", text(token.range) == "*" {
        throw fail("platform wildcard '*' is always implicit in #unavailable", at: token.range)
      }
      if token.kind == .comma {
        specifications.append(current.joined(separator: " "))
        current = []
      } else {
        current.append(text(token.range))
      }
    }
    if !current.isEmpty { specifications.append(current.joined(separator: " ")) }
    if specifications.isEmpty || specifications.contains(where: \.isEmpty) {
      throw fail("expected platform name, e.g. '#available(iOS 8.0, *)'", at: range)
    }
    if name == "unavailable" {
      let available = Expr(.available(specifications + ["*"]), range: range)
      return Expr(.prefix(op: "!", available), range: range)
    }
    return Expr(.available(specifications), range: range)
  }
}
