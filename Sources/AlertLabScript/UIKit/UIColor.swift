import AlertLabKit

/// The colours `UIColor` offers by name (`.red`, `UIColor.redColor()`).
let namedColors = [
  "black", "blue", "brown", "clear", "cyan", "darkGray", "gray", "green", "lightGray",
  "magenta", "orange", "purple", "red", "white", "yellow",
]

/// The system colours that adapt to the appearance (`.systemRed`, `.label`), by the iOS
/// version that introduced them. They have no Swift 3 spelling of their own.
let systemColors: [(name: String, since: IOSVersion)] =
  [
    "systemBlue", "systemGray", "systemGreen", "systemOrange", "systemPink", "systemRed",
    "systemTeal", "systemYellow",
  ].map { ($0, IOSVersion(7)) }
  + [("systemPurple", IOSVersion(9))]
  + [
    "systemBrown", "systemIndigo", "systemGray2", "systemGray3", "systemGray4", "systemGray5",
    "systemGray6", "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link",
    "placeholderText", "separator", "opaqueSeparator", "systemBackground",
    "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
    "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemFill",
    "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill",
  ].map {
    ($0, IOSVersion(13))
  }
  + ["systemCyan", "systemMint", "tintColor"].map { ($0, IOSVersion(15)) }

extension APIClass {
  static let uiColor = APIClass(
    "UIColor",
    enums: [EnumSpec("UIColor", cases: namedColors)],
    members: [
      .initializer([
        ParamSpec("red", "CGFloat"), ParamSpec("green", "CGFloat"), ParamSpec("blue", "CGFloat"),
        ParamSpec("alpha", "CGFloat"),
      ]) { machine, use in
        let parts = (0..<4).map {
          formatPoints(machine.number(use.argument($0)?.unwrapped ?? .int(0)))
        }
        return .enumCase(type: "UIColor", name: "rgba(\(parts.joined(separator: ", ")))")
      },
      .initializer([ParamSpec("white", "CGFloat"), ParamSpec("alpha", "CGFloat")]) {
        machine, use in
        let parts = (0..<2).map {
          formatPoints(machine.number(use.argument($0)?.unwrapped ?? .int(0)))
        }
        return .enumCase(type: "UIColor", name: "white(\(parts.joined(separator: ", ")))")
      },
    ]
      // `UIColor.red` (Swift 3's `UIColor.redColor()` before).
      + namedColors.map { color in
        .staticProperty(
          color, "UIColor",
          old: [
            .staticCall(color + "Color", of: "UIColor", today: "UIColor.\(color)")
          ]
        ) { _, _ in .enumCase(type: "UIColor", name: color) }
      }
      + systemColors.map { color in
        .staticProperty(color.name, "UIColor", since: color.since) { _, _ in
          .enumCase(type: "UIColor", name: color.name)
        }
      }
      + [
        .property("cgColor", "CGColor", old: ["CGColor"]) { _, use in
          guard let name = colorName(use.receiver) else { throw use.cannotRead }
          return .enumCase(type: "CGColor", name: name)
        }
      ])
}

/// The colour an argument names, if it is one.
func colorName(_ value: Value) -> String? {
  if case .enumCase("UIColor", let name) = value.unwrapped ?? .void { return name }
  return nil
}

/// A colour as an optional value.
func colorValue(_ name: String?) -> Value {
  name.map { .some(.enumCase(type: "UIColor", name: $0)) } ?? .none
}
