import AlertLabKit
import AlertLabWords

// UIPopoverController (iOS 3.2 to 9, uikit-rules.md §1D, §4D) in every Swift era.

extension APIClass {
  static let uiPopoverController = APIClass(
    "UIPopoverController",
    members: [
      .initializer([ParamSpec("contentViewController", "UIViewController")]) { machine, use in
        .object(try machine.state.world.makePopoverController(content: use.object(0)))
      },
      .initializer([]) { machine, _ in
        try machine.state.world.makePopoverControllerWithoutContent()
      },
      .popoverControllerProperty(
        "contentViewController", "UIViewController",
        get: { controller, _, _ in .object(controller.content) },
        set: { machine, object, use in
          try machine.withWorld {
            try $0.setContent(use.object(0), ofPopoverController: object, runner: machine)
          }
        }),
      .popoverControllerProperty(
        "popoverContentSize", "CGSize",
        get: { controller, machine, _ in
          let preferred =
            machine.state.world.viewControllers[controller.content]?.preferredContentSize ?? .zero
          return .size(controller.contentSize ?? preferred)
        },
        set: { machine, object, use in
          if case .size(let size) = use.value {
            machine.state.world.popovers.controllers[object]?.contentSize = size
          }
        }),
      .popoverControllerProperty(
        "delegate", "UIPopoverControllerDelegate?",
        get: { controller, _, _ in optionalObject(controller.delegate) },
        set: { machine, object, use in
          machine.state.world.popovers.controllers[object]?.delegate = use.object(0)
        }),
      .popoverControllerProperty("isPopoverVisible", "Bool", old: ["popoverVisible"]) {
        _, machine, object in
        .bool(machine.state.world.isPopoverControllerVisible(object))
      },
      .popoverControllerProperty(
        "arrowDirection", "UIPopoverArrowDirection", old: ["popoverArrowDirection"]
      ) { controller, machine, object in
        let world = machine.state.world
        guard world.isPopoverControllerVisible(object),
          let popover = world.viewControllers[controller.content]?.popoverPresentationController
        else { return .arrowDirections(.unknown) }
        return .arrowDirections(world.popoverPresentations[popover]?.arrowDirection ?? .unknown)
      },
      .popoverControllerProperty(
        "passthroughViews", "[UIView]?",
        get: { controller, _, _ in
          guard !controller.passthroughViews.isEmpty else { return .none }
          return .some(.array(controller.passthroughViews.map { .object($0) }, element: "UIView"))
        },
        set: { machine, object, use in
          var views: [ObjectID] = []
          if case .array(let items, _)? = use.value.unwrapped {
            views = items.compactMap(MemberUse.objectValue)
          }
          machine.state.world.popovers.controllers[object]?.passthroughViews = views
        }),
      .popoverControllerProperty(
        "backgroundColor", "UIColor?", since: IOSVersion(7),
        get: { controller, _, _ in colorValue(controller.backgroundColor) },
        set: { machine, object, use in
          machine.state.world.popovers.controllers[object]?.backgroundColor = colorName(use.value)
        }),
      .popoverControllerProperty(
        "popoverLayoutMargins", "UIEdgeInsets",
        get: { controller, _, _ in .insets(controller.layoutMargins) },
        set: { machine, object, use in
          if case .insets(let insets) = use.value {
            machine.state.world.popovers.controllers[object]?.layoutMargins = insets
          }
        }),
      .popoverControllerProperty(
        "popoverBackgroundViewClass", "Any?",
        get: { controller, _, _ in controller.backgroundClass.map { .some(.type($0)) } ?? .none },
        set: { machine, object, use in
          let name = try machine.backgroundClassName(use.value, range: use.range)
          machine.state.world.popovers.controllers[object]?.backgroundClass = name
        }),
      .popoverControllerMethod(
        "setContentViewController",
        [ParamSpec(nil, "UIViewController?"), ParamSpec("animated", "Bool")]
      ) { machine, object, use in
        try machine.withWorld {
          try $0.setContent(use.object(0), ofPopoverController: object, runner: machine)
        }
        return .void
      },
      .popoverControllerMethod(
        "setPopoverContentSize", [ParamSpec(nil, "CGSize"), ParamSpec("animated", "Bool")]
      ) { machine, object, use in
        if case .size(let size)? = use.argument(0) {
          machine.state.world.popovers.controllers[object]?.contentSize = size
        }
        return .void
      },
      .popoverControllerMethod(
        "present", presentFromRect,
        old: [
          .method(
            "presentPopoverFromRect", [nil, "inView", "permittedArrowDirections", "animated"])
        ], run: presentPopoverFromRect),
      .popoverControllerMethod("presentPopover", presentFromRect, run: presentPopoverFromRect),
      .popoverControllerMethod(
        "present", presentFromItem,
        old: [
          .method("presentPopoverFromBarButtonItem", [nil, "permittedArrowDirections", "animated"])
        ],
        run: presentPopoverFromItem),
      .popoverControllerMethod("presentPopover", presentFromItem, run: presentPopoverFromItem),
      .objectMethod(
        "dismiss", [ParamSpec("animated", "Bool")],
        old: [.method("dismissPopoverAnimated", [nil])], run: dismissPopover),
      .objectMethod("dismissPopover", [ParamSpec("animated", "Bool")], run: dismissPopover),
    ])

