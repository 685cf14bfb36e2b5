import AlertLabKit
import AlertLabWords

extension APIClass {
  /// `self.navigationItem`: what the scene's navigation bar shows (its title and the items at
  /// either end).
  static let uiNavigationItem = APIClass(
    "UINavigationItem",
    members: [
      .property(
        "title", "String?",
        get: { machine, use in
          guard isSelfItem(use) else { return .none }
          let world = machine.state.world
          return optionalString(
            world.app.navigationTitle ?? world.viewControllers[world.rootViewController]?.title)
        },
        set: { machine, use in
          guard isSelfItem(use, noting: machine) else { return use.receiver }
          machine.state.world.app.navigationTitle = use.text(0)
          return use.receiver
        }),
      barItemsProperty("rightBarButtonItem", right: true, one: true),
      barItemsProperty("leftBarButtonItem", right: false, one: true),
      barItemsProperty("rightBarButtonItems", right: true, one: false),
      barItemsProperty("leftBarButtonItems", right: false, one: false),
      .method(
        "setRightBarButton", [ParamSpec(nil, "UIBarButtonItem?"), ParamSpec("animated", "Bool")],
        run: setBarItems(right: true)),
      .method(
        "setLeftBarButton", [ParamSpec(nil, "UIBarButtonItem?"), ParamSpec("animated", "Bool")],
        run: setBarItems(right: false)),
      .method(
        "setRightBarButtonItems",
        [ParamSpec(nil, "[UIBarButtonItem]?"), ParamSpec("animated", "Bool")],
        run: setBarItems(right: true)),
      .method(
        "setLeftBarButtonItems",
        [ParamSpec(nil, "[UIBarButtonItem]?"), ParamSpec("animated", "Bool")],
        run: setBarItems(right: false)),
    ])

  /// `UIActivityViewController(activityItems:applicationActivities:)`: the share sheet. UIKit
  /// shows it as a popover in a regular-width environment (an iPad), where it needs an anchor,
  /// and as a sheet from the bottom elsewhere.
  static let uiActivityViewController = APIClass(
    "UIActivityViewController", superclass: "UIViewController",
    members: [
      .initializer([
        ParamSpec("activityItems", "[Any]"), ParamSpec("applicationActivities", "[Any]?"),
      ]) { machine, _ in
        .object(machine.state.world.makeActivityViewController())
      }
    ])

  /// `UIImagePickerController()`: a presented controller (the photo library, full screen).
  static let uiImagePickerController = APIClass(
    "UIImagePickerController", superclass: "UINavigationController",
    enums: [
      EnumSpec(
        "UIImagePickerController.SourceType", oldNames: ["UIImagePickerControllerSourceType"],
        cases: ["photoLibrary", "camera", "savedPhotosAlbum"])
    ],
    members: [
      .initializer([]) { machine, _ in
        .object(
          machine.state.world.makeViewController(
            className: "UIImagePickerController", title: "Photos"))
      },
      .objectProperty(
        "sourceType", "UIImagePickerController.SourceType",
        get: { _, _, _ in
          .enumCase(type: "UIImagePickerController.SourceType", name: "photoLibrary")
        },
        set: { machine, _, use in
          if use.caseName(0) == "camera" {
            machine.emitNote(Said(.noCameraPickerShows), key: "camera")
          }
        }),
      .objectProperty(
        "allowsEditing", "Bool", get: { _, _, _ in .bool(false) }, set: { _, _, _ in }),
      .objectProperty(
        "delegate", "Any?", get: { _, _, _ in .none }, set: { _, _, _ in }),
    ])
}

/// `rightBarButtonItem` (`one`) or `rightBarButtonItems`, and the left ones: the items of
/// the bar's side, from its edge inward.
private func barItemsProperty(_ name: String, right: Bool, one: Bool) -> APIMember {
  .property(
    name, one ? "UIBarButtonItem?" : "[UIBarButtonItem]?",
    get: { machine, use in
      guard isSelfItem(use) else { return .none }
      let world = machine.state.world
      let items = right ? world.rightBarButtonItems : world.app.leftBarButtonItems
      return one ? optionalObject(items.first) : barItemsValue(items)
    },
    set: { machine, use in
      _ = try setBarItems(right: right)(machine, use)
      return use.receiver
    })
}

/// `setRightBarButton(_:animated:)`, `setLeftBarButtonItems(_:animated:)` and their kin: the
/// side's items become the one item or the array given (nil: none).
private func setBarItems(right: Bool) -> Behaviour {
  { machine, use in
    guard isSelfItem(use, noting: machine) else { return .void }
    let items = barItems(use.argument(0))
    if right {
      machine.state.world.setRightBarButtonItems(items)
    } else {
      machine.state.world.setLeftBarButtonItems(items)
    }
    return .void
  }
}

/// An array of bar button items as a value: `[UIBarButtonItem]?` holding them.
func barItemsValue(_ items: [ObjectID]) -> Value {
  .some(.array(items.map { .object($0) }, element: "UIBarButtonItem"))
}

/// True for `self.navigationItem`; another controller's item says once that it shows nowhere.
func isSelfItem(_ use: MemberUse, noting machine: Interpreter? = nil) -> Bool {
  guard use.receiver == .singleton(UINavigationItemOffScreen.name) else { return true }
  machine?.emitNote(Said(.controllerNavigationItemNo), key: "offscreen-navigation-item")
  return false
}
