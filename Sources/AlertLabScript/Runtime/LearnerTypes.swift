import AlertLabKit
import AlertLabWords

// The learner's own types and extensions: enums, structs, classes deriving from NSObject or
// nothing, and extensions of any simulated type (`UIAlertController`, `UIViewController`,
// `String`). Methods and computed properties are found along the value's class chain —
// the learner's classes first, then the UIKit classes they inherit from — in the class's own
// members and in the extensions of each type.
//
// A `struct`'s instance is an object too, copied wherever a value is stored
// (`ValueSemantics.swift`), so it behaves as a value.

extension Interpreter {
  // MARK: - Declarations

  func declareEnum(_ decl: EnumDecl, range: SourceRange) throws {
    guard scopes.isEmpty else {
      throw scriptError(Said(.simulatesEnumsDeclaredTop), at: range)
    }
    var decl = decl
    decl.members = qualifyingCollidingTypes(expandingWrappedProperties(decl.members), in: decl.name)
    state.enums[decl.name] = decl
    recordMemberOrigins(decl.name, decl.members)
    try declareNestedTypes(of: decl.members, range: range)
    state.classes[decl.name] = ClassDecl(
      modifiers: decl.modifiers, name: decl.name, nameRange: decl.nameRange, inherited: [],
      members: decl.members)
  }

  /// The structs, classes and enums declared inside a type's body (`struct AlertConfig {
  /// enum Style { ... } }`): each is a type of the learner's by its own name, and
  /// `AlertConfig.Style` names it too (`learnerTypeName`). Two nested types of one name in
  /// different types are one here.
  func declareNestedTypes(of members: [Stmt], range: SourceRange) throws {
    for member in members {
      switch member.kind {
      case .classDecl(let nested): try declareClass(nested, range: member.range)
      case .enumDecl(let nested): try declareEnum(nested, range: member.range)
      default: continue
      }
    }
  }

  /// True when `name` is a type declared inside the learner's type `outer`.
  /// The learner's type as Swift qualifies it, with the types it is declared in:
  /// `TarotCard.Suit` for `Suit` declared inside `TarotCard`.
  func qualifiedName(_ type: String) -> String {
    var path = type
    var inner = type
    for _ in 0..<8 {
      guard let outer = state.classes.first(where: { isNestedType(inner, in: $0.key) })?.key
      else { break }
      if !inner.hasPrefix(outer + ".") { path = outer + "." + path }
      inner = outer
    }
    return path
  }

  /// The name a type declared inside `outer` is known by: its own (`Button` of
  /// `AlertConfig`), or its qualified one (`IdType.Employee`) when another type had its own
  /// name first (`qualifyingCollidingTypes(_:in:)`); nil when `outer` declares no such type.
  func nestedTypeName(_ name: String, in outer: String) -> String? {
    if isNestedType(name, in: outer) { return name }
    let qualified = outer + "." + name
    return isNestedType(qualified, in: outer) ? qualified : nil
  }

  /// The members of the type `outer` with each nested type whose name another type has
  /// already (`struct Employee` and `enum IdType { enum Employee {} }`) renamed to its
  /// qualified name, so that both are kept. The same type declared again keeps its name.
  func qualifyingCollidingTypes(_ members: [Stmt], in outer: String) -> [Stmt] {
    guard !state.classes.isEmpty || !upcoming.types.isEmpty else { return members }
    // Taken by a type declared at the top or inside another type.
    func taken(_ name: String) -> Bool {
      if state.classes[name] != nil || state.enums[name] != nil {
        return !isNestedType(name, in: outer)
      }
      return upcoming.types.contains(name)
    }
    var names: [String: String] = [:]
    for member in members {
      switch member.kind {
      case .classDecl(let nested) where taken(nested.name):
        names[nested.name] = outer + "." + nested.name
      case .enumDecl(let nested) where taken(nested.name):
        names[nested.name] = outer + "." + nested.name
      default:
        continue
      }
    }
    guard !names.isEmpty else { return members }
    hasQualifiedNestedTypes = true
    return Self.renamingTypes(in: members, names)
  }

  /// `members` with the types in `names` declared and written (in the declarations of
  /// properties, methods and the types nested among them, and the `let` and `var`
  /// annotations of their bodies) by their new names. As deep as the parser let the blocks
  /// nest.
  static func renamingTypes(in members: [Stmt], _ names: [String: String]) -> [Stmt] {
    members.map { member in
      var renamed = member
      switch member.kind {
      case .classDecl(var nested):
        nested.name = names[nested.name] ?? nested.name
        nested.members = renamingTypes(in: nested.members, names)
        renamed.kind = .classDecl(nested)
      case .enumDecl(var nested):
        nested.name = names[nested.name] ?? nested.name
        nested.members = renamingTypes(in: nested.members, names)
        renamed.kind = .enumDecl(nested)
      case .variable(var variable):
        variable.type = variable.type?.renaming(names)
        for index in variable.accessors.indices {
          variable.accessors[index].body = renamingTypes(in: variable.accessors[index].body, names)
        }
        renamed.kind = .variable(variable)
      case .function(var function):
        for index in function.parameters.indices {
          function.parameters[index].type = function.parameters[index].type.renaming(names)
        }
        function.returnType = function.returnType?.renaming(names)
        function.body = renamingTypes(in: function.body, names)
        renamed.kind = .function(function)
      default:
        // The blocks of a body: `let note: Note = ...` inside a method is the nested type too.
        renamed.kind = member.kind.mappingBlocks { renamingTypes(in: $0, names) }
      }
      return renamed
    }
  }

  /// The types declared inside the learner's type `outer` under their qualified names
  /// (`qualifyingCollidingTypes(_:in:)`), by the names they are written by: what an extension
  /// of `outer` means by `Style` is `outer.Style`.
  func qualifiedNestedTypes(of outer: String) -> [String: String] {
    var names: [String: String] = [:]
    for member in state.classes[outer]?.members ?? [] {
      let nested: String
      switch member.kind {
      case .classDecl(let decl): nested = decl.name
      case .enumDecl(let decl): nested = decl.name
      default: continue
      }
      if nested.hasPrefix(outer + ".") { names[String(nested.dropFirst(outer.count + 1))] = nested }
    }
    return names
  }

  /// Inside the code of a type that declares a type `name` under its qualified name
  /// (`qualifyingCollidingTypes(_:in:)`), that type: the name, written there, means it.
  func enclosingNestedType(_ name: String) -> String? {
    var context: String?
    switch currentInstance {
    case .object(let id)?: context = learnerClass(of: id)
    case .type(let type)?: context = type
    default: break
    }
    guard let context, let nested = nestedTypeName(name, in: context), nested != name else {
      return nil
    }
    return nested
  }

  func isNestedType(_ name: String, in outer: String) -> Bool {
    guard !state.classes.isEmpty else { return false }
    let members = state.classes[outer]?.members ?? state.extensions[outer] ?? []
    return members.contains { member in
      switch member.kind {
      case .classDecl(let nested): return nested.name == name
      case .enumDecl(let nested): return nested.name == name
      default: return false
      }
    }
  }

