import AlertLabKit

extension APIClass {
  static let uiNib = APIClass(
    "UINib",
    members: [
      .initializer([ParamSpec("nibName", "String"), ParamSpec("bundle", "Bundle?")]) {
        machine, use in
        let id = machine.state.world.makeID()
        machine.state.world.plainObjects[id] = "UINib"
        if case .string(let name)? = use.argument(0) {
          machine.state.world.popovers.nibs[id] = name
        }
        return .object(id)
      },
      .objectMethod(
        "instantiate",
        [ParamSpec("withOwner", "Any?"), ParamSpec("options", "Any?", default: true)],
        returns: "[Any]", old: [.method("instantiateWithOwner", [nil, "options"])]
      ) { machine, object, _ in
        let name = machine.state.world.popovers.nibs[object] ?? "UIViewController"
        let controller = machine.state.world.makeViewController(
          className: name, title: PopoverState.storyboardControllers[name])
        return .array([.object(controller)], element: "Any")
      },
    ])
}
