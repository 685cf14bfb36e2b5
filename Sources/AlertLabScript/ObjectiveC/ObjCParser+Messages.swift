import AlertLabKit
import AlertLabWords

// Message sends and dot syntax: `[receiver piece:argument piece:argument]` becomes the
// member call ObjCImport names; a message to an object that may be nil becomes an optional
// chain (messaging nil answers nil, 0 or NO, as `?.` and `?? 0` do).

extension ObjCParser {
  /// One `piece:argument` of a message (a nil-terminated list gives several arguments).
  struct Piece {
    var name: String
    var range: SourceRange
    var arguments: [Lowered]
  }

  mutating func parseMessageSend() throws(ObjCFailure) -> Lowered {
    let open = advance().range
    var receiver: Lowered
    if current.kind == .keyword(.super) {
      let token = advance()
      receiver = Lowered(Expr(.identifier("super"), range: token.range), type: superType)
      receiver.isSuper = true
    } else {
      receiver = try parsePostfix()
    }
    let (first, firstRange) = try expectIdentifier()
    var pieces: [Piece] = []
    var unary = true
    if current.kind == .colon {
      unary = false
      var name = first
      var nameRange = firstRange
      while true {
        try expect(.colon, ":")
        var arguments = [try parseExpression()]
        while current.kind == .comma {
          advance()
          arguments.append(try parseExpression())
        }
        pieces.append(Piece(name: name, range: nameRange, arguments: arguments))
        if current.kind == .rightBracket { break }
        if current.kind == .colon {
          name = ""
          nameRange = current.range
          continue
        }
        guard let next = nameOfCurrent(), peek().kind == .colon else {
          throw failure("expected ']'", at: current.range)
        }
        name = next
        nameRange = advance().range
      }
    } else {
      pieces = [Piece(name: first, range: firstRange, arguments: [])]
    }
    guard current.kind == .rightBracket else { throw failure("expected ']'", at: current.range) }
    advance()
    // `otherButtonTitles:nil`: an empty list, which Swift's initializer leaves out.
    if let last = pieces.last, last.name == "otherButtonTitles", last.arguments.count == 1,
      last.arguments[0].expr.kind == .nilLiteral, pieces.count > 1
    {
      pieces.removeLast()
      note(
        "otherButtonTitles:nil",
        Said(.noOtherButtonsLeft, "otherButtonTitles:nil"))
    }
    let whole = range(from: open)
    let selector = unary ? first : pieces.map { $0.name + ":" }.joined()
    return try send(selector, to: receiver, pieces: pieces, unary: unary, range: whole)
  }