  /// A written type with a nested type of the learner's spelled by its own name:
  /// `AlertConfig.Style` is `Style`, `[AlertConfig.Button]?` is `[Button]?`.
  /// `Outcome<Int, LoadError>`: `Outcome`, when it names the learner's generic enum or class
  /// (whose cases and members are the same whatever the arguments); else `type` as it is.
  func learnerGenericBase(_ type: String) -> String {
    guard let open = type.utf8.firstIndex(of: UInt8(ascii: "<")) else { return type }
    let base = String(type[..<open])
    return state.enums[base] != nil || state.classes[base] != nil ? base : type
  }

  func learnerTypeName(_ written: String) -> String {
    guard !state.classes.isEmpty, written.utf8.contains(UInt8(ascii: ".")) else { return written }
    // `Outer.Middle.Inner`: each part nested in the one before is spelled by its own name.
    return Self.rewritingNames(in: written) { word in
      var resolved = ""
      for (index, part) in word.split(separator: ".", omittingEmptySubsequences: false)
        .enumerated()
      {
        let name = String(part)
        if index == 0 {
          resolved = name
        } else if isNestedType(name, in: resolved) {
          resolved = name
        } else {
          resolved += "." + name
        }
      }
      return resolved
    }
  }

  /// A type's spelling with each (dotted) name in it, `Outer.Inner` in `[Outer.Inner: Int]`,
  /// replaced by what `rewrite` makes of it.
  static func rewritingNames(in written: String, _ rewrite: (String) -> String) -> String {
    var result = ""
    var word = ""
    for character in written {
      if character.isLetter || character.isNumber || character == "_" || character == "." {
        word.append(character)
      } else {
        if !word.isEmpty { result += rewrite(word) }
        word = ""
        result.append(character)
      }
    }
    if !word.isEmpty { result += rewrite(word) }
    return result
  }

  /// The types a value's members are looked up in, nearest first: `AlertController`,
  /// `UIAlertController`, `UIViewController`, `NSObject`. Remembered by the type's name
  /// while the declarations stay as they are (`TypeChainMemo`).
  func typeChain(of value: Value) -> [String] {
    var name: String?
    switch value {
    case .object(let id): name = state.world.className(of: id)
    case .enumCase(let type, _), .enumPayload(let type, _, _, _): name = type
    // In a static method, `self` is the type: its chain is the type's.
    case .type(let type): name = type
    // `UIApplication.shared`, `UIScreen.main`: an extension of their class reaches them.
    case .singleton(let singleton):
      name = ValueFormatter(world: state.world).singletonType(singleton)
    default: name = Self.standardTypeName(of: value)
    }
    guard let name else { return [] }
    if let chain = typeChainMemo.chain(of: name, declarations: state) { return chain }
    let chain = typeChain(named: name)
    typeChainMemo.keep(chain, of: name)
    return chain
  }

  /// The chain of the type named `start`, worked out afresh.
  private func typeChain(named start: String) -> [String] {
    var name: String? = start
    var chain: [String] = []
    while let current = name, chain.count < 32, !chain.contains(current) {
      chain.append(current)
      if let decl = state.classes[current] {
        name = decl.inherited.first?.description
      } else {
        name = APICatalog.types[APICatalog.catalogType(for: current)]?.superclass
        if current != APICatalog.catalogType(for: current), !APICatalog.types.contains(current) {
          name = APICatalog.catalogType(for: current)
        }
      }
    }
    if let first = chain.first {
      chain += protocolExtensionTypes(of: first)
      // `extension Collection { subscript(safe index: Index) -> Element? }`: the standard
      // library's protocols a built-in value conforms to, where the learner extends them.
      for standard in Self.standardProtocols[first] ?? [] where state.extensions[standard] != nil {
        chain.append(standard)
      }
    }
    return chain
  }

  /// The standard library's protocols (with members the learner may extend) that its own
  /// types conform to, most refined first.
  static let standardProtocols: [String: [String]] = {
    let collection = ["BidirectionalCollection", "Collection", "Sequence"]
    // `extension CustomStringConvertible { var shout: String { ... } }` reaches them all.
    let described = ["CustomStringConvertible"]
    let hashed = ["Hashable", "CustomStringConvertible"]
    let integer = [
      "FixedWidthInteger", "SignedInteger", "BinaryInteger", "Numeric", "Comparable", "Equatable",
    ]
    let floating = ["BinaryFloatingPoint", "FloatingPoint", "Numeric", "Comparable", "Equatable"]
    return [
      // A Character is a string here: the learner's extension of Character reaches it.
      "String": ["StringProtocol", "RangeReplaceableCollection"] + collection + [
        "Comparable", "Equatable", "Character",
      ] + hashed,
      "Substring": ["StringProtocol", "RangeReplaceableCollection"] + collection + [
        "Comparable", "Equatable",
      ] + hashed,
      "Array": ["RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection"]
        + collection + ["Equatable"] + described,
      "Range": ["RandomAccessCollection"] + collection + described,
      "ClosedRange": ["RandomAccessCollection"] + collection + described,
      "Dictionary": ["Collection", "Sequence"] + described,
      "Set": ["SetAlgebra", "Collection", "Sequence"] + described,
      "Int": integer + hashed, "Double": floating + hashed,
      "Bool": ["Equatable"] + hashed,
    ]
  }()

  /// The standard protocols the standard types adopt (`Collection`, `Numeric`...).
  static let standardProtocolNames: Set<String> = Set(standardProtocols.values.flatMap { $0 })
    .subtracting(["Character"])

  /// The built-in types and standard protocols the learner's extensions may extend.
  static let extensibleStandardTypes: Set<String> = Set(
    standardProtocols.keys
      + standardProtocols.values.flatMap { $0 } + ["Float", "Optional"])

  /// The members declared for `type` by the learner: a class's or enum's own members and
  /// those of its extensions.
  /// True when the learner declared members that could belong to the value: it is an
  /// instance of a learner's type, or some extension exists. Keeps the common case cheap.
  func mayHaveDeclaredMembers(_ value: Value) -> Bool {
    if !state.extensions.isEmpty { return true }
    // No declared class: nothing to look up (the object's class name costs a search).
    if state.classes.isEmpty { return false }
    switch value {
    case .object(let id):
      guard let name = state.world.className(of: id) else { return false }
      return state.classes[name] != nil
    case .enumCase(let type, _), .enumPayload(let type, _, _, _):
      return state.classes[type] != nil
    case .type(let type): return state.classes[type] != nil
    default: return false
    }
  }

  func declaredMembers(of type: String) -> [Stmt] {
    (state.classes[type]?.members ?? []) + (state.extensions[type] ?? [])
  }

