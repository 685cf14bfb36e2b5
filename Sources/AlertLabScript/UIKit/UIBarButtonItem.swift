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
    ] + barButtonItemMenuMembers)

  /// iOS 14's menu and primary action of a bar button item.
  static let barButtonItemMenuMembers: [APIMember] = [
    .initializer(
      [
        ParamSpec("title", "String?", default: true), ParamSpec("image", "UIImage?", default: true),
        ParamSpec("primaryAction", "UIAction?", default: true),
        ParamSpec("menu", "UIMenu?", default: true),
      ], since: IOSVersion(14)
    ) { machine, use in
      .object(
        makeMenuItem(
          title: use.text(0), image: use.object(1), action: use.object(2), menu: use.object(3),
          in: &machine.state.world))
    },
    .initializer(
      [
        ParamSpec("barButtonSystemItem", "UIBarButtonItem.SystemItem"),
        ParamSpec("primaryAction", "UIAction?", default: true),
        ParamSpec("menu", "UIMenu?", default: true),
      ], since: IOSVersion(14)
    ) { machine, use in
      let item = machine.state.world.makeBarButtonItem(
        title: "", systemItem: use.caseName(0) ?? "")
      let action = use.object(1)
      let menu = use.object(2)
      machine.state.world.updateLook(item) {
        $0.primaryAction = action
        $0.menu = menu
      }
      return .object(item)
    },
    menuProperty,
    .objectProperty(
      "primaryAction", "UIAction?", since: IOSVersion(14),
      get: { machine, object, _ in
        optionalObject(machine.state.world.app.looks[object]?.primaryAction)
      },
      set: { machine, object, use in
        let action = use.object(0)
        machine.state.world.updateLook(object) { $0.primaryAction = action }
      }),
  ]

  /// `UIBarButtonItem(title:image:primaryAction:menu:)`: titled with the title, else the
  /// action's title, else the image's name (AlertLab draws no images).
  static func makeMenuItem(
    title: String?, image: ObjectID?, action: ObjectID?, menu: ObjectID?, in world: inout World
  ) -> ObjectID {
    let shown =
      title ?? action.flatMap { world.app.menuElements[$0]?.title }
      ?? image.flatMap { world.popovers.images[$0] } ?? ""
    let item = world.makeBarButtonItem(title: shown)
    world.updateLook(item) {
      $0.primaryAction = action
      $0.menu = menu
    }
    return item
  }

  /// `target:action:` of a bar button item: a tap sends the action to the target, the item
  /// as its sender (`#selector(ViewController.addTapped)` names the method `addTapped`).
  static func connect(
    _ item: ObjectID, target: ObjectID?, action: String?, in world: inout World
  ) {
    // A nil target sends the action up the responder chain, which reaches `self` (the
    // controller of the view), as `addTarget(nil, ...)` does for a control.
    guard let action = action.map(methodName(ofSelector:)) else { return }
    let target = target ?? world.rootViewController
    world.updateLook(item) {
      $0.targets.append(
        TargetAction(target: target, action: action, event: BarButtonItem.actionEvent))
    }
  }
}
