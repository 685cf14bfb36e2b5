extension World {
  /// `present(_:animated:completion:)` on `presenterID`. Crashes and console warnings follow
  /// UIKit (E-V9, E-V7, E-V5, E-V1, E-V2, E-A4, E-P1, E-P2, E-P4, E-PC5 for `.unknown`
  /// arrows); a warning presents nothing. A popover with a custom background class is laid
  /// out through it (E-B1).
  public mutating func present(
    _ controllerID: ObjectID?, from presenterID: ObjectID, completion: Callable?,
    runner: CallbackRunner
  ) throws {
    guard let controllerID, viewControllers[controllerID] != nil else {
      throw Crash(rule: RuleCatalog.presentNil, context: ruleContext(presenter: presenterID))
    }
    if controllerID == presenterID {
      throw Crash(rule: RuleCatalog.presentSelf, context: ruleContext(subject: presenterID))
    }
    if viewControllers[controllerID]?.presentingViewController != nil
      || controllerID == rootViewController
    {
      throw Crash(
        rule: RuleCatalog.presentActiveController, context: ruleContext(subject: controllerID))
    }
    guard isOnScreen(presenterID) else {
      let rule = RuleCatalog.notInWindow
      emit(
        .log(
          ruleID: rule.id,
          text: rule.message(ruleContext(subject: controllerID, presenter: presenterID))))
      return
    }
    if let already = viewControllers[presenterID]?.presentedViewController {
      let rule = RuleCatalog.alreadyPresenting
      emit(
        .log(
          ruleID: rule.id,
          text: rule.message(
            ruleContext(subject: controllerID, presenter: presenterID, other: already))))
      return
    }
    let mode = try presentationMode(for: controllerID, presenter: presenterID, runner: runner)
    viewControllers[presenterID]?.presentedViewController = controllerID
    viewControllers[controllerID]?.presentingViewController = presenterID
    presentationModes[controllerID] = mode
    if mode == .popover, let popover = viewControllers[controllerID]?.popoverPresentationController
    {
      let arrow = PopoverLayout.arrowDirection(for: popover, in: self)
      popoverPresentations[popover]?.arrowDirection = arrow
      try layOutBackground(of: popover, runner: runner)
    }
    adviseOnPresentation(of: controllerID, mode: mode)
    if let completion {
      try runner.call(completion, arguments: [], world: &self)
    }
  }

  /// Decides how `controllerID` is shown now, checking the rules that fire when the
  /// presentation begins.
  mutating func presentationMode(
    for controllerID: ObjectID, presenter presenterID: ObjectID, runner: CallbackRunner
  ) throws -> PresentationMode {
    guard let controller = viewControllers[controllerID] else { return .fullScreen }
    if let alert = controller.alert {
      let empty = { (text: String?) in text?.isEmpty ?? true }
      if empty(alert.title), empty(alert.message), alert.actions.isEmpty {
        throw Crash(
          rule: RuleCatalog.alertNeedsContent, context: ruleContext(subject: controllerID))
      }
      if alert.style == .alert { return .alert }
      guard actionSheetIsPopover else { return .sheet }
      guard let popover = popoverPresentationController(of: controllerID),
        let anchor = popoverPresentations[popover]
      else { return .sheet }
      if anchor.sourceView == nil && anchor.barButtonItem == nil {
        throw Crash(
          rule: RuleCatalog.sheetNeedsAnchor,
          context: ruleContext(subject: controllerID, presenter: presenterID, other: popover))
      }
      return .popover
    }
    switch controller.modalPresentationStyle {
    case .popover:
      guard let popover = popoverPresentationController(of: controllerID) else {
        return .fullScreen
      }
      let shimmed = popoverControllerOwning(presentation: popover) != nil
      if popoverAdaptsHere, !shimmed {
        let adapted = try adaptiveStyle(for: popover, runner: runner)
        if adapted != .none {
          let rule = RuleCatalog.popoverAdapts
          emit(.advice(ruleID: rule.id, text: rule.message(ruleContext(subject: controllerID))))
          return adapted == .fullScreen || adapted == .overFullScreen || iOS < IOSVersion(13)
            ? .fullScreen : .pageSheet
        }
      }
      try checkPopoverAnchor(popover, controllerID: controllerID)
      if popoverPresentations[popover]?.permittedArrowDirections == .unknown {
        throw Crash(
          rule: RuleCatalog.popoverArrowUnknown,
          context: ruleContext(
            subject: controllerID, other: popover,
            method: "-[UIPopoverPresentationController presentationTransitionWillBegin]"))
      }
      return .popover
    case .fullScreen, .overFullScreen, .custom, .none:
      return .fullScreen
    case .automatic, .pageSheet, .formSheet:
      return iOS >= IOSVersion(13) ? .pageSheet : .fullScreen
    }
  }

  /// E-P1 / E-P4: a popover needs a source view or a bar button item.
  func checkPopoverAnchor(_ popover: ObjectID, controllerID: ObjectID) throws {
    guard let anchor = popoverPresentations[popover] else { return }
    if anchor.sourceView == nil && anchor.barButtonItem == nil {
      let rule =
        anchor.sourceRect != nil
        ? RuleCatalog.sourceRectNeedsView : RuleCatalog.popoverNeedsAnchor
      throw Crash(rule: rule, context: ruleContext(subject: controllerID, other: popover))
    }
  }

  /// Asks the popover's delegate how to adapt in a compact environment:
  /// `adaptivePresentationStyle(for:traitCollection:)` first, then `(for:)`.
  mutating func adaptiveStyle(for popover: ObjectID, runner: CallbackRunner) throws
    -> ModalPresentationStyle
  {
    let fallback: ModalPresentationStyle = iOS >= IOSVersion(13) ? .pageSheet : .fullScreen
    guard let delegate = popoverPresentations[popover]?.delegate else { return fallback }
    let withTraits = [
      "adaptivePresentationStyle(for:traitCollection:)",
      "adaptivePresentationStyleForPresentationController(_:traitCollection:)",
    ]
    if iOS >= IOSVersion(8, 3),
      case .presentationStyle(let style)? = try runner.callMethod(
        withTraits, on: delegate, arguments: [.object(popover)], world: &self)
    {
      return style
    }
    let plain = [
      "adaptivePresentationStyle(for:)", "adaptivePresentationStyleForPresentationController(_:)",
    ]
    if case .presentationStyle(let style)? = try runner.callMethod(
      plain, on: delegate, arguments: [.object(popover)], world: &self)
    {
      return style
    }
    return fallback
  }

  /// Advice UIKit does not enforce, said once per presentation.
  mutating func adviseOnPresentation(of controllerID: ObjectID, mode: PresentationMode) {
    guard let alert = viewControllers[controllerID]?.alert else { return }
    let context = ruleContext(subject: controllerID)
    if alert.actions.isEmpty {
      let rule = RuleCatalog.alertWithoutActions
      emit(.advice(ruleID: rule.id, text: rule.message(context)))
    }
    let cancel = alert.actions.first { actions[$0]?.style == .cancel }
    if mode == .popover, cancel != nil {
      let rule = RuleCatalog.popoverHidesCancel
      emit(.advice(ruleID: rule.id, text: rule.message(context)))
    }
    if alert.style == .actionSheet {
      let shown = alert.actions.filter { $0 != cancel }
      if let firstDestructive = shown.firstIndex(where: { actions[$0]?.style == .destructive }),
        firstDestructive > 0
      {
        let rule = RuleCatalog.destructiveFirst
        emit(.advice(ruleID: rule.id, text: rule.message(context)))
      }
    }
    if alert.style == .alert, iOS < IOSVersion(9), alert.actions.count == 2,
      let cancel, alert.actions.last == cancel
    {
      let rule = RuleCatalog.cancelPlacement
      emit(.advice(ruleID: rule.id, text: rule.message(context)))
    }
  }

  /// `dismiss(animated:completion:)` sent to `receiverID`: dismisses what it presented, or,
  /// when it presents nothing, itself from its presenter. The completion runs.
  public mutating func dismiss(
    from receiverID: ObjectID, completion: Callable?, runner: CallbackRunner
  ) throws {
    if let presented = viewControllers[receiverID]?.presentedViewController {
      removePresentation(of: presented)
    } else if viewControllers[receiverID]?.presentingViewController != nil {
      removePresentation(of: receiverID)
    }
    if let completion {
      try runner.call(completion, arguments: [], world: &self)
    }
  }

  /// Takes `controllerID` and everything it presented off the screen.
  public mutating func removePresentation(of controllerID: ObjectID) {
    if let above = viewControllers[controllerID]?.presentedViewController {
      removePresentation(of: above)
    }
    if let presenter = viewControllers[controllerID]?.presentingViewController {
      viewControllers[presenter]?.presentedViewController = nil
    }
    viewControllers[controllerID]?.presentingViewController = nil
    presentationModes[controllerID] = nil
    if let popover = viewControllers[controllerID]?.popoverPresentationController {
      popoverPresentations[popover]?.arrowDirection = .unknown
    }
  }

  /// Changes the device (or turns it): the scene is laid out again and every presented
  /// controller adapts as UIKit adapts it.
  public mutating func setDevice(_ newDevice: Device, runner: CallbackRunner) throws {
    device = newDevice
    layOutScene()
    let chain = presentationChain.dropFirst()
    for controllerID in chain {
      guard let presenter = viewControllers[controllerID]?.presentingViewController else {
        continue
      }
      let mode = try presentationMode(for: controllerID, presenter: presenter, runner: runner)
      presentationModes[controllerID] = mode
      if mode == .popover,
        let popover = viewControllers[controllerID]?.popoverPresentationController
      {
        let arrow = PopoverLayout.arrowDirection(for: popover, in: self)
        popoverPresentations[popover]?.arrowDirection = arrow
        try layOutBackground(of: popover, runner: runner)
      }
    }
  }
}

extension World {
  /// Whether a `.popover` presentation adapts on this device now: in a horizontally
  /// compact environment, and from iOS 13 also in a vertically compact one ("for
  /// horizontally or vertically compact environments, this option behaves the same as
  /// formSheet"), so a Plus phone in landscape keeps a popover only before iOS 13.
  public var popoverAdaptsHere: Bool {
    device.horizontalSizeClass == .compact
      || (iOS >= IOSVersion(13) && device.verticalSizeClass == .compact)
  }
}