  /// A method the learner declared for the value's type (or a type it inherits from) whose
  /// labels fit the call.
  func learnerMethod(
    for value: Value, name: String, arguments: [Argument], isStatic: Bool
  ) -> FunctionDecl? {
    guard mayHaveDeclaredMembers(value) else { return nil }
    var chain = typeChain(of: value)
    if case .type(let type) = value {
      // A static method of a protocol extension (`Q.make()`) is the type's too.
      chain = [type] + classChain(type).dropFirst().map(\.name) + protocolExtensionTypes(of: type)
    }
    let have = arguments.map { $0.isTrailingClosure ? nil : $0.label }
    // A subscript is chosen among those of the whole chain (a protocol extension's taking a
    // sequence beside the type's own taking an `Int`); on a tie, the type's own.
    var subscripts: [FunctionDecl] = []
    for type in chain {
      var fitting: [FunctionDecl] = []
      for member in declaredMembers(of: type) {
        guard case .function(let decl) = member.kind, decl.name == name,
          isClassMember(decl.modifiers) == isStatic
        else { continue }
        if name == "subscript" {
          // A subscript's parameters have labels only where written apart (`safe index`):
          // `items[3]` is not `items[safe: 3]`.
          let labels = decl.parameters.map { parameter in
            parameter.externalLabel.flatMap { $0 == "_" ? nil : $0 }
          }
          // `p[0, 2, 5]` of `subscript(terms: Int...)`: the arguments a variadic one takes.
          let given =
            decl.parameters.contains(where: \.isVariadic)
            ? packingVariadic(arguments, for: decl).map { $0.isTrailingClosure ? nil : $0.label }
            : have
          if labelsMatch(
            have: given, want: labels, defaults: decl.parameters.map { $0.defaultValue != nil })
          {
            subscripts.append(decl)
          }
          continue
        }
        let want = decl.parameters.map(labelOf)
        if decl.isAsync, Self.passesOnlySynchronousClosures(arguments),
          catalogHasMethod(value, named: name)
            || (Self.sequenceMethods.contains(name) && chain.contains("Sequence"))
        {
          // `map { _ in nil }` beside the learner's `async` `map` of `Sequence`: Swift picks
          // the standard library's, which takes the closure as it is written.
          continue
        }
        if argumentsFit(arguments, decl) {
          fitting.append(decl)
        } else if !Self.passesClosureForKeyPath(arguments, decl),
          labelsMatch(
            have: have, want: want.isEmpty ? [] : [nil] + want.dropFirst(),
            defaults: decl.parameters.map { $0.defaultValue != nil }),
          !catalogHasMethod(value, named: name)
        {
          // Swift 2 gave a method's first parameter no label: `contains("a")` calls the
          // learner's `contains(word:)`, unless the type has its own `contains(_:)`.
          fitting.append(decl)
        }
      }
      if let decl = fittest(fittingResult(fitting, name: name, of: value), arguments) {
        return decl
      }
    }
    return fittestSubscript(subscripts, arguments)
  }

  /// True when the learner declared a method or extension at all, so that a call's expected
  /// result may choose among overloads (`fittingResult`).
  var mayHaveOverloadedMethods: Bool { !state.extensions.isEmpty || !state.classes.isEmpty }

  /// Of methods named `name` that fit a call's arguments, those whose result fits the type
  /// the call's context expects (`let mean: Double = scores.average()` of `average() ->
  /// Element` and `average<T: FloatingPoint>() -> T`): one that gives the type itself, else
  /// one whose result is a generic parameter of its own. All of them when no context tells.
  func fittingResult(_ candidates: [FunctionDecl], name: String, of receiver: Value)
    -> [FunctionDecl]
  {
    guard candidates.count > 1, let hint = expectedCallResult, hint.function == name else {
      return candidates
    }
    let wanted = stripOptional(hint.type)
    func score(_ decl: FunctionDecl) -> Int {
      guard let result = decl.returnType else { return 0 }
      if let parameter = result.genericParameter, decl.genericParameters.contains(parameter) {
        return 1
      }
      let resolved = elementResolved(result, of: receiver) ?? result.description
      return stripOptional(resolved) == wanted ? 2 : 0
    }
    let scores = candidates.map(score)
    guard let best = scores.max(), best > 0 else { return candidates }
    return zip(candidates, scores).filter { $0.1 == best }.map(\.0)
  }

  /// True when the arguments include a closure literal and none of them awaits.
  static func passesOnlySynchronousClosures(_ arguments: [Argument]) -> Bool {
    var sawClosure = false
    for argument in arguments {
      guard case .closure(let closure) = argument.value.kind else { continue }
      if closure.awaits { return false }
      sawClosure = true
    }
    return sawClosure
  }

  /// True when the learner declared a method `name` for the value's type.
  func learnerDeclares(_ value: Value, method name: String) -> Bool {
    guard mayHaveDeclaredMembers(value) else { return false }
    return typeChain(of: value).contains { type in
      declaredMembers(of: type).contains {
        if case .function(let decl) = $0.kind { return decl.name == name }
        return false
      }
    }
  }

  /// True when `name` is a method of the value's type, declared by the learner or by UIKit.
  func hasMethod(_ value: Value, named name: String) -> Bool {
    for type in mayHaveDeclaredMembers(value) ? typeChain(of: value) : [] {
      for member in declaredMembers(of: type) {
        if case .function(let decl) = member.kind, decl.name == name { return true }
      }
    }
    return catalogHasMethod(value, named: name)
  }

  /// True when `name` is a method UIKit or the standard library gives the value's type.
  func catalogHasMethod(_ value: Value, named name: String) -> Bool {
    APICatalog.members(of: receiverType(value)).contains {
      if case .method = $0.kind { return $0.name == name || $0.old.contains { $0.name == name } }
      return false
    }
  }

  /// Calls a method the learner declared on the receiver's type; nil when there is none.
  func callLearnerMethod(
    _ receiver: Value, name: String, arguments: [Argument], range: SourceRange
  ) throws -> Value? {
    if case .object(let id) = receiver, id == state.world.rootViewController,
      let decls = userFunctions(named: name), !callsUIKitMethodOfSelf(name, decls, arguments)
    {
      // `self.f()`: a top-level function is a method of self.
      let decl = try pickUserFunction(decls, name: name, arguments: arguments, range: range)
      let values = try userArguments(decl, arguments)
      return try callUser(decl, arguments: values, range: range)
    }
    let isStatic: Bool
    if case .type = receiver { isStatic = true } else { isStatic = false }
    guard
      let decl = learnerMethod(for: receiver, name: name, arguments: arguments, isStatic: isStatic)
    else { return nil }
    return try runMethod(decl, of: receiver, arguments: arguments, range: range)
  }

  /// How a call's labels miss the methods of its name the learner declared.
  enum LabelMiss {
    /// One declaration's labels are nearest (`go(a:)` for `go(b: 1)`): Swift's error is
    /// about the labels.
    case nearest(want: [String?], defaults: [Bool])
    /// Two are as near: Swift finds no exact match.
    case tied
  }

  /// How the call's labels miss the methods `name` the learner declared for the value's
  /// type, of those taking as many arguments as it gives (`alert(_:isPresented:actions:)`
  /// for `action:`). Nil when one fits as `learnerMethod` matches them (defaults, a variadic
  /// parameter and Swift 2's unlabelled first argument included), when none takes as many,
  /// when the type's catalog has the method too, or when a closure trails the call.
  func labelMiss(
    of value: Value, method name: String, arguments: [Argument]
  ) -> LabelMiss? {
    let isStatic: Bool
    if case .type = value { isStatic = true } else { isStatic = false }
    guard name != "subscript", mayHaveDeclaredMembers(value),
      !arguments.contains(where: \.isTrailingClosure), !catalogHasMethod(value, named: name),
      learnerMethod(for: value, name: name, arguments: arguments, isStatic: isStatic) == nil
    else { return nil }
    let have = arguments.map(\.label)
    var nearest: (want: [String?], defaults: [Bool], wrong: Int)?
    var tied = false
    for type in typeChain(of: value) {
      for member in declaredMembers(of: type) {
        guard case .function(let decl) = member.kind, decl.name == name,
          isClassMember(decl.modifiers) == isStatic
        else { continue }
        guard decl.parameters.count == arguments.count,
          !decl.parameters.contains(where: \.isVariadic)
        else { continue }
        let want = decl.parameters.map(labelOf)
        let wrong = zip(have, want).filter { $0.0 != $0.1 }.count
        if let best = nearest, best.wrong < wrong || (best.wrong == wrong && best.want == want) {
          continue
        }
        tied = nearest?.wrong == wrong
        nearest = (want, decl.parameters.map { $0.defaultValue != nil }, wrong)
      }
    }
    guard let nearest else { return nil }
    return tied ? .tied : .nearest(want: nearest.want, defaults: nearest.defaults)
  }

