import AlertLabKit

// Property wrappers (`@propertyWrapper struct Clamped { var wrappedValue: Int ... }`). As
// Swift makes it, a property written `@Clamped(0...100) var level: Int = 140` is a stored
// `_level` holding `Clamped(wrappedValue: 140, 0...100)`, a computed `level` reading and
// writing `_level.wrappedValue`, and (when the wrapper has a `projectedValue`) a computed
// `$level` reading `_level.projectedValue`. A wrapped local variable is its `_level`; reading
// or setting `level` (or reading `$level`) goes through it. Wrappers compose: with
// `@Logged @Clamped(0...9) var x = 5`, `_x` is `Logged(wrappedValue: Clamped(wrappedValue: 5,
// 0...9))` and `x` is `_x.wrappedValue.wrappedValue`.

/// A variable's property wrapper attributes, outermost first, each with the wrapper's type.
typealias WrapperAttributes = [(attribute: Modifier, type: String)]

extension Interpreter {
  /// The type a custom attribute names when that type is a property wrapper.
  func propertyWrapperType(_ modifier: Modifier) -> String? {
    guard modifier.name.hasPrefix("@") else { return nil }
    let type = String(modifier.name.dropFirst())
    guard let decl = state.classes[type],
      decl.modifiers.contains(where: { $0.name == "@propertyWrapper" })
    else { return nil }
    return type
  }

  /// The mark of a wrapper's storage `_name` in a type (its argument the property's name).
  static let wrapperStorageMark = "@_wrapperStorage"

  /// The property wrapper attributes among `modifiers`; empty when there are none.
  func wrapperAttributes(_ modifiers: [Modifier]) -> WrapperAttributes {
    guard !state.classes.isEmpty, !modifiers.isEmpty else { return [] }
    return modifiers.compactMap { modifier in
      propertyWrapperType(modifier).map { (modifier, $0) }
    }
  }

  /// `Clamped(wrappedValue: 140, 0...100)`: the wrappers' initializers for a wrapped variable,
  /// the innermost given the initial value (`Clamped(0...100)` without one, `Trimmed()`
  /// without arguments either), each outer one the wrapper inside it.
  func wrapperInitializer(_ wrappers: WrapperAttributes, of decl: VariableDecl) -> Expr {
    var value = decl.initializer.map { Self.qualifyingImplicitMember($0, with: decl.type) }
    for (index, (attribute, type)) in wrappers.enumerated().reversed() {
      var arguments = attribute.arguments ?? []
      if let value { arguments.insert(Argument(label: "wrappedValue", value: value), at: 0) }
      // `@Env var model: Model` of `struct Env<T>`: the innermost wrapper's parameter is
      // the property's type, as Swift infers it.
      var made = type
      if let given = attribute.genericArguments, !given.isEmpty {
        made = type + "<" + given.map(\.description).joined(separator: ", ") + ">"
      } else if index == wrappers.count - 1, !type.contains("<"),
        let written = decl.type?.description,
        let argument = inferredWrapperArgument(type, propertyType: written)
      {
        made = type + "<" + argument + ">"
      }
      let callee = Expr(.identifier(made), range: attribute.range)
      value = Expr(.call(callee, arguments), range: attribute.range)
    }
    return value ?? Expr(.nilLiteral, range: decl.nameRange)
  }

  /// The type argument Swift infers for the wrapper `type` of one generic parameter from the
  /// property's type: its `wrappedValue` is the parameter (`Model`) or its optional (`Model?`
  /// for a `Model?` property). Nil when the wrapper is not so declared.
  func inferredWrapperArgument(_ type: String, propertyType: String) -> String? {
    guard let declared = state.classes[type], declared.genericParameters.count == 1 else {
      return nil
    }
    let parameter = declared.genericParameters[0]
    // Inside the type its parameter reads as `Any`: the type as written says which it is.
    switch declared.writtenTypes["wrappedValue"] {
    case parameter?: return propertyType
    case (parameter + "?")? where propertyType.hasSuffix("?"):
      return String(propertyType.dropLast())
    default: return nil
    }
  }

