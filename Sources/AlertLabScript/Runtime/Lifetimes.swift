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

  func declaresDeinit(_ decl: ClassDecl) -> Bool {
    !decl.isStruct
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
    var released: Set<ObjectID> = []
    for id in Array(state.instances.keys) where !reachable.contains(id) {
      guard isOwnClassInstance(id), !keptByCycle(id, reachable: reachable) else { continue }
      try deinitialize(id)
      released.insert(id)
    }
    if !released.isEmpty { clearWeakReferences(to: released) }
  }

  /// True for an instance of a Swift class of the learner's, which ARC manages here. A
  /// subclass of NSObject or of a UIKit class is left alone: UIKit may hold it in ways the
  /// program does not show (a timer's target, a window's root), so it is never released.
  private func isOwnClassInstance(_ id: ObjectID) -> Bool {
    guard let type = learnerClass(of: id), state.classes[type]?.isStruct == false,
      id != state.world.rootViewController
    else { return false }
    guard let ancestor = uikitAncestor(of: type) else { return true }
    // The root class's first inherited name: a protocol for a Swift class.
    return ancestor != "NSObject" && !APICatalog.types.contains(ancestor)
  }

  /// True when `id` is held by an instance that it holds in turn (a strong reference cycle),
  /// or by an instance in such a cycle: ARC never frees those.
  private func keptByCycle(_ id: ObjectID, reachable: Set<ObjectID>) -> Bool {
    // Every object `id` keeps, transitively; a cycle through `id` leads back to it.
    var seen: Set<ObjectID> = []
    var pending = strongObjects(of: id)
    var steps = 0
    while let next = pending.popLast(), steps < 100_000 {
      steps += 1
      if next == id { return true }
      guard !reachable.contains(next), seen.insert(next).inserted else { continue }
      pending += strongObjects(of: next)
    }
    // Held by another unreachable instance that is itself in a cycle.
    for other in state.instances.keys where other != id && !reachable.contains(other) {
      if strongObjects(of: other).contains(id), keptByCycleDirectly(other) { return true }
    }
    return false
  }

  private func keptByCycleDirectly(_ id: ObjectID) -> Bool {
    var seen: Set<ObjectID> = []
    var pending = strongObjects(of: id)
    while let next = pending.popLast(), seen.count < 100_000 {
      if next == id { return true }
      guard seen.insert(next).inserted else { continue }
      pending += strongObjects(of: next)
    }
    return false
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
        for scope in captured {
          for box in scope.values where state.weakBoxes[box] == nil {
            pending.append(state.variable(box).value)
          }
        }
      default: pending += children(of: value)
      }
    }
    return found
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
    state.instances[id] = nil
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
