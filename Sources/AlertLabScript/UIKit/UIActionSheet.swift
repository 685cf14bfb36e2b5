import AlertLabKit

// UIActionSheet in every Swift spelling (uikit-rules.md §4E); the members it shares with
// UIAlertView are declared once, in UIAlertView.swift.

extension APIClass {
  static let uiActionSheet = APIClass(
    "UIActionSheet", superclass: "UIView",
    enums: [
      EnumSpec(
        "UIActionSheet.Style", oldNames: ["UIActionSheetStyle"],
        cases: ["automatic", "default", "blackTranslucent", "blackOpaque"])
    ],
    deprecation: Deprecation(since: IOSVersion(8, 3), rule: RuleCatalog.deprecatedActionSheet),
    members: [
      .initializer([]) { machine, _ in
        machine.noteLegacyUse(.actionSheet)
        return .object(
          machine.state.world.makeActionSheet(
            title: nil, delegate: nil, cancelButtonTitle: nil, destructiveButtonTitle: nil))
      },
      .initializer(actionSheetLeading) { machine, use in
        machine.noteLegacyUse(.actionSheet)
        return .object(machine.makeActionSheet(use, otherButtonTitles: []))
      },
    ]
      + APIMember.overlayInitializers(
        .actionSheet, actionSheetLeading, accepts: { _ in true },
        make: { $0.makeActionSheet($1, otherButtonTitles: $2) })
      + [
        .legacyTitle,
        .legacyProperty(
          "destructiveButtonIndex", "Int", get: { view, _, _ in .int(view.destructiveButtonIndex) },
          set: { machine, object, use in
            machine.state.world.legacy.views[object]?.destructiveButtonIndex = use.int(
              0, otherwise: -1)
          }),
        .legacyProperty(
          "actionSheetStyle", "UIActionSheet.Style",
          get: { view, _, _ in .enumCase(type: "UIActionSheet.Style", name: view.actionSheetStyle)
          },
          set: { machine, object, use in
            if let name = use.caseName(0) {
              machine.state.world.legacy.views[object]?.actionSheetStyle = name
            }
          }),
        .legacyMethod("show", [ParamSpec("in", "UIView")], old: .method("showInView", [nil])) {
          machine, object, use in
          guard let view = use.object(0) else { return .void }
          try machine.withWorld { try $0.showLegacy(object, anchor: .view(view), runner: machine) }
          return .void
        },
        .legacyMethod(
          "show", [ParamSpec("from", "UIBarButtonItem"), ParamSpec("animated", "Bool")],
          old: .method("showFromBarButtonItem", [nil, "animated"])
        ) { machine, object, use in
          guard let item = use.object(0) else { return .void }
          try machine.withWorld {
            try $0.showLegacy(object, anchor: .barButtonItem(item), runner: machine)
          }
          return .void
        },
        .legacyMethod(
          "show",
          [ParamSpec("from", "CGRect"), ParamSpec("in", "UIView"), ParamSpec("animated", "Bool")],
          old: .method("showFromRect", [nil, "inView", "animated"])
        ) { machine, object, use in
          guard case .rect(let rect)? = use.argument(0), let view = use.object(1) else {
            return .void
          }
          try machine.withWorld {
            try $0.showLegacy(object, anchor: .rect(rect, in: view), runner: machine)
          }
          return .void
        },
      ] + APIMember.overlayMembers(delegateType: "UIActionSheetDelegate"))

  /// `UIActionSheet(title:delegate:cancelButtonTitle:destructiveButtonTitle:)`.
  static let actionSheetLeading = [
    ParamSpec("title", "String?"), ParamSpec("delegate", "UIActionSheetDelegate?"),
    ParamSpec("cancelButtonTitle", "String?"), ParamSpec("destructiveButtonTitle", "String?"),
  ]
}

extension Interpreter {
  /// A UIActionSheet from the leading arguments title, delegate, cancel and destructive titles.
  func makeActionSheet(_ use: MemberUse, otherButtonTitles: [String]) -> ObjectID {
    let sheet = state.world.makeActionSheet(
      title: use.text(0), delegate: use.object(1), cancelButtonTitle: use.text(2),
      destructiveButtonTitle: use.text(3), otherButtonTitles: otherButtonTitles)
    noteDelegate(use.object(1), of: sheet, .actionSheet)
    return sheet
  }
}
