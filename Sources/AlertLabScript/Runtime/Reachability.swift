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
    var reachable: Set<ObjectID> = []
    var seenBoxes: Set<Int> = []
    var seenClosures: Set<Int> = []
    var pending: [Value] = extra
    func visit(scope: [String: Int]) { visit(boxes: scope.values) }
    func visit<Boxes: Sequence<Int>>(boxes: Boxes) {
      for box in boxes where seenBoxes.insert(box).inserted {
        // A weak or unowned reference does not keep its object.
        if !state.weakBoxes.isEmpty, state.weakBoxes[box] != nil { continue }
        if let variable = state.variables.element(at: box) { pending.append(variable.value) }
      }
    }
    func visit(callable index: Int) {
      guard seenClosures.insert(index).inserted, let entry = state.callables[index] else {
        return
      }
      switch entry {
      case .closure(_, let captured): captured.forEach(visit(scope:))
      case .function(.closure(let inner)): visit(callable: inner)
      case .function, .task, .menuCompletion: break
      }
    }
    visit(boxes: state.globals.values)
    // `static let shared = Manager()`: a type's static properties live as long as the app.
    visit(boxes: state.statics.values)
    scopes.forEach(visit(scope:))
    for frame in frames { frame.forEach(visit(scope:)) }
    // A task that waits keeps what its code can still reach.
    for task in tasks.tasks.values where task.coroutine != nil {
      task.context.scopes.forEach(visit(scope:))
      for frame in task.context.frames { frame.forEach(visit(scope:)) }
      for case .some(let receiver) in task.context.selfStack { pending.append(receiver) }
    }
    // UIKit keeps block observers and the handlers of alerts' actions. While continuations
    // wait, the handlers of alerts gone from the screen are walked last: what only they hold
    // cannot be resumed by the program (`releaseContinuations`).
    for callable in state.world.observerCallables { visit(callable: callable.rawValue) }
    let releasesContinuations = callDepth == 0 && !tasks.continuations.isEmpty
    var heldHandlers: [(controller: ObjectID, handler: Int)] = []
    for action in state.world.actions.values {
      guard let handler = action.handler else { continue }
      if releasesContinuations, let controller = action.controller,
        !state.world.isOnScreen(controller)
      {
        heldHandlers.append((controller, handler.rawValue))
      } else {
        visit(callable: handler.rawValue)
      }
    }
    // `self` of the code running now, and the receivers of the methods under it.
    for case .some(let receiver) in selfStack { pending.append(receiver) }
    func drain() {
      while let value = pending.popLast() {
        switch value {
        case .object(let id):
          guard reachable.insert(id).inserted else { break }
          if let fields = state.instances[id] {
            visit(scope: fields)
          } else if !lazySequences.isEmpty, let chain = lazySequences[id] {
            // A lazy sequence keeps its elements and the closures of its steps.
            pending += chain.heldValues
          }
        case .function(.closure(let index)): visit(callable: index)
        default: pending += children(of: value)
        }
      }
    }
    drain()
    var grew = true
    while grew {
      grew = false
      heldHandlers.removeAll { held in
        guard reachable.contains(held.controller) else { return false }
        visit(callable: held.handler)
        grew = true
        return true
      }
      drain()
    }
    // What only the handlers of alerts gone from the screen hold: a continuation there can
    // never be resumed. Those handlers still keep what they captured.
    let heldByTheProgram = reachable
    if !heldHandlers.isEmpty {
      for held in heldHandlers { visit(callable: held.handler) }
      drain()
    }
    // The learner's objects are released when a whole statement ends: a function that ends
    // inside a statement may leave objects in the hands of the expression that called it.
    if state.tracksLifetimes, callDepth == 0 { try releaseLearnerObjects(keeping: reachable) }
    if !state.weakDelegates.isEmpty { releaseWeakDelegates(keeping: reachable) }
    if releasesContinuations { releaseContinuations(keeping: heldByTheProgram) }
    try state.world.releasePopoverControllers(keeping: reachable)
  }
}
