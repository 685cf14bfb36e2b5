import AlertLabKit

// `willSet` and `didSet` on stored properties of classes and structs and on variables: the
// observers run around every assignment but the ones made inside their own observer (as in
// Swift, setting the property in its `didSet` does not call it again). A subclass that
// overrides a property to observe it wraps the superclass's observers (or its setter): its
// `willSet` runs first and its `didSet` last.

/// The observers of one stored property or variable, and the instance they belong to.
struct PropertyObserver: Sendable {
  var decl: VariableDecl
  var owner: ObjectID?
  /// `override var x: Int { didSet { ... } }`: the observers subclasses add, from the class
  /// that stores the property outward.
  var overrides: [VariableDecl] = []
}

extension Interpreter {
  /// True for a stored variable with only `willSet`/`didSet`.
  func isObserved(_ decl: VariableDecl) -> Bool {
    !decl.accessors.isEmpty
      && decl.accessors.allSatisfy { $0.kind == .willSet || $0.kind == .didSet }
  }

  /// `var count = 0 { didSet { ... } }` outside a type.
  func declareObserved(_ decl: VariableDecl, range: SourceRange, global: Bool) throws -> Value {
    var plain = decl
    plain.accessors = []
    let value = try declare(plain, range: range, global: global)
    if let box = box(for: decl.name) {
      state.observers[box] = PropertyObserver(decl: decl, owner: nil)
    }
    return value
  }

  /// Stores into a box, running its observers when it has them.
  func setBox(_ box: Int, _ value: Value) throws {
    let value = copied(value)
    guard let observer = state.observers[box], !observing.contains(box),
      !isSetInItsOwnInitializer(observer)
    else {
      if !state.deferred.isEmpty, case .lazy? = state.deferred[box] { state.deferred[box] = nil }
      state.updateVariable(box) { $0.value = value }
      return
    }
    observing.insert(box)
    defer { observing.remove(box) }
    // A `lazy var` set before it was read: its initial value is the old one.
    var old = state.boxes[box]
    if !state.deferred.isEmpty, case .lazy? = state.deferred[box] {
      old = try readBox(box, range: nil)
    }
    try runObservers(
      [observer.decl] + observer.overrides, owner: observer.owner, old: old, new: value
    ) {
      state.updateVariable(box) { $0.value = value }
    }
  }

  /// Runs `store` inside the observers of a property, innermost (the declaration that stores
  /// it) first: the `willSet`s from the outermost in, then the `didSet`s from the innermost out.
  func runObservers(
    _ layers: [VariableDecl], owner: ObjectID?, old: Value, new: Value, store: () throws -> Void
  ) throws {
    for decl in layers.reversed() {
      guard let willSet = decl.accessors.first(where: { $0.kind == .willSet }) else { continue }
      try runObserver(
        willSet, of: decl, owner: owner, name: willSet.parameterName ?? "newValue", value: new)
    }
    try store()
    for decl in layers {
      guard let didSet = decl.accessors.first(where: { $0.kind == .didSet }) else { continue }
      try runObserver(
        didSet, of: decl, owner: owner, name: didSet.parameterName ?? "oldValue", value: old)
    }
  }

  /// True while an initializer of the type that stores the property sets it: Swift calls no
  /// observers then (a subclass's initializer setting its superclass's property does).
  private func isSetInItsOwnInitializer(_ observer: PropertyObserver) -> Bool {
    guard let running = initializing.last, let owner = observer.owner, running.object == owner,
      let decl = state.classes[running.owner]
    else { return false }
    return decl.members.contains { member in
      guard case .variable(let variable) = member.kind, variable.name == observer.decl.name
      else { return false }
      return !variable.modifiers.contains { $0.name == "override" }
    }
  }

