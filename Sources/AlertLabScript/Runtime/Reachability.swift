import AlertLabKit

// What the learner's program still refers to, so that a UIPopoverController nothing refers
// to is deallocated when a statement or a function body ends, as ARC would (E-PC2), and a
// delegate nothing else holds is gone (WeakDelegates.swift).
//
// Top-level variables are the properties of `self` and live as long as the app; the
// variables of a function or closure live until its body ends, or longer when a closure that
// captured them is still referred to (by a variable, or by UIKit: an action's handler, a
// notification observer). UIKit itself does not keep a UIPopoverController alive, and its
// delegate references are weak.

extension Interpreter {
  /// Deallocates the popover controllers that are no longer reachable; a visible one crashes
  /// the app. `extra` holds values still in hand (a function's result).
  func releaseUnreachable(keeping extra: [Value]) throws {
    // The learner's own objects are released only when a whole statement ends (below), and
    // not while their deinits run: a function that ends inside does not walk for them.
    guard
      state.world.hasPopoverControllers
        || (!state.weakDelegates.isEmpty && (callDepth == 0 || moduleCallDepth == 0))
        || (state.tracksLifetimes && callDepth == 0 && !releasingObjects)
        || (callDepth == 0 && !tasks.continuations.isEmpty)
    else {
      return
    }
    var walk = ReferenceWalk(interpreter: self, pending: extra)
    visitRoots(&walk)
    let releasesContinuations = callDepth == 0 && !tasks.continuations.isEmpty
    var heldHandlers: [(controller: ObjectID, handler: Int)] = []
    for action in state.world.actions.values {
      guard let handler = action.handler else { continue }
      if releasesContinuations, let controller = action.controller,
        !state.world.isOnScreen(controller)
      {
        heldHandlers.append((controller, handler.rawValue))
      } else {
        walk.visit(callable: handler.rawValue)
      }
    }
    // `self` of the code running now, and the receivers of the methods under it.
    for case .some(let receiver) in selfStack { walk.pending.append(receiver) }
    walk.drain()
    var grew = true
    while grew {
      grew = false
      heldHandlers.removeAll { held in
        guard walk.reachable.contains(held.controller) else { return false }
        walk.visit(callable: held.handler)
        grew = true
        return true
      }
      walk.drain()
    }
    // What only the handlers of alerts gone from the screen hold: a continuation there can
    // never be resumed. Those handlers still keep what they captured.
    let heldByTheProgram = walk.reachable
    if !heldHandlers.isEmpty {
      for held in heldHandlers { walk.visit(callable: held.handler) }
      walk.drain()
    }
    let reachable = walk.reachable
    // The learner's objects are released when a whole statement ends: a function that ends
    // inside a statement may leave objects in the hands of the expression that called it.
    if state.tracksLifetimes, callDepth == 0 { try releaseLearnerObjects(keeping: reachable) }
    if !state.weakDelegates.isEmpty { releaseWeakDelegates(keeping: reachable) }
    if releasesContinuations { releaseContinuations(keeping: heldByTheProgram) }
    try state.world.releasePopoverControllers(keeping: reachable)
  }

  /// The strong references the program holds to `object`: the variables, stored
  /// properties, elements and captures that hold it, of all the program can still reach
  /// (`isKnownUniquelyReferenced(&buffer)` is true when there is one). The receiver of the
  /// running method is lent to it, not held.
  /// The walk is work the statement pays for, one step for each variable and object seen.
  func strongReferences(to object: ObjectID, range: SourceRange) throws -> Int {
    var walk = ReferenceWalk(interpreter: self, pending: [])
    walk.counted = object
    visitRoots(&walk)
    for action in state.world.actions.values {
      if let handler = action.handler { walk.visit(callable: handler.rawValue) }
    }
    walk.drain()
    try charge(walk.seenBoxes.count + walk.reachable.count, range)
    return walk.references
  }

  /// Visits what the program holds for as long as it runs: its top-level and static
  /// variables, the variables of the code running now and of the calls under it, those of
  /// the tasks that wait, and UIKit's block observers.
  private func visitRoots(_ walk: inout ReferenceWalk) {
    walk.visit(boxes: state.globals.values)
    // `static let shared = Manager()`: a type's static properties live as long as the app.
    walk.visit(boxes: state.statics.values)
    for scope in scopes { walk.visit(boxes: scope.values) }
    for frame in frames { for scope in frame { walk.visit(boxes: scope.values) } }
    // A task that waits keeps what its code can still reach.
    for task in tasks.tasks.values where task.coroutine != nil {
      for scope in task.context.scopes { walk.visit(boxes: scope.values) }
      for frame in task.context.frames { for scope in frame { walk.visit(boxes: scope.values) } }
      for case .some(let receiver) in task.context.selfStack { walk.pending.append(receiver) }
    }
    // UIKit keeps block observers.
    for callable in state.world.observerCallables { walk.visit(callable: callable.rawValue) }
  }
}

/// A walk over the values the program refers to: the objects it reaches, and how many
/// references lead to one object (`counted`).
struct ReferenceWalk {
  unowned let interpreter: Interpreter
  var pending: [Value]
  var reachable: Set<ObjectID> = []
  var seenBoxes: Set<Int> = []
  var seenClosures: Set<Int> = []
  var counted: ObjectID?
  var references = 0

  init(interpreter: Interpreter, pending: [Value]) {
    self.interpreter = interpreter
    self.pending = pending
  }

  mutating func visit<Boxes: Sequence<Int>>(boxes: Boxes) {
    let state = interpreter.state
    for box in boxes where seenBoxes.insert(box).inserted {
      // A weak or unowned reference does not keep its object.
      if !state.weakBoxes.isEmpty, state.weakBoxes[box] != nil { continue }
      if let variable = state.variables.element(at: box) { pending.append(variable.value) }
    }
  }

  mutating func visit(callable index: Int) {
    guard seenClosures.insert(index).inserted,
      let entry = interpreter.state.callables[index]
    else { return }
    switch entry {
    case .closure(_, let captured): for scope in captured { visit(boxes: scope.values) }
    case .function(.closure(let inner)): visit(callable: inner)
    case .function, .task, .menuCompletion: break
    }
  }

  /// Follows what the values in hand hold, until nothing new is reached.
  mutating func drain() {
    while let value = pending.popLast() {
      switch value {
      case .object(let id):
        if id == counted { references += 1 }
        guard reachable.insert(id).inserted else { break }
        if let fields = interpreter.state.instances[id] {
          visit(boxes: fields.values)
        } else if !interpreter.lazySequences.isEmpty, let chain = interpreter.lazySequences[id] {
          // A lazy sequence keeps its elements and the closures of its steps.
          pending += chain.heldValues
        }
      case .function(.closure(let index)): visit(callable: index)
      default: pending += interpreter.children(of: value)
      }
    }
  }
}