  /// `@State var edge: Edge = .top`: the wrapper's `init(wrappedValue:)` takes any value, so
  /// `.top` (or `.point(.top)`) is written out as `Edge.top` for the declared type to resolve
  /// it. Any other initial value, or a type that is no plain name, is given back as it is.
  static func qualifyingImplicitMember(_ value: Expr, with type: TypeSyntax?) -> Expr {
    var named = type
    if case .optional(let wrapped)? = named?.kind { named = wrapped }
    guard case .named(let typeName, let arguments)? = named?.kind, arguments.isEmpty else {
      return value
    }
    let owner = Expr(.identifier(typeName), range: value.range)
    switch value.kind {
    case .implicitMember(let name):
      return Expr(.member(owner, name: name, nameRange: value.range), range: value.range)
    case .call(let callee, let arguments):
      guard case .implicitMember(let name) = callee.kind else { return value }
      let member = Expr(.member(owner, name: name, nameRange: callee.range), range: callee.range)
      return Expr(.call(member, arguments), range: value.range)
    default:
      return value
    }
  }

  /// `_x.wrappedValue`, once for each wrapper (`_x.wrappedValue.wrappedValue` for two).
  func wrappedValueAccess(_ storage: String, depth: Int, range: SourceRange) -> Expr {
    var access = Expr(.identifier(storage), range: range)
    for _ in 0..<max(depth, 1) {
      access = Expr(.member(access, name: "wrappedValue", nameRange: range), range: range)
    }
    return access
  }

  /// True when the wrapper type (or an extension of it) declares `projectedValue`.
  func hasProjectedValue(_ type: String) -> Bool {
    declaredMembers(of: type).contains {
      if case .variable(let variable) = $0.kind { return variable.name == "projectedValue" }
      return false
    }
  }

  /// A type's members with each wrapped property made the storage and computed properties
  /// Swift makes of it.
  func expandingWrappedProperties(_ members: [Stmt]) -> [Stmt] {
    guard !state.classes.isEmpty else { return members }
    var expanded: [Stmt] = []
    var changed = false
    for member in members {
      guard case .variable(var decl) = member.kind,
        !decl.modifiers.contains(where: { $0.name == Self.wrapperStorageMark })
      else {
        expanded.append(member)
        continue
      }
      // `@State var picked: Item?`: a wrapped optional without a value starts as nil, given
      // to the wrapper's `init(wrappedValue:)`.
      if decl.initializer == nil, decl.accessors.isEmpty,
        decl.type?.description.hasSuffix("?") == true,
        let type = wrapperAttributes(decl.modifiers).last?.type, takesWrappedValue(type)
      {
        decl.initializer = Expr(.nilLiteral, range: decl.nameRange)
      }
      let wrappers = wrapperAttributes(decl.modifiers)
      guard let (outer, type) = wrappers.first, let (inner, innerType) = wrappers.last else {
        expanded.append(member)
        continue
      }
      changed = true
      let range = decl.nameRange
      let kept = decl.modifiers.filter { modifier in !wrappers.contains { $0.attribute == modifier }
      }
      let statics = kept.filter { $0.name == "static" || $0.name == "class" }
      var storageModifiers = [
        Modifier(name: "private", range: outer.range),
        Modifier(name: Self.wrapperStorageMark, argument: decl.name, range: outer.range),
      ]
      storageModifiers += wrappers.map(\.attribute) + statics
      // Without an initial value, a wrapper made only by `init(wrappedValue:)` waits for the
      // memberwise initializer's argument.
      let made =
        decl.initializer != nil || !needsWrappedValue(innerType, inner)
        ? wrapperInitializer(wrappers, of: decl) : nil
      let storage = VariableDecl(
        modifiers: storageModifiers, isConstant: false, name: "_" + decl.name,
        nameRange: range, type: nil, initializer: made)
      expanded.append(Stmt(.variable(storage), range: member.range))
      let storageName = Expr(.identifier("_" + decl.name), range: range)
      let wrapped = wrappedValueAccess("_" + decl.name, depth: wrappers.count, range: range)
      let computed = VariableDecl(
        modifiers: kept, isConstant: false, name: decl.name, nameRange: range, type: decl.type,
        accessors: [
          Accessor(kind: .get, body: [Stmt(.expression(wrapped), range: range)], range: range),
          Accessor(kind: .set, body: observedSet(wrapped, decl.accessors), range: range),
        ])
      expanded.append(Stmt(.variable(computed), range: member.range))
      guard hasProjectedValue(type) else { continue }
      let projected = Expr(
        .member(storageName, name: "projectedValue", nameRange: range), range: range)
      let projection = VariableDecl(
        modifiers: statics, isConstant: false, name: "$" + decl.name, nameRange: range,
        accessors: [
          Accessor(kind: .get, body: [Stmt(.expression(projected), range: range)], range: range)
        ])
      expanded.append(Stmt(.variable(projection), range: member.range))
    }
    return changed ? expanded : members
  }

