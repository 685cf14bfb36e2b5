import AlertLabKit
import AlertLabWords

// C's expressions as Swift's: operators by C's precedence, literals, casts, dot syntax,
// blocks and names.

extension ObjCParser {
  static let precedence: [String: Int] = [
    "||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6, "<": 7, ">": 7, "<=": 7,
    ">=": 7, "<<": 8, ">>": 8, "+": 9, "-": 9, "*": 10, "/": 10, "%": 10,
  ]
  static let assignmentOperators: Set<String> = ["+=", "-=", "*=", "/=", "%=", "|=", "&="]

  mutating func parseExpression(allowAssignment: Bool = false) throws(ObjCFailure) -> Lowered {
    let start = current.range
    let lhs = try parseTernary()
    var op: String?
    if current.kind == .assign {
      op = "="
    } else if case .binaryOperator(let name) = current.kind, Self.assignmentOperators.contains(name)
    {
      op = name
    }
    guard let op else { return lhs }
    if op == "=", lhs.expr.kind == .identifier("self") {
      // `self = [super initWithFrame:frame]`, also inside `if (...)`: the `super.init` call.
      let save = index
      advance()
      let value = try parseExpression()
      if value.isSuperInit { return value }
      index = save
    }
    guard allowAssignment else {
      throw failure(Said(.runsAssignmentOnlyStatement), at: current.range)
    }
    advance()
    let value = try parseExpression()
    let whole = range(from: start)
    if let property = lhs.assignment, op == "=" {
      _ = property
    }
    let stored = assignedValue(value, to: lhs)
    var target = lhs.expr
    if case .paren(let inner) = target.kind, case .binary("??", let chain, _) = inner.kind,
      case .optionalEvaluation = chain.kind
    {
      // `okAction.enabled = ...` with `okAction` maybe nil: the store goes through the chain
      // (`okAction?.isEnabled = ...`), not through the `?? false` a read of it has.
      target = chain
    }
    var result = Lowered(Expr(.binary(op: op, target, stored), range: whole))
    if op == "=" { result.assignment = (target, stored) }
    return result
  }

  /// The value stored into `target`: an enum constant is written `.case`; nil stored into a
  /// property Swift does not make optional is Objective-C's nil, for the setter to judge.
  mutating func assignedValue(_ value: Lowered, to target: Lowered) -> Expr {
    if let constant = value.enumCase {
      return Expr(.implicitMember(constant.name), range: value.expr.range)
    }
    if case .member = target.expr.kind, let type = target.type {
      return nilPassed(value, as: type)
    }
    return value.expr
  }

  mutating func parseTernary() throws(ObjCFailure) -> Lowered {
    try enter()
    defer { leave() }
    let start = current.range
    let condition = try parseBinary(minimum: 1)
    guard current.kind == .infixQuestion || current.kind == .postfixQuestion else {
      return condition
    }
    advance()
    let then = try parseExpression()
    try expect(.colon, ":")
    let otherwise = try parseTernary()
    var result = Lowered(
      Expr(.ternary(truthValue(condition), then.expr, otherwise.expr), range: range(from: start)),
      type: then.type ?? otherwise.type)
    result.enumCase = nil
    return result
  }

  /// The binary operator at the current token, if any.
  func binaryOperator() -> String? {
    switch current.kind {
    case .binaryOperator(let op), .prefixOperator(let op):
      return Self.precedence[op] != nil ? op : nil
    case .postfixExclaim:
      return nil
    default:
      return nil
    }
  }

  mutating func parseBinary(minimum: Int) throws(ObjCFailure) -> Lowered {
    let start = current.range
    var lhs = try parseUnary()
    var links = 0
    defer { leave(links) }
    while let op = binaryOperator(), let level = Self.precedence[op], level >= minimum {
      try enter()
      links += 1
      advance()
      let rhs = try parseBinary(minimum: level + 1)
      lhs = binary(op, lhs, rhs, range: range(from: start))
    }
    return lhs
  }

