import AlertLabKit

extension APIClass {
  static let uiBarButtonItem = APIClass(
    "UIBarButtonItem",
    members: [
      .objectProperty("title", "String?") { machine, object, _ in
        optionalString(machine.state.world.barButtonItems[object]?.title)
      }
    ])
}
