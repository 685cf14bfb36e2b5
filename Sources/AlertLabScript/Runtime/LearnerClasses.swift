import AlertLabKit

// A learner's own classes beyond view controllers: a UIPopoverBackgroundView subclass with
// class methods (`override class func arrowHeight() -> CGFloat`), stored properties and
// computed properties with `get`/`set`. Its instances live in the world as plain objects;
// their stored properties are boxes, so the class's code reads and writes them like
// variables. UIKit reaches the class through `CallbackRunner` when it lays a popover out.

/// The members of UIPopoverBackgroundView a subclass must override (E-B4), with whether each
/// is a class member.
let backgroundViewAbstractMembers: [String: Bool] = [
  "arrowHeight": true, "arrowBase": true, "contentViewInsets": true,
  "wantsDefaultContentAppearance": true, "arrowOffset": false, "arrowDirection": false,
]

extension Interpreter {
  /// The learner's class and its learner-declared superclasses, nearest first.
  func classChain(_ name: String) -> [ClassDecl] {
    var chain: [ClassDecl] = []
    var current: String? = name
    while let name = current, let decl = state.classes[name], chain.count < 16 {
      chain.append(decl)
      current = decl.inherited.first?.description
    }
    return chain
  }

  /// `[Painting(...), Sculpture(...)]`: the nearest class the learner declared that every
  /// value is an instance of (`Exhibit`); nil when the values are not all instances of one.
  func commonClass(of values: [Value]) -> String? {
    guard case .object(let id)? = values.first, let first = learnerClass(of: id) else {
      return nil
    }
    var candidates = classChain(first).map(\.name)
    for value in values.dropFirst() {
      guard case .object(let other) = value, let type = learnerClass(of: other) else {
        return nil
      }
      if type == candidates.first { continue }
      let chain = Set(classChain(type).map(\.name))
      candidates = candidates.filter { chain.contains($0) }
    }
    return candidates.first
  }

  /// The UIKit class a learner's class finally inherits from (`UIPopoverBackgroundView`).
  func uikitAncestor(of name: String) -> String? {
    classChain(name).last?.inherited.first?.description
  }

  /// True for a learner's subclass of UIPopoverBackgroundView.
  func isBackgroundViewClass(_ name: String) -> Bool {
    uikitAncestor(of: name) == "UIPopoverBackgroundView"
  }

  func isClassMember(_ modifiers: [Modifier]) -> Bool {
    modifiers.contains { $0.name == "class" || $0.name == "static" }
  }

  /// Checks a class declaration as the compiler would where AlertLab runs the class:
  /// overrides of UIPopoverBackgroundView's members need `override`, a stored property
  /// cannot override one, and stored properties need initial values (no `init` is run).
  /// `class A: B {}` with `class B: A {}` further down (or already declared): Swift's
  /// "'A' inherits from itself" (its notes name the other classes where they are declared,
  /// which may be another input: they are left out).
  func checkInheritanceCycle(_ decl: ClassDecl) throws {
    guard !decl.isStruct else { return }
    var path: [String] = []
    var current = decl.inherited.first?.description
    while let name = current, path.count < 64 {
      if name == decl.name {
        // A class of the cycle the block declares before this one reports it when it runs.
        let order = upcoming.classOrder
        if let own = order[decl.name], path.contains(where: { (order[$0] ?? Int.max) < own }) {
          return
        }
        throw scriptError("'\(decl.name)' inherits from itself", at: decl.nameRange)
      }
      guard !path.contains(name) else { return }
      path.append(name)
      current =
        state.classes[name]?.inherited.first?.description ?? upcoming.superclasses[name]
    }
  }

