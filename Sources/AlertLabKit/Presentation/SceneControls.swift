import AlertLabWords

// The scene's own controls as a gesture reaches them: with nothing presented, `:tap "+"` or
// `:tap "Show Sheet"` sends the control's action (the learner's `@IBAction`) to `self`, with
// the control as the sender, as the storyboard's connection does on a device.

extension World {
  /// The scene's control with this title: an item in the navigation bar ("+", or one the
  /// learner put there), "Show Sheet", a lesson's button. A system bar item answers to what
  /// the bar shows and to its name (`"+"` and `"add"`).
  public func sceneControl(titled title: String) -> ObjectID? {
    // Under a pushed controller, `self`'s controls are not on screen.
    guard app.pushedControllers.isEmpty else { return nil }
    return ownControl(titled: title)
  }

  /// `self`'s control with this title, on screen or not.
  public func ownControl(titled title: String) -> ObjectID? {
    ownControls.first { id in
      if let view = views[id] { return view.title == title }
      guard let item = barButtonItems[id] else { return false }
      // A back button drawn as an item ("‹ Notes", as SwiftUI's stack shows one) answers to
      // what the bar shows, to the title after the chevron and to "Back", as UIKit's does.
      if item.shownTitle.hasPrefix("‹ "),
        Self.namesBackButton(title, back: String(item.shownTitle.dropFirst(2)))
      {
        return true
      }
      return item.shownTitle == title || (item.systemItem != nil && item.systemItem == title)
    }
  }

  /// True when a tap's `title` names the back button whose title is `back`: by that title,
  /// by "Back", or by its chevron.
  static func namesBackButton(_ title: String, back: String) -> Bool {
    title == back || title == "Back" || title == "<" || title == "‹"
  }

  /// `self`'s bar button items in the bar and the scene's buttons.
  public var ownControls: [ObjectID] { barButtonItemsInBar + sceneButtons }

  /// Connects `control`'s action to the method of `self` named by `selector` (its Swift
  /// name and Objective-C forms), or disconnects it for an empty list.
  public mutating func connectAction(_ selector: [String], to control: ObjectID) {
    controlActions[control] = selector.isEmpty ? nil : selector
  }

  /// A tap on a control of the scene, when nothing is presented: its action runs. False when
  /// something is presented or no control has the title.
  mutating func tapControl(_ title: String, runner: CallbackRunner) throws -> Bool {
    guard topPresented == nil, let control = sceneControl(titled: title) else { return false }
    try runControlAction(control, title: title, runner: runner)
    return true
  }

  /// The `@IBAction` connected to a scene control, called with the control as its sender.
  mutating func runControlAction(_ control: ObjectID, title: String, runner: CallbackRunner)
    throws
  {
    try refuseIfDisabled(control, title: title)
    // A segue drawn from the control: its action (if any) runs, then the segue.
    if let segue = segue(triggeredBy: control) {
      if let selector = controlActions[control] {
        _ = try runner.callMethod(
          selector, on: rootViewController, arguments: [.object(control)], world: &self)
      } else if app.looks[control]?.targets.isEmpty == false {
        try sendActions(
          of: control,
          for: barButtonItems[control] != nil ? BarButtonItem.actionEvent : "touchUpInside",
          runner: runner)
      }
      try triggerSegue(segue, from: control, runner: runner)
      return
    }
    if controlActions[control] == nil, barButtonItems[control] != nil,
      app.looks[control]?.targets.isEmpty == false
    {
      // An item made with `target:action:` sends its action to its target.
      try sendActions(of: control, for: BarButtonItem.actionEvent, runner: runner)
      return
    }
    guard let selector = controlActions[control] else {
      throw GestureRefusal(Said(.connectedNoAction, title))
    }
    let answered = try runner.callMethod(
      selector, on: rootViewController, arguments: [.object(control)], world: &self)
    if answered == nil {
      throw Crash.unrecognizedSelector(
        selector.last ?? "", sentTo: rootViewController, fallbackClass: "UIViewController",
        in: self)
    }
  }

  /// Changes the class of `self` to a learner's view controller class.
  public mutating func setScreenClass(_ className: String) {
    viewControllers.modify(rootViewController) { $0.className = className }
  }

  /// While `self`'s view loads and is about to appear it is not in the window yet: presenting
  /// from `viewDidLoad` or `viewWillAppear(_:)` gets UIKit's warning (E-V5).
  public mutating func setScreenAppearing(_ appearing: Bool) {
    if screenIsAppearing != appearing { screenIsAppearing = appearing }
  }
}
