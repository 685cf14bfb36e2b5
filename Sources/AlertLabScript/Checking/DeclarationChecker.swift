import AlertLabKit

// Checking a body when it is declared, as Swift's compiler does: a closure's, a function's, a
// method's, an initializer's and an accessor's statements are type-checked before anything
// runs, so a wrong line inside a handler is reported when the handler is typed, with its line
// and caret, not when it is tapped.
//
// The checker is conservative: it reports only what it knows for sure (a name found nowhere,
// a member a simulated UIKit class lacks while a near one exists, labels no overload takes, an
// optional where its wrapped type is needed, assigning to a `let`, a string where a number is
// needed). A construct it does not understand is accepted, and the interpreter still reports
// at run time what it must.

/// A name declared inside a body, with what the checker knows of it.
struct CheckedLocal {
  /// The type in Swift's spelling (`UITextField?`, `[String]`), nil when not known.
  var type: String?
  var isConstant: Bool
  /// A parameter (its `let` cannot be changed to `var`).
  var isParameter = false
}

/// A name a body declares and what the checker knows of it: one entry of
/// `DeclarationChecker.names`.
struct DeclaredName {
  var name: String
  var local: CheckedLocal
}

/// One block, with what the checker knows of it. Its names are those of
/// `DeclarationChecker.names` from `firstName` up to the next scope's first (all the rest for
/// the innermost scope).
struct CheckedScope {
  /// Where the block's names begin in `DeclarationChecker.names`.
  var firstName: Int
  /// Where each of the block's names was declared last in `DeclarationChecker.names`, once the
  /// block has more than `DeclarationChecker.scannedNames` names; nil before (the few names
  /// are compared one by one).
  var index: [String: Int]?
  /// The block's statements, whose own `let`s and `var`s not yet reached (not in `locals`)
  /// declare their names further down: read only when a name is found nowhere.
  var statements: [Stmt] = []
  /// Whether a statement the checker does not understand came before.
  var opaque = false
}

/// The context a body is checked in: what `self` is and which of its members can be named
/// without `self.`.
struct SelfContext {
  /// `ViewController` for top-level functions and `extension ViewController`, else the type.
  var type: String
  /// Members declared by the learner (name to type, when known).
  var members: [String: String?] = [:]
  /// The learner's methods of the type declared `-> Never`.
  var neverReturning: Set<String> = []
  /// The UIKit class whose members `self` has (`UIViewController`), if any.
  var catalogType: String?
  /// True when what `self` has is not fully known (an extension of `Int`, an unknown
  /// superclass): unknown names are then accepted.
  var isOpaque = false
  /// How the type's members run.
  var isolation = TypeIsolation.nonisolated
}

struct DeclarationChecker {
  let machine: Interpreter
  let upcoming: UpcomingDeclarations
  /// Whether answers that depend on a spelling alone are looked up in a `SpellingMemo`
  /// instead of worked out again (the same answers either way).
  var memoizes = true
  /// Innermost last. Only those from `scopeBase` on are visible: a top-level function or a
  /// method sees no local of the code around it, whose scopes stay below.
  var scopes: [CheckedScope] = []
  /// The names the scopes declare, in the order declared (so the innermost scope's last). A
  /// block declares few names: comparing them one by one costs less than hashing the name for
  /// a dictionary of each scope, and a scope needs no storage of its own.
  var names: [DeclaredName] = []
  var scopeBase = 0
  var selfContext = SelfContext(type: "ViewController", catalogType: "UIViewController")
  /// How many bodies deep the walk is: errors are reported only inside a body (top-level
  /// statements report theirs when they run).
  var bodyDepth = 0
  /// The declared result of the innermost body (nil for none, or outside a body): saved and
  /// put back around each body, so no list of them is kept.
  var returnType: String?
  /// The first error reported.
  private(set) var found: Diagnostic?
  /// Whether `found` holds an error: a flag read at every node, not the optional diagnostic.
  private(set) var hasFound = false
  /// Nodes left to visit: past this the rest is accepted unchecked.
  var budget = 200_000
  /// The last name looked up among the top-level variables (nil before the first) and the
  /// box found for it (nil for none), kept by `global(_:)`.
  var lastGlobal: (name: String, box: Int?)?
  /// Where the innermost body runs, when the checker says what an actor's members need
  /// there; nil at the top level, in accessors and in closures other than a task's.
  var isolation: IsolationSite?
  /// The closure of the `Task { }` whose call is being checked, and whether it is detached.
  var pendingTask: (range: SourceRange, detached: Bool)?

