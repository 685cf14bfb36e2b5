import AlertLabKit

// Bindings whose ids start with "legacy.": their catalog entries and what they do.
// UIAlertView and UIActionSheet in every Swift spelling (uikit-rules.md §4E).

/// How many titles the overlay initializers' variadic `_ moreButtonTitles: String...` takes
/// here: the catalog has one entry per count, since a parameter list has a fixed length.
private let mostMoreButtonTitles = 10

private func legacyMethod(
  _ name: String, _ params: [ParamSpec], returns: String = "Void", id: String,
  old: OldSpelling? = nil
) -> MemberSpec {
  method(name, params, returns: returns, id: id, old: old.map { [$0] } ?? [])
}

/// The overlay initializer `…, otherButtonTitles firstButtonTitle: String, _ moreButtonTitles:
/// String...` with 0 to `mostMoreButtonTitles` more titles. The titles are taken as optional so
/// that the Objective-C form (a `nil` ending the list) reaches `initializeLegacy`, which
/// answers it as Swift does.
private func overlayInitializers(_ leading: [ParamSpec], id: String) -> [MemberSpec] {
  (0...mostMoreButtonTitles).map { more in
    initializer(
      leading + [ParamSpec("otherButtonTitles", "String?")]
        + Array(repeating: ParamSpec(nil, "String?"), count: more), id: id)
  }
}

/// Members both classes have.
private func sharedMembers(delegateType: String) -> [MemberSpec] {
  [
    prop("delegate", delegateType + "?", settable: true, id: "legacy.delegate"),
    prop("cancelButtonIndex", "Int", settable: true, id: "legacy.cancelButtonIndex"),
    prop("firstOtherButtonIndex", "Int", id: "legacy.firstOtherButtonIndex"),
    prop("numberOfButtons", "Int", id: "legacy.numberOfButtons"),
    prop("isVisible", "Bool", id: "legacy.isVisible", old: ["visible"]),
    legacyMethod(
      "addButton", [ParamSpec("withTitle", "String?")], returns: "Int", id: "legacy.addButton",
      old: OldSpelling(name: "addButtonWithTitle", labels: [nil])),
    legacyMethod(
      "buttonTitle", [ParamSpec("at", "Int")], returns: "String?", id: "legacy.buttonTitle",
      old: OldSpelling(name: "buttonTitleAtIndex", labels: [nil])),
    legacyMethod(
      "dismiss", [ParamSpec("withClickedButtonIndex", "Int"), ParamSpec("animated", "Bool")],
      id: "legacy.dismiss",
      old: OldSpelling(name: "dismissWithClickedButtonIndex", labels: [nil, "animated"])),
  ]
}

