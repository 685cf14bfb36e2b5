import AlertLabKit
import AlertLabWords

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

  /// `view.layer`: its corner radius, border and `masksToBounds` are the view's look, drawn
  /// on the screen (rounded corners, the border's width and colour). A shadow is not drawn.
  static let caLayer = APIClass(
    "CALayer",
    members: [
      .layerProperty(
        "cornerRadius", "CGFloat", get: { .double($0.cornerRadius) },
        set: { look, machine, value in look.cornerRadius = max(0, machine.number(value)) }),
      .layerProperty(
        "borderWidth", "CGFloat", get: { .double($0.borderWidth) },
        set: { look, machine, value in look.borderWidth = max(0, machine.number(value)) }),
      .layerProperty(
        "borderColor", "CGColor?",
        get: { look in
          look.borderColor.map { .some(.enumCase(type: "CGColor", name: $0)) } ?? .none
        },
        set: { look, _, value in
          if case .enumCase(_, let name)? = value.unwrapped {
            look.borderColor = name
          } else {
            look.borderColor = nil
          }
        }),
      .layerProperty(
        "masksToBounds", "Bool", get: { .bool($0.masksToBounds) },
        set: { look, _, value in look.masksToBounds = value == .bool(true) }),
      .property(
        "shadowOpacity", "Float", get: { _, _ in .double(0) },
        set: { machine, use in
          machine.emitNote(Said(.doesDrawShadowsLayer, "shadowOpacity"), key: "calayer-shadow")
          return use.receiver
        }),
    ])

  /// `UIColor.red.cgColor` (Swift 1 and 2: `.CGColor`): the same colour, for a layer.
  static let cgColor = APIClass(
    "CGColor", enums: [EnumSpec("CGColor", cases: namedColors)], members: [])

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

extension APIMember {
  /// A property of a `CALayer`: the look of the view it belongs to.
  static func layerProperty(
    _ name: String, _ type: String, get: @escaping @Sendable (ViewLook) -> Value,
    set: @escaping @Sendable (inout ViewLook, Interpreter, Value) -> Void
  ) -> APIMember {
    objectProperty(
      name, type,
      get: { machine, object, _ in get(machine.state.world.layerLook(object)) },
      set: { machine, object, use in
        let value = use.value
        machine.state.world.updateLayer(object) { set(&$0, machine, value) }
      })
  }
}

/// The size argument of a font method.
private func fontSize(_ machine: Interpreter, _ use: MemberUse) -> Double {
  machine.number(use.argument(0)?.unwrapped ?? .int(17))
}
