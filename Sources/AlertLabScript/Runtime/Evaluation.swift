import AlertLabKit
import AlertLabWords

extension Interpreter {
  /// Evaluates an expression. `expected` is the type the context wants (a parameter's or an
  /// annotation's), so `.alert` and `[]` can be resolved.
  func eval(_ expr: Expr, expected: String? = nil) throws -> Value {
    try tick(expr.range)
    switch expr.kind {
    case .integer(let number):
      if let expected, isFloatType(expected) { return .double(Double(number)) }
      return .int(number)
    case .float(let number):
      return .double(number)
    case .string(let segments):
      // A literal without interpolations is its text (the common case: no string is built).
      if segments.count == 1, case .text(let literal) = segments[0] {
        return Self.isSubstringType(expected) ? .slice(literal, start: 0) : .string(literal)
      }
      var text = ""
      for segment in segments {
        switch segment {
        case .text(let literal): text += literal
        case .interpolation(let inner):
          let piece: String
          if case .tuple(let arguments) = inner.kind, arguments.contains(where: { $0.label != nil })
          {
            piece = try customInterpolation(arguments, range: inner.range)
          } else {
            let value = try eval(inner)
            piece =
              try learnersInterpolation(of: value, range: inner.range)
              ?? describing(value, limit: Interpreter.stringLimit)
          }
          try chargeText(piece.utf8.count, expr.range)
          text += piece
          try checkLength(text, range: expr.range)
        }
      }
      // `let tag: Substring = "#\(n)"`: a literal where a Substring is wanted is one.
      return Self.isSubstringType(expected) ? .slice(text, start: 0) : .string(text)
    case .boolean(let flag):
      return .bool(flag)
    case .nilLiteral:
      return .none
    case .identifier(let name):
      return try lookup(name, range: expr.range)
    case .implicitMember(let name):
      return try implicitMember(name, expected: expected, range: expr.range)
    case .member(let base, let name, let nameRange):
      if case .identifier(let type) = base.kind,
        let constant = NumericConstants.value(of: type, name), box(for: type) == nil
      {
        return constant
      }
      // `Character.Category` of the learner's `extension Character { enum Category {...} }`.
      if !state.extensions.isEmpty, case .identifier(let type) = base.kind,
        state.classes[type] == nil, isNestedType(name, in: type), box(for: type) == nil
      {
        return .type(name)
      }
      let isInitializer =
        name.utf8.first == UInt8(ascii: "i") && (name == "init" || name.hasPrefix("init("))
      // `Int.self`: the standard type's metatype.
      if name == "self", case .identifier(let type) = base.kind,
        Self.convertingTypes.contains(type) || type == "Any" || type == "AnyObject",
        box(for: type) == nil
      {
        return .type(type)
      }
      // `Optional<String>.none` (the parser keeps no arguments of `Optional`).
      if name == "none", case .identifier("Optional") = base.kind, box(for: "Optional") == nil {
        return .none
      }
      if isInitializer, case .identifier(let type) = base.kind,
        Self.convertingTypes.contains(type), box(for: type) == nil
      {
        // `Int.init`, `String.init(describing:)` as a function value.
        return try initializerFunction(type, callee: base, name: name, range: nameRange)
      }
      // `.title.bold`: the chain's base is of the type the context expects.
      var baseValue = try eval(base, expected: Self.isImplicitChain(base) ? expected : nil)
      // `3.km` of `extension Double { var km: Double }`: an integer literal is a Double where
      // only Double's extension has the member.
      if case .int(let number) = baseValue, case .integer = base.kind, !state.extensions.isEmpty,
        extensionDeclares(name, of: "Double"), !extensionDeclares(name, of: "Int")
      {
        baseValue = .double(Double(number))
      }
      if isInitializer, case .type(let type) = baseValue {
        return try initializerFunction(type, callee: base, name: name, range: nameRange)
      }
      // `Float.pi`, `Character.vowels` of the learner's extension: the standard type whose
      // name alone is its converting function.
      if case .function(.builtin(let type)) = baseValue, Self.convertingTypes.contains(type) {
        baseValue = .type(type)
      }
      let outerExpected = expectedMemberResult
      expectedMemberResult = expected
      defer { expectedMemberResult = outerExpected }
      if !state.protocols.isEmpty, !state.extensions.isEmpty,
        let value = try protocolExtensionProperty(
          baseValue, declared: staticTypeName(of: base), name: name)
      {
        return value
      }
      return try getMember(
        baseValue, name: name, range: nameRange, baseRange: base.range,
        declared: staticTypeName(of: base))
    case .call(let callee, let arguments):
      if case .implicitMember(let name) = callee.kind, let expected {
        // `.some(nil)` where an optional is expected: it wraps its argument.
        if name == "some", expected.hasSuffix("?"), arguments.count == 1,
          arguments[0].label == nil
        {
          return .some(try eval(arguments[0].value, expected: String(expected.dropLast())))
        }
        // `.init(top: 10, ...)`, `.init()`: an initializer of the type the context expects.
        let type = learnerGenericBase(learnerTypeName(stripOptional(expected)))
        if let value = try resultCase(type, name: name, arguments: arguments, range: expr.range) {
          return value
        }
        // `.failure(.missing)` where an `Outcome<String, DBError>` is expected.
        if state.enums[type]?.genericParameters.isEmpty == false,
          let (_, typeArguments) = Self.genericParts(stripOptional(expected)),
          let value = try enumPayloadCase(
            type, name: name, arguments: arguments, range: expr.range,
            typeArguments: typeArguments)
        {
          return value
        }
        guard name == "init" else {
          return try callMember(
            .type(type), name: name, arguments: arguments, range: expr.range,
            nameRange: callee.range)
        }
        // `.init(grouping: names, by: \.first)` where a `[Character: [String]]` is expected:
        // the collection's initializer, as `[Character: [String]](grouping:by:)` calls it.
        if let (key, value) = dictionaryTypes(type) {
          let spelled = Expr(.identifier("Dictionary<\(key), \(value)>"), range: callee.range)
          return try evalCall(spelled, arguments: arguments, range: expr.range)
        }
        if let element = arrayElementType(type) {
          let spelled = Expr(.identifier("Array<\(element)>"), range: callee.range)
          return try evalCall(spelled, arguments: arguments, range: expr.range)
        }
        return try construct(
          type, arguments: arguments, range: expr.range, calleeRange: callee.range)
      }
      // `flatMap { $0 > 10 ? .success("big") : .failure(error) }`: with no type expected, a
      // Result's case, unless the learner's own enum has one of that name.
      if case .implicitMember(let name) = callee.kind, Self.resultCases.contains(name),
        !state.enums.values.contains(where: { $0.cases.contains { $0.name == name } }),
        let value = try resultCase("Result", name: name, arguments: arguments, range: expr.range)
      {
        return value
      }
      let outerCallSite = callSite
      callSite = callee.range.end
      defer { callSite = outerCallSite }
      // `let fighter: TIEFighter = launch()` of `func launch<T>() -> T`: `T` is what the
      // context expects.
      if let expected, case .identifier(let name) = callee.kind,
        userFunctions(named: name)?.contains(where: { !$0.genericParameters.isEmpty }) == true
      {
        let outer = expectedCallResult
        expectedCallResult = (name, expected)
        defer { expectedCallResult = outer }
        return try evalCall(callee, arguments: arguments, range: expr.range)
      }
      // `let cards: [Card] = names.map { .named($0) }`: the closure gives an element.
      if case .member(_, let name, _) = callee.kind, Self.elementMakingMethods.contains(name),
        let last = arguments.last, case .closure = last.value.kind,
        let element = arrayElementType(expected)
      {
        var told = arguments
        told[told.count - 1].value = expectingResult(
          last.value, named: name == "compactMap" ? element + "?" : element)
        return try evalCall(callee, arguments: told, range: expr.range)
      }
      // `let mean: Double = scores.average()`: of the learner's methods of that name, the one
      // whose result the context expects, its generic result parameter bound to it.
      if let expected, case .member(let base, let name, _) = callee.kind,
        !Self.isImplicitChain(base), mayHaveOverloadedMethods
      {
        let outer = expectedCallResult
        expectedCallResult = (name, expected)
        defer { expectedCallResult = outer }
        return try evalCall(callee, arguments: arguments, range: expr.range)
      }
      // `.title.bold()`: the chain's base is of the type the context expects.
      if let expected, case .member(let base, let name, let nameRange) = callee.kind,
        Self.isImplicitChain(base)
      {
        let receiver = try eval(base, expected: expected)
        return try callMember(
          receiver, name: name, arguments: arguments, range: expr.range, nameRange: nameRange)
      }
      return try evalCall(callee, arguments: arguments, range: expr.range)
    case .subscriptAccess(let base, let arguments):
      let baseValue = try eval(base)
      // `grid[keyPath: \.rows]`: the key path (a function here) applied to the value.
      if arguments.count == 1, arguments[0].label == "keyPath" {
        let path = try eval(arguments[0].value)
        if case .function = path { return try apply(path, to: baseValue, range: expr.range) }
      }
      return try subscriptValue(
        baseValue, arguments: arguments, range: expr.range, baseRange: base.range)
    case .forceUnwrap(let inner):
      let value = try eval(inner)
      if !value.isOptional, let declared = staticTypeName(of: inner), declared.hasSuffix("!") {
        // `btn!` where `var btn: Int!`: an implicitly unwrapped optional unwraps either way.
        return value
      }
      guard value.isOptional else {
        throw scriptError(
          "cannot force unwrap value of non-optional type '\(typeName(value))'", at: expr.range)
      }
      guard let unwrapped = value.unwrapped else {
        throw trap(.forceUnwrapNil(iOS: state.world.iOS), at: expr.range)
      }
      return unwrapped
    case .bindOptional(let inner):
      let value = try eval(inner)
      guard value.isOptional else {
        if case .object(let id) = value, id.rawValue == 0 { throw OptionalChainNil() }
        if case .identifier(let name) = inner.kind, let box = box(for: name),
          state.declaredTypes[box]?.hasSuffix("!") == true
        {
          return value
        }
        // `delegate?.window??`: a double optional, which AlertLab keeps flattened.
        if case .bindOptional = inner.kind { return value }
        throw scriptError(
          "cannot use optional chaining on non-optional value of type '\(typeName(value))'",
          at: expr.range)
      }
      guard let unwrapped = value.unwrapped else { throw OptionalChainNil() }
      return unwrapped
    case .optionalEvaluation(let inner):
      do {
        let value = try eval(inner, expected: expected)
        if value.isOptional || value == .void { return value }
        return .some(value)
      } catch is OptionalChainNil {
        noteSkippedChainIfCall(inner)
        return .none
      }
    case .prefix(let op, let inner):
      if op == "&" { try requireInoutTarget(inner) }
      let value = try eval(inner, expected: expected)
      switch (op, value) {
      case ("&", _): return value
      case ("!", .bool(let flag)): return .bool(!flag)
      case ("-", .int(let number)):
        let (negated, overflow) = Int(0).subtractingReportingOverflow(number)
        if overflow {
          throw scriptError(
            "arithmetic operation '-(\(number))' (on type 'Int') results in an overflow",
            at: expr.range)
        }
        return .int(negated)
      case ("-", .double(let number)): return .double(-number)
      case ("+", .int), ("+", .double): return value
      case ("~", .int(let number)): return .int(~number)
      case ("~", .sized(let sized)):
        return .sized(SizedInteger(value: sized.kind.truncating(~sized.value), kind: sized.kind))
      case ("-", .sized):
        return try sizedArithmetic("-", .int(0), value, range: expr.range) ?? value
      case ("+", .sized): return value
      // `..<3`, `...2`: every Int below (or up to) the bound.
      case ("..<", .int(let number)): return .partialRange(number, .upTo)
      case ("...", .int(let number)): return .partialRange(number, .through)
      case ("..<", .double), ("...", .double), ("..<", .string), ("...", .string):
        return .valueRange(lower: nil, upper: value, closed: op == "...")
      default:
        return try learnerUnaryOperator(op, value, operand: inner, range: expr.range)
      }
    case .binary("??", let lhs, let rhs) where expected != nil:
      // `style ?? .default`: the right side takes the type the context wants.
      let left = try eval(lhs, expected: expected)
      if let value = boundOptional(left, of: lhs) { return value }
      return try eval(rhs, expected: expected.map(stripOptional))
    case .binary(let op, let lhs, let rhs):
      return try evalBinary(op, lhs, rhs, range: expr.range, expected: expected)
    case .ternary(let condition, let thenExpr, let elseExpr):
      let flag = try eval(condition, expected: "Bool")
      guard case .bool(let value) = flag else {
        throw scriptError(
          "type '\(typeName(flag))' cannot be used as a boolean", at: condition.range)
      }
      return try eval(value ? thenExpr : elseExpr, expected: expected)
    case .cast(let inner, let kind, let type):
      return try evalCast(
        inner, kind: kind, type: bindingGenericParameters(in: type), range: expr.range)
    case .typeCheck(let inner, let written):
      let type = bindingGenericParameters(in: written)
      let value = try eval(inner)
      // `nil is String?` is true: Swift casts nil to nil of any optional type.
      guard let unwrapped = value.unwrapped else {
        return .bool(type.description.hasSuffix("?"))
      }
      return .bool(isInstance(unwrapped, of: type.description))
    case .closure(let closure):
      var captured = scopes
      let copiesSelf = valueSelfFrames.last == frames.count && capturingCopyOfSelf(&captured)
      let weakSelf = closure.captures.contains { $0.name == "self" && $0.specifier == "weak" }
      if weakSelf {
        // `[weak self]`: inside, `self` is optional (`self?.`, `guard let self`).
        let current = try lookup("self", range: expr.range)
        let value: Value = current.isOptional ? current : .some(current)
        captured.append(["self": newBox(value, constant: true, type: nil)])
      } else if !copiesSelf, let instance = currentInstance, box(for: "self") == nil {
        // A closure written in a method of another object keeps that object as `self`.
        // The instance itself: a mutating method's closure changes it through `self.`.
        captured.append(["self": state.newBox(Variable(value: instance, isConstant: true))])
      }
      // `[alert]`, `[x = value]`: copied when the closure is made (as a block copies).
      var copies: [String: Int] = [:]
      for capture in closure.captures where capture.name != "self" && capture.specifier == nil {
        let value =
          try capture.value.map { try eval($0) } ?? lookup(capture.name, range: capture.range)
        let type =
          capture.value == nil ? box(for: capture.name).flatMap { state.declaredTypes[$0] } : nil
        copies[capture.name] = newBox(value, constant: true, type: type)
      }
      // `[weak alert]`, `[unowned self]`: a reference that does not keep the object; a weak
      // one is optional inside (`alert?.textFields`).
      for capture in closure.captures
      where capture.specifier == "weak" || capture.specifier == "unowned" {
        guard capture.name != "self" || capture.specifier == "unowned" else {
          if let box = captured.last?["self"] { markWeak(box) }
          continue
        }
        let current =
          try capture.value.map { try eval($0) } ?? lookup(capture.name, range: capture.range)
        let value: Value =
          capture.specifier == "weak" && !current.isOptional ? .some(current) : current
        let box = newBox(value, constant: true, type: nil)
        markWeak(box)
        copies[capture.name] = box
      }
      if !copies.isEmpty { captured.append(copies) }
      state.callables.append(
        .closure(typingFloatingParameters(closure, expected: expected), captured: captured))
      // The input its code is in: a function's closure is in the function's input.
      closureOrigins[state.callables.count - 1] = runningCodeOrigin ?? inputTag
      return .function(.closure(state.callables.count - 1))
    case .array(let elements):
      if let expected, !state.classes.isEmpty, isLearnerOptionSet(stripOptional(expected)) {
        return try optionSetLiteral(elements, type: stripOptional(expected), range: expr.range)
      }
      if let expected, !state.classes.isEmpty,
        let made = try collectionLiteralValue(
          elements, dictionary: false, of: expected, range: expr.range)
      {
        return made
      }
      var element = "Any"
      // `let xs: [Any] = [[1, 2]]`: a written `[Any]` keeps its elements `Any`.
      var declaredAny = false
      if let expected = expected.map(stripOptional), expected.hasPrefix("["),
        expected.hasSuffix("]")
      {
        element = String(expected.dropFirst().dropLast())
        declaredAny = element == "Any" && expected == "[Any]"
      } else if let expected, stripOptional(expected) == "UIPopoverArrowDirection" {
        var directions: ArrowDirections = []
        for item in elements {
          guard
            case .arrowDirections(let value) = try eval(item, expected: "UIPopoverArrowDirection")
          else { throw scriptError("expected an arrow direction", at: item.range) }
          directions.formUnion(value)
        }
        return .arrowDirections(directions)
      } else if let expected, let spec = APICatalog.enums[stripOptional(expected)],
        spec.isOptionSet
      {
        // `attributes: [.destructive, .disabled]`: each element is a case of the option set.
        element = spec.name
      }
      var values: [Value] = []
      values.reserveCapacity(elements.count)
      for item in elements {
        // `[Payment.card(...), .voucher("X1"), .cash]`: the first element's type is the
        // context of the ones after it.
        let context = element == "Any" && !declaredAny ? values.first.map(typeName) : element
        var value = try eval(item, expected: context)
        // `let styles: [ButtonStyle] = [false, true]`: a literal the learner's element type
        // is expressible by.
        if element != "Any", !state.classes.isEmpty,
          state.classes[learnerGenericBase(element)] != nil,
          let made = try literalValue(value, of: element, at: item.range)
        {
          value = made
        }
        values.append(value)
      }
      if element == "Any", !declaredAny, let first = values.first {
        element = typeName(first)
        if case .object = first { element = commonClass(of: values) ?? element }
        // `[scalar]` of a variable declared a `Unicode.Scalar` (held as its string).
        if case .identifier = elements[0].kind, case .string = first,
          staticTypeName(of: elements[0]) == "Unicode.Scalar"
        {
          element = "Unicode.Scalar"
        }
      }
      return try checkedSize(.array(values, element: element), range: expr.range)
    case .paren(let inner):
      return try eval(inner, expected: expected)
    case .tuple(let arguments):
      if arguments.isEmpty { return .void }
      return try evalTuple(arguments, expected: expected, range: expr.range)
    case .tryExpr(let kind, let inner):
      return try evalTry(kind, inner, expected: expected, range: expr.range)
    case .dictionary(let entries):
      if let expected, !state.classes.isEmpty,
        let made = try collectionLiteralValue(
          entries.map { entry in
            Expr(
              .tuple([Argument(value: entry.key), Argument(value: entry.value)]),
              range: entry.key.range.union(entry.value.range))
          }, dictionary: true, of: expected, range: expr.range)
      {
        return made
      }
      return try evalDictionary(entries, expected: expected, range: expr.range)
    case .selector(var name):
      // `#selector(Panel.changed)` where `Panel` is the screen's class: a method of `self`.
      if let screen = state.screenClass, name.hasPrefix(screen + ".") {
        name = "self." + name.dropFirst(screen.count + 1)
      }
      if let selector = try classSelector(name, range: expr.range)
        ?? instanceSelector(name, range: expr.range)
      {
        return .selector(selector)
      }
      try checkSelector(name, range: expr.range)
      return .selector(fullSelector(name))
    case .available(let specs):
      return .bool(isAvailable(specs))
    case .branching(let statement):
      return try evalBranching(statement, expected: expected)
    case .postfix(let op, let inner):
      let value = try eval(inner)
      if op != "..." {
        return try learnerUnaryOperator(op, value, operand: inner, range: expr.range)
      }
      return try partialRange(op, lower: value, range: expr.range)
    case .sourceLocation(let name):
      return sourceLocationValue(name, at: expr.range.start, function: runningCode.last)
    }
  }

