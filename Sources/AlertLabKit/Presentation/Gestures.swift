import AlertLabWords

/// Why a gesture did nothing: said to the learner, not a crash.
public struct GestureRefusal: Error, Hashable, Sendable {
  /// What is said, in whichever language it is shown in.
  public let said: Said
  public init(_ said: Said) { self.said = said }
  /// What is said, in English.
  public var message: String { said.english }
}

/// A key of a hardware keyboard (`:key return`, `:key escape`).
public enum KeyPress: String, Hashable, Sendable, CaseIterable {
  case returnKey = "return"
  case escape
}

/// How `:type` names a text field: by its number on screen (from 1) or by placeholder.
public enum TextFieldReference: Hashable, Sendable {
  case number(Int)
  case placeholder(String)
  /// The one text field on screen (`:type "text"`).
  case only

  /// The field this names among `fields` (those on screen, in order), in a view, an alert or
  /// an alert view (`holder`: what a refusal says when the number is past its fields).
  func pick(
    from fields: [ObjectID], holder: OwnKey, placeholder: (ObjectID) -> String?
  ) throws -> ObjectID {
    switch self {
    case .number(let number):
      guard number >= 1, number <= fields.count else {
        throw GestureRefusal(Said(holder, number, fields.count))
      }
      return fields[number - 1]
    case .placeholder(let wanted):
      guard let found = fields.first(where: { placeholder($0) == wanted }) else {
        let names = fields.compactMap(placeholder).map { "\"\($0)\"" }
        throw GestureRefusal(
          names.isEmpty
            ? Said(.noTextFieldPlaceholder, wanted)
            : Said(.noTextFieldPlaceholderPlaceholders, wanted, names.joined(separator: ", ")))
      }
      return found
    case .only:
      guard fields.count == 1, let field = fields.first else {
        throw GestureRefusal(Said(.textFieldsScreenSay, fields.count))
      }
      return field
    }
  }
}

/// Notification names, as Objective-C spells them; Swift's names map to these.
public enum NotificationName {
  public static let textDidChange = "UITextFieldTextDidChangeNotification"
  public static let didEnterBackground = "UIApplicationDidEnterBackgroundNotification"
}

extension World {
  /// The buttons a learner can tap on the top alert or sheet, in drawn order.
  public func tappableActions() -> [ObjectID] {
    guard let top = topPresented else { return [] }
    return displayedActions(of: top)
  }

  /// A tap on the button titled `title` of the alert or sheet on screen: the controller is
  /// dismissed, then the action's handler runs. Disabled buttons do nothing.
  public mutating func tap(_ title: String, runner: CallbackRunner) throws {
    if try tapMenuItem(title, runner: runner) { return }
    if try tapLegacy(title, runner: runner) { return }
    if try tapThroughPopover(title, runner: runner) { return }
    if try tapOverPushed(title) { return }
    if try tapMenuControl(title, runner: runner) { return }
    if try tapAccessoryItem(title, runner: runner) { return }
    if try tapTargetedButton(title, runner: runner) { return }
    if try tapControl(title, runner: runner) { return }
    if let view = viewTapped(titled: title),
      try tapRecognizedView(view, title: title, runner: runner)
    {
      return
    }
    if try tapTableRow(title, runner: runner) { return }
    guard let top = topPresented, viewControllers[top]?.alert != nil else {
      // The app's own buttons, when it has any besides the scene's: a SwiftUI view's.
      let onScreen = topPresented == nil ? visibleButtons() : []
      if onScreen.contains(where: { !sceneButtons.contains($0.id) }) {
        let titles = onScreen.map { "\"\($0.title)\"" }.joined(separator: ", ")
        throw GestureRefusal(Said(.noAlertNoButtonScreen, title, titles))
      }
      throw GestureRefusal(Said(.noAlertActionSheet))
    }
    let shown = tappableActions()
    guard let action = shown.first(where: { actions[$0]?.title == title }) else {
      let titles = shown.compactMap { actions[$0]?.title }.map { "\"\($0)\"" }
      let hidden = viewControllers[top]?.alert?.actions.first {
        actions[$0]?.title == title && !shown.contains($0)
      }
      if hidden != nil {
        throw GestureRefusal(
          Said(
            presentationModes[top] == .popover ? .screenPopoverUIKitHides : .screenIOSUIKitDoes,
            title))
      }
      throw GestureRefusal(Self.noButtonRefusal(title, titles: titles))
    }
    guard actions[action]?.isEnabled ?? false else {
      throw GestureRefusal(Said(.disabledTappingDoesNothing, title))
    }
    try trigger(action, of: top, runner: runner)
  }

