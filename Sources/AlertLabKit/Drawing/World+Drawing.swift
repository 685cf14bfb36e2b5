extension World {
  /// The action drawn bold (L-A4): in an alert on iOS 9 or later the `preferredAction` when
  /// it is one of the alert's actions, otherwise the cancel action; an action sheet ignores
  /// `preferredAction`.
  func emphasizedAction(of controllerID: ObjectID) -> ObjectID? {
    guard let alert = viewControllers.field(controllerID, { $0.alert }) else { return nil }
    if alert.style == .alert, iOS >= IOSVersion(9), let preferred = alert.preferredAction,
      alert.actions.contains(preferred)
    {
      return preferred
    }
    return alert.actions.first { actions[$0]?.style == .cancel }
  }

  /// An action sheet's buttons as drawn: the main group, and the cancel action in its own
  /// group below it (L-S2), or no cancel at all in a popover (L-S4). `asPopover` says how
  /// the sheet is (or would be, when presented now) shown.
  func sheetGroups(of controllerID: ObjectID, asPopover: Bool) -> (
    group: [ObjectID], cancel: ObjectID?
  ) {
    var shown = displayedActions(of: controllerID)
    let isCancel = { (id: ObjectID) in self.actions[id]?.style == .cancel }
    if asPopover {
      shown.removeAll(where: isCancel)
      return (shown, nil)
    }
    if let last = shown.last, isCancel(last) {
      return (Array(shown.dropLast()), last)
    }
    return (shown, nil)
  }

  /// The presented controllers from the bottom up, with how each is shown.
  /// The views in the trees of the presented controllers' views: their presentations draw
  /// them (a popover's in its box), not the screen under them. Empty when nothing presented
  /// has a view; bounded by the views made.
  var viewsOfPresentedControllers: Set<ObjectID> {
    var found: Set<ObjectID> = []
    for (controller, _) in drawnPresentations { found.formUnion(viewTree(of: controller)) }
    return found
  }

  /// A controller's view and the views under it (none before its view is made).
  func viewTree(of controller: ObjectID) -> Set<ObjectID> {
    var found: Set<ObjectID> = []
    guard let root = viewControllers.field(controller, { $0.view }) else { return found }
    var pending = [root]
    while let next = pending.popLast(), found.insert(next).inserted {
      pending += app.looks[next]?.subviews ?? []
    }
    return found
  }

  var drawnPresentations: [(controller: ObjectID, mode: PresentationMode)] {
    // `presentationChain` after `self`, without the set it keeps: a chain is short.
    var drawn: [(controller: ObjectID, mode: PresentationMode)] = []
    var current = visibleScreenController
    while let next = viewControllers.field(current, { $0.presentedViewController }),
      next != rootViewController, !drawn.contains(where: { $0.controller == next })
    {
      drawn.append((next, presentationModes[next] ?? .fullScreen))
      current = next
    }
    // What the roots of the windows made in code present, above the app's (not the roots).
    for root in shownWindowRoots {
      current = root
      while let next = viewControllers.field(current, { $0.presentedViewController }),
        next != rootViewController, !drawn.contains(where: { $0.controller == next })
      {
        drawn.append((next, presentationModes[next] ?? .fullScreen))
        current = next
      }
    }
    for shim in legacy.shimWindows where !drawn.contains(where: { $0.controller == shim }) {
      drawn.append((shim, presentationModes[shim] ?? .alert))
    }
    return drawn
  }

  /// The anchor a popover points at: its bar button item, else its source view.
  func popoverAnchor(of controllerID: ObjectID) -> ObjectID? {
    guard let popoverID = viewControllers.field(controllerID, { $0.popoverPresentationController }),
      let popover = popoverPresentations[popoverID]
    else { return nil }
    if let item = popover.barButtonItem, barButtonItems[item]?.frame != nil { return item }
    return popover.sourceView
  }

  /// The rows the status bar takes on screen: none on a phone in landscape.
  var statusBarRows: Int { statusBarHeight > 0 ? 1 : 0 }
}

extension World {
  /// The bar button items that can be in the navigation bar, in id order: the left and the
  /// right items. Only they are given a frame (`layOutBarItems`), and an item loses its frame
  /// when it is replaced, so these are the items with a frame, found without walking every
  /// item the learner made.
  var barButtonItemsInBar: [ObjectID] {
    var items = rightBarButtonItems
    for left in app.leftBarButtonItems where !items.contains(left) { items.append(left) }
    return items.count < 2 ? items : items.sorted()
  }
}