  /// `pet.sound()` where `pet` is declared an `A` and holds a `Dog`: the `Dog`'s override
  /// runs, given the default arguments `A`'s method declares, as Swift takes a default from
  /// the declaration the call is checked against. The arguments with those defaults written
  /// out (where each is a literal); the arguments as they are otherwise.
  func withDeclaredDefaults(
    _ arguments: [Argument], of name: String, receiver: Value, declared: String?
  ) -> [Argument] {
    guard let declared, case .object(let id) = receiver, let dynamic = learnerClass(of: id)
    else { return arguments }
    let declaredType = stripOptional(declared)
    guard declaredType != dynamic, state.classes[declaredType] != nil,
      let checked = learnerMethod(
        for: .type(declaredType), name: name, arguments: arguments, isStatic: false),
      checked.parameters.count > arguments.count,
      !arguments.contains(where: \.isTrailingClosure)
    else { return arguments }
    var written: [Argument] = []
    var next = 0
    for parameter in checked.parameters {
      if next < arguments.count, arguments[next].label == labelOf(parameter) {
        written.append(arguments[next])
        next += 1
        continue
      }
      guard let value = parameter.defaultValue, !parameter.isVariadic else { return arguments }
      switch value.kind {
      case .integer, .float, .string, .boolean, .nilLiteral: break
      default: return arguments
      }
      written.append(Argument(label: labelOf(parameter), value: value))
    }
    guard next == arguments.count else { return arguments }
    return written
  }

  /// Runs the learner's method `decl` with `receiver` as `self`.
  func runMethod(
    _ decl: FunctionDecl, of receiver: Value, arguments: [Argument], range: SourceRange
  )
    throws -> Value
  {
    var told: [String: String] = [:]
    let values = try userArguments(
      decl, arguments, told: &told, fixed: typeParameterBindings(of: receiver))
    var instance: ObjectID?
    if case .object(let id) = receiver, state.instances[id] != nil { instance = id }
    let result = try callUser(
      decl, arguments: values, range: range, instance: instance, selfValue: receiver)
    try writeBackInout(decl, arguments)
    return result
  }

  /// A computed property (or an enum's `rawValue`) the learner declared for the value's type.
  func learnerProperty(_ receiver: Value, name: String) throws -> Value? {
    if case .enumCase(let type, let caseName) = receiver, let decl = state.enums[type],
      name == "rawValue"
    {
      return rawValue(of: caseName, in: decl)
    }
    if case .object(let id) = receiver, state.instances[id]?[name] != nil { return nil }
    guard mayHaveDeclaredMembers(receiver) else { return nil }
    for type in typeChain(of: receiver) {
      if let (variable, getter) = instanceGetter(name, in: declaredMembers(of: type)) {
        return try runGetter(getter, of: variable, receiver: receiver)
      }
    }
    return nil
  }

  /// `code.orDefault` where the learner's `extension Optional` declares `orDefault`: its
  /// getter run with the optional itself as `self`. Nil when no such extension declares it.
  func optionalExtensionProperty(_ value: Value, name: String) throws -> Value? {
    guard let (variable, getter) = instanceGetter(name, in: state.extensions["Optional"] ?? [])
    else { return nil }
    return try runGetter(getter, of: variable, receiver: value)
  }

  /// `shape.json` where `shape` is declared a `Shape` and only an extension of the protocol
  /// declares `json`, no requirement: Swift reads the extension's, whatever the value's type
  /// declares (static dispatch). Nil for any other member or declared type.
  func protocolExtensionProperty(_ value: Value, declared: String?, name: String) throws
    -> Value?
  {
    guard var type = declared.map(stripOptional) else { return nil }
    if type.hasPrefix("any ") { type.removeFirst(4) }
    guard state.protocols[type] != nil, let members = state.extensions[type],
      let (variable, getter) = instanceGetter(name, in: members),
      !protocolRequires(type, name)
    else { return nil }
    return try runGetter(getter, of: variable, receiver: value)
  }

  /// The computed instance property `name` among `members`, with its getter.
  private func instanceGetter(_ name: String, in members: [Stmt]) -> (VariableDecl, Accessor)? {
    for member in members {
      guard case .variable(let variable) = member.kind, variable.name == name,
        !isClassMember(variable.modifiers),
        let getter = variable.accessors.first(where: { $0.kind == .get })
      else { continue }
      return (variable, getter)
    }
    return nil
  }

  /// The value `getter`, the getter of `variable`, gives for `receiver`.
  private func runGetter(_ getter: Accessor, of variable: VariableDecl, receiver: Value) throws
    -> Value
  {
    var instance: ObjectID?
    if case .object(let id) = receiver, state.instances[id] != nil { instance = id }
    return try runningAccessor(getter, of: variable, receiver: receiver) {
      try inFrame(
        returnType: elementResolved(variable.type, of: receiver), instance: instance,
        selfValue: receiver,
        range: nil
      ) {
        try runAccessorBody(getter, of: variable, newValue: nil)
      }
    }
  }

  /// `super.name` in the code of an instance of the learner's class: the getter of the class
  /// it inherits from (each `super.` one class further up, as `callSuperInScreenClass`
  /// counts), else the value the instance stores. Nil when no learner class declares it.
  func superProperty(_ name: String) throws -> Value? {
    guard case .object(let id)? = currentInstance, let owner = learnerClass(of: id) else {
      return nil
    }
    let getters = classChain(owner).compactMap { decl -> (Accessor, VariableDecl)? in
      for member in decl.members {
        if case .variable(let variable) = member.kind, variable.name == name,
          !isClassMember(variable.modifiers),
          let getter = variable.accessors.first(where: { $0.kind == .get })
        {
          return (getter, variable)
        }
      }
      return nil
    }
    let key = owner + "." + name
    let depth = superDepths[key, default: 0] + 1
    guard depth < getters.count else {
      return try state.instances[id]?[name].map { try readBox($0, range: nil) }
    }
    superDepths[key] = depth
    defer { superDepths[key] = depth - 1 }
    return try runGetter(getters[depth].0, of: getters[depth].1, receiver: .object(id))
  }

  /// A case's raw value: as written, its name for a `String` enum, its position for `Int`.
  func rawValue(of caseName: String, in decl: EnumDecl) -> Value {
    let rawType = decl.inherited.first?.description ?? ""
    var next = 0
    for item in decl.cases {
      var value: Value = rawType == "String" ? .string(item.name) : .int(next)
      if let raw = item.rawValue {
        switch raw.kind {
        case .integer(let number): value = .int(number)
        case .string(let segments):
          value = .string(
            segments.map { if case .text(let text) = $0 { text } else { "" } }.joined())
        case .float(let number): value = .double(number)
        default: break
        }
      }
      if case .int(let number) = value { next = number + 1 }
      if item.name == caseName { return value }
    }
    return .none
  }

