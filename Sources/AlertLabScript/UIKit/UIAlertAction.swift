import AlertLabKit

extension APIClass {
  static let uiAlertAction = APIClass(
    "UIAlertAction",
    enums: [
      EnumSpec(
        "UIAlertAction.Style", oldNames: ["UIAlertActionStyle"],
        cases: ["default", "cancel", "destructive"])
    ],
    members: [
      .initializer([
        ParamSpec("title", "String?"), ParamSpec("style", "UIAlertAction.Style"),
        ParamSpec("handler", "((UIAlertAction) -> Void)?", default: true),
      ]) { machine, use in
        let style = ActionStyle(rawValue: use.caseName(1) ?? "") ?? .default
        let handler = use.argument(2).flatMap(machine.callable(for:))
        return .object(
          machine.state.world.makeAction(title: use.text(0), style: style, handler: handler))
      },
      // NSObject's `init()`: an action without a title, of the default style, doing nothing.
      .initializer([]) { machine, _ in
        .object(machine.state.world.makeAction(title: nil, style: .default, handler: nil))
      },
      .objectProperty("title", "String?") { machine, object, _ in
        optionalString(machine.state.world.actions[object]?.title)
      },
      .objectProperty("style", "UIAlertAction.Style") { machine, object, _ in
        let style = machine.state.world.actions[object]?.style.rawValue
        return .enumCase(type: "UIAlertAction.Style", name: style ?? "default")
      },
      .objectProperty(
        "isEnabled", "Bool", old: ["enabled"],
        get: { machine, object, _ in .bool(machine.state.world.actions[object]?.isEnabled ?? true)
        },
        set: { machine, object, use in
          machine.state.world.actions[object]?.isEnabled = use.flag(0)
        }),
      .objectProperty(
        "accessibilityIdentifier", "String?",
        get: { machine, object, _ in
          optionalString(machine.state.world.actions[object]?.accessibilityIdentifier)
        },
        set: { machine, object, use in
          machine.state.world.actions[object]?.accessibilityIdentifier = use.text(0)
        }),
    ])
}
