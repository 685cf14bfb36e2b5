import AlertLabKit

// ARC for the learner's classes: an instance nothing refers to any more is deinitialized
// when the statement (or the function body) that dropped the last reference ends — its
// `deinit` runs, the subclass's before its superclass's — and the weak references to it read
// nil. References through `weak` and `unowned` do not keep an instance; instances that keep
// each other in a cycle, with nothing else holding them, are never deinitialized, as ARC
// leaks them. Reachability is worked out as for popover controllers (Reachability.swift).

extension Interpreter {
  /// True for `weak var` and `unowned let` declarations.
  func isNonOwning(_ decl: VariableDecl) -> Bool {
    decl.modifiers.contains { $0.name == "weak" || $0.name.hasPrefix("unowned") }
  }

  /// Marks a box as holding a reference that does not keep its object.
  func markWeak(_ box: Int) {
    state.weakBoxes[box] = true
    if !state.tracksLifetimes { state.tracksLifetimes = true }
  }

  /// `struct Ticket: ~Copyable`: a value that is moved, never copied, and so has a deinit.
  static func isNoncopyable(_ decl: ClassDecl) -> Bool {
    decl.isStruct
      && decl.inherited.contains {
        if case .named(let name, _) = $0.kind { return name == "~Copyable" }
        return false
      }
  }

  func declaresDeinit(_ decl: ClassDecl) -> Bool {
    (!decl.isStruct || Self.isNoncopyable(decl))
      && decl.members.contains {
        if case .function(let function) = $0.kind { return function.name == "deinit" }
        return false
      }
  }

  /// The values directly inside `value` that may refer to objects (the elements of a
  /// collection, a tuple or a payload; an optional's value).
  func children(of value: Value) -> [Value] {
    switch value {
    case .some(let inner): return [inner]
    case .array(let items, _), .set(let items, _): return items
    case .tuple(let items, _): return items
    case .dictionary(let keys, let values, _): return keys + values
    case .enumPayload(_, _, let values, _): return values
    default: return []
    }
  }

  /// Instances of the learner's own classes (not structs, not subclasses of UIKit's) that
  /// `reachable` leaves out and no cycle keeps: each is deinitialized, in the order they were
  /// made, and removed.
  func releaseLearnerObjects(keeping reachable: Set<ObjectID>) throws {
    guard !releasingObjects else { return }
    releasingObjects = true
    defer { releasingObjects = false }
    let freed = freedInstances(unreachable: state.instances.keys.filter { !reachable.contains($0) })
    var released: Set<ObjectID> = []
    for id in freed where isOwnClassInstance(id) {
      try deinitialize(id)
      released.insert(id)
    }
    if !released.isEmpty { clearWeakReferences(to: released) }
  }

  /// Of the instances nothing reachable refers to, those ARC frees, in the order they were
  /// made: all but the ones in a strong reference cycle and the ones such a cycle holds. Those
  /// are what is left after taking away, again and again, the instances no other unreachable
  /// instance holds (each instance and reference looked at once).
  private func freedInstances(unreachable: [ObjectID]) -> [ObjectID] {
    let members = Set(unreachable)
    var holds: [ObjectID: [ObjectID]] = [:]
    var holders: [ObjectID: Int] = [:]
    for id in unreachable {
      let held = strongObjects(of: id).filter { members.contains($0) }
      holds[id] = held
      for other in held { holders[other, default: 0] += 1 }
    }
    var free = unreachable.filter { holders[$0, default: 0] == 0 }
    var freed: [ObjectID] = []
    while let id = free.popLast() {
      freed.append(id)
      for other in holds[id] ?? [] {
        holders[other, default: 0] -= 1
        if holders[other] == 0 { free.append(other) }
      }
    }
    return freed.sorted { $0.rawValue < $1.rawValue }
  }

  /// True for an instance of a Swift class of the learner's, which ARC manages here. A
  /// subclass of NSObject or of a UIKit class is left alone: UIKit may hold it in ways the
  /// program does not show (a timer's target, a window's root), so it is never released.
  private func isOwnClassInstance(_ id: ObjectID) -> Bool {
    guard let type = learnerClass(of: id), let decl = state.classes[type],
      !decl.isStruct || Self.isNoncopyable(decl), id != state.world.rootViewController
    else { return false }
    guard let ancestor = uikitAncestor(of: type) else { return true }
    // The root class's first inherited name: a protocol for a Swift class.
    return ancestor != "NSObject" && !APICatalog.types.contains(ancestor)
  }

  /// The objects an instance keeps through its stored properties (not weak or unowned) and
  /// the closures they hold.
  func strongObjects(of id: ObjectID) -> [ObjectID] {
    var found: [ObjectID] = []
    var pending: [Value] = []
    var seenClosures: Set<Int> = []
    for box in (state.instances[id] ?? [:]).values where state.weakBoxes[box] == nil {
      pending.append(state.variable(box).value)
    }
    while let value = pending.popLast() {
      switch value {
      case .object(let other): found.append(other)
      case .function(.closure(let index)):
        guard seenClosures.insert(index).inserted,
          case .closure(_, let captured)? = state.callables[index]
        else { continue }
        // `[unowned watch]`, `[unowned self]`: the name the capture list makes weak does not
        // keep, in the scopes the closure sees, the object the variable outside holds.
        var weakNames: Set<String> = []
        for (name, box) in captured.last ?? [:] where state.weakBoxes[box] != nil {
          weakNames.insert(name)
        }
        for scope in captured {
          for (name, box) in scope
          where state.weakBoxes[box] == nil && !weakNames.contains(name) {
            pending.append(state.variable(box).value)
          }
        }
      default: pending += children(of: value)
      }
    }
    return found
  }

  /// The end of a `consuming` method: a noncopyable instance it did not `discard` is
  /// deinitialized now, as Swift destroys the consumed `self` when the method returns.
  func endConsumed(_ id: ObjectID) throws {
    guard state.instances[id] != nil, isNoncopyableInstance(id) else { return }
    try deinitialize(id)
  }

  /// Runs the deinits of `id`'s class chain, most derived first, then removes the instance.
  private func deinitialize(_ id: ObjectID) throws {
    guard let type = learnerClass(of: id) else { return }
    for decl in classChain(type) {
      for member in decl.members {
        guard case .function(let function) = member.kind, function.name == "deinit" else {
          continue
        }
        _ = try callUser(function, arguments: [], range: nil, instance: id)
      }
    }
    forget(id)
  }

  /// Removes an instance whose life ended (deinitialized, or `discard self`).
  func forget(_ id: ObjectID) {
    state.instances[id] = nil
    if !state.genericArguments.isEmpty { state.genericArguments[id] = nil }
  }

  /// Weak references to deinitialized instances read nil.
  private func clearWeakReferences(to released: Set<ObjectID>) {
    for box in state.weakBoxes.keys {
      guard case .object(let id)? = state.variable(box).value.unwrapped, released.contains(id)
      else { continue }
      state.updateVariable(box) { $0.value = .none }
    }
  }
}