  /// Resolves `[receiver selector]` to Swift.
  mutating func send(
    _ selector: String, to receiver: Lowered, pieces: [Piece], unary: Bool, range: SourceRange
  ) throws(ObjCFailure) -> Lowered {
    let selectorRange = pieces[0].range
    var arguments = pieces.flatMap(\.arguments)
    var listEnd: SourceRange?
    // `otherButtonTitles:@"One", @"Two", nil`: the list's nil ends it.
    if let last = pieces.last, last.arguments.count > 1,
      last.arguments.last?.expr.kind == .nilLiteral
    {
      listEnd = arguments.removeLast().expr.range
      note(
        "nil-terminated",
        Said(.nilTerminatedListVariadic, "@\"One\", @\"Two\", nil")
      )
    }
    // `[X alloc]`, then `init...`.
    if let className = receiver.className {
      if selector != "alloc",
        let made = collectionFactory(
          selector, className: className, arguments: arguments, range: range)
      {
        return made
      }
      if selector == "alloc" {
        var value = Lowered(receiver.expr)
        value.allocated = className
        return value
      }
      if selector == "new" {
        note("new", Said(.objcBothAreInSwift, "[X new]", "[[X alloc] init]", "X()"))
        return construct(className, labels: [], arguments: [], range: range)
      }
      if className == "String", selector == "stringWithFormat:" {
        note(
          "selector " + selector,
          Said(.objcIsQuotedInSwift, "[NSString stringWithFormat:...]", "String(format: ...)"))
        var swiftArguments = arguments.map { Argument(value: caseExpr($0)) }
        if !swiftArguments.isEmpty { swiftArguments[0].label = "format" }
        return Lowered(
          Expr(
            .call(Expr(.identifier("String"), range: receiver.expr.range), swiftArguments),
            range: range),
          type: "String")
      }
      if selector == "class" {
        return Lowered(
          Expr(.member(receiver.expr, name: "self", nameRange: selectorRange), range: range),
          type: className + ".Type")
      }
      if selector == "appearanceWhenContainedIn:",
        let member = classMember(
          "appearanceWhenContainedInInstancesOfClasses:", of: className, count: 1)
      {
        // The nil-terminated list of containers is an array in Swift.
        note(
          "selector " + selector,
          Said(
            .objcIsQuotedInSwift, "appearanceWhenContainedIn:A, nil",
            "appearance(whenContainedInInstancesOf: [A.self])")
        )
        let list = Lowered(Expr(.array(arguments.map(\.expr)), range: range), type: "[Any]")
        return try call(member, on: receiver, arguments: [list], selector: selector, range: range)
      }
      if let member = classMember(selector, of: className, count: arguments.count) {
        return try call(
          member, on: receiver, arguments: arguments, selector: selector, range: range)
      }
      if let method = learnerMethod(selector) {
        let callee = Expr(
          .member(receiver.expr, name: method.base, nameRange: selectorRange), range: range)
        return Lowered(Expr(.call(callee, labeled(arguments, method.labels)), range: range))
      }
      if APICatalog.types[className] == nil && context.classes[className] == nil
        && !declaredClasses.contains(className)
      {
        throw failure("use of undeclared identifier '\(className)'", at: receiver.expr.range)
      }
      throw failure("no known class method for selector '\(selector)'", at: selectorRange)
    }
    if let className = receiver.allocated {
      if let made = collectionFactory(
        selector, className: className, arguments: arguments, range: range)
      {
        return made
      }
      if selector == "init" {
        note("new", Said(.objcBothAreInSwift, "[X new]", "[[X alloc] init]", "X()"))
        return construct(className, labels: [], arguments: [], range: range)
      }
      guard selector.hasPrefix("init") else {
        throw failure("no known instance method for selector '\(selector)'", at: selectorRange)
      }
      if let member = initializer(selector, of: className, count: arguments.count) {
        note(
          "alloc-init", Said(.objcIsQuotedInSwift, "[[X alloc] initWithA:a b:b]", "X(a: a, b: b)"))
        var made = try call(
          member, on: receiver, arguments: arguments, selector: selector, range: range)
        if let listEnd, className == "UIAlertView" || className == "UIActionSheet",
          case .call(let callee, var swiftArguments) = made.expr.kind
        {
          // Objective-C's initializer takes the other buttons itself (U-3, U-4).
          swiftArguments.append(
            Argument(value: Expr(.identifier(ObjectiveCNil.listEnd), range: listEnd)))
          made.expr = Expr(.call(callee, swiftArguments), range: made.expr.range)
        }
        return made
      }
      throw failure(
        "no visible @interface for '\(className)' declares the selector '\(selector)'",
        at: selectorRange)
    }
    if receiver.isSuper, selector == "dealloc" {
      let callee = Expr(
        .member(receiver.expr, name: "dealloc", nameRange: selectorRange), range: range)
      return Lowered(Expr(.call(callee, []), range: range))
    }
    if receiver.isSuper, currentClass == nil, Self.lifeCycleSelectors.contains(selector) {
      // `[super viewDidLoad]` in the scene's own view controller: `super.viewDidLoad()`.
      let (base, labels) = Self.swiftName(ofSelector: selector)
      let callee = Expr(.member(receiver.expr, name: base, nameRange: selectorRange), range: range)
      return Lowered(Expr(.call(callee, labeled(arguments, labels)), range: range))
    }
    if receiver.isSuper, Self.isInitSelector(selector) {
      return superInit(selector, arguments: arguments, range: range)
    }
    // A learner's method of `self`.
    let isSelf = receiver.expr.kind == .identifier("self") || receiver.isSuper
    if isSelf || receiver.type == selfType, let method = learnerMethod(selector) {
      note("method-call", Said(.callsMethodSwift, "[self name:x]", "name(x)"))
      let callee: Expr =
        currentClass == nil && receiver.expr.kind == .identifier("self")
        ? Expr(.identifier(method.base), range: selectorRange)
        : Expr(.member(receiver.expr, name: method.base, nameRange: selectorRange), range: range)
      return Lowered(
        Expr(.call(callee, labeled(arguments, method.labels)), range: range), type: method.type)
    }
    let receiverType = receiver.type.map(ObjCImport.stripOptional)
    if selector == "enumerateObjectsUsingBlock:", let block = arguments.first,
      let loop = enumeration(of: receiver, block: block, range: range)
    {
      note(
        "enumerate",
        Said(
          .objcIsInSwiftWithPair,
          "[array enumerateObjectsUsingBlock:^(id obj, NSUInteger idx, BOOL *stop) { ... }]",
          "for (idx, obj) in array.enumerated() { ... }", "*stop = YES", "break"))
      var value = Lowered(Expr(.tuple([]), range: range))
      value.statement = loop
      return value
    }
    if receiverType?.hasPrefix("[") == true || receiverType == "Any" || receiverType == nil,
      let set = subscriptSet(selector, receiver: receiver, arguments: arguments, range: range)
    {
      return set
    }
    if receiverType == "String",
      let bridged = ObjCImport.bridged(selector, receiverType: receiverType)
    {
      return bridge(
        bridged, receiver: receiver, arguments: arguments, selector: selector, range: range)
    }
    if let member = instanceMember(selector, of: receiverType, count: arguments.count) {
      return try call(member, on: receiver, arguments: arguments, selector: selector, range: range)
    }
    if let bridged = ObjCImport.bridged(selector, receiverType: receiverType) {
      return bridge(
        bridged, receiver: receiver, arguments: arguments, selector: selector, range: range)
    }
    if let type = receiverType, type != "Any", !isLearnerType(type) {
      // A method UIKit has that AlertLab leaves out (`performSegueWithIdentifier:sender:`)
      // is said to be so: clang would accept it.
      // Swift names it by the words before `With` (`performSegue(withIdentifier:sender:)`).
      let first = Self.swiftName(ofSelector: selector).base
      let base = first.firstRange(of: "With").map { String(first[..<$0.lowerBound]) } ?? first
      let sdkType = type == selfType ? "UIViewController" : type
      if let name = [base, first].first(where: { SDKNames.owner(of: $0, from: sdkType) != nil }),
        let owner = SDKNames.owner(of: name, from: sdkType)
      {
        throw failure(
          Said(.doesSimulateNothingRan, owner + "." + name), at: selectorRange)
      }
      throw failure(
        "no visible @interface for '\(type)' declares the selector '\(selector)'",
        at: selectorRange)
    }
    if receiverType == nil || receiverType == "Any",
      ObjCImport.instanceMember(selector, of: nil) == nil, learnerMethod(selector) == nil,
      !unary || receiverType == "Any"
    {
      throw failure("no known instance method for selector '\(selector)'", at: selectorRange)
    }
    // A learner's class, or a value whose class is not known: the Swift name the selector
    // gives, left for the interpreter to find.
    let (base, labels) = Self.swiftName(ofSelector: selector)
    if unary {
      return chained(receiver, range: range, type: nil) { base in
        Expr(
          .call(Expr(.member(base, name: selector, nameRange: selectorRange), range: range), []),
          range: range)
      }
    }
    return chained(receiver, range: range, type: nil) { baseExpr in
      Expr(
        .call(
          Expr(.member(baseExpr, name: base, nameRange: selectorRange), range: range),
          labeled(arguments, labels)),
        range: range)
    }
  }

