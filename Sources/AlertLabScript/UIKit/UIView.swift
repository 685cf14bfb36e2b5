import AlertLabKit
import AlertLabWords

extension APIClass {
  static let uiView = APIClass(
    "UIView", superclass: "UIResponder",
    enums: [
      EnumSpec(
        "UIView.AnimationOptions", oldNames: ["UIViewAnimationOptions"],
        cases: [
          "curveEaseInOut", "curveEaseIn", "curveEaseOut", "curveLinear", "allowUserInteraction",
          "beginFromCurrentState", "repeat", "autoreverse", "transitionCrossDissolve",
          "transitionFlipFromLeft", "transitionFlipFromRight",
        ], isOptionSet: true),
      EnumSpec(
        "UIView.ContentMode", oldNames: ["UIViewContentMode"],
        cases: [
          "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom",
          "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight",
        ]),
    ],
    members: viewInitializers("UIView") + viewGestureMembers + layoutAnchorMembers + [
      .objectProperty("bounds", "CGRect") { machine, object, _ in
        let world = machine.state.world
        // An alert's text field is 238 by 24 points.
        if world.textFields[object] != nil {
          return .rect(Rect(x: 0, y: 0, width: 238, height: 24))
        }
        return .rect(world.views[object]?.bounds ?? .zero)
      },
      .objectProperty(
        "frame", "CGRect",
        get: { machine, object, _ in .rect(machine.state.world.views[object]?.frame ?? .zero) },
        set: { machine, object, use in
          guard case .rect(let frame) = use.value else { return }
          let className = machine.state.world.className(of: object) ?? "UIView"
          let view =
            machine.state.world.views[object]
            ?? View(className: className, name: "", title: nil, frame: frame, isInWindow: false)
          var moved = view
          moved.frame = frame
          machine.state.world.views[object] = moved
        }),
      .objectProperty(
        "center", "CGPoint",
        get: { machine, object, _ in
          let frame = machine.state.world.views[object]?.frame ?? .zero
          return .point(Point(x: frame.midX, y: frame.midY))
        },
        set: { machine, object, use in
          guard case .point(let center) = use.value,
            let frame = machine.state.world.views[object]?.frame
          else { return }
          let moved = Rect(
            x: center.x - frame.size.width / 2, y: center.y - frame.size.height / 2,
            width: frame.size.width, height: frame.size.height)
          machine.state.world.views[object]?.frame = moved
        }),
      .lookProperty(
        "backgroundColor", "UIColor?", get: { colorValue($0.backgroundColor) },
        set: { look, value in look.backgroundColor = colorName(value) }),
      .lookProperty(
        "tintColor", "UIColor!", get: { colorValue($0.tintColor ?? "systemBlue") },
        set: { look, value in look.tintColor = colorName(value) }),
      .lookProperty(
        "isHidden", "Bool", old: ["hidden"], get: { .bool($0.isHidden) },
        set: { look, value in look.isHidden = value == .bool(true) }),
      .lookProperty(
        "alpha", "CGFloat", get: { .double($0.alpha) },
        set: { look, value in look.alpha = numberValue(value) ?? look.alpha }),
      .lookProperty(
        "contentMode", "UIView.ContentMode",
        get: { .enumCase(type: "UIView.ContentMode", name: $0.contentMode) },
        set: { look, value in
          if case .enumCase(_, let name) = value { look.contentMode = name }
        }),
      .lookProperty(
        "translatesAutoresizingMaskIntoConstraints", "Bool",
        get: { .bool($0.translatesAutoresizingMask) },
        set: { look, value in look.translatesAutoresizingMask = value == .bool(true) }),
      .lookProperty(
        "accessibilityIdentifier", "String?", get: { optionalString($0.accessibilityIdentifier) },
        set: { look, value in
          if case .string(let name)? = value.unwrapped {
            look.accessibilityIdentifier = name
          } else {
            look.accessibilityIdentifier = nil
          }
        }),
      .lookProperty(
        "tag", "Int", get: { .int($0.tag) },
        set: { look, value in
          if case .int(let tag) = value { look.tag = tag }
        }),
      .objectMethod("addSubview", [ParamSpec(nil, "UIView")]) { machine, superview, use in
        guard let view = use.object(0) else { return .void }
        machine.state.world.addSubview(view, to: superview)
        // The list a popover background's layout reads.
        var list = machine.state.world.popovers.subviews[superview] ?? []
        list.removeAll { $0 == view }
        list.append(view)
        machine.state.world.popovers.subviews[superview] = list
        return .void
      },
      .objectMethod("removeFromSuperview", []) { machine, view, _ in
        let parent = machine.state.world.superview(of: view)
        machine.state.world.removeFromSuperview(view)
        if let parent { machine.state.world.popovers.subviews[parent]?.removeAll { $0 == view } }
        return .void
      },
      .objectProperty("subviews", "[UIView]") { machine, object, _ in
        let world = machine.state.world
        let own = world.subviews(of: object)
        let others = (world.popovers.subviews[object] ?? []).filter { !own.contains($0) }
        return .array((own + others).map { .object($0) }, element: "UIView")
      },
      .objectProperty("superview", "UIView?") { machine, object, _ in
        optionalObject(machine.state.world.superview(of: object))
      },
      // `endEditing(_:)`: the text field being edited in this view (or below it) resigns, so
      // the keyboard, or the input view in its place, goes away.
      .objectMethod("endEditing", [ParamSpec(nil, "Bool")], returns: "Bool") {
        machine, view, _ in
        guard let field = machine.state.world.app.firstResponder else { return .bool(false) }
        var current: ObjectID? = field
        var steps = 0
        while let id = current, steps < 10_000 {
          if id == view {
            machine.state.world.app.firstResponder = nil
            return .bool(true)
          }
          current = machine.state.world.superview(of: id)
          steps += 1
        }
        return .bool(false)
      },
      .objectMethod(
        "convert", [ParamSpec(nil, "CGRect"), ParamSpec("to", "UIView?")], returns: "CGRect"
      ) { machine, object, use in try converted(use, from: object, to: use.object(1), machine) },
      .objectMethod(
        "convert", [ParamSpec(nil, "CGPoint"), ParamSpec("to", "UIView?")], returns: "CGPoint"
      ) { machine, object, use in try converted(use, from: object, to: use.object(1), machine) },
      .objectMethod(
        "convert", [ParamSpec(nil, "CGRect"), ParamSpec("from", "UIView?")], returns: "CGRect"
      ) { machine, object, use in try converted(use, from: use.object(1), to: object, machine) },
      .objectMethod(
        "convert", [ParamSpec(nil, "CGPoint"), ParamSpec("from", "UIView?")], returns: "CGPoint"
      ) { machine, object, use in try converted(use, from: use.object(1), to: object, machine) },
      // The window the view is in while it is in the hierarchy (the app's, or one made in
      // code), else nil (a controller's view before it appears, a view not added, a dismissed
      // controller's view).
      .objectProperty("window", "UIWindow?") { machine, object, _ in
        let world = machine.state.world
        guard world.views[object]?.isInWindow == true else { return .none }
        return .some(
          world.codeWindow(containing: object).map { .object($0) } ?? .singleton("UIWindow"))
      },
      .objectMethod("viewWithTag", [ParamSpec(nil, "Int")], returns: "UIView?") {
        machine, object, use in
        let tag = use.int(0, otherwise: 0)
        let world = machine.state.world
        let found = world.subviews(of: object).first { (world.app.looks[$0]?.tag ?? 0) == tag }
        return optionalObject(found)
      },
      .objectProperty("layer", "CALayer") { machine, object, _ in
        .object(machine.state.world.layer(of: object))
      },
      .objectMethod("setNeedsLayout", []) { machine, object, _ in
        machine.state.world.setNeedsLayout(object)
        return .void
      },
      .objectMethod("layoutIfNeeded", []) { machine, object, _ in
        try machine.withWorld { try $0.layoutIfNeeded(object, runner: machine) }
        return .void
      },
      // UIView's own layoutSubviews lays out nothing AlertLab simulates; UIKit calls a
      // subclass's override (a popover background's) when it lays the view out.
      .objectMethod("layoutSubviews", []) { _, _, _ in .void },
      .animation(
        [ParamSpec(nil, "TimeInterval"), ParamSpec("animations", "() -> Void")],
        old: [nil, "animations"]),
      .animation(
        [
          ParamSpec(nil, "TimeInterval"), ParamSpec("animations", "() -> Void"),
          ParamSpec("completion", "((Bool) -> Void)?"),
        ], old: [nil, "animations", "completion"]),
      .animation(
        [
          ParamSpec(nil, "TimeInterval"), ParamSpec("delay", "TimeInterval"),
          ParamSpec("options", "UIView.AnimationOptions"), ParamSpec("animations", "() -> Void"),
          ParamSpec("completion", "((Bool) -> Void)?", default: true),
        ], old: [nil, "delay", "options", "animations", "completion"]),
      // A spring animation (iOS 7): its damping and velocity shape frames AlertLab has not.
      .animation(
        [
          ParamSpec(nil, "TimeInterval"), ParamSpec("delay", "TimeInterval"),
          ParamSpec("usingSpringWithDamping", "CGFloat"),
          ParamSpec("initialSpringVelocity", "CGFloat"),
          ParamSpec("options", "UIView.AnimationOptions"), ParamSpec("animations", "() -> Void"),
          ParamSpec("completion", "((Bool) -> Void)?", default: true),
        ],
        old: [
          nil, "delay", "usingSpringWithDamping", "initialSpringVelocity", "options",
          "animations", "completion",
        ]),
    ])
}

