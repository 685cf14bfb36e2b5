import AlertLabKit

// UIImage without image files: a name, and the size AlertLab gives it (ImageSizes).

extension APIClass {
  static let uiImage = APIClass(
    "UIImage",
    members: [
      .initializer([ParamSpec("named", "String")]) { machine, use in
        let id = machine.state.world.makeID()
        machine.state.world.plainObjects[id] = "UIImage"
        if case .string(let name)? = use.argument(0) {
          machine.state.world.popovers.images[id] = name
        }
        return .some(.object(id))
      },
      // iOS 13: an SF Symbol by its name. AlertLab has no list of the symbols, so every
      // name gives an image (UIKit gives nil for a name it does not know).
      .initializer([ParamSpec("systemName", "String")], since: IOSVersion(13)) { machine, use in
        let id = machine.state.world.makeID()
        machine.state.world.plainObjects[id] = "UIImage"
        if case .string(let name)? = use.argument(0) {
          machine.state.world.popovers.images[id] = name
        }
        return .some(.object(id))
      },
      .objectProperty("size", "CGSize") { machine, object, _ in
        .size(machine.state.world.imageSize(object))
      },
      // A resizable image stretches between its caps; AlertLab keeps the name (and so the
      // size) and draws no pixels.
      .objectMethod(
        "resizableImage", [ParamSpec("withCapInsets", "UIEdgeInsets")], returns: "UIImage",
        old: [.method("resizableImageWithCapInsets", [nil])]
      ) { machine, object, _ in
        let id = machine.state.world.makeID()
        machine.state.world.plainObjects[id] = "UIImage"
        machine.state.world.popovers.images[id] = machine.state.world.popovers.images[object]
        return .object(id)
      },
    ])
}