  func isLearnerType(_ type: String) -> Bool {
    context.classes[type] != nil || declaredClasses.contains(type) || type == currentClass
  }

  /// The selector with as many extra `:` as a variadic list has extra arguments.
  func variadicSelectors(_ selector: String, count: Int) -> [String] {
    let colons = selector.filter { $0 == ":" }.count
    var result = [selector]
    if count > colons {
      result.insert(selector + String(repeating: ":", count: count - colons), at: 0)
    }
    return result
  }

  func classMember(_ selector: String, of className: String, count: Int) -> ImportedMember? {
    for candidate in variadicSelectors(selector, count: count) {
      if let member = ObjCImport.classMember(candidate, of: className) { return member }
    }
    if let superclass = interfaces[className]?.superclass ?? context.classes[className] ?? nil {
      return classMember(selector, of: superclass, count: count)
    }
    return nil
  }

  func initializer(_ selector: String, of className: String, count: Int) -> ImportedMember? {
    for candidate in variadicSelectors(selector, count: count) {
      if let member = ObjCImport.initializer(candidate, of: className) { return member }
    }
    if let superclass = interfaces[className]?.superclass ?? context.classes[className] ?? nil {
      return initializer(selector, of: superclass, count: count)
    }
    return nil
  }

  func instanceMember(_ selector: String, of type: String?, count: Int) -> ImportedMember? {
    var catalogType = type
    if let type, type.hasPrefix("[") { catalogType = "Array" }
    if let type, isLearnerType(type) {
      catalogType = interfaces[type]?.superclass ?? context.classes[type] ?? nil
      if catalogType == nil { return nil }
    }
    if type == "ViewController" || type == "Any" {
      catalogType = type == "Any" ? nil : "ViewController"
    }
    if let type, PopoverState.storyboardControllers[type] != nil, APICatalog.types[type] == nil {
      // The scene storyboard's `ContentVC`: a UIViewController.
      catalogType = "UIViewController"
    }
    if let catalogType, APICatalog.types[catalogType] == nil, !catalogType.hasPrefix("[") {
      return nil
    }
    for candidate in variadicSelectors(selector, count: count) {
      if let member = ObjCImport.instanceMember(candidate, of: catalogType) { return member }
    }
    return nil
  }

