import AlertLabKit

// The spinner a "please wait" alert or screen shows while work runs: it starts and stops, and
// hides when stopped unless told not to. It is not drawn.

extension APIClass {
  static let uiActivityIndicatorView = APIClass(
    "UIActivityIndicatorView", superclass: "UIView",
    enums: [
      EnumSpec(
        "UIActivityIndicatorView.Style", oldNames: ["UIActivityIndicatorViewStyle"],
        cases: ["medium", "large", "whiteLarge", "white", "gray"])
    ],
    members: [
      .initializer([]) { machine, _ in .object(machine.state.world.makeActivityIndicator()) },
      .initializer([ParamSpec("style", "UIActivityIndicatorView.Style")]) { machine, _ in
        .object(machine.state.world.makeActivityIndicator())
      },
      .initializer([ParamSpec("frame", "CGRect")]) { machine, _ in
        .object(machine.state.world.makeActivityIndicator())
      },
      .objectMethod("startAnimating", []) { machine, indicator, _ in
        machine.state.world.popovers.activityIndicators[indicator]?.isAnimating = true
        return .void
      },
      .objectMethod("stopAnimating", []) { machine, indicator, _ in
        machine.state.world.popovers.activityIndicators[indicator]?.isAnimating = false
        return .void
      },
      .objectProperty("isAnimating", "Bool", old: ["animating"]) { machine, indicator, _ in
        .bool(machine.state.world.popovers.activityIndicators[indicator]?.isAnimating ?? false)
      },
      .objectProperty(
        "hidesWhenStopped", "Bool",
        get: { machine, indicator, _ in
          .bool(
            machine.state.world.popovers.activityIndicators[indicator]?.hidesWhenStopped ?? true)
        },
        set: { machine, indicator, use in
          machine.state.world.popovers.activityIndicators[indicator]?.hidesWhenStopped =
            use.flag(0)
        }),
    ])
}

extension World {
  /// `UIActivityIndicatorView(style: .medium)`: a view of 20 by 20 points, stopped.
  mutating func makeActivityIndicator() -> ObjectID {
    let id = makeID()
    views[id] = View(
      className: "UIActivityIndicatorView", name: "", title: nil,
      frame: Rect(origin: .zero, size: Size(width: 20, height: 20)), isInWindow: false)
    popovers.activityIndicators[id] = ActivityIndicator()
    return id
  }
}