extension APICatalog {
  static let legacyTypes: [TypeSpec] = [
    TypeSpec(
      name: "UIAlertView", superclass: "UIView",
      members: [
        initializer([], id: "legacy.alertView.init"),
        initializer(
          [
            ParamSpec("title", "String?"), ParamSpec("message", "String?"),
            ParamSpec("delegate", "UIAlertViewDelegate?"),
            ParamSpec("cancelButtonTitle", "String?"),
          ], id: "legacy.alertView.initCancel"),
      ]
        + overlayInitializers(
          [
            ParamSpec("title", "String?"), ParamSpec("message", "String?"),
            ParamSpec("delegate", "UIAlertViewDelegate?"),
            ParamSpec("cancelButtonTitle", "String?"),
          ], id: "legacy.alertView.initOther")
        + [
          prop("title", "String", settable: true, id: "legacy.title"),
          prop("message", "String?", settable: true, id: "legacy.message"),
          prop(
            "alertViewStyle", "UIAlertView.Style", settable: true, id: "legacy.alertViewStyle"),
          legacyMethod("show", [], id: "legacy.show"),
          legacyMethod(
            "textField", [ParamSpec("at", "Int")], returns: "UITextField?", id: "legacy.textField",
            old: OldSpelling(name: "textFieldAtIndex", labels: [nil])),
        ] + sharedMembers(delegateType: "UIAlertViewDelegate"),
      oldNames: []),
    TypeSpec(
      name: "UIActionSheet", superclass: "UIView",
      members: [
        initializer([], id: "legacy.actionSheet.init"),
        initializer(
          [
            ParamSpec("title", "String?"), ParamSpec("delegate", "UIActionSheetDelegate?"),
            ParamSpec("cancelButtonTitle", "String?"),
            ParamSpec("destructiveButtonTitle", "String?"),
          ], id: "legacy.actionSheet.initCancel"),
      ]
        + overlayInitializers(
          [
            ParamSpec("title", "String?"), ParamSpec("delegate", "UIActionSheetDelegate?"),
            ParamSpec("cancelButtonTitle", "String?"),
            ParamSpec("destructiveButtonTitle", "String?"),
          ], id: "legacy.actionSheet.initOther")
        + [
          prop("title", "String", settable: true, id: "legacy.title"),
          prop(
            "destructiveButtonIndex", "Int", settable: true, id: "legacy.destructiveButtonIndex"),
          prop(
            "actionSheetStyle", "UIActionSheet.Style", settable: true,
            id: "legacy.actionSheetStyle"),
          legacyMethod(
            "show", [ParamSpec("in", "UIView")], id: "legacy.showInView",
            old: OldSpelling(name: "showInView", labels: [nil])),
          legacyMethod(
            "show", [ParamSpec("from", "UIBarButtonItem"), ParamSpec("animated", "Bool")],
            id: "legacy.showFromItem",
            old: OldSpelling(name: "showFromBarButtonItem", labels: [nil, "animated"])),
          legacyMethod(
            "show",
            [
              ParamSpec("from", "CGRect"), ParamSpec("in", "UIView"), ParamSpec("animated", "Bool"),
            ],
            id: "legacy.showFromRect",
            old: OldSpelling(name: "showFromRect", labels: [nil, "inView", "animated"])),
        ] + sharedMembers(delegateType: "UIActionSheetDelegate"),
      oldNames: []),
  ]

  static let legacyEnums: [EnumSpec] = [
    EnumSpec(
      name: "UIAlertView.Style", oldNames: ["UIAlertViewStyle"],
      cases: AlertViewStyle.allCases.map(\.rawValue), isOptionSet: false),
    EnumSpec(
      name: "UIActionSheet.Style", oldNames: ["UIActionSheetStyle"],
      cases: ["automatic", "default", "blackTranslucent", "blackOpaque"], isOptionSet: false),
  ]
}

extension Interpreter {
  func legacyProperty(_ id: String, object: ObjectID, range: SourceRange) throws -> Value {
    let world = state.world
    guard let view = world.legacy.views[object] else { return .none }
    switch id {
    case "legacy.title": return .string(view.title ?? "")
    case "legacy.message": return view.message.map { .some(.string($0)) } ?? .none
    case "legacy.delegate": return view.delegate.map { .some(.object($0)) } ?? .none
    case "legacy.cancelButtonIndex": return .int(view.cancelButtonIndex)
    case "legacy.firstOtherButtonIndex": return .int(view.firstOtherButtonIndex)
    case "legacy.destructiveButtonIndex": return .int(view.destructiveButtonIndex)
    case "legacy.numberOfButtons": return .int(view.buttons.count)
    case "legacy.isVisible": return .bool(world.isLegacyVisible(object))
    case "legacy.alertViewStyle":
      return .enumCase(type: "UIAlertView.Style", name: view.alertViewStyle.rawValue)
    case "legacy.actionSheetStyle":
      return .enumCase(type: "UIActionSheet.Style", name: view.actionSheetStyle)
    default:
      throw scriptError("AlertLab does not simulate reading this member yet", at: range)
    }
  }