  init(machine: Interpreter, upcoming: UpcomingDeclarations, memoizes: Bool = true) {
    self.machine = machine
    self.upcoming = upcoming
    self.memoizes = memoizes
    scopes.reserveCapacity(8)
  }

  /// The interpreter's state, read in place: checking changes nothing in it (what a call to
  /// the interpreter changes is put back where it is made, in `functionCallType`).
  var state: MachineState {
    _read { yield machine.state }
  }

  /// The box of the top-level variable `name`, if there is one: `state.globals[name]`, the
  /// last answer kept. A name before a dot is asked about up to three times in a row (does a
  /// variable shadow the type, what is its type, which box holds it), and each lookup in the
  /// hash trie hashes the whole name; checking declares no top-level variable.
  mutating func global(_ name: String) -> Int? {
    if let last = lastGlobal, last.name == name { return last.box }
    let box = state.globals[name]
    lastGlobal = (name, box)
    return box
  }

  var reporting: Bool { bodyDepth > 0 && !hasFound }

  mutating func report(_ diagnostic: Diagnostic) {
    if reporting {
      found = diagnostic
      hasFound = true
    }
  }

  /// Reports what the interpreter does not find as it runs, at the top level too.
  mutating func reportAnywhere(_ diagnostic: Diagnostic) {
    guard !hasFound else { return }
    found = diagnostic
    hasFound = true
  }

  mutating func report(_ failure: ScriptFailure) {
    if case .diagnostic(let diagnostic) = failure { report(diagnostic) }
  }

  /// False once the statement's stack is nearly used up (a tree as deep as the parsers allow,
  /// in a body checked within calls): the check stops there with the interpreter's message,
  /// whatever it was doing, rather than run out of stack.
  mutating func hasStack(at range: SourceRange) -> Bool {
    guard let stack = machine.stack, stack.isExhausted else { return true }
    if !hasFound {
      found = .error(Interpreter.tooDeepMessage, at: range)
      hasFound = true
    }
    return false
  }

  mutating func spend() -> Bool {
    budget -= 1
    return budget > 0 && !hasFound
  }

  // MARK: - Scopes

  /// Whether a scope is visible (one was pushed since the last fresh start).
  var hasScope: Bool { scopes.count > scopeBase }

  mutating func pushScope(_ statements: [Stmt] = []) {
    scopes.append(
      CheckedScope(
        firstName: names.count, statements: statements,
        opaque: hasScope && scopes[scopes.count - 1].opaque))
  }

  mutating func popScope() {
    let first = scopes.removeLast().firstName
    names.removeLast(names.count &- first)
  }

  /// Hides the scopes pushed so far (until `endFreshScopes(_:)`); returns what to pass it.
  mutating func beginFreshScopes() -> Int {
    let saved = scopeBase
    scopeBase = scopes.count
    return saved
  }

  mutating func endFreshScopes(_ saved: Int) {
    scopeBase = saved
  }

  /// How many names a block holds before they are looked up through an index instead of
  /// compared one by one (a body of thousands of `let`s stays linear).
  static let scannedNames = 8

  /// Declares `name` in the innermost scope; a name declared again there replaces the first.
  mutating func declare(_ name: String, type: String?, constant: Bool, parameter: Bool = false) {
    guard name != "_", hasScope else { return }
    let last = scopes.count - 1
    names.append(
      DeclaredName(
        name: name, local: CheckedLocal(type: type, isConstant: constant, isParameter: parameter)))
    let position = names.count - 1
    if scopes[last].index != nil {
      scopes[last].index?[name] = position
    } else if position - scopes[last].firstName >= Self.scannedNames {
      var index: [String: Int] = [:]
      for earlier in scopes[last].firstName...position { index[names[earlier].name] = earlier }
      scopes[last].index = index
    }
  }

  /// Where the scope at `scope` declares `name` last in `names`, if it does.
  func position(of name: String, inScope scope: Int) -> Int? {
    if let index = scopes[scope].index { return index[name] }
    var position = scope + 1 < scopes.count ? scopes[scope + 1].firstName : names.count
    let first = scopes[scope].firstName
    while position > first {
      position -= 1
      if names[position].name == name { return position }
    }
    return nil
  }

  /// What the innermost visible scope declaring `name` knows of it.
  func local(_ name: String) -> CheckedLocal? {
    var scope = scopes.count
    while scope > scopeBase {
      scope -= 1
      if let position = position(of: name, inScope: scope) { return names[position].local }
    }
    return nil
  }