  func noteSkippedChainIfCall(_ expr: Expr) {
    if case .call = expr.kind { noteSkippedChain(expr) }
  }

  /// `#available(iOS 8.0, *)` against the simulated iOS version.
  func isAvailable(_ specs: [String]) -> Bool {
    for spec in specs {
      let parts = spec.split(separator: " ")
      guard parts.count == 2, parts[0] == "iOS", let version = IOSVersion(string: String(parts[1]))
      else { continue }
      return state.world.iOS >= version
    }
    return true
  }

  // MARK: - Names

  func lookup(_ name: String, range: SourceRange) throws -> Value {
    if let box = box(for: name) {
      // An implicitly unwrapped optional (`@IBOutlet var item: UIBarButtonItem!`) reads as
      // its value; nil stays nil for `?.` and `!`. The box is read once for both.
      let variable = state.variable(box)
      let value = state.deferred.isEmpty ? variable.value : try readBox(box, range: range)
      if variable.declaredType?.hasSuffix("!") == true, let unwrapped = value.unwrapped {
        return unwrapped
      }
      return value
    }
    if name == "self" {
      return (selfStack.last ?? nil) ?? .object(state.world.rootViewController)
    }
    if let access = wrappedVariableAccess(name, range: range) { return try eval(access) }
    // Objective-C's nil passed where Swift's parameter is not optional (F-1): Swift's lexer
    // never makes this name, so only the Objective-C front end reaches it. UIKit gets the
    // nil and decides, as it does at run time in Objective-C.
    if ObjectiveCNil.isNil(name) { return .object(ObjectID(0)) }
    let facts = nameFacts(name)
    if facts.contains(.operatorFunction) { return .function(.builtin(name)) }
    if name == "super" { return .singleton("super") }
    if let id = sceneObject(named: name) { return .object(id) }
    if userFunctions(named: name) != nil { return .function(.userFunction(name)) }
    // `rating(for:)`: the learner's function of that name and those labels.
    if name.utf8.last == UInt8(ascii: ")") {
      let parts = Interpreter.workOutSelectorParts(name)
      let wanted = (parts.labels ?? []).map { $0 == "_" ? nil : $0 }
      if let decls = userFunctions(named: parts.base),
        decls.contains(where: { $0.parameters.map(labelOf) == wanted })
      {
        return .function(.userFunction(parts.base))
      }
    }
    if facts.contains(.renamedDelegateBase), let old = renamedFunction(today: name) {
      return .function(.userFunction(old))
    }
    if let instance = currentInstance, hasImplicitMembers(instance),
      findProperty(in: receiverType(instance), name: name) != nil
    {
      return try getMember(instance, name: name, range: range, baseRange: range)
    }
    if facts.contains(.implicitSelfProperty) {
      return try getMember(
        .object(state.world.rootViewController), name: name, range: range, baseRange: range)
    }
    if let owner = ownStaticMemberOwner(name) {
      return try getMember(.type(owner), name: name, range: range, baseRange: range)
    }
    if facts.contains(.globalConstant), let value = try globalConstant(name, range: range) {
      return value
    }
    if facts.contains(.runLoopConstant), let value = runLoopConstant(name) { return value }
    if hasQualifiedNestedTypes, let nested = enclosingNestedType(name) { return .type(nested) }
    if facts.contains(.catalogType) || isLearnerClassName(name) {
      return .type(canonicalTypeName(name, range: range, facts: facts))
    }
    // A computed property of the learner's type named without `self.` in its own code.
    if let instance = currentInstance, let value = try learnerProperty(instance, name: name) {
      return value
    }
    if let instance = currentInstance, let method = boundMethod(instance, name: name, range: range)
    {
      return method
    }
    // `indices`, `count` in the learner's extension of Collection, `connectedScenes` in
    // its extension of UIApplication: properties of `self`.
    if let instance = currentInstance, Self.isBuiltinValue(instance) || instance.isSingleton {
      do {
        return try getMember(instance, name: name, range: range, baseRange: range)
      } catch let failure as ScriptFailure where failure.isNoMember {}
    }
    // `Self.name` in a method: the type `self` has (its own in a static method).
    if name == "Self", let type = selfType() { return type }
    if facts.contains(.builtinFunction) { return .function(.builtin(name)) }
    if let constant = Self.mathConstants[name] { return .double(constant) }
    // `T.zero` in `func f<T: Summable>`: the type the call bound `T` to.
    if let bound = boundGenericParameter(name) { return .type(bound) }
    if name.hasPrefix("Result<") {
      // The program's own `enum Result<Value, Failure>` hides Swift's, its arguments as for
      // any generic type of its own.
      guard state.enums["Result"] == nil else { return try lookup("Result", range: range) }
      return .type(name)
    }
    if try declareLibraryModule(naming: name) { return try lookup(name, range: range) }
    if let refusal = unsimulatedClass(name, range: range) { throw refusal }
    if let reason = Interpreter.outsideTheSandbox[name] {
      throw scriptError(
        Said(.doesSimulateSandboxAlerts, name, reason), at: range)
    }
    // The nearest spelling is looked for among every name in reach, which costs more than
    // the rest of a lookup: only for an error whose notes are shown.
    var notes: [Diagnostic] = []
    if notesMissingNames {
      var candidates = state.globals.keys.sorted() + Array(state.functions.keys)
      candidates += Array(state.world.sceneNames.keys) + ["self"] + APICatalog.typeNames
      notes =
        Spelling.nearest(name, in: candidates).map {
          [Diagnostic.note("did you mean '\($0)'?", at: range)]
        } ?? []
    }
    if upcoming.variables.contains(name) { notes = [declaredLaterNote(name, at: range)] }
    throw ScriptFailure.diagnostic(.cannotFind(name, at: range, notes: notes))
  }

  /// `window.windowLevel == .alert`, `saved == .failure(.offline)`: a value whose own type
  /// (a number, a `Result`) says less than the declaration it was read from.
  static func saysLessThanItsDeclaration(_ value: Value) -> Bool {
    switch value.unwrapped ?? value {
    case .int, .double, .float: return true
    case .enumPayload(let type, _, _, _): return type == "Result"
    default: return false
    }
  }

  /// `[.flood, .door]`: an array literal whose first element is an implicit member.
  static func isLiteralOfImplicitMembers(_ expr: Expr) -> Bool {
    guard case .array(let elements) = expr.kind, let first = elements.first else { return false }
    if case .implicitMember = first.kind { return true }
    return false
  }

  /// True for a value of the standard library's own types (a string, a number, a
  /// collection), which the learner's extensions of them run on as `self`.
  static func isBuiltinValue(_ value: Value) -> Bool {
    switch value {
    case .string, .int, .double, .bool, .array, .dictionary, .set, .range, .valueRange:
      return true
    default: return false
    }
  }

  /// Names real Swift knows that the sandbox leaves out on purpose, and why.
  static let outsideTheSandbox: [String: String] = [
    "URLSession": "the network", "URL": "files and the network",
    "FileManager": "files", "UserDefaults": "storage", "Process": "processes",
    "ProcessInfo": "processes", "Data": "files and the network",
  ]

  /// Properties of `self` usable without `self.` (`presentedViewController`, `view`...).
  func implicitSelfProperty(_ name: String) -> String? {
    Interpreter.implicitSelfProperties.contains(name) ? name : nil
  }

  static let implicitSelfProperties: Set<String> = [
    "presentedViewController", "presentingViewController", "view", "traitCollection",
    "popoverPresentationController", "storyboard", "title", "modalPresentationStyle",
    "preferredContentSize", "navigationController", "navigationItem",
  ]

  var builtinFunctionNames: Set<String> { Interpreter.builtinFunctions }

  static let builtinFunctions: Set<String> = Set([
    "print", "println", "NSLog", "countElements", "count", "Selector", "CGRectMake",
    "CGSizeMake", "CGPointMake", "UIEdgeInsetsMake", "Float", "Double", "Int", "String",
    "UI_USER_INTERFACE_IDIOM", "min", "max", "abs", "NSLocalizedString", "NSMakeRange",
    "fatalError", "type", "Optional", "Bool", "Character", "Substring", "precondition", "assert",
    "Int8", "Int16", "Int32", "UInt8", "UInt16", "UInt32", "UInt", "UnicodeScalar", "debugPrint",
    "zip", "isKnownUniquelyReferenced", "dump", "_swiftUIRuntimeWarning", "_swiftUIAnchor",
    "_swiftUIPresentationController",
    "_swiftUINote", "_swiftUIStoredValues", "_swiftUIFormatted", SyntaxParser.discardFunction,
  ]).union(runLoopFunctions).union(concurrencyFunctions).union(mathFunctions)