extension APIMember {
  /// A property of a view's look (`ViewLook`), read and set on the world.
  static func lookProperty(
    _ name: String, _ type: String, old: [String] = [],
    get: @escaping @Sendable (ViewLook) -> Value,
    set: @escaping @Sendable (inout ViewLook, Value) -> Void
  ) -> APIMember {
    objectProperty(
      name, type, old: old,
      get: { machine, object, _ in get(machine.state.world.app.looks[object] ?? ViewLook()) },
      set: { machine, object, use in
        let value = use.value.unwrapped ?? .none
        machine.state.world.updateLook(object) { set(&$0, value) }
      })
  }

  /// `UIView.animate(withDuration:...)`: the animations run at once (AlertLab has no frames
  /// between), then the completion with `true`; a note says so once.
  static func animation(_ params: [ParamSpec], old: [String?]) -> APIMember {
    let withDuration = [ParamSpec("withDuration", params[0].type)] + params.dropFirst()
    let animations = params.firstIndex { $0.label == "animations" } ?? 1
    let completion = params.firstIndex { $0.label == "completion" }
    return staticMethod(
      "animate", withDuration, returns: "Void",
      old: [.method("animateWithDuration", old)]
    ) { machine, use in
      machine.emitNote(Said(.uiViewAnimateAppliesAtOnce), key: "uiview-animate")
      if let body = use.argument(animations)?.unwrapped, isFunctionValue(body) {
        _ = try machine.callFunctionValue(body, arguments: [], range: use.range)
      }
      if let completion, let done = use.argument(completion)?.unwrapped, isFunctionValue(done) {
        _ = try machine.callFunctionValue(done, arguments: [.bool(true)], range: use.range)
      }
      return .void
    }
  }
}

