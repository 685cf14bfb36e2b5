import AlertLabWords

extension World {
  /// `UIAlertController(title:message:preferredStyle:)`. Titles of 1000 characters or more
  /// and messages of 10000 or more are cut as UIKit cuts them (E-A7).
  public mutating func makeAlertController(
    title: String?, message: String?, style: AlertStyle
  ) -> ObjectID {
    var title = title
    var message = message
    if let text = title, text.count >= 1000 {
      title = String(text.prefix(999))
      emit(
        .advice(ruleID: RuleCatalog.titleTruncated.id, context: ruleContext()))
    }
    if let text = message, text.count >= 10000 {
      message = String(text.prefix(9999))
      emit(
        .advice(ruleID: RuleCatalog.titleTruncated.id, context: ruleContext()))
    }
    let id = makeID()
    var controller = ViewController(className: "UIAlertController")
    controller.alert = AlertContent(title: title, message: message, style: style)
    controller.modalPresentationStyle = .custom
    viewControllers[id] = controller
    return id
  }

  /// `UIViewController()` or a storyboard/nib controller of class `className`.
  public mutating func makeViewController(className: String, title: String? = nil) -> ObjectID {
    let id = makeID()
    var controller = ViewController(className: className, title: title)
    controller.modalPresentationStyle = iOS >= IOSVersion(13) ? .automatic : .fullScreen
    viewControllers[id] = controller
    return id
  }

  /// `view`: each controller owns its own view, made when first asked for (as UIKit loads it),
  /// in the window only while the controller is on screen (`self.view` always is).
  public mutating func loadView(of controllerID: ObjectID) -> ObjectID {
    if let view = viewControllers.field(controllerID, { $0.view }) { return view }
    guard viewControllers.contains(controllerID) else { return rootView }
    let id = makeID()
    views[id] = View(
      className: "UIView", name: "view", title: nil,
      frame: Rect(origin: .zero, size: device.screenSize), isInWindow: isOnScreen(controllerID))
    viewControllers.modify(controllerID) { $0.view = id }
    return id
  }

  /// The controller's view when it is loaded (the screen's controller's always is), else nil.
  public func loadedView(of controllerID: ObjectID) -> ObjectID? {
    if let view = viewControllers.field(controllerID, { $0.view }) { return view }
    return viewControllers.contains(controllerID) ? nil : rootView
  }

  /// Puts a controller's view in the window or takes it out, when it has one, with the
  /// subviews added to it: a dismissed controller's labels and buttons leave the screen.
  mutating func setViewInWindow(of controllerID: ObjectID, _ inWindow: Bool) {
    guard controllerID != rootViewController,
      let view = viewControllers.field(controllerID, { $0.view })
    else { return }
    setInWindow(view, inWindow)
  }

  /// `addChild(_:)` (`addChildViewController(_:)` before Swift 4.2): `child` moves to
  /// `parentID`, leaving any parent it had.
  public mutating func addChild(_ child: ObjectID, to parentID: ObjectID) {
    guard child != parentID, viewControllers.contains(child), viewControllers.contains(parentID)
    else { return }
    removeFromParent(child)
    viewControllers.modify(child) { $0.parent = parentID }
    viewControllers.modify(parentID) { $0.children.append(child) }
  }

  /// `removeFromParent()` (`removeFromParentViewController()`).
  public mutating func removeFromParent(_ child: ObjectID) {
    guard let parent = viewControllers.field(child, { $0.parent }) else { return }
    viewControllers.modify(parent) { controller in controller.children.removeAll { $0 == child } }
    viewControllers.modify(child) { $0.parent = nil }
  }

  /// `UIAlertAction(title:style:handler:)`.
  public mutating func makeAction(title: String?, style: ActionStyle, handler: Callable?)
    -> ObjectID
  {
    let id = makeID()
    actions[id] = AlertAction(title: title, style: style, handler: handler)
    return id
  }

  /// `addAction(_:)`: a second cancel action crashes (E-A1). Adding after presentation
  /// updates the alert on screen (E-A6).
  public mutating func addAction(_ action: ObjectID, to controllerID: ObjectID) throws {
    guard var alert = viewControllers.field(controllerID, { $0.alert }),
      let newAction = actions[action]
    else { return }
    if newAction.style == .cancel,
      alert.actions.contains(where: { actions.reading($0, { $0.style }) == .cancel })
    {
      throw Crash.oneCancel(controllerID, in: self)
    }
    // UIKit checks nothing else (decompiled `-[UIAlertController addAction:]`, iOS 18.2 and
    // 26.1): an action already in another controller is appended here too, and its
    // controller becomes this one.
    if let other = newAction.controller, other != controllerID {
      emit(.note(Said(.actionAlreadyAnotherAlert)))
    }
    alert.actions.append(action)
    viewControllers.modify(controllerID) { $0.alert = alert }
    actions.modify(action) { $0.controller = controllerID }
  }

  /// `addTextField(configurationHandler:)`: only on an alert (E-A2). The configuration
  /// handler runs with the new field.
  public mutating func addTextField(
    to controllerID: ObjectID, configuration: Callable?, runner: CallbackRunner
  ) throws {
    guard let alert = viewControllers.field(controllerID, { $0.alert }) else { return }
    guard alert.style == .alert else {
      throw Crash.textFieldsAlertOnly(controllerID, in: self)
    }
    let id = makeID()
    var field = TextField()
    field.controller = controllerID
    textFields[id] = field
    viewControllers.modify(controllerID) { $0.alert?.textFields.append(id) }
    if let configuration {
      try runner.call(configuration, arguments: [.object(id)], world: &self)
    }
  }