  func setLegacyProperty(_ id: String, object: ObjectID, value: Value, range: SourceRange) throws {
    guard state.world.legacy.views[object] != nil else { return }
    let text: String? = {
      if case .string(let text) = value.unwrapped ?? .void { return text }
      return nil
    }()
    let number: Int = {
      if case .int(let number) = value.unwrapped ?? .void { return number }
      return -1
    }()
    switch id {
    case "legacy.title": state.world.setLegacyTitle(text, of: object)
    case "legacy.message": state.world.setLegacyMessage(text, of: object)
    case "legacy.delegate":
      if case .object(let delegate) = value.unwrapped ?? .void {
        state.world.legacy.views[object]?.delegate = delegate
      } else {
        state.world.legacy.views[object]?.delegate = nil
      }
    case "legacy.cancelButtonIndex": state.world.legacy.views[object]?.cancelButtonIndex = number
    case "legacy.destructiveButtonIndex":
      state.world.legacy.views[object]?.destructiveButtonIndex = number
    case "legacy.alertViewStyle":
      if case .enumCase(_, let name) = value, let style = AlertViewStyle(rawValue: name) {
        state.world.setAlertViewStyle(style, of: object)
      }
    case "legacy.actionSheetStyle":
      if case .enumCase(_, let name) = value {
        state.world.legacy.views[object]?.actionSheetStyle = name
      }
    default:
      throw scriptError("AlertLab does not simulate setting this member yet", at: range)
    }
  }

  func performLegacy(_ id: String, receiver: Value, values: [Value], range: SourceRange) throws
    -> Value
  {
    guard case .object(let object) = receiver, state.world.legacy.views[object] != nil else {
      return .void
    }
    func text(_ index: Int) -> String? {
      guard index < values.count, case .string(let text) = values[index].unwrapped ?? .void
      else { return nil }
      return text
    }
    func number(_ index: Int) -> Int {
      guard index < values.count, case .int(let number) = values[index].unwrapped ?? .void
      else { return 0 }
      return number
    }
    func objectID(_ index: Int) -> ObjectID? {
      guard index < values.count, case .object(let id) = values[index].unwrapped ?? .void,
        id.rawValue != 0
      else { return nil }
      return id
    }
    switch id {
    case "legacy.addButton":
      return .int(try state.world.addLegacyButton(text(0), to: object))
    case "legacy.buttonTitle":
      return state.world.legacyButtonTitle(at: number(0), of: object).map { .some(.string($0)) }
        ?? .none
    case "legacy.textField":
      return try state.world.legacyTextField(at: number(0), of: object).map { .some(.object($0)) }
        ?? .none
    case "legacy.show":
      try withWorld { try $0.showLegacy(object, runner: self) }
    case "legacy.showInView":
      guard let view = objectID(0) else { return .void }
      try withWorld { try $0.showLegacy(object, anchor: .view(view), runner: self) }
    case "legacy.showFromItem":
      guard let item = objectID(0) else { return .void }
      try withWorld { try $0.showLegacy(object, anchor: .barButtonItem(item), runner: self) }
    case "legacy.showFromRect":
      guard case .rect(let rect)? = values.first, let view = objectID(1) else { return .void }
      try withWorld { try $0.showLegacy(object, anchor: .rect(rect, in: view), runner: self) }
    case "legacy.dismiss":
      let index = number(0)
      try withWorld { try $0.dismissLegacy(object, clickedButtonIndex: index, runner: self) }
    default:
      throw scriptError("AlertLab does not simulate this method yet", at: range)
    }
    return .void
  }

