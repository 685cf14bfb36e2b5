import AlertLabWords

/// What UIKit tells a control's targets and a text field's delegate when the learner taps
/// or types.
extension World {
  /// `:tap "Title"` with no alert up: a button on screen whose `.touchUpInside` targets are
  /// set sends its action to each (as UIKit does when a finger lifts inside it). False when
  /// no such button has targets.
  mutating func tapTargetedButton(_ title: String, runner: CallbackRunner) throws -> Bool {
    if let top = topPresented, viewControllers[top]?.alert != nil { return false }
    guard let button = visibleButton(titled: title),
      app.looks[button]?.targets.contains(where: { $0.event == "touchUpInside" }) ?? false,
      segue(triggeredBy: button) == nil
    else { return false }
    try refuseIfDisabled(button, title: title)
    try sendActions(of: button, for: "touchUpInside", runner: runner)
    return true
  }

  /// A tap on a control whose `isEnabled` is false: UIKit sends it no touches.
  func refuseIfDisabled(_ control: ObjectID, title: String) throws {
    guard app.looks[control]?.isEnabled == false else { return }
    throw GestureRefusal(Said(.disabledIsEnabledFalseUIKit, title))
  }

  /// Sends the actions of a control's targets for `event`, each with the control as sender;
  /// a target without the method crashes as the Objective-C runtime does.
  mutating func sendActions(of control: ObjectID, for event: String, runner: CallbackRunner)
    throws
  {
    let targets =
      (app.looks[control]?.targets ?? []) + (app.fieldTraits[control]?.targets ?? [])
    for pair in targets where pair.event == event || pair.event == "allEditingEvents" {
      if pair.isUIAction {
        // A `UIAction`'s handler gets the action; its `sender` is the control.
        if let handler = app.menuElements[pair.target]?.handler {
          try runner.call(handler, arguments: [.object(pair.target)], world: &self)
        }
        continue
      }
      let answered = try runner.callMethod(
        [pair.action], on: pair.target, arguments: [.object(control)], world: &self)
      if answered == nil {
        throw Crash.unrecognizedSelector(pair.action, sentTo: pair.target, in: self)
      }
    }
  }

  /// The learner starts typing into a field: it becomes first responder, and its delegate
  /// hears `textFieldShouldBeginEditing(_:)` (false keeps the keyboard away: nothing is
  /// typed) and `textFieldDidBeginEditing(_:)`.
  mutating func beginEditing(_ field: ObjectID, runner: CallbackRunner) throws {
    guard app.firstResponder != field else { return }
    if let delegate = app.fieldTraits[field]?.delegate {
      let answer = try runner.callMethod(
        ["textFieldShouldBeginEditing(_:)", "textFieldShouldBeginEditing:"], on: delegate,
        arguments: [.object(field)], world: &self)
      if answer == .bool(false) {
        throw GestureRefusal(Said(.textFieldDelegateAnsweredFalse))
      }
    }
    app.firstResponder = field
    if let delegate = app.fieldTraits[field]?.delegate {
      _ = try runner.callMethod(
        ["textFieldDidBeginEditing(_:)", "textFieldDidBeginEditing:"], on: delegate,
        arguments: [.object(field)], world: &self)
    }
    try sendActions(of: field, for: "editingDidBegin", runner: runner)
  }

  /// `textField(_:shouldChangeCharactersIn:replacementString:)`: the delegate may refuse a
  /// character (a length limit, digits only); no answer lets it in.
  mutating func delegateAllowsChange(
    of field: ObjectID, adding character: Character, runner: CallbackRunner
  ) throws -> Bool {
    guard let delegate = app.fieldTraits[field]?.delegate else { return true }
    let location = textFields[field]?.text.utf16.count ?? 0
    let answer = try runner.callMethod(
      [
        "textField(_:shouldChangeCharactersIn:replacementString:)",
        "textField(_:shouldChangeCharactersInRange:replacementString:)",
        "textField:shouldChangeCharactersInRange:replacementString:",
      ], on: delegate,
      arguments: [
        .object(field), .characterRange(location: location, length: 0), .text(String(character)),
      ], world: &self)
    return answer != .bool(false)
  }
}