  /// A wrapped property's setter: `willSet`, the wrapper's `wrappedValue` set, then `didSet`
  /// (each observer in a block of its own, with its `newValue` or `oldValue`).
  func observedSet(_ wrapped: Expr, _ observers: [Accessor]) -> [Stmt] {
    let range = wrapped.range
    let newValue = Expr(.identifier("newValue"), range: range)
    var body: [Stmt] = []
    var after: [Stmt] = []
    for observer in observers {
      var block = observer.body
      if observer.kind == .willSet, let name = observer.parameterName, name != "newValue" {
        let named = VariableDecl(
          isConstant: true, name: name, nameRange: range, initializer: newValue)
        block.insert(Stmt(.variable(named), range: range), at: 0)
      }
      let scoped = Stmt(.doCatch(DoCatchStmt(body: block, catches: [])), range: observer.range)
      if observer.kind == .willSet { body.append(scoped) }
      guard observer.kind == .didSet else { continue }
      let old = VariableDecl(
        isConstant: true, name: observer.parameterName ?? "oldValue", nameRange: range,
        initializer: wrapped)
      body.append(Stmt(.variable(old), range: range))
      after.append(scoped)
    }
    body.append(Stmt(.assignment(target: wrapped, op: "=", value: newValue), range: range))
    return body + after
  }

  /// True when no initializer of the wrapper takes the attribute's arguments alone.
  func needsWrappedValue(_ type: String, _ attribute: Modifier) -> Bool {
    let arguments = attribute.arguments ?? []
    let inits = learnerInitializers(type)
    guard inits.isEmpty else { return !inits.contains { argumentsFit(arguments, $0.decl) } }
    // The implicit memberwise initializer: the stored properties without a value are given.
    let unset = declaredMembers(of: type).compactMap { member -> String? in
      guard case .variable(let variable) = member.kind, variable.initializer == nil,
        variable.accessors.isEmpty || isObserved(variable), !isClassMember(variable.modifiers),
        variable.type?.description.hasSuffix("?") != true
      else { return nil }
      return variable.name
    }
    return !unset.isEmpty && unset != arguments.map(\.label)
  }

  /// True when the wrapper type declares `init(wrappedValue:...)`, or stores a `wrappedValue`
  /// its implicit memberwise initializer takes.
  func takesWrappedValue(_ type: String) -> Bool {
    let inits = learnerInitializers(type)
    guard inits.isEmpty else {
      return inits.contains { $0.decl.parameters.first.map(labelOf) == "wrappedValue" }
    }
    return declaredMembers(of: type).contains {
      guard case .variable(let variable) = $0.kind, variable.name == "wrappedValue" else {
        return false
      }
      return variable.initializer == nil && variable.accessors.isEmpty
    }
  }

  /// What the memberwise initializer of a struct takes for one of its stored properties: for
  /// the storage of a wrapped property, the property itself (`level: Int = 5` for `_level`),
  /// or the wrapper (`views: Tally = Tally()`) when the wrapper's own `init()` makes it.
  func memberwiseView(_ variable: VariableDecl, in declared: ClassDecl) -> VariableDecl {
    guard let mark = variable.modifiers.first(where: { $0.name == Self.wrapperStorageMark }),
      let name = mark.argument
    else { return variable }
    var view = variable
    view.name = name
    if wrapperMadeWithoutValue(variable) { return view }
    // The initial value inside the wrappers' initializers.
    for _ in wrapperAttributes(variable.modifiers) {
      guard case .call(_, let arguments)? = view.initializer?.kind,
        let first = arguments.first, first.label == "wrappedValue"
      else {
        view.initializer = nil
        break
      }
      view.initializer = first.value
    }
    for member in declared.members {
      if case .variable(let computed) = member.kind, computed.name == name {
        view.type = computed.type
      }
    }
    return view
  }

  /// True for the storage of a property without an initial value whose wrapper is made by an
  /// initializer of its own (`@Tally var views: Int` with `Tally()`), or cannot be made from
  /// a wrapped value (`@Binding var isOn: Bool`): the memberwise initializer takes the wrapper.
  func wrapperMadeWithoutValue(_ storage: VariableDecl) -> Bool {
    guard case .call(_, let arguments)? = storage.initializer?.kind else {
      guard let type = wrapperAttributes(storage.modifiers).last?.type else { return false }
      return !takesWrappedValue(type)
    }
    return arguments.first?.label != "wrappedValue"
  }

