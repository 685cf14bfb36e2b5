import AlertLabKit

extension APIClass {
  static let uiPopoverPresentationController = APIClass(
    "UIPopoverPresentationController",
    enums: [
      EnumSpec(
        "UIPopoverArrowDirection", cases: ["up", "down", "left", "right", "any", "unknown"],
        isOptionSet: true)
    ],
    members: [
      .popoverProperty(
        "sourceView", "UIView?", get: { optionalObject($0?.sourceView) },
        set: { $0.sourceView = $1.anyObject(0) }, movesAnchor: true),
      .objectProperty(
        "sourceRect", "CGRect",
        get: { machine, object, _ in
          let world = machine.state.world
          if let rect = world.popoverPresentations[object]?.sourceRect { return .rect(rect) }
          // E-P7: unset, it is CGRect.null from iOS 13.2 (the source view's bounds are
          // used), CGRect.zero before.
          return .rect(
            world.iOS >= IOSVersion(13, 2)
              ? Rect(x: .infinity, y: .infinity, width: 0, height: 0) : .zero)
        },
        set: { machine, object, use in
          guard case .rect(let rect) = use.value,
            machine.state.world.popoverPresentations[object] != nil
          else { return }
          machine.state.world.popoverPresentations[object]?.sourceRect = rect
          machine.state.world.popoverAnchorChanged(object)
        }),
      .popoverProperty(
        "barButtonItem", "UIBarButtonItem?", get: { optionalObject($0?.barButtonItem) },
        set: { $0.barButtonItem = $1.anyObject(0) }, movesAnchor: true),
      .popoverProperty(
        "permittedArrowDirections", "UIPopoverArrowDirection",
        get: { .arrowDirections($0?.permittedArrowDirections ?? .any) },
        set: { popover, use in
          if case .arrowDirections(let directions) = use.value {
            popover.permittedArrowDirections = directions
          }
        }),
      .objectProperty("arrowDirection", "UIPopoverArrowDirection") { machine, object, _ in
        .arrowDirections(
          machine.state.world.popoverPresentations[object]?.arrowDirection ?? .unknown)
      },
      .popoverProperty(
        "passthroughViews", "[UIView]?",
        get: { popover in
          guard let views = popover?.passthroughViews, !views.isEmpty else { return .none }
          return .some(.array(views.map { .object($0) }, element: "UIView"))
        },
        set: { popover, use in
          guard case .array(let items, _)? = use.value.unwrapped else {
            popover.passthroughViews = []
            return
          }
          popover.passthroughViews = items.compactMap {
            if case .object(let id) = $0 { return id }
            return nil
          }
        }),
      .popoverProperty(
        "backgroundColor", "UIColor?", get: { colorValue($0?.backgroundColor) },
        set: { $0.backgroundColor = colorName($1.value) ?? $1.text(0) }),
      .popoverProperty(
        "popoverLayoutMargins", "UIEdgeInsets", get: { .insets($0?.popoverLayoutMargins ?? .zero) },
        set: { popover, use in
          if case .insets(let insets) = use.value { popover.popoverLayoutMargins = insets }
        }),
      .objectProperty(
        "delegate", "UIPopoverPresentationControllerDelegate?",
        get: { machine, object, _ in
          optionalObject(machine.state.world.popoverPresentations[object]?.delegate)
        },
        set: { machine, object, use in
          let delegate = use.anyObject(0)
          guard machine.state.world.popoverPresentations[object] != nil else { return }
          machine.state.world.popoverPresentations[object]?.delegate = delegate
          machine.noteDelegate(delegate, of: object, .popover)
        }),
      .popoverProperty(
        "canOverlapSourceViewRect", "Bool", since: IOSVersion(9),
        get: { .bool($0?.canOverlapSourceViewRect ?? false) },
        set: { $0.canOverlapSourceViewRect = $1.flag(0) }),
      .objectProperty("presentedViewController", "UIViewController") { machine, object, _ in
        machine.state.world.popoverPresentations[object].map { .object($0.presented) } ?? .none
      },
      .objectProperty(
        "popoverBackgroundViewClass", "Any?",
        get: { machine, object, _ in
          machine.state.world.popovers.backgroundClasses[object].map { .some(.type($0)) } ?? .none
        },
        set: { machine, object, use in
          let name = try machine.backgroundClassName(use.value, range: use.range)
          machine.state.world.popovers.backgroundClasses[object] = name
        }),
    ])
}

extension APIMember {
  /// A settable property of a popover presentation controller's record (nil when the
  /// object has none); setting it without a record does nothing. Setting one that
  /// `movesAnchor` places a popover on screen again when the turn ends.
  static func popoverProperty(
    _ name: String, _ type: String, since: IOSVersion? = nil,
    get: @escaping @Sendable (PopoverPresentation?) -> Value,
    set: @escaping @Sendable (inout PopoverPresentation, MemberUse) -> Void,
    movesAnchor: Bool = false
  ) -> APIMember {
    objectProperty(
      name, type, since: since,
      get: { machine, object, _ in get(machine.state.world.popoverPresentations[object]) },
      set: { machine, object, use in
        guard var popover = machine.state.world.popoverPresentations[object] else { return }
        set(&popover, use)
        machine.state.world.popoverPresentations[object] = popover
        if movesAnchor { machine.state.world.popoverAnchorChanged(object) }
      })
  }
}