  func checkClass(_ decl: ClassDecl) throws {
    try checkInheritanceCycle(decl)
    let parent = decl.inherited.first?.description ?? ""
    let isBackground = parent == "UIPopoverBackgroundView" || isBackgroundViewClass(parent)
    let hasInit = decl.members.contains {
      if case .function(let function) = $0.kind { return function.name == "init" }
      return false
    }
    for member in decl.members {
      switch member.kind {
      case .function(let function):
        let overrides = function.modifiers.contains { $0.name == "override" }
        if isBackground, backgroundViewAbstractMembers[function.name] == true,
          isClassMember(function.modifiers), !overrides
        {
          throw scriptError(
            "overriding declaration requires an 'override' keyword", at: function.nameRange)
        }
      case .variable(let variable):
        try checkLazy(variable, isStatic: isClassMember(variable.modifiers))
        let overrides = variable.modifiers.contains { $0.name == "override" }
        let computed = variable.accessors.contains { $0.kind == .get || $0.kind == .set }
        let observed = !variable.accessors.isEmpty && !computed
        if isBackground, backgroundViewAbstractMembers[variable.name] != nil, !overrides {
          throw scriptError(
            "overriding declaration requires an 'override' keyword", at: variable.nameRange)
        }
        if overrides, !computed, !observed {
          throw scriptError(
            "cannot override with a stored property '\(variable.name)'", at: variable.nameRange)
        }
        let optional = variable.type.map {
          $0.description.hasSuffix("?") || $0.description.hasSuffix("!")
        }
        if !computed, !overrides, !hasInit, !decl.isStruct, !isClassMember(variable.modifiers),
          variable.initializer == nil, optional != true
        {
          throw scriptError(
            "class '\(decl.name)' has no initializers", at: decl.nameRange,
            notes: [
              .note(
                "stored property '\(variable.name)' without initial value prevents synthesized "
                  + "initializers", at: variable.nameRange)
            ])
        }
      default:
        continue
      }
    }
  }

  // MARK: - Members

  /// A class method of the learner's class (or an inherited learner class) by base name and
  /// number of parameters.
  func classFunction(_ name: String, arity: Int?, in className: String) -> FunctionDecl? {
    for decl in classChain(className) {
      for member in decl.members {
        if case .function(let function) = member.kind, function.name == name,
          isClassMember(function.modifiers),
          arity.map({ $0 == function.parameters.count }) ?? true
        {
          return function
        }
      }
    }
    return nil
  }

  /// An instance method of `object`, an instance of the learner's class `className` (or of a
  /// class it inherits from), matching one of the selectors, by base name and number of
  /// parameters.
  func instanceMethod(selector names: [String], of object: ObjectID, className: String)
    -> FunctionDecl?
  {
    guard state.instances[object] != nil else { return nil }
    for name in names {
      let (base, arity) = splitSelector(name)
      for decl in classChain(className) {
        for member in decl.members {
          if case .function(let function) = member.kind, function.name == base,
            !isClassMember(function.modifiers), function.parameters.count == arity
          {
            return function
          }
        }
      }
    }
    return nil
  }

  /// A property of the learner's class by name: a class property when `classMember`.
  func classVariable(_ name: String, classMember: Bool, in className: String) -> VariableDecl? {
    for decl in classChain(className) {
      for member in decl.members {
        if case .variable(let variable) = member.kind, variable.name == name,
          isClassMember(variable.modifiers) == classMember
        {
          return variable
        }
      }
    }
    return nil
  }

  /// The learner's class of an object, when it is an instance of one.
  func learnerClass(of object: ObjectID) -> String? {
    guard state.instances[object] != nil, let name = state.world.className(of: object),
      state.classes[name] != nil
    else { return nil }
    return name
  }

  /// Makes an instance: its stored properties get their initial values.
  /// `given`: the values the memberwise initializer was given for wrapped properties, by
  /// storage name; each wrapper is made from its value in its place.
  func instantiate(_ className: String, given: [String: Value] = [:]) throws -> ObjectID {
    let id = state.world.makeID()
    state.world.plainObjects[id] = className
    if let pending = pendingGenericArguments, pending.type == className {
      state.genericArguments[id] = pending.arguments
      pendingGenericArguments = nil
    }
    try addStoredProperties(of: className, to: id, given: given)
    return id
  }

  /// Runs a getter or setter with the instance's stored properties in scope.
  func runAccessor(
    _ accessor: Accessor, of variable: VariableDecl, instance: ObjectID?, newValue: Value?,
    selfValue: Value? = nil
  ) throws -> Value {
    try runningAccessor(
      accessor, of: variable, receiver: selfValue ?? instance.map { .object($0) }
    ) {
      try inFrame(
        returnType: elementResolved(variable.type, of: selfValue), instance: instance,
        selfValue: selfValue,
        range: nil
      ) {
        try runAccessorBody(accessor, of: variable, newValue: newValue)
      }
    }
  }