  /// `Volume(level: 30)`: the memberwise argument of a wrapped property, evaluated where the
  /// call is: the wrapper itself when the wrapper is not made from a value (`@Binding`), else
  /// the value as the property's type (`Optional("a")` for `String?`).
  func memberwiseWrappedArgument(
    _ storage: VariableDecl, argument: Argument, in declared: ClassDecl
  )
    throws -> Value
  {
    let wrappers = wrapperAttributes(storage.modifiers)
    if wrapperMadeWithoutValue(storage) {
      return try eval(argument.value, expected: wrappers.first?.type)
    }
    let label = String(storage.name.dropFirst())
    for member in declared.members {
      guard case .variable(let computed) = member.kind, computed.name == label,
        let type = computed.type?.description
      else { continue }
      let value = try eval(argument.value, expected: type)
      return try coerce(value, to: type, at: argument.value.range)
    }
    return try eval(argument.value)
  }

  /// The wrapper of a wrapped property the memberwise initializer was given `value` for,
  /// made in the property's place among the stored properties (`_level = Clamped(wrappedValue:
  /// 30, 0...10)`).
  func memberwiseWrapper(_ storage: VariableDecl, value: Value) throws -> Value {
    if wrapperMadeWithoutValue(storage) { return value }
    let name = "$memberwise"
    var given = storage
    given.initializer = Expr(.identifier(name), range: storage.nameRange)
    scopes.append([name: newBox(value, constant: true, type: nil)])
    defer { scopes.removeLast() }
    return try eval(wrapperInitializer(wrapperAttributes(storage.modifiers), of: given))
  }

  /// `@Clamped(1...5) var stars: Int = 9` in a function: the variable `_stars` holds the
  /// wrapper; `stars` and `$stars` are read through it. At the top level it is Swift's error.
  func declareWrapped(_ decl: VariableDecl, wrappers: WrapperAttributes, global: Bool) throws
    -> Value
  {
    guard !global else {
      throw scriptError(
        "property wrappers are not yet supported in top-level code",
        at: wrappers.first?.attribute.range ?? decl.nameRange)
    }
    let wrapper = try eval(wrapperInitializer(wrappers, of: decl))
    wrappedNames[decl.name] = wrappers.count
    declareLocal("_" + decl.name, value: wrapper, constant: false, type: nil)
    return .void
  }

  /// `func rate(@Clamped(1...5) stars: Int)`: the parameter is a wrapped local variable whose
  /// wrapper is made from the argument. False when no attribute names a property wrapper.
  func declareWrappedParameter(_ parameter: Parameter, value: Value) throws -> Bool {
    let wrappers = wrapperAttributes(parameter.attributes)
    guard !wrappers.isEmpty else { return false }
    let storage = "_" + parameter.internalName
    declareLocal(storage, value: value, constant: false, type: nil)
    guard let box = box(for: storage) else { return false }
    let argument = VariableDecl(
      isConstant: true, name: parameter.internalName, nameRange: parameter.internalNameRange,
      initializer: Expr(.identifier(storage), range: parameter.internalNameRange))
    let wrapper = try eval(wrapperInitializer(wrappers, of: argument))
    state.updateVariable(box) { $0.value = wrapper }
    wrappedNames[parameter.internalName] = wrappers.count
    return true
  }

  /// `stars` or `$stars` for a wrapped variable in reach: the member of its wrapper that gives
  /// it (`_stars.wrappedValue`, `_stars.projectedValue`). Nil for any other name.
  func wrappedVariableAccess(_ name: String, range: SourceRange) -> Expr? {
    guard !wrappedNames.isEmpty else { return nil }
    let projected = name.hasPrefix("$")
    let base = projected ? String(name.dropFirst()) : name
    guard let depth = wrappedNames[base], let box = box(for: "_" + base),
      let type = typeChain(of: state.variable(box).value).first,
      propertyWrapperType(Modifier(name: "@" + type, range: range)) != nil
    else { return nil }
    guard projected else { return wrappedValueAccess("_" + base, depth: depth, range: range) }
    let storage = Expr(.identifier("_" + base), range: range)
    return Expr(.member(storage, name: "projectedValue", nameRange: range), range: range)
  }
}
