import AlertLabKit

extension APIClass {
  static let uiView = APIClass(
    "UIView",
    members: [
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
      .objectMethod("addSubview", [ParamSpec(nil, "UIView")]) { machine, object, use in
        guard let subview = use.object(0) else { return .void }
        var list = machine.state.world.popovers.subviews[object] ?? []
        list.removeAll { $0 == subview }
        list.append(subview)
        machine.state.world.popovers.subviews[object] = list
        return .void
      },
      .objectProperty("subviews", "[UIView]") { machine, object, _ in
        .array(
          (machine.state.world.popovers.subviews[object] ?? []).map { .object($0) },
          element: "UIView")
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
    ])
}