  /// Where a visible scope's `let` or `var` declares `name` further down, innermost first: the
  /// last of its block's declarations of the name, unless the name was declared in the scope
  /// already (asked when `local(_:)` found it in none, so only the statements are read).
  func laterDeclaration(of name: String) -> SourceRange? {
    guard name != "_" else { return nil }
    var index = scopes.count
    while index > scopeBase {
      index -= 1
      guard position(of: name, inScope: index) == nil else { continue }
      for statement in scopes[index].statements.reversed() {
        if case .variable(let decl) = statement.kind, decl.name == name { return decl.nameRange }
      }
    }
    return nil
  }

  /// A `let` or `var` of a body's block that declares `decl`'s name before it, in the same
  /// block: swiftc's "invalid redeclaration" (a parameter or an outer block's name may be
  /// declared again).
  func earlierDeclaration(of decl: VariableDecl) -> SourceRange? {
    guard bodyDepth > 0, hasScope, decl.name != "_",
      position(of: decl.name, inScope: scopes.count - 1) != nil
    else { return nil }
    for statement in scopes[scopes.count - 1].statements {
      guard statement.range.start.offset < decl.nameRange.start.offset else { break }
      if case .variable(let earlier) = statement.kind, earlier.name == decl.name,
        earlier.nameRange.start.offset < decl.nameRange.start.offset
      {
        return earlier.nameRange
      }
    }
    return nil
  }

  var isOpaque: Bool { (hasScope && scopes[scopes.count - 1].opaque) || selfContext.isOpaque }

  // MARK: - Statements

  mutating func checkBlock(_ statements: [Stmt]) {
    pushScope(statements)
    defer { popScope() }
    // A local function is seen in its whole block, above its declaration too.
    for case .function(let decl) in statements.lazy.map(\.kind) {
      declare(decl.name, type: nil, constant: true)
    }
    checkStatements(statements)
  }

  /// Statements in the current scope (a `guard`'s bindings stay in it).
  mutating func checkStatements(_ statements: [Stmt]) {
    for statement in statements where spend() {
      checkStatement(statement)
    }
  }

  mutating func checkStatement(_ statement: Stmt) {
    guard hasStack(at: statement.range) else { return }
    switch statement.kind {
    case .expression(let expr):
      _ = typeOf(expr)
    case .variable(let decl):
      checkVariable(decl)
    case .assignment(let target, let op, let value):
      let targetType = assignmentTarget(target)
      let valueType = typeOf(value, expected: op == "=" ? targetType : nil)
      if op == "=" { checkConversion(valueType, to: targetType, of: value, context: .assignment) }
    case .ifStatement(let conditions, let thenBody, let elseBranch):
      pushScope()
      checkConditions(conditions)
      checkBlock(thenBody)
      popScope()
      if let elseBranch { checkBlock(elseBranch) }
    case .guardStatement(let conditions, let elseBody):
      checkBlock(elseBody)
      checkConditions(conditions)
    case .returnStatement(let expr):
      guard let expr else { return }
      let expected = returnType
      let type = typeOf(expr, expected: expected)
      checkConversion(type, to: expected, of: expr, context: .returned)
    case .function(let decl):
      declare(decl.name, type: nil, constant: true)
      checkFunction(decl, freshScopes: bodyDepth == 0, asMember: false)
    case .classDecl(let decl):
      checkClass(decl)
    case .extensionDecl(let decl):
      checkExtension(decl)
    case .enumDecl(let decl):
      checkEnum(decl)
    case .importDecl, .preview:
      break
    case .forIn(let loop):
      let sequence = typeOf(loop.sequence)
      pushScope()
      bind(
        loop.pattern,
        type: loop.elementType?.description
          ?? Self.elementType(of: sequence, expr: loop.sequence))
      if let condition = loop.whereClause { _ = typeOf(condition) }
      checkBlock(loop.body)
      popScope()
    case .whileLoop(_, let conditions, let body):
      pushScope()
      checkConditions(conditions)
      checkBlock(body)
      popScope()
    case .repeatWhile(_, let body, let condition):
      checkBlock(body)
      _ = typeOf(condition)
    case .switchStatement(let statement):
      _ = typeOf(statement.subject)
      for switchCase in statement.cases {
        pushScope()
        for pattern in switchCase.patterns { bind(pattern, type: nil) }
        if let condition = switchCase.whereClause { _ = typeOf(condition) }
        checkBlock(switchCase.body)
        popScope()
      }
    case .breakStatement, .continueStatement, .fallthroughStatement:
      break
    default:
      // A statement the checker does not know may declare names: accept what follows.
      if hasScope { scopes[scopes.count - 1].opaque = true }
    }
  }

