import AlertLabKit

extension APIClass {
  static let uiTextField = APIClass(
    "UITextField", superclass: "UIControl", enums: textFieldEnums,
    members: [
      // A text field of the app's own view, made in code.
      .initializer([ParamSpec("frame", "CGRect")]) { machine, use in
        guard case .rect(let frame)? = use.argument(0) else { return .void }
        return .object(machine.state.world.makeTextField(frame: frame))
      },
      .initializer([]) { machine, _ in .object(machine.state.world.makeTextField(frame: .zero)) },
      .notificationName(
        "textDidChangeNotification", NotificationName.textDidChange,
        global: "UITextFieldTextDidChangeNotification"),
      .objectProperty(
        "placeholder", "String?",
        get: { machine, object, _ in
          optionalString(machine.state.world.textFields[object]?.placeholder)
        },
        set: { machine, object, use in
          machine.state.world.textFields[object]?.placeholder = use.text(0)
        }),
      .objectProperty(
        "text", "String?",
        get: { machine, object, _ in
          .some(.string(machine.state.world.textFields[object]?.text ?? ""))
        },
        set: { machine, object, use in
          machine.state.world.textFields[object]?.text = use.text(0) ?? ""
        }),
      .objectProperty(
        "isSecureTextEntry", "Bool", old: ["secureTextEntry"],
        get: { machine, object, _ in
          .bool(machine.state.world.textFields[object]?.isSecureTextEntry ?? false)
        },
        set: { machine, object, use in
          machine.state.world.textFields[object]?.isSecureTextEntry = use.flag(0)
        }),
    ] + textFieldTraitMembers)
}