  func runAccessorBody(_ accessor: Accessor, of variable: VariableDecl, newValue: Value?) throws
    -> Value
  {
    if let newValue {
      declareLocal(
        accessor.parameterName ?? "newValue", value: newValue, constant: true,
        type: variable.type?.description)
    }
    var result: Value = .void
    // `var average: Element` of an extension of `[Float]` gives a Float.
    let resultType = elementResolved(variable.type, of: currentInstance)
    runningCode.append(.property(variable.name))
    defer { runningCode.removeLast() }
    if accessor.kind == .get,
      let builder = builderForMember(
        variable.name, modifiers: variable.modifiers, body: accessor.body)
    {
      result = try buildResult(accessor.body, builder: builder, range: accessor.range)
    } else if accessor.kind == .get, accessor.body.count == 1,
      case .expression(let expr) = accessor.body[0].kind
    {
      result = try eval(expr, expected: resultType)
    } else if accessor.kind == .get, Self.isBranchingValue(accessor.body) {
      result = try evalBranching(accessor.body[0], expected: resultType)
    } else {
      do {
        try execBlock(accessor.body)
      } catch let signal as ReturnSignal {
        result = signal.value
      }
    }
    if accessor.kind == .get, let type = resultType {
      result = try coerce(result, to: type, at: accessor.range)
    }
    return result
  }

  /// Reads a property of an instance of the learner's class; nil when its class does not
  /// declare one by that name.
  func instanceProperty(_ object: ObjectID, name: String) throws -> Value? {
    guard let className = learnerClass(of: object) else { return nil }
    if let box = state.instances[object]?[name] {
      if let (getter, variable) = overridingAccessor(.get, name, of: className) {
        return try runAccessor(getter, of: variable, instance: object, newValue: nil)
      }
      return try readBox(box, range: nil)
    }
    guard let (getter, variable, _) = computedProperty(name, .get, in: className) else {
      return nil
    }
    return try runAccessor(getter, of: variable, instance: object, newValue: nil)
  }

  /// The accessor of `kind` of a computed instance property, from the nearest declaration
  /// that has accessors of its own: past the overrides that only observe it
  /// (`override var volume: Int { didSet { ... } }`), which come with it, nearest first.
  func computedProperty(_ name: String, _ kind: Accessor.Kind, in className: String)
    -> (Accessor, VariableDecl, observers: [VariableDecl])?
  {
    var observers: [VariableDecl] = []
    for decl in classChain(className) {
      guard
        let variable = decl.members.lazy.compactMap({ member -> VariableDecl? in
          guard case .variable(let variable) = member.kind, variable.name == name,
            !self.isClassMember(variable.modifiers)
          else { return nil }
          return variable
        }).first
      else { continue }
      if isObserved(variable), variable.modifiers.contains(where: { $0.name == "override" }) {
        observers.append(variable)
        continue
      }
      return variable.accessors.first(where: { $0.kind == kind }).map {
        ($0, variable, observers)
      }
    }
    return nil
  }