  mutating func checkVariable(_ decl: VariableDecl) {
    let annotation = decl.type?.description
    var type = annotation
    if let initializer = decl.initializer {
      // `async let`: the value is worked out in a task of its own, which waits for it.
      if isolation != nil, decl.modifiers.contains(where: { $0.name == "async" }) {
        isolation?.awaited.append(initializer.range)
      }
      let inferred = typeOf(initializer, expected: annotation)
      checkConversion(inferred, to: annotation, of: initializer, context: .specified)
      if type == nil { type = inferred }
    }
    if let earlier = earlierDeclaration(of: decl) {
      report(
        .error(
          "invalid redeclaration of '\(decl.name)'", at: decl.nameRange,
          notes: [.note("'\(decl.name)' previously declared here", at: earlier)]))
    }
    // A `let` without a value is set once later (Swift checks that each path sets it once).
    // The accessors see the variable itself (`didSet { print(score) }`).
    declare(decl.name, type: type, constant: decl.isConstant && decl.initializer != nil)
    if !decl.accessors.isEmpty {
      // At the top level there is no scope yet: the variable gets one for its accessors.
      let topLevel = !hasScope
      if topLevel {
        pushScope()
        declare(decl.name, type: type, constant: decl.isConstant)
      }
      checkAccessors(decl.accessors, type: annotation ?? type)
      if topLevel { popScope() }
    }
  }

  mutating func checkAccessors(_ accessors: [Accessor], type: String?) {
    for accessor in accessors {
      pushScope()
      bodyDepth += 1
      let savedReturnType = returnType
      returnType = accessor.kind == .get ? type : nil
      switch accessor.kind {
      case .set, .willSet:
        declare(accessor.parameterName ?? "newValue", type: type, constant: true)
      case .didSet:
        declare(accessor.parameterName ?? "oldValue", type: type, constant: true)
      case .get:
        break
      }
      checkBody(accessor.body, returning: accessor.kind == .get ? type : nil)
      returnType = savedReturnType
      bodyDepth -= 1
      popScope()
    }
  }

  mutating func checkConditions(_ conditions: [Condition]) {
    for condition in conditions {
      switch condition {
      case .expression(let expr):
        _ = typeOf(expr)
      case .optionalBinding(let binding):
        var type: String?
        if let value = binding.value {
          type = typeOf(value)
        } else {
          type = identifierType(binding.name, range: binding.nameRange)
        }
        let bound = binding.type?.description ?? type.flatMap(Self.unwrappedOnce)
        declare(binding.name, type: bound, constant: !binding.isVar)
      case .patternMatch(let match):
        // `if case .failed(let message) = result`: the value is checked, the names it binds
        // have types the checker does not follow.
        _ = typeOf(match.value)
        bind(match.pattern, type: nil)
      }
    }
  }

  /// Binds the names of a `for` or `case` pattern.
  mutating func bind(_ pattern: Pattern, type: String?) {
    switch pattern {
    case .wildcard:
      break
    case .binding(let name):
      declare(name, type: type, constant: true)
    case .tuple(let items):
      for item in items { bind(item, type: nil) }
    case .enumCase(_, let arguments):
      for item in arguments ?? [] { bind(item, type: nil) }
    case .expression(let expr):
      _ = typeOf(expr)
    case .typeCast(let inner, let type):
      if let inner { bind(inner, type: type.description) }
    }
  }

  /// The element type of what a `for` loop walks.
  static func elementType(of sequence: String?, expr: Expr) -> String? {
    if case .binary(let op, _, _) = expr.kind, op == "..<" || op == "..." { return "Int" }
    guard let sequence, Self.startsWith("[", sequence), Self.endsWith("]", sequence),
      !sequence.contains(":")
    else { return nil }
    return String(sequence.dropFirst().dropLast())
  }

  // MARK: - Functions and types

  /// The functions a body can call that never return: `self`'s methods and the top-level
  /// functions declared `-> Never`.
  func neverReturningFunctions() -> Set<String> {
    var names = selfContext.neverReturning
    for (name, declarations) in upcoming.functions
    where declarations.contains(where: { $0.returnType?.description == "Never" }) {
      names.insert(name)
    }
    for (name, declarations) in state.functions
    where declarations.contains(where: { $0.returnType?.description == "Never" }) {
      names.insert(name)
    }
    return names
  }