  /// A method of `self` this input or an earlier one declares, by its selector.
  func learnerMethod(_ selector: String) -> (base: String, labels: [String?], type: String?)? {
    let (base, labels) = Self.swiftName(ofSelector: selector)
    guard declaredMethods.contains(base) || context.functions.contains(base) else { return nil }
    return (base, labels, nil)
  }

  func labeled(_ arguments: [Lowered], _ labels: [String?]) -> [Argument] {
    arguments.enumerated().map { offset, argument in
      Argument(label: offset < labels.count ? labels[offset] : nil, value: caseExpr(argument))
    }
  }

  func construct(_ className: String, labels: [String?], arguments: [Lowered], range: SourceRange)
    -> Lowered
  {
    Lowered(
      Expr(
        .call(Expr(.identifier(className), range: range), labeled(arguments, labels)), range: range),
      type: className)
  }

  /// The Swift for a UIKit member reached by a selector.
  mutating func call(
    _ member: ImportedMember, on receiver: Lowered, arguments: [Lowered], selector: String,
    range: SourceRange
  ) throws(ObjCFailure) -> Lowered {
    let nameRange = receiver.expr.range
    switch member.kind {
    case .initializer:
      let className = receiver.className ?? receiver.allocated ?? member.owner
      if receiver.className != nil {
        note(
          "factory " + selector,
          Said(
            .objcIsQuotedInSwift, "[\(className) \(selector)]",
            "\(className)(\(member.labels.map { ($0 ?? "_") + ":" }.joined()))")
        )
      }
      guard arguments.count == member.labels.count else {
        throw failure("no known class method for selector '\(selector)'", at: range)
      }
      return construct(className, labels: member.labels, arguments: arguments, range: range)
    case .staticProperty:
      noteRename(selector, member, receiver: receiver)
      return Lowered(
        Expr(.member(receiver.expr, name: member.name, nameRange: nameRange), range: range),
        type: member.type)
    case .staticMethod:
      noteRename(selector, member, receiver: receiver)
      let callee = Expr(
        .member(receiver.expr, name: member.name, nameRange: nameRange), range: range)
      return Lowered(
        Expr(.call(callee, labeled(arguments, member.labels)), range: range), type: member.type)
    case .getter:
      noteRename(selector, member, receiver: receiver)
      return chained(receiver, range: range, type: member.type) { base in
        Expr(.member(base, name: member.name, nameRange: nameRange), range: range)
      }
    case .setter:
      noteRename(selector, member, receiver: receiver)
      guard let value = arguments.first else {
        throw failure("expected expression", at: range)
      }
      let target = chainedTarget(receiver, name: member.name, range: range)
      var result = Lowered(target)
      result.assignment = (target, nilPassed(value, as: member.type))
      return result
    case .method:
      noteRename(selector, member, receiver: receiver)
      guard arguments.count == member.labels.count else {
        throw failure(
          "no visible @interface for '\(receiver.type.map(ObjCImport.stripOptional) ?? member.owner)' declares the selector '\(selector)'",
          at: range)
      }
      var swiftArguments = labeled(arguments, member.labels)
      for (offset, type) in member.parameterTypes.enumerated() where offset < arguments.count {
        swiftArguments[offset].value = nilPassed(arguments[offset], as: type)
      }
      for (offset, type) in member.parameterTypes.enumerated()
      where offset < swiftArguments.count && Self.isOptionSet(type)
        && swiftArguments[offset].value.kind == .integer(0)
      {
        // `options:0`: no options, `[]` in Swift.
        swiftArguments[offset].value = Expr(.array([]), range: swiftArguments[offset].value.range)
        note("options 0", Said(.noOptionsSwift, "0", "[]"))
      }
      let isSelfAtTop =
        currentClass == nil && receiver.expr.kind == .identifier("self")
      return chained(receiver, range: range, type: member.type == "Void" ? nil : member.type) {
        base in
        let callee =
          isSelfAtTop
          ? Expr(.identifier(member.name), range: nameRange)
          : Expr(.member(base, name: member.name, nameRange: nameRange), range: range)
        return Expr(.call(callee, swiftArguments), range: range)
      }
    }
  }

