import AlertLabWords

// The C in the articles' code as Swift: Grand Central Dispatch's functions as DispatchQueue's
// methods (`dispatch_async(dispatch_get_main_queue(), ^{ })` is `DispatchQueue.main.async { }`,
// `dispatch_time(DISPATCH_TIME_NOW, (int64_t)(2 * NSEC_PER_SEC))` is `.now() + 2`), `sizeof`,
// C arrays (`CGFloat values[] = {1, 2}`), block variables (`void (^done)(void) = ^{ }`) and
// pointers to out-parameters (`NSString **reason`, `*reason = ...`, `&reason`).

extension ObjCParser {
  /// The C functions of Grand Central Dispatch this front end reads.
  static let dispatchFunctions: Set<String> = [
    "dispatch_async", "dispatch_sync", "dispatch_after", "dispatch_get_main_queue",
    "dispatch_get_global_queue", "dispatch_time", "sizeof",
  ]

  /// C's constants, as numbers: nanoseconds per second and the like, and the global queues'
  /// priorities (which AlertLab's one main thread does not tell apart).
  static let cConstants: [String: Int] = [
    "NSEC_PER_SEC": 1_000_000_000, "NSEC_PER_MSEC": 1_000_000, "USEC_PER_SEC": 1_000_000,
    "NSEC_PER_USEC": 1000, "DISPATCH_TIME_NOW": 0, "DISPATCH_QUEUE_PRIORITY_DEFAULT": 0,
    "DISPATCH_QUEUE_PRIORITY_HIGH": 2, "DISPATCH_QUEUE_PRIORITY_LOW": -2,
    "DISPATCH_QUEUE_PRIORITY_BACKGROUND": -32768,
  ]

  /// The size in bytes of a C type on a 64-bit device.
  static func size(ofType type: String) -> Int {
    switch type {
    case "char", "BOOL", "bool", "Boolean", "int8_t", "uint8_t": return 1
    case "short", "int16_t", "uint16_t": return 2
    case "int", "float", "int32_t", "uint32_t", "unsigned": return 4
    default: return 8
    }
  }

  /// `DispatchQueue.main`, `DispatchQueue.global()`, `q.async { }`, `q.asyncAfter(deadline:)`,
  /// `.now() + seconds`, `sizeof(x)`; nil for another name.
  mutating func dispatchCall(_ name: String, arguments: [Lowered], range: SourceRange)
    throws(ObjCFailure) -> Lowered?
  {
    let queueType = Expr(.identifier("DispatchQueue"), range: range)
    func expect(_ count: Int) throws(ObjCFailure) {
      guard arguments.count != count else { return }
      throw failure(
        "too \(arguments.count < count ? "few" : "many") arguments to function call, expected "
          + "\(count), have \(arguments.count)", at: range)
    }
    switch name {
    case "dispatch_get_main_queue":
      try expect(0)
      note(
        "dispatch_get_main_queue",
        Said(.objcIsQuotedInSwift, "dispatch_get_main_queue()", "DispatchQueue.main"))
      return Lowered(
        Expr(.member(queueType, name: "main", nameRange: range), range: range),
        type: "DispatchQueue")
    case "dispatch_get_global_queue":
      try expect(2)
      note(
        "dispatch_get_global_queue",
        Said(
          .objcIsQuotedInSwift, "dispatch_get_global_queue(priority, 0)", "DispatchQueue.global()"))
      let callee = Expr(.member(queueType, name: "global", nameRange: range), range: range)
      return Lowered(Expr(.call(callee, []), range: range), type: "DispatchQueue")
    case "dispatch_async", "dispatch_sync":
      try expect(2)
      let method = name == "dispatch_async" ? "async" : "sync"
      note(name, Said(.objcIsQuotedInSwift, "\(name)(queue, ^{ ... })", "queue.\(method) { ... }"))
      let callee = Expr(
        .member(arguments[0].expr, name: method, nameRange: range), range: range)
      return Lowered(
        Expr(.call(callee, [Argument(label: "execute", value: arguments[1].expr)]), range: range),
        type: "Void")
    case "dispatch_after":
      try expect(3)
      note(
        "dispatch_after",
        Said(
          .objcIsQuotedInSwift, "dispatch_after(time, queue, ^{ ... })",
          "queue.asyncAfter(deadline: time) { ... }"))
      let callee = Expr(
        .member(arguments[1].expr, name: "asyncAfter", nameRange: range), range: range)
      return Lowered(
        Expr(
          .call(
            callee,
            [
              Argument(label: "deadline", value: arguments[0].expr),
              Argument(label: "execute", value: arguments[2].expr),
            ]), range: range), type: "Void")
    case "dispatch_time":
      try expect(2)
      note(
        "dispatch_time",
        Said(
          .objcIsInSwiftBecause, "dispatch_time(DISPATCH_TIME_NOW, (int64_t)(2 * NSEC_PER_SEC))",
          ".now() + 2", "seconds"))
      let now = Expr(
        .call(
          Expr(
            .member(Expr(.identifier("DispatchTime"), range: range), name: "now", nameRange: range),
            range: range), []), range: range)
      return Lowered(
        Expr(.binary(op: "+", now, Self.seconds(ofNanoseconds: arguments[1].expr)), range: range),
        type: "DispatchTime")
    default:
      return nil
    }
  }

