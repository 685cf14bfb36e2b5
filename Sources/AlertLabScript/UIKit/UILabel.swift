import AlertLabKit

extension APIClass {
  static let uiLabel = APIClass(
    "UILabel", superclass: "UIView",
    enums: [
      EnumSpec("NSTextAlignment", cases: ["left", "center", "right", "justified", "natural"])
    ],
    members: viewInitializers("UILabel") + [
      .objectProperty(
        "text", "String?",
        get: { machine, object, _ in
          let world = machine.state.world
          let shown = world.app.looks[object]?.labelOf ?? object
          return optionalString(world.views[shown]?.title)
        },
        set: { machine, object, use in
          let shown = machine.state.world.app.looks[object]?.labelOf ?? object
          machine.state.world.views[shown]?.title = use.text(0)
        }),
      .lookProperty(
        "textColor", "UIColor!", get: { colorValue($0.textColor ?? "label") },
        set: { look, value in look.textColor = colorName(value) }),
      .lookProperty(
        "font", "UIFont!", get: { .enumCase(type: "UIFont", name: $0.font ?? "systemFont(17)") },
        set: { look, value in
          if case .enumCase("UIFont", let name) = value { look.font = name }
        }),
      .lookProperty(
        "numberOfLines", "Int", get: { .int($0.numberOfLines) },
        set: { look, value in
          if case .int(let lines) = value { look.numberOfLines = lines }
        }),
      .lookProperty(
        "textAlignment", "NSTextAlignment",
        get: { .enumCase(type: "NSTextAlignment", name: $0.textAlignment) },
        set: { look, value in
          if case .enumCase(_, let name) = value { look.textAlignment = name }
        }),
    ])

  /// `view.layer`: its corner radius and border are kept by UIKit for drawing with Core
  /// Animation, which AlertLab does not simulate: setting them does nothing, with a note.
  static let caLayer = APIClass(
    "CALayer",
    members: ["cornerRadius", "borderWidth", "masksToBounds", "shadowOpacity"]
      .map { name in
        .property(
          name, name == "masksToBounds" ? "Bool" : "CGFloat",
          get: { _, _ in name == "masksToBounds" ? .bool(false) : .double(0) },
          set: { machine, use in
            machine.emitNote(
              "AlertLab does not draw layers: 'layer.\(name)' is kept by Core Animation on a "
                + "device and changes nothing on this screen", key: "calayer")
            return use.receiver
          })
      })

  /// `UIFont.systemFont(ofSize:)` and `boldSystemFont(ofSize:)`: a font by name and size.
  static let uiFont = APIClass(
    "UIFont",
    members: [
      .staticMethod("systemFont", [ParamSpec("ofSize", "CGFloat")], returns: "UIFont") {
        machine, use in
        .enumCase(type: "UIFont", name: "systemFont(\(formatPoints(fontSize(machine, use))))")
      },
      .staticMethod("boldSystemFont", [ParamSpec("ofSize", "CGFloat")], returns: "UIFont") {
        machine, use in
        .enumCase(
          type: "UIFont", name: "boldSystemFont(\(formatPoints(fontSize(machine, use))))")
      },
      .initializer([ParamSpec("name", "String"), ParamSpec("size", "CGFloat")]) {
        machine, use in
        let size = formatPoints(machine.number(use.argument(1)?.unwrapped ?? .int(17)))
        return .some(.enumCase(type: "UIFont", name: "\(use.text(0) ?? "")(\(size))"))
      },
    ])
}

/// The size argument of a font method.
private func fontSize(_ machine: Interpreter, _ use: MemberUse) -> Double {
  machine.number(use.argument(0)?.unwrapped ?? .int(17))
}