  /// A tap on one of the app's own controls while a popover is up: a control in the
  /// popover's `passthroughViews` gets it and the popover stays; any other tap dismisses the
  /// popover as a tap outside does, and the control does not get it. False when no popover
  /// is up, the popover has a button of that title, or no control has it.
  mutating func tapThroughPopover(_ title: String, runner: CallbackRunner) throws -> Bool {
    guard let top = topPresented, presentationModes[top] == .popover,
      let popover = viewControllers[top]?.popoverPresentationController,
      let control = sceneControl(titled: title) ?? visibleButton(titled: title)
    else { return false }
    if let alert = viewControllers[top]?.alert,
      alert.actions.contains(where: { actions[$0]?.title == title })
    {
      return false
    }
    // A button of the popover's own view (a SwiftUI popover's content) is inside it.
    if viewTree(of: top).contains(control) { return false }
    if popoverPresentations[popover]?.passthroughViews.contains(control) == true {
      if app.looks[control]?.targets.contains(where: { $0.event == "touchUpInside" }) == true {
        try sendActions(of: control, for: "touchUpInside", runner: runner)
      } else {
        try runControlAction(control, title: title, runner: runner)
      }
      return true
    }
    try tapOutside(runner: runner)
    emit(.note(Said(.tapLandedOutsidePopover, title)))
    return true
  }

  /// AlertLab's words for a tap on a button `title` that is not on screen, `titles` (quoted)
  /// being those that are.
  static func noButtonRefusal(_ title: String, titles: [String]) -> Said {
    titles.isEmpty
      ? Said(.noButtonScreenButtons, title)
      : Said(.noButtonScreenButtons2, title, titles.joined(separator: ", "))
  }

  /// An action chosen (tapped, or by a key): the controller is dismissed, then the action's
  /// handler runs.
  mutating func trigger(_ action: ObjectID, of controllerID: ObjectID, runner: CallbackRunner)
    throws
  {
    removePresentation(of: controllerID)
    if let handler = actions[action]?.handler {
      try runner.call(handler, arguments: [.object(action)], world: &self)
    }
  }

  /// A key pressed on a hardware keyboard while an alert controller is on screen:
  /// Return chooses the preferred action (an alert's, when enabled), else the only enabled
  /// action, else of exactly two enabled actions the one that is not the cancel action, else
  /// nothing; Escape chooses the cancel action.
  public mutating func press(_ key: KeyPress, runner: CallbackRunner) throws {
    if topPresented == nil, key == .returnKey, let field = app.firstResponder,
      textFields[field]?.controller == nil
    {
      try pressReturn(in: field, runner: runner)
      return
    }
    guard let top = topPresented, let alert = viewControllers[top]?.alert else {
      throw GestureRefusal(Said(.noAlertActionSheetScreen))
    }
    let enabled = alert.actions.filter { actions[$0]?.isEnabled ?? false }
    let styles = actions
    let isCancel = { (id: ObjectID) in styles[id]?.style == .cancel }
    switch key {
    case .returnKey:
      var chosen: ObjectID?
      if alert.style == .alert, let preferred = alert.preferredAction, enabled.contains(preferred) {
        chosen = preferred
      } else if enabled.count == 1 {
        chosen = enabled[0]
      } else if enabled.count == 2, enabled.filter(isCancel).count == 1 {
        chosen = enabled.first { !isCancel($0) }
      }
      guard let chosen else {
        throw GestureRefusal(Said(.returnDoesNothingHere))
      }
      try trigger(chosen, of: top, runner: runner)
    case .escape:
      guard let cancel = enabled.first(where: isCancel) else {
        throw GestureRefusal(Said(.escapeDoesNothingHere))
      }
      try trigger(cancel, of: top, runner: runner)
    }
  }

