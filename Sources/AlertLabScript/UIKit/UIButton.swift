import AlertLabKit

extension APIClass {
  static let uiButton = APIClass(
    "UIButton", superclass: "UIView",
    members: [
      .objectProperty("titleLabel", "String?") { machine, object, _ in
        optionalString(machine.state.world.views[object]?.title)
      }
    ])
}
