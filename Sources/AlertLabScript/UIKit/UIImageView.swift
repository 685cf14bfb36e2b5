import AlertLabKit

// UIImageView, as seed 004's popover background uses it: made from an image, sized to it,
// placed by setting its frame.

extension APIClass {
  static let uiImageView = APIClass(
    "UIImageView", superclass: "UIView",
    members: [
      .initializer([ParamSpec("image", "UIImage?")]) { machine, use in
        let image = use.object(0)
        return .object(machine.state.world.makeImageView(image: image))
      },
      .objectProperty(
        "image", "UIImage?",
        get: { machine, object, _ in
          (machine.state.world.popovers.imageViews[object] ?? nil).map { .some(.object($0)) }
            ?? .none
        },
        set: { machine, object, use in
          machine.state.world.popovers.imageViews[object] = use.object(0)
        }),
    ])
}

extension World {
  /// `UIImageView(image:)`: its frame is the image's size at the origin.
  mutating func makeImageView(image: ObjectID?) -> ObjectID {
    let id = makeID()
    let size = image.map { imageSize($0) } ?? .zero
    views[id] = View(
      className: "UIImageView", name: "", title: nil, frame: Rect(origin: .zero, size: size),
      isInWindow: false)
    popovers.imageViews[id] = image
    return id
  }
}