  // MARK: - Calls

  func evalCall(_ callee: Expr, arguments: [Argument], range: SourceRange) throws -> Value {
    if let overlap = Self.exclusivityViolation(callee: callee, arguments) {
      throw ScriptFailure.diagnostic(overlap)
    }
    if case .member(let base, let name, let nameRange) = callee.kind,
      case .identifier("Swift") = base.kind, box(for: "Swift") == nil,
      state.classes["Swift"] == nil
    {
      // `Swift.max(a, b)`: the standard library's function by its module-qualified name.
      return try evalCall(
        Expr(.identifier(name), range: nameRange), arguments: arguments, range: range)
    }
    if case .member(let base, "formatted", _) = callee.kind,
      let value = try formattedNumberCall(base, arguments: arguments, range: range)
    {
      return value
    }
    switch callee.kind {
    case .identifier(let name):
      if box(for: name) == nil {
        // Inside a method, the type's own method (or one it inherits or its extensions give
        // it) is found before a top-level function of the same name: name lookup looks in the
        // innermost scope first.
        if let decls = userFunctions(named: name),
          !(currentInstance.map { learnerDeclares($0, method: name) } ?? false),
          !callsUIKitMethodOfSelf(name, decls, arguments)
        {
          let decl = try pickUserFunction(
            decls, name: name, arguments: arguments, range: range, calleeRange: callee.range)
          let values = try userArguments(decl, arguments)
          let result = try callUser(decl, arguments: values, range: range)
          try writeBackInout(decl, arguments)
          return result
        }
        // Compared at their lengths only (comparing strings that differ costs more).
        let length = name.utf8.count
        if length == 6, name == "stride" { return try stride(arguments, range: range) }
        if length == 4, name == "swap" { return try swapValues(arguments, range: range) }
        if let collection = try constructCollection(callee, arguments: arguments, range: range) {
          return collection
        }
        var facts = nameFacts(name)
        // `log("shown")` in a method of a type that declares `log(_:)`: its own method, not
        // Foundation's function of the name.
        if facts.contains(.builtinFunction), Self.mathFunctions.contains(name),
          let instance = currentInstance, learnerDeclares(instance, method: name)
        {
          facts.remove(.builtinFunction)
        }
        if facts.contains(.builtinFunction) {
          // `String(stars: 3)` of the learner's `extension String { init(stars: Int) }`.
          if !state.extensions.isEmpty, state.extensions[name] != nil,
            let made = try callValueExtensionInit(name, arguments: arguments, range: range)
          {
            return made
          }
          return try callBuiltin(name, arguments: arguments, range: range)
        }
        if hasQualifiedNestedTypes, let nested = enclosingNestedType(name) {
          return try construct(
            nested, arguments: arguments, range: range, calleeRange: callee.range)
        }
        if facts.contains(.catalogType) || isLearnerClassName(name) {
          let type = canonicalTypeName(name, range: callee.range, facts: facts)
          return try construct(type, arguments: arguments, range: range, calleeRange: callee.range)
        }
        // `NSError(domain:code:userInfo:)`, `AnyIterator<Int> { ... }`: a library module's
        // type, declared on first use.
        if try declareLibraryModule(naming: name) {
          return try evalCall(callee, arguments: arguments, range: range)
        }
        // `Element(count)` in the learner's extension of Collection: the element type of the
        // array the method runs on.
        if length == 7, name == "Element", box(for: name) == nil,
          let element = currentElementType()
        {
          return try evalCall(
            Expr(.identifier(element), range: callee.range), arguments: arguments, range: range)
        }
        // `Self()` in a method: an instance of the type `self` has.
        if length == 4, name == "Self", case .type(let type)? = selfType() {
          return try construct(type, arguments: arguments, range: range, calleeRange: callee.range)
        }
        // `Stack<Int>()`, `Optional<Int>(3)`: a name no variable, function or type has alone.
        if let made = try callSpecialized(
          name, arguments: arguments, range: range, calleeRange: callee.range)
        {
          return made
        }
        // `dismiss()` where the type has a property `dismiss` (a value it calls): the
        // property, before a method of that name
        // (the screen's `dismiss(animated:)`).
        if let instance = currentInstance, mayHaveDeclaredMembers(instance),
          classVariable(name, classMember: false, in: typeName(instance)) != nil
        {
          let value = try lookup(name, range: callee.range)
          return try callValue(value, arguments: arguments, range: range)
        }
        if !mutatingSelf.isEmpty, let instance = currentInstance, !instance.isObject {
          // `append(x)` in a mutating method of the learner's extension of Array, `next()` in
          // one of an enum: a method of `self`, which it may change.
          let receiver = Expr(
            .member(
              Expr(.identifier("self"), range: callee.range), name: name,
              nameRange: callee.range), range: callee.range)
          return try evalCall(receiver, arguments: arguments, range: range)
        }
        if let instance = currentInstance, hasMethod(instance, named: name) {
          return try callMember(
            instance, name: name, arguments: arguments, range: range, nameRange: callee.range)
        }
        if implicitSelfMethodNames.contains(name)
          || arguments.isEmpty && Self.swift2PropertyCalls.contains(name)
        {
          return try callMember(
            .object(state.world.rootViewController), name: name, arguments: arguments,
            range: range, nameRange: callee.range)
        }
        // `reduce(0, +)` in the learner's extension of Array: a method of `self` (a name it
        // has no member for is not found, as Swift says).
        if let instance = currentInstance, Self.isBuiltinValue(instance) {
          do {
            return try callMember(
              instance, name: name, arguments: arguments, range: range, nameRange: callee.range)
          } catch let failure as ScriptFailure where failure.isNoMember {}
        }
      }
      // `log("shown")` in a method of a type that declares `log(_:)`, where a top-level
      // variable is named `log` too: the type's own method, as name lookup looks in the
      // type before the top level.
      if let instance = currentInstance, !scopes.contains(where: { $0[name] != nil }),
        learnerDeclares(instance, method: name)
      {
        return try callMember(
          instance, name: name, arguments: arguments, range: range, nameRange: callee.range)
      }
      let value = try lookup(name, range: callee.range)
      if let result = try callLocalFunction(value, name: name, arguments: arguments, range: range) {
        return result
      }
      // `N(value)` in the code of `Frac<N: BinaryInteger>`, `C(items: [])` in that of
      // `func merge<C: Cache>`: an instance of the type the generic parameter is bound to.
      if case .type(let type) = value,
        isInstanceGenericParameter(name) || box(for: Self.bindingName(name)) != nil
      {
        return try construct(type, arguments: arguments, range: range, calleeRange: callee.range)
      }
      return try callValue(
        value, arguments: arguments, range: range,
        parameterTypes: parameterTypes(ofParameter: name) ?? declaredParameterTypes(of: callee))
    case .member(let base, let name, let nameRange):
      if name == "init", case .identifier("self") = base.kind,
        let value = try delegatingInit(arguments, range: range, calleeRange: callee.range)
      {
        return value
      }
      if name == "maximum" || name == "minimum", case .identifier("Double") = base.kind,
        arguments.count == 2, box(for: "Double") == nil
      {
        // `Double.maximum(2, 7.5)`: the larger (or smaller) of two Doubles.
        let pair = try arguments.map { number(try eval($0.value, expected: "Double")) }
        return .double(
          name == "maximum" ? Double.maximum(pair[0], pair[1]) : Double.minimum(pair[0], pair[1]))
      }
      // `Optional<Int>.some(3)`.
      if name == "some", case .identifier("Optional") = base.kind, box(for: "Optional") == nil,
        arguments.count == 1, arguments[0].label == nil
      {
        return .some(try eval(arguments[0].value))
      }
      if name == "random", case .identifier(let typeName) = base.kind, box(for: typeName) == nil,
        let value = try randomNumber(of: typeName, arguments: arguments)
      {
        return value
      }
      let baseValue = try eval(base)
      if case .type(let typeName) = baseValue, name == "init" {
        return try construct(
          typeName, arguments: arguments, range: range, calleeRange: callee.range)
      }
      if name == "append", case .array(let items, let element) = baseValue,
        arguments.count == 1, arguments[0].label == nil
      {
        return try append(
          to: base, items: items, element: element, argument: arguments[0].value, range: range)
      }
      if let value = try callMutatingMethod(
        base: base, baseValue: baseValue, name: name, arguments: arguments, range: range)
      {
        return value
      }
      if name == "map" || name == "flatMap",
        baseValue.isOptional || declaredType(of: base)?.hasSuffix("?") == true
      {
        // `scalars.first.map { $0.value }`: the closure takes the scalar the optional holds.
        let takesScalars = closureTakesScalars
        closureTakesScalars =
          baseValue.unwrapped?.isSingleScalarText == true
          && staticTypeName(of: base) == "Unicode.Scalar?"
        defer { closureTakesScalars = takesScalars }
        if let value = try optionalMap(baseValue, name: name, arguments: arguments, range: range) {
          return value
        }
      }
      let declared = staticTypeName(of: base)
      let receiver = try requireUnwrapped(
        baseValue, member: name, range: base.range, declared: declared)
      if !state.protocols.isEmpty,
        let decl = protocolExtensionMethod(declared: declared, name: name, arguments: arguments)
      {
        return try runMethod(decl, of: receiver, arguments: arguments, range: range)
      }
      return try callMember(
        receiver, name: name,
        arguments: withDeclaredDefaults(
          arguments, of: name, receiver: receiver, declared: declared),
        range: range, nameRange: nameRange)
    case .array, .dictionary:
      // `[UIAlertAction]()`, `[String: Int]()`: a collection type's initializer.
      if let collection = try constructCollection(callee, arguments: arguments, range: range) {
        return collection
      }
      let value = try eval(callee)
      return try callValue(value, arguments: arguments, range: range)
    default:
      let value = try eval(callee)
      return try callValue(value, arguments: arguments, range: range)
    }
  }

  /// `array.append(x)`: the variable (or property) holding the array gets a new array with
  /// `x` at the end.
  func append(
    to base: Expr, items: [Value], element: String, argument: Expr, range: SourceRange
  ) throws -> Value {
    if case .identifier(let name) = base.kind, let box = box(for: name), state.constants[box] {
      throw scriptError(
        "cannot use mutating member on immutable value: '\(name)' is a 'let' constant",
        at: base.range,
        notes: [.note("change 'let' to 'var' to make it mutable", at: base.range)])
    }
    var value = try eval(argument, expected: element == "Any" ? nil : element)
    if element != "Any" { value = try coerce(value, to: element, at: argument.range) }
    let appended = try checkedSize(.array(items + [value], element: element), range: range)
    try store(appended, into: base, valueRange: range)
    return .void
  }

  var implicitSelfMethodNames: Set<String> { Interpreter.implicitSelfMethods }

  static let implicitSelfMethods: Set<String> = [
    "present", "presentViewController", "dismiss", "dismissViewControllerAnimated", "addChild",
    "addChildViewController", "perform", "performSelector", "performSegue",
    "performSegueWithIdentifier", "show",
  ]

  func evalArguments(_ arguments: [Argument], types: [String]) throws -> [Value] {
    var values: [Value] = []
    for (index, argument) in arguments.enumerated() {
      let type = index < types.count ? types[index] : nil
      var value = try eval(argument.value, expected: type)
      if let type { value = try coerce(value, to: type, at: argument.value.range) }
      values.append(value)
    }
    return values
  }

  /// The parameter types of a variable of a declared function type (a function's parameter
  /// a closure captured and calls later); nil for another expression.
  func declaredParameterTypes(of callee: Expr) -> [String]? {
    guard let type = declaredType(of: callee), isFunctionType(type) else { return nil }
    return DeclarationChecker.closureParameterTypes(type)
  }

  /// `completion(.success(data))`: the parameter types of the function-typed parameter `name`
  /// of the function running, so its arguments learn the types they are (nil for another name).
  func parameterTypes(ofParameter name: String) -> [String]? {
    guard case .function(_, let parameters, _)? = runningCode.last,
      let parameter = parameters.first(where: { $0.internalName == name })
    else { return nil }
    return DeclarationChecker.closureParameterTypes(parameter.type.description)
  }

  /// Calls a function value: a closure, a user function or a built-in.
  func callValue(
    _ value: Value, arguments: [Argument], range: SourceRange, parameterTypes: [String]? = nil
  ) throws -> Value {
    guard case .function(let function) = value.unwrapped ?? .void else {
      // `dismiss()`: a value of the learner's type that declares `callAsFunction`.
      if !value.isOptional, learnerDeclares(value, method: "callAsFunction") {
        return try callMember(
          value, name: "callAsFunction", arguments: arguments, range: range, nameRange: range)
      }
      throw scriptError(
        "cannot call value of non-function type '\(typeName(value))'", at: range)
    }
    let values = try arguments.enumerated().map { index, argument -> Value in
      let expected = parameterTypes.flatMap { index < $0.count ? $0[index] : nil }
      let value = try eval(argument.value, expected: expected)
      // `handler(item)` of a `(T?) -> Void`: the closure is given an optional.
      if let expected, expected.utf8.last == UInt8(ascii: "?"), !value.isOptional {
        return .some(value)
      }
      return value
    }
    switch function {
    case .closure(let index):
      guard let entry = state.callables[index] else { return .void }
      return try invokeClosure(
        entry, arguments: arguments, values: values, range: range, index: index)
    case .userFunction(let name):
      guard
        let decl = userFunctions(named: name)?.first(where: { $0.parameters.count == values.count })
      else { throw scriptError("no function '\(name)' takes \(values.count) arguments", at: range) }
      return try callUser(decl, arguments: values, range: range)
    case .builtin(let name):
      if values.count == 2, SyntaxParser.operatorFunctions.contains(name) {
        // `rule(a, b)` where `rule` is `%`, `+`, `<`...
        return try applyOperator(name, values[0], values[1], range: range)
      }
      // `add(&total, 3)` where `add` is `+=`: the first argument is changed in place.
      if values.count == 2, SyntaxParser.changingOperatorFunctions.contains(name),
        let target = Self.inoutTargets(arguments).first, target.position == 0
      {
        let changed = try applyOperator(String(name.dropLast()), values[0], values[1], range: range)
        try store(changed, into: target.target, valueRange: arguments[0].value.range)
        return .void
      }
      return try callBuiltin(name, arguments: arguments, range: range)
    }
  }

