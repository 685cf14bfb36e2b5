import AlertLabKit

extension APIClass {
  static let uiAlertController = APIClass(
    "UIAlertController", superclass: "UIViewController",
    enums: [
      EnumSpec(
        "UIAlertController.Style", oldNames: ["UIAlertControllerStyle"],
        cases: ["actionSheet", "alert"])
    ],
    members: [
      .initializer([
        ParamSpec("title", "String?"), ParamSpec("message", "String?"),
        ParamSpec("preferredStyle", "UIAlertController.Style"),
      ]) { machine, use in
        let style: AlertStyle = use.caseName(2) == "actionSheet" ? .actionSheet : .alert
        return .object(
          machine.state.world.makeAlertController(
            title: use.text(0), message: use.text(1), style: style))
      },
      // `UIAlertController()`: an alert with no title, message or actions.
      // `init()` leaves `preferredStyle` at 0, which is UIAlertControllerStyleActionSheet.
      .initializer([]) { machine, _ in
        .object(
          machine.state.world.makeAlertController(title: nil, message: nil, style: .actionSheet))
      },
      .objectProperty(
        "title", "String?",
        get: { machine, object, _ in machine.controllerTitle(object) },
        set: { machine, object, use in
          if machine.state.world.viewControllers[object]?.alert != nil {
            machine.state.world.viewControllers[object]?.alert?.title = use.text(0)
          } else {
            machine.state.world.viewControllers[object]?.title = use.text(0)
          }
        }),
      .objectProperty(
        "message", "String?",
        get: { machine, object, _ in
          optionalString(machine.state.world.viewControllers[object]?.alert?.message)
        },
        set: { machine, object, use in
          machine.state.world.viewControllers[object]?.alert?.message = use.text(0)
        }),
      .objectProperty("preferredStyle", "UIAlertController.Style") { machine, object, _ in
        let style = machine.state.world.viewControllers[object]?.alert?.style
        return .enumCase(type: "UIAlertController.Style", name: style?.rawValue ?? "alert")
      },
      .objectProperty("actions", "[UIAlertAction]") { machine, object, _ in
        let actions = machine.state.world.viewControllers[object]?.alert?.actions ?? []
        return .array(actions.map { .object($0) }, element: "UIAlertAction")
      },
      .objectProperty("textFields", "[UITextField]?") { machine, object, _ in
        guard let alert = machine.state.world.viewControllers[object]?.alert,
          alert.style == .alert
        else { return .none }
        return .some(.array(alert.textFields.map { .object($0) }, element: "UITextField"))
      },
      .objectProperty(
        "preferredAction", "UIAlertAction?", since: IOSVersion(9),
        get: { machine, object, _ in
          optionalObject(machine.state.world.viewControllers[object]?.alert?.preferredAction)
        },
        set: { machine, object, use in
          try machine.state.world.setPreferredAction(use.anyObject(0), of: object)
        }),
      .objectMethod("addAction", [ParamSpec(nil, "UIAlertAction")]) { machine, controller, use in
        guard let action = use.object(0) else { return .void }
        try machine.withWorld { try $0.addAction(action, to: controller) }
        return .void
      },
      .objectMethod(
        "addTextField",
        [ParamSpec("configurationHandler", "((UITextField) -> Void)?", default: true)],
        old: [.method("addTextFieldWithConfigurationHandler", [nil])]
      ) { machine, controller, use in
        let configuration = use.argument(0).flatMap(machine.callable(for:))
        try machine.withWorld {
          try $0.addTextField(to: controller, configuration: configuration, runner: machine)
        }
        return .void
      },
    ])
}