  func binary(_ op: String, _ lhs: Lowered, _ rhs: Lowered, range: SourceRange) -> Lowered {
    switch op {
    case "&&", "||":
      return Lowered(
        Expr(.binary(op: op, truthValue(lhs), truthValue(rhs)), range: range), type: "Bool")
    case "==", "!=", "<", ">", "<=", ">=":
      var left = lhs.expr
      var right = rhs.expr
      if lhs.enumCase != nil, rhs.enumCase == nil { left = caseExpr(lhs) }
      if rhs.enumCase != nil { right = caseExpr(rhs) }
      return Lowered(Expr(.binary(op: op, left, right), range: range), type: "Bool")
    case "|" where lhs.enumCase != nil || lhs.expr.kind.isArray:
      // `UIPopoverArrowDirectionLeft | UIPopoverArrowDirectionRight`: an option set.
      var elements: [Expr] = []
      for side in [lhs, rhs] {
        if case .array(let items) = side.expr.kind {
          elements += items
        } else {
          elements.append(caseExpr(side))
        }
      }
      return Lowered(Expr(.array(elements), range: range), type: lhs.type ?? rhs.type)
    case "/" where countOfArray(lhs, rhs, range: range) != nil:
      return countOfArray(lhs, rhs, range: range) ?? lhs
    default:
      var type = lhs.type
      if lhs.type == "Int", rhs.type == "Double" || rhs.type == "CGFloat" { type = rhs.type }
      return Lowered(Expr(.binary(op: op, lhs.expr, rhs.expr), range: range), type: type)
    }
  }

  /// `.cancel` for an enum constant compared or passed where its type is known.
  func caseExpr(_ value: Lowered) -> Expr {
    guard let constant = value.enumCase else { return value.expr }
    return Expr(.implicitMember(constant.name), range: value.expr.range)
  }

  /// A C condition as a Swift Bool: a pointer is compared with nil, a number with 0.
  func truthValue(_ value: Lowered) -> Expr {
    let range = value.expr.range
    if value.isOutPointer { return Expr(.boolean(true), range: range) }
    guard let type = value.type, type != "Bool" else {
      if value.type == nil, case .binary(let op, _, _) = value.expr.kind,
        ["==", "!=", "<", ">", "<=", ">=", "&&", "||"].contains(op)
      {
        return value.expr
      }
      if value.type == nil, case .prefix("!", _) = value.expr.kind { return value.expr }
      if value.type == nil, case .boolean = value.expr.kind { return value.expr }
      if value.type == nil {
        return Expr(.binary(op: "!=", value.expr, Expr(.nilLiteral, range: range)), range: range)
      }
      return value.expr
    }
    if ObjCImport.isScalar(type) {
      return Expr(.binary(op: "!=", value.expr, ObjCImport.zero(of: type, at: range)), range: range)
    }
    return Expr(.binary(op: "!=", value.expr, Expr(.nilLiteral, range: range)), range: range)
  }

  mutating func parseUnary() throws(ObjCFailure) -> Lowered {
    try enter()
    defer { leave() }
    let start = current.range
    switch current.kind {
    case .prefixOperator(let op), .binaryOperator(let op):
      switch op {
      case "!":
        advance()
        let operand = try parseUnary()
        let whole = range(from: start)
        if operand.type == "Bool" || operand.type == nil && isBoolean(operand.expr) {
          return Lowered(Expr(.prefix(op: "!", operand.expr), range: whole), type: "Bool")
        }
        let test = truthValue(operand)
        if case .binary("!=", let lhs, let rhs) = test.kind {
          return Lowered(Expr(.binary(op: "==", lhs, rhs), range: whole), type: "Bool")
        }
        return Lowered(Expr(.prefix(op: "!", test), range: whole), type: "Bool")
      case "-", "+":
        advance()
        let operand = try parseUnary()
        if op == "+" { return operand }
        return Lowered(
          Expr(.prefix(op: "-", operand.expr), range: range(from: start)), type: operand.type)
      case "++", "--":
        advance()
        let operand = try parseUnary()
        let one = Expr(.integer(1), range: start)
        note("increment", Said(.objcIsQuotedInSwift, "x++", "x += 1"))
        return Lowered(
          Expr(.binary(op: op == "++" ? "+=" : "-=", operand.expr, one), range: range(from: start)),
          type: operand.type)
      case "^":
        return try parseBlock()
      case "&" where peek().isIdentifier:
        // `error:&error`: the variable itself, `&error` (inout) in Swift.
        advance()
        let operand = try parseUnary()
        note("address-of", Said(.xPassesVariableX))
        return Lowered(Expr(.prefix(op: "&", operand.expr), range: range(from: start)))
      case "*" where peek().isIdentifier:
        // `*reason`, `*stop`: the variable the pointer points at.
        advance()
        var operand = try parseUnary()
        operand.isOutPointer = false
        return operand
      case "&", "*", "~":
        throw failure(
          Said(.doesSimulateCOperator, op), at: current.range)
      default:
        throw failure("expected expression", at: current.range)
      }
    case .leftParen where isCast():
      return try parseCast()
    default:
      return try parsePostfix()
    }
  }

