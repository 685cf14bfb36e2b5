import AlertLabKit

// Result builders (`@resultBuilder enum AlertBuilder { static func buildBlock(...) }`). A
// closure passed to a parameter marked with one (`@AlertBuilder content: () -> Line`), and the
// body of a function or computed property marked with one, make their value as Swift's
// transformation does: each expression statement is a component (through `buildExpression`
// when the builder declares it), and the components of a block are combined by `buildBlock`
// (or `buildPartialBlock`); `if` without `else` gives `buildOptional`, `if`/`else` chains and
// `switch` give `buildEither(first:)`/`buildEither(second:)` (a balanced tree of them), `for`
// gives `buildArray`; `buildFinalResult`, when declared, makes the final value. Declarations
// run as they do elsewhere. A body with a `return` is not transformed.

extension Interpreter {
  /// The result builder type a declaration's attributes name, if any.
  func resultBuilderType(_ modifiers: [Modifier]) -> String? {
    guard !modifiers.isEmpty, !state.classes.isEmpty else { return nil }
    for modifier in modifiers where modifier.name.hasPrefix("@") {
      let type = String(modifier.name.dropFirst())
      if let decl = state.classes[type],
        decl.modifiers.contains(where: { $0.name == "@resultBuilder" })
      {
        return type
      }
    }
    return nil
  }

  /// The builder a body is transformed with: none when it returns explicitly.
  func builderForBody(_ modifiers: [Modifier], _ body: [Stmt]) -> String? {
    guard let builder = resultBuilderType(modifiers) else { return nil }
    let returns = body.contains {
      if case .returnStatement = $0.kind { return true }
      return false
    }
    return returns ? nil : builder
  }

  /// The builder of a method or computed property: its own attribute's, else that of the
  /// requirement it implements of a protocol its type adopts where it is declared (as Swift
  /// infers it).
  func builderForMember(_ name: String, modifiers: [Modifier], body: [Stmt]) -> String? {
    if let builder = builderForBody(modifiers, body) { return builder }
    guard !attributedRequirementNames.isEmpty, attributedRequirementNames.contains(name),
      let receiver = selfStack.last ?? nil,
      resultBuilderType(modifiers) == nil
    else { return nil }
    for (protocolName, decl) in state.protocols {
      let attributes = decl.attributedRequirements.filter { $0.requirement == name }.map {
        Modifier(name: "@" + $0.attribute, range: decl.nameRange)
      }
      guard !attributes.isEmpty, adoptsWhereDeclared(receiver, member: name, protocolName)
      else { continue }
      if let builder = builderForBody(attributes, body) { return builder }
    }
    return nil
  }

  /// True when the declaration holding the value's `member` (its type's body, or an extension
  /// of the type) is one where the type adopts `proto`, directly or through a protocol that
  /// refines it: only there does Swift infer a requirement's builder.
  private func adoptsWhereDeclared(_ receiver: Value, member: String, _ proto: String) -> Bool {
    let declares = { (members: [Stmt]) in
      members.contains { UpcomingDeclarations.name(of: $0) == member }
    }
    for type in typeChain(of: receiver) {
      guard let decl = state.classes[type] else { continue }
      var adopted: [String]
      if let fromExtension = extensionAdoptions[type]?[member] {
        adopted = fromExtension
      } else if declares(decl.members) {
        adopted = decl.inherited.map(\.description)
        adopted += state.enums[type]?.inherited.map(\.description) ?? []
      } else {
        continue
      }
      var seen: Set<String> = []
      while let next = adopted.popLast() {
        if next == proto { return true }
        if seen.insert(next).inserted, seen.count < 64 { adopted += refinedProtocols(next) }
      }
      return false
    }
    return false
  }

  /// The argument for a parameter (or a memberwise initializer's property) marked with a
  /// result builder: a closure literal made to build its value.
  func builderArgument(_ argument: Expr, attributes: [Modifier]) -> Expr {
    guard case .closure(var closure) = argument.kind,
      let builder = builderForBody(attributes, closure.body)
    else { return argument }
    closure.resultBuilder = builder
    return Expr(.closure(closure), range: argument.range)
  }