  func invoke(
    _ entry: CallableEntry, arguments: [Value], range: SourceRange?, index: Int? = nil
  ) throws -> Value {
    switch entry {
    case .closure(let closure, let captured):
      return try markingFailure(origin: index.flatMap { closureOrigins[$0] }) {
        try callClosure(closure, captured: captured, arguments: arguments, range: range)
      }
    case .task(let id, let wake):
      guard tasks.tasks[id]?.wake == wake else { return .void }
      try resumeTask(id, range: range)
      return .void
    case .menuCompletion(let element):
      provideMenuElements(arguments.first, to: element)
      return .void
    case .function(let function):
      switch function {
      case .closure(let index):
        guard let entry = state.callables[index] else { return .void }
        return try invoke(entry, arguments: arguments, range: range, index: index)
      case .userFunction(let name):
        guard let decl = userFunctions(named: name)?.first else { return .void }
        return try callUser(
          decl, arguments: Array(arguments.prefix(decl.parameters.count)), range: range)
      case .builtin(let name):
        // `reduce(0, max)`, `uniquingKeysWith: min`: Swift's `max(x, y)` is `y >= x ? y : x`,
        // its `min(x, y)` `y < x ? y : x`.
        if name == "max" || name == "min", arguments.count == 2 {
          let at = range ?? SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))
          let op = name == "max" ? ">=" : "<"
          let second = try applyOperator(op, arguments[1], arguments[0], range: at) == .bool(true)
          return second ? arguments[1] : arguments[0]
        }
        guard SyntaxParser.operatorFunctions.contains(name), arguments.count == 2 else {
          return .void
        }
        return try applyOperator(
          name, arguments[0], arguments[1],
          range: range ?? SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0)))
      }
    }
  }

  func enterCall(_ range: SourceRange?) throws {
    callDepth += 1
    if callDepth > callDepthLimit {
      let at = range ?? SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))
      throw scriptError(
        Said(.callsNestedMoreThan, callDepthLimit), at: at)
    }
  }

  /// Runs `body` in a new frame over `captured`, the scopes a closure or a local function
  /// keeps.
  func inCapturedFrame<T>(
    _ captured: [[String: Int]], returnType: String?, range: SourceRange?,
    _ body: () throws -> T
  ) throws -> T {
    try enterCall(range)
    let savedScopes = scopes
    frames.append(savedScopes)
    returnTypes.append(returnType)
    defer {
      scopes = savedScopes
      frames.removeLast()
      returnTypes.removeLast()
      callDepth -= 1
    }
    scopes = captured + [[:]]
    return try body()
  }

  func callClosure(
    _ closure: ClosureExpr, captured: [[String: Int]], arguments: [Value], range: SourceRange?
  ) throws -> Value {
    // `{ s -> Result<Int, MyError> in ... }`: what it returns is read as the written type
    // (`.failure(.bar("x"))`).
    let returnType = closure.returnType?.description ?? closure.expectedResult
    return try inCapturedFrame(captured, returnType: returnType, range: range) {
      try runClosure(closure, arguments: arguments, range: range)
    }
  }

  /// A closure's parameters bound and its body run, in the frame `callClosure` made.
  private func runClosure(_ closure: ClosureExpr, arguments: [Value], range: SourceRange?)
    throws -> Value
  {
    let takesScalars = closureTakesScalars
    closureTakesScalars = false
    defer { closureTakesScalars = takesScalars }
    var arguments = arguments
    if let count = closure.parameters?.count ?? Optional(closure.highestAnonymousParameter + 1),
      count > 1, arguments.count == 1, case .tuple(let items, _) = arguments[0],
      items.count == count
    {
      // `dictionary.forEach { key, value in }`: the pair's elements are the parameters.
      arguments = items
    }
    if let parameters = closure.parameters {
      for (index, parameter) in parameters.enumerated() where parameter.name != "_" {
        var value = index < arguments.count ? arguments[index] : .none
        let isInout = takesInout(index, declared: parameter.type)
        if let type = parameter.type {
          let text = type.description
          value = try coerce(
            value,
            to: isInout && text.hasPrefix("inout ") ? String(text.dropFirst("inout ".count)) : text,
            at: parameter.range)
        }
        // A parameter of one of the learner's classes keeps its type, as a function's does
        // (`{ (pet: Pet) in pet.sound() }` is checked against `Pet`).
        let declared = parameter.type.map(\.description).flatMap {
          state.classes[$0] == nil ? nil : $0
        }
        declareLocal(
          parameter.name, value: value, constant: !isInout,
          type: parameter.type == nil ? scalarType(of: value, takesScalars) : declared)
      }
    } else {
      for (index, value) in arguments.enumerated() {
        declareLocal(
          "$\(index)", value: value, constant: !takesInout(index, declared: nil),
          type: scalarType(of: value, takesScalars))
      }
    }
    let positions = closureInoutPositions
    closureInoutPositions = []
    defer { closureInoutPositions = positions }
    let result =
      if let builder = closure.resultBuilder {
        try buildResult(
          closure.body, builder: builder,
          range: range ?? closure.body.first?.range
            ?? SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0)))
      } else if let expected = closure.expectedResult, closure.body.count == 1,
        case .expression(let only) = closure.body[0].kind
      {
        try eval(only, expected: expected)
      } else if closure.body.count == 1, let written = closure.returnType?.description,
        written != "Void", case .expression(let only) = closure.body[0].kind
      {
        try eval(only, expected: written)
      } else {
        try runBody(closure.body)
      }
    keepClosureInout(closure, positions: positions)
    try releaseUnreachable(keeping: [result])
    // `{ () -> Double in 3 }`: a whole-number literal returned as the Double it is there.
    if case .int = result, let returnType = closure.returnType,
      isFloatType(returnType.description),
      let converted = try? coerce(result, to: returnType.description, at: returnType.range)
    {
      return converted
    }
    // `{ (x: Int) -> Int? in x }`: what it returns is the optional its type says.
    if !result.isOptional,
      closure.returnsOptional || closure.returnType?.description.utf8.last == UInt8(ascii: "?")
    {
      return .some(result)
    }
    return result
  }

  /// A closure literal given to a place of `type` whose result is optional, its own type
  /// not written: from now on it returns that optional (`Closure.returnsOptional`).
  func markOptionalResult(of function: FunctionValue, _ type: String) {
    // The type's last byte first: most function types passed have no optional result.
    guard type.utf8.last == UInt8(ascii: "?"), case .closure(let index) = function,
      Self.functionResultIsOptional(type),
      case .closure(var closure, let captured)? = state.callables[index],
      !closure.returnsOptional, closure.returnType == nil
    else { return }
    closure.returnsOptional = true
    state.callables[index] = .closure(closure, captured: captured)
  }

  /// True when `type` is a function type whose result is an optional (`(Int) -> Int?`, not
  /// `(Int) -> (Int) -> Int?` nor `((Int) -> Int)?`).
  static func functionResultIsOptional(_ type: String) -> Bool {
    let bytes = Array(type.utf8)
    var depth = 0
    var arrows: [Int] = []
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "-") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ">"):
        if depth == 0 { arrows.append(index) }
        index += 1
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"): depth -= 1
      default: break
      }
      index += 1
    }
    return arrows.count == 1 && bytes.last == UInt8(ascii: "?")
  }

  /// `Unicode.Scalar` for a scalar of `word.unicodeScalars` given to a closure, so that its
  /// `value` is read; nil for anything else.
  func scalarType(of value: Value, _ takesScalars: Bool) -> String? {
    guard takesScalars, case .string(let text) = value, text.unicodeScalars.count == 1 else {
      return nil
    }
    return "Unicode.Scalar"
  }

  func runBody(_ body: [Stmt]) throws -> Value {
    if body.count == 1, case .expression(let expr) = body[0].kind {
      return try eval(expr)
    }
    if Self.isBranchingValue(body) { return try evalBranching(body[0], expected: nil) }
    do {
      try execBlock(body)
    } catch let signal as ReturnSignal {
      return signal.value
    }
    return .void
  }

  /// Calls a function the learner declared: a method of `self`, or with `instance` a method
  /// of an instance of the learner's class (its stored properties in scope).
  func callUser(
    _ decl: FunctionDecl, arguments: [Value], range: SourceRange?, instance: ObjectID? = nil,
    selfValue: Value? = nil
  ) throws -> Value {
    if !decl.modifiers.isEmpty, let range, let since = Self.introduced(in: decl.modifiers),
      state.world.iOS < since
    {
      let labels = decl.parameters.map { ($0.externalLabel ?? $0.internalName) + ":" }
      try checkAvailability(decl.name + "(" + labels.joined() + ")", since: since, range: range)
    }
    let isModuleFunction = decl.modifiers.contains { $0.name == Self.moduleFunctionMark }
    if isModuleFunction { moduleCallDepth += 1 }
    defer { if isModuleFunction { moduleCallDepth -= 1 } }
    do {
      let run = {
        try self.inFrame(
          returnType: self.elementResolved(decl.returnType, of: selfValue), instance: instance,
          selfValue: selfValue, range: range
        ) {
          // A method of a struct that is not `mutating` has `self` as a value: what its
          // closures capture does not change with the instance afterwards.
          guard let instance, self.isLearnerStruct(instance),
            !decl.modifiers.contains(where: { $0.name == "mutating" })
          else { return try self.runFunctionBody(decl, arguments: arguments) }
          self.valueSelfFrames.append(self.frames.count)
          defer { self.valueSelfFrames.removeLast() }
          return try self.runFunctionBody(decl, arguments: arguments)
        }
      }
      if let receiver = selfValue ?? instance.map({ .object($0) }) {
        let result = try runningMethod(decl, receiver: receiver, run)
        if !decl.modifiers.isEmpty, decl.modifiers.contains(where: { $0.name == "consuming" }),
          case .object(let id) = receiver
        {
          try endConsumed(id)
        }
        return result
      }
      return try markingFailure(
        origin: functionOrigins[decl.name], diagnostics: range == nil, run)
    } catch ScriptFailure.diagnostic(var diagnostic) {
      // A SwiftUI module function passes on the error of the learner's code it ran.
      if isModuleFunction {
        throw ScriptFailure.diagnostic(diagnostic)
      }
      // An error in a body declared earlier is reported where the function was called, naming
      // the function: its own line and column belong to the input that declared it.
      if diagnostic.place == nil {
        diagnostic.setPlace(Said(.inPlace, "func '\(decl.name)'"))
      }
      if let range {
        diagnostic.range = range
        diagnostic.notes = []
      }
      throw ScriptFailure.diagnostic(diagnostic)
    }
  }

  /// Runs the learner's code of a function, a getter or a setter in a new frame: its own
  /// scope, with `self` (and an instance's stored properties) in reach.
  func inFrame<T>(
    returnType: String?, instance: ObjectID?, selfValue: Value? = nil, range: SourceRange?,
    _ body: () throws -> T
  ) throws -> T {
    try enterCall(range)
    let savedScopes = scopes
    frames.append(savedScopes)
    returnTypes.append(returnType)
    selfStack.append(selfValue ?? instance.map { .object($0) })
    defer {
      scopes = savedScopes
      frames.removeLast()
      returnTypes.removeLast()
      selfStack.removeLast()
      callDepth -= 1
    }
    scopes = (instance.flatMap { state.instances[$0] }.map { [$0] } ?? []) + [[:]]
    return try body()
  }

  func runFunctionBody(_ decl: FunctionDecl, arguments: [Value]) throws -> Value {
    // `-> T`: what it returns is of the type `T` is bound to (`isEmpty ? .zero : ...`).
    var boundResult: String?
    if !decl.genericParameters.isEmpty {
      bindGenericParameters(of: decl, to: arguments)
      if let result = decl.returnType, result.mentionsGenericParameter(), !returnTypes.isEmpty {
        boundResult = bindingGenericParameters(in: result).description
        returnTypes[returnTypes.count - 1] = boundResult
      }
    }
    for (index, parameter) in decl.parameters.enumerated() {
      var value: Value
      if index < arguments.count {
        value = arguments[index]
      } else if let defaultValue = parameter.defaultValue {
        value = try defaultArgument(defaultValue, type: parameter.type.description)
      } else {
        value = .none
      }
      value = (try? coerce(value, to: parameter.type.description, at: parameter.range)) ?? value
      value = nestingOptional(value, declared: parameter.type.description, from: nil)
      if !parameter.attributes.isEmpty, try declareWrappedParameter(parameter, value: value) {
        continue
      }
      // An inout parameter keeps its type, and so does one of the learner's classes (a `Pet`
      // parameter holding a `Dog` is a `Pet` where overloads are chosen) or protocols (a
      // member only the protocol's extension declares is its extension's), an implicitly
      // unwrapped optional (`String!` reads as its value, a copy is a `String?`) and a
      // function (`(T?) -> Void`: a closure escaping with it is called with its arguments
      // converted to those types).
      let type = parameter.type.description
      declareLocal(
        parameter.internalName, value: value, constant: !parameter.isInout,
        type: parameter.isInout || state.classes[type]?.isStruct == false || optionalDepth(type) > 1
          || type.hasSuffix("!") || isFunctionType(type)
          || (!state.protocols.isEmpty && state.protocols[type] != nil) ? type : nil)
    }
    defer { keepInoutValues(decl) }
    runningCode.append(
      .function(name: decl.name, parameters: decl.parameters, lineOffset: decl.lineOffset))
    defer { runningCode.removeLast() }
    var result: Value = .void
    let returnsValue = decl.returnType.map { $0.description != "Void" } ?? false
    // `-> Element` in an extension of a collection: the element type of the value.
    let resultType = boundResult ?? elementResolved(decl.returnType, of: currentInstance)
    if let builder = builderForMember(decl.name, modifiers: decl.modifiers, body: decl.body) {
      result = try buildResult(decl.body, builder: builder, range: decl.nameRange)
    } else if returnsValue, decl.body.count == 1, case .expression(let expr) = decl.body[0].kind {
      // A body of one expression returns it (Swift 5.1).
      result = try eval(expr, expected: resultType)
    } else if returnsValue, Self.isBranchingValue(decl.body) {
      // A body of one `if` or `switch` expression returns its value (Swift 5.9).
      result = try evalBranching(decl.body[0], expected: resultType)
    } else {
      do {
        try execBlock(decl.body)
      } catch let signal as ReturnSignal {
        result = signal.value
      }
    }
    if var returnType = decl.returnType, returnType.description != "Void" {
      // `func empty<T>(_ sample: T) -> Bag<T>` called with `1` returns a `Bag<Int>`.
      if !decl.genericParameters.isEmpty { returnType = bindingGenericParameters(in: returnType) }
      let type = decl.genericParameters.isEmpty ? resultType : nil
      result = try coerce(result, to: type ?? returnType.description, at: returnType.range)
    }
    try releaseUnreachable(keeping: [result])
    return result
  }

  /// `present(nav, animated: true, completion: nil)` in the learner's
  /// `extension UIViewController { func present(controller:from:) }`: no function the
  /// learner declared takes these labels, and UIKit's method of `self` of the name is
  /// called, as Swift chooses among the overloads.
  func callsUIKitMethodOfSelf(_ name: String, _ decls: [FunctionDecl], _ arguments: [Argument])
    -> Bool
  {
    guard
      implicitSelfMethodNames.contains(name)
        || catalogHasMethod(.object(state.world.rootViewController), named: name)
    else { return false }
    return !decls.contains { labelsFit(arguments, $0) }
  }

  /// True when the call's arguments fit `decl`'s parameters by their labels (defaults,
  /// variadics and trailing closures counted).
  func labelsFit(_ arguments: [Argument], _ decl: FunctionDecl) -> Bool {
    let arguments = packingVariadic(arguments, for: decl)
    let want = decl.parameters.map(labelOf)
    let have = trailingLabels(arguments, want: want)
    return labelsMatch(
      have: have, want: want, defaults: decl.parameters.map { $0.defaultValue != nil })
      || argumentsFit(arguments, decl) || trailingClosureFits(arguments, decl)
  }

  /// The declared function whose labels match the call; otherwise the compiler's error.
  /// A label error is at the argument list's `(`, after `calleeRange`, as swiftc puts it.
  func pickUserFunction(
    _ decls: [FunctionDecl], name: String, arguments: [Argument], range: SourceRange,
    calleeRange: SourceRange? = nil
  ) throws -> FunctionDecl {
    let fitting = decls.filter { labelsFit(arguments, $0) }
    if let decl = fittest(fitting, arguments) { return decl }
    let have = arguments.map { $0.isTrailingClosure ? nil : $0.label }
    if let decl = try pickWithoutFirstLabel(decls, name: name, have: have) { return decl }
    guard let first = decls.first else {
      throw ScriptFailure.diagnostic(.cannotFind(name, at: range))
    }
    throw labelError(
      have: have, want: first.parameters.map(labelOf),
      range: calleeRange.map { SourceRange(at: $0.end) } ?? range)
  }

  /// `run { }` for `func run(_ times: Int = 2, _ body: () -> Void)`: a trailing closure is
  /// the argument of the first function parameter the arguments written before it leave,
  /// the parameters it passes by taking their defaults (SE-0286).
  func trailingClosureFits(_ arguments: [Argument], _ decl: FunctionDecl) -> Bool {
    guard let last = arguments.last, last.isTrailingClosure else { return false }
    let written = arguments.dropLast().map(\.label)
    let parameters = decl.parameters
    for (index, parameter) in parameters.enumerated()
    where isFunctionType(parameter.type.description) {
      let before = parameters[..<index]
      guard parameters[(index + 1)...].allSatisfy({ $0.defaultValue != nil }),
        labelsMatch(
          have: written, want: before.map(labelOf), defaults: before.map { $0.defaultValue != nil })
      else { continue }
      return true
    }
    return false
  }

  /// `lastLabel`, when given, stands for the last label of `have` (a trailing closure takes
  /// the label of the parameter it stands for).
  func labelsMatch<Have: RandomAccessCollection<String?>>(
    have: Have, want: [String?], defaults: [Bool], lastLabel: String?? = nil
  ) -> Bool where Have.Index == Int {
    var index = 0
    let last = have.count - 1
    for (position, label) in want.enumerated() {
      if index < have.count, (index == last ? lastLabel ?? have[index] : have[index]) == label {
        index += 1
      } else if position < defaults.count, defaults[position] {
        continue
      } else {
        return false
      }
    }
    return index == have.count
  }

  func labelError(
    have: [String?], want: [String?], defaults: [Bool]? = nil, range: SourceRange
  ) -> ScriptFailure {
    func render(_ labels: [String?]) -> String {
      labels.map { ($0 ?? "_") + ":" }.joined()
    }
    let flags = defaults ?? Array(repeating: false, count: want.count)
    let required = want.indices.filter { !flags[$0] }.count
    if have.count < required {
      let missing = want.indices.first { $0 >= have.count && !flags[$0] } ?? have.count
      let name = missing < want.count ? want[missing] : nil
      return scriptError(
        "missing argument for parameter \(name.map { "'\($0)'" } ?? "#\(missing + 1)") in call",
        at: range)
    }
    if have.count > want.count {
      return scriptError(
        "extra argument\(have[want.count].map { " '\($0)'" } ?? "") in call", at: range)
    }
    let expected = Array(want.prefix(have.count))
    // As swiftc words it: labels only added are extraneous, only left out are missing, and
    // any other mix is incorrect.
    var extraneous = "", missing = "", wrong = 0, changed = 0
    for (had, wanted) in zip(have, expected) where had != wanted {
      wrong += 1
      if let had, wanted == nil {
        extraneous += had + ":"
      } else if had == nil, let wanted {
        missing += wanted + ":"
      } else {
        changed += 1
      }
    }
    let plural = wrong > 1 ? "s" : ""
    if changed == 0, missing.isEmpty, !extraneous.isEmpty {
      return scriptError("extraneous argument label\(plural) '\(extraneous)' in call", at: range)
    }
    if changed == 0, extraneous.isEmpty, !missing.isEmpty {
      return scriptError("missing argument label\(plural) '\(missing)' in call", at: range)
    }
    return scriptError(
      "incorrect argument label\(plural) in call (have '\(render(have))', "
        + "expected '\(render(expected))')", at: range)
  }

  // MARK: - Operators

  /// The methods whose closure gives the elements of the array they return.
  static let elementMakingMethods: Set<String> = ["map", "compactMap"]

  func evalBinary(
    _ op: String, _ lhs: Expr, _ rhs: Expr, range: SourceRange, expected: String? = nil
  ) throws -> Value {
    switch op {
    case "+" where arrayElementType(expected) != nil:
      // `names.map { .text($0) } + [.cancel]` where a `[Action]` is expected: both sides are.
      let left = try eval(lhs, expected: expected)
      let right = try eval(rhs, expected: expected)
      return try arithmetic(op, left, right, range: range)
    case "&&", "||":
      let left = try eval(lhs, expected: "Bool")
      guard case .bool(let a) = left else {
        throw scriptError(
          "cannot convert value of type '\(typeName(left))' to expected argument type 'Bool'",
          at: lhs.range)
      }
      if op == "&&" && !a { return .bool(false) }
      if op == "||" && a { return .bool(true) }
      let right = try eval(rhs, expected: "Bool")
      guard case .bool(let b) = right else {
        throw scriptError(
          "cannot convert value of type '\(typeName(right))' to expected argument type 'Bool'",
          at: rhs.range)
      }
      return .bool(b)
    case "??":
      let left = try eval(lhs)
      if let value = boundOptional(left, of: lhs) { return value }
      // `direction ?? .unknown`: the right side takes the left side's type, unwrapped.
      return try eval(rhs, expected: staticTypeName(of: lhs).map(stripOptional))
    case "==" where rhs.kind == .nilLiteral && isNestedOptional(lhs),
      "!=" where rhs.kind == .nilLiteral && isNestedOptional(lhs):
      // `cache == nil` of a `String??`: only the outer nil is nil; `.some(nil)` is not.
      return .bool((try eval(lhs) == .none) == (op == "=="))
    case "...", "..<":
      return try makeRange(
        op, try eval(lhs, expected: "Int"), try eval(rhs, expected: "Int"), range: range)
    default:
      // `.now() + 2`: a leading implicit member takes the type the context expects, else the
      // right side's (`.pi * radius`).
      var leftExpected: String?
      if startsWithImplicitMember(lhs) {
        leftExpected = expected ?? staticTypeName(of: rhs).map(stripOptional)
      }
      let left = try eval(lhs, expected: leftExpected)
      // `window.windowLevel == .alert`: the left side's declared type, where its value's type
      // (a CGFloat) says less.
      var hint = timeIntervalHint(rhs) ?? left.unwrapped.map(typeName)
      if Self.isLiteralOfImplicitMembers(rhs)
        || (startsWithImplicitMember(rhs) && Self.saysLessThanItsDeclaration(left)),
        let declared = staticTypeName(of: lhs)
      {
        hint = stripOptional(declared)
      }
      let right = try eval(rhs, expected: hint)
      if let value = try learnerInoutOperator(
        op, [left, right], targets: [lhs, rhs], range: range)
      {
        return value
      }
      return try arithmetic(op, left, right, range: range)
    }
  }

  /// `a op b` of Doubles or Floats (`make` wraps the result); nil for another operator.
  static func floating<F: BinaryFloatingPoint>(
    _ op: String, _ a: F, _ b: F, _ make: (F) -> Value
  ) -> Value? {
    switch op {
    case "+": return make(a + b)
    case "-": return make(a - b)
    case "*": return make(a * b)
    case "/": return make(a / b)
    case "<": return .bool(a < b)
    case "<=": return .bool(a <= b)
    case ">": return .bool(a > b)
    case ">=": return .bool(a >= b)
    default: return nil
    }
  }

  func arithmetic(_ op: String, _ left: Value, _ right: Value, range: SourceRange) throws -> Value {
    if let value = try learnerOperator(op, [left, right], range: range) { return value }
    switch op {
    case "==", "!=", "===", "!==":
      let equal = try self.equal(left, right, range: range)
      return .bool(op.hasPrefix("=") ? equal : !equal)
    default: break
    }
    if let value = try substringArithmetic(op, left, right, range: range) { return value }
    switch (left, right) {
    case (.enumCase, _), (.enumPayload, _):
      if let value = try synthesizedComparison(op, left, right, range: range) { return value }
    case (.sized, _), (_, .sized):
      if let value = try sizedArithmetic(op, left, right, range: range) { return value }
    case (.float, .float), (.float, .int), (.int, .float), (.float, .double), (.double, .float):
      // A Float with a literal: the literal is a Float.
      let result = Self.floating(op, Float(number(left)), Float(number(right)), Value.float)
      if let result { return result }
    case (.array(let a, let element), .array(let b, _)) where op == "+":
      return try checkedSize(.array(a + b, element: element), range: range)
    case (.int(let a), .int(let b)):
      switch op {
      case "+", "-", "*":
        let (result, overflow) =
          op == "+"
          ? a.addingReportingOverflow(b)
          : op == "-" ? a.subtractingReportingOverflow(b) : a.multipliedReportingOverflow(by: b)
        if overflow {
          throw scriptError(
            "arithmetic operation '\(a) \(op) \(b)' (on type 'Int') results in an overflow",
            at: range)
        }
        return .int(result)
      case "/", "%":
        guard b != 0 else { throw scriptError("division by zero", at: range) }
        let (result, overflow) =
          op == "/"
          ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
        if overflow {
          throw scriptError(
            "arithmetic operation '\(a) \(op) \(b)' (on type 'Int') results in an overflow",
            at: range)
        }
        return .int(result)
      case "<": return .bool(a < b)
      case "<=": return .bool(a <= b)
      case ">": return .bool(a > b)
      case ">=": return .bool(a >= b)
      default:
        if let result = Self.bitwise(op, a, b) { return .int(result) }
      }
    case (.range, .int(let number)) where op == "~=",
      (.partialRange, .int(let number)) where op == "~=":
      return .bool(left.rangeContains(number))
    case (.tuple(let a, _), .tuple(let b, _)):
      if let answer = try compareTuples(op, a, b, range: range) { return .bool(answer) }
    case (.valueRange, _) where op == "~=":
      return .bool(try rangeHolds(left, right, range: range))
    case (.int, .double), (.double, .int), (.double, .double):
      if let result = Self.floating(op, number(left), number(right), Value.double) {
        return result
      }
    case (.string(let a), .string(let b)):
      switch op {
      case "+":
        try checkLength(a, adding: b, range: range)
        let joined = a + b
        try chargeText(joined.utf8.count, range)
        return .string(joined)
      case "<": return .bool(a < b)
      case ">": return .bool(a > b)
      case "<=": return .bool(a <= b)
      case ">=": return .bool(a >= b)
      default: break
      }
    default: break
    }
    if let value = dateArithmetic(op, left, right) { return value }
    // Swift 1's option sets combined with `|` (`.Up | .Down`, F-2); today a set literal.
    if op == "|", case .arrowDirections(let a) = left, case .arrowDirections(let b) = right {
      emitNote(Said(.upDownSwiftWay), key: "option-set-or")
      return .arrowDirections(a.union(b))
    }
    if left.isOptional || right.isOptional {
      let optionalSide = left.isOptional ? left : right
      throw scriptError(
        "value of optional type '\(typeName(optionalSide))' must be unwrapped to a value of type "
          + "'\(optionalSide.unwrapped.map(typeName) ?? "Any")'", at: range,
        notes: [.note("use '!' to force-unwrap, or '??' to give a default value", at: range)])
    }
    throw scriptError(
      "binary operator '\(op)' cannot be applied to operands of type '\(typeName(left))' and "
        + "'\(typeName(right))'", at: range)
  }

  /// `slice + "!"` (a Substring), `"<" + slice` (a String), `slice < "m"`: a Substring with a
  /// String or another Substring, as Swift's operators of strings take them; nil when neither
  /// side is a Substring.
  func substringArithmetic(_ op: String, _ left: Value, _ right: Value, range: SourceRange)
    throws -> Value?
  {
    switch (left, right) {
    case (.substring, _), (_, .substring): break
    default: return nil
    }
    guard let a = left.stringText, let b = right.stringText else { return nil }
    let result = try arithmetic(op, .string(a), .string(b), range: range)
    if case .substring = left, case .string(let joined) = result {
      return .slice(joined, start: 0)
    }
    return result
  }

  /// A Double, Float or Int as a Double; nil for other values.
  func numberValue(_ value: Value) -> Double? {
    switch value {
    case .int, .float, .double: return number(value)
    default: return nil
    }
  }

  func number(_ value: Value) -> Double {
    switch value {
    case .int(let number): return Double(number)
    case .float(let number): return Double(number)
    case .double(let number): return number
    default: return 0
    }
  }

  // MARK: - Casts and types

  func evalCast(_ inner: Expr, kind: CastKind, type: TypeSyntax, range: SourceRange) throws -> Value
  {
    let target = type.description
    let value = try eval(inner, expected: target)
    // `x as Any` always holds: the value as it is, an optional included (`print(x as Any)`).
    if kind == .plain, target == "Any" { return value }
    // `"x" as Character`: a one-character literal (a Character is held as its string).
    if kind == .plain, target == "Character", case .string(let text) = value, text.count == 1 {
      if case .string = inner.kind { return value }
      if staticTypeName(of: inner) == "Character" { return value }
    }
    if target == "NSString" || target == "String", case .string = value.unwrapped ?? .void {
      // `item as? String` holding one is that string, optional as every `as?` is.
      let text = value.unwrapped ?? value
      return kind == .conditional ? .some(text) : text
    }
    guard let unwrapped = value.unwrapped else {
      switch kind {
      case .conditional: return .none
      case .forced, .plain:
        if target.hasSuffix("?") { return .none }
        throw trap(.forceUnwrapNil(iOS: state.world.iOS), at: range)
      }
    }
    if kind != .plain { try adoptStoryboardClass(unwrapped, castTo: target) }
    // `error as NSError`: any error is one, bridged.
    if stripOptional(target) == "NSError", !isInstance(unwrapped, of: "NSError"),
      let bridged = try bridgedNSError(unwrapped, range: range)
    {
      return kind == .conditional || target.hasSuffix("?") ? .some(bridged) : bridged
    }
    let matches = isInstance(unwrapped, of: target)
    // (`error as NSError?` of an optional is today's Swift: an optional to an optional.)
    if kind == .plain, stripOptional(target) != "NSError",
      value.isOptional
        || (matches && typeName(unwrapped) != stripOptional(target) && !isFunctionType(target))
    {
      // Swift 1's `as` also unwrapped and downcast; Swift 1.2 split that off as `as!`.
      noteSpelling("as", today: "as!")
    }
    switch kind {
    case .conditional:
      return matches ? .some(unwrapped) : .none
    case .forced, .plain:
      if matches { return target.hasSuffix("?") ? .some(unwrapped) : unwrapped }
      if kind == .plain {
        // `30 as Temperature` of a type that takes an integer literal.
        if let made = try literalValue(unwrapped, of: target, at: range) { return made }
        throw scriptError(
          "cannot convert value of type '\(typeName(value))' to type '\(target)' in coercion",
          at: range)
      }
      throw trap(
        .castFailed(
          from: runtimeTypeName(typeName(unwrapped)), to: runtimeTypeName(stripOptional(target)),
          iOS: state.world.iOS), at: range)
    }
  }

  /// A type's name as the Swift runtime prints it in a failed cast: the standard library's
  /// types and the app's own classes with their module (`Swift.String`, `App.ViewController`),
  /// Objective-C classes as they are (`UIAlertController`).
  func runtimeTypeName(_ name: String) -> String {
    let standard = ["String", "Int", "Double", "Float", "Bool", "Array", "Dictionary"]
    if standard.contains(name) { return "Swift." + name }
    if name == "ViewController" || state.classes[name] != nil
      || PopoverState.storyboardControllers[name] != nil
    {
      return "App." + name
    }
    return name
  }

  func stripOptional(_ type: String) -> String {
    // A last byte other than `?` or `!` means the last character is neither (the common
    // case, answered without comparing characters).
    guard let last = type.utf8.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!")
    else { return type }
    var type = type
    while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
    return type
  }

  func isFloatType(_ type: String) -> Bool {
    let base = stripOptional(type)
    // Each of the names starts with C, D or F: most types are told apart by their first byte
    // (comparing strings that differ costs more than comparing equal ones).
    switch base.utf8.first {
    case UInt8(ascii: "C"), UInt8(ascii: "D"), UInt8(ascii: "F"): break
    // `UIWindow.Level` is a CGFloat raw value: `.alert + 1`.
    case UInt8(ascii: "U"): return base == "UIWindow.Level"
    default: return false
    }
    return base == "CGFloat" || base == "Double" || base == "Float"
      || Interpreter.clockTypes.contains(base)
  }

  func isInstance(_ value: Value, of type: String) -> Bool {
    // `nil as Any` is an optional of any type (`is String?`), as Swift casts nil to nil.
    if value == .none, type.hasSuffix("?") { return true }
    var target = stripOptional(type)
    if target.hasPrefix("any ") { target.removeFirst(4) }
    // Every value is an `Any`; every instance of a class an `AnyObject`.
    if target == "Any" { return true }
    if target == "AnyObject", case .object = value.unwrapped ?? value { return true }
    if isProtocolName(target) { return conforms(value.unwrapped ?? value, to: target) }
    // `t is Alertable.Type`: a metatype of a type that adopts it, or of a subclass.
    if case .type(let name) = value, target.hasSuffix(".Type") {
      let wanted = String(target.dropLast(5))
      let chain = [name] + classChain(name).dropFirst().map(\.name)
      return wanted == "Any" || chain.contains(wanted)
        || (isProtocolName(wanted) && conforms(types: chain, to: wanted))
    }
    // `x is any Numeric`: a standard protocol the value's type adopts.
    if Self.standardProtocolNames.contains(target) {
      return Self.adoptsStandardProtocol(value, target)
        || conforms(value.unwrapped ?? value, to: target)
    }
    if target.utf8.contains(UInt8(ascii: "&")), target.contains(" & ") {
      return target.split(separator: "&").allSatisfy {
        isInstance(value, of: String($0).trimmingCharacters(in: " "))
      }
    }
    switch value {
    case .object(let id):
      guard let className = state.world.className(of: id) else { return false }
      if className == target { return true }
      // `box as? Box<Int>`: an instance of the learner's generic type, whose arguments are
      // those asked for (or not known).
      if target.utf8.contains(UInt8(ascii: "<")), let open = target.firstIndex(of: "<"),
        state.classes[String(target[..<open])] != nil
      {
        let base = String(target[..<open])
        guard classChain(className).contains(where: { $0.name == base }) else { return false }
        let shown = typeName(value)
        return !shown.contains("<") || shown.filter { $0 != " " } == target.filter { $0 != " " }
      }
      if let declared = state.classes[className] {
        // A struct has no superclass: only what it adopts (a catalog type named there) can
        // make it an instance of another type.
        if declared.isStruct {
          return declared.inherited.contains { APICatalog.isSubclass($0.description, of: target) }
            || target == "UIViewController"
        }
        if classChain(className).contains(where: { $0.name == target }) { return true }
        return declared.inherited.contains { APICatalog.isSubclass($0.description, of: target) }
          || uikitAncestor(of: className).map { APICatalog.isSubclass($0, of: target) } == true
          || target == "UIViewController"
      }
      return APICatalog.isSubclass(APICatalog.catalogType(for: className), of: target)
        && (APICatalog.types.contains(className) || target == "UIViewController"
          || target == "NSObject"
          || target == "AnyObject" || target == "Any"
          || className.hasSuffix("PresentationController"))
    case .function(let function):
      // A function whose type is not all written may be of any function type.
      guard target != "Any" else { return true }
      guard isFunctionType(target) else { return false }
      guard let name = functionTypeName(function) else { return true }
      return name == Self.printedTypeName(written: target)
    case .string: return target == "String" || target == "NSString" || target == "Any"
    case .int: return target == "Int" || target == "Any"
    case .double: return isFloatType(target) || target == "Any"
    case .bool: return target == "Bool" || target == "Any"
    case .array(let items, let element):
      if target == "[\(element)]" || target == "Any" { return true }
      // `exhibits as? [Painting]`, `list is [Int]`: each element must be one.
      let wanted = String(target.dropFirst().dropLast())
      if target.hasPrefix("["), target.hasSuffix("]"), !wanted.contains(":") {
        return items.allSatisfy { isInstance($0, of: wanted) }
      }
      return target.hasPrefix("[")
    default:
      return target == "Any" || typeName(value) == target
    }
  }

  /// Converts `value` to `type` as Swift would implicitly (wrapping optionals, integer
  /// literals to CGFloat), or reports the compiler's type mismatch as the context says it:
  /// `to expected argument type`, `to specified type` (`context: "specified"`), or for
  /// `context: "assignment"` `cannot assign value of type 'A' to type 'B'`.
  func coerce(
    _ value: Value, to type: String, at range: SourceRange, context: String = "expected argument"
  ) throws -> Value {
    do {
      return try convert(value, to: genericElementAsAny(type), at: range)
    } catch let failure as ScriptFailure {
      // `T` in an extension of the learner's `struct M<T>`: the instance's parameter, which
      // the extension's code does not declare again.
      if isInstanceGenericParameter(type) || Self.isOfBareCollectionType(value, type) {
        return value
      }
      if let index = Self.asStringIndex(value, type) { return index }
      if let made = try literalValue(value, of: type, at: range) { return made }
      guard case .diagnostic(var diagnostic) = failure, context != "expected argument" else {
        throw failure
      }
      if context == "assignment" {
        diagnostic.message = diagnostic.message.replacingFirst(
          "cannot convert value of type", with: "cannot assign value of type"
        ).replacingFirst("to expected argument type", with: "to type")
      } else {
        diagnostic.message = diagnostic.message.replacingFirst(
          "to expected argument type", with: "to \(context) type")
      }
      throw ScriptFailure.diagnostic(diagnostic)
    }
  }

  /// `let t: Temperature = 21` where the learner's type is `ExpressibleByIntegerLiteral`
  /// (or by a string, float or Boolean literal): the value its `init(integerLiteral:)` makes.
  /// Nil when the type takes no such literal.
  func literalValue(_ value: Value, of type: String, at range: SourceRange) throws -> Value? {
    // `let y: Frac<Int> = 2`: a generic type's literal, made as the type its arguments bind.
    let target = stripOptional(type)
    let base = learnerGenericBase(target)
    guard state.classes[base] != nil || state.enums[base] != nil else { return nil }
    let literal: (proto: String, label: String, expr: ExprKind)
    switch value {
    case .int(let number):
      literal = ("ExpressibleByIntegerLiteral", "integerLiteral", .integer(number))
    case .double(let number):
      literal = ("ExpressibleByFloatLiteral", "floatLiteral", .float(number))
    case .string(let text):
      literal = ("ExpressibleByStringLiteral", "stringLiteral", .string([.text(text)]))
    case .bool(let flag):
      literal = ("ExpressibleByBooleanLiteral", "booleanLiteral", .boolean(flag))
    default: return nil
    }
    guard conforms(types: [base], to: literal.proto) else { return nil }
    let argument = Argument(label: literal.label, value: Expr(literal.expr, range: range))
    return try literalInstance(target, base: base, arguments: [argument], range: range)
  }

  /// The instance of the learner's type `target` a literal makes through the initializer
  /// `arguments` call: with its generic arguments bound when `target` writes them
  /// (`Ratio<Int>`, whose `base` is `Ratio`).
  private func literalInstance(
    _ target: String, base: String, arguments: [Argument], range: SourceRange
  ) throws -> Value {
    if base != target,
      let made = try callSpecialized(
        target, arguments: arguments, range: range, calleeRange: range)
    {
      return made
    }
    return try construct(base, arguments: arguments, range: range, calleeRange: range)
  }

  /// `let bag: Multiset<String> = ["a", "b"]` where the learner's type is
  /// `ExpressibleByArrayLiteral` (or `let table: Table = ["a": 1]`, by a dictionary literal):
  /// the value its `init(arrayLiteral:)` (`init(dictionaryLiteral:)`, given a pair for each
  /// entry) makes of the elements. Nil when the type takes no such literal.
  func collectionLiteralValue(
    _ elements: @autoclosure () -> [Expr], dictionary: Bool, of type: String,
    range: SourceRange
  ) throws -> Value? {
    let target = stripOptional(type)
    let base = learnerGenericBase(target)
    let kind = dictionary ? "dictionaryLiteral" : "arrayLiteral"
    guard state.classes[base] != nil || state.enums[base] != nil,
      conforms(types: [base], to: "ExpressibleBy" + kind.prefix(1).uppercased() + kind.dropFirst())
    else { return nil }
    let arguments = elements().enumerated().map { index, element in
      Argument(label: index == 0 ? kind : nil, value: element)
    }
    // `[]` gives the variadic parameter no elements.
    return try literalInstance(target, base: base, arguments: arguments, range: range)
  }

  /// A `String.Index` (or `Substring.Index`), which AlertLab holds as an offset in the
  /// string: `value` as `type`, or nil when `type` is no index or `value` no offset.
  static func asStringIndex(_ value: Value, _ type: String) -> Value? {
    let isOptional = type.hasSuffix("?")
    let base = isOptional ? String(type.dropLast()) : type
    guard base == "String.Index" || base == "Substring.Index" else { return nil }
    switch value {
    case .int: return isOptional ? .some(value) : value
    case .some(.int), .none: return isOptional ? value : nil
    default: return nil
    }
  }

  /// `Array` in `extension Array { static func <> (a: Array, b: Array) -> Array }`: the
  /// extended type without its arguments takes any array (a dictionary, a set likewise).
  static func isOfBareCollectionType(_ value: Value, _ type: String) -> Bool {
    switch (value.unwrapped ?? value, type.hasSuffix("?") ? String(type.dropLast()) : type) {
    case (.array, "Array"), (.dictionary, "Dictionary"), (.set, "Set"): return true
    default: return false
    }
  }

  /// True when `type` (or its optional) names a generic parameter of the learner's type whose
  /// method runs now.
  func isInstanceGenericParameter(_ type: String) -> Bool {
    guard case .object(let id)? = currentInstance, let owner = learnerClass(of: id),
      let parameters = state.classes[owner]?.genericParameters, !parameters.isEmpty
    else { return false }
    return parameters.contains(stripOptional(type))
  }

  /// `Element` in a method of the learner's extension of a standard collection: the element
  /// type of the array or set `self` is; nil elsewhere or when it is not known.
  func currentElementType() -> String? {
    switch currentInstance {
    case .array(_, let element)?, .set(_, let element)?:
      return element == "Any" ? nil : element
    default: return nil
    }
  }

  /// `Element` (or `Element?`) as the result type of a method or property of the learner's
  /// extension of a collection: the element type of the array or set it runs on, so that
  /// `isEmpty ? 0 : ...` of a `[Float]` gives a Float; `Self`, the type it runs on.
  func elementResolved(_ type: TypeSyntax?, of receiver: Value?) -> String? {
    guard let type else { return nil }
    // `-> Self` of the learner's type: the type it runs on (`static func destructive(...)
    // -> Self { .text(...) }` names the type's own members).
    if case .named("Self", let arguments) = type.kind, arguments.isEmpty {
      switch receiver {
      case .type(let name)?: return name
      case .object(let id)?: return learnerClass(of: id) ?? "Self"
      default: return "Self"
      }
    }
    let element: String
    switch receiver {
    case .array(_, let held)?, .set(_, let held)?: element = held
    default: return type.description
    }
    guard element != "Any" else { return type.description }
    switch type.kind {
    case .named where type.genericParameter == "Element": return element
    case .optional(let wrapped) where wrapped.genericParameter == "Element": return element + "?"
    default: return type.description
    }
  }

  /// `Self` in a method: the type `self` has (in a static method, `self` itself); nil
  /// outside a method.
  func selfType() -> Value? {
    guard let current = selfStack.last ?? nil else { return nil }
    if case .type = current { return current }
    return dynamicType(of: current)
  }

  /// The type a value has while running (`type(of:)`), with the generic arguments of the
  /// learner's generic type (`Stack<Int>`).
  func dynamicType(of value: Value) -> Value {
    if case .object(let id) = value, let type = learnerClass(of: id),
      let suffix = genericSuffix(type, of: id, qualified: false), !suffix.isEmpty
    {
      return .type(type + suffix)
    }
    return .type(typeName(value))
  }

  func convert(_ value: Value, to written: String, at range: SourceRange) throws -> Value {
    if remembersSpellings, Interpreter.isOwnScalarType(value, written) { return value }
    // An `ArraySlice<T>` is held as an array of `T` (told by its first byte first: most
    // types are answered without comparing strings).
    if written.utf8.first == UInt8(ascii: "A"), written.hasPrefix("ArraySlice<"),
      written.hasSuffix(">")
    {
      let element = written.dropFirst("ArraySlice<".count).dropLast()
      return try convert(value, to: "[" + element + "]", at: range)
    }
    if case .object(let id) = value, !state.classes.isEmpty {
      adoptGenericArguments(id, written: written)
    }
    return try convert(value, to: TypeShape.of(learnerTypeName(written), in: self), at: range)
  }

  /// A string, integer, double or flag where its own type is wanted (`title: "OK"` for a
  /// `String`): `convert` gives it back unchanged whatever the learner declared (a class or
  /// protocol of that name included), so the written type's shape need not be looked up.
  static func isOwnScalarType(_ value: Value, _ written: String) -> Bool {
    switch value {
    case .string: return written == "String"
    case .int: return written == "Int"
    case .sized(let sized): return written == sized.kind.name
    case .double: return written == "Double"
    case .bool: return written == "Bool"
    default: return false
    }
  }

  /// `convert` with what the written type says worked out (`TypeShape`).
  func convert(_ value: Value, to shape: TypeShape, at range: SourceRange) throws -> Value {
    let type = shape.name
    // The nil object an iOS 7 app gets from a class that does not exist yet goes anywhere.
    if case .object(let id) = value, id.rawValue == 0 { return value }
    switch shape.wrapping {
    case .implicitlyUnwrapped(let inner):
      guard let unwrapped = value.unwrapped else { return .none }
      return try convert(unwrapped, to: inner, at: range)
    case .optional(let inner):
      // `Int??` holding `.some(nil)` keeps its outer wrapping.
      if case .some(let wrapped) = value, case .optional = inner.wrapping {
        return .some(try convert(wrapped, to: inner, at: range))
      }
      guard let unwrapped = value.unwrapped else { return .none }
      let converted = try convert(unwrapped, to: inner, at: range)
      return converted.isOptional ? converted : .some(converted)
    case .none:
      break
    }
    if shape.isAny || shape.isVoid && value == .void { return value }
    // `-> Self` of a protocol extension's method: the conforming type, the value's own.
    if type == "Self" { return value }
    if let converted = try convertLanguageValue(value, to: shape, at: range) { return converted }
    if value.isOptional {
      throw scriptError(
        "value of optional type '\(typeName(value))' must be unwrapped to a value of type '\(type)'",
        at: range,
        notes: [.note("use '!' to force-unwrap, or 'if let' to unwrap safely", at: range)])
    }
    if let inner = shape.optionalElement, case .array(let items, let element) = value {
      // `[((UIAlertAction) -> Void)?]`: an array of optionals takes its elements wrapped.
      let converted = try items.map { try convert($0, to: inner, at: range) }
      // An array made of `nil`s (`Array(repeating: nil, count: 3)`) takes the declared type.
      return .array(
        converted, element: element == "Any" || element == "Optional" ? inner : element)
    }
    if let kind = shape.integerKind {
      switch value {
      case .sized(let sized) where sized.kind == kind: return value
      case .int(let number):
        // `let small: UInt8 = 250`: the literal is a UInt8.
        guard kind.holds(Int128(number)) else {
          throw scriptError(
            "integer literal '\(number)' overflows when stored into '\(type)'", at: range)
        }
        return .sized(SizedInteger(value: Int128(number), kind: kind))
      default: break
      }
    }
    if type == "Float" {
      // `let ratio: Float = 2.5`: a number written where a Float is wanted is one.
      switch value {
      case .float: return value
      case .int(let number): return .float(Float(number))
      case .double(let number): return .float(Float(number))
      default: break
      }
    }
    if shape.isFloat {
      switch value {
      case .int(let number): return .double(Double(number))
      case .double: return value
      default: break
      }
    } else if shape.isFunction {
      if case .function = value { return value }
    } else if shape.isSelector {
      if case .selector = value { return value }
      if case .string(let name) = value { return .selector(name) }
    } else if shape.isNotificationName {
      if case .string = value { return value }
    } else if !state.classes.isEmpty, state.classes[type] != nil, isInstance(value, of: type) {
      return value
    } else if case .enumCase(let valueType, _) = value, valueType == type {
      return value
    } else if let valueType = enumTypeName(value), state.enums[valueType] != nil,
      type.hasPrefix(valueType + "<")
    {
      // `Maybe.nothing` where a `Maybe<Int>` is wanted: the learner's generic enum's case.
      return value
    } else if let spec = shape.enumSpec {
      if case .enumCase(let valueType, let name) = value, valueType == spec.name {
        return .enumCase(type: valueType, name: name)
      }
      if spec.isOptionSet, case .arrowDirections = value { return value }
      // `options: []` of NSKeyValueObservingOptions: AlertLab reads no options.
      if spec.isOptionSet, case .array = value { return value }
    } else if shape.isBracketed, case .array = value {
      return value
    } else if let simple = simpleType(value), simple == type {
      return value
    } else if type == "Character", case .string(let text) = value, text.count == 1 {
      // `let c: Character = "é"`: a one-character literal is a Character.
      return value
    } else if type == "Unicode.Scalar" || type == "UnicodeScalar", case .string(let text) = value,
      text.unicodeScalars.count == 1
    {
      // `let u: Unicode.Scalar = "é"`: so is a one-scalar literal a scalar.
      return value
    } else if case .object = value,
      isInstance(value, of: type) || !shape.isKnown && !isLearnerTypeName(type)
    {
      // An object goes where an unknown type (a protocol of a framework) is written, but not
      // where one of the program's own types is: a `Card` is no `Rank`.
      return value
    } else if case .singleton = value, !shape.isKnown || typeName(value) == type {
      return value
    } else if shape.isNSRange, nsRangeParts(value) != nil {
      return value
    } else if type == "IndexPath" || type == "NSIndexPath", indexPathParts(value) != nil {
      return value
    } else if shape.isRange, case .range = value {
      // A string's range (`Range<String.Index>`) is held as character offsets.
      return value
    } else if case .type(let valueType) = value, type.hasSuffix(".Type") {
      // `T.Type` of a generic parameter (read as `Any`), a superclass's or a protocol's.
      let wanted = String(type.dropLast(5))
      if wanted == "Any" || wanted == "AnyObject" || wanted == valueType
        || state.protocols[wanted] != nil
        || classChain(valueType).contains(where: { $0.name == wanted })
      {
        return value
      }
    }
    if type == "Substring", case .substring(var slice) = value {
      // Declared `Substring`, the compiler's messages call it that.
      slice.sequenceOf = nil
      return .substring(slice)
    }
    let valueType = typeName(value)
    // A value of just the type written (`ClosedRange<Int>`, `Set<String>`) goes there, and
    // any value where a protocol's associated type (`Item`) is written, as a generic
    // parameter's `Any` takes it.
    if valueType == type || isAssociatedType(type) { return value }
    // `ClosedRange<V>` of a generic parameter (read as `Any`) takes a `ClosedRange<Int>`.
    if Self.fitsGenericArguments(valueType, type) { return value }
    // `var bag: some Collection = ["a"]`, `-> some Sequence<Int>`, `any Equatable`: a
    // standard protocol the value's type adopts.
    if Self.adoptsStandardProtocol(value, type)
      || (state.protocols[type] != nil && conforms(value, to: type))
    {
      return value
    }
    // A Substring as the compiler names it (`'String.SubSequence' (aka 'Substring')`); a
    // String method's `StringProtocol` parameter as Swift's String overload names it.
    var quoted = "'" + valueType + "'"
    if case .substring(let slice) = value { quoted = slice.quotedName }
    throw scriptError(
      "cannot convert value of type \(quoted) to expected argument type "
        + "'\(type == "StringProtocol" ? "String" : type)'", at: range)
  }

  /// True when `valueType` is `written` with types where it has `Any`, a generic parameter
  /// (`ClosedRange<Int>` for `ClosedRange<V>`, `Box<String>` for `Box<T>`).
  static func fitsGenericArguments(_ valueType: String, _ written: String) -> Bool {
    // `ClosedRange<Self>` in a protocol extension: `Self` is the conforming type, any here.
    guard written.contains("Any") || written.contains("Self"), let want = genericParts(written),
      let have = genericParts(valueType), want.base == have.base,
      want.arguments.count == have.arguments.count
    else { return false }
    return zip(want.arguments, have.arguments).allSatisfy {
      $0 == "Any" || $0 == "Self" || $0 == $1
    }
  }

  /// True when one of the learner's extensions of `type` declares a member `name`.
  func extensionDeclares(_ name: String, of type: String) -> Bool {
    (state.extensions[type] ?? []).contains { UpcomingDeclarations.name(of: $0) == name }
  }

  /// True when the standard type of `value` (an array, a string, a number...) adopts the
  /// standard protocol `written` (`Collection`, `Sequence<Int>`, `Hashable`).
  static func adoptsStandardProtocol(_ value: Value, _ written: String) -> Bool {
    if case .sized(let sized) = value {
      // `Int8(3)`, `UInt8(3)`: integers as Int is, signed or not as their kind is.
      if written == "SignedInteger" || written == "SignedNumeric" { return sized.kind.isSigned }
      return adoptsStandardProtocol(.int(0), written)
    }
    guard let standardType = standardTypeName(of: value) else { return false }
    let name = String(written.prefix { $0 != "<" })
    if name == "Hashable" || name == "CustomStringConvertible" { return true }
    return standardProtocols[standardType]?.contains(name) == true
  }

  /// `{ $0 / 2 }` where a `(Double) -> Double` is expected: its `$0` is a Double, so that
  /// `f(4)` divides 4.0, and `{ _ in 10 }` there gives 10.0. The closure with its parameters
  /// (the anonymous ones declared) typed where the expected type says Double, Float or
  /// CGFloat and none of them has a written type, and with that result type when it has none
  /// written; unchanged otherwise.
  func typingFloatingParameters(_ closure: ClosureExpr, expected: String?) -> ClosureExpr {
    // Most closures are handlers, `(UIAlertAction) -> Void`: a look for `Double` or `Float` in
    // the expected type's bytes rules them out before any of it is taken apart.
    guard let expected, Self.namesFloatingType(expected), isFunctionType(expected),
      closure.parameters?.allSatisfy({ $0.type == nil }) ?? true,
      let (types, result) = DeclarationChecker.functionTypeParts(expected)
    else { return closure }
    let typesResult = closure.returnType == nil && isFloatType(result)
    guard types.contains(where: isFloatType) || typesResult else { return closure }
    var typed = closure
    let range =
      closure.body.first?.range ?? SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))
    func floating(_ type: String) -> TypeSyntax? {
      isFloatType(type) ? TypeSyntax(.named(type, genericArguments: []), range: range) : nil
    }
    if let written = closure.parameters {
      typed.parameters = written.enumerated().map { index, parameter in
        var parameter = parameter
        if index < types.count { parameter.type = floating(types[index]) }
        return parameter
      }
    } else if types.contains(where: isFloatType) {
      typed.parameters = types.enumerated().map { index, type in
        ClosureParameter(name: "$\(index)", nameRange: range, type: floating(type))
      }
    }
    if typesResult { typed.returnType = floating(result) }
    return typed
  }

  static let doubleBytes = Array("Double".utf8)
  static let floatBytes = Array("Float".utf8)

  /// Whether `Double` or `Float` (so `CGFloat` too) is in `text`, read in place.
  static func namesFloatingType(_ text: String) -> Bool {
    let double = doubleBytes
    let float = floatBytes
    func found(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      for start in bytes.indices {
        let first = bytes[start]
        guard first == double[0] || first == float[0] else { continue }
        let word = first == double[0] ? double : float
        guard start + word.count <= bytes.count else { continue }
        if (0..<word.count).allSatisfy({ bytes[start + $0] == word[$0] }) { return true }
      }
      return false
    }
    return text.utf8.withContiguousStorageIfAvailable(found)
      ?? (text.contains("Double") || text.contains("Float"))
  }

  /// `(Int, Int) -> Int`: the type of the learner's function (declared once) or of a closure
  /// whose parameter and result types are all written, as `type(of:)` prints it (`Void` is
  /// `()`, `Int?` is `Optional<Int>`: `(() -> Void) -> Int` is `(() -> ()) -> Int`); nil when
  /// they are not known. The one name of a function's type: `type(of:)`, the echo and `is`
  /// read it.
  func functionTypeName(_ function: FunctionValue) -> String? {
    var parameters: [String?]
    var result: String?
    var throwing: String?
    switch function {
    case .userFunction(let name):
      guard let decls = userFunctions(named: name), decls.count == 1, let decl = decls.first,
        !decl.isAsync, !decl.parameters.contains(where: \.isVariadic)
      else { return nil }
      parameters = decl.parameters.map {
        ($0.isInout ? "inout " : "") + Self.printedTypeName($0.type)
      }
      result = decl.returnType.map(Self.printedTypeName) ?? "()"
      throwing = decl.throwing
    case .closure(let index):
      guard state.callables.indices.contains(index),
        case .closure(let closure, _) = state.callables[index], let written = closure.parameters
      else { return nil }
      parameters = written.map { $0.type.map(Self.printedTypeName) }
      result = closure.returnType.map(Self.printedTypeName)
      throwing = closure.throwing
    case .builtin:
      return nil
    }
    guard let result, parameters.allSatisfy({ $0 != nil }) else { return nil }
    let listed = parameters.compactMap { $0 }
    if listed.contains(where: { $0.contains("Any") }) { return nil }
    return "(" + listed.joined(separator: ", ") + ") " + (throwing.map { $0 + " " } ?? "")
      + "-> " + result
  }

  /// `functionTypeName(_:)` of a function value (what `type(of:)` names); nil for any other
  /// value.
  func functionTypeName(of value: Value) -> String? {
    guard case .function(let function) = value else { return nil }
    return functionTypeName(function)
  }

  /// A written type as `type(of:)` prints it: `Void` is `()`, `T?` and `T!` are
  /// `Optional<T>`, `[T]` is `Array<T>`, `[K: V]` is `Dictionary<K, V>`, inside function
  /// types and tuples too. (The parser bounds how deep a type nests.)
  static func printedTypeName(_ type: TypeSyntax) -> String {
    switch type.kind {
    case .named("Void", let arguments) where arguments.isEmpty:
      return "()"
    case .named(let name, let arguments):
      if arguments.isEmpty { return name }
      return name + "<" + arguments.map(printedTypeName).joined(separator: ", ") + ">"
    case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped):
      return "Optional<" + printedTypeName(wrapped) + ">"
    case .array(let element):
      return "Array<" + printedTypeName(element) + ">"
    case .dictionary(let key, let value):
      return "Dictionary<" + printedTypeName(key) + ", " + printedTypeName(value) + ">"
    case .function(let parameters, let result):
      return "(" + parameters.map(printedTypeName).joined(separator: ", ") + ") "
        + (type.effects.map { $0 + " " } ?? "") + "-> " + printedTypeName(result)
    case .tuple(let elements):
      return "(" + elements.map(printedTypeName).joined(separator: ", ") + ")"
    case .labeledTuple(let elements, let labels):
      let parts = zip(elements, labels).map { element, label in
        (label.map { $0 + ": " } ?? "") + printedTypeName(element)
      }
      return "(" + parts.joined(separator: ", ") + ")"
    }
  }

  /// `printedTypeName(_:)` of a type's spelling (`(String) -> Void`, as a declaration or a
  /// cast keeps it); nil when it is no type.
  static func printedTypeName(written: String) -> String? {
    let parsed = Parser.parse("let _: " + written)
    guard parsed.diagnostics.isEmpty, parsed.statements.count == 1,
      case .variable(let decl) = parsed.statements[0].kind, let type = decl.type
    else { return nil }
    return printedTypeName(type)
  }

  /// The standard library's type of a string, number, collection or range, without its
  /// generic arguments (`Array`); nil for other values.
  static func standardTypeName(of value: Value) -> String? {
    switch value {
    case .string: return "String"
    case .substring: return "Substring"
    case .array: return "Array"
    case .int: return "Int"
    case .double: return "Double"
    case .bool: return "Bool"
    case .dictionary: return "Dictionary"
    case .set: return "Set"
    case .range(_, _, let closed): return closed ? "ClosedRange" : "Range"
    case .valueRange(.some, .some, let closed): return closed ? "ClosedRange" : "Range"
    default: return nil
    }
  }

  func simpleType(_ value: Value) -> String? {
    switch value {
    case .int: return "Int"
    case .sized(let sized): return sized.kind.name
    case .float: return "Float"
    case .double: return "Double"
    case .bool: return "Bool"
    case .string: return "String"
    case .substring: return "Substring"
    case .rect: return "CGRect"
    case .size: return "CGSize"
    case .point: return "CGPoint"
    case .insets: return "UIEdgeInsets"
    case .arrowDirections: return "UIPopoverArrowDirection"
    case .notification: return "Notification"
    default: return nil
    }
  }

  /// True when a string literal written where `expected` is wanted is a Substring
  /// (`let tag: Substring = "a"`, `slice == "a"`).
  static func isSubstringType(_ expected: String?) -> Bool {
    expected == "Substring" || expected == "Substring?"
  }

  func isKnownType(_ type: String) -> Bool {
    APICatalog.types.contains(type) || APICatalog.enums.contains(type)
  }
}

