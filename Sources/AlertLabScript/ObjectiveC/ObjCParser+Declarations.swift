import AlertLabWords

// Methods, `@interface`, `@implementation` and `@property` as Swift's `func`, `class` and
// `var`. A method outside a class (or in `@implementation ViewController`) is a method of
// `self`, as a Swift top-level `func` is.

extension ObjCParser {
  /// `- (void)alertTextFieldDidChange:(NSNotification *)notification { ... }`: a method;
  /// nil for a declaration without a body (in an `@interface`).
  mutating func parseMethod(inClass className: String?) throws(ObjCFailure) -> Stmt? {
    let start = current.range
    outParameters = []
    let isClassMethod = isOperator(current, "+")
    advance()
    try expect(.leftParen, "(")
    // `- (IBAction)name:(id)sender` is Swift's `@IBAction func name(_ sender: Any)`.
    var isAction = false
    if case .identifier("IBAction") = current.kind { isAction = true }
    let returned = try parseTypeName()
    try expect(.rightParen, ")")
    let (first, firstRange) = try expectIdentifier()
    var pieces: [(label: String, name: String, nameRange: SourceRange, type: String)] = []
    if current.kind == .colon {
      var label = first
      while true {
        try expect(.colon, ":")
        var type = "Any"
        var isOut = false
        if current.kind == .leftParen {
          advance()
          type = try parseTypeName().swift
          isOut = lastTypeIsOutPointer
          try expect(.rightParen, ")")
        }
        let (name, nameRange) = try expectIdentifier()
        if isOut {
          outParameters.insert(name)
          type = ObjCImport.isScalar(type) ? type : type + "?"
          note(
            "out-parameter", Said(.pointerVariableParameterSwift, "T **x", "inout T?"))
        }
        pieces.append((label, name, nameRange, type))
        guard let next = nameOfCurrent(), peek().kind == .colon else { break }
        label = next
        advance()
      }
    }
    if current.kind == .comma, peek().kind == .period {
      throw failure(Said(.doesSimulateVariadicMethods), at: current.range)
    }
    let base = first
    declaredMethods.insert(base)
    guard current.kind == .leftBrace else {
      if current.kind == .semicolon { advance() }
      return nil
    }
    let superclass = className.flatMap { interfaces[$0]?.superclass ?? context.classes[$0] ?? nil }
    let selector = pieces.isEmpty ? first : pieces.map { $0.label + ":" }.joined()
    let isInitializer = !isClassMethod && className != nil && Self.isInitSelector(selector)
    var body = try withScope { parser throws(ObjCFailure) in
      for piece in pieces { parser.declareLocal(piece.name, type: piece.type) }
      return try parser.parseBlockBody()
    }
    if isInitializer {
      return initializer(
        selector, pieces: pieces.map { ($0.name, $0.nameRange, $0.type) }, body: body,
        superclass: superclass, range: range(from: start), nameRange: firstRange)
    }
    if !isClassMethod, className != nil, selector == "dealloc" {
      // `[super dealloc]` is manual reference counting's: neither ARC nor Swift writes it.
      body.removeAll { Self.isSuperCall($0, named: "dealloc") }
      note("dealloc", Said(.swiftWhichCallsSuperclass, "- (void)dealloc", "deinit"))
      let decl = FunctionDecl(name: "deinit", nameRange: firstRange, parameters: [], body: body)
      return Stmt(.function(decl), range: range(from: start))
    }
    if !isClassMethod, let superclass,
      let member = ObjCImport.instanceMember(selector, of: ObjCImport.swiftType(superclass)),
      member.kind == .method,
      member.name != first || member.labels.dropFirst().contains(where: { $0 != nil })
    {
      // `observeValueForKeyPath:ofObject:change:context:` overrides UIKit's
      // `observeValue(forKeyPath:of:change:context:)`: the Swift name and labels are UIKit's.
      note(
        "override " + selector,
        Said(.overridesSwift, "- (void)\(selector)", member.swiftName))
      let parameters = pieces.enumerated().map { offset, piece in
        let label = offset < member.labels.count ? member.labels[offset] : nil
        let type = offset < member.parameterTypes.count ? member.parameterTypes[offset] : piece.type
        return Parameter(
          externalLabel: label == piece.name ? nil : (label ?? "_"), internalName: piece.name,
          internalNameRange: piece.nameRange,
          type: ObjCSwiftPrinter.typeSyntax(type, at: piece.nameRange),
          range: piece.nameRange)
      }
      let decl = FunctionDecl(
        modifiers: [Modifier(name: "override", range: start)], name: member.name,
        nameRange: firstRange, parameters: parameters, body: body)
      declaredMethods.insert(member.name)
      return Stmt(.function(decl), range: range(from: start))
    }
    var modifiers: [Modifier] = []
    let overrides =
      superclass.map { superclass in
        APICatalog.members(of: ObjCImport.swiftType(superclass)).contains {
          $0.name == base && !$0.isProperty && $0.params.count == pieces.count
            || $0.name == base && isClassMethod && $0.kind == .staticProperty
        }
      } ?? false
    let background = superclass.map { ObjCImport.swiftType($0) } == "UIPopoverBackgroundView"
    let overridesAbstract = background && backgroundViewAbstractMembers[base] != nil
    // Every Objective-C method can be named by `@selector`; in Swift a method of a class must
    // be `@objc` for `#selector` (an override of UIKit's and an `IBAction` already are).
    if className == nil || !overrides && !isAction {
      modifiers.append(Modifier(name: "@objc", range: start))
    }
    if isAction { modifiers.append(Modifier(name: "@IBAction", range: start)) }
    let returnType = returned.swift == "Void" ? nil : returned.swift
    if isClassMethod, pieces.isEmpty, ObjCImport.classProperties.contains(base),
      let returnType
    {
      // `+ (BOOL)wantsDefaultContentAppearance`: UIKit declares a class property.
      note("class-property", Said(.classPropertySwift, "+ (Type)name", "class var name: Type"))
      let decl = VariableDecl(
        modifiers: (overrides || overridesAbstract
          ? [Modifier(name: "override", range: start)] : [])
          + [Modifier(name: "class", range: start)],
        isConstant: false, name: base, nameRange: firstRange,
        type: ObjCSwiftPrinter.typeSyntax(returnType, at: firstRange),
        accessors: [Accessor(kind: .get, body: body, range: range(from: start))])
      return Stmt(.variable(decl), range: range(from: start))
    }
    if overrides || overridesAbstract {
      modifiers.append(Modifier(name: "override", range: start))
    }
    if isClassMethod { modifiers.append(Modifier(name: "class", range: start)) }
    note(
      isClassMethod ? "class-method" : "method",
      isClassMethod
        ? Said(.objcIsQuotedInSwift, "+ (Type)name", "class func name() -> Type")
        : Said(.objcIsQuotedInSwift, "- (void)name:(Type *)x", "func name(_ x: Type)"))
    let parameters = pieces.enumerated().map { offset, piece in
      Parameter(
        externalLabel: offset == 0 ? "_" : nil, internalName: piece.name,
        internalNameRange: piece.nameRange,
        type: ObjCSwiftPrinter.typeSyntax(piece.type, at: piece.nameRange),
        range: piece.nameRange)
    }
    // A later piece's label differs from its parameter's name: `withBar:(id)bar`.
    let labeled = parameters.enumerated().map { offset, parameter -> Parameter in
      var parameter = parameter
      parameter.isInout = outParameters.contains(parameter.internalName)
      if offset > 0, pieces[offset].label != parameter.internalName {
        parameter.externalLabel = pieces[offset].label
      }
      return parameter
    }
    let decl = FunctionDecl(
      modifiers: modifiers, name: base, nameRange: firstRange, parameters: labeled,
      returnType: returnType.map { ObjCSwiftPrinter.typeSyntax($0, at: firstRange) }, body: body)
    return Stmt(.function(decl), range: range(from: start))
  }