  /// A body; one expression alone returns its value when a result is declared (Swift 5.1).
  mutating func checkBody(_ body: [Stmt], returning returnType: String?) {
    defer {
      if reporting,
        let error = DefiniteInitialization.check(body, neverReturning: neverReturningFunctions())
      {
        report(error)
      }
    }
    if let returnType, returnType != "Void", body.count == 1,
      case .expression(let expr) = body[0].kind
    {
      let result = typeOf(expr, expected: returnType)
      checkConversion(result, to: returnType, of: expr, context: .returned)
    } else {
      checkBlock(body)
    }
  }

  /// A function's body with its parameters in scope. A top-level function or a method sees
  /// no local of the code around it; a nested function does.
  mutating func checkFunction(_ decl: FunctionDecl, freshScopes: Bool, asMember: Bool) {
    let savedBase = freshScopes ? beginFreshScopes() : scopeBase
    let savedIsolation = isolation
    isolation = isolationSite(of: decl, asMember: asMember)
    defer { isolation = savedIsolation }
    pushScope()
    bodyDepth += 1
    if !decl.isAsync, let awaited = decl.firstAwait {
      report(.error("'async' call in a function that does not support concurrency", at: awaited))
    }
    // A function can call itself.
    if freshScopes, selfContext.members[decl.name] == nil {
      declare(decl.name, type: nil, constant: true)
    }
    for parameter in decl.parameters {
      if let value = parameter.defaultValue {
        _ = typeOf(value, expected: parameter.type.description)
      }
      declare(
        parameter.internalName, type: parameter.type.description, constant: !parameter.isInout,
        parameter: true)
    }
    let savedReturnType = returnType
    returnType = decl.name == "init" ? nil : decl.returnType?.description
    checkBody(decl.body, returning: returnType)
    returnType = savedReturnType
    bodyDepth -= 1
    popScope()
    endFreshScopes(savedBase)
  }

  /// The members of a type's body: methods, initializers, accessors and the closures in
  /// stored properties' initial values, with `self` the type.
  mutating func checkMembers(_ members: [Stmt], context: SelfContext) {
    let saved = selfContext
    let savedIsolation = isolation
    selfContext = context
    for member in members {
      if case .function(let decl) = member.kind, decl.returnType?.description == "Never" {
        selfContext.neverReturning.insert(decl.name)
      }
    }
    isolation = nil
    defer {
      selfContext = saved
      isolation = savedIsolation
    }
    for member in members where spend() {
      switch member.kind {
      case .function(let decl):
        checkFunction(decl, freshScopes: true, asMember: true)
      case .variable(let decl):
        let savedBase = beginFreshScopes()
        pushScope()
        if let initializer = decl.initializer {
          _ = typeOf(initializer, expected: decl.type?.description)
        }
        if !decl.accessors.isEmpty {
          // The accessors see the variable itself (`didSet { print(score) }`).
          declare(decl.name, type: decl.type?.description, constant: decl.isConstant)
          checkAccessors(decl.accessors, type: decl.type?.description)
        }
        popScope()
        endFreshScopes(savedBase)
      case .classDecl(let decl):
        checkClass(decl)
      case .enumDecl(let decl):
        checkEnum(decl)
      default:
        break
      }
    }
  }

  /// Adds what `own` declares to `members` where `members` has no entry for the name (the
  /// entries there win, as a subclass's over its superclass's): `merge` of `memberTypes(own)`,
  /// the dictionary built taken as it is when there is nothing to merge it into.
  static func add(_ own: [Stmt], to members: inout [String: String?]) {
    if members.isEmpty {
      members = memberTypes(own)
    } else {
      members.merge(memberTypes(own)) { mine, _ in mine }
    }
  }

  /// What a learner's declared members are, by name.
  static func memberTypes(_ members: [Stmt]) -> [String: String?] {
    var result: [String: String?] = [:]
    for member in members {
      switch member.kind {
      case .variable(let decl): result[decl.name] = .some(decl.type?.description)
      case .function(let decl): result[decl.name] = .some(nil)
      case .classDecl(let decl): result[decl.name] = .some(nil)
      case .enumDecl(let decl): result[decl.name] = .some(nil)
      default: break
      }
    }
    return result
  }

