import AlertLabKit

// A `struct` of the learner's is a value, as in Swift: its instance is kept as an object
// with boxes for its stored properties, and every place that stores a value (a variable, a
// parameter, a property, an array element) gets its own copy. A mutation through one name
// (`q.x = 9`, `q.move()`) then changes that copy alone.

extension Interpreter {
  /// `panel.frame.width = 5` where `frame` is a computed property holding a struct: the
  /// changed struct is set back through `frame`'s setter, as Swift does (a wrapped property
  /// holding a struct sets its wrapper's `wrappedValue`). In a method, `frame.width = 5`
  /// names `self.frame`.
  func setBackThroughComputed(_ changed: Value, into base: Expr, valueRange: SourceRange) throws {
    guard !state.classes.isEmpty, case .object(let id) = changed, let type = learnerClass(of: id),
      state.classes[type]?.isStruct == true
    else { return }
    var base = base
    if case .identifier(let name) = base.kind, currentInstance != nil, box(for: name) == nil {
      let owner = Expr(.identifier("self"), range: base.range)
      base = Expr(.member(owner, name: name, nameRange: base.range), range: base.range)
    }
    guard case .member(let owner, let name, _) = base.kind,
      case .object(let ownerID)? = try eval(owner).unwrapped,
      let ownerType = learnerClass(of: ownerID),
      let variable = classVariable(name, classMember: false, in: ownerType),
      variable.accessors.contains(where: { $0.kind == .set })
    else { return }
    try store(changed, into: base, valueRange: valueRange)
  }

  /// True when `id` is an instance of a struct the learner declared.
  func isLearnerStruct(_ id: ObjectID) -> Bool {
    learnerStruct(id) != nil
  }

  /// The declaration of the learner's struct `id` is an instance of; nil for anything else.
  func learnerStruct(_ id: ObjectID) -> ClassDecl? {
    guard state.instances[id] != nil, let type = state.world.className(of: id),
      let decl = state.classes[type], decl.isStruct
    else { return nil }
    return decl
  }

  /// An instance of the learner's `~Copyable` struct: moved where others are copied.
  func isNoncopyableInstance(_ id: ObjectID) -> Bool {
    learnerStruct(id).map(Self.isNoncopyable) ?? false
  }

  /// True when a value of the type named `type` (`Point`, `Point?`, `[Point]`) may hold a
  /// struct of the learner's, so that copying it must look inside.
  func mayHoldLearnerStruct(_ type: String) -> Bool {
    var name = Substring(type)
    while let last = name.last, last == "?" || last == "!" { name = name.dropLast() }
    if name.hasPrefix("["), name.hasSuffix("]") {
      let inner = name.dropFirst().dropLast()
      // `[Key: Value]`: the values are what may be structs.
      if let colon = inner.lastIndex(of: ":") {
        return mayHoldLearnerStruct(String(inner[inner.index(after: colon)...].drop { $0 == " " }))
      }
      return mayHoldLearnerStruct(String(inner))
    }
    if name == "Any" || name.isEmpty { return true }
    return state.classes[String(name)]?.isStruct == true
  }

  /// `value` as a new storage place holds it: each struct of the learner's in it copied
  /// (with the structs its properties hold), everything else as it is. What it copies was
  /// built by steps already counted, and is bounded as every value is.
  func copied(_ value: Value) -> Value {
    // Without a declared type there is no struct to copy (the common case costs one test).
    if state.classes.isEmpty { return value }
    switch value {
    case .object(let id):
      guard let decl = learnerStruct(id), !Self.isNoncopyable(decl) else { return value }
      return .object(copyOfStruct(id))
    case .some(let inner):
      return .some(copied(inner))
    case .tuple(let items, let labels):
      return .tuple(items.map(copied), labels: labels)
    case .array(let items, let element):
      guard mayHoldLearnerStruct(element) else { return value }
      return .array(items.map(copied), element: element)
    case .dictionary(let keys, let values, let type):
      guard mayHoldLearnerStruct(type) else { return value }
      return .dictionary(keys: keys, values: values.map(copied), type: type)
    case .enumPayload(let type, let name, let values, let labels):
      return .enumPayload(type: type, name: name, values: values.map(copied), labels: labels)
    default:
      return value
    }
  }

  /// In a non-mutating method of the learner's struct, a closure's scopes with the
  /// instance's stored properties (the outermost scope) and `self` replaced by a copy; false
  /// when they are not there.
  func capturingCopyOfSelf(_ captured: inout [[String: Int]]) -> Bool {
    guard case .object(let id)?? = selfStack.last, let fields = state.instances[id],
      captured.first == fields
    else { return false }
    let copy = copyOfStruct(id)
    guard copy != id, let copiedFields = state.instances[copy] else { return false }
    captured[0] = copiedFields
    let value = Value.object(copy)
    captured.append(["self": state.newBox(Variable(value: value, isConstant: true))])
    return true
  }

  /// A new instance of the struct `id` is one of, its stored properties copied.
  private func copyOfStruct(_ id: ObjectID) -> ObjectID {
    guard let fields = state.instances[id], let type = state.world.className(of: id) else {
      return id
    }
    let copy = state.world.makeID()
    state.world.plainObjects[copy] = type
    var copiedFields: [String: Int] = [:]
    for (name, box) in fields {
      let variable = state.variable(box)
      var fresh = variable
      fresh.value = copied(variable.value)
      let newBox = state.newBox(fresh)
      copiedFields[name] = newBox
      if state.weakBoxes[box] != nil { state.weakBoxes[newBox] = true }
      if var observer = state.observers[box] {
        observer.owner = copy
        state.observers[newBox] = observer
      }
      if !state.deferred.isEmpty, let deferred = state.deferred[box] {
        if case .lazy(let decl, let owner, let scopes) = deferred, owner == id {
          state.deferred[newBox] = .lazy(decl, owner: copy, scopes: scopes)
        } else {
          state.deferred[newBox] = deferred
        }
      }
    }
    state.instances[copy] = copiedFields
    if !state.genericArguments.isEmpty, let arguments = state.genericArguments[id] {
      state.genericArguments[copy] = arguments
    }
    return copy
  }

  /// Swift's synthesized `==` of two instances of the same struct: their stored properties
  /// pair by pair. Nil when either is not a struct of the learner's.
  func structFields(_ left: ObjectID, _ right: ObjectID) -> [(Value, Value)]? {
    guard left != right, isLearnerStruct(left), isLearnerStruct(right),
      let type = state.world.className(of: left), state.world.className(of: right) == type,
      let leftFields = state.instances[left], let rightFields = state.instances[right]
    else { return nil }
    return storedPropertyNames(type).compactMap { name in
      guard let a = leftFields[name], let b = rightFields[name] else { return nil }
      return (state.variable(a).value, state.variable(b).value)
    }
  }
}