  /// `@property (nonatomic, strong) UIButton *button;`
  mutating func parseProperty() throws(ObjCFailure) -> ObjectiveCProperty {
    let start = advance().range
    var isWeak = false
    if current.kind == .leftParen {
      advance()
      while current.kind != .rightParen {
        if atEnd { throw failure("expected ')'", at: current.range) }
        if case .identifier(let attribute) = current.kind,
          attribute == "weak" || attribute == "assign" && false
        {
          isWeak = true
        }
        advance()
      }
      advance()
    }
    let type = try parseTypeName()
    let (name, _) = try expectIdentifier()
    try expect(.semicolon, ";")
    return ObjectiveCProperty(
      name: name, type: type.swift, isWeak: isWeak || type.weak, range: range(from: start))
  }

  /// `var button: UIButton?` for a property outside a class.
  func propertyStatement(_ property: ObjectiveCProperty, overriding: Bool) -> Stmt {
    let range = property.range
    let isObject = property.isObject
    let type = property.swiftType
    var modifiers: [Modifier] = []
    if property.isWeak { modifiers.append(Modifier(name: "weak", range: range)) }
    let decl = VariableDecl(
      modifiers: modifiers, isConstant: false, name: property.name, nameRange: range,
      type: ObjCSwiftPrinter.typeSyntax(type, at: range),
      initializer: isObject ? nil : ObjCImport.zeroValue(of: property.type, at: range))
    return Stmt(.variable(decl), range: range)
  }