/// True for a function type such as `((UITextField) -> Void)?` (a byte scan: this is hot);
/// false for a tuple that holds one, `(run: () -> Void, count: Int)`.
func isFunctionType(_ type: String) -> Bool {
  var previous: UInt8 = 0
  // An arrow inside brackets belongs to an element: `[() -> Void]` is an array. One inside
  // the parentheses a type starts with is the type's own unless a comma there makes a tuple.
  var depth = 0
  var arrowInParentheses = false
  var commaInParentheses = false
  let parenthesized = type.utf8.first == UInt8(ascii: "(")
  for byte in type.utf8 {
    switch byte {
    case UInt8(ascii: "["), UInt8(ascii: "("): depth += 1
    case UInt8(ascii: "]"), UInt8(ascii: ")"): depth -= 1
    case UInt8(ascii: ">") where previous == UInt8(ascii: "-"):
      if depth == 0 { return true }
      if depth == 1 { arrowInParentheses = true }
    case UInt8(ascii: ",") where depth == 1: commaInParentheses = true
    default: break
    }
    previous = byte
  }
  return parenthesized && arrowInParentheses && !commaInParentheses
}

extension Interpreter {
  /// `#selector(name(_:))` must name a method of self that Objective-C can see (`@objc`), as
  /// the compiler checks.
  func checkSelector(_ text: String, range: SourceRange) throws {
    let (name, base, labels) = selectorParts(text)
    guard let decls = userFunctions(named: base), !decls.isEmpty else {
      let notes =
        Spelling.nearest(base, in: Array(state.functions.keys)).map {
          [Diagnostic.note("did you mean '\($0)'?", at: range)]
        } ?? []
      throw ScriptFailure.diagnostic(.cannotFind(base, at: range, notes: notes))
    }
    let matching = decls.filter { decl in
      guard let labels else { return true }
      return decl.parameters.map { $0.externalLabel ?? $0.internalName } == labels
    }
    guard let decl = matching.first else {
      let have = decls.map { decl in
        decl.name + "("
          + decl.parameters.map { ($0.externalLabel ?? $0.internalName) + ":" }.joined() + ")"
      }
      throw ScriptFailure.diagnostic(
        .cannotFind(name, at: range, notes: have.map { .note("did you mean '\($0)'?", at: range) }))
    }
    try requireObjectiveCExposure(decl, base: base, range: range)
  }

