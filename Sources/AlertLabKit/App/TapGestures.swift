import AlertLabWords

/// A `UITapGestureRecognizer`: its target-action pairs, the view it is added to, and what is
/// set on it. `:tap` on a view reaches the recognizers as UIKit's hit-testing does: the view
/// tapped, or the nearest view above it that takes touches (a view whose
/// `isUserInteractionEnabled` is false, a UILabel's and a UIImageView's default, passes the
/// tap to its superview, and so does every view under it); the first enabled recognizer on
/// that view or a superview recognizes the tap, and each of its targets gets its action with
/// the recognizer as the sender.
public struct TapRecognizer: Hashable, Sendable {
  public var targets: [TargetAction] = []
  public var view: ObjectID?
  public var isEnabled = true
  public var cancelsTouchesInView = true
  /// `UIGestureRecognizer.State` case name: `ended` while its action runs.
  public var state = "possible"
  /// `numberOfTapsRequired`: 2 for a double tap, which `:tap NAME 2` makes.
  public var numberOfTapsRequired = 1
  /// A `UISwipeGestureRecognizer`'s `direction`s (`right` unless set); nil for a tap
  /// recognizer. `:swipe NAME left` reaches one that takes `left`.
  public var swipeDirections: [String]?
  public init() {}
}

extension World {
  /// `UITapGestureRecognizer(target:action:)`.
  public mutating func makeTapRecognizer(target: ObjectID?, action: String?) -> ObjectID {
    let id = makeID()
    var recognizer = TapRecognizer()
    if let target, let action {
      recognizer.targets.append(TargetAction(target: target, action: action, event: "tap"))
    }
    app.tapRecognizers[id] = recognizer
    plainObjects[id] = "UITapGestureRecognizer"
    return id
  }

  /// `UISwipeGestureRecognizer(target:action:)`: it recognizes a swipe to the right until
  /// its `direction` says otherwise.
  public mutating func makeSwipeRecognizer(target: ObjectID?, action: String?) -> ObjectID {
    let id = makeTapRecognizer(target: target, action: action)
    app.tapRecognizers[id]?.swipeDirections = ["right"]
    plainObjects[id] = "UISwipeGestureRecognizer"
    return id
  }

  /// `view.addGestureRecognizer(recognizer)`: a recognizer belongs to one view; added to
  /// another, it leaves the first.
  public mutating func addGestureRecognizer(_ recognizer: ObjectID, to view: ObjectID) {
    guard let state = app.tapRecognizers[recognizer] else { return }
    if let old = state.view { removeGestureRecognizer(recognizer, from: old) }
    app.tapRecognizers[recognizer]?.view = view
    updateLook(view) { $0.gestureRecognizers.append(recognizer) }
  }

  /// `view.removeGestureRecognizer(recognizer)`.
  public mutating func removeGestureRecognizer(_ recognizer: ObjectID, from view: ObjectID) {
    guard app.looks[view]?.gestureRecognizers.contains(recognizer) == true else { return }
    updateLook(view) { $0.gestureRecognizers.removeAll { $0 == recognizer } }
    app.tapRecognizers[recognizer]?.view = nil
  }

  /// Whether a view takes touches: its `isUserInteractionEnabled`, by default false for a
  /// UILabel and a UIImageView, true for other views.
  public func takesTouches(_ view: ObjectID) -> Bool {
    if let set = app.looks[view]?.isUserInteractionEnabled { return set }
    let className = views[view]?.kitClass
    return className != "UILabel" && className != "UIImageView"
  }

  /// The view on screen a `:tap "Title"` names for its recognizers: a visible view in the
  /// window whose title (a button's, a label's text) or scene name (`view`) is `title`.
  public func viewTapped(titled title: String) -> ObjectID? {
    views.first { id, view in
      view.isInWindow && (view.title == title || view.name == title) && isVisible(id)
    }?.key
  }