  /// The argument as Swift gets it: a `nil` where the parameter is a non-optional object
  /// is Objective-C's nil, which the callee receives at run time (F-1); Swift would refuse
  /// it at compile time, and a note says so once.
  mutating func nilPassed(_ argument: Lowered, as type: String) -> Expr {
    // A pointer that may be nil (a property, `_ivar`) passed where Swift wants an object:
    // Objective-C passes it as it is, nil or not.
    if let given = argument.type, given.hasSuffix("?") || given.hasSuffix("!"),
      !type.hasSuffix("?"), !type.hasSuffix("!"), !ObjCImport.isScalar(type),
      APICatalog.types[type] != nil
    {
      let range = argument.expr.range
      let objectiveCNil = Expr(.identifier(ObjectiveCNil.name), range: range)
      return Expr(
        .paren(Expr(.binary(op: "??", argument.expr, objectiveCNil), range: range)), range: range)
    }
    guard argument.expr.kind == .nilLiteral, !type.hasSuffix("?"), !type.hasSuffix("!"),
      !ObjCImport.isScalar(type), APICatalog.types[type] != nil
    else { return caseExpr(argument) }
    note(
      "nil argument",
      Said(.objectiveCCompilesNil))
    return Expr(.identifier(ObjectiveCNil.name), range: argument.expr.range)
  }

  /// Notes once that `selector` is `member` in Swift.
  mutating func noteRename(_ selector: String, _ member: ImportedMember, receiver: Lowered) {
    let swift = member.swiftName
    let shown: String
    switch member.kind {
    case .setter: shown = "'\(member.name) = value'"
    case .staticProperty, .staticMethod: shown = "'\(member.owner).\(swift)'"
    default: shown = "'\(swift)'"
    }
    note("selector " + selector, Said(.objcIsInSwift, selector, shown))
  }