  /// The compiler's error for a `#selector` of a method Objective-C cannot see.
  func requireObjectiveCExposure(_ decl: FunctionDecl, base: String, range: SourceRange) throws {
    guard !decl.modifiers.contains(where: { $0.name == "@objc" || $0.name == "@IBAction" }) else {
      return
    }
    throw scriptError(
      "argument of '#selector' refers to instance method '\(base)' that is not exposed to "
        + "Objective-C", at: range,
      notes: [.note("add '@objc' to expose this instance method to Objective-C", at: range)])
  }

  /// `#selector(Helper.tapped)`: a method of the learner's class `Helper` (not the screen's),
  /// checked as Swift checks it; the selector is the method's name. Nil for any other text.
  func classSelector(_ text: String, range: SourceRange) throws -> String? {
    guard !state.classes.isEmpty || !state.extensions.isEmpty, let dot = text.firstIndex(of: "."),
      !text[..<dot].contains("(")
    else { return nil }
    let type = String(text[..<dot])
    guard type != "ViewController", type != state.screenClass,
      state.classes[type] != nil || state.extensions[type] != nil
    else {
      return nil
    }
    let (name, base, labels) = Interpreter.workOutSelectorParts(
      String(text[text.index(after: dot)...]))
    var decls: [FunctionDecl] = []
    for owner in typeChain(of: .type(type)) {
      for member in declaredMembers(of: owner) {
        if case .function(let decl) = member.kind, decl.name == base { decls.append(decl) }
      }
    }
    let matching = decls.filter { decl in
      labels.map { decl.parameters.map { $0.externalLabel ?? $0.internalName } == $0 } ?? true
    }
    guard let decl = matching.first else {
      throw scriptError("type '\(type)' has no member '\(name)'", at: range)
    }
    try requireObjectiveCExposure(decl, base: base, range: range)
    guard labels == nil, !decl.parameters.isEmpty else { return name }
    return base + "(" + decl.parameters.map { (labelOf($0) ?? "_") + ":" }.joined() + ")"
  }

