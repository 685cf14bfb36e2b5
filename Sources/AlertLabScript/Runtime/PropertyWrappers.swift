import AlertLabKit

// Property wrappers (`@propertyWrapper struct Clamped { var wrappedValue: Int ... }`). As
// Swift makes it, a property written `@Clamped(0...100) var level: Int = 140` is a stored
// `_level` holding `Clamped(wrappedValue: 140, 0...100)`, a computed `level` reading and
// writing `_level.wrappedValue`, and (when the wrapper has a `projectedValue`) a computed
// `$level` reading `_level.projectedValue`. A wrapped local variable is its `_level`; reading
// or setting `level` (or reading `$level`) goes through it.

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

  /// The property wrapper attribute of a variable, with the wrapper's type.
  func wrapperAttribute(_ decl: VariableDecl) -> (attribute: Modifier, type: String)? {
    guard !state.classes.isEmpty else { return nil }
    for modifier in decl.modifiers {
      if let type = propertyWrapperType(modifier) { return (modifier, type) }
    }
    return nil
  }

  /// `Clamped(wrappedValue: 140, 0...100)`: the wrapper's initializer for a wrapped variable
  /// (`Clamped(0...100)` without an initial value, `Trimmed()` without arguments either).
  func wrapperInitializer(_ attribute: Modifier, type: String, of decl: VariableDecl) -> Expr {
    var arguments = attribute.arguments ?? []
    if let initial = decl.initializer {
      arguments.insert(Argument(label: "wrappedValue", value: initial), at: 0)
    }
    let callee = Expr(.identifier(type), range: attribute.range)
    return Expr(.call(callee, arguments), range: attribute.range)
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
      guard case .variable(let decl) = member.kind,
        !decl.modifiers.contains(where: { $0.name == Self.wrapperStorageMark }),
        let (attribute, type) = wrapperAttribute(decl)
      else {
        expanded.append(member)
        continue
      }
      changed = true
      let range = decl.nameRange
      let kept = decl.modifiers.filter { $0 != attribute }
      let statics = kept.filter { $0.name == "static" || $0.name == "class" }
      var storageModifiers = [
        Modifier(name: "private", range: attribute.range),
        Modifier(name: Self.wrapperStorageMark, argument: decl.name, range: attribute.range),
        attribute,
      ]
      storageModifiers += statics
      // Without an initial value, a wrapper made only by `init(wrappedValue:)` waits for the
      // memberwise initializer's argument.
      let made =
        decl.initializer != nil || !needsWrappedValue(type, attribute)
        ? wrapperInitializer(attribute, type: type, of: decl) : nil
      let storage = VariableDecl(
        modifiers: storageModifiers, isConstant: false, name: "_" + decl.name,
        nameRange: range, type: nil, initializer: made)
      expanded.append(Stmt(.variable(storage), range: member.range))
      let storageName = Expr(.identifier("_" + decl.name), range: range)
      let wrapped = Expr(
        .member(storageName, name: "wrappedValue", nameRange: range), range: range)
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
    // The implicit initializers: a stored `wrappedValue` without a value must be given.
    return declaredMembers(of: type).contains {
      guard case .variable(let variable) = $0.kind, variable.name == "wrappedValue" else {
        return false
      }
      return variable.initializer == nil && !variable.accessors.contains { $0.kind == .get }
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
    view.initializer = nil
    if case .call(_, let arguments)? = variable.initializer?.kind,
      let first = arguments.first, first.label == "wrappedValue"
    {
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
  /// initializer of its own (`@Tally var views: Int` with `Tally()`).
  func wrapperMadeWithoutValue(_ storage: VariableDecl) -> Bool {
    guard case .call(_, let arguments)? = storage.initializer?.kind else { return false }
    return arguments.first?.label != "wrappedValue"
  }

  /// `Volume(level: 30)`: the memberwise argument of a wrapped property makes its wrapper
  /// (`_level = Clamped(wrappedValue: 30, 0...10)`). False for another property.
  func initializeWrappedMember(
    _ label: String, of id: ObjectID, argument: Argument, in declared: ClassDecl
  ) throws -> Bool {
    for member in declared.members {
      guard case .variable(let storage) = member.kind, storage.name == "_" + label,
        storage.modifiers.contains(where: { $0.name == Self.wrapperStorageMark }),
        let (attribute, type) = wrapperAttribute(storage),
        let box = state.instances[id]?[storage.name]
      else { continue }
      var given = storage
      given.initializer = argument.value
      let wrapper =
        wrapperMadeWithoutValue(storage)
        ? try eval(argument.value, expected: type)
        : try eval(wrapperInitializer(attribute, type: type, of: given))
      state.updateVariable(box) { [wrapper = copied(wrapper)] in $0.value = wrapper }
      return true
    }
    return false
  }

  /// `@Clamped(1...5) var stars: Int = 9` in a function (or at the top level): the variable
  /// `_stars` holds the wrapper; `stars` and `$stars` are read through it.
  func declareWrapped(
    _ decl: VariableDecl, attribute: Modifier, type: String, global: Bool
  ) throws -> Value {
    let wrapper = try eval(wrapperInitializer(attribute, type: type, of: decl))
    wrappedNames.insert(decl.name)
    if global {
      declareGlobal("_" + decl.name, value: wrapper, constant: false, type: nil)
    } else {
      declareLocal("_" + decl.name, value: wrapper, constant: false, type: nil)
    }
    return .void
  }

  /// `func rate(@Clamped(1...5) stars: Int)`: the parameter is a wrapped local variable whose
  /// wrapper is made from the argument. False when no attribute names a property wrapper.
  func declareWrappedParameter(_ parameter: Parameter, value: Value) throws -> Bool {
    guard let attribute = parameter.attributes.first(where: { propertyWrapperType($0) != nil }),
      let type = propertyWrapperType(attribute)
    else { return false }
    let storage = "_" + parameter.internalName
    declareLocal(storage, value: value, constant: false, type: nil)
    guard let box = box(for: storage) else { return false }
    let argument = VariableDecl(
      isConstant: true, name: parameter.internalName, nameRange: parameter.internalNameRange,
      initializer: Expr(.identifier(storage), range: parameter.internalNameRange))
    let wrapper = try eval(wrapperInitializer(attribute, type: type, of: argument))
    state.updateVariable(box) { $0.value = wrapper }
    wrappedNames.insert(parameter.internalName)
    return true
  }

  /// `stars` or `$stars` for a wrapped variable in reach: the member of its wrapper that gives
  /// it (`_stars.wrappedValue`, `_stars.projectedValue`). Nil for any other name.
  func wrappedVariableAccess(_ name: String, range: SourceRange) -> Expr? {
    guard !wrappedNames.isEmpty else { return nil }
    var base = Substring(name)
    var member = "wrappedValue"
    if base.hasPrefix("$") {
      base = base.dropFirst()
      member = "projectedValue"
    }
    guard wrappedNames.contains(String(base)), box(for: "_" + base) != nil else { return nil }
    let storage = Expr(.identifier("_" + base), range: range)
    return Expr(.member(storage, name: member, nameRange: range), range: range)
  }
}
