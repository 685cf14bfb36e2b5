extension World {
  /// `present(_:animated:completion:)` on `presenterID`. Crashes and console warnings follow
  /// UIKit (E-V9, E-V7, E-V8, E-V6, E-V5, E-V1, E-V3, E-V2, E-A4, E-P1, E-P2, E-P4, E-PC5 for
  /// `.unknown` arrows); a warning presents nothing. A popover asks its delegate's
  /// `prepareForPopoverPresentation(_:)` first, and one with a custom background class is
  /// laid out through it (E-B1). The presentation takes the rest of the turn: the completion
  /// runs when the turn ends.
  public mutating func present(
    _ controllerID: ObjectID?, from presenterID: ObjectID, completion: Callable?,
    runner: CallbackRunner
  ) throws {
    guard let controllerID, viewControllers.contains(controllerID) else {
      throw Crash.presentNil(presenter: presenterID, in: self)
    }
    if controllerID == presenterID {
      throw Crash.presentSelf(presenterID, in: self)
    }
    if let parent = viewControllers.field(controllerID, { $0.parent }) {
      throw Crash.presentChild(controllerID, parent: parent, in: self)
    }
    if isBeingPresented(controllerID),
      let presenter = viewControllers.field(controllerID, { $0.presentingViewController })
    {
      throw Crash.presentBeingPresented(controllerID, presenter: presenter, in: self)
    }
    if viewControllers.field(controllerID, { $0.presentingViewController }) != nil
      || controllerID == rootViewController
    {
      throw Crash.presentActiveController(controllerID, in: self)
    }
    guard isOnScreen(presenterID) else {
      logWarning(
        RuleCatalog.notInWindow, ruleContext(subject: controllerID, presenter: presenterID))
      return
    }
    if isTransitioning {
      logWarning(
        RuleCatalog.presentDuringTransition,
        ruleContext(subject: controllerID, presenter: presenterID))
      return
    }
    if let already = viewControllers.field(presenterID, { $0.presentedViewController }) {
      logWarning(
        RuleCatalog.alreadyPresenting,
        ruleContext(subject: controllerID, presenter: presenterID, other: already))
      return
    }
    let mode = try presentationMode(
      for: controllerID, presenter: presenterID, runner: runner, presenting: true)
    viewControllers.modify(presenterID) { $0.presentedViewController = controllerID }
    viewControllers.modify(controllerID) { $0.presentingViewController = presenterID }
    presentationModes[controllerID] = mode
    setViewInWindow(of: controllerID, true)
    if viewControllers.field(controllerID, { $0.alert }) != nil {
      try askAlertOrientations(controllerID, runner: runner)
    }
    var transition = Transition(
      kind: .presentation, controller: controllerID, presenter: presenterID)
    if mode == .popover,
      let popover = viewControllers.field(controllerID, { $0.popoverPresentationController })
    {
      // An anchor still missing may be set later in the turn: it is checked when it ends.
      if anchorWaitsForEndOfTurn(popover),
        (try? checkAnchor(of: controllerID, popover: popover, presenter: presenterID)) == nil
      {
        transition.anchorPending = true
      } else {
        try placePopover(popover, runner: runner)
      }
    }
    // Advice waits for a pending anchor: without one the presentation crashes instead.
    if !transition.anchorPending { adviseOnPresentation(of: controllerID, mode: mode) }
    begin(transition, completion: completion)
  }

  /// Logs a console warning for `rule`.
  mutating func logWarning(_ rule: Rule, _ context: RuleContext) {
    emit(.log(ruleID: rule.id, text: rule.message(context)))
  }

  /// Decides how `controllerID` is shown now, checking the rules that fire when the
  /// presentation begins.
  mutating func presentationMode(
    for controllerID: ObjectID, presenter presenterID: ObjectID, runner: CallbackRunner,
    presenting: Bool = false
  ) throws -> PresentationMode {
    guard let controller = viewControllers[controllerID] else { return .fullScreen }
    if let alert = controller.alert {
      // An empty string counts as none only for apps built with an older SDK
      // (`_shouldTreatEmptyStringsAsNil`, E-A4); AlertLab takes the SDK to be the iOS version.
      let treatsEmptyAsNil = iOS < IOSVersion(13)
      let empty = { (text: String?) in text == nil || (treatsEmptyAsNil && text == "") }
      if empty(alert.title), empty(alert.message), alert.actions.isEmpty {
        throw Crash.alertNeedsContent(controllerID, in: self)
      }
      if alert.style == .alert { return .alert }
      guard actionSheetIsPopover || sheetIsPopoverWhenAnchored else { return .sheet }
      guard let popover = popoverPresentationController(of: controllerID) else { return .sheet }
      guard let anchor = popoverPresentations[popover] else { return .sheet }
      if !actionSheetIsPopover, anchor.sourceView == nil, anchor.barButtonItem == nil {
        return .sheet
      }
      if presenting { try preparePopover(popover, runner: runner) }
      // Presenting, `present` checks the anchor (now, or when the turn ends).
      if presenting, anchorWaitsForEndOfTurn(popover) { return .popover }
      try checkSheetAnchor(popover, controllerID: controllerID, presenter: presenterID)
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
        adaptedControllers[controllerID] = nil
        if adapted != .none {
          try askForAdaptedController(
            controllerID, popover: popover, style: adapted, runner: runner)
          let rule = RuleCatalog.popoverAdapts
          var context = ruleContext(subject: controllerID)
          context.other = compactDimension
          emit(.advice(ruleID: rule.id, context: context))
          return adapted == .fullScreen || adapted == .overFullScreen || iOS < IOSVersion(13)
            ? .fullScreen : .pageSheet
        }
      }
      if presenting { try preparePopover(popover, runner: runner) }
      if presenting, anchorWaitsForEndOfTurn(popover) { return .popover }
      try checkPopoverAnchor(popover, controllerID: controllerID)
      return .popover
    case .fullScreen, .overFullScreen, .custom, .none:
      return .fullScreen
    case .formSheet
    where device.horizontalSizeClass == .regular && device.verticalSizeClass == .regular:
      return .formSheet
    case .automatic, .pageSheet, .formSheet:
      return iOS >= IOSVersion(13) ? .pageSheet : .fullScreen
    }
  }

  /// `prepareForPopoverPresentation(_:)`: UIKit asks the popover's delegate just before it
  /// checks the anchor (in `presentationTransitionWillBegin`), the place the E-P2 text
  /// recommends for setting the anchor.
  mutating func preparePopover(_ popover: ObjectID, runner: CallbackRunner) throws {
    guard let delegate = popoverPresentations[popover]?.delegate else { return }
    _ = try runner.callMethod(
      [
        "prepareForPopoverPresentation(_:)", "prepare(forPopoverPresentation:)",
        "prepareForPopoverPresentation:",
      ], on: delegate, arguments: [.object(popover)], world: &self)
  }

  /// `popoverPresentationController(_:willRepositionPopoverTo:in:)`: the popover's delegate
  /// hears that the popover moves when the device turns, with the anchor rect and view by
  /// pointer: what it stores through them (`rect.pointee = ...`) is the new anchor.
  mutating func tellDelegateOfReposition(_ popover: ObjectID, runner: CallbackRunner) throws {
    guard let delegate = popoverPresentations[popover]?.delegate,
      let anchor = popoverPresentations[popover]
    else { return }
    let view = anchor.sourceView ?? rootView
    let rect = anchor.sourceRect ?? views[view]?.bounds ?? .zero
    try repositionThroughPointers(popover, rect: rect, view: view) {
      world, rectPointer, viewPointer in
      _ = try runner.callMethod(
        [
          "popoverPresentationController(_:willRepositionPopoverTo:in:)",
          "popoverPresentationController(_:willRepositionPopoverToRect:inView:)",
          "popoverPresentationController:willRepositionPopoverToRect:inView:",
        ], on: delegate,
        arguments: [.object(popover), .object(rectPointer), .object(viewPointer)], world: &world)
    }
  }

  /// E-P1 / E-P4: a popover needs a source view or a bar button item.
  func checkPopoverAnchor(_ popover: ObjectID, controllerID: ObjectID) throws {
    guard let anchor = popoverPresentations[popover] else { return }
    if anchor.sourceView == nil, let item = anchor.barButtonItem,
      barButtonItems[item]?.frame == nil
    {
      throw Crash.barItemWithoutView(controllerID, popover: popover, in: self)
    }
    if anchor.sourceView == nil && anchor.barButtonItem == nil {
      if viewControllers.field(controllerID, { $0.className }) == "UIActivityViewController" {
        throw Crash.activityNeedsAnchor(controllerID, popover: popover, in: self)
      }
      throw anchor.sourceRect != nil
        ? Crash.sourceRectNeedsView(controllerID, popover: popover, in: self)
        : Crash.popoverNeedsAnchor(controllerID, popover: popover, in: self)
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

  /// `presentationController(_:viewControllerForAdaptivePresentationStyle:)`: when a popover
  /// adapts, its delegate may give a controller to show in its place (a navigation controller
  /// with a Done button, say); nil keeps the presented one.
  mutating func askForAdaptedController(
    _ controllerID: ObjectID, popover: ObjectID, style: ModalPresentationStyle,
    runner: CallbackRunner
  ) throws {
    guard let delegate = popoverPresentations[popover]?.delegate else { return }
    let result = try runner.callMethod(
      [
        "presentationController(_:viewControllerForAdaptivePresentationStyle:)",
        "presentationController:viewControllerForAdaptivePresentationStyle:",
      ], on: delegate, arguments: [.object(popover), .presentationStyle(style)], world: &self)
    if case .object(let replacement)? = result, replacement != controllerID,
      viewControllers.contains(replacement)
    {
      adaptedControllers[controllerID] = replacement
    }
  }

  /// The controller drawn for `controllerID`: the one its popover's delegate put in its place
  /// when it adapted, or itself.
  public func adaptedController(of controllerID: ObjectID) -> ObjectID {
    guard presentationModes[controllerID] != .popover else { return controllerID }
    return adaptedControllers[controllerID] ?? controllerID
  }

  /// Advice UIKit does not enforce, said once per presentation.
  mutating func adviseOnPresentation(of controllerID: ObjectID, mode: PresentationMode) {
    guard let alert = viewControllers.field(controllerID, { $0.alert }) else { return }
    // The context (which describes the controller) is made only for advice given.
    func advise(_ rule: Rule) {
      emit(.advice(ruleID: rule.id, context: ruleContext(subject: controllerID)))
    }
    if alert.actions.isEmpty {
      advise(RuleCatalog.alertWithoutActions)
    }
    let cancel = alert.actions.first { actions[$0]?.style == .cancel }
    if hidesCancel(of: controllerID), cancel != nil {
      advise(RuleCatalog.popoverHidesCancel)
    }
    if alert.style == .actionSheet {
      let shown = alert.actions.filter { $0 != cancel }
      if let firstDestructive = shown.firstIndex(where: { actions[$0]?.style == .destructive }),
        firstDestructive > 0
      {
        advise(RuleCatalog.destructiveFirst)
      }
    }
    if alert.style == .alert, iOS < IOSVersion(9), alert.actions.count == 2,
      let cancel, alert.actions.last == cancel
    {
      advise(RuleCatalog.cancelPlacement)
    }
  }

  /// `dismiss(animated:completion:)` sent to `receiverID`: dismisses what it presented, or,
  /// when it presents nothing, itself from its presenter. While another transition is under
  /// way in this turn UIKit logs E-V4 and does nothing. The completion runs when the turn
  /// ends.
  public mutating func dismiss(
    from receiverID: ObjectID, completion: Callable?, runner: CallbackRunner
  ) throws {
    let dismissed: ObjectID?
    if let presented = viewControllers.field(receiverID, { $0.presentedViewController }) {
      dismissed = presented
    } else if viewControllers.field(receiverID, { $0.presentingViewController }) != nil {
      dismissed = receiverID
    } else {
      dismissed = nil
    }
    guard let dismissed,
      let presenter = viewControllers.field(dismissed, { $0.presentingViewController })
    else {
      // Nothing to dismiss: the completion still runs, when the turn ends.
      if let completion { turn.completions.append(completion) }
      return
    }
    if isTransitioning {
      logWarning(RuleCatalog.dismissDuringTransition, ruleContext(presenter: presenter))
      return
    }
    removePresentation(of: dismissed)
    begin(
      Transition(kind: .dismissal, controller: dismissed, presenter: presenter),
      completion: completion)
  }

  /// Takes `controllerID` and everything it presented off the screen.
  public mutating func removePresentation(of controllerID: ObjectID) {
    if let above = viewControllers.field(controllerID, { $0.presentedViewController }) {
      removePresentation(of: above)
    }
    if let presenter = viewControllers.field(controllerID, { $0.presentingViewController }) {
      viewControllers.modify(presenter) { $0.presentedViewController = nil }
    }
    viewControllers.modify(controllerID) { $0.presentingViewController = nil }
    if legacy.shimWindows.contains(controllerID) {
      legacy.shimWindows.removeAll { $0 == controllerID }
    }
    presentationModes[controllerID] = nil
    adaptedControllers[controllerID] = nil
    setViewInWindow(of: controllerID, false)
    if let popover = viewControllers.field(controllerID, { $0.popoverPresentationController }) {
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
      guard let presenter = viewControllers.field(controllerID, { $0.presentingViewController })
      else {
        continue
      }
      let mode = try presentationMode(for: controllerID, presenter: presenter, runner: runner)
      presentationModes[controllerID] = mode
      if viewControllers.field(controllerID, { $0.alert }) != nil {
        try askAlertOrientations(controllerID, runner: runner)
      }
      if mode == .popover,
        let popover = viewControllers.field(controllerID, { $0.popoverPresentationController })
      {
        try tellDelegateOfReposition(popover, runner: runner)
        let arrow = PopoverLayout.arrowDirection(for: popover, in: self)
        popoverPresentations[popover]?.arrowDirection = arrow
        try layOutBackground(of: popover, runner: runner)
      }
    }
  }
}

extension World {
  /// Whether a `.popover` presentation adapts on this device now: in a horizontally compact
  /// environment always; in a vertically compact one (a Plus phone in landscape, regular
  /// width) from iOS 8.3, when UIKit stopped assuming "adaptation only happens for
  /// horizontally compact environments" (R-5) — Apple's documentation says the same for iOS
  /// 13+ ("for horizontally or vertically compact environments").
  public var popoverAdaptsHere: Bool {
    device.horizontalSizeClass == .compact
      || (iOS >= IOSVersion(8, 3) && device.verticalSizeClass == .compact)
  }

  /// The size class that makes a popover adapt now, as the advice names it.
  var compactDimension: String {
    device.horizontalSizeClass == .compact ? "horizontally" : "vertically"
  }
}