  /// The value `builder` makes of `body` (its final result).
  func buildResult(_ body: [Stmt], builder: String, range: SourceRange) throws -> Value {
    let block = try buildBlock(body, builder: builder, range: range)
    guard builderDeclares(builder, "buildFinalResult") else { return block }
    return try callBuilder(builder, "buildFinalResult", labels: [nil], [block], range: range)
  }

  func builderDeclares(_ builder: String, _ method: String) -> Bool {
    builderMethods(builder, method).isEmpty == false
  }

  private func builderMethods(_ builder: String, _ method: String) -> [FunctionDecl] {
    declaredMembers(of: builder).compactMap { member in
      guard case .function(let decl) = member.kind, decl.name == method,
        isClassMember(decl.modifiers)
      else { return nil }
      return decl
    }
  }

  /// The components of a block, combined.
  private func buildBlock(_ body: [Stmt], builder: String, range: SourceRange) throws -> Value {
    var components: [Value] = []
    for statement in body {
      if let component = try buildComponent(statement, builder: builder) {
        components.append(component)
      }
    }
    // `buildPartialBlock` combines a block's components one by one wherever the builder
    // declares it (SE-0348); an empty block is `buildBlock()`.
    if builderDeclares(builder, "buildPartialBlock"), let first = components.first {
      var result = try callBuilder(
        builder, "buildPartialBlock", labels: ["first"], [first], range: range)
      for next in components.dropFirst() {
        result = try callBuilder(
          builder, "buildPartialBlock", labels: ["accumulated", "next"], [result, next],
          range: range)
      }
      return result
    }
    return try callBuilder(
      builder, "buildBlock", labels: components.map { _ in nil }, components, range: range)
  }

  /// `(2, "5")` where the builder has `buildExpression(_: (Int, Character))`: the tuple type
  /// of as many elements that its literal is read as (its `"5"` a Character); nil otherwise.
  private func tupleExpressionType(of expr: Expr, builder: String) -> String? {
    guard case .tuple(let elements) = expr.kind else { return nil }
    for decl in builderMethods(builder, "buildExpression") {
      guard let parameter = decl.parameters.first, case .tuple(let types) = parameter.type.kind,
        types.count == elements.count
      else { continue }
      return parameter.type.description
    }
    return nil
  }

  /// The component one statement of a builder's block gives; nil for a declaration.
  private func buildComponent(_ statement: Stmt, builder: String) throws -> Value? {
    try tick(statement.range)
    switch statement.kind {
    case .expression(let expr):
      let value = try eval(expr, expected: tupleExpressionType(of: expr, builder: builder))
      guard builderDeclares(builder, "buildExpression") else { return value }
      return try callBuilder(builder, "buildExpression", labels: [nil], [value], range: expr.range)
    case .ifStatement:
      return try buildChain(statement, builder: builder)
    case .switchStatement(let switchStatement):
      var chosen: (index: Int, value: Value)?
      _ = try runSwitch(switchStatement) { index, body in
        chosen = (index, try buildBlock(body, builder: builder, range: statement.range))
        return .void
      }
      guard let chosen else { return nil }
      return try injectEither(
        chosen.value, index: chosen.index, count: switchStatement.cases.count, builder: builder,
        range: statement.range)
    case .forIn(let loop):
      try requireBuilder(
        builder, "buildArray",
        note: "add 'buildArray(_:)' to the result builder '\(builder)' "
          + "to add support for 'for'..'in' loops", at: statement.range)
      var results: [Value] = []
      try forEachIteration(of: loop, range: statement.range) {
        results.append(try buildBlock(loop.body, builder: builder, range: statement.range))
        return false
      }
      let array = Value.array(results, element: results.first.map(typeName) ?? "Any")
      return try callBuilder(builder, "buildArray", labels: [nil], [array], range: statement.range)
    default:
      try exec(statement)
      return nil
    }
  }

