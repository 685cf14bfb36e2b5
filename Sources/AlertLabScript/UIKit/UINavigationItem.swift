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
      .property(
        "rightBarButtonItem", "UIBarButtonItem?",
        get: { machine, use in
          isSelfItem(use) ? optionalObject(machine.state.world.rightBarButtonItem) : .none
        },
        set: { machine, use in
          guard isSelfItem(use, noting: machine) else { return use.receiver }
          machine.state.world.setRightBarButtonItem(use.object(0))
          return use.receiver
        }),
      .property(
        "leftBarButtonItem", "UIBarButtonItem?",
        get: { machine, use in
          isSelfItem(use) ? optionalObject(machine.state.world.app.leftBarButtonItem) : .none
        },
        set: { machine, use in
          guard isSelfItem(use, noting: machine) else { return use.receiver }
          machine.state.world.setLeftBarButtonItem(use.object(0))
          return use.receiver
        }),
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

/// True for `self.navigationItem`; another controller's item says once that it shows nowhere.
func isSelfItem(_ use: MemberUse, noting machine: Interpreter? = nil) -> Bool {
  guard use.receiver == .singleton(UINavigationItemOffScreen.name) else { return true }
  machine?.emitNote(Said(.controllerNavigationItemNo), key: "offscreen-navigation-item")
  return false
}
