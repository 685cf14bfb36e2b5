import AlertLabKit

// UIAlertView in every Swift spelling (uikit-rules.md §4E), and the members it shares with
// UIActionSheet (UIActionSheet.swift).

/// How many titles the overlay initializers' variadic `_ moreButtonTitles: String...` takes
/// here: the catalog has one entry per count, since a parameter list has a fixed length.
private let mostMoreButtonTitles = 10

extension APIClass {
  static let uiAlertView = APIClass(
    "UIAlertView", superclass: "UIView",
    enums: [
      EnumSpec(
        "UIAlertView.Style", oldNames: ["UIAlertViewStyle"],
        cases: AlertViewStyle.allCases.map(\.rawValue))
    ],
    deprecation: Deprecation(since: IOSVersion(9), rule: RuleCatalog.deprecatedAlertView),
    members: [
      .initializer([]) { machine, _ in
        machine.noteLegacyUse(.alertView)
        return .object(
          try machine.state.world.makeAlertView(
            title: nil, message: nil, delegate: nil, cancelButtonTitle: nil))
      },
      .initializer(alertViewLeading) { machine, use in
        machine.noteLegacyUse(.alertView)
        return .object(try machine.makeAlertView(use, otherButtonTitles: []))
      },
    ]
      // The overlay: non-optional title, message and button titles.
      + APIMember.overlayInitializers(
        .alertView, alertViewLeading, accepts: { $0.text(0) != nil && $0.text(1) != nil },
        make: { try $0.makeAlertView($1, otherButtonTitles: $2) })
      + [
        .legacyTitle,
        .legacyProperty(
          "message", "String?", get: { view, _, _ in optionalString(view.message) },
          set: { machine, object, use in
            machine.state.world.setLegacyMessage(use.text(0), of: object)
          }),
        .legacyProperty(
          "alertViewStyle", "UIAlertView.Style",
          get: { view, _, _ in
            .enumCase(type: "UIAlertView.Style", name: view.alertViewStyle.rawValue)
          },
          set: { machine, object, use in
            if let name = use.caseName(0), let style = AlertViewStyle(rawValue: name) {
              machine.state.world.setAlertViewStyle(style, of: object)
            }
          }),
        .legacyMethod("show", []) { machine, object, _ in
          try machine.withWorld { try $0.showLegacy(object, runner: machine) }
          return .void
        },
        .legacyMethod(
          "textField", [ParamSpec("at", "Int")], returns: "UITextField?",
          old: .method("textFieldAtIndex", [nil])
        ) { machine, object, use in
          let field = try machine.state.world.legacyTextField(
            at: use.int(0, otherwise: 0), of: object)
          return optionalObject(field)
        },
      ] + APIMember.overlayMembers(delegateType: "UIAlertViewDelegate"))

  /// `UIAlertView(title:message:delegate:cancelButtonTitle:)`.
  static let alertViewLeading = [
    ParamSpec("title", "String?"), ParamSpec("message", "String?"),
    ParamSpec("delegate", "UIAlertViewDelegate?"), ParamSpec("cancelButtonTitle", "String?"),
  ]
}

extension APIMember {
  /// A property of a UIAlertView or UIActionSheet: the view's record, the interpreter and the
  /// object; reading one the world does not know gives nil, setting it does nothing.
  static func legacyProperty(
    _ name: String, _ type: String, old: [String] = [],
    get: @escaping @Sendable (LegacyView, Interpreter, ObjectID) -> Value,
    set: ObjectSetter? = nil
  ) -> APIMember {
    let read: ObjectBehaviour = { machine, object, _ in
      guard let view = machine.state.world.legacy.views[object] else { return .none }
      return get(view, machine, object)
    }
    guard let set else { return objectProperty(name, type, old: old, get: read) }
    return objectProperty(
      name, type, old: old, get: read,
      set: { machine, object, use in
        guard machine.state.world.legacy.views[object] != nil else { return }
        try set(machine, object, use)
      })
  }

  /// A method of a UIAlertView or UIActionSheet; on an object the world does not know as one,
  /// it does nothing.
  static func legacyMethod(
    _ name: String, _ params: [ParamSpec], returns: String = "Void", old: OldSpelling? = nil,
    run: @escaping ObjectBehaviour
  ) -> APIMember {
    objectMethod(name, params, returns: returns, old: old.map { [$0] } ?? []) {
      machine, object, use in
      guard machine.state.world.legacy.views[object] != nil else { return .void }
      return try run(machine, object, use)
    }
  }

