import AlertLabKit

extension APIClass {
  static let uiNavigationController = APIClass(
    "UINavigationController", superclass: "UIViewController",
    members: [
      .initializer([ParamSpec("rootViewController", "UIViewController")]) { machine, use in
        guard let root = use.object(0) else { return .void }
        let title = machine.state.world.viewControllers[root]?.title
        let id = machine.state.world.makeViewController(
          className: "UINavigationController", title: title)
        machine.state.world.popovers.navigationRoots[id] = root
        return .object(id)
      },
      .objectProperty("topViewController", "UIViewController?") { machine, object, _ in
        optionalObject(machine.state.world.popovers.navigationRoots[object])
      },
      // Apple: "the view controller associated with the currently visible view in the
      // navigation interface": a controller presented over the navigation controller, else
      // the top of its stack.
      .objectProperty("visibleViewController", "UIViewController?") { machine, object, _ in
        let world = machine.state.world
        let presented = world.viewControllers[world.presenting(for: object)]?
          .presentedViewController
        return optionalObject(presented ?? world.popovers.navigationRoots[object])
      },
      .objectProperty("viewControllers", "[UIViewController]") { machine, object, _ in
        let root = machine.state.world.popovers.navigationRoots[object]
        return .array(root.map { [.object($0)] } ?? [], element: "UIViewController")
      },
    ])
}