  /// `if a { } else if b { } else { }`: the branch taken, built, in the `buildEither` tree of
  /// the chain's branches; wrapped by `buildOptional` when the chain has no final `else`.
  private func buildChain(_ statement: Stmt, builder: String) throws -> Value {
    var branches: [(conditions: [Condition], body: [Stmt])] = []
    var finalElse: [Stmt]?
    var next: Stmt? = statement
    while let current = next,
      case .ifStatement(let conditions, let thenBody, let elseBody) =
        current.kind
    {
      branches.append((conditions, thenBody))
      next = nil
      if let elseBody {
        if elseBody.count == 1, case .ifStatement = elseBody[0].kind {
          next = elseBody[0]
        } else {
          finalElse = elseBody
        }
      }
    }
    let count = branches.count + (finalElse == nil ? 0 : 1)
    if count > 1 {
      try requireBuilder(
        builder, "buildEither",
        note: "add 'buildEither(first:)' and 'buildEither(second:)' to the result builder "
          + "'\(builder)' to add support for 'if'-'else' and 'switch'", at: statement.range)
    }
    if finalElse == nil {
      try requireBuilder(
        builder, "buildOptional",
        note: "add 'buildOptional(_:)' to the result builder '\(builder)' to add support for "
          + "'if' statements without an 'else'", at: statement.range)
    }
    var taken: (index: Int, value: Value)?
    for (index, branch) in branches.enumerated() {
      scopes.append([:])
      defer { scopes.removeLast() }
      if try checkConditions(branch.conditions) {
        var value = try buildBlock(branch.body, builder: builder, range: statement.range)
        if Self.checksAvailability(branch.conditions),
          builderDeclares(builder, "buildLimitedAvailability")
        {
          value = try callBuilder(
            builder, "buildLimitedAvailability", labels: [nil], [value], range: statement.range)
        }
        taken = (index, value)
        break
      }
    }
    if taken == nil, let finalElse {
      scopes.append([:])
      defer { scopes.removeLast() }
      taken = (count - 1, try buildBlock(finalElse, builder: builder, range: statement.range))
    }
    var result: Value = .none
    if let taken {
      result = try injectEither(
        taken.value, index: taken.index, count: count, builder: builder, range: statement.range)
    }
    guard finalElse == nil else { return result }
    return try callBuilder(
      builder, "buildOptional", labels: [nil], [taken == nil ? .none : .some(result)],
      range: statement.range)
  }

  /// Swift's error for a control flow statement the builder has no method for.
  private func requireBuilder(
    _ builder: String, _ method: String, note: String, at range: SourceRange
  ) throws {
    guard !builderDeclares(builder, method) else { return }
    throw scriptError(
      "closure containing control flow statement cannot be used with result builder "
        + "'\(builder)'", at: range,
      notes: [.note(note, at: state.classes[builder]?.nameRange ?? range)])
  }

  /// True for `if #available(...)`: its branch goes through `buildLimitedAvailability`.
  static func checksAvailability(_ conditions: [Condition]) -> Bool {
    conditions.contains {
      guard case .expression(let expr) = $0, case .available = expr.kind else { return false }
      return true
    }
  }

  /// The value of branch `index` of `count` as Swift injects it: a balanced tree of
  /// `buildEither(first:)` and `buildEither(second:)` whose first half holds the largest power
  /// of two of branches below the count.
  private func injectEither(
    _ value: Value, index: Int, count: Int, builder: String, range: SourceRange
  ) throws -> Value {
    var path: [Bool] = []
    var index = index
    var count = count
    while count > 1 {
      var firstHalf = 1
      while firstHalf * 2 < count { firstHalf *= 2 }
      if index < firstHalf {
        path.append(false)
        count = firstHalf
      } else {
        path.append(true)
        index -= firstHalf
        count -= firstHalf
      }
    }
    var result = value
    for second in path.reversed() {
      result = try callBuilder(
        builder, "buildEither", labels: [second ? "second" : "first"], [result], range: range)
    }
    return result
  }