  /// A tap on `view` (named by a title or by the learner's variable), with nothing presented,
  /// that reaches a tap gesture recognizer: its targets' actions run. `taps` quick taps (a
  /// double tap is 2) are recognized by the first recognizer reached that requires the most
  /// of them (`numberOfTapsRequired`), once for each time they hold its count; one that
  /// requires more taps than were made does not recognize them.
  /// False when no recognizer gets it.
  public mutating func tapRecognizedView(
    _ view: ObjectID, title: String, taps: Int = 1, runner: CallbackRunner
  ) throws -> Bool {
    guard let reached = touchedViews(from: view) else { return false }
    var needsMore: Int?
    for id in reached {
      let enabled = (app.looks[id]?.gestureRecognizers ?? []).filter {
        app.tapRecognizers[$0]?.isEnabled == true && app.tapRecognizers[$0]?.swipeDirections == nil
      }
      func required(_ recognizer: ObjectID) -> Int {
        app.tapRecognizers[recognizer]?.numberOfTapsRequired ?? 1
      }
      // The recognizer that needs the most of the taps made recognizes them, as often as
      // they hold its count (two quick taps are two single taps to a one-tap recognizer).
      let fitting = enabled.filter { required($0) <= taps }
      if let most = fitting.map(required).max(),
        let recognizer = fitting.first(where: { required($0) == most })
      {
        for _ in 0..<(taps / max(most, 1)) { try recognize(recognizer, runner: runner) }
        return true
      }
      needsMore = needsMore ?? enabled.map(required).filter { $0 > taps }.min()
    }
    if let needsMore {
      throw GestureRefusal(
        Said(.tapGestureRecognizerRequires, title, needsMore, title, needsMore))
    }
    let tapRecognizers = (app.looks[view]?.gestureRecognizers ?? []).filter {
      app.tapRecognizers[$0]?.swipeDirections == nil
    }
    if !tapRecognizers.isEmpty {
      throw GestureRefusal(Said(.tapGestureRecognizerBut, title))
    }
    return false
  }

  /// The views a touch on `view` reaches, with nothing presented: the view and those under
  /// it, from the first that takes touches (a view that takes none passes them on, and so
  /// does every view under it). Nil when the view is not on screen or something is up.
  func touchedViews(from view: ObjectID) -> [ObjectID]? {
    guard topPresented == nil, app.openMenu == nil, views[view]?.isInWindow == true,
      isVisible(view)
    else { return nil }
    var chain: [ObjectID] = []
    var current: ObjectID? = view
    while let id = current, chain.count < 64 {
      chain.append(id)
      current = superview(of: id)
    }
    let start = chain.lastIndex { !takesTouches($0) }.map { $0 + 1 } ?? 0
    return chain.indices.contains(start) ? Array(chain[start...]) : []
  }

  /// A swipe `direction` (`left`, `right`, `up`, `down`) across `view`, with nothing
  /// presented: the first enabled swipe recognizer for that direction, on the view or a view
  /// under it that takes touches, recognizes it. False when none does.
  public mutating func swipeRecognizedView(
    _ view: ObjectID, direction: String, runner: CallbackRunner
  ) throws -> Bool {
    guard let reached = touchedViews(from: view) else { return false }
    for id in reached {
      let recognizer = (app.looks[id]?.gestureRecognizers ?? []).first {
        app.tapRecognizers[$0]?.isEnabled == true
          && app.tapRecognizers[$0]?.swipeDirections?.contains(direction) == true
      }
      if let recognizer {
        try recognize(recognizer, runner: runner)
        return true
      }
    }
    return false
  }

  /// A tap recognized: each target gets its action with the recognizer as the sender, while
  /// the recognizer's state is `.ended`; a target without the method crashes as the
  /// Objective-C runtime does.
  mutating func recognize(_ recognizer: ObjectID, runner: CallbackRunner) throws {
    app.tapRecognizers[recognizer]?.state = "ended"
    defer { app.tapRecognizers[recognizer]?.state = "possible" }
    for pair in app.tapRecognizers[recognizer]?.targets ?? [] {
      let answered = try runner.callMethod(
        [pair.action], on: pair.target, arguments: [.object(recognizer)], world: &self)
      if answered == nil {
        throw Crash.unrecognizedSelector(pair.action, sentTo: pair.target, in: self)
      }
    }
  }
}
