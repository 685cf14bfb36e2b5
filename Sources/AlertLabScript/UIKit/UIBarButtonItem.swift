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
          "done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose",
          "reply", "action", "organize", "bookmarks", "search", "refresh", "stop", "camera",
          "trash", "play", "pause", "rewind", "fastForward", "undo", "redo", "pageCurl",
          "close",
        ]),
    ],
    members: [
      .objectProperty("title", "String?") { machine, object, _ in
        // A system item has no title: UIKit draws its glyph or word instead.
        let item = machine.state.world.barButtonItems[object]
        return optionalString(item?.systemItem == nil ? item?.title : nil)
      },
      .initializer([
        ParamSpec("title", "String?"), ParamSpec("style", "UIBarButtonItem.Style"),
        ParamSpec("target", "Any?"), ParamSpec("action", "Selector?"),
      ]) { machine, use in
        let item = machine.state.world.makeBarButtonItem(title: use.text(0) ?? "")
        connect(item, target: use.object(2), action: use.name(3), in: &machine.state.world)
        return .object(item)
      },
      .initializer([
        ParamSpec("barButtonSystemItem", "UIBarButtonItem.SystemItem"),
        ParamSpec("target", "Any?"), ParamSpec("action", "Selector?"),
      ]) { machine, use in
        let item = machine.state.world.makeBarButtonItem(
          title: "", systemItem: use.caseName(0) ?? "")
        connect(item, target: use.object(1), action: use.name(2), in: &machine.state.world)
        return .object(item)
      },
    ])

  /// `target:action:` of a bar button item: a tap sends the action to the target, the item
  /// as its sender (`#selector(ViewController.addTapped)` names the method `addTapped`).
  static func connect(
    _ item: ObjectID, target: ObjectID?, action: String?, in world: inout World
  ) {
    guard let target, let action = action.map(methodName(ofSelector:)) else { return }
    world.updateLook(item) {
      $0.targets.append(
        TargetAction(target: target, action: action, event: BarButtonItem.actionEvent))
    }
  }
}
