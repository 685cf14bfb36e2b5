import AlertLabKit

// Variables whose value comes later than their declaration:
// - `lazy var alert: UIAlertController = { ... }()`: the initial value is worked out on the
//   first read (never, when nothing reads it; assigning first skips it), as Swift does for
//   lazy stored properties of classes and structs, and for lazy variables;
// - `let title: String` with no value: it is set once later (`if x { title = "a" } else {
//   title = "b" }`); reading it first, or setting it twice, is Swift's error.

/// What a box is still waiting for.
enum DeferredBox: Sendable {
  /// A `lazy var`'s initial value, the instance it belongs to, and the scopes its
  /// declaration saw (a local `lazy var` reads the locals around it).
  case lazy(VariableDecl, owner: ObjectID?, scopes: [[String: Int]])
  /// A `let` or `var` declared without a value and not yet set.
  case unset(name: String, isConstant: Bool)
  /// A `let` declared without a value and set once: it cannot be set again.
  case setConstant(name: String)
  /// A computed variable outside a type (`var total: Int { a + b }`): each read runs its
  /// getter, each set its setter, with the scopes its declaration saw.
  case computed(VariableDecl, scopes: [[String: Int]])
  /// `async let name = value`: the value is worked out by a child task (the `Task` object),
  /// which started beside the code that declared it; the first read waits for it.
  case asyncLet(task: ObjectID)
}

extension Interpreter {
  func isLazy(_ decl: VariableDecl) -> Bool {
    decl.modifiers.contains { $0.name == "lazy" }
  }

  /// Checks a `lazy` declaration as the compiler does.
  func checkLazy(_ decl: VariableDecl, isStatic: Bool) throws {
    guard let modifier = decl.modifiers.first(where: { $0.name == "lazy" }) else { return }
    if decl.isConstant {
      throw scriptError("'lazy' cannot be used on a let", at: modifier.range)
    }
    if isStatic {
      throw scriptError("'lazy' cannot be used on an already-lazy global", at: modifier.range)
    }
    if decl.accessors.contains(where: { $0.kind == .get || $0.kind == .set }) {
      throw scriptError("'lazy' cannot be used on a computed property", at: modifier.range)
    }
    if decl.initializer == nil {
      throw scriptError("lazy properties must have an initializer", at: decl.nameRange)
    }
  }

  /// A new box for a `lazy var`: empty until first read.
  func lazyBox(_ decl: VariableDecl, owner: ObjectID?) -> Int {
    let box = newBox(.none, constant: false, type: decl.type?.description)
    state.deferred[box] = .lazy(decl, owner: owner, scopes: owner == nil ? scopes : [])
    return box
  }

  /// `lazy var name = value` outside a type: a variable whose value is made on first read.
  func declareLazy(_ decl: VariableDecl) throws -> Value {
    try checkLazy(decl, isStatic: false)
    let box = lazyBox(decl, owner: nil)
    if scopes.isEmpty {
      state.globals[decl.name] = box
    } else {
      scopes[scopes.count - 1][decl.name] = box
    }
    return .void
  }

  /// `async let name = value` in a task: a child task works out the value, starting at the
  /// end of this turn as a task does, while the code that declared it goes on; reading the
  /// name (`await name`) waits for it. Nil when no task runs this code (nothing to go on
  /// beside): the declaration is then an ordinary `let`.
  func declareAsyncLet(_ decl: VariableDecl) throws -> Value? {
    guard decl.modifiers.contains(where: { $0.name == "async" }),
      let initializer = decl.initializer,
      let running = tasks.running, decl.name != "_"
    else { return nil }
    let type = decl.type?.description
    let captured = scopes
    let selfValue = selfStack.last ?? nil
    let object = state.world.makeID()
    state.world.plainObjects[object] = "Task"
    let task = try makeTask(object: object, isStatement: false, range: initializer.range) {
      [unowned self] in
      try self.inFrame(
        returnType: nil, instance: nil, selfValue: selfValue, range: initializer.range
      ) {
        self.scopes = captured + [[:]]
        let value = try self.eval(initializer, expected: type)
        return try type.map { try self.coerce(value, to: $0, at: initializer.range) } ?? value
      }
    }
    task.queue = tasks.tasks[running]?.queue
    putOnClock(task, after: 0)
    declareLocal(decl.name, value: .none, constant: true, type: type)
    if let box = box(for: decl.name) { state.deferred[box] = .asyncLet(task: object) }
    return .void
  }