  /// `Message.inValidEmail`, `.deletion` where a learner's enum is expected.
  func learnerEnumCase(_ written: String, name: String) -> Value? {
    let type = learnerTypeName(written)
    guard let decl = state.enums[type], decl.cases.contains(where: { $0.name == name }) else {
      return nil
    }
    return .enumCase(type: type, name: name)
  }

  /// `static let shared = AlertManager()`: made once, on first use.
  func staticStoredProperty(_ className: String, name: String) throws -> Value? {
    if state.classes.isEmpty { return nil }
    for type in [className] + classChain(className).dropFirst().map(\.name) {
      guard let decl = state.classes[type] else { continue }
      for member in decl.members {
        guard case .variable(let variable) = member.kind, variable.name == name,
          isClassMember(variable.modifiers), variable.accessors.isEmpty
        else { continue }
        let key = type + "." + name
        if let box = state.statics[key] { return state.boxes[box] }
        let typeText = variable.type?.description
        var value: Value
        if let initializer = variable.initializer {
          value = try eval(initializer, expected: typeText)
          if let typeText { value = try coerce(value, to: typeText, at: initializer.range) }
        } else if !variable.isConstant, let typeText, typeText.hasSuffix("?") {
          // `static var current: Alert?`: an optional `var` starts as nil.
          value = .none
        } else {
          continue
        }
        state.statics[key] = newBox(value, constant: variable.isConstant, type: typeText)
        return value
      }
    }
    return nil
  }

  /// The extension types whose members are methods of `self`.
  static let selfExtensionTypes: Set<String> = [
    "ViewController", "UIViewController", "UIResponder", "NSObject",
  ]

  /// Adds an extension's members to the type it extends.
  func addExtension(_ decl: ExtensionDecl, range: SourceRange) throws {
    let written = decl.extendedType.description
    let name = try interpolationTypeName(written) ?? written
    recordMemberOrigins(splitOld(name).type, decl.members)
    if var declared = state.classes[name] {
      declared.members += decl.members
      state.classes[name] = declared
      // `extension Inventory { struct Summary { ... } }`.
      try declareNestedTypes(of: decl.members, range: range)
      return
    }
    guard
      isTypeName(name) || Self.extensibleStandardTypes.contains(name)
        || state.protocols[name] != nil
    else {
      // A type of the SDK that AlertLab leaves out is real Swift: said as such, not as a
      // compile error.
      if let refusal = unsimulatedClass(name, range: decl.extendedType.range) { throw refusal }
      throw scriptError("cannot find type '\(name)' in scope", at: decl.extendedType.range)
    }
    for member in decl.members {
      if case .variable(let variable) = member.kind,
        !variable.accessors.contains(where: { $0.kind == .get }),
        !isClassMember(variable.modifiers)
      {
        throw scriptError("extensions must not contain stored properties", at: member.range)
      }
    }
    state.extensions[splitOld(name).type, default: []] += decl.members
    // `extension Character { enum Category { ... } }`.
    try declareNestedTypes(of: decl.members, range: range)
  }

  // MARK: - Making instances

  /// `AlertManager()`, `AlertAction("Yes", handler)`, `AlertModel(title: ...)`: an instance of
  /// a learner's class or struct that does not descend from UIViewController, its `init` run.
  func constructLearnerObject(
    _ type: String, arguments: [Argument], range: SourceRange
  ) throws -> Value {
    let have = arguments.map { $0.isTrailingClosure ? nil : $0.label }
    let inits = learnerInitializers(type)
    let fitting = inits.filter { argumentsFit(arguments, $0.decl) }
    let chosen = fittest(fitting.map(\.decl), arguments)
    if let found = fitting.first(where: { $0.decl == chosen }) {
      let id = try instantiate(type)
      let made = try runInitializer(found, of: id, arguments: arguments, range: range)
      // `init?`: nil when it returned nil, else the instance wrapped.
      guard found.decl.isFailable else { return .object(id) }
      return made ? .some(.object(id)) : .none
    }
    guard let declared = state.classes[type], inits.isEmpty || declared.isStruct else {
      let want = inits.first?.decl.parameters.map(labelOf) ?? []
      throw labelError(have: have, want: want, range: range)
    }
    let arguments = labelingTrailingClosures(arguments, memberwiseProperties(declared))
    // A struct keeps its memberwise initializer beside the ones its extensions declare.
    if !inits.isEmpty,
      !memberwiseFits(declared, arguments.map { $0.isTrailingClosure ? nil : $0.label })
    {
      let want = inits.first?.decl.parameters.map(labelOf) ?? []
      throw labelError(have: have, want: want, range: range)
    }
    // Swift evaluates the arguments first, then makes the stored properties in order: the
    // wrapped ones given values have their wrappers made from them in their places.
    var given: [String: Value] = [:]
    for argument in arguments {
      guard let label = argument.label, let storage = wrappedStorage(label, in: declared) else {
        continue
      }
      given[storage.name] = try memberwiseWrappedArgument(storage, argument: argument, in: declared)
    }
    let id = try instantiate(type, given: given)
    try initializeMemberwise(declared, id, arguments: arguments, range: range)
    return .object(id)
  }

  /// The storage `_name` of the wrapped property `name` the type declares, if any.
  func wrappedStorage(_ name: String, in declared: ClassDecl) -> VariableDecl? {
    for member in declared.members {
      guard case .variable(let storage) = member.kind, storage.name == "_" + name,
        storage.modifiers.contains(where: { $0.name == Self.wrapperStorageMark })
      else { continue }
      return storage
    }
    return nil
  }

  /// The stored properties a struct's memberwise initializer takes, in order (none for a
  /// class).
  private func memberwiseProperties(_ declared: ClassDecl) -> [VariableDecl] {
    guard declared.isStruct else { return [] }
    return declared.members.compactMap { member -> VariableDecl? in
      // A stored property with `willSet`/`didSet` is one too (its observers do not run).
      guard case .variable(let variable) = member.kind,
        variable.accessors.allSatisfy({ $0.kind == .willSet || $0.kind == .didSet }),
        !isClassMember(variable.modifiers), !(variable.isConstant && variable.initializer != nil)
      else { return nil }
      return memberwiseView(variable, in: declared)
    }
  }

  /// `Card { ... }`: a trailing closure given to a memberwise initializer takes the label of
  /// the first property of function type after the arguments before it (Swift's forward scan).
  private func labelingTrailingClosures(_ arguments: [Argument], _ settable: [VariableDecl])
    -> [Argument]
  {
    guard arguments.contains(where: \.isTrailingClosure) else { return arguments }
    var labeled = arguments
    var next = 0
    for index in labeled.indices {
      if let label = labeled[index].label {
        // `} second: { ... }`: a later trailing closure is given by its label.
        labeled[index].isTrailingClosure = false
        if let position = settable.firstIndex(where: { $0.name == label }) { next = position + 1 }
        continue
      }
      guard labeled[index].isTrailingClosure, next < settable.count else { continue }
      let rest = settable.indices[next...]
      let isFunction = { (position: Int) in
        settable[position].type?.description.contains("->") == true
      }
      guard let position = rest.first(where: isFunction) ?? rest.first else { continue }
      labeled[index].label = settable[position].name
      labeled[index].isTrailingClosure = false
      next = position + 1
    }
    return labeled
  }

