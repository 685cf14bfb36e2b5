import AlertLabWords

/// Where a UIPopoverController points: a bar button item, or a rect in a view.
public enum PopoverControllerAnchor: Hashable, Sendable {
  case barButtonItem(ObjectID)
  case rect(Rect, in: ObjectID)
}

extension World {
  /// `UIPopoverController(contentViewController:)`: nil content throws (E-PC4), and it is only
  /// on an iPad (E-PC1).
  public mutating func makePopoverController(content: ObjectID?) throws -> ObjectID {
    guard let content else { throw Crash.popoverControllerNilContent(in: self) }
    warnPopoverControllerDeprecation()
    guard device.idiom == .pad else {
      throw Crash.popoverControllerPadOnly(in: self)
    }
    let id = makeID()
    popovers.controllers[id] = PopoverController(content: content)
    return id
  }

  /// `UIPopoverController()`: not a valid initializer (E-PC3).
  public mutating func makePopoverControllerWithoutContent() throws -> Never {
    warnPopoverControllerDeprecation()
    throw Crash.popoverControllerInit(in: self)
  }

  /// The compiler's deprecation warning for UIPopoverController from iOS 9, said once.
  public mutating func warnPopoverControllerDeprecation() {
    guard iOS >= IOSVersion(9), !popovers.warnedDeprecation else { return }
    popovers.warnedDeprecation = true
    let rule = RuleCatalog.deprecatedPopoverController
    emit(.log(ruleID: rule.id, text: "warning: " + rule.message(ruleContext())))
  }

  /// `setContentViewController(_:animated:)` and `contentViewController = `: nil throws
  /// (E-PC4); a visible popover shows the new content at once.
  public mutating func setContent(
    _ content: ObjectID?, ofPopoverController id: ObjectID, runner: CallbackRunner
  ) throws {
    guard let content else {
      throw Crash.popoverControllerNilContent(in: self)
    }
    guard let old = popovers.controllers[id] else { return }
    let anchor = isPopoverControllerVisible(id) ? shownAnchor(of: old.content) : nil
    if anchor != nil { removePresentation(of: old.content) }
    popovers.controllers[id]?.content = content
    if let (anchor, permitted) = anchor {
      try showPopoverController(id, anchor: anchor, permitted: permitted, runner: runner)
    }
  }

  /// Where the content of a visible popover controller is anchored now.
  func shownAnchor(of content: ObjectID) -> (PopoverControllerAnchor, ArrowDirections)? {
    guard let popoverID = viewControllers.field(content, { $0.popoverPresentationController }),
      let popover = popoverPresentations[popoverID]
    else { return nil }
    if let item = popover.barButtonItem {
      return (.barButtonItem(item), popover.permittedArrowDirections)
    }
    if let view = popover.sourceView {
      return (.rect(popover.sourceRect ?? .zero, in: view), popover.permittedArrowDirections)
    }
    return nil
  }

  /// `isPopoverVisible`: this popover controller (not another one sharing its content)
  /// presents its content as a popover now.
  public func isPopoverControllerVisible(_ id: ObjectID) -> Bool {
    guard let content = popovers.controllers[id]?.content,
      presentationModes[content] == .popover,
      viewControllers.field(content, { $0.presentingViewController }) != nil
        || legacy.shimWindows.contains(content),
      let popoverID = viewControllers.field(content, { $0.popoverPresentationController })
    else { return false }
    return popovers.shims[popoverID] == id
  }

  /// The UIPopoverController whose content `controllerID` is, when it shows it now.
  public func popoverControllerShowing(_ controllerID: ObjectID) -> ObjectID? {
    popovers.controllers.keys.sorted().first {
      popovers.controllers[$0]?.content == controllerID && isPopoverControllerVisible($0)
    }
  }

  /// The UIPopoverController that presents through the UIPopoverPresentationController
  /// `popoverID`, if any.
  public func popoverControllerOwning(presentation popoverID: ObjectID) -> ObjectID? {
    popovers.shims[popoverID]
  }