  /// `#selector(changed(_:))` (or `self.changed`, `self?.changed`) in the code of an instance
  /// of the learner's class other than the screen's, a closure it made included: a method of
  /// that class, checked as `classSelector` checks `#selector(Helper.changed(_:))`.
  func instanceSelector(_ text: String, range: SourceRange) throws -> String? {
    let parts = selectorParts(text)
    guard userFunctions(named: parts.base) == nil, case .object(let id)? = currentInstance,
      let type = learnerClass(of: id)
    else { return nil }
    return try classSelector(type + "." + parts.name, range: range)
  }

  /// A `#selector`'s text without `self.` or `ViewController.`, its base name and its labels
  /// (nil without parentheses): `didEnterBackground(_:)` is `didEnterBackground`, `["_"]`.
  /// Remembered for the process (the answer depends on the text alone).
  /// `#selector(dateChanged)` names the one method of that base name, whatever its
  /// parameters: `dateChanged(sender:)` when that is the method, so UIKit's message reaches
  /// it. A name with labels, or one of several methods, stays as written.
  func fullSelector(_ text: String) -> String {
    let parts = selectorParts(text)
    guard parts.labels == nil, let decls = userFunctions(named: parts.base), decls.count == 1,
      let decl = decls.first, !decl.parameters.isEmpty
    else { return text }
    return parts.base + "("
      + decl.parameters.map { (labelOf($0) ?? "_") + ":" }.joined() + ")"
  }