  func initializeLegacy(_ id: String, values: [Value], range: SourceRange) throws -> Value {
    func text(_ index: Int) -> String? {
      guard index < values.count, case .string(let text) = values[index].unwrapped ?? .void
      else { return nil }
      return text
    }
    func objectID(_ index: Int) -> ObjectID? {
      guard index < values.count, case .object(let id) = values[index].unwrapped ?? .void,
        id.rawValue != 0
      else { return nil }
      return id
    }
    switch id {
    case "legacy.alertView.init":
      noteLegacyUse(.alertView)
      return .object(
        try state.world.makeAlertView(
          title: nil, message: nil, delegate: nil, cancelButtonTitle: nil))
    case "legacy.alertView.initCancel":
      noteLegacyUse(.alertView)
      return .object(
        try state.world.makeAlertView(
          title: text(0), message: text(1), delegate: objectID(2), cancelButtonTitle: text(3)))
    case "legacy.alertView.initOther":
      // The overlay: non-optional title, message and button titles.
      guard text(0) != nil, text(1) != nil, values.dropFirst(4).allSatisfy({ $0.unwrapped != nil })
      else {
        throw objectiveCForm(.alertView, range: range)
      }
      noteLegacyUse(.alertView)
      let alert = try state.world.makeAlertView(
        title: text(0), message: text(1), delegate: objectID(2), cancelButtonTitle: text(3))
      for index in 4..<values.count {
        _ = try state.world.addLegacyButton(text(index), to: alert)
      }
      return .object(alert)
    case "legacy.actionSheet.init":
      noteLegacyUse(.actionSheet)
      return .object(
        state.world.makeActionSheet(
          title: nil, delegate: nil, cancelButtonTitle: nil, destructiveButtonTitle: nil))
    case "legacy.actionSheet.initCancel":
      noteLegacyUse(.actionSheet)
      return .object(
        state.world.makeActionSheet(
          title: text(0), delegate: objectID(1), cancelButtonTitle: text(2),
          destructiveButtonTitle: text(3)))
    case "legacy.actionSheet.initOther":
      guard values.dropFirst(4).allSatisfy({ $0.unwrapped != nil }) else {
        throw objectiveCForm(.actionSheet, range: range)
      }
      noteLegacyUse(.actionSheet)
      let sheet = state.world.makeActionSheet(
        title: text(0), delegate: objectID(1), cancelButtonTitle: text(2),
        destructiveButtonTitle: text(3))
      for index in 4..<values.count {
        _ = try state.world.addLegacyButton(text(index), to: sheet)
      }
      return .object(sheet)
    default:
      throw scriptError("AlertLab does not simulate this initializer yet", at: range)
    }
  }

  /// The Objective-C initializer typed in Swift (`otherButtonTitles: "OK", nil`, or an
  /// optional title): Swift has no such initializer, so the overlay's does not match and the
  /// compiler reports the `otherButtonTitles:` argument of the imported one as extra.
  func objectiveCForm(_ kind: LegacyKind, range: SourceRange) -> ScriptFailure {
    let type = kind.className
    let shorter =
      kind == .alertView
      ? "UIAlertView(title:message:delegate:cancelButtonTitle:)"
      : "UIActionSheet(title:delegate:cancelButtonTitle:destructiveButtonTitle:)"
    return scriptError(
      "extra argument 'otherButtonTitles' in call", at: range,
      notes: [
        .note(
          "Swift drops the Objective-C initializer's nil-terminated otherButtonTitles list: "
            + "create the \(type) with \(type)() or \(shorter), then add each other button "
            + "with addButton(withTitle:)", at: range)
      ])
  }

  /// Says once per run what using a legacy class means in this era: the compiler's
  /// deprecation warning from iOS 8.3 (UIActionSheet) and 9.0 (UIAlertView) (E-L5, U-1), and
  /// on iOS 13+ that the UIScene exception (E-L3) is not simulated.
  func noteLegacyUse(_ kind: LegacyKind) {
    let world = state.world
    let (rule, since) =
      kind == .alertView
      ? (RuleCatalog.deprecatedAlertView, IOSVersion(9))
      : (RuleCatalog.deprecatedActionSheet, IOSVersion(8, 3))
    let key = "deprecated:" + kind.className
    if world.iOS >= since, !state.notedSpellings.contains(key) {
      state.notedSpellings.insert(key)
      // Printed as the compiler prints a warning, like UIPopoverController's.
      state.world.emit(
        .log(ruleID: rule.id, text: "warning: " + rule.message(world.ruleContext())))
    }
    if kind == .alertView, world.iOS >= IOSVersion(13) {
      emitNote(
        "AlertLab's app does not use UIScene, so UIAlertView still works here; in a UIScene-based "
          + "app (Xcode 11+ template) creating one throws NSObjectNotAvailableException, which "
          + "AlertLab does not simulate", key: "scene:UIAlertView")
    }
  }
}
