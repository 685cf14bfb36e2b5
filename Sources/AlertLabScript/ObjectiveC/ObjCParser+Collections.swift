import AlertLabWords

// Foundation's collections and boxed numbers as Swift's: `[NSMutableArray array]` and
// `[[NSMutableDictionary alloc] init]` are empty literals, `[NSArray arrayWithObjects:a, b,
// nil]` is `[a, b]`, `[NSNumber numberWithInt:n]` is `n`; `[d setObject:v forKey:k]` is
// `d[k] = v` and `[d objectForKey:k]` is `d[k]`.

extension ObjCParser {
  /// A class message to NSArray, NSDictionary (and their mutable kinds) or NSNumber; nil for
  /// any other.
  mutating func collectionFactory(
    _ selector: String, className: String, arguments: [Lowered], range: SourceRange
  ) -> Lowered? {
    let isArray = className.hasPrefix("[") && !className.contains(":")
    let isDictionary = className.hasPrefix("[") && className.contains(":")
    let values = arguments.map(caseExpr)
    if className == "Any", selector.hasPrefix("numberWith"), let number = arguments.first {
      note("NSNumber", Said(.numberItselfSwift, "[NSNumber numberWithInt:n]", "@(n)"))
      return number
    }
    guard isArray || isDictionary else { return nil }
    switch selector {
    case "array", "dictionary", "new", "init", "arrayWithCapacity:", "dictionaryWithCapacity:",
      "initWithCapacity:":
      note(
        "empty " + className,
        Said(
          .swiftDictionary, "[NSMutableArray array]", "[[NSMutableArray alloc] init]", "[]", "[:]"))
      return Lowered(Expr(isArray ? .array([]) : .dictionary([]), range: range), type: className)
    case "arrayWithObjects:", "arrayWithObject:", "initWithObjects:":
      note(
        "selector " + selector,
        Said(.swiftNoNilEnds, "[NSArray arrayWithObjects:a, b, nil]", "[a, b]"))
      return Lowered(Expr(.array(values), range: range), type: className)
    case "arrayWithArray:", "dictionaryWithDictionary:", "initWithArray:", "initWithDictionary:":
      note(
        "selector " + selector,
        Said(.objcIsInSwift, "[NSMutableArray arrayWithArray:x]", "a copy of 'x'"))
      return arguments.first.map { Lowered($0.expr, type: className) }
    case "dictionaryWithObjectsAndKeys:", "initWithObjectsAndKeys:":
      // Objects before their keys, nil-terminated (the nil is already gone).
      var entries: [DictionaryEntry] = []
      var position = 0
      while position + 1 < values.count {
        entries.append(DictionaryEntry(key: values[position + 1], value: values[position]))
        position += 2
      }
      note(
        "selector " + selector,
        Said(
          .objcIsQuotedInSwift, "[NSDictionary dictionaryWithObjectsAndKeys:value, key, nil]",
          "[key: value]"))
      return Lowered(Expr(.dictionary(entries), range: range), type: className)
    case "dictionaryWithObject:forKey:":
      guard values.count == 2 else { return nil }
      return Lowered(
        Expr(.dictionary([DictionaryEntry(key: values[1], value: values[0])]), range: range),
        type: className)
    default:
      return nil
    }
  }

  /// `[d setObject:v forKey:k]` as `d[k] = v`, `[d removeObjectForKey:k]` as `d[k] = nil`.
  mutating func subscriptSet(
    _ selector: String, receiver: Lowered, arguments: [Lowered], range: SourceRange
  ) -> Lowered? {
    let target: Expr
    let value: Expr
    switch selector {
    case "setObject:forKey:", "setValue:forKey:", "setObject:forKeyedSubscript:":
      guard arguments.count == 2 else { return nil }
      target = Expr(
        .subscriptAccess(receiver.expr, [Argument(value: caseExpr(arguments[1]))]), range: range)
      value = caseExpr(arguments[0])
      note(
        "selector " + selector, Said(.objcIsQuotedInSwift, "[d setObject:v forKey:k]", "d[k] = v"))
    case "removeObjectForKey:":
      guard arguments.count == 1 else { return nil }
      target = Expr(
        .subscriptAccess(receiver.expr, [Argument(value: caseExpr(arguments[0]))]), range: range)
      value = Expr(.nilLiteral, range: range)
      note(
        "selector " + selector, Said(.objcIsQuotedInSwift, "[d removeObjectForKey:k]", "d[k] = nil")
      )
    default:
      return nil
    }
    var result = Lowered(target)
    result.assignment = (target, value)
    return result
  }
}

extension ObjCParser {
  /// `[array enumerateObjectsUsingBlock:^(id obj, NSUInteger idx, BOOL *stop) { ... }]` as
  /// `for (idx, obj) in array.enumerated() { ... }`: `*stop = YES` ends the loop (`break`) and
  /// the block's `return` goes on to the next element (`continue`).
  func enumeration(of receiver: Lowered, block: Lowered, range: SourceRange) -> Stmt? {
    guard case .closure(let closure) = block.expr.kind, let parameters = closure.parameters,
      parameters.count >= 2
    else { return nil }
    let stop = parameters.count > 2 ? parameters[2].name : nil
    let enumerated = Expr(
      .call(
        Expr(.member(receiver.expr, name: "enumerated", nameRange: range), range: range), []),
      range: range)
    let loop = ForInLoop(
      label: nil, pattern: .tuple([.binding(parameters[1].name), .binding(parameters[0].name)]),
      sequence: enumerated, whereClause: nil,
      body: Self.loopBody(closure.body, stop: stop))
    return Stmt(.forIn(loop), range: range)
  }

  /// A block's body as a loop's: `*stop = YES` is `break`, `return` is `continue` (inside
  /// `if`s too; a nested loop or `switch` keeps its own).
  static func loopBody(_ statements: [Stmt], stop: String?) -> [Stmt] {
    statements.map { statement in
      var result = statement
      switch statement.kind {
      case .assignment(let target, "=", let value)
      where stop != nil && target.kind == .identifier(stop ?? "") && value.kind == .boolean(true):
        result.kind = .breakStatement(nil)
      case .returnStatement(nil):
        result.kind = .continueStatement(nil)
      case .ifStatement(let conditions, let then, let elseBranch):
        result.kind = .ifStatement(
          conditions: conditions, then: loopBody(then, stop: stop),
          elseBranch: elseBranch.map { loopBody($0, stop: stop) })
      default:
        break
      }
      return result
    }
  }
}