  static let presentFromRect = [
    ParamSpec("from", "CGRect"), ParamSpec("in", "UIView"),
    ParamSpec("permittedArrowDirections", "UIPopoverArrowDirection"), ParamSpec("animated", "Bool"),
  ]
  static let presentFromItem = [
    ParamSpec("from", "UIBarButtonItem"),
    ParamSpec("permittedArrowDirections", "UIPopoverArrowDirection"), ParamSpec("animated", "Bool"),
  ]

  /// `present(from:in:permittedArrowDirections:animated:)` and its other spellings.
  static let presentPopoverFromRect: ObjectBehaviour = { machine, object, use in
    guard case .rect(let rect)? = use.argument(0), let view = use.object(1) else { return .void }
    let permitted = use.directions(2)
    try machine.withWorld {
      try $0.presentPopoverController(
        object, from: rect, in: view, permitted: permitted, runner: machine)
    }
    return .void
  }

  /// `present(from:permittedArrowDirections:animated:)` and its other spellings.
  static let presentPopoverFromItem: ObjectBehaviour = { machine, object, use in
    guard let item = use.object(0) else { return .void }
    let permitted = use.directions(1)
    try machine.withWorld {
      try $0.presentPopoverController(object, from: item, permitted: permitted, runner: machine)
    }
    return .void
  }

  /// `dismiss(animated:)` and its other spellings.
  static let dismissPopover: ObjectBehaviour = { machine, object, _ in
    machine.state.world.dismissPopoverController(object)
    return .void
  }
}

extension MemberUse {
  /// An arrow directions argument (`.any` for anything else).
  func directions(_ index: Int) -> ArrowDirections {
    if case .arrowDirections(let value)? = argument(index) { return value }
    return .any
  }

  /// An object value other than the nil of a missing class.
  static func objectValue(_ value: Value) -> ObjectID? {
    if case .object(let id) = value.unwrapped ?? .void, id.rawValue != 0 { return id }
    return nil
  }
}

extension APIMember {
  /// A property of a UIPopoverController: its record, the interpreter and the object.
  static func popoverControllerProperty(
    _ name: String, _ type: String, old: [String] = [], since: IOSVersion? = nil,
    get: @escaping @Sendable (PopoverController, Interpreter, ObjectID) -> Value,
    set: ObjectSetter? = nil
  ) -> APIMember {
    let read: ObjectBehaviour = { machine, object, use in
      get(try machine.popoverController(object, range: use.range), machine, object)
    }
    guard let set else { return objectProperty(name, type, old: old, since: since, get: read) }
    return objectProperty(
      name, type, old: old, since: since, get: read,
      set: { machine, object, use in
        _ = try machine.popoverController(object, range: use.range)
        try set(machine, object, use)
      })
  }

  /// A method of a UIPopoverController, which must be one the world knows.
  static func popoverControllerMethod(
    _ name: String, _ params: [ParamSpec], old: [OldSpelling] = [],
    run: @escaping ObjectBehaviour
  ) -> APIMember {
    objectMethod(name, params, old: old) { machine, object, use in
      _ = try machine.popoverController(object, range: use.range)
      return try run(machine, object, use)
    }
  }
}

extension Interpreter {
  func popoverController(_ object: ObjectID, range: SourceRange) throws -> PopoverController {
    guard let controller = state.world.popovers.controllers[object] else {
      throw scriptError(Said(.doesKnowPopoverController), at: range)
    }
    return controller
  }

  /// A learner's UIPopoverBackgroundView subclass named by `MyBackground.self`, or the
  /// compiler's error for anything else.
  func backgroundClassName(_ value: Value, range: SourceRange) throws -> String? {
    guard let unwrapped = value.unwrapped else { return nil }
    if case .type(let raw) = unwrapped {
      let name = splitOld(raw).type
      if name == "UIPopoverBackgroundView" || isBackgroundViewClass(name) { return name }
    }
    throw scriptError(
      "cannot assign value of type '\(typeName(unwrapped))' to type "
        + "'UIPopoverBackgroundView.Type?'", at: range,
      notes: [
        .note(
          "popoverBackgroundViewClass takes a subclass of UIPopoverBackgroundView, e.g. "
            + "MyBackground.self", at: range)
      ])
  }

  /// Says once that a type is deprecated, when a declaration names it.
  func noteTypeUse(_ typeText: String?) {
    if typeText?.utf8Contains("UIPopoverController") == true {
      state.world.warnPopoverControllerDeprecation()
    }
  }
}