  /// `preferredAction = action` (iOS 9+): the action must already be in `actions` (E-A3).
  public mutating func setPreferredAction(_ action: ObjectID?, of controllerID: ObjectID) throws {
    guard let alert = viewControllers.field(controllerID, { $0.alert }) else { return }
    if let action, !alert.actions.contains(action) {
      throw Crash.preferredActionInActions(controllerID, in: self)
    }
    viewControllers.modify(controllerID) { $0.alert?.preferredAction = action }
  }

  /// `modalPresentationStyle = style`; an alert controller ignores it (E-A8).
  public mutating func setModalPresentationStyle(
    _ style: ModalPresentationStyle, of controllerID: ObjectID
  ) {
    guard viewControllers.contains(controllerID) else { return }
    if viewControllers.field(controllerID, { $0.alert }) != nil {
      emit(
        .advice(
          ruleID: RuleCatalog.alertStyleIgnored.id, context: ruleContext(subject: controllerID)))
      return
    }
    viewControllers.modify(controllerID) { $0.modalPresentationStyle = style }
  }

  /// Whether an action sheet presented now would be a popover: an iPad in regular width.
  /// From iOS 26 an anchored sheet is a popover on every device as well
  /// (`sheetIsPopoverWhenAnchored`).
  public var actionSheetIsPopover: Bool {
    device.idiom == .pad && device.horizontalSizeClass == .regular
  }

  /// From iOS 26 an action sheet whose popover presentation controller has an anchor (a
  /// source view or a bar button item) is a popover pointing at it on an iPhone too (R-7,
  /// E-A8): `modalPresentationStyle` is `.popover` on every device, so the controller exists
  /// for every action sheet. Without an anchor an iPhone still shows the bottom sheet.
  public var sheetIsPopoverWhenAnchored: Bool { iOS >= IOSVersion(26) }

  /// An action sheet's popover box is 304 points wide on an iPad; an iPhone's, from iOS 26,
  /// is capped at 240 (L-S1).
  public var actionSheetPopoverWidth: Double { device.idiom == .pad ? 304 : 240 }

  /// Whether UIKit leaves an action sheet's cancel button out (L-S4): in a popover, and on
  /// iOS 26 always.
  public func hidesCancel(of controllerID: ObjectID) -> Bool {
    guard viewControllers.field(controllerID, { $0.alert?.style }) == .actionSheet else {
      return false
    }
    return presentationModes[controllerID] == .popover || iOS >= IOSVersion(26)
  }

  /// `modalPresentationStyle` as UIKit reports it (E-A8, R-7): an alert controller says
  /// `.custom`, except an action sheet on an iPad, which says `.popover`.
  public func reportedModalPresentationStyle(of controllerID: ObjectID) -> ModalPresentationStyle {
    guard let controller = viewControllers[controllerID] else { return .fullScreen }
    guard let alert = controller.alert else { return controller.modalPresentationStyle }
    let popover = device.idiom == .pad || sheetIsPopoverWhenAnchored
    return alert.style == .actionSheet && popover ? .popover : .custom
  }

  /// `popoverPresentationController`: nil for an alert, and for an action sheet that will be
  /// presented compact; created on first access otherwise (and for `.popover` controllers).
  public mutating func popoverPresentationController(of controllerID: ObjectID) -> ObjectID? {
    guard let controller = viewControllers[controllerID] else { return nil }
    if let existing = controller.popoverPresentationController { return existing }
    let className: String
    if let alert = controller.alert {
      guard alert.style == .actionSheet, actionSheetIsPopover || sheetIsPopoverWhenAnchored
      else { return nil }
      className = "_UIAlertControllerActionSheetRegularPresentationController"
    } else {
      guard controller.modalPresentationStyle == .popover else { return nil }
      className = "UIPopoverPresentationController"
    }
    let id = makeID()
    var presentation = PopoverPresentation(presented: controllerID, className: className)
    presentation.sourceView = controller.alert?.anchor
    popoverPresentations[id] = presentation
    viewControllers.modify(controllerID) { $0.popoverPresentationController = id }
    return id
  }

  /// The actions as drawn, in order, with the cancel action placed where UIKit puts it
  /// (L-A3, L-S2) and hidden in a popover sheet (L-S4).
  public func displayedActions(of controllerID: ObjectID) -> [ObjectID] {
    guard let alert = viewControllers.field(controllerID, { $0.alert }) else { return [] }
    let cancel = alert.actions.first { actions[$0]?.style == .cancel }
    let others = alert.actions.filter { $0 != cancel }
    guard let cancel else { return alert.actions }
    switch alert.style {
    case .alert:
      // Two buttons: on iOS 8 in the order added (not confirmed), from iOS 9 cancel on the
      // left. Three or more are stacked with cancel at the bottom on every version.
      if alert.actions.count == 2 {
        return iOS < IOSVersion(9) ? alert.actions : [cancel] + others
      }
      return others + [cancel]
    case .actionSheet:
      if hidesCancel(of: controllerID) { return others }
      return others + [cancel]
    }
  }
}
