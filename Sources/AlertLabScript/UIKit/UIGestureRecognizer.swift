import AlertLabKit

// Tap gesture recognizers: made with a target and action, added to a view, answered by
// `:tap` on that view (the action is sent with the recognizer as the sender); swipe gesture
// recognizers likewise answer `:swipe`.

extension APIClass {
  static let uiGestureRecognizer = APIClass(
    "UIGestureRecognizer",
    enums: [
      EnumSpec(
        "UIGestureRecognizer.State", oldNames: ["UIGestureRecognizerState"],
        cases: ["possible", "began", "changed", "ended", "cancelled", "failed", "recognized"])
    ],
    members: recognizerInitializers + [
      .objectMethod(
        "addTarget", [ParamSpec(nil, "Any"), ParamSpec("action", "Selector")]
      ) { machine, recognizer, use in
        guard let action = use.name(1).map(methodName(ofSelector:)) else { return .void }
        let target = use.object(0) ?? machine.state.world.rootViewController
        machine.state.world.app.tapRecognizers[recognizer]?.targets.append(
          TargetAction(target: target, action: action, event: "tap"))
        return .void
      },
      .objectProperty("view", "UIView?") { machine, recognizer, _ in
        optionalObject(machine.state.world.app.tapRecognizers[recognizer]?.view)
      },
      .objectProperty("state", "UIGestureRecognizer.State") { machine, recognizer, _ in
        .enumCase(
          type: "UIGestureRecognizer.State",
          name: machine.state.world.app.tapRecognizers[recognizer]?.state ?? "possible")
      },
      .objectProperty(
        "isEnabled", "Bool", old: ["enabled"],
        get: { machine, recognizer, _ in
          .bool(machine.state.world.app.tapRecognizers[recognizer]?.isEnabled ?? true)
        },
        set: { machine, recognizer, use in
          machine.state.world.app.tapRecognizers[recognizer]?.isEnabled = use.flag(0)
        }),
      .objectProperty(
        "cancelsTouchesInView", "Bool",
        get: { machine, recognizer, _ in
          .bool(machine.state.world.app.tapRecognizers[recognizer]?.cancelsTouchesInView ?? true)
        },
        set: { machine, recognizer, use in
          machine.state.world.app.tapRecognizers[recognizer]?.cancelsTouchesInView = use.flag(0)
        }),
    ])

  static let uiTapGestureRecognizer = APIClass(
    "UITapGestureRecognizer", superclass: "UIGestureRecognizer",
    members: recognizerInitializers + [
      // A double tap (2) is made with `:tap NAME 2`.
      .objectProperty(
        "numberOfTapsRequired", "Int",
        get: { machine, recognizer, _ in
          .int(machine.state.world.app.tapRecognizers[recognizer]?.numberOfTapsRequired ?? 1)
        },
        set: { machine, recognizer, use in
          guard case .int(let taps)? = use.argument(0), taps >= 1 else { return }
          machine.state.world.app.tapRecognizers[recognizer]?.numberOfTapsRequired = taps
        })
    ])

  /// `:swipe NAME left` (or `right`, `up`, `down`) across the view it is added to.
  static let uiSwipeGestureRecognizer = APIClass(
    "UISwipeGestureRecognizer", superclass: "UIGestureRecognizer",
    enums: [
      EnumSpec(
        "UISwipeGestureRecognizer.Direction", oldNames: ["UISwipeGestureRecognizerDirection"],
        cases: ["right", "left", "up", "down"], isOptionSet: true)
    ],
    members: [
      .initializer([ParamSpec("target", "Any?"), ParamSpec("action", "Selector?")]) {
        machine, use in
        let action = use.name(1).map(methodName(ofSelector:))
        return .object(
          machine.state.world.makeSwipeRecognizer(target: use.object(0), action: action))
      },
      .initializer([]) { machine, _ in
        .object(machine.state.world.makeSwipeRecognizer(target: nil, action: nil))
      },
      .objectProperty(
        "direction", "UISwipeGestureRecognizer.Direction",
        get: { machine, recognizer, _ in
          let names = machine.state.world.app.tapRecognizers[recognizer]?.swipeDirections ?? []
          let cases = names.map {
            Value.enumCase(type: "UISwipeGestureRecognizer.Direction", name: $0)
          }
          // One direction is that case (`sender.direction == .left`); several, their set.
          if cases.count == 1 { return cases[0] }
          return .array(cases, element: "UISwipeGestureRecognizer.Direction")
        },
        set: { machine, recognizer, use in
          let names = caseNames(use.argument(0)).sorted()
          guard !names.isEmpty else { return }
          machine.state.world.app.tapRecognizers[recognizer]?.swipeDirections = names
        }),
    ])

  /// `init(target:action:)` (Objective-C's `initWithTarget:action:`) and `init()`.
  static let recognizerInitializers: [APIMember] = [
    .initializer([ParamSpec("target", "Any?"), ParamSpec("action", "Selector?")]) {
      machine, use in
      let action = use.name(1).map(methodName(ofSelector:))
      let target = use.object(0)
      return .object(machine.state.world.makeTapRecognizer(target: target, action: action))
    },
    .initializer([]) { machine, _ in
      .object(machine.state.world.makeTapRecognizer(target: nil, action: nil))
    },
  ]

  /// The members of UIView for gesture recognizers and touches.
  static let viewGestureMembers: [APIMember] = [
    .objectMethod("addGestureRecognizer", [ParamSpec(nil, "UIGestureRecognizer")]) {
      machine, view, use in
      if let recognizer = use.object(0) {
        machine.state.world.addGestureRecognizer(recognizer, to: view)
      }
      return .void
    },
    .objectMethod("removeGestureRecognizer", [ParamSpec(nil, "UIGestureRecognizer")]) {
      machine, view, use in
      if let recognizer = use.object(0) {
        machine.state.world.removeGestureRecognizer(recognizer, from: view)
      }
      return .void
    },
    .objectProperty("gestureRecognizers", "[UIGestureRecognizer]?") { machine, view, _ in
      let recognizers = machine.state.world.app.looks[view]?.gestureRecognizers ?? []
      guard !recognizers.isEmpty else { return .none }
      return .some(.array(recognizers.map { .object($0) }, element: "UIGestureRecognizer"))
    },
    .objectProperty(
      "isUserInteractionEnabled", "Bool", old: ["userInteractionEnabled"],
      get: { machine, view, _ in .bool(machine.state.world.takesTouches(view)) },
      set: { machine, view, use in
        let flag = use.flag(0)
        machine.state.world.updateLook(view) { $0.isUserInteractionEnabled = flag }
      }),
  ]
}