  /// `@interface Name : Superclass <Protocols> { ivars } @property ...; - (void)m; @end`, or a
  /// class extension `@interface Name () ... @end`: kept for the `@implementation`.
  mutating func parseInterface() throws(ObjCFailure) {
    advance()
    let (name, _) = try expectIdentifier()
    var interface = interfaces[name] ?? context.interfaces[name] ?? ObjectiveCInterface()
    if current.kind == .colon {
      advance()
      interface.superclass = try expectIdentifier().name
    } else if current.kind == .leftParen {
      // A class extension or category.
      while !atEnd && current.kind != .rightParen { advance() }
      advance()
    }
    if isOperator(current, "<") {
      while !atEnd && !isOperator(current, ">") { advance() }
      advance()
    }
    if current.kind == .leftBrace { skipBraces() }
    while current.kind != .attribute("end") {
      if atEnd { throw failure("missing '@end'", at: current.range) }
      switch current.kind {
      case .attribute("property"):
        let property = try parseProperty()
        interface.properties.removeAll { $0.name == property.name }
        interface.properties.append(property)
      default:
        if isMethodStart() {
          _ = try parseMethod(inClass: name)
        } else {
          advance()
        }
      }
    }
    advance()
    note(
      "@interface",
      Said(
        .objcIsQuotedInSwift, "@interface Name : Superclass ... @end",
        "class Name: Superclass { ... }"))
    interfaces[name] = interface
  }

  mutating func skipBraces() {
    var depth = 0
    repeat {
      if current.kind == .leftBrace { depth += 1 }
      if current.kind == .rightBrace { depth -= 1 }
      advance()
    } while depth > 0 && !atEnd
  }

  /// The methods the `@implementation` being read defines, known before any of their bodies
  /// is read: a method may send a message to one defined after it, which clang has accepted
  /// without a declaration since Xcode 4.3. A method starts at brace depth 0 with `-` or `+`
  /// and `(`; its name is the identifier after the return type's `)`.
  mutating func declareMethodsAhead() {
    var position = index
    var depth = 0
    while position < tokens.count {
      let token = tokens[position]
      switch token.kind {
      case .attribute("end") where depth == 0:
        return
      case .leftBrace:
        depth += 1
      case .rightBrace:
        depth -= 1
      case _
      where depth == 0 && (isOperator(token, "-") || isOperator(token, "+"))
        && position + 1 < tokens.count && tokens[position + 1].kind == .leftParen:
        var after = position + 2
        var parentheses = 1
        while after < tokens.count, parentheses > 0 {
          if tokens[after].kind == .leftParen { parentheses += 1 }
          if tokens[after].kind == .rightParen { parentheses -= 1 }
          after += 1
        }
        if after < tokens.count, case .identifier(let method) = tokens[after].kind {
          declaredMethods.insert(method)
        }
        position = after
        continue
      default:
        break
      }
      position += 1
    }
  }