  private func memberwiseFits(_ declared: ClassDecl, _ have: [String?]) -> Bool {
    let settable = memberwiseProperties(declared)
    return labelsMatch(
      have: have, want: settable.map { Optional($0.name) },
      defaults: settable.map {
        $0.initializer != nil || $0.type?.description.hasSuffix("?") == true
      })
  }

  /// A struct's memberwise initializer (a class without `init` takes no arguments) run on
  /// `id`: each property named takes its argument.
  private func initializeMemberwise(
    _ declared: ClassDecl, _ id: ObjectID, arguments: [Argument], range: SourceRange
  ) throws {
    let have = arguments.map { $0.isTrailingClosure ? nil : $0.label }
    let settable = memberwiseProperties(declared)
    let want = settable.map { Optional($0.name) }
    guard memberwiseFits(declared, have) else {
      throw labelError(
        have: have, want: want, defaults: settable.map { $0.initializer != nil }, range: range)
    }
    for argument in arguments {
      guard let label = argument.label, let variable = settable.first(where: { $0.name == label })
      else { continue }
      // A wrapped property's wrapper was made from its argument in its place.
      if wrappedStorage(label, in: declared) != nil { continue }
      guard let box = state.instances[id]?[label] else { continue }
      let typeText = variable.type?.description ?? state.declaredTypes[box]
      let given = builderArgument(argument.value, attributes: variable.modifiers)
      var value = try eval(given, expected: typeText)
      if let typeText { value = try coerce(value, to: typeText, at: argument.value.range) }
      state.updateVariable(box) { [value = copied(value)] in $0.value = value }
    }
  }

  /// The initializers a learner's type and its learner-declared superclasses declare, nearest
  /// first, each with the type that declares it.
  func learnerInitializers(_ type: String) -> [(owner: String, decl: FunctionDecl)] {
    classChain(type).flatMap { decl in
      decl.members.compactMap { member -> (owner: String, decl: FunctionDecl)? in
        guard case .function(let function) = member.kind, function.name == "init" else {
          return nil
        }
        return (decl.name, function)
      }
    }
  }

  /// Runs `found`, an initializer of `object`'s class or of one it inherits from; false when
  /// it is failable and returned nil.
  @discardableResult
  private func runInitializer(
    _ found: (owner: String, decl: FunctionDecl), of object: ObjectID, arguments: [Argument],
    range: SourceRange
  ) throws -> Bool {
    // A generic type's parameters, as written where it is made or told by the arguments:
    // the instance is bound to them before its initializer runs, as Swift infers them.
    let parameters = learnerClass(of: object).flatMap { state.classes[$0]?.genericParameters } ?? []
    var told: [String: String] = [:]
    let values = try userArguments(
      found.decl, arguments, told: &told, fixed: typeParameterBindings(of: .object(object)),
      bindsTypeParameters: !parameters.isEmpty)
    // While the initializer runs; afterwards its properties tell them, in full (`Pair<Int,
    // Int>` where the argument's type name says only `Pair`).
    let bound = parameters.compactMap { told[$0] }
    let adopts =
      !parameters.isEmpty && bound.count == parameters.count
      && state.genericArguments[object] == nil
    if adopts { state.genericArguments[object] = bound }
    defer { if adopts { state.genericArguments[object] = nil } }
    initializing.append((object, found.owner))
    defer { initializing.removeLast() }
    let result = try callUser(found.decl, arguments: values, range: range, instance: object)
    try writeBackInout(found.decl, arguments)
    return !(found.decl.isFailable && result == .none)
  }

  /// `Suit(symbol: "♠")`: the learner's enum's own initializer for these arguments, run with
  /// `self` a case it replaces (`self = .spades`), as a mutating method's is; a failable one
  /// gives nil when it returns nil. Nil when the enum declares no initializer that fits.
  func runEnumInitializer(_ decl: EnumDecl, arguments: [Argument], range: SourceRange) throws
    -> Value?
  {
    // Its own initializers and those of its extensions (`extension Switch:
    // ExpressibleByBooleanLiteral { init(booleanLiteral:) }`), which the enum's class
    // declaration gathers.
    let members = state.classes[decl.name]?.members ?? decl.members
    let initializer = members.lazy.compactMap { member -> FunctionDecl? in
      guard case .function(let function) = member.kind, function.name == "init" else {
        return nil
      }
      return function
    }.first { self.argumentsFit(arguments, $0) }
    guard let initializer, let first = decl.cases.first else { return nil }
    let start = Value.enumCase(type: decl.name, name: first.name)
    let values = try userArguments(initializer, arguments)
    mutatingSelf.append(start)
    defer { mutatingSelf.removeLast() }
    let result = try callUser(initializer, arguments: values, range: range, selfValue: start)
    let made = mutatingSelf.last ?? start
    guard initializer.isFailable else { return made }
    return result == .none ? Value.none : Value.some(made)
  }

  /// `super.init(...)` in an initializer of the learner's class whose superclass is the
  /// learner's too: the superclass's initializer for these arguments runs on the same
  /// instance. Nil when the superclass is not the learner's or declares no initializer.
  func superInitializer(_ arguments: [Argument], range: SourceRange) throws -> Value? {
    guard let running = initializing.last,
      let parent = state.classes[running.owner]?.inherited.first?.description,
      state.classes[parent] != nil
    else { return nil }
    let inits = learnerInitializers(parent)
    guard !inits.isEmpty else { return nil }
    guard let found = inits.first(where: { argumentsFit(arguments, $0.decl) }) else {
      throw labelError(
        have: arguments.map { $0.isTrailingClosure ? nil : $0.label },
        want: inits[0].decl.parameters.map(labelOf), range: range)
    }
    // A failable superclass initializer that fails makes this one fail too.
    if try !runInitializer(found, of: running.object, arguments: arguments, range: range) {
      throw ReturnSignal(value: .none)
    }
    return .void
  }

  /// True for a learner's class that descends from UIViewController.
  func isViewControllerClass(_ type: String) -> Bool {
    guard let ancestor = uikitAncestor(of: type), APICatalog.types.contains(ancestor) else {
      return false
    }
    return APICatalog.isSubclass(ancestor, of: "UIViewController")
  }

  func hasOwnInit(_ type: String) -> Bool {
    classChain(type).contains { decl in
      decl.members.contains {
        if case .function(let function) = $0.kind { return function.name == "init" }
        return false
      }
    }
  }

