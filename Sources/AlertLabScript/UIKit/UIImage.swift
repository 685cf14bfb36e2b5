import AlertLabKit

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
      }
    ])
}