  /// `presentPopover(from: barButtonItem, permittedArrowDirections:animated:)`: E-PC5 for
  /// `.unknown`, E-PC6 when the item is not in a bar; arrows up or down only (L-P4).
  public mutating func presentPopoverController(
    _ id: ObjectID, from item: ObjectID, permitted: ArrowDirections, runner: CallbackRunner
  ) throws {
    let method =
      "-[UIPopoverController presentPopoverFromBarButtonItem:permittedArrowDirections:animated:]"
    if permitted == .unknown {
      throw Crash.popoverArrowUnknown(method: method, in: self)
    }
    guard barButtonItems[item]?.frame != nil else {
      throw Crash.popoverNoWindow(method: method, in: self)
    }
    var directions = permitted.intersection([.up, .down])
    if directions.isEmpty { directions = [.up, .down] }
    try showPopoverController(
      id, anchor: .barButtonItem(item), permitted: directions, runner: runner)
  }

  /// `presentPopover(from: rect, in: view, permittedArrowDirections:animated:)`: E-PC5 for
  /// `.unknown`, E-PC6 for a view outside the window, E-PC7 (logged once) for an empty
  /// rect, which UIKit then enlarges to at least 2 × 2 points.
  public mutating func presentPopoverController(
    _ id: ObjectID, from rect: Rect, in view: ObjectID, permitted: ArrowDirections,
    runner: CallbackRunner
  ) throws {
    let method =
      "-[UIPopoverController presentPopoverFromRect:inView:permittedArrowDirections:animated:]"
    if permitted == .unknown {
      throw Crash.popoverArrowUnknown(method: method, in: self)
    }
    guard views[view]?.isInWindow == true else {
      throw Crash.popoverNoWindow(method: method, in: self)
    }
    var rect = rect
    if rect.width == 0 || rect.height == 0 {
      if !popovers.loggedZeroRect {
        popovers.loggedZeroRect = true
        let rule = RuleCatalog.popoverZeroRect
        emit(.log(ruleID: rule.id, text: rule.message(ruleContext())))
      }
      rect.size = Size(width: max(2, rect.width), height: max(2, rect.height))
    }
    try showPopoverController(
      id, anchor: .rect(rect, in: view), permitted: permitted, runner: runner)
  }

