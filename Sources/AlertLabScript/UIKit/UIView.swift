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
      .objectProperty("frame", "CGRect") { machine, object, _ in
        .rect(machine.state.world.views[object]?.frame ?? .zero)
      },
    ])
}