  /// A tap outside the presented controller: an action sheet runs its cancel action's
  /// handler and is dismissed (even when the cancel button is hidden, R-9); a popover is
  /// dismissed; an alert ignores it.
  public mutating func tapOutside(runner: CallbackRunner) throws {
    if closeMenu() { return }
    if try tapOutsideLegacy(runner: runner) { return }
    guard let top = topPresented, let controller = viewControllers[top] else {
      throw GestureRefusal(Said(.nothingPresentedTapLands))
    }
    if presentationModes[top] == .popover,
      let popover = controller.popoverPresentationController,
      let rootView = viewControllers[rootViewController]?.view,
      popoverPresentations[popover]?.passthroughViews.contains(rootView) == true
    {
      throw GestureRefusal(Said(.tapOutsideLandsSelf))
    }
    if let alert = controller.alert {
      guard alert.style == .actionSheet else {
        throw GestureRefusal(Said(.tappingOutsideAlertDoes))
      }
      let cancel = alert.actions.first { actions[$0]?.style == .cancel }
      if cancel == nil, presentationModes[top] != .popover {
        throw GestureRefusal(Said(.actionSheetNoCancel))
      }
      let popover =
        presentationModes[top] == .popover ? controller.popoverPresentationController : nil
      if let popover, try !popoverDelegateAllowsDismissal(popover, runner: runner) { return }
      removePresentation(of: top)
      if let cancel, let handler = actions[cancel]?.handler {
        try runner.call(handler, arguments: [.object(cancel)], world: &self)
      }
      if let popover { try tellPopoverDelegateOfDismissal(popover, runner: runner) }
      return
    }
    guard presentationModes[top] == .popover else {
      throw GestureRefusal(Said(.presentedControllerFillsScreen))
    }
    if controller.isModalInPopover {
      throw GestureRefusal(Said(.popoverContentModalPopover))
    }
    if let owner = popoverControllerShowing(top) {
      try tapOutsidePopoverController(owner, runner: runner)
      return
    }
    if let popover = controller.popoverPresentationController {
      if try !popoverDelegateAllowsDismissal(popover, runner: runner) { return }
      removePresentation(of: top)
      try tellPopoverDelegateOfDismissal(popover, runner: runner)
      return
    }
    removePresentation(of: top)
  }

  /// `popoverPresentationControllerShouldDismissPopover(_:)`: false keeps the popover (and
  /// says so).
  mutating func popoverDelegateAllowsDismissal(_ popover: ObjectID, runner: CallbackRunner)
    throws -> Bool
  {
    guard let delegate = popoverPresentations[popover]?.delegate else { return true }
    let should = try runner.callMethod(
      [
        "popoverPresentationControllerShouldDismissPopover(_:)",
        "presentationControllerShouldDismiss(_:)",
      ], on: delegate, arguments: [.object(popover)], world: &self)
    if case .bool(false)? = should {
      emit(.note(Said(.delegateAnsweredFalsePopover)))
      return false
    }
    return true
  }

  /// `popoverPresentationControllerDidDismissPopover(_:)`, after a tap outside dismissed it.
  mutating func tellPopoverDelegateOfDismissal(_ popover: ObjectID, runner: CallbackRunner)
    throws
  {
    guard let delegate = popoverPresentations[popover]?.delegate else { return }
    _ = try runner.callMethod(
      [
        "popoverPresentationControllerDidDismissPopover(_:)",
        "presentationControllerDidDismiss(_:)",
      ], on: delegate, arguments: [.object(popover)], world: &self)
  }

  /// The text fields of the alert on screen, in drawn order.
  public func visibleTextFields() -> [ObjectID] {
    guard let top = topPresented else { return [] }
    return viewControllers[top]?.alert?.textFields ?? []
  }

  /// Typing `text` into a text field of the alert on screen: one character at a time, each
  /// posting `UITextField.textDidChangeNotification` with the field as object.
  public mutating func type(
    _ text: String, into reference: TextFieldReference, runner: CallbackRunner
  ) throws {
    if try typeLegacy(text, into: reference, runner: runner) { return }
    // With nothing presented, the text fields of the app's own view.
    let inView = topPresented == nil
    let fields = inView ? screenTextFields() : visibleTextFields()
    guard !fields.isEmpty else {
      throw GestureRefusal(Said(.noTextFieldScreen))
    }
    let field = try reference.pick(
      from: fields, holder: inView ? .noTextFieldView : .noTextFieldAlertNumbered,
      placeholder: { self.textFields[$0]?.placeholder })
    if let picker = app.fieldTraits[field]?.inputView, app.datePickers[picker] != nil {
      throw GestureRefusal(Said(.textFieldInputViewDate))
    }
    try beginEditing(field, runner: runner)
    for character in text {
      guard try delegateAllowsChange(of: field, adding: character, runner: runner) else {
        continue
      }
      textFields.modify(field) { $0.text.append(character) }
      try post(NotificationName.textDidChange, object: field, runner: runner)
      try sendActions(of: field, for: "editingChanged", runner: runner)
    }
  }

  /// The app moves to the background: `didEnterBackgroundNotification` is posted.
  public mutating func enterBackground(runner: CallbackRunner) throws {
    _ = try systemCancelLegacy(runner: runner)
    try post(NotificationName.didEnterBackground, object: nil, runner: runner)
  }
}