  func isBoolean(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .boolean, .prefix("!", _): return true
    case .binary(let op, _, _): return ["==", "!=", "<", ">", "<=", ">=", "&&", "||"].contains(op)
    default: return false
    }
  }

  /// `(UIAlertController *)`, `(CGFloat)`, `(id)`: a type in parentheses.
  func isCast() -> Bool {
    guard case .identifier(let name) = peek().kind else { return false }
    var position = index + 2
    let isType =
      Self.cTypeNames.contains(name) || Self.qualifiers.contains(name)
      || (name.first?.isUppercase == true && context.variables[name] == nil
        && ObjCImport.enumConstants[name] == nil && ObjCImport.global(name) == nil)
    guard isType else { return false }
    // `(unsigned long)`, `(const char *)`
    while position < tokens.count, case .identifier(let more) = tokens[position].kind,
      Self.cTypeNames.contains(more) || Self.qualifiers.contains(more)
    {
      position += 1
    }
    while position < tokens.count, isOperator(tokens[position], "*") { position += 1 }
    guard position < tokens.count, tokens[position].kind == .rightParen else { return false }
    let after = tokens[min(position + 1, tokens.count - 1)].kind
    switch after {
    case .semicolon, .rightParen, .comma, .rightBracket, .endOfInput, .binaryOperator: return false
    default: return true
    }
  }

  mutating func parseCast() throws(ObjCFailure) -> Lowered {
    let start = advance().range
    let type = try parseTypeName()
    try expect(.rightParen, ")")
    let operand = try parseUnary()
    let whole = range(from: start)
    if ObjCImport.isScalar(type.swift) {
      if operand.type == type.swift { return operand }
      note("cast-number", Said(.objcIsQuotedInSwift, "(\(type.swift))x", "\(type.swift)(x)"))
      let callee = Expr(.identifier(type.swift), range: start)
      return Lowered(
        Expr(.call(callee, [Argument(value: operand.expr)]), range: whole), type: type.swift)
    }
    if type.swift == "Any" || operand.type.map(ObjCImport.stripOptional) == type.swift {
      var same = operand
      same.expr.range = whole
      return same
    }
    note("cast", Said(.objcIsQuotedInSwift, "(Type *)value", "value as? Type"))
    let typeSyntax = ObjCSwiftPrinter.typeSyntax(type.swift, at: start)
    return Lowered(
      Expr(.cast(operand.expr, kind: .conditional, typeSyntax), range: whole),
      type: type.swift + "?")
  }

  mutating func parsePostfix() throws(ObjCFailure) -> Lowered {
    let start = current.range
    var value = try parsePrimary()
    var links = 0
    defer { leave(links) }
    while true {
      try enter()
      links += 1
      switch current.kind {
      case .period:
        advance()
        let (name, nameRange) = try expectIdentifier()
        value = try property(of: value, name: name, nameRange: nameRange, range: range(from: start))
      case .arrow:
        advance()
        let (name, nameRange) = try expectIdentifier()
        value = Lowered(
          Expr(.member(value.expr, name: name, nameRange: nameRange), range: range(from: start)))
      case .leftBracket where !current.isAtStartOfLine && !Self.isMessageSend(tokens, at: index):
        advance()
        let subscriptValue = try parseExpression()
        try expect(.rightBracket, "]")
        note("subscript", Said(.readsSameSwift, "array[i]"))
        // `alert.textFields[0]`: through `?` when the collection may be nil.
        let index = Argument(value: caseExpr(subscriptValue))
        value = chained(value, range: range(from: start), type: ObjCImport.elementType(value.type))
        {
          base in Expr(.subscriptAccess(base, [index]), range: base.range)
        }
      case .leftParen where value.type == "Block" || value.type?.contains("->") == true:
        // `done()`, `completion(YES)`: calling a block.
        advance()
        var arguments: [Argument] = []
        while current.kind != .rightParen {
          if atEnd { throw failure("expected ')'", at: current.range) }
          arguments.append(Argument(value: caseExpr(try parseExpression())))
          if current.kind == .comma { advance() } else { break }
        }
        try expect(.rightParen, ")")
        value = Lowered(Expr(.call(value.expr, arguments), range: range(from: start)))
      case .postfixOperator(let op) where op == "++" || op == "--":
        advance()
        note("increment", Said(.objcIsQuotedInSwift, "x++", "x += 1"))
        value = Lowered(
          Expr(
            .binary(
              op: op == "++" ? "+=" : "-=", value.expr, Expr(.integer(1), range: current.range)),
            range: range(from: start)),
          type: value.type)
      default:
        return value
      }
    }
  }

  // MARK: - Primary expressions

  mutating func parsePrimary() throws(ObjCFailure) -> Lowered {
    let token = current
    switch token.kind {
    case .integer(let number):
      advance()
      return Lowered(Expr(.integer(number), range: token.range), type: "Int")
    case .float(let number):
      advance()
      return Lowered(Expr(.float(number), range: token.range), type: "Double")
    case .string(let literal):
      advance()
      return Lowered(
        Expr(.string(try segments(literal, at: token.range)), range: token.range), type: "String")
    case .atSign:
      return try parseAtLiteral()
    case .attribute(let name):
      return try parseAtKeyword(name)
    case .keyword(.self):
      advance()
      return Lowered(Expr(.identifier("self"), range: token.range), type: selfType)
    case .keyword(.super):
      advance()
      var value = Lowered(Expr(.identifier("super"), range: token.range), type: superType)
      value.isSuper = true
      return value
    case .keyword(.nil):
      advance()
      return Lowered(Expr(.nilLiteral, range: token.range))
    case .keyword(.true), .keyword(.false):
      advance()
      return Lowered(
        Expr(.boolean(token.kind == .keyword(.true)), range: token.range), type: "Bool")
    case .identifier(let name):
      return try parseName(name)
    case .leftBracket:
      guard Self.isMessageSend(tokens, at: index) else {
        throw failure("expected expression", at: token.range)
      }
      return try parseMessageSend()
    case .leftParen:
      advance()
      let inner = try parseExpression()
      try expect(.rightParen, ")")
      var value = inner
      value.expr = Expr(.paren(inner.expr), range: range(from: token.range))
      return value
    case .prefixOperator("^"), .binaryOperator("^"):
      return try parseBlock()
    default:
      throw failure("expected expression", at: token.range)
    }
  }

  func segments(_ literal: StringLiteral, at range: SourceRange) throws(ObjCFailure)
    -> [StringSegment]
  {
    var text = ""
    for segment in literal.segments {
      switch segment {
      case .text(let piece): text += piece
      case .interpolation:
        throw failure("unknown escape sequence '\\('", at: range)
      }
    }
    return text.isEmpty ? [] : [.text(text)]
  }

  /// `@"text"`, `@[a, b]`, `@{k: v}`, `@(n)`, `@42`.
  mutating func parseAtLiteral() throws(ObjCFailure) -> Lowered {
    let at = advance().range
    let token = current
    switch token.kind {
    case .string(let literal):
      advance()
      var text = try segments(literal, at: token.range)
      // `@"one" @"two"`: adjacent literals are one.
      while current.kind == .atSign, case .string(let more) = peek().kind {
        advance()
        advance()
        text += try segments(more, at: token.range)
      }
      note("@string", Said(.objcIsInSwift, "@\"text\"", "\"text\""))
      let merged: [StringSegment] =
        text.isEmpty
        ? []
        : [
          .text(
            text.map { segment -> String in
              if case .text(let piece) = segment { return piece }
              return ""
            }.joined())
        ]
      return Lowered(Expr(.string(merged), range: range(from: at)), type: "String")
    case .integer(let number):
      advance()
      note("@number", Said(.objcIsInSwift, "@42", "42"))
      return Lowered(Expr(.integer(number), range: range(from: at)), type: "Int")
    case .float(let number):
      advance()
      note("@number", Said(.objcIsInSwift, "@42", "42"))
      return Lowered(Expr(.float(number), range: range(from: at)), type: "Double")
    case .leftBracket:
      advance()
      var elements: [Lowered] = []
      while current.kind != .rightBracket {
        if atEnd { throw failure("expected ']'", at: current.range) }
        elements.append(try parseExpression())
        if current.kind == .comma { advance() } else { break }
      }
      try expect(.rightBracket, "]")
      note("@[]", Said(.objcIsInSwift, "@[a, b]", "[a, b]"))
      let element = elements.first?.type.map(ObjCImport.stripOptional)
      let same = elements.allSatisfy { $0.type.map(ObjCImport.stripOptional) == element }
      return Lowered(
        Expr(.array(elements.map(caseExpr)), range: range(from: at)),
        type: element.map { same ? "[\($0)]" : "[Any]" })
    case .leftBrace:
      advance()
      var entries: [DictionaryEntry] = []
      var keys: [Lowered] = []
      var values: [Lowered] = []
      while current.kind != .rightBrace {
        if atEnd { throw failure("expected '}'", at: current.range) }
        let key = try parseExpression()
        try expect(.colon, ":")
        let value = try parseExpression()
        entries.append(DictionaryEntry(key: caseExpr(key), value: caseExpr(value)))
        keys.append(key)
        values.append(value)
        if current.kind == .comma { advance() } else { break }
      }
      try expect(.rightBrace, "}")
      note("@{}", Said(.objcIsInSwift, "@{key: value}", "[key: value]"))
      func common(_ items: [Lowered]) -> String? {
        let first = items.first?.type.map(ObjCImport.stripOptional)
        let same = items.allSatisfy { $0.type.map(ObjCImport.stripOptional) == first }
        return first.map { same ? $0 : "Any" }
      }
      let type = common(keys).flatMap { key in common(values).map { "[\(key): \($0)]" } }
      return Lowered(Expr(.dictionary(entries), range: range(from: at)), type: type)
    case .leftParen:
      advance()
      let inner = try parseExpression()
      try expect(.rightParen, ")")
      note("@()", Said(.valueItselfSwift, "@(value)"))
      var value = inner
      value.expr = Expr(inner.expr.kind, range: range(from: at))
      return value
    default:
      throw failure("unexpected '@' in program", at: at)
    }
  }

  /// `@YES`, `@NO`, `@selector(name:)`.
  mutating func parseAtKeyword(_ name: String) throws(ObjCFailure) -> Lowered {
    let at = advance().range
    switch name {
    case "YES", "NO", "true", "false":
      note("@YES", Said(.objcIsInSwift, "@YES", "true"))
      return Lowered(Expr(.boolean(name == "YES" || name == "true"), range: at), type: "Bool")
    case "selector":
      try expect(.leftParen, "(")
      var selector = ""
      while current.kind != .rightParen {
        if atEnd { throw failure("expected ')'", at: current.range) }
        if current.kind == .colon {
          selector += ":"
        } else if let piece = nameOfCurrent() {
          selector += piece
        } else {
          throw failure("expected selector name", at: current.range)
        }
        advance()
      }
      advance()
      let swift = Self.swiftSelector(selector)
      note("@selector", Said(.objcIsQuotedInSwift, "@selector(\(selector))", "#selector(\(swift))"))
      return Lowered(Expr(.selector(swift), range: range(from: at)), type: "Selector")
    default:
      throw failure("unexpected '@' in program", at: at)
    }
  }

  /// `alertTextFieldDidChange:` is `alertTextFieldDidChange(_:)`; `foo:bar:` is
  /// `foo(_:bar:)`; `layoutSubviews` stays.
  static func swiftSelector(_ selector: String) -> String {
    let (base, labels) = swiftName(ofSelector: selector)
    guard selector.contains(":") else { return base }
    return base + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
  }

  /// A learner's method's Swift base name and labels: the first piece is the name, the
  /// others are labels.
  static func swiftName(ofSelector selector: String) -> (base: String, labels: [String?]) {
    let pieces = selector.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    guard pieces.count > 1 else { return (selector, []) }
    let labels: [String?] = [nil] + pieces.dropFirst().dropLast().map { $0.isEmpty ? nil : $0 }
    return (pieces[0], labels)
  }

  // MARK: - Blocks

  /// `^(UIAlertAction *action) { ... }`, `^{ ... }`, `^BOOL(id x) { ... }`: a closure that
  /// copies the variables it uses from outside (`[name]` in Swift), except `__block` ones.
  mutating func parseBlock() throws(ObjCFailure) -> Lowered {
    let start = advance().range
    var returnType: String?
    if case .identifier = current.kind,
      peek().kind == .leftParen || peek().kind == .leftBrace
        || isOperator(peek(), "*")
    {
      let type = try parseTypeName()
      returnType = type.swift == "Void" ? nil : type.swift
    }
    var parameters: [(name: String, range: SourceRange, type: String)] = []
    var hasParameterList = false
    if current.kind == .leftParen {
      hasParameterList = true
      parameters = try parseBlockParameters(namesRequired: true)
    }
    blockCaptures.append([])
    scopes.append([:])
    for parameter in parameters { declareLocal(parameter.name, type: parameter.type) }
    var body: [Stmt] = []
    var bodyFailure: ObjCFailure?
    do {
      body = try parseBlockBody()
    } catch {
      bodyFailure = error
    }
    scopes.removeLast()
    let captured = blockCaptures.removeLast()
    if let bodyFailure { throw bodyFailure }
    note("block", Said(.blockClosureSwift, "^(Type *x) { ... }", "{ x in ... }"))
    if !captured.isEmpty {
      note(
        "block-capture",
        Said(.blockCopiesVariablesUses, "[name]"))
    }
    let whole = range(from: start)
    let closure = ClosureExpr(
      captures: captured.map { ClosureCapture(specifier: nil, name: $0, range: whole) },
      parameters: hasParameterList && !parameters.isEmpty
        ? parameters.map {
          ClosureParameter(
            name: $0.name, nameRange: $0.range,
            type: ObjCSwiftPrinter.typeSyntax($0.type, at: $0.range))
        } : nil,
      hasParenthesizedParameters: !parameters.isEmpty,
      returnType: returnType.map { ObjCSwiftPrinter.typeSyntax($0, at: start) }, body: body)
    return Lowered(Expr(.closure(closure), range: whole), type: "Block")
  }

  // MARK: - Names

  var selfType: String {
    if let currentClass { return currentClass }
    return "ViewController"
  }

  var superType: String? {
    if let currentClass {
      return currentInterface?.superclass ?? context.classes[currentClass] ?? nil
    }
    return "UIViewController"
  }

  /// Every name the learner could mean: locals, variables, methods, the scene's.
  var knownNames: [String] {
    var names = scopes.flatMap { Array($0.keys) } + Array(context.variables.keys)
    names += ["self", "sender", "button", "addButton", "storyboard", "view"]
    if let currentInterface { names += currentInterface.properties.map { "_" + $0.name } }
    return names
  }

  mutating func parseName(_ name: String) throws(ObjCFailure) -> Lowered {
    let token = advance()
    let range = token.range
    switch name {
    case "YES", "TRUE":
      note("YES", Said(.yesNOTrueFalse))
      return Lowered(Expr(.boolean(true), range: range), type: "Bool")
    case "NO", "FALSE":
      note("YES", Said(.yesNOTrueFalse))
      return Lowered(Expr(.boolean(false), range: range), type: "Bool")
    case "NULL", "Nil":
      note("NULL", Said(.nullNilNilSwift))
      return Lowered(Expr(.nilLiteral, range: range))
    default:
      break
    }
    if current.kind == .leftParen, !current.hasLeadingTrivia || resolveLocal(name) == nil {
      if let call = try parseFunctionCall(name, range: range) { return call }
    }
    if let local = resolveLocal(name) {
      var value = Lowered(Expr(.identifier(name), range: range), type: local.type)
      value.isOutPointer = outParameters.contains(name)
      return value
    }
    if let number = Self.cConstants[name], resolveLocal(name) == nil {
      note(name, Said(.objcIsInSwift, name, number))
      return Lowered(Expr(.integer(number), range: range), type: "Int")
    }
    if let constant = ObjCImport.enumConstants[name] {
      note(name, Said(.objcIsInSwiftBecause, name, ".\(constant.name)", constant.type))
      var value = Lowered(
        Expr(
          .member(
            Expr(.identifier(constant.type), range: range), name: constant.name, nameRange: range),
          range: range), type: constant.type)
      value.enumCase = constant
      return value
    }
    if let (owner, member) = ObjCImport.global(name), member.kind == .staticProperty {
      note(name, Said(.objcIsQuotedInSwift, name, "\(owner).\(member.name)"))
      return Lowered(
        Expr(
          .member(Expr(.identifier(owner), range: range), name: member.name, nameRange: range),
          range: range), type: member.type)
    }
    if let known = context.variables[name] {
      // A scalar an earlier statement declared (`NSUInteger index = 0;`) is copied into
      // each block that uses it, as a local of the code's method would be.
      // One declared `__block` is shared, as it was in its own statement.
      if ObjCImport.isScalar(known.map(ObjCImport.stripOptional)), !context.shared.contains(name) {
        for level in blockCaptures.indices where !blockCaptures[level].contains(name) {
          blockCaptures[level].append(name)
        }
      }
      return Lowered(Expr(.identifier(name), range: range), type: known)
    }
    // Inside an implementation: a property by its ivar (`_arrowOffset`) or its name.
    let bare = name.hasPrefix("_") ? String(name.dropFirst()) : name
    if let currentInterface {
      if let property = currentInterface.properties.first(where: { $0.name == bare }) {
        let storage = storageName(of: property, in: currentInterface)
        return Lowered(Expr(.identifier(storage), range: range), type: property.swiftType)
      }
    } else if !sceneProperties.isEmpty, let type = sceneProperty(bare) {
      // In the scene's `@implementation`: its property, a variable of `self`.
      return Lowered(Expr(.identifier(bare), range: range), type: type)
    }
    let swiftType = ObjCImport.swiftType(name)
    if APICatalog.types[swiftType] != nil || context.classes[name] != nil
      || declaredClasses.contains(name) || swiftType != name
    {
      if swiftType != name {
        note("type " + name, Said(.objcIsQuotedInSwift, name, swiftType))
      }
      var value = Lowered(Expr(.identifier(swiftType), range: range))
      value.className = swiftType
      return value
    }
    if ["sender", "button", "addButton", "storyboard", "view"].contains(name) {
      return Lowered(Expr(.identifier(name), range: range), type: name == "sender" ? nil : nil)
    }
    if name.first?.isUppercase == true {
      var value = Lowered(Expr(.identifier(name), range: range))
      value.className = name
      return value
    }
    var message = "use of undeclared identifier '\(name)'"
    var fixIt: String?
    if let suggestion = Spelling.nearest(name, in: knownNames) {
      message += "; did you mean '\(suggestion)'?"
      fixIt = suggestion
    }
    throw failure(message, at: range, fixIt: fixIt)
  }

  /// The classes this input declares.
  var declaredClasses: Set<String> { Set(interfaces.keys) }

  /// Where a property's value lives in the Swift class: its own name, or the ivar of an
  /// overriding property (`_arrowOffset`).
  func storageName(of property: ObjectiveCProperty, in interface: ObjectiveCInterface) -> String {
    if overridesUIKit(property.name, superclass: interface.superclass) {
      return interface.synthesized[property.name] ?? "_" + property.name
    }
    return property.name
  }

  func overridesUIKit(_ name: String, superclass: String?) -> Bool {
    guard let superclass else { return false }
    return APICatalog.members(of: ObjCImport.swiftType(superclass)).contains {
      $0.name == name && $0.isProperty
    }
  }

  /// `NSLog(...)`, `NSLocalizedString(...)`, `CGRectMake(...)`, `UIEdgeInsetsMake(...)`:
  /// C functions as their Swift.
  mutating func parseFunctionCall(_ name: String, range: SourceRange) throws(ObjCFailure)
    -> Lowered?
  {
    guard current.kind == .leftParen else { return nil }
    if name == "sizeof" { return try parseSizeof(at: range) }
    let known =
      ["NSLog", "NSLocalizedString", "NSStringFromClass", "NSStringFromSelector"].contains(name)
      || ObjCImport.global(name) != nil || Self.dispatchFunctions.contains(name)
    guard known else { return nil }
    advance()
    var arguments: [Lowered] = []
    while current.kind != .rightParen {
      if atEnd { throw failure("expected ')'", at: current.range) }
      arguments.append(try parseExpression())
      if current.kind == .comma { advance() } else { break }
    }
    try expect(.rightParen, ")")
    let whole = self.range(from: range)
    if let dispatched = try dispatchCall(name, arguments: arguments, range: whole) {
      return dispatched
    }
    let callee = Expr(.identifier(name), range: range)
    switch name {
    case "NSLog":
      note("NSLog", Said(.swiftPrint, "NSLog(@\"%@\", x)", "NSLog(\"%@\", x)"))
      return Lowered(
        Expr(.call(callee, arguments.map { Argument(value: caseExpr($0)) }), range: whole),
        type: "Void")
    case "NSLocalizedString":
      note(
        "NSLocalizedString",
        Said(
          .objcIsQuotedInSwift, "NSLocalizedString(@\"OK\", @\"comment\")",
          "NSLocalizedString(\"OK\", comment: \"comment\")")
      )
      var swiftArguments = arguments.prefix(1).map { Argument(value: $0.expr) }
      if arguments.count > 1 {
        swiftArguments.append(Argument(label: "comment", value: arguments[1].expr))
      }
      return Lowered(Expr(.call(callee, swiftArguments), range: whole), type: "String")
    case "NSStringFromClass", "NSStringFromSelector":
      let describing = Argument(label: "describing", value: arguments.first?.expr ?? callee)
      return Lowered(
        Expr(.call(Expr(.identifier("String"), range: range), [describing]), range: whole),
        type: "String")
    default:
      break
    }
    guard let (owner, member) = ObjCImport.global(name) else { return nil }
    note(
      name,
      Said(
        .objcIsQuotedInSwift, "\(name)(...)",
        "\(owner)(\(member.params.map { ($0.label ?? "_") + ":" }.joined()))")
    )
    guard member.kind == .initializer, member.params.count == arguments.count else {
      throw failure(
        "too \(arguments.count < member.params.count ? "few" : "many") arguments to function call, expected \(member.params.count), have \(arguments.count)",
        at: whole)
    }
    let swiftArguments = zip(member.params, arguments).map { param, argument in
      Argument(label: param.label, value: argument.expr)
    }
    return Lowered(
      Expr(.call(Expr(.identifier(owner), range: range), swiftArguments), range: whole), type: owner
    )
  }
}

extension ExprKind {
  var isArray: Bool {
    if case .array = self { return true }
    return false
  }
}
