/// A presentation or dismissal under way. UIKit animates one over several turns of the run
/// loop; AlertLab gives each one turn: it begins when `present` or `dismiss` is called and
/// ends when the top-level statement (or gesture) that called it ends. Until then UIKit
/// refuses to start another (E-V3, E-V4), and the completion handler waits for the end.
public struct Transition: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case presentation, dismissal
  }
  public var kind: Kind
  /// The controller coming on screen or going off it.
  public var controller: ObjectID
  /// The controller presenting it.
  public var presenter: ObjectID
  /// A popover presented without a valid anchor: checked again when the turn ends, so the
  /// anchor may be set after `present` in the same turn.
  public var anchorPending = false

  public init(kind: Kind, controller: ObjectID, presenter: ObjectID) {
    self.kind = kind
    self.controller = controller
    self.presenter = presenter
  }
}

/// What the run loop holds between the start of a turn and its end.
public struct RunLoopTurn: Hashable, Sendable {
  /// The transitions begun in this turn, oldest first.
  public var transitions: [Transition] = []
  /// Completion handlers of those transitions, run when the turn ends.
  public var completions: [Callable] = []
  /// Views that asked for `setNeedsLayout()`: their `layoutSubviews()` runs when the turn
  /// ends, once each, before the completions.
  public var layouts: [ObjectID] = []
  /// Alert controllers asking their presenter for `supportedInterfaceOrientations` (iOS 9),
  /// while the question is under way: asked again, UIKit's assertion fails (E-A9).
  public var orientationQueries: [ObjectID] = []
  /// Popovers on screen whose anchor was changed in this turn: placed again when it ends.
  public var movedAnchors: [ObjectID] = []

  public init() {}
}

extension World {
  /// True while a presentation or dismissal begun in this turn is under way.
  public var isTransitioning: Bool { !turn.transitions.isEmpty }

  /// `isBeingPresented`: the controller's presentation began in this turn.
  public func isBeingPresented(_ controllerID: ObjectID) -> Bool {
    turn.transitions.contains { $0.kind == .presentation && $0.controller == controllerID }
  }

  /// `isBeingDismissed`: the controller's dismissal began in this turn.
  public func isBeingDismissed(_ controllerID: ObjectID) -> Bool {
    turn.transitions.contains { $0.kind == .dismissal && $0.controller == controllerID }
  }

  /// Starts a transition; its completion (if any) runs when the turn ends.
  mutating func begin(_ transition: Transition, completion: Callable?) {
    turn.transitions.append(transition)
    if let completion { turn.completions.append(completion) }
  }

  /// Ends the turn: the transitions finish (a popover's anchor is checked now), then their
  /// completions run, in the order the transitions began; then the work queued on the main
  /// queue for now runs (`DispatchQueue.main.async`, a background queue's work, timers that
  /// are due). A completion or a block that presents or dismisses starts a transition of the
  /// next round, which also ends before the learner types again; at most `limit` rounds.
  /// Returns how many pieces of queued work ran.
  @discardableResult
  public mutating func endTurn(runner: CallbackRunner, limit: Int = 64) throws -> Int {
    // Most statements begin no transition and queue no work.
    if clock.pending.isEmpty, turn == RunLoopTurn() { return 0 }
    var rounds = 0
    var ran = 0
    while rounds < limit {
      rounds += 1
      if turn != RunLoopTurn() {
        try completePresentations(turn.transitions, runner: runner)
        for popover in turn.movedAnchors { try placeMovedPopover(popover, runner: runner) }
        let completions = turn.completions
        let layouts = turn.layouts
        turn = RunLoopTurn()
        for view in layouts {
          try layOutSubviews(of: view, runner: runner)
        }
        for completion in completions {
          try runner.call(completion, arguments: [], world: &self)
        }
        continue
      }
      let count = try runDueWork(runner: runner, upTo: World.turnWorkLimit - ran)
      if count == 0 { break }
      ran += count
    }
    // Left alone when nothing was under way: a turn that did nothing changes nothing.
    if turn != RunLoopTurn() { turn = RunLoopTurn() }
    return ran
  }
}
