import AlertLabKit
import AlertLabWords

// Auto Layout as pasted code uses it: a view's anchors, the constraints made from them,
// `isActive`, `constant` and `NSLayoutConstraint.activate(_:)`. AlertLab keeps them and says
// once that it lays views out by their frames: a constraint changes nothing on the screen.

extension APIClass {
  /// The anchors and layout guides every view has.
  static let layoutAnchorMembers: [APIMember] =
    anchorNames.map { name in
      .objectProperty(name, "NSLayoutAnchor") { machine, _, _ in
        .object(machine.state.world.makePlainObject("NSLayoutAnchor"))
      }
    } + [
      .objectProperty("safeAreaLayoutGuide", "UILayoutGuide") { machine, _, _ in
        .object(machine.state.world.makePlainObject("UILayoutGuide"))
      },
      .objectProperty("layoutMarginsGuide", "UILayoutGuide") { machine, _, _ in
        .object(machine.state.world.makePlainObject("UILayoutGuide"))
      },
      .objectMethod("addConstraint", [ParamSpec(nil, "NSLayoutConstraint")]) {
        machine, _, use in
        if let constraint = use.object(0) { machine.activate([constraint], true) }
        return .void
      },
      .objectMethod("addConstraints", [ParamSpec(nil, "[NSLayoutConstraint]")]) {
        machine, _, use in
        machine.activate(use.objects(0), true)
        return .void
      },
    ]

  static let anchorNames = [
    "topAnchor", "bottomAnchor", "leadingAnchor", "trailingAnchor", "leftAnchor",
    "rightAnchor", "centerXAnchor", "centerYAnchor", "widthAnchor", "heightAnchor",
    "firstBaselineAnchor", "lastBaselineAnchor",
  ]

  static let uiLayoutGuide = APIClass(
    "UILayoutGuide", superclass: "NSObject",
    members: anchorNames.filter { !$0.contains("Baseline") }.map { name in
      .objectProperty(name, "NSLayoutAnchor") { machine, _, _ in
        .object(machine.state.world.makePlainObject("NSLayoutAnchor"))
      }
    })

  static let nsLayoutAnchor = APIClass(
    "NSLayoutAnchor", superclass: "NSObject",
    members: ["equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo"].flatMap { relation in
      [
        constraintMethod([ParamSpec(relation, "NSLayoutAnchor")]),
        constraintMethod([
          ParamSpec(relation, "NSLayoutAnchor"), ParamSpec("constant", "CGFloat"),
        ]),
        constraintMethod([
          ParamSpec(relation, "NSLayoutAnchor"), ParamSpec("multiplier", "CGFloat"),
        ]),
        constraintMethod([
          ParamSpec(relation, "NSLayoutAnchor"), ParamSpec("multiplier", "CGFloat"),
          ParamSpec("constant", "CGFloat"),
        ]),
        constraintMethod([ParamSpec(relation + "Constant", "CGFloat")]),
      ]
    })

  /// `anchor.constraint(equalTo: other, constant: 8)`: a constraint, not active yet.
  static func constraintMethod(_ params: [ParamSpec]) -> APIMember {
    .method("constraint", params, returns: "NSLayoutConstraint") { machine, use in
      let constant =
        params.firstIndex { $0.label?.hasSuffix("onstant") == true }
        .flatMap { use.argument($0) }.flatMap(numberValue) ?? 0
      return .object(machine.state.world.makeConstraint(constant: constant))
    }
  }

  static let nsLayoutConstraint = APIClass(
    "NSLayoutConstraint", superclass: "NSObject",
    members: [
      .objectProperty(
        "isActive", "Bool", old: ["active"],
        get: { machine, constraint, _ in
          .bool(machine.state.world.app.constraints[constraint]?.isActive ?? false)
        },
        set: { machine, constraint, use in machine.activate([constraint], use.flag(0)) }),
      .objectProperty(
        "constant", "CGFloat",
        get: { machine, constraint, _ in
          .double(machine.state.world.app.constraints[constraint]?.constant ?? 0)
        },
        set: { machine, constraint, use in
          machine.state.world.app.constraints[constraint]?.constant = numberValue(use.value) ?? 0
        }),
      .staticMethod("activate", [ParamSpec(nil, "[NSLayoutConstraint]")], returns: "Void") {
        machine, use in
        machine.activate(use.objects(0), true)
        return .void
      },
      .staticMethod("deactivate", [ParamSpec(nil, "[NSLayoutConstraint]")], returns: "Void") {
        machine, use in
        machine.activate(use.objects(0), false)
        return .void
      },
    ])
}

extension Interpreter {
  /// Sets `isActive` of each constraint; the first activated says that it changes nothing on
  /// the screen.
  func activate(_ constraints: [ObjectID], _ active: Bool) {
    for constraint in constraints {
      state.world.app.constraints[constraint]?.isActive = active
    }
    if active, !constraints.isEmpty {
      emitNote(Said(.keepsAutoLayoutConstraints), key: "autolayout")
    }
  }
}

extension MemberUse {
  /// The objects of an array argument (`[top, leading]`).
  func objects(_ index: Int) -> [ObjectID] {
    guard case .array(let items, _)? = argument(index) else { return [] }
    return items.compactMap {
      if case .object(let id) = $0.unwrapped ?? $0 { return id }
      return nil
    }
  }
}

extension World {
  /// An object of a class with no state of its own (`NSLayoutAnchor`, `UILayoutGuide`).
  mutating func makePlainObject(_ className: String) -> ObjectID {
    let id = makeID()
    plainObjects[id] = className
    return id
  }

  /// A constraint, not active yet.
  mutating func makeConstraint(constant: Double) -> ObjectID {
    let id = makePlainObject("NSLayoutConstraint")
    app.constraints[id] = LayoutConstraint(constant: constant)
    return id
  }
}
