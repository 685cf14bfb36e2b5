extension World {
  /// `-[UIAlertView initWithTitle:message:delegate:cancelButtonTitle:otherButtonTitles:...]`
  /// (U-3): the cancel button is added first (index 0), then the other buttons (1, 2, ...),
  /// and `firstOtherButtonIndex` is the first of those, or -1.
  ///
  /// Swift cannot pass the variadic list: its imported initializer leaves it out, and the
  /// overlay `init(title:message:delegate:cancelButtonTitle:otherButtonTitles:_:)` calls the
  /// four-argument initializer and then `addButton(withTitle:)` for each title. So from Swift
  /// `otherButtonTitles` is always empty here and `firstOtherButtonIndex` stays -1 (decompiled
  /// UIAlertView.mm sets it only in this initializer; a developer's note reports the same on
  /// iOS 7 with Swift). The `UIAlertView()` of Swift is this with every argument nil.
  ///
  /// In a UIScene-based app (the Xcode 11 template, which AlertLab's app is from iOS 13)
  /// `initWithFrame:` refuses (E-L3).
  public mutating func makeAlertView(
    title: String?, message: String?, delegate: ObjectID?, cancelButtonTitle: String?,
    otherButtonTitles: [String] = []
  ) throws -> ObjectID {
    if isSceneBased {
      throw Crash.alertViewInSceneApp(in: self)
    }
    let id = makeID()
    var view = LegacyView(kind: .alertView)
    view.title = title
    view.message = message
    view.delegate = delegate
    if let cancelButtonTitle {
      view.cancelButtonIndex = view.buttons.count
      view.buttons.append(cancelButtonTitle)
    }
    for other in otherButtonTitles {
      if view.firstOtherButtonIndex == -1 { view.firstOtherButtonIndex = view.buttons.count }
      view.buttons.append(other)
    }
    legacy.views[id] = view
    makeShimIfNeeded(for: id)
    return id
  }

  /// True when the app uses UIScene: AlertLab's app is built from the Xcode 11 template from
  /// iOS 13 on.
  public var isSceneBased: Bool { iOS >= IOSVersion(13) }

  /// `-[UIActionSheet initWithTitle:delegate:cancelButtonTitle:destructiveButtonTitle:
  /// otherButtonTitles:...]` (U-4): the destructive button first (index 0), then the other
  /// buttons, then the cancel button last. As for alert views, Swift's overlay initializer
  /// passes no other titles here and adds them afterwards with `addButton(withTitle:)`, so from
  /// Swift they come after the cancel button.
  public mutating func makeActionSheet(
    title: String?, delegate: ObjectID?, cancelButtonTitle: String?,
    destructiveButtonTitle: String?, otherButtonTitles: [String] = []
  ) -> ObjectID {
    let id = makeID()
    var view = LegacyView(kind: .actionSheet)
    view.title = title
    view.delegate = delegate
    if let destructiveButtonTitle {
      view.destructiveButtonIndex = view.buttons.count
      view.buttons.append(destructiveButtonTitle)
    }
    for other in otherButtonTitles {
      if view.firstOtherButtonIndex == -1 { view.firstOtherButtonIndex = view.buttons.count }
      view.buttons.append(other)
    }
    if let cancelButtonTitle {
      view.cancelButtonIndex = view.buttons.count
      view.buttons.append(cancelButtonTitle)
    }
    legacy.views[id] = view
    makeShimIfNeeded(for: id)
    return id
  }

  /// From iOS 8 a legacy view creates its UIAlertController when it is created (U-2).
  mutating func makeShimIfNeeded(for id: ObjectID) {
    guard iOS >= IOSVersion(8), let view = legacy.views[id], view.shim == nil else { return }
    let style: AlertStyle = view.kind == .alertView ? .alert : .actionSheet
    let shim = makeID()
    var controller = ViewController(className: "UIAlertController")
    controller.alert = AlertContent(title: view.title, message: view.message, style: style)
    controller.modalPresentationStyle = .custom
    viewControllers[shim] = controller
    legacy.views.modify(id) { $0.shim = shim }
    for field in view.textFields {
      textFields.modify(field) { $0.controller = shim }
      viewControllers.modify(shim) { $0.alert?.textFields.append(field) }
    }
  }

  /// `addButton(withTitle:)`: returns the new button's index. A nil title crashes (E-L1,
  /// E-L2).
  public mutating func addLegacyButton(_ title: String?, to id: ObjectID) throws -> Int {
    guard let view = legacy.views[id] else { return -1 }
    guard let title else {
      throw view.kind == .alertView
        ? Crash.alertViewButtonTitle(id, in: self) : Crash.actionSheetButtonTitle(id, in: self)
    }
    legacy.views.modify(id) { $0.buttons.append(title) }
    return view.buttons.count
  }

  /// `buttonTitle(at:)`: nil outside the buttons.
  public func legacyButtonTitle(at index: Int, of id: ObjectID) -> String? {
    guard let buttons = legacy.views[id]?.buttons, buttons.indices.contains(index) else {
      return nil
    }
    return buttons[index]
  }

  /// `title = ...`, kept in step with the shim controller.
  public mutating func setLegacyTitle(_ title: String?, of id: ObjectID) {
    legacy.views.modify(id) { $0.title = title }
    if let shim = legacy.views[id]?.shim {
      viewControllers.modify(shim) { $0.alert?.title = title }
    }
  }

  /// `message = ...`, kept in step with the shim controller.
  public mutating func setLegacyMessage(_ message: String?, of id: ObjectID) {
    legacy.views.modify(id) { $0.message = message }
    if let shim = legacy.views[id]?.shim {
      viewControllers.modify(shim) { $0.alert?.message = message }
    }
  }

  /// `alertViewStyle = style`: the old text fields go and the style's own are added (L-A7,
  /// U-9), in the shim controller from iOS 8.
  public mutating func setAlertViewStyle(_ style: AlertViewStyle, of id: ObjectID) {
    guard let view = legacy.views[id], view.kind == .alertView else { return }
    for field in view.textFields { textFields[field] = nil }
    if let shim = view.shim { viewControllers.modify(shim) { $0.alert?.textFields = [] } }
    var fields: [ObjectID] = []
    for spec in style.fields {
      let field = makeID()
      var textField = TextField()
      textField.placeholder = spec.placeholder
      textField.isSecureTextEntry = spec.secure
      textField.controller = view.shim
      textFields[field] = textField
      fields.append(field)
    }
    if let shim = view.shim { viewControllers.modify(shim) { $0.alert?.textFields = fields } }
    legacy.views.modify(id) { $0.alertViewStyle = style }
    legacy.views.modify(id) { $0.textFields = fields }
  }

  /// `textField(at:)`: the style's field at `index`. Out of range, iOS 8+ answers nil and
  /// iOS 7 throws (E-L4).
  public func legacyTextField(at index: Int, of id: ObjectID) throws -> ObjectID? {
    guard let view = legacy.views[id] else { return nil }
    if view.textFields.indices.contains(index) { return view.textFields[index] }
    if iOS < IOSVersion(8) {
      throw Crash.alertViewTextFieldIndex(id, index: index, in: self)
    }
    return nil
  }

  /// `isVisible`: shown and not yet dismissed.
  public func isLegacyVisible(_ id: ObjectID) -> Bool {
    if legacy.shown.contains(id) { return true }
    guard let shim = legacy.views[id]?.shim else { return false }
    return isOnScreen(shim)
  }

  /// The legacy view a tap reaches: on iOS 7 the topmost one shown; from iOS 8 the one whose
  /// shim controller is on top of the presentation chain.
  public var legacyViewOnTop: ObjectID? {
    if let last = legacy.shown.last { return last }
    guard let top = topPresented else { return nil }
    return legacy.views.first { $0.value.shim == top }?.key
  }

  /// The legacy view whose shim controller is `controllerID`, if any.
  public func legacyView(forShim controllerID: ObjectID) -> ObjectID? {
    legacy.views.first { $0.value.shim == controllerID }?.key
  }
}
