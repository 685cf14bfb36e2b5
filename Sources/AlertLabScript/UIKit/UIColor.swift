import AlertLabKit

/// The colours `UIColor` offers by name (`.red`, `UIColor.redColor()`).
let namedColors = [
  "black", "blue", "brown", "clear", "cyan", "darkGray", "gray", "green", "lightGray",
  "magenta", "orange", "purple", "red", "white", "yellow",
]

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