  private func runObserver(
    _ accessor: Accessor, of decl: VariableDecl, owner: ObjectID?, name: String, value: Value
  ) throws {
    let receiver = owner.map { Value.object($0) }
    try runningAccessor(accessor, of: decl, receiver: receiver) {
      _ = try inFrame(returnType: nil, instance: owner, range: accessor.range) {
        declareLocal(name, value: value, constant: true, type: nil)
        do {
          try execBlock(accessor.body)
        } catch is ReturnSignal {}
      }
    }
  }
}

extension Interpreter {
  /// `Counter.count += 1`: a static stored property of the learner's type; false when the
  /// type has none by that name.
  func setStaticProperty(_ type: String, name: String, value: Value, range: SourceRange) throws
    -> Bool
  {
    guard state.classes[type] != nil else { return false }
    guard try staticStoredProperty(type, name: name) != nil else {
      // `static var level: Int { get set }`: its setter, run with `self` the type.
      guard let variable = classVariable(name, classMember: true, in: type),
        let setter = variable.accessors.first(where: { $0.kind == .set })
      else { return false }
      var converted = value
      if let declared = variable.type?.description {
        converted = try coerce(value, to: declared, at: range)
      }
      _ = try runAccessor(
        setter, of: variable, instance: nil, newValue: converted, selfValue: .type(type))
      return true
    }
    for owner in [type] + classChain(type).dropFirst().map(\.name) {
      guard let box = state.statics[owner + "." + name] else { continue }
      if state.constants[box] {
        throw scriptError("cannot assign to property: '\(name)' is a 'let' constant", at: range)
      }
      var stored = value
      if let declared = state.declaredTypes[box] {
        stored = try coerce(value, to: declared, at: range)
      }
      try setBox(box, stored)
      return true
    }
    return false
  }

  /// The labels a call gives, with Swift 5.3's rule for trailing closures: the first one
  /// without a label takes the label of the parameter at its place.
  func trailingLabels(_ arguments: [Argument], want: [String?]) -> [String?] {
    arguments.enumerated().map { index, argument in
      guard argument.isTrailingClosure else { return argument.label }
      if argument.label != nil { return argument.label }
      if index < want.count, arguments.dropFirst(index + 1).contains(where: { $0.label != nil }) {
        return want[index]
      }
      return nil
    }
  }
}

extension Interpreter {
  /// `holder.person.age = 3` where `person` has observers and holds the learner's struct:
  /// as Swift does, a copy of the struct is changed and set back whole, so the observers of
  /// `person` run after those of `age` (and see the old struct as `oldValue`). False, having
  /// done nothing, for any other assignment.
  func setThroughObservedStruct(
    _ receiver: Value, base: Expr, name: String, value: Value, nameRange: SourceRange,
    valueRange: SourceRange
  ) throws -> Bool {
    guard !state.observers.isEmpty, case .object(let id) = receiver, isLearnerStruct(id),
      try isObservedStorage(base)
    else { return false }
    let working = copied(receiver)
    try setMember(working, name: name, value: value, range: nameRange)
    try store(working, into: base, valueRange: valueRange)
    return true
  }

  /// `screen`, `self.screen`, `a.b.c`: names and members of names, nothing that runs code.
  static func isNamePath(_ expr: Expr) -> Bool {
    var current = expr
    while true {
      switch current.kind {
      case .identifier: return true
      case .member(let base, _, _): current = base
      default: return false
      }
    }
  }

  /// True when `expr` names a stored variable or property with `willSet` or `didSet`.
  func isObservedStorage(_ expr: Expr) throws -> Bool {
    switch expr.kind {
    case .identifier(let name):
      guard let box = box(for: name) else { return false }
      return state.observers[box] != nil
    case .member(let owner, let name, _):
      // Only an owner named by a path of names is looked at: evaluating a call here would
      // run it twice (it runs again when the struct is stored back).
      guard Self.isNamePath(owner), case .object(let id)? = try eval(owner).unwrapped,
        let box = state.instances[id]?[name]
      else { return false }
      return state.observers[box] != nil
    default:
      return false
    }
  }
}