  func selectorParts(_ text: String) -> SelectorParts {
    guard remembersSpellings else { return Interpreter.workOutSelectorParts(text) }
    return Interpreter.selectorMemo.value(text, Interpreter.workOutSelectorParts)
  }

  typealias SelectorParts = (name: String, base: String, labels: [String]?)

  static let selectorMemo = SpellingMemo<String, SelectorParts>()

  static func workOutSelectorParts(_ text: String) -> SelectorParts {
    var name = text
    for prefix in ["self.", "ViewController."] where name.hasPrefix(prefix) {
      name.removeFirst(prefix.count)
    }
    let base = String(name.prefix { $0 != "(" })
    let labels: [String]? =
      name.contains("(")
      ? name.drop { $0 != "(" }.dropFirst().dropLast().split(separator: ":").map(String.init)
      : nil
    return (name, base, labels)
  }
}

extension Interpreter {
  /// The longest string a statement may build: Swift would go on until memory runs out and
  /// the app is killed; AlertLab stops it with an error instead.
  static let stringLimit = 1_000_000

  func checkLength(_ text: String, adding more: String = "", range: SourceRange) throws {
    if text.utf8.count + more.utf8.count > Interpreter.stringLimit {
      throw scriptError(
        Said(.stringGrewPastBytes, Interpreter.stringLimit), at: range)
    }
  }
}

extension Interpreter {
  /// `Array<T>` is `[T]`; Foundation's old aliases are the types they name.
  func normalizedTypeName(_ type: String) -> String {
    if type.hasPrefix("Array<"), type.hasSuffix(">") {
      return "[" + String(type.dropFirst(6).dropLast()) + "]"
    }
    return Interpreter.typeAliases[type] ?? type
  }

  /// A string's views: the property that gives one, the type Swift names it by, and the
  /// array of its elements AlertLab holds it as.
  static let stringViews: [(property: String, type: String, held: String)] = [
    ("utf8", "String.UTF8View", "[UInt8]"), ("utf16", "String.UTF16View", "[UInt16]"),
    ("unicodeScalars", "String.UnicodeScalarView", "[Unicode.Scalar]"),
  ]

  /// Foundation's old aliases, the standard library's, and the enums' old names, with the
  /// types they name today.
  static let typeAliases: NameIndex<String> = {
    var aliases = [
      "NSTimeInterval": "Double", "TimeInterval": "Double", "NSInteger": "Int",
      // The standard library's global aliases of the literals' default types.
      "StringLiteralType": "String", "IntegerLiteralType": "Int", "FloatLiteralType": "Double",
      "BooleanLiteralType": "Bool",
    ]
    for view in stringViews { aliases[view.type] = view.held }
    for spec in APICatalog.enums.values {
      for old in spec.oldNames where !APICatalog.enums.contains(old) { aliases[old] = spec.name }
    }
    return NameIndex(aliases)
  }()
}
