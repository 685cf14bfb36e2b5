import AlertLabWords

// The part of a presentation UIKit does when the run loop's turn ends: a popover's
// presentation controller exists from `present`, and UIKit looks at its anchor only when the
// presentation transition begins (`presentationTransitionWillBegin`), on the next update
// cycle. Apple's UIPopoverPresentationController reference says so: "Presenting a view
// controller with the popover style creates a popover presentation controller ... You can
// retrieve that presentation controller from the presented view controller's
// popoverPresentationController property and use the object to configure the popover
// behavior", and "If you do not want to configure a popover immediately after presenting a
// view controller, you can use a delegate object to configure the popover instead."

extension World {
  /// True when a popover's anchor is checked at the end of the turn rather than at once: a
  /// UIPopoverPresentationController presented with `present`. A UIPopoverController
  /// (`presentPopover(from:...)`) is given its anchor in the call and is placed at once.
  func anchorWaitsForEndOfTurn(_ popover: ObjectID) -> Bool {
    popoverControllerOwning(presentation: popover) == nil
  }

  /// Ends the presentations begun in the turn, as `presentationTransitionWillBegin` does: a
  /// popover presented without a valid anchor is checked again (E-P1, E-P2, E-P4, E-P5, and
  /// the permitted arrows, E-PC5) and placed.
  mutating func completePresentations(_ transitions: [Transition], runner: CallbackRunner) throws {
    for transition in transitions where transition.kind == .presentation && transition.anchorPending
    {
      let id = transition.controller
      guard presentationModes[id] == .popover,
        viewControllers.field(id, { $0.presentingViewController }) == transition.presenter,
        let popover = viewControllers.field(id, { $0.popoverPresentationController })
      else { continue }
      try checkAnchor(of: id, popover: popover, presenter: transition.presenter)
      try placePopover(popover, runner: runner)
      adviseOnPresentation(of: id, mode: .popover)
    }
  }

  /// The anchor rules of a presented popover: an action sheet's (E-P5, E-P2) or a popover's
  /// (E-P5, E-P1, E-P4, E-PC5).
  func checkAnchor(of controllerID: ObjectID, popover: ObjectID, presenter: ObjectID) throws {
    if viewControllers.field(controllerID, { $0.alert }) != nil {
      try checkSheetAnchor(popover, controllerID: controllerID, presenter: presenter)
    } else {
      try checkPopoverAnchor(popover, controllerID: controllerID)
    }
  }

  /// A popover's `sourceView`, `sourceRect` or `barButtonItem` was set. On screen, UIKit
  /// places it again for its new anchor in the next layout pass, so the arrow points at what
  /// it is anchored to whether the anchor was set before `present` or after it. A popover
  /// whose presentation is under way is placed when the turn ends anyway.
  public mutating func popoverAnchorChanged(_ popover: ObjectID) {
    guard let presentation = popoverPresentations[popover],
      presentation.arrowDirection != .unknown,
      presentationModes[presentation.presented] == .popover,
      !turn.movedAnchors.contains(popover)
    else { return }
    turn.movedAnchors.append(popover)
  }

  /// Places a popover whose anchor moved, when it is still on screen and still anchored.
  mutating func placeMovedPopover(_ popover: ObjectID, runner: CallbackRunner) throws {
    guard let presented = popoverPresentations[popover]?.presented,
      presentationModes[presented] == .popover,
      PopoverLayout.anchorRect(for: popover, in: self) != nil
    else { return }
    try placePopover(popover, runner: runner)
  }

  /// Chooses a presented popover's arrow and lays out its custom background (E-B1).
  mutating func placePopover(_ popover: ObjectID, runner: CallbackRunner) throws {
    if popoverPresentations[popover]?.permittedArrowDirections == .unknown {
      // E-PC5 is UIPopoverController's check; no source shows what a popover presentation
      // does with `.unknown`, so AlertLab says so in its own words and lets it pick any side.
      emit(.note(Said(.noSourceShowsWhat)))
    }
    let arrow = PopoverLayout.arrowDirection(for: popover, in: self)
    popoverPresentations[popover]?.arrowDirection = arrow
    try layOutBackground(of: popover, runner: runner)
  }

  /// E-P5 / E-P2: an action sheet shown as a popover needs a source view or a bar button item
  /// that is in a bar.
  func checkSheetAnchor(_ popover: ObjectID, controllerID: ObjectID, presenter: ObjectID) throws {
    guard let anchor = popoverPresentations[popover] else { return }
    if anchor.sourceView == nil, let item = anchor.barButtonItem,
      barButtonItems[item]?.frame == nil
    {
      throw Crash.barItemWithoutView(
        controllerID, popover: popover, sheetFrom: presenter, in: self)
    }
    if anchor.sourceView == nil && anchor.barButtonItem == nil {
      throw Crash.sheetNeedsAnchor(controllerID, presenter: presenter, popover: popover, in: self)
    }
  }
}
