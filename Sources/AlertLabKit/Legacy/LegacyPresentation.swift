import AlertLabWords

/// What UIKit tells a legacy view's delegate, with the names a learner's method may have
/// (Swift 3+ first, then Swift 1/2; §4E).
enum LegacyDelegateCall {
  case clicked, willDismiss, didDismiss, willPresent, didPresent, cancel, shouldEnableFirstOther

  func selectors(for kind: LegacyKind) -> [String] {
    switch (self, kind) {
    case (.clicked, .alertView):
      return ["alertView(_:clickedButtonAt:)", "alertView(_:clickedButtonAtIndex:)"]
    case (.clicked, .actionSheet):
      return ["actionSheet(_:clickedButtonAt:)", "actionSheet(_:clickedButtonAtIndex:)"]
    case (.willDismiss, .alertView): return ["alertView(_:willDismissWithButtonIndex:)"]
    case (.willDismiss, .actionSheet): return ["actionSheet(_:willDismissWithButtonIndex:)"]
    case (.didDismiss, .alertView): return ["alertView(_:didDismissWithButtonIndex:)"]
    case (.didDismiss, .actionSheet): return ["actionSheet(_:didDismissWithButtonIndex:)"]
    case (.willPresent, .alertView): return ["willPresent(_:)", "willPresentAlertView(_:)"]
    case (.willPresent, .actionSheet): return ["willPresent(_:)", "willPresentActionSheet(_:)"]
    case (.didPresent, .alertView): return ["didPresent(_:)", "didPresentAlertView(_:)"]
    case (.didPresent, .actionSheet): return ["didPresent(_:)", "didPresentActionSheet(_:)"]
    case (.cancel, .alertView): return ["alertViewCancel(_:)"]
    case (.cancel, .actionSheet): return ["actionSheetCancel(_:)"]
    case (.shouldEnableFirstOther, _): return ["alertViewShouldEnableFirstOtherButton(_:)"]
    }
  }
}

extension World {
  /// Calls the delegate's method for `call`, if the delegate has one; nil otherwise.
  @discardableResult
  mutating func tellLegacyDelegate(
    _ call: LegacyDelegateCall, of id: ObjectID, index: Int? = nil, runner: CallbackRunner
  ) throws -> CallbackResult? {
    guard let view = legacy.views[id], let delegate = view.delegate else { return nil }
    var arguments: [CallbackArgument] = [.object(id)]
    if let index { arguments.append(.integer(index)) }
    return try runner.callMethod(
      call.selectors(for: view.kind), on: delegate, arguments: arguments, world: &self)
  }

  // MARK: - Showing

  /// `show()` (alert view), `show(in:)`, `show(from:animated:)`, `show(from:in:animated:)`
  /// (action sheet). In UIKit's order (U-6): `willPresent`, then (alert views)
  /// `alertViewShouldEnableFirstOtherButton`, then the view appears, then `didPresent`.
  ///
  /// From iOS 8 the shim's actions are made from the buttons now, the cancel button with the
  /// cancel style and an action sheet's destructive button with the destructive style (a
  /// button that is both is destructive, U-4), and the shim controller is presented over
  /// whatever is on screen: UIKit's shim presents from a window of its own, so the
  /// simulation presents it from the topmost controller rather than from `self`. That the
  /// delegate is asked about the first other button while showing is inferred from UIKit's
  /// code, not stated by a source.
  public mutating func showLegacy(
    _ id: ObjectID, anchor: LegacySheetAnchor? = nil, runner: CallbackRunner
  ) throws {
    guard legacy.views[id] != nil else { return }
    guard !isLegacyVisible(id) else {
      emit(.note(Said(.alreadyVisibleShowingAgain, describe(id))))
      return
    }
    if let anchor { legacy.views.modify(id) { $0.anchor = anchor } }
    if iOS >= IOSVersion(8) {
      makeShimIfNeeded(for: id)
      prepareShimActions(of: id)
    }
    try tellLegacyDelegate(.willPresent, of: id, runner: runner)
    try updateFirstOtherButton(of: id, runner: runner)
    if iOS >= IOSVersion(8) {
      presentShim(of: id)
    } else {
      legacy.shown.append(id)
    }
    try tellLegacyDelegate(.didPresent, of: id, runner: runner)
  }