  /// Gives an object UIKit made the stored properties of the learner's subclass.
  func addStoredProperties(of type: String, to id: ObjectID, given: [String: Value] = [:])
    throws
  {
    var fields: [String: Int] = [:]
    selfStack.append(.object(id))
    defer { selfStack.removeLast() }
    for decl in classChain(type).reversed() {
      for member in decl.members {
        guard case .variable(let variable) = member.kind, !isClassMember(variable.modifiers),
          variable.accessors.isEmpty || isObserved(variable)
        else { continue }
        if variable.modifiers.contains(where: { $0.name == "override" }) {
          // `override var watts: Double { didSet { ... } }`: the observers watch the
          // property the superclass stores, around the superclass's own observers.
          if isObserved(variable), let box = fields[variable.name] {
            if var observer = state.observers[box] {
              observer.overrides.append(variable)
              state.observers[box] = observer
            } else {
              state.observers[box] = PropertyObserver(decl: variable, owner: id)
            }
          }
          continue
        }
        if isLazy(variable) {
          let box = lazyBox(variable, owner: id)
          fields[variable.name] = box
          if isObserved(variable) {
            state.observers[box] = PropertyObserver(decl: variable, owner: id)
          }
          continue
        }
        let typeText = variable.type?.description
        var value: Value = .none
        if !given.isEmpty, let made = given[variable.name] {
          value = try memberwiseWrapper(variable, value: made)
        } else if let initializer = variable.initializer {
          value = try eval(initializer, expected: typeText)
          if let typeText { value = try coerce(value, to: typeText, at: initializer.range) }
        }
        // `var x = 0.0`: the property is a Double, as its initial value is.
        let declared = typeText ?? variable.initializer.flatMap { _ in literalTypeName(value) }
        let box = newBox(value, constant: variable.isConstant, type: declared)
        fields[variable.name] = box
        if isNonOwning(variable) { markWeak(box) }
        if isObserved(variable) {
          state.observers[box] = PropertyObserver(decl: variable, owner: id)
        }
      }
    }
    state.instances[id] = fields
  }

  /// `UIAlertController(alertWithTitle: "T")`: a convenience initializer from an extension;
  /// its `self.init(...)` makes the object. Nil when no extension declares one that fits.
  func callExtensionInit(_ type: String, arguments: [Argument], range: SourceRange) throws
    -> Value?
  {
    // Without a declared class or extension there is none to run.
    if state.classes.isEmpty && state.extensions.isEmpty { return nil }
    // A UIKit subclass's own convenience initializers run the same way.
    let own =
      uikitAncestor(of: type) == nil
      ? []
      : (state.classes[type]?.members ?? []).filter { member in
        guard case .function(let function) = member.kind else { return false }
        return function.modifiers.contains { $0.name == "convenience" }
      }
    // UIKit's own initializer wins over one that fills in more defaulted parameters, as
    // Swift ranks them: `self.init(title:message:preferredStyle:)` in a convenience
    // `init(title:message:preferredStyle:confirmTitle: = "OK")` is UIKit's.
    let have = arguments.map { $0.isTrailingClosure ? nil : $0.label }
    let trailing = arguments.last?.isTrailingClosure == true
    let uikitParameters = APICatalog.table(of: uikitAncestor(of: type) ?? type).initializers
      .filter { labelsFit(have, trailing: trailing, $0) }.map(\.params.count).min()
    guard
      let decl = ((state.extensions[type] ?? []) + own).compactMap({ member -> FunctionDecl? in
        if case .function(let function) = member.kind, function.name == "init" { return function }
        return nil
      }).first(where: { decl in
        argumentsFit(arguments, decl)
          && uikitParameters.map { decl.parameters.count <= $0 } ?? true
      })
    else { return nil }
    let values = try userArguments(decl, arguments)
    convenienceInits.append(type)
    defer { convenienceInits.removeLast() }
    var made: Value = .none
    _ = try inFrame(returnType: nil, instance: nil, selfValue: nil, range: range) {
      _ = try runFunctionBody(decl, arguments: values)
      made = (selfStack.last ?? nil) ?? .none
    }
    // A class's makes an object; `extension CGSize`'s a size (by `self.init` or `self = `).
    guard made != .none else {
      throw scriptError(
        "'self.init' isn't called on all paths before returning from initializer", at: range)
    }
    return made
  }

  /// `self.init(...)` inside an initializer: in a convenience initializer from an extension,
  /// makes the object and makes it `self`.
  func delegatingInit(_ arguments: [Argument], range: SourceRange, calleeRange: SourceRange)
    throws -> Value?
  {
    if !mutatingSelf.isEmpty, let current = selfStack.last ?? nil {
      switch current {
      case .enumCase(let type, _), .enumPayload(let type, _, _, _):
        // `self.init(rawValue: ...)` in an enum's initializer: `self` is the case that one
        // makes; when it fails, so does this one.
        let made = try construct(type, arguments: arguments, range: range, calleeRange: calleeRange)
        guard let value = made.unwrapped else { throw ReturnSignal(value: .none) }
        _ = try replaceSelf(with: value)
        return .void
      default: break
      }
    }
    if let running = initializing.last, case .object(running.object)? = selfStack.last ?? nil,
      let type = learnerClass(of: running.object),
      let found = learnerInitializers(type).first(where: { argumentsFit(arguments, $0.decl) })
    {
      // In an initializer of the learner's type, the initializer it delegates to runs on the
      // same instance (its `super.init(...)` is then its own class's superclass's); when it
      // fails, so does this one.
      if try !runInitializer(found, of: running.object, arguments: arguments, range: range) {
        throw ReturnSignal(value: .none)
      }
      return .void
    }
    if let running = initializing.last, case .object(running.object)? = selfStack.last ?? nil,
      let type = learnerClass(of: running.object), let declared = state.classes[type],
      declared.isStruct,
      memberwiseFits(declared, arguments.map { $0.isTrailingClosure ? nil : $0.label })
    {
      // `self.init(start: ..., minutes: ...)` in an extension's initializer: the memberwise one.
      try initializeMemberwise(declared, running.object, arguments: arguments, range: range)
      return .void
    }
    guard let type = convenienceInits.last, let top = selfStack.last, top == nil else {
      return nil
    }
    convenienceInits.append("")
    defer { convenienceInits.removeLast() }
    let made = try construct(type, arguments: arguments, range: range, calleeRange: calleeRange)
    selfStack[selfStack.count - 1] = made
    return .void
  }

  /// The learner's enum `type` when it is `CaseIterable` (it has `allCases`); else nil.
  func caseIterableEnum(_ type: String) -> EnumDecl? {
    guard let decl = state.enums[type],
      decl.inherited.contains(where: { $0.description == "CaseIterable" })
    else { return nil }
    // `static var allCases: [Car] { ... }` of its own: Swift synthesizes none.
    let declaresOwn = decl.members.contains { member in
      guard case .variable(let variable) = member.kind else { return false }
      return variable.name == "allCases" && isClassMember(variable.modifiers)
    }
    return declaresOwn ? nil : decl
  }

  /// The object whose method is running, when it is not the screen's view controller.
  /// The type whose code is running (a method, an accessor, an initializer of the learner's
  /// type, static or not) when it declares a static property `name`: its own code names it
  /// without `Type.`, as Swift lets it.
  func ownStaticMemberOwner(_ name: String) -> String? {
    // A closure made there keeps that `self` (the type, in a static method).
    guard !state.classes.isEmpty, let current = currentInstance ?? selfStack.last ?? nil else {
      return nil
    }
    let owner: String
    switch current {
    case .type(let type): owner = type
    case .object(let id):
      guard let type = learnerClass(of: id) else { return nil }
      owner = type
    case .enumCase(let type, _), .enumPayload(let type, _, _, _): owner = type
    default: return nil
    }
    // `allCases` in the code of a `CaseIterable` enum.
    if name == "allCases", caseIterableEnum(owner) != nil { return owner }
    guard classVariable(name, classMember: true, in: owner) != nil else { return nil }
    return owner
  }

