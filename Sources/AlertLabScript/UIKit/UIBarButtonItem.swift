import AlertLabKit

extension APIClass {
  static let uiBarButtonItem = APIClass(
    "UIBarButtonItem",
    enums: [
      EnumSpec(
        "UIBarButtonItem.Style", oldNames: ["UIBarButtonItemStyle"],
        cases: ["plain", "bordered", "done"]),
      EnumSpec(
        "UIBarButtonItem.SystemItem", oldNames: ["UIBarButtonSystemItem"],
        cases: [
          "done", "cancel", "edit", "save", "add", "compose", "reply", "action", "organize",
          "bookmarks", "search", "refresh", "stop", "camera", "trash",
        ]),
    ],
    members: [
      .objectProperty("title", "String?") { machine, object, _ in
        optionalString(machine.state.world.barButtonItems[object]?.title)
      },
      .initializer([
        ParamSpec("title", "String?"), ParamSpec("style", "UIBarButtonItem.Style"),
        ParamSpec("target", "Any?"), ParamSpec("action", "Selector?"),
      ]) { machine, use in
        .object(machine.state.world.makeBarButtonItem(title: use.text(0) ?? ""))
      },
      .initializer([
        ParamSpec("barButtonSystemItem", "UIBarButtonItem.SystemItem"),
        ParamSpec("target", "Any?"), ParamSpec("action", "Selector?"),
      ]) { machine, use in
        .object(machine.state.world.makeBarButtonItem(title: use.caseName(0) ?? ""))
      },
    ])
}