  /// The shim's actions, made once from the buttons (UIKit's `_prepareAlertActions`).
  mutating func prepareShimActions(of id: ObjectID) {
    guard let view = legacy.views[id], let shim = view.shim, view.shimActions.isEmpty else {
      return
    }
    var made: [ObjectID] = []
    for (index, title) in view.buttons.enumerated() {
      var style: ActionStyle = index == view.cancelButtonIndex ? .cancel : .default
      if view.kind == .actionSheet, index == view.destructiveButtonIndex { style = .destructive }
      let action = makeID()
      var alertAction = AlertAction(title: title, style: style, handler: nil)
      alertAction.controller = shim
      actions[action] = alertAction
      made.append(action)
    }
    viewControllers.modify(shim) { $0.alert?.actions = made }
    viewControllers.modify(shim) { $0.alert?.title = view.title }
    viewControllers.modify(shim) { $0.alert?.message = view.message }
    legacy.views.modify(id) { $0.shimActions = made }
  }

  /// Puts the shim controller on screen: an alert view's in a window of its own above the
  /// app's (U-14); an action sheet's over the topmost controller, as a sheet, or on an iPad a
  /// popover from its anchor (U-11: `show(in:)` anchors a 1 × 1 rect at the view's centre).
  mutating func presentShim(of id: ObjectID) {
    guard let view = legacy.views[id], let shim = view.shim else { return }
    if view.kind == .alertView {
      legacy.shimWindows.append(shim)
      presentationModes[shim] = .alert
      return
    }
    let presenter = topPresented ?? rootViewController
    viewControllers.modify(presenter) { $0.presentedViewController = shim }
    viewControllers.modify(shim) { $0.presentingViewController = presenter }
    var mode: PresentationMode = view.kind == .alertView ? .alert : .sheet
    if view.kind == .actionSheet, actionSheetIsPopover,
      let popover = popoverPresentationController(of: shim)
    {
      popoverPresentations[popover]?.barButtonItem = nil
      popoverPresentations[popover]?.sourceView = nil
      popoverPresentations[popover]?.sourceRect = nil
      switch view.anchor {
      case .barButtonItem(let item)?:
        popoverPresentations[popover]?.barButtonItem = item
      case .rect(let rect, let source)?:
        popoverPresentations[popover]?.sourceView = source
        popoverPresentations[popover]?.sourceRect = rect
      case .view(let source)?:
        let bounds = views[source]?.bounds ?? .zero
        popoverPresentations[popover]?.sourceView = source
        popoverPresentations[popover]?.sourceRect = Rect(
          x: (bounds.width / 2).rounded(.down), y: (bounds.height / 2).rounded(.down), width: 1,
          height: 1)
      case nil:
        break
      }
      mode = .popover
      let arrow = PopoverLayout.arrowDirection(for: popover, in: self)
      popoverPresentations[popover]?.arrowDirection = arrow
    }
    presentationModes[shim] = mode
  }

  // MARK: - Dismissing

  /// `dismiss(withClickedButtonIndex:animated:)`: `willDismissWithButtonIndex`, the view goes,
  /// `didDismissWithButtonIndex` (U-6). The delegate is not told of a click.
  public mutating func dismissLegacy(
    _ id: ObjectID, clickedButtonIndex index: Int, runner: CallbackRunner
  ) throws {
    guard legacy.views[id] != nil else { return }
    try tellLegacyDelegate(.willDismiss, of: id, index: index, runner: runner)
    takeLegacyOffScreen(id)
    try tellLegacyDelegate(.didDismiss, of: id, index: index, runner: runner)
  }

