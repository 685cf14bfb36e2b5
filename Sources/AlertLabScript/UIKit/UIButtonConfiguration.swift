import AlertLabKit

/// The styles `UIButton.Configuration` is made with (iOS 15).
private let configurationStyles = [
  "plain", "tinted", "gray", "filled", "borderless", "bordered", "borderedTinted",
  "borderedProminent",
]

extension APIClass {
  static let uiButtonConfiguration = APIClass(
    "UIButton.Configuration", superclass: nil,
    enums: [
      EnumSpec(
        "UIButton.Configuration.CornerStyle",
        cases: ["fixed", "dynamic", "small", "medium", "large", "capsule"]),
      EnumSpec("UIButton.Configuration.Size", cases: ["mini", "small", "medium", "large"]),
    ],
    members: configurationStyles.map { style in
      .staticMethod(style, [], returns: "UIButton.Configuration", since: IOSVersion(15)) {
        machine, _ in
        .object(machine.state.world.makeButtonConfiguration(ButtonConfiguration(style: style)))
      }
    } + [
      configurationField("title", "String?", \.title, read: optionalString) { _, use in
        use.text(0)
      },
      configurationField("subtitle", "String?", \.subtitle, read: optionalString) { _, use in
        use.text(0)
      },
      configurationField("baseBackgroundColor", "UIColor?", \.baseBackgroundColor, read: colorValue)
      {
        _, use in use.argument(0).flatMap(colorName)
      },
      configurationField("baseForegroundColor", "UIColor?", \.baseForegroundColor, read: colorValue)
      {
        _, use in use.argument(0).flatMap(colorName)
      },
      configurationField("image", "UIImage?", \.image, read: optionalObject) { _, use in
        use.object(0)
      },
      configurationField(
        "cornerStyle", "UIButton.Configuration.CornerStyle", \.cornerStyle,
        read: { .enumCase(type: "UIButton.Configuration.CornerStyle", name: $0) }
      ) { _, use in use.caseName(0) ?? "dynamic" },
      configurationField(
        "buttonSize", "UIButton.Configuration.Size", \.buttonSize,
        read: { .enumCase(type: "UIButton.Configuration.Size", name: $0) }
      ) { _, use in use.caseName(0) ?? "medium" },
      configurationField(
        "showsActivityIndicator", "Bool", \.showsActivityIndicator, read: { .bool($0) }
      ) { _, use in use.flag(0) },
      configurationField("imagePadding", "CGFloat", \.imagePadding, read: { .double($0) }) {
        machine, use in machine.number(use.argument(0)?.unwrapped ?? .int(0))
      },
    ])
}

/// A property of a configuration, read and set through `field`: `read` makes the value
/// Swift reads, `written` the field from the value set.
private func configurationField<Field: Sendable>(
  _ name: String, _ type: String,
  _ field: WritableKeyPath<ButtonConfiguration, Field> & Sendable,
  read: @escaping @Sendable (Field) -> Value,
  written: @escaping @Sendable (Interpreter, MemberUse) -> Field
) -> APIMember {
  .objectProperty(
    name, type,
    get: { machine, object, _ in
      let configuration =
        machine.state.world.app.buttonConfigurations[object] ?? ButtonConfiguration(style: "plain")
      return read(configuration[keyPath: field])
    },
    set: { machine, object, use in
      let value = written(machine, use)
      machine.state.world.updateButtonConfiguration(object) { $0[keyPath: field] = value }
    })
}