  /// The overlay initializer `…, otherButtonTitles firstButtonTitle: String, _
  /// moreButtonTitles: String...` with 0 to `mostMoreButtonTitles` more titles. The titles are
  /// taken as optional so that the Objective-C form (a `nil` ending the list) reaches the
  /// behaviour, which answers it as Swift does.
  /// Arguments the overlay does not `accept`, or a nil title, are the Objective-C form.
  /// Objective-C's own initializer arrives here too, its list ended by Objective-C's nil
  /// (`ObjectiveCNil.listEnd`): the titles then go to the initializer itself, as
  /// `-initWithTitle:...otherButtonTitles:` takes them (U-3, U-4: `firstOtherButtonIndex` is
  /// set, and an action sheet's cancel button comes last), where Swift's overlay adds them
  /// afterwards with `addButton(withTitle:)`.
  static func overlayInitializers(
    _ kind: LegacyKind, _ leading: [ParamSpec],
    accepts: @escaping @Sendable (MemberUse) -> Bool,
    make: @escaping @Sendable (Interpreter, MemberUse, [String]) throws -> ObjectID
  ) -> [APIMember] {
    let run: Behaviour = { machine, use in
      if use.arguments.count > 4, case .object(let end)? = use.arguments.last, end.rawValue == 0 {
        machine.noteLegacyUse(kind)
        let titles = (4..<use.arguments.count - 1).compactMap { use.text($0) }
        return .object(try make(machine, use, titles))
      }
      guard accepts(use), use.arguments.dropFirst(4).allSatisfy({ $0.unwrapped != nil }) else {
        throw machine.objectiveCForm(kind, range: use.range)
      }
      machine.noteLegacyUse(kind)
      let view = try make(machine, use, [])
      for index in 4..<use.arguments.count {
        _ = try machine.state.world.addLegacyButton(use.text(index), to: view)
      }
      return .object(view)
    }
    return (0...mostMoreButtonTitles).map { more in
      initializer(
        leading + [ParamSpec("otherButtonTitles", "String?")]
          + Array(repeating: ParamSpec(nil, "String?"), count: more), run: run)
    }
  }

  /// `title`, which both classes have (UIActionSheet's among its own members).
  static let legacyTitle = legacyProperty(
    "title", "String", get: { view, _, _ in .string(view.title ?? "") },
    set: { machine, object, use in machine.state.world.setLegacyTitle(use.text(0), of: object) })

  /// Members UIAlertView and UIActionSheet both have.
  static func overlayMembers(delegateType: String) -> [APIMember] {
    [
      .legacyProperty(
        "delegate", delegateType + "?", get: { view, _, _ in optionalObject(view.delegate) },
        set: { machine, object, use in
          let delegate = use.anyObject(0)
          machine.state.world.legacy.views[object]?.delegate = delegate
          let kind: WeakDelegate.Holder =
            delegateType == "UIAlertViewDelegate" ? .alertView : .actionSheet
          machine.noteDelegate(delegate, of: object, kind)
        }),
      .legacyProperty(
        "cancelButtonIndex", "Int", get: { view, _, _ in .int(view.cancelButtonIndex) },
        set: { machine, object, use in
          machine.state.world.legacy.views[object]?.cancelButtonIndex = use.int(0, otherwise: -1)
        }),
      .legacyProperty("firstOtherButtonIndex", "Int") { view, _, _ in
        .int(view.firstOtherButtonIndex)
      },
      .legacyProperty("numberOfButtons", "Int") { view, _, _ in .int(view.buttons.count) },
      .legacyProperty("isVisible", "Bool", old: ["visible"]) { _, machine, object in
        .bool(machine.state.world.isLegacyVisible(object))
      },
      .legacyMethod(
        "addButton", [ParamSpec("withTitle", "String?")], returns: "Int",
        old: .method("addButtonWithTitle", [nil])
      ) { machine, object, use in
        .int(try machine.state.world.addLegacyButton(use.text(0), to: object))
      },
      .legacyMethod(
        "buttonTitle", [ParamSpec("at", "Int")], returns: "String?",
        old: .method("buttonTitleAtIndex", [nil])
      ) { machine, object, use in
        optionalString(
          machine.state.world.legacyButtonTitle(at: use.int(0, otherwise: 0), of: object))
      },
      .legacyMethod(
        "dismiss", [ParamSpec("withClickedButtonIndex", "Int"), ParamSpec("animated", "Bool")],
        old: .method("dismissWithClickedButtonIndex", [nil, "animated"])
      ) { machine, object, use in
        let index = use.int(0, otherwise: 0)
        try machine.withWorld {
          try $0.dismissLegacy(object, clickedButtonIndex: index, runner: machine)
        }
        return .void
      },
    ]
  }
}

extension Interpreter {
  /// A UIAlertView from the leading arguments title, message, delegate, cancel button title.
  func makeAlertView(_ use: MemberUse, otherButtonTitles: [String]) throws -> ObjectID {
    let view = try state.world.makeAlertView(
      title: use.text(0), message: use.text(1), delegate: use.object(2),
      cancelButtonTitle: use.text(3), otherButtonTitles: otherButtonTitles)
    noteDelegate(use.object(2), of: view, .alertView)
    return view
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

  /// Says once per run the compiler's deprecation warning from the version a legacy class's
  /// declaration names (E-L5, U-1). From iOS 13 the app is UIScene-based, so creating a
  /// UIAlertView raises E-L3 (`World.makeAlertView`).
  func noteLegacyUse(_ kind: LegacyKind) {
    if let deprecation = APICatalog.types[kind.className]?.deprecation {
      noteDeprecation(deprecation)
    }
  }

  /// Says once per run the compiler's warning for a declaration deprecated from the version
  /// `deprecation` names, when the simulated iOS is that version or later (the compiler
  /// warns only when the deployment target is).
  func noteDeprecation(_ deprecation: Deprecation) {
    let world = state.world
    let rule = deprecation.rule
    let key = "deprecated:" + rule.id
    guard world.iOS >= deprecation.since, !state.notedSpellings.contains(key) else { return }
    state.notedSpellings.insert(key)
    // Printed as the compiler prints a warning, like UIPopoverController's.
    state.world.emit(
      .log(ruleID: rule.id, text: "warning: " + rule.message(world.ruleContext())))
  }
}