  /// A tap on the button at `index` (U-6): `clickedButtonAt`, `willDismissWithButtonIndex`,
  /// the view goes, `didDismissWithButtonIndex`.
  public mutating func clickLegacyButton(
    _ id: ObjectID, index: Int, runner: CallbackRunner
  ) throws {
    try tellLegacyDelegate(.clicked, of: id, index: index, runner: runner)
    try dismissLegacy(id, clickedButtonIndex: index, runner: runner)
  }

  mutating func takeLegacyOffScreen(_ id: ObjectID) {
    legacy.shown.removeAll { $0 == id }
    if let shim = legacy.views[id]?.shim, isOnScreen(shim) {
      removePresentation(of: shim)
    }
  }

  // MARK: - The first other button

  /// UIKit's `_updateFirstOtherButtonEnabledState` (U-8): asks
  /// `alertViewShouldEnableFirstOtherButton(_:)` (true when the delegate has no such method)
  /// and enables or disables the button at `firstOtherButtonIndex`. Nothing happens when that
  /// index is -1, which it always is from Swift.
  mutating func updateFirstOtherButton(of id: ObjectID, runner: CallbackRunner) throws {
    guard let view = legacy.views[id], view.kind == .alertView else { return }
    let index = view.firstOtherButtonIndex
    guard view.buttons.indices.contains(index) else { return }
    if iOS >= IOSVersion(8), !view.shimActions.indices.contains(index) { return }
    var enabled = true
    if case .bool(let answer)? = try tellLegacyDelegate(
      .shouldEnableFirstOther, of: id, runner: runner)
    {
      enabled = answer
    }
    if iOS >= IOSVersion(8) {
      actions[view.shimActions[index]]?.isEnabled = enabled
    } else {
      legacy.views.modify(id) { $0.firstOtherButtonEnabled = enabled }
    }
  }

  /// Whether the button at `index` can be tapped.
  public func isLegacyButtonEnabled(_ index: Int, of id: ObjectID) -> Bool {
    guard let view = legacy.views[id] else { return false }
    if view.shim != nil, iOS >= IOSVersion(8) {
      guard view.shimActions.indices.contains(index) else { return false }
      return actions[view.shimActions[index]]?.isEnabled ?? false
    }
    return index != view.firstOtherButtonIndex || view.firstOtherButtonEnabled
  }

  // MARK: - Order on screen

  /// The button indices in the order they are drawn (U-5). An alert view puts its cancel
  /// button on the left of two and at the bottom of three or more; an action sheet puts its
  /// destructive button first and its cancel button in its own group at the bottom (`cancel`),
  /// or nowhere in an iPad popover. From iOS 8 the order is the shim controller's.
  public func legacyButtonOrder(of id: ObjectID) -> (main: [Int], cancel: Int?) {
    guard let view = legacy.views[id] else { return ([], nil) }
    if let shim = view.shim, iOS >= IOSVersion(8), !view.shimActions.isEmpty {
      let shown = displayedActions(of: shim).compactMap { view.shimActions.firstIndex(of: $0) }
      return (shown, nil)
    }
    let all = Array(view.buttons.indices)
    let cancel = all.contains(view.cancelButtonIndex) ? view.cancelButtonIndex : nil
    switch view.kind {
    case .alertView:
      guard let cancel else { return (all, nil) }
      let others = all.filter { $0 != cancel }
      return (all.count == 2 ? [cancel] + others : others + [cancel], nil)
    case .actionSheet:
      let destructive =
        all.contains(view.destructiveButtonIndex) ? view.destructiveButtonIndex : nil
      let sheetCancel = cancel == destructive ? nil : cancel
      let others = all.filter { $0 != destructive && $0 != sheetCancel }
      let main = (destructive.map { [$0] } ?? []) + others
      return (main, actionSheetIsPopover ? nil : sheetCancel)
    }
  }

  // MARK: - Gestures