  /// `let title: String` (or `var count: Int`) with no value: reading it before it is set is
  /// an error.
  func markUnset(_ decl: VariableDecl) {
    guard decl.initializer == nil, decl.name != "_", let type = decl.type?.description,
      decl.isConstant || !(type.hasSuffix("?") || type.hasSuffix("!")),
      !decl.modifiers.contains(where: { $0.name == "@IBOutlet" }), let box = box(for: decl.name)
    else { return }
    state.deferred[box] = .unset(name: decl.name, isConstant: decl.isConstant)
  }

  /// The value of a box, working out a lazy initial value on the first read, and refusing
  /// a constant or variable read before it was set.
  func readBox(_ box: Int, range: SourceRange?) throws -> Value {
    guard !state.deferred.isEmpty, let deferred = state.deferred[box] else {
      return state.variable(box).value
    }
    switch deferred {
    case .lazy(let decl, let owner, let captured):
      guard let initializer = decl.initializer else { return state.boxes[box] }
      let type = decl.type?.description
      let value = try inFrame(returnType: nil, instance: owner, range: range) {
        if owner == nil { scopes = captured + [[:]] }
        let value = try eval(initializer, expected: type)
        return try type.map { try coerce(value, to: $0, at: initializer.range) } ?? value
      }
      state.deferred[box] = nil
      state.updateVariable(box) { $0.value = value }
      return value
    case .unset(let name, let isConstant):
      throw scriptError(
        "\(isConstant ? "constant" : "variable") '\(name)' used before being initialized",
        at: range ?? SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0)))
    case .setConstant:
      return state.boxes[box]
    case .asyncLet(let task):
      let value = try value(
        of: task, range: range ?? SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0)))
      state.deferred[box] = nil
      state.updateVariable(box) { $0.value = value }
      return value
    case .computed(let decl, let captured):
      guard let getter = decl.accessors.first(where: { $0.kind == .get }) else {
        return state.boxes[box]
      }
      return try runComputed(getter, of: decl, scopes: captured, newValue: nil, range: range)
    }
  }

  /// `var total: Int { ... }` in a function or at the top level: a box whose reads and sets
  /// run the accessors.
  func declareComputed(_ decl: VariableDecl, global: Bool) -> Value {
    let box = newBox(.void, constant: false, type: decl.type?.description)
    state.deferred[box] = .computed(decl, scopes: scopes)
    if global {
      state.globals[decl.name] = box
    } else {
      scopes[scopes.count - 1][decl.name] = box
    }
    return .void
  }

  /// Runs an accessor of a computed variable outside a type in the scopes it was declared in.
  func runComputed(
    _ accessor: Accessor, of decl: VariableDecl, scopes captured: [[String: Int]],
    newValue: Value?, range: SourceRange?
  ) throws -> Value {
    try inFrame(
      returnType: decl.type?.description, instance: nil, selfValue: selfStack.last ?? nil,
      range: range
    ) {
      scopes = captured + [[:]]
      return try runAccessorBody(accessor, of: decl, newValue: newValue)
    }
  }

  /// Sets a computed variable outside a type through its setter; false for another box.
  func setComputed(_ box: Int, name: String, value: Value, range: SourceRange) throws -> Bool {
    guard !state.deferred.isEmpty, case .computed(let decl, let captured)? = state.deferred[box]
    else { return false }
    guard let setter = decl.accessors.first(where: { $0.kind == .set }) else {
      throw scriptError(
        "cannot assign to value: '\(name)' is a get-only property", at: range)
    }
    var converted = value
    if let type = decl.type?.description { converted = try coerce(value, to: type, at: range) }
    _ = try runComputed(setter, of: decl, scopes: captured, newValue: converted, range: range)
    return true
  }

  /// Before a variable is set: a lazy value is no longer needed, and a `let` without a value
  /// becomes set (true: it is a constant from now on); a second set of it is refused.
  func settingBox(_ box: Int, range: SourceRange) throws -> Bool {
    guard !state.deferred.isEmpty, let deferred = state.deferred[box] else { return false }
    switch deferred {
    case .lazy:
      state.deferred[box] = nil
      return false
    case .unset(let name, let isConstant):
      state.deferred[box] = isConstant ? .setConstant(name: name) : nil
      return isConstant
    case .setConstant(let name):
      throw scriptError("immutable value '\(name)' may only be initialized once", at: range)
    case .computed, .asyncLet:
      return false
    }
  }
}