  /// What `self` is inside the learner's class `name`: its members and its ancestors' (the
  /// learner's and UIKit's).
  func classContext(_ name: String, own members: [Stmt], inherited: [TypeSyntax]) -> SelfContext {
    var context = SelfContext(type: name, members: Self.memberTypes(members))
    var parent = inherited.first?.description
    var steps = 0
    while let current = parent, steps < 16 {
      steps += 1
      if APICatalog.types[current] != nil {
        context.catalogType = current
        return context
      }
      if current == "NSObject" { return context }
      guard let decl = state.classes[current] else {
        // A protocol, or a class declared later: what `self` has is not known here.
        context.isOpaque = inherited.count > 0
        return context
      }
      Self.add(decl.members, to: &context.members)
      parent = decl.inherited.first?.description
    }
    return context
  }

  mutating func checkClass(_ decl: ClassDecl) {
    var context = classContext(decl.name, own: decl.members, inherited: decl.inherited)
    if decl.inherited.count > 1 || decl.isStruct, context.catalogType == nil {
      // Protocol conformances or a struct: only the own members are known for sure.
      context.isOpaque = context.isOpaque || decl.inherited.count > 0
    }
    context.isolation = typeIsolation(of: decl, catalogType: context.catalogType)
    checkMembers(decl.members, context: context)
  }

  mutating func checkEnum(_ decl: EnumDecl) {
    checkMembers(decl.members, context: Self.enumContext(decl))
  }

  /// What `self` has in an enum's code (its own or an extension's): its cases, `rawValue`
  /// and its members.
  static func enumContext(_ decl: EnumDecl) -> SelfContext {
    var context = SelfContext(type: decl.name, members: Self.memberTypes(decl.members))
    for enumCase in decl.cases { context.members[enumCase.name] = .some(decl.name) }
    context.members["rawValue"] = .some(nil)
    context.isOpaque = !decl.inherited.isEmpty && decl.inherited.count > 1
    return context
  }

  mutating func checkExtension(_ decl: ExtensionDecl) {
    let type = decl.extendedType.description
    var context: SelfContext
    if type == "ViewController" {
      context = SelfContext(type: type, catalogType: "UIViewController")
      if let own = state.classes[type] {
        context = classContext(type, own: own.members, inherited: own.inherited)
      }
      context.isolation = .mainActor
    } else if let own = state.enums[type] {
      // `extension Rank: CustomStringConvertible { ... "\(rawValue)" }`.
      context = Self.enumContext(own)
    } else if let own = state.classes[type] {
      context = classContext(type, own: own.members, inherited: own.inherited)
      context.isolation = typeIsolation(of: own, catalogType: context.catalogType)
    } else if APICatalog.types[type] != nil, type.hasPrefix("UI") {
      context = SelfContext(type: type, catalogType: type)
      context.isolation = .mainActor
    } else {
      context = SelfContext(type: type, isOpaque: true)
    }
    Self.add(decl.members, to: &context.members)
    // In a protocol's extension, what the protocol requires is a member of `self`.
    for requirement in state.protocols[type]?.requirements ?? [] {
      context.members[requirement] = context.members[requirement] ?? .some(nil)
    }
    for earlier in state.extensions[type] ?? [] {
      if let name = UpcomingDeclarations.name(of: earlier) { context.members[name] = .some(nil) }
    }
    checkMembers(decl.members, context: context)
  }
}

/// The base of a member, as `DeclarationChecker.memberBase(_:)` finds it.
enum MemberBase {
  /// A type's name (today's spelling): `Type.name` is a static member or an enum's case.
  case type(String)
  /// A value, of this type when the checker knows it.
  case value(String?)
}

/// A call's parameters walked in step with its arguments, as the interpreter binds them:
/// each argument binds the first parameter after the one the argument before it bound whose
/// label it has (or a function parameter, for a trailing closure); after an argument that
/// binds none, none does.
struct ParameterWalk {
  let params: [ParamSpec]
  /// Where the parameter the next argument binds is looked for from.
  var next = 0

  /// The type of the parameter `argument` binds, nil when it binds none.
  mutating func type(boundBy argument: Argument) -> String? {
    while next < params.count {
      let param = params[next]
      next &+= 1
      if argument.label == param.label || (argument.isTrailingClosure && param.isFunction) {
        return param.type
      }
    }
    return nil
  }
}

/// Where a value goes, for the compiler's wording of a mismatch.
enum ConversionContext {
  case specified, argument, assignment, returned
}