  /// `receiver.member...` built by `build`, through `?.` when the receiver may be nil; a
  /// number or flag read from nil is 0 or false (`(x?.count ?? 0)`).
  func chained(_ receiver: Lowered, range: SourceRange, type: String?, build: (Expr) -> Expr)
    -> Lowered
  {
    // A message to nil does nothing and answers nil, 0 or NO (F-1): a pointer that may be
    // nil, `T?` or `T!`, is messaged through `?.`.
    guard let receiverType = receiver.type,
      receiverType.hasSuffix("?") || receiverType.hasSuffix("!")
    else {
      return Lowered(build(receiver.expr), type: type)
    }
    let chain: Expr
    if case .optionalEvaluation(let inner) = receiver.expr.kind {
      // The receiver is already a chain (`alert.textFields?[0]`): the chain goes on,
      // `alert.textFields?[0].placeholder`, as Swift writes it (Objective-C's collections
      // never hold nil, so the element needs no `?` of its own; an optional property does).
      let link =
        receiver.lastLinkIsOptional ? Expr(.bindOptional(inner), range: inner.range) : inner
      chain = Expr(.optionalEvaluation(build(link)), range: range)
    } else {
      let bound = Expr(.bindOptional(receiver.expr), range: receiver.expr.range)
      chain = Expr(.optionalEvaluation(build(bound)), range: range)
    }
    guard let type else { return Lowered(chain) }
    if ObjCImport.isScalar(type) {
      let defaulted = Expr(
        .binary(op: "??", chain, ObjCImport.zero(of: type, at: range)), range: range)
      return Lowered(Expr(.paren(defaulted), range: range), type: type)
    }
    let optional = type.hasSuffix("?") ? type : ObjCImport.stripOptional(type) + "?"
    var result = Lowered(chain, type: optional)
    result.lastLinkIsOptional = type.hasSuffix("?") || type.hasSuffix("!")
    return result
  }

  /// The target of a property set: `receiver?.name` when the receiver may be nil.
  func chainedTarget(_ receiver: Lowered, name: String, range: SourceRange) -> Expr {
    guard let type = receiver.type, type.hasSuffix("?") || type.hasSuffix("!") else {
      return Expr(.member(receiver.expr, name: name, nameRange: range), range: range)
    }
    let bound = Expr(.bindOptional(receiver.expr), range: receiver.expr.range)
    return Expr(
      .optionalEvaluation(Expr(.member(bound, name: name, nameRange: range), range: range)),
      range: range)
  }

  /// Foundation messages that are Swift operators or standard-library members.
  mutating func bridge(
    _ bridged: ObjCImport.Bridged, receiver: Lowered, arguments: [Lowered], selector: String,
    range: SourceRange
  ) -> Lowered {
    switch bridged {
    case .equal:
      note("selector " + selector, Said(.objcIsQuotedInSwift, "[a \(selector)b]", "a == b"))
      return Lowered(
        Expr(
          .binary(op: "==", receiver.expr, arguments.first?.expr ?? receiver.expr), range: range),
        type: "Bool")
    case .plus:
      note("selector " + selector, Said(.objcIsQuotedInSwift, "[a \(selector)b]", "a + b"))
      return Lowered(
        Expr(.binary(op: "+", receiver.expr, arguments.first?.expr ?? receiver.expr), range: range),
        type: "String")
    case .member(let name, let type):
      note("selector " + selector, Said(.objcIsQuotedInSwift, selector, name))
      return chained(receiver, range: range, type: type) { base in
        Expr(.member(base, name: name, nameRange: range), range: range)
      }
    case .method(let name, let labels, let type):
      note(
        "selector " + selector,
        Said(
          .objcIsQuotedInSwift, selector, "\(name)(\(labels.map { ($0 ?? "_") + ":" }.joined()))"))
      return chained(receiver, range: range, type: type == "Void" ? nil : type) { base in
        Expr(
          .call(
            Expr(.member(base, name: name, nameRange: range), range: range),
            labeled(arguments, labels)), range: range)
      }
    case .subscriptAccess:
      note("selector " + selector, Said(.objcIsQuotedInSwift, "[x \(selector)i]", "x[i]"))
      let indices = arguments.map { Argument(value: caseExpr($0)) }
      return chained(receiver, range: range, type: ObjCImport.elementType(receiver.type)) { base in
        Expr(.subscriptAccess(base, indices), range: range)
      }
    }
  }