  /// `(int64_t)(2 * NSEC_PER_SEC)` as `2`; any other count of nanoseconds divided by 1e9.
  static func seconds(ofNanoseconds expr: Expr) -> Expr {
    var inner = expr
    while true {
      switch inner.kind {
      case .paren(let wrapped):
        inner = wrapped
        continue
      case .call(let callee, let arguments)
      where arguments.count == 1 && ["Int", "Int64", "UInt64"].contains(callee.kind.identifierName):
        inner = arguments[0].value
        continue
      default:
        break
      }
      break
    }
    if case .binary("*", let seconds, let scale) = inner.kind,
      scale.kind == .integer(1_000_000_000)
    {
      return seconds
    }
    if case .binary("*", let scale, let seconds) = inner.kind,
      scale.kind == .integer(1_000_000_000)
    {
      return seconds
    }
    let divisor = Expr(.float(1e9), range: expr.range)
    let converted = Expr(
      .call(Expr(.identifier("Double"), range: expr.range), [Argument(value: expr)]),
      range: expr.range)
    return Expr(.binary(op: "/", converted, divisor), range: expr.range)
  }

  /// `sizeof(CGFloat)`, `sizeof(values)`, `sizeof(values[0])`: the size a 64-bit device
  /// gives (`MemoryLayout<T>.size` in Swift); `sizeof(a) / sizeof(a[0])` is `a.count`.
  mutating func parseSizeof(at range: SourceRange) throws(ObjCFailure) -> Lowered {
    try expect(.leftParen, "(")
    note(
      "sizeof",
      Said(.swiftCArray, "sizeof(T)", "MemoryLayout<T>.size", "sizeof(a) / sizeof(a[0])", "a.count")
    )
    func elementSize(of name: String) -> Int? {
      if let array = cArrays[name] { return Self.size(ofType: array.cType) }
      let type = resolveLocal(name)?.type ?? context.variables[name] ?? nil
      guard let element = ObjCImport.elementType(type) else { return nil }
      return element == "Bool" ? 1 : 8
    }
    var value: Lowered
    if case .identifier(let name) = current.kind, peek().kind == .rightParen,
      let size = elementSize(of: name)
    {
      let token = advance()
      let array = Expr(.identifier(name), range: token.range)
      let count = Expr(.member(array, name: "count", nameRange: token.range), range: token.range)
      value = Lowered(
        Expr(.binary(op: "*", count, Expr(.integer(size), range: token.range)), range: token.range),
        type: "Int")
      value.sizeofArray = name
    } else if case .identifier(let name) = current.kind,
      Self.cTypeNames.contains(name) || name.first?.isUppercase == true,
      resolveLocal(name) == nil, context.variables[name] == nil
    {
      let type = try parseTypeName()
      value = Lowered(
        Expr(.integer(type.pointer ? 8 : Self.size(ofType: name)), range: range), type: "Int")
    } else {
      let operand = try parseExpression()
      var size = 8
      var element: String?
      if case .subscriptAccess(let base, _) = operand.expr.kind,
        let name = base.kind.identifierName, let found = elementSize(of: name)
      {
        size = found
        element = "element of " + name
      } else if operand.type == "Bool" {
        size = 1
      }
      value = Lowered(Expr(.integer(size), range: range), type: "Int")
      value.sizeofArray = element
    }
    try expect(.rightParen, ")")
    value.expr.range = self.range(from: range)
    return value
  }

  /// `a / b` of two sizes: `sizeof(values) / sizeof(values[0])` is `values.count`.
  func countOfArray(_ lhs: Lowered, _ rhs: Lowered, range: SourceRange) -> Lowered? {
    guard let name = lhs.sizeofArray, rhs.sizeofArray == "element of " + name else { return nil }
    let array = Expr(.identifier(name), range: range)
    return Lowered(Expr(.member(array, name: "count", nameRange: range), range: range), type: "Int")
  }