/// `init(frame:)` and `init()` of a view class: a view of that class, in no window yet.
func viewInitializers(_ className: String) -> [APIMember] {
  [
    .initializer([ParamSpec("frame", "CGRect")]) { machine, use in
      guard case .rect(let frame)? = use.argument(0) else { return .void }
      return .object(machine.state.world.makeView(className: className, frame: frame))
    },
    .initializer([]) { machine, _ in
      .object(machine.state.world.makeView(className: className, frame: .zero))
    },
  ]
}

/// True for a function value, wrapped in an optional or not.
func isFunctionValue(_ value: Value) -> Bool {
  if case .function = value.unwrapped ?? .void { return true }
  return false
}

/// A number argument as a Double (CGFloat), nil for anything else.
func numberValue(_ value: Value) -> Double? {
  switch value.unwrapped {
  case .int(let number)?: return Double(number)
  case .double(let number)?: return number
  default: return nil
  }
}

/// `convert(_:to:)` and `convert(_:from:)`: a rect or point in one view's coordinates in
/// another's, through the window (nil is the window). A view's bounds start at its origin's
/// zero, as AlertLab's views do not scroll.
func converted(
  _ use: MemberUse, from source: ObjectID?, to target: ObjectID?, _ machine: Interpreter
) throws -> Value {
  let world = machine.state.world
  let from = source.map { world.windowFrame(of: $0).origin } ?? .zero
  let to = target.map { world.windowFrame(of: $0).origin } ?? .zero
  let dx = from.x - to.x
  let dy = from.y - to.y
  switch use.argument(0)?.unwrapped {
  case .rect(let rect)?:
    return .rect(
      Rect(x: rect.minX + dx, y: rect.minY + dy, width: rect.width, height: rect.height))
  case .point(let point)?:
    return .point(Point(x: point.x + dx, y: point.y + dy))
  default:
    throw use.cannotRead
  }
}