  /// Dot syntax: `receiver.name` is the property's getter (or a method without arguments).
  mutating func property(
    of receiver: Lowered, name: String, nameRange: SourceRange, range: SourceRange
  ) throws(ObjCFailure) -> Lowered {
    if let className = receiver.className {
      if let member = classMember(name, of: className, count: 0) {
        return try call(member, on: receiver, arguments: [], selector: name, range: range)
      }
      return Lowered(Expr(.member(receiver.expr, name: name, nameRange: nameRange), range: range))
    }
    let receiverType = receiver.type.map(ObjCImport.stripOptional)
    if currentClass == nil, receiver.expr.kind == .identifier("self"),
      let type = sceneProperty(name)
    {
      // `self.popOver` of the scene's own `@property`: the top-level `var popOver`.
      return Lowered(Expr(.identifier(name), range: nameRange), type: type)
    }
    // NSString's `length` is Swift's `count`.
    if receiverType == "String", let bridged = ObjCImport.bridged(name, receiverType: receiverType)
    {
      return bridge(bridged, receiver: receiver, arguments: [], selector: name, range: range)
    }
    if let type = receiverType, isLearnerType(type) || type == selfType && currentClass != nil,
      let interface = interfaces[type] ?? context.interfaces[type],
      let property = interface.properties.first(where: { $0.name == name })
    {
      return chained(receiver, range: range, type: property.swiftType) { base in
        Expr(.member(base, name: name, nameRange: nameRange), range: range)
      }
    }

    if let member = instanceMember(name, of: receiverType, count: 0),
      member.kind == .getter || member.kind == .method && member.labels.isEmpty
    {
      if member.kind == .method {
        return try call(member, on: receiver, arguments: [], selector: name, range: range)
      }
      if member.name != name {
        note("property " + name, Said(.objcIsQuotedInSwift, name, member.name))
      }
      return chained(receiver, range: range, type: member.type) { base in
        Expr(.member(base, name: member.name, nameRange: nameRange), range: range)
      }
    }
    if let bridged = ObjCImport.bridged(name, receiverType: receiverType) {
      return bridge(bridged, receiver: receiver, arguments: [], selector: name, range: range)
    }
    if let type = receiverType, type != "Any", !isLearnerType(type), APICatalog.types[type] != nil {
      if let owner = SDKNames.owner(of: name, from: type) {
        // `textField.textColor = ...`: set, it is passed over with a note where it runs.
        if current.kind == .assign {
          return Lowered(
            Expr(.member(receiver.expr, name: name, nameRange: nameRange), range: range))
        }
        // A real member UIKit has (`textField.textColor`) that AlertLab does not simulate.
        throw failure(
          Said(.doesSimulateNothingRan, owner + "." + name), at: nameRange)
      }
      throw failure("property '\(name)' not found on object of type '\(type) *'", at: nameRange)
    }
    return chained(receiver, range: range, type: nil) { base in
      Expr(.member(base, name: name, nameRange: nameRange), range: range)
    }
  }

  /// True for an option set type (`NSKeyValueObservingOptions`, `UIPopoverArrowDirection`).
  static func isOptionSet(_ type: String) -> Bool {
    type == "NSKeyValueObservingOptions" || APICatalog.enums[type]?.isOptionSet == true
  }

  /// UIViewController's life-cycle methods a controller's override calls on `super`.
  static let lifeCycleSelectors: Set<String> = [
    "viewDidLoad", "viewWillAppear:", "viewDidAppear:", "viewWillDisappear:",
    "viewDidDisappear:", "didReceiveMemoryWarning", "viewWillLayoutSubviews",
    "viewDidLayoutSubviews", "awakeFromNib",
  ]

  /// The type of a property the scene's view controller declares (`@property` in
  /// `@interface ViewController ()`, or in the interface of the scene `@implementation` being
  /// read), which is a top-level variable; nil for any other name.
  func sceneProperty(_ name: String) -> String?? {
    let interface = interfaces["ViewController"] ?? context.interfaces["ViewController"]
    if let property = sceneProperties.first(where: { $0.name == name })
      ?? interface?.properties.first(where: { $0.name == name })
    {
      return .some(property.swiftType)
    }
    return nil
  }
}
