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
      // The scene's navigation controller shows or hides its bar.
      .objectProperty(
        "isNavigationBarHidden", "Bool", old: ["navigationBarHidden"],
        get: { machine, object, _ in
          .bool(
            object == machine.state.world.app.navigationController
              && machine.state.world.app.navigationBarHidden)
        },
        set: { machine, object, use in
          guard object == machine.state.world.app.navigationController else { return }
          machine.state.world.app.navigationBarHidden = use.flag(0)
        }),
      .objectMethod(
        "setNavigationBarHidden", [ParamSpec(nil, "Bool"), ParamSpec("animated", "Bool")]
      ) { machine, object, use in
        guard object == machine.state.world.app.navigationController else { return .void }
        machine.state.world.app.navigationBarHidden = use.flag(0)
        return .void
      },
      .objectProperty("topViewController", "UIViewController?") { machine, object, _ in
        let world = machine.state.world
        let pushed = object == world.app.navigationController ? world.pushedControllers.last : nil
        return optionalObject(pushed ?? world.popovers.navigationRoots[object])
      },
      // The scene's navigation controller (`self`'s) pushes and pops; pushing shows the
      // controller's title and a back button in the bar, its name in the view.
      .objectMethod(
        "pushViewController", [ParamSpec(nil, "UIViewController"), ParamSpec("animated", "Bool")]
      ) { machine, object, use in
        guard let controller = use.object(0), object == machine.state.world.app.navigationController
        else { return .void }
        machine.state.world.push(controller)
        try machine.runPresentedLifeCycle(controller)
        return .void
      },
      .objectMethod(
        "popViewController", [ParamSpec("animated", "Bool")], returns: "UIViewController?",
        old: [.method("popViewControllerAnimated", [nil])]
      ) { machine, object, _ in
        guard object == machine.state.world.app.navigationController else { return .none }
        return optionalObject(machine.state.world.popPushed())
      },
      .objectMethod(
        "popToRootViewController", [ParamSpec("animated", "Bool")],
        returns: "[UIViewController]?", old: [.method("popToRootViewControllerAnimated", [nil])]
      ) { machine, object, _ in
        guard object == machine.state.world.app.navigationController else { return .none }
        return poppedValue(machine.state.world.popPushed(to: nil))
      },
      .objectMethod(
        "popToViewController",
        [ParamSpec(nil, "UIViewController"), ParamSpec("animated", "Bool")],
        returns: "[UIViewController]?"
      ) { machine, object, use in
        guard object == machine.state.world.app.navigationController, let target = use.object(0)
        else { return .none }
        guard let popped = machine.state.world.popPushed(to: target) else {
          // UIKit's NSInternalInconsistencyException for a controller not in the stack is not
          // simulated: nothing is popped.
          return .none
        }
        return poppedValue(popped)
      },
      // Apple: "the view controller associated with the currently visible view in the
      // navigation interface": a controller presented over the navigation controller, else
      // the top of its stack.
      .objectProperty("visibleViewController", "UIViewController?") { machine, object, _ in
        let world = machine.state.world
        let presented = world.viewControllers[world.presenting(for: object)]?
          .presentedViewController
        let pushed = object == world.app.navigationController ? world.pushedControllers.last : nil
        return optionalObject(presented ?? pushed ?? world.popovers.navigationRoots[object])
      },
      .objectProperty("viewControllers", "[UIViewController]") { machine, object, _ in
        let world = machine.state.world
        let root = world.popovers.navigationRoots[object]
        let pushed = object == world.app.navigationController ? world.pushedControllers : []
        return .array(
          ((root.map { [$0] } ?? []) + pushed).map { .object($0) }, element: "UIViewController")
      },
    ])
}

/// The controllers a pop took off the stack, as `popToRootViewController` answers them: nil
/// when it could not pop, else an array (empty when only the root was there).
private func poppedValue(_ popped: [ObjectID]?) -> Value {
  guard let popped else { return .none }
  return .some(.array(popped.map { .object($0) }, element: "UIViewController"))
}
