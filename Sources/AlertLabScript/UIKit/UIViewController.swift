import AlertLabKit
import AlertLabWords

// NSObject, UIViewController and the scene's own ViewController (the type of `self`).

extension Interpreter {
  /// UIViewController's properties that Swift 2 imported as methods (uikit-rules.md §4B).
  static let swift2PropertyCalls: Set<String> = ["isBeingPresented", "isBeingDismissed"]
}

extension APIClass {
  static let nsObject = APIClass(
    "NSObject", superclass: nil, enums: [keyValueObservingOptions],
    members: keyValueCoding + keyValueObserving + [
      .method(
        "perform",
        [
          ParamSpec(nil, "Selector"), ParamSpec("with", "Any?"),
          ParamSpec("afterDelay", "TimeInterval"),
        ], old: [.method("performSelector", [nil, "withObject", "afterDelay"])]
      ) { machine, use in machine.performLater(use) },
      // NSObject's runtime questions, asked of a view, a controller or any UIKit object.
      .method(
        "isKind", [ParamSpec("of", "Any")], returns: "Bool",
        old: [.method("isKindOfClass", [nil])]
      ) { machine, use in
        guard case .type(let name)? = use.argument(0) else { return .bool(false) }
        return .bool(machine.isInstance(use.receiver, of: name))
      },
      // NSObject's `isEqual(_:)`: for objects that do not override it, the same object.
      .method("isEqual", [ParamSpec(nil, "Any?")], returns: "Bool") { _, use in
        guard case .object(let left)? = use.receiver.unwrapped,
          case .object(let right)? = use.argument(0)?.unwrapped
        else { return .bool(false) }
        return .bool(left == right)
      },
      .method(
        "isMember", [ParamSpec("of", "Any")], returns: "Bool",
        old: [.method("isMemberOfClass", [nil])]
      ) { machine, use in
        guard case .type(let name)? = use.argument(0) else { return .bool(false) }
        return .bool(machine.typeName(use.receiver) == name)
      },
    ])

  /// The type of `self`: the scene's view controller, a UIViewController subclass.
  static let viewController = APIClass(
    "ViewController", superclass: "UIViewController", members: [])