  /// `@implementation Name ... @end`: the class, its properties from the `@interface`, and
  /// its methods. `@implementation ViewController` (the scene's controller) gives methods of
  /// `self`.
  mutating func parseImplementation() throws(ObjCFailure) -> [Stmt] {
    let start = advance().range
    let (name, nameRange) = try expectIdentifier()
    if current.kind == .leftParen {
      while !atEnd && current.kind != .rightParen { advance() }
      advance()
    }
    var interface = interfaces[name] ?? context.interfaces[name] ?? ObjectiveCInterface()
    if current.kind == .leftBrace { skipBraces() }
    declareMethodsAhead()
    let isScene = name == "ViewController" || interface.superclass == nil
    let previousClass = currentClass
    let previousInterface = currentInterface
    let previousSceneProperties = sceneProperties
    defer {
      currentClass = previousClass
      currentInterface = previousInterface
      sceneProperties = previousSceneProperties
    }
    if !isScene {
      currentClass = name
      interfaces[name] = interface
    }
    currentInterface = isScene ? nil : interface
    sceneProperties = isScene ? interface.properties : []
    var members: [Stmt] = []
    while current.kind != .attribute("end") {
      if atEnd { throw failure("missing '@end'", at: current.range) }
      switch current.kind {
      case .attribute("synthesize"):
        advance()
        while current.kind != .semicolon && !atEnd {
          if case .identifier(let property) = current.kind {
            advance()
            if current.kind == .assign {
              advance()
              if case .identifier(let ivar) = current.kind {
                interface.synthesized[property] = ivar
              }
              advance()
            }
          } else {
            advance()
          }
        }
        advance()
        currentInterface = isScene ? nil : interface
        note("@synthesize", Said(.neededSwiftVarStorage, "@synthesize"))
      case .attribute("property"):
        let property = try parseProperty()
        interface.properties.append(property)
        currentInterface = isScene ? nil : interface
        sceneProperties = isScene ? interface.properties : []
      case .semicolon:
        advance()
      default:
        guard isMethodStart() else {
          throw failure("expected method definition in @implementation", at: current.range)
        }
        if let method = try parseMethod(inClass: isScene ? nil : name) { members.append(method) }
      }
    }
    advance()
    interfaces[name] = interface
    if isScene {
      return interface.properties.map { propertyStatement($0, overriding: false) } + members
    }
    note("@implementation", Said(.bodySwift, "@implementation Name ... @end", "class Name"))
    var stored: [Stmt] = []
    for property in interface.properties {
      stored += classProperty(property, in: interface)
    }
    let superclass = interface.superclass.map { ObjCImport.swiftType($0) }
    let decl = ClassDecl(
      name: name, nameRange: nameRange,
      inherited: superclass.map { [ObjCSwiftPrinter.typeSyntax($0, at: nameRange)] } ?? [],
      members: stored + members)
    return [Stmt(.classDecl(decl), range: range(from: start))]
  }

  /// A property in the Swift class: a stored `var`, or for one UIKit declares (the popover
  /// background's `arrowOffset`) its ivar and an overriding `var` reading and writing it.
  func classProperty(_ property: ObjectiveCProperty, in interface: ObjectiveCInterface) -> [Stmt] {
    let range = property.range
    guard overridesUIKit(property.name, superclass: interface.superclass) else {
      return [propertyStatement(property, overriding: false)]
    }
    let storage = storageName(of: property, in: interface)
    let type = ObjCSwiftPrinter.typeSyntax(property.type, at: range)
    let ivar = VariableDecl(
      modifiers: [Modifier(name: "private", range: range)], isConstant: false, name: storage,
      nameRange: range, type: type,
      initializer: ObjCImport.zeroValue(of: property.type, at: range))
    let read = Stmt(.returnStatement(Expr(.identifier(storage), range: range)), range: range)
    let write = Stmt(
      .assignment(
        target: Expr(.identifier(storage), range: range), op: "=",
        value: Expr(.identifier("newValue"), range: range)), range: range)
    let overriding = VariableDecl(
      modifiers: [Modifier(name: "override", range: range)], isConstant: false,
      name: property.name, nameRange: range, type: type,
      accessors: [
        Accessor(kind: .get, body: [read], range: range),
        Accessor(kind: .set, body: [write], range: range),
      ])
    return [Stmt(.variable(ivar), range: range), Stmt(.variable(overriding), range: range)]
  }
}