  /// `self = other` in a mutating method of the learner's struct: the instance takes the
  /// other's stored properties. False when `self` is not such an instance.
  func replaceSelf(with value: Value) throws -> Bool {
    // `self = CGSize(width: side, height: side)` in an initializer of an extension of a
    // UIKit value type: the value it makes.
    if let type = convenienceInits.last, !type.isEmpty, let top = selfStack.last, top == nil,
      state.classes[type] == nil, !value.isOptional
    {
      selfStack[selfStack.count - 1] = value
      return true
    }
    // A mutating method of an enum (or of a number or String): the new value, stored back
    // when the method ends.
    if !mutatingSelf.isEmpty, let current = selfStack.last ?? nil {
      switch current {
      case .enumCase, .enumPayload, .int, .double, .float, .sized, .string, .array, .dictionary,
        .set:
        mutatingSelf[mutatingSelf.count - 1] = value
        selfStack[selfStack.count - 1] = value
        return true
      default: break
      }
    }
    guard case .object(let id)? = currentInstance, isLearnerStruct(id),
      case .object(let other) = value, let fields = state.instances[id],
      let otherFields = state.instances[other]
    else { return false }
    for (name, box) in fields {
      guard let source = otherFields[name] else { continue }
      try setBox(box, state.variable(source).value)
    }
    return true
  }

  var currentInstance: Value? {
    var current = selfStack.last ?? nil
    if let box = box(for: "self") { current = state.variable(box).value.unwrapped }
    guard let value = current else { return nil }
    if case .object(let id) = value, id == state.world.rootViewController { return nil }
    return value
  }

  /// True when a call's labels fit a declaration's parameters; a trailing closure takes the
  /// label of the parameter it stands for.
  func argumentsFit(_ arguments: [Argument], _ decl: FunctionDecl) -> Bool {
    let arguments = packingVariadic(arguments, for: decl)
    let want = decl.parameters.map(labelOf)
    let defaults = decl.parameters.map { $0.defaultValue != nil }
    var have = arguments.map { $0.isTrailingClosure ? nil : $0.label }
    if labelsMatch(have: have, want: want, defaults: defaults) {
      return !Self.passesClosureForKeyPath(arguments, decl)
    }
    let trailing = arguments.filter(\.isTrailingClosure).count
    guard trailing > 0, want.count >= trailing else { return false }
    for offset in 0..<trailing {
      let position = want.count - trailing + offset
      // A closure cannot stand for a number, a string, an array or a key path
      // (`first { $0 > 5 }` is not `first(over:)`).
      let type = decl.parameters[position].type.description
      if Self.plainValueTypes.contains(type) || Self.isKeyPathType(type) {
        return false
      }
      have[have.count - trailing + offset] = want[position]
    }
    return labelsMatch(have: have, want: want, defaults: defaults)
  }

  /// True for an argument written as a key path (`\.name`).
  static func isKeyPath(_ argument: Argument) -> Bool {
    guard case .closure(let closure) = argument.value.kind else { return false }
    return closure.isKeyPath
  }

  /// True for `KeyPath<Root, Value>` and its kin.
  static func isKeyPathType(_ type: String) -> Bool {
    type.hasPrefix("KeyPath<") || type.hasPrefix("WritableKeyPath<")
      || type.hasPrefix("ReferenceWritableKeyPath<") || type.hasPrefix("PartialKeyPath<")
  }

  /// True when a closure written out (not a key path, which is held as one) is passed for
  /// a key path parameter: `sorted { $0 < $1 }` is not the learner's
  /// `sorted(by: KeyPath<Element, T>)`, whose body calls the standard library's.
  static func passesClosureForKeyPath(_ arguments: [Argument], _ decl: FunctionDecl) -> Bool {
    func isClosure(_ argument: Argument) -> Bool {
      guard case .closure(let closure) = argument.value.kind else { return false }
      return !closure.isKeyPath
    }
    if arguments.count == decl.parameters.count {
      return zip(arguments, decl.parameters).contains { argument, parameter in
        isClosure(argument) && isKeyPathType(parameter.type.description)
      }
    }
    guard let last = arguments.last, last.isTrailingClosure, let parameter = decl.parameters.last
    else { return false }
    return isKeyPathType(parameter.type.description)
  }

  static let plainValueTypes: Set<String> = [
    "Int", "String", "Double", "Float", "Bool", "Character", "Int?", "String?", "Double?",
    "Bool?",
  ]

  /// The arguments of a call with those a variadic parameter takes (`log("a", "b", "c")` for
  /// `log(_ lines: String...)`) gathered into one array literal in its place, so that they
  /// match and bind as the array the function body sees.
  func packingVariadic(_ arguments: [Argument], for decl: FunctionDecl) -> [Argument] {
    guard decl.parameters.contains(where: \.isVariadic) else { return arguments }
    var packed: [Argument] = []
    var next = 0
    for parameter in decl.parameters {
      let label = labelOf(parameter)
      guard parameter.isVariadic else {
        if next < arguments.count,
          arguments[next].label == label || arguments[next].isTrailingClosure
        {
          packed.append(arguments[next])
          next += 1
        }
        continue
      }
      var elements: [Expr] = []
      var first: Argument?
      if next < arguments.count, arguments[next].label == label, !arguments[next].isTrailingClosure
      {
        first = arguments[next]
        elements.append(arguments[next].value)
        next += 1
        while next < arguments.count, arguments[next].label == nil,
          !arguments[next].isTrailingClosure
        {
          elements.append(arguments[next].value)
          next += 1
        }
      }
      let range = elements.dropFirst().reduce(elements.first?.range ?? decl.nameRange) {
        $0.union($1.range)
      }
      packed.append(
        Argument(
          label: label, labelRange: first?.labelRange, value: Expr(.array(elements), range: range)))
    }
    return packed + arguments[min(next, arguments.count)...]
  }
}

/// The type chains worked out for the declarations as they are: a chain depends only on the
/// type's name, the catalog and the program's classes, enums, protocols, conformances and
/// extensions, so it holds while those five maps are the same maps (persistent maps compare
/// identity in O(1), and a statement that fails or is undone gives the old maps back).
struct TypeChainMemo {
  private var classes: PersistentMap<String, ClassDecl> = [:]
  private var enums: PersistentMap<String, EnumDecl> = [:]
  private var protocols: PersistentMap<String, ProtocolDecl> = [:]
  private var conformances: PersistentMap<String, [String]> = [:]
  private var extensions: PersistentMap<String, [Stmt]> = [:]
  private var chains: [String: [String]] = [:]

  /// The chain kept for `name`, when the declarations are still those it was worked out for.
  mutating func chain(of name: String, declarations state: MachineState) -> [String]? {
    if classes.isIdentical(to: state.classes), enums.isIdentical(to: state.enums),
      protocols.isIdentical(to: state.protocols),
      conformances.isIdentical(to: state.conformances),
      extensions.isIdentical(to: state.extensions)
    {
      return chains[name]
    }
    (classes, enums, protocols) = (state.classes, state.enums, state.protocols)
    (conformances, extensions) = (state.conformances, state.extensions)
    chains.removeAll(keepingCapacity: true)
    return nil
  }

  /// Keeps the chain just worked out (bounded: a program names few types).
  mutating func keep(_ chain: [String], of name: String) {
    if chains.count < 4096 { chains[name] = chain }
  }
}