  /// `CGFloat values[] = {1, 2};`, `int counts[3] = {0};`: a Swift array, padded with zeros
  /// to the declared count.
  mutating func cArrayDeclaration(
    name: String, nameRange: SourceRange, cType: String, type: String, range: SourceRange
  ) throws(ObjCFailure) -> Stmt {
    try expect(.leftBracket, "[")
    var declared: Int?
    if case .integer(let count) = current.kind {
      advance()
      guard count >= 0, count <= 4096 else {
        throw failure(Said(.keepsCArraysMost), at: current.range)
      }
      declared = count
    }
    try expect(.rightBracket, "]")
    var elements: [Expr] = []
    if current.kind == .assign {
      advance()
      try expect(.leftBrace, "{")
      while current.kind != .rightBrace {
        if atEnd { throw failure("expected '}'", at: current.range) }
        elements.append(caseExpr(try parseExpression()))
        if current.kind == .comma { advance() } else { break }
      }
      try expect(.rightBrace, "}")
    }
    let count = declared ?? elements.count
    if elements.count > count {
      throw failure("excess elements in array initializer", at: nameRange)
    }
    if let zero = ObjCImport.zeroValue(of: type, at: nameRange) {
      while elements.count < count { elements.append(zero) }
    }
    cArrays[name] = (element: type, cType: cType, count: count)
    declareLocal(name, type: "[\(type)]")
    note("c-array", Said(.cArraySwiftArray, "T name[] = {a, b}", "[T]"))
    let decl = VariableDecl(
      isConstant: !reassigned.contains(name), name: name, nameRange: nameRange,
      type: ObjCSwiftPrinter.typeSyntax("[\(type)]", at: nameRange),
      initializer: Expr(.array(elements), range: range))
    return Stmt(.variable(decl), range: range)
  }

  /// `void (^done)(BOOL finished) = ^(BOOL finished) { ... };`: a closure-typed variable.
  mutating func blockDeclaration(returnType: String, range start: SourceRange)
    throws(ObjCFailure) -> Stmt
  {
    try expect(.leftParen, "(")
    advance()  // `^`
    let (name, nameRange) = try expectIdentifier()
    try expect(.rightParen, ")")
    let parameters = try parseBlockParameters(namesRequired: false).map {
      ObjCSwiftPrinter.typeSyntax($0.type, at: nameRange)
    }
    var value: Lowered?
    if current.kind == .assign {
      advance()
      value = try parseExpression()
    }
    try endStatement()
    declareLocal(name, type: "Block")
    note(
      "block-variable", Said(.blockVariableClosure, "void (^name)(void)", "let name: () -> Void"))
    let result = ObjCSwiftPrinter.typeSyntax(returnType, at: nameRange)
    let decl = VariableDecl(
      isConstant: !reassigned.contains(name) && value != nil, name: name, nameRange: nameRange,
      type: TypeSyntax(.function(parameters: parameters, result: result), range: nameRange),
      initializer: value?.expr)
    return Stmt(.variable(decl), range: range(from: start))
  }
}

extension ObjCParser {
  /// A block's parameter list, `(UIAlertAction *action)`, `(void)`, `(BOOL)` in a block type:
  /// each parameter's name (where written), range and Swift type.
  mutating func parseBlockParameters(namesRequired: Bool) throws(ObjCFailure) -> [(
    name: String, range: SourceRange, type: String
  )] {
    try expect(.leftParen, "(")
    var parameters: [(name: String, range: SourceRange, type: String)] = []
    while current.kind != .rightParen {
      if atEnd { throw failure("expected ')'", at: current.range) }
      if case .identifier("void") = current.kind, peek().kind == .rightParen {
        advance()
        break
      }
      let type = try parseTypeName()
      if namesRequired || current.isIdentifier {
        let (name, nameRange) = try expectIdentifier()
        parameters.append((name, nameRange, type.swift))
      } else {
        parameters.append(("", current.range, type.swift))
      }
      if current.kind == .comma { advance() }
    }
    try expect(.rightParen, ")")
    return parameters
  }
}

extension ExprKind {
  /// The name of an identifier expression.
  var identifierName: String? {
    if case .identifier(let name) = self { return name }
    return nil
  }
}

extension Token {
  /// True for a name (`&error`, `*stop`).
  var isIdentifier: Bool {
    if case .identifier = kind { return true }
    return false
  }
}