  /// `:tap "Title"` on the legacy view on top. False when no legacy view is on top (the
  /// gesture is then UIAlertController's).
  public mutating func tapLegacy(_ title: String, runner: CallbackRunner) throws -> Bool {
    guard let id = legacyViewOnTop, let view = legacy.views[id] else { return false }
    let order = legacyButtonOrder(of: id)
    let shown = order.main + (order.cancel.map { [$0] } ?? [])
    guard let index = shown.first(where: { view.buttons[$0] == title }) else {
      if view.buttons.contains(title) {
        throw GestureRefusal(Said(.screenPopoverUIKitHides, title))
      }
      let titles = shown.map { "\"\(view.buttons[$0])\"" }
      throw GestureRefusal(Self.noButtonRefusal(title, titles: titles))
    }
    guard isLegacyButtonEnabled(index, of: id) else {
      throw GestureRefusal(Said(.disabledTappingDoesNothing, title))
    }
    try clickLegacyButton(id, index: index, runner: runner)
    return true
  }

  /// `:tapout` over a legacy view: an alert view ignores it; an action sheet is cancelled as
  /// if its cancel button were tapped (U-6: UIKit runs the cancel index's path, -1 when there
  /// is no cancel button).
  public mutating func tapOutsideLegacy(runner: CallbackRunner) throws -> Bool {
    guard let id = legacyViewOnTop, let view = legacy.views[id] else { return false }
    guard view.kind == .actionSheet else {
      throw GestureRefusal(Said(.tappingOutsideAlertView))
    }
    try clickLegacyButton(id, index: view.cancelButtonIndex, runner: runner)
    return true
  }

  /// `:type` into a text field of the alert view on top: one character at a time, each
  /// asking `alertViewShouldEnableFirstOtherButton` (U-8) and posting
  /// `UITextField.textDidChangeNotification`.
  public mutating func typeLegacy(
    _ text: String, into reference: TextFieldReference, runner: CallbackRunner
  ) throws -> Bool {
    guard let id = legacyViewOnTop, let view = legacy.views[id] else { return false }
    let fields = view.textFields
    guard !fields.isEmpty else {
      throw GestureRefusal(
        Said(
          view.kind == .alertView ? .noTextFieldScreenAlertViewStyle : .noTextFieldScreenNone,
          view.kind.className))
    }
    let field = try reference.pick(
      from: fields, holder: .noTextFieldAlert, placeholder: { self.textFields[$0]?.placeholder })
    noteFirstOtherButtonUnasked(id)
    for character in text {
      textFields.modify(field) { $0.text.append(character) }
      try updateFirstOtherButton(of: id, runner: runner)
      try post(NotificationName.textDidChange, object: field, runner: runner)
    }
    return true
  }

  /// Says once per alert view why UIKit does not ask its delegate about the first other
  /// button when its index is -1.
  mutating func noteFirstOtherButtonUnasked(_ id: ObjectID) {
    guard let view = legacy.views[id], view.kind == .alertView, view.delegate != nil,
      view.firstOtherButtonIndex == -1, !view.notedNoFirstOther
    else { return }
    legacy.views.modify(id) { $0.notedNoFirstOther = true }
    emit(.note(Said(.uiKitDoesCallAlertViewShouldEnableFirstOtherButton)))
  }

  /// The system cancels the legacy view on top (U-7: the header's example is the Home
  /// button): `alertViewCancel(_:)` / `actionSheetCancel(_:)` when the delegate has it, else
  /// a simulated tap on the cancel button. Only iOS 7 does this: the iOS 8+ shim never calls
  /// these methods. Whether iOS 7 still cancelled alerts when the app went to the background
  /// is not sourced, so `:background` says so when it uses this. Returns whether a view was
  /// cancelled.
  public mutating func systemCancelLegacy(runner: CallbackRunner) throws -> Bool {
    guard iOS < IOSVersion(8), let id = legacy.shown.last, let view = legacy.views[id] else {
      return false
    }
    emit(.note(Said(.treatsBackgroundSystemCancelling, view.kind.className)))
    if try tellLegacyDelegate(.cancel, of: id, runner: runner) != nil {
      takeLegacyOffScreen(id)
    } else {
      try clickLegacyButton(id, index: view.cancelButtonIndex, runner: runner)
    }
    return true
  }
}