  /// Sets a property of an instance of the learner's class; false when its class does not
  /// declare a settable one by that name.
  func setInstanceProperty(_ object: ObjectID, name: String, value: Value, range: SourceRange?)
    throws -> Bool
  {
    guard let className = learnerClass(of: object) else { return false }
    let at = range ?? SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))
    // A stored property a subclass overrides with a setter sets through it.
    let overriding =
      state.instances[object]?[name] != nil ? overridingAccessor(.set, name, of: className) : nil
    if overriding == nil, try setStoredProperty(object, name: name, value: value, at: at) {
      return true
    }
    guard
      let (setter, variable, observers) = overriding.map({ ($0.0, $0.1, []) })
        ?? computedProperty(name, .set, in: className)
    else { return false }
    var converted = value
    if let type = variable.type?.description {
      converted = try coerce(value, to: type, at: at, context: "assignment")
    }
    if observers.isEmpty {
      _ = try runAccessor(setter, of: variable, instance: object, newValue: converted)
    } else {
      // The observers a subclass adds to a computed property run around its setter; the old
      // value is the getter's.
      let needsOld = observers.contains { $0.accessors.contains { $0.kind == .didSet } }
      let old = needsOld ? try instanceProperty(object, name: name) ?? .void : .void
      try runObservers(observers.reversed(), owner: object, old: old, new: converted) {
        _ = try runAccessor(setter, of: variable, instance: object, newValue: converted)
      }
    }
    try notifyKeyValueObservers(of: object, key: name, value: converted)
    return true
  }

  /// `super.sides = 4` in a subclass's setter: the property the superclass stores.
  func setSuperProperty(_ name: String, value: Value, range: SourceRange) throws -> Bool {
    guard case .object(let id)? = currentInstance else { return false }
    return try setStoredProperty(id, name: name, value: value, at: range)
  }

  /// The getter or setter a subclass overrides a stored property with, nearest the object's
  /// class; nil when the nearest declaration stores it.
  func overridingAccessor(_ kind: Accessor.Kind, _ name: String, of className: String)
    -> (Accessor, VariableDecl)?
  {
    guard !state.computedOverrides.isEmpty, state.computedOverrides.contains(name) else {
      return nil
    }
    for decl in classChain(className) {
      for member in decl.members {
        guard case .variable(let variable) = member.kind, variable.name == name,
          !isClassMember(variable.modifiers)
        else { continue }
        return variable.accessors.first(where: { $0.kind == kind }).map { ($0, variable) }
      }
    }
    return nil
  }

  private func setStoredProperty(_ object: ObjectID, name: String, value: Value, at: SourceRange)
    throws -> Bool
  {
    if let box = state.instances[object]?[name] {
      if state.constants[box], initializing.last?.object != object {
        throw scriptError("cannot assign to property: '\(name)' is a 'let' constant", at: at)
      }
      var stored = value
      if let type = state.declaredTypes[box] {
        stored = try coerce(value, to: type, at: at, context: "assignment")
      }
      try setBox(box, stored)
      try notifyKeyValueObservers(of: object, key: name, value: stored)
      return true
    }
    return false
  }

  /// `MyBackground.arrowHeight()` or `MyBackground.wantsDefaultContentAppearance` written by
  /// the learner; nil when the class has no such class member.
  func learnerClassMember(
    _ className: String, name: String, arguments: [Value]?, range: SourceRange?
  ) throws -> Value? {
    guard state.classes[className] != nil else {
      // `extension UIApplication { static var top: UIViewController? { ... } }`.
      guard arguments?.isEmpty ?? true else { return nil }
      for member in state.extensions[className] ?? [] {
        guard case .variable(let variable) = member.kind, variable.name == name,
          isClassMember(variable.modifiers),
          let getter = variable.accessors.first(where: { $0.kind == .get })
        else { continue }
        return try runAccessor(
          getter, of: variable, instance: nil, newValue: nil, selfValue: .type(className))
      }
      return nil
    }
    // A type's static code runs with `self` the type, so its static members need no `Type.`.
    if let function = classFunction(name, arity: arguments?.count ?? 0, in: className) {
      return try callUser(
        function, arguments: arguments ?? [], range: range, selfValue: .type(className))
    }
    if arguments == nil || arguments?.isEmpty == true,
      let variable = classVariable(name, classMember: true, in: className)
    {
      if let getter = variable.accessors.first(where: { $0.kind == .get }) {
        return try runAccessor(
          getter, of: variable, instance: nil, newValue: nil, selfValue: .type(className))
      }
      if let initializer = variable.initializer {
        return try eval(initializer, expected: variable.type?.description)
      }
    }
    return nil
  }

  // MARK: - UIKit calling the learner's class

  public func makeInstance(of className: String, world: inout World) throws -> ObjectID? {
    guard state.classes[className] != nil else { return nil }
    swap(&state.world, &world)
    defer { swap(&state.world, &world) }
    let id = try instantiate(className)
    // UIKit makes a background view with `initWithFrame:`: the class's `init(frame:)` runs
    // (seed 004 adds its image views there).
    let initializer = learnerInitializers(className).first {
      $0.decl.parameters.count == 1 && labelOf($0.decl.parameters[0]) == "frame"
    }
    if let initializer {
      initializing.append((id, initializer.owner))
      defer { initializing.removeLast() }
      _ = try callUser(initializer.decl, arguments: [.rect(.zero)], range: nil, instance: id)
    }
    return id
  }

  public func callClassMember(_ names: [String], of className: String, world: inout World)
    throws -> CallbackResult?
  {
    guard state.classes[className] != nil else { return nil }
    swap(&state.world, &world)
    defer { swap(&state.world, &world) }
    for name in names {
      let isCall = name.hasSuffix(")")
      let (base, arity) = splitSelector(name)
      if isCall, let function = classFunction(base, arity: arity, in: className) {
        return callbackResult(try callUser(function, arguments: [], range: nil))
      }
      if !isCall,
        let value = try learnerClassMember(className, name: base, arguments: nil, range: nil)
      {
        return callbackResult(value)
      }
    }
    return nil
  }

  public func readProperty(_ name: String, of object: ObjectID, world: inout World) throws
    -> CallbackResult?
  {
    swap(&state.world, &world)
    defer { swap(&state.world, &world) }
    let value =
      try instanceProperty(object, name: name) ?? learnerProperty(.object(object), name: name)
    return value.map(callbackResult)
  }

  public func writeProperty(
    _ name: String, of object: ObjectID, value: CallbackArgument, world: inout World
  ) throws -> Bool {
    swap(&state.world, &world)
    defer { swap(&state.world, &world) }
    return try setInstanceProperty(object, name: name, value: self.value(of: value), range: nil)
  }
}