  /// Calls the builder's static method `method` with `values`: the overload whose labels
  /// match and whose parameter types the values have.
  private func callBuilder(
    _ builder: String, _ method: String, labels: [String?], _ values: [Value],
    range: SourceRange
  ) throws -> Value {
    let candidates = builderMethods(builder, method).filter { decl in
      fitsBuilderCall(decl, labels: labels)
    }
    // A parameter of the values' own types wins over one of a protocol they conform to
    // (`first: String` over `first: CustomStringConvertible`), and one that says more of the
    // type wins over a bare generic parameter (`[Element]` over `Element` for an array), and
    // a variadic one comes last, as Swift ranks overloads.
    let fitting = candidates.filter { valuesFit(values, $0) && !takesExistential($0) }
    // A tuple goes to the overload taking a tuple type (`(Int, Character)`).
    let tupleTaking = fitting.first { decl in
      guard values.count == 1, case .tuple = values[0], let parameter = decl.parameters.first,
        case .tuple = parameter.type.kind
      else { return false }
      return true
    }
    guard
      let decl =
        tupleTaking
        ?? fitting.first(where: {
          !takesBareGenericParameter($0) && !$0.parameters.contains(where: \.isVariadic)
        }) ?? fitting.first
        ?? candidates.first(where: { valuesFit(values, $0) }) ?? candidates.first
    else {
      throw scriptError("type '\(builder)' has no member '\(method)'", at: range)
    }
    var arguments = values
    if let variadic = decl.parameters.firstIndex(where: \.isVariadic) {
      let packed = Array(arguments[variadic...])
      let element = String(decl.parameters[variadic].type.description.dropFirst().dropLast())
      arguments = Array(arguments[..<variadic]) + [.array(packed, element: element)]
    }
    return try callUser(decl, arguments: arguments, range: range, selfValue: .type(builder))
  }

  /// True when a parameter of `decl` is typed by a protocol (`CustomStringConvertible`,
  /// `any P`, a learner's protocol) or `Any`.
  private func takesExistential(_ decl: FunctionDecl) -> Bool {
    decl.parameters.contains { parameter in
      // A generic parameter (`<Content: View>`, held as `Any`) takes the value's own type.
      if parameter.type.genericParameter != nil { return false }
      let type = stripOptional(parameter.type.description)
      return type == "Any" || type.hasPrefix("any ") || type.hasPrefix("some ")
        || isProtocolName(type) || Self.standardProtocolNames.contains(type)
    }
  }

  /// True when a parameter of `decl` is a generic parameter alone (`_ expression: Element`).
  private func takesBareGenericParameter(_ decl: FunctionDecl) -> Bool {
    decl.parameters.contains { $0.type.genericParameter != nil }
  }

  private func fitsBuilderCall(_ decl: FunctionDecl, labels: [String?]) -> Bool {
    let want = decl.parameters.map(labelOf)
    if decl.parameters.last?.isVariadic == true, decl.parameters.count == 1 {
      return labels.allSatisfy { $0 == want[0] }
    }
    return want == labels
  }

  private func valuesFit(_ values: [Value], _ decl: FunctionDecl) -> Bool {
    guard !decl.parameters.isEmpty else { return values.isEmpty }
    for (index, value) in values.enumerated() {
      let parameter = decl.parameters[min(index, decl.parameters.count - 1)]
      var type = parameter.type.description
      if parameter.isVariadic { type = String(type.dropFirst().dropLast()) }
      if type.hasSuffix("?"), value == .none { continue }
      let unwrapped = type.hasSuffix("?") ? (value.unwrapped ?? value) : value
      let wanted = type.hasSuffix("?") ? String(type.dropLast()) : type
      // A tuple fits a tuple type its elements convert to (`(2, "5")` to `(Int, Character)`).
      if case .tuple = unwrapped {
        if (try? convert(unwrapped, to: wanted, at: parameter.range)) == nil { return false }
      } else if !isInstance(unwrapped, of: wanted) {
        return false
      }
    }
    return true
  }
}