  static let uiViewController = APIClass(
    "UIViewController",
    enums: [
      EnumSpec(
        "UIModalPresentationStyle",
        cases: [
          "fullScreen", "pageSheet", "formSheet", "currentContext", "custom", "overFullScreen",
          "overCurrentContext", "popover", "none", "automatic",
        ]),
      EnumSpec(
        "UIInterfaceOrientationMask",
        cases: [
          "portrait", "landscapeLeft", "landscapeRight", "portraitUpsideDown", "landscape", "all",
          "allButUpsideDown",
        ], isOptionSet: true),
    ],
    members: [
      .initializer([]) { machine, _ in
        .object(machine.state.world.makeViewController(className: "UIViewController"))
      },
      .initializer([ParamSpec("nibName", "String?"), ParamSpec("bundle", "Bundle?")]) {
        machine, _ in
        .object(machine.state.world.makeViewController(className: "UIViewController"))
      },
      .objectProperty(
        "title", "String?",
        get: { machine, object, _ in machine.controllerTitle(object) },
        set: { machine, object, use in
          machine.state.world.viewControllers[object]?.title = use.text(0)
        }),
      .objectProperty("view", "UIView") { machine, object, _ in
        .object(machine.state.world.loadView(of: object))
      },
      // Whether `view` was read (or the screen's controller showed it): reading `view` loads it.
      .objectProperty("isViewLoaded", "Bool") { machine, object, _ in
        .bool(machine.state.world.loadedView(of: object) != nil)
      },
      .objectProperty("viewIfLoaded", "UIView?") { machine, object, _ in
        optionalObject(machine.state.world.loadedView(of: object))
      },
      .objectProperty("presentedViewController", "UIViewController?") { machine, object, _ in
        let world = machine.state.world
        return optionalObject(
          world.viewControllers[world.presenting(for: object)]?.presentedViewController)
      },
      .objectProperty("presentingViewController", "UIViewController?") { machine, object, _ in
        optionalObject(machine.state.world.viewControllers[object]?.presentingViewController)
      },
      .objectProperty(
        "modalPresentationStyle", "UIModalPresentationStyle",
        get: { machine, object, _ in
          let style = machine.state.world.reportedModalPresentationStyle(of: object)
          return .enumCase(type: "UIModalPresentationStyle", name: style.rawValue)
        },
        set: { machine, object, use in
          guard let name = use.caseName(0), let style = ModalPresentationStyle(rawValue: name)
          else {
            throw scriptError(Said(.doesSimulatePresentationStyle), at: use.range)
          }
          machine.state.world.setModalPresentationStyle(style, of: object)
        }),
      .objectProperty(
        "preferredContentSize", "CGSize",
        get: { machine, object, _ in
          .size(machine.state.world.viewControllers[object]?.preferredContentSize ?? .zero)
        },
        set: { machine, object, use in
          if case .size(let size) = use.value {
            machine.state.world.viewControllers[object]?.preferredContentSize = size
          }
        }),
      .objectProperty("popoverPresentationController", "UIPopoverPresentationController?") {
        machine, object, _ in
        optionalObject(machine.state.world.popoverPresentationController(of: object))
      },
      .objectProperty("traitCollection", "UITraitCollection") { _, _, _ in
        .singleton("traitCollection")
      },
      .objectProperty("storyboard", "UIStoryboard?") { machine, object, _ in
        let world = machine.state.world
        let fromStoryboard =
          object == world.rootViewController || world.popovers.fromStoryboard.contains(object)
        return fromStoryboard ? .some(.singleton("storyboard")) : .none
      },
      // A transition lasts until the end of the turn it began in.
      .objectProperty("isBeingPresented", "Bool") { machine, object, _ in
        .bool(machine.state.world.isBeingPresented(object))
      },
      .objectProperty("isBeingDismissed", "Bool") { machine, object, _ in
        .bool(machine.state.world.isBeingDismissed(object))
      },
      .objectProperty(
        "isModalInPopover", "Bool", old: ["modalInPopover"],
        get: { machine, object, _ in
          .bool(machine.state.world.viewControllers[object]?.isModalInPopover ?? false)
        },
        set: { machine, object, use in
          machine.state.world.viewControllers[object]?.isModalInPopover = use.flag(0)
        }),
      .objectMethod(
        "present",
        [
          ParamSpec(nil, "UIViewController"), ParamSpec("animated", "Bool"),
          ParamSpec("completion", "(() -> Void)?", default: true),
        ], old: [.method("presentViewController", [nil, "animated", "completion"])]
      ) { machine, controller, use in
        let presenter = machine.state.world.presenting(for: controller)
        let presented = use.object(0)
        let completion = use.argument(2).flatMap(machine.callable(for:))
        try machine.withWorld {
          try $0.present(presented, from: presenter, completion: completion, runner: machine)
        }
        try machine.runPresentedLifeCycle(presented)
        return .void
      },
      // `show(_:sender:)` (iOS 8): a controller in the navigation stack (`self`, or one pushed
      // above it) pushes; any other presents modally, as UIKit's default does.
      .objectMethod("show", [ParamSpec(nil, "UIViewController"), ParamSpec("sender", "Any?")]) {
        machine, controller, use in
        guard let shown = use.object(0) else { return .void }
        let world = machine.state.world
        if controller == world.rootViewController || world.pushedControllers.contains(controller) {
          machine.state.world.push(shown)
        } else {
          let presenter = world.presenting(for: controller)
          try machine.withWorld {
            try $0.present(shown, from: presenter, completion: nil, runner: machine)
          }
        }
        try machine.runPresentedLifeCycle(shown)
        return .void
      },
      .objectMethod(
        "dismiss",
        [ParamSpec("animated", "Bool"), ParamSpec("completion", "(() -> Void)?", default: true)],
        old: [.method("dismissViewControllerAnimated", [nil, "completion"])]
      ) { machine, controller, use in
        let presenter = machine.state.world.presenting(for: controller)
        let completion = use.argument(1).flatMap(machine.callable(for:))
        try machine.withWorld {
          try $0.dismiss(from: presenter, completion: completion, runner: machine)
        }
        return .void
      },
      .objectProperty("parent", "UIViewController?", old: ["parentViewController"]) {
        machine, object, _ in
        optionalObject(machine.state.world.viewControllers[object]?.parent)
      },
      .objectProperty("children", "[UIViewController]", old: ["childViewControllers"]) {
        machine, object, _ in
        let children = machine.state.world.viewControllers[object]?.children ?? []
        return .array(children.map { .object($0) }, element: "UIViewController")
      },
      .objectMethod(
        "addChild", [ParamSpec(nil, "UIViewController")],
        old: [.method("addChildViewController", [nil])]
      ) { machine, parent, use in
        if let child = use.object(0) { machine.state.world.addChild(child, to: parent) }
        return .void
      },
      .objectMethod(
        "removeFromParent", [], old: [.method("removeFromParentViewController", [])]
      ) { machine, child, _ in
        machine.state.world.removeFromParent(child)
        return .void
      },
      .objectMethod(
        "didMove", [ParamSpec("toParent", "UIViewController?")],
        old: [.method("didMoveToParentViewController", [nil])]
      ) { _, _, _ in .void },
    ] + APIMember.orientationMembers + navigationMembers + segueMembers)
}

extension Interpreter {
  /// A view controller's title; an alert controller's is the alert's.
  func controllerTitle(_ object: ObjectID) -> Value {
    let controller = state.world.viewControllers[object]
    return optionalString(
      controller?.alert != nil ? controller?.alert?.title : controller?.title)
  }
}