  /// Shows the content as UIKit's shim does since iOS 8: the content becomes a
  /// `.popover` presentation anchored as asked, presented from `self`. A popover controller
  /// never adapts to the environment. Before iOS 8 there is no shim and no
  /// `UIModalPresentationPopover`: the popover is shown in a window of its own above the app's
  /// controllers, so nothing presents it and its content keeps its `modalPresentationStyle`.
  mutating func showPopoverController(
    _ id: ObjectID, anchor: PopoverControllerAnchor, permitted: ArrowDirections,
    runner: CallbackRunner
  ) throws {
    guard let controller = popovers.controllers[id], viewControllers.contains(controller.content)
    else { return }
    let content = controller.content
    let shimmed = iOS >= IOSVersion(8)
    if !shimmed, isPopoverControllerVisible(id) {
      // AlertLab's choice, no source covers it: presented again, the popover moves to its
      // new anchor.
      removePresentation(of: content)
    }
    if isPopoverControllerVisible(id), case .rect = anchor {
      // The shim presents only when its presentation controller is dismissed; otherwise it
      // logs once and the popover stays where it is (E-PC8). From a bar button item it
      // presents the content again, which is already presented (E-V5).
      if !popovers.loggedRepresent,
        let popoverID = viewControllers.field(content, { $0.popoverPresentationController })
      {
        popovers.loggedRepresent = true
        logWarning(RuleCatalog.popoverRepresent, ruleContext(subject: popoverID))
      }
      return
    }
    let popoverID: ObjectID
    if shimmed {
      viewControllers.modify(content) { $0.modalPresentationStyle = .popover }
      guard let shim = popoverPresentationController(of: content) else { return }
      popoverID = shim
    } else if let existing = viewControllers.field(content, { $0.popoverPresentationController }) {
      popoverID = existing
    } else {
      popoverID = makeID()
      viewControllers.modify(content) { $0.popoverPresentationController = popoverID }
    }
    var popover =
      popoverPresentations[popoverID]
      ?? PopoverPresentation(
        presented: content, className: "UIPopoverPresentationController")
    switch anchor {
    case .barButtonItem(let item):
      popover.barButtonItem = item
      popover.sourceView = nil
      popover.sourceRect = nil
    case .rect(let rect, let view):
      popover.barButtonItem = nil
      popover.sourceView = view
      popover.sourceRect = rect
    }
    popover.permittedArrowDirections = permitted
    popover.passthroughViews = controller.passthroughViews
    popover.backgroundColor = controller.backgroundColor
    popover.popoverLayoutMargins = controller.layoutMargins
    popover.delegate = nil
    popoverPresentations[popoverID] = popover
    popovers.backgroundClasses[popoverID] = controller.backgroundClass
    popovers.shims[popoverID] = id
    guard shimmed else {
      legacy.shimWindows.append(content)
      presentationModes[content] = .popover
      setViewInWindow(of: content, true)
      try placePopover(popoverID, runner: runner)
      return
    }
    try present(content, from: rootViewController, completion: nil, runner: runner)
  }

  /// `dismissPopover(animated:)`: the popover goes; the delegate is not told (UIKit tells it
  /// only when the user dismisses the popover).
  public mutating func dismissPopoverController(_ id: ObjectID) {
    guard isPopoverControllerVisible(id), let content = popovers.controllers[id]?.content else {
      return
    }
    removePresentation(of: content)
  }

  /// A tap outside a popover controller's popover: the delegate may keep it
  /// (`popoverControllerShouldDismissPopover(_:)`), else it goes and the delegate hears
  /// `popoverControllerDidDismissPopover(_:)`.
  mutating func tapOutsidePopoverController(_ id: ObjectID, runner: CallbackRunner) throws {
    guard let content = popovers.controllers[id]?.content else { return }
    if let delegate = popovers.controllers[id]?.delegate {
      let should = try runner.callMethod(
        ["popoverControllerShouldDismissPopover(_:)", "popoverControllerShouldDismissPopover:"],
        on: delegate, arguments: [.object(id)], world: &self)
      if case .bool(false)? = should {
        emit(.note(Said(.delegateAnsweredFalsePopover)))
        return
      }
      removePresentation(of: content)
      _ = try runner.callMethod(
        ["popoverControllerDidDismissPopover(_:)", "popoverControllerDidDismissPopover:"],
        on: delegate, arguments: [.object(id)], world: &self)
      return
    }
    removePresentation(of: content)
  }

  /// The popover controllers nothing refers to any more are deallocated. One that is still
  /// visible crashes the app as on a device (E-PC2); the others simply go.
  public mutating func releasePopoverControllers(keeping reachable: Set<ObjectID>) throws {
    for id in popovers.controllers.keys.sorted() where !reachable.contains(id) {
      if isPopoverControllerVisible(id) {
        throw Crash.popoverControllerDeallocated(id, in: self)
      }
      popovers.controllers[id] = nil
    }
  }

  /// The size a popover controller's popover takes: `popoverContentSize` when set, its width
  /// held between 320 and 600 points (L-P8); nil when not set.
  func popoverControllerContentSize(presentation popoverID: ObjectID) -> Size? {
    guard let owner = popoverControllerOwning(presentation: popoverID),
      let size = popovers.controllers[owner]?.contentSize
    else { return nil }
    return Size(width: min(600, max(320, size.width)), height: size.height)
  }
}
