import AlertLabKit

extension APIClass {
  static let uiControl = APIClass(
    "UIControl", superclass: "UIView",
    enums: [
      EnumSpec(
        "UIControl.State", oldNames: ["UIControlState"],
        cases: ["normal", "highlighted", "disabled", "selected", "focused"]),
      EnumSpec(
        "UIControl.Event", oldNames: ["UIControlEvents"],
        cases: [
          "touchDown", "touchDownRepeat", "touchDragInside", "touchUpInside", "touchUpOutside",
          "touchCancel", "valueChanged", "primaryActionTriggered", "editingDidBegin",
          "editingChanged", "editingDidEnd", "editingDidEndOnExit", "allTouchEvents",
          "allEditingEvents", "allEvents",
        ]),
    ],
    members: [
      .lookProperty(
        "isEnabled", "Bool", old: ["enabled"], get: { .bool($0.isEnabled) },
        set: { look, value in look.isEnabled = value == .bool(true) }),
      .lookProperty(
        "isSelected", "Bool", old: ["selected"], get: { .bool($0.isSelected) },
        set: { look, value in look.isSelected = value == .bool(true) }),
      .lookProperty(
        "isHighlighted", "Bool", old: ["highlighted"], get: { .bool($0.isHighlighted) },
        set: { look, value in look.isHighlighted = value == .bool(true) }),
      .objectMethod(
        "addTarget",
        [
          ParamSpec(nil, "Any?"), ParamSpec("action", "Selector"),
          ParamSpec("for", "UIControl.Event"),
        ],
        old: [.method("addTarget", [nil, "action", "forControlEvents"])]
      ) { machine, control, use in
        guard let action = use.name(1).map(methodName(ofSelector:)) else { return .void }
        let target = use.object(0) ?? machine.state.world.rootViewController
        let pair = TargetAction(target: target, action: action, event: use.caseName(2) ?? "")
        // "It is also safe to call this method multiple times with the same values for the
        // target and action parameters" (UIControl documentation): the pair is kept once.
        updateTargets(of: control, in: machine) { if !$0.contains(pair) { $0.append(pair) } }
        return .void
      },
      // iOS 14: a `UIAction` whose handler runs for the event, beside the targets.
      .objectMethod(
        "addAction", [ParamSpec(nil, "UIAction"), ParamSpec("for", "UIControl.Event")],
        since: IOSVersion(14)
      ) { machine, control, use in
        guard let action = use.object(0) else { return .void }
        let pair = TargetAction(uiAction: action, event: use.caseName(1) ?? "")
        // "UIActions are uniqued based on their identifier" (UIControl documentation): the
        // same action added again for the event replaces itself.
        updateTargets(of: control, in: machine) { if !$0.contains(pair) { $0.append(pair) } }
        return .void
      },
      .objectMethod(
        "removeAction", [ParamSpec(nil, "UIAction"), ParamSpec("for", "UIControl.Event")],
        since: IOSVersion(14)
      ) { machine, control, use in
        guard let action = use.object(0) else { return .void }
        let pair = TargetAction(uiAction: action, event: use.caseName(1) ?? "")
        updateTargets(of: control, in: machine) { $0.removeAll { $0 == pair } }
        return .void
      },
    ])

  static let uiButton = APIClass(
    "UIButton", superclass: "UIControl",
    enums: [
      EnumSpec(
        "UIButton.ButtonType", oldNames: ["UIButtonType"],
        cases: [
          "custom", "system", "detailDisclosure", "infoLight", "infoDark", "contactAdd", "close",
          "roundedRect",
        ])
    ],
    members: viewInitializers("UIButton") + [
      .initializer([ParamSpec("type", "UIButton.ButtonType")]) { machine, _ in
        .object(machine.state.world.makeView(className: "UIButton", frame: .zero))
      },
      // iOS 14: a button whose tap runs the action, titled with the action's title.
      .initializer([ParamSpec("primaryAction", "UIAction?")], since: IOSVersion(14)) {
        machine, use in .object(makeButton(primaryAction: use.object(0), in: machine))
      },
      .initializer(
        [ParamSpec("type", "UIButton.ButtonType"), ParamSpec("primaryAction", "UIAction?")],
        since: IOSVersion(14)
      ) { machine, use in .object(makeButton(primaryAction: use.object(1), in: machine)) },
      // iOS 15: a button made from a configuration (its own copy), whose title it shows.
      .initializer(
        [
          ParamSpec("configuration", "UIButton.Configuration"),
          ParamSpec("primaryAction", "UIAction?", default: true),
        ], since: IOSVersion(15)
      ) { machine, use in
        let button = makeButton(primaryAction: use.object(1), in: machine)
        machine.state.world.setButtonConfiguration(use.object(0), on: button)
        return .object(button)
      },
      .objectProperty(
        "configuration", "UIButton.Configuration?", since: IOSVersion(15),
        get: { machine, object, _ in
          optionalObject(machine.state.world.app.configurationOfButton[object])
        },
        set: { machine, object, use in
          machine.state.world.setButtonConfiguration(use.object(0), on: object)
        }),
      menuProperty,
      .objectProperty(
        "showsMenuAsPrimaryAction", "Bool", since: IOSVersion(14),
        get: { machine, object, _ in
          .bool(machine.state.world.app.looks[object]?.showsMenuAsPrimaryAction ?? false)
        },
        set: { machine, object, use in
          let flag = use.flag(0)
          machine.state.world.updateLook(object) { $0.showsMenuAsPrimaryAction = flag }
        }),
      .objectProperty("titleLabel", "UILabel?") { machine, object, _ in
        // The button's label, made when first asked for: its text is the button's title.
        optionalObject(machine.state.world.titleLabel(of: object))
      },
      .objectProperty("currentTitle", "String?") { machine, object, _ in
        optionalString(machine.state.world.views[object]?.title)
      },
      .objectMethod(
        "setTitle", [ParamSpec(nil, "String?"), ParamSpec("for", "UIControl.State")],
        old: [.method("setTitle", [nil, "forState"])]
      ) { machine, button, use in
        // AlertLab keeps the normal state's title, the one a button at rest shows.
        if use.caseName(1) == nil || use.caseName(1) == "normal" {
          machine.state.world.views[button]?.title = use.text(0)
        }
        return .void
      },
      .objectMethod(
        "title", [ParamSpec("for", "UIControl.State")], returns: "String?",
        old: [.method("titleForState", [nil])]
      ) { machine, button, _ in
        optionalString(machine.state.world.views[button]?.title)
      },
      .objectMethod(
        "setTitleColor", [ParamSpec(nil, "UIColor?"), ParamSpec("for", "UIControl.State")],
        old: [.method("setTitleColor", [nil, "forState"])]
      ) { machine, button, use in
        let color = use.argument(0).flatMap(colorName)
        machine.state.world.updateLook(button) { $0.textColor = color }
        return .void
      },
      // A button's images are kept by state and read back; AlertLab draws the title.
      .objectMethod(
        "setImage", [ParamSpec(nil, "UIImage?"), ParamSpec("for", "UIControl.State")],
        old: [.method("setImage", [nil, "forState"])]
      ) { machine, button, use in
        let state = use.caseName(1) ?? "normal"
        machine.state.world.updateLook(button) { $0.images[state] = use.object(0) }
        return .void
      },
      .objectMethod(
        "image", [ParamSpec("for", "UIControl.State")], returns: "UIImage?",
        old: [.method("imageForState", [nil])]
      ) { machine, button, use in
        optionalObject(machine.state.world.app.looks[button]?.images[use.caseName(0) ?? "normal"])
      },
      .objectProperty("currentImage", "UIImage?") { machine, button, _ in
        optionalObject(machine.state.world.app.looks[button]?.images["normal"])
      },
    ])
}

/// Changes a control's target-action pairs: a text field keeps them with its traits, any
/// other control with its look.
private func updateTargets(
  of control: ObjectID, in machine: Interpreter, _ change: (inout [TargetAction]) -> Void
) {
  if machine.state.world.textFields[control] != nil {
    machine.state.world.updateTraits(control) { change(&$0.targets) }
  } else {
    machine.state.world.updateLook(control) { change(&$0.targets) }
  }
}

/// The method a selector names, without its type: `#selector(ViewController.tapped(_:))`
/// names `tapped(_:)`, as a target-action pair is sent.
func methodName(ofSelector selector: String) -> String {
  let base = selector.prefix { $0 != "(" }
  guard let dot = base.lastIndex(of: ".") else { return selector }
  return String(selector[selector.index(after: dot)...])
}

/// `UIButton(primaryAction:)`: a button titled with the action's title, whose tap runs it.
private func makeButton(primaryAction action: ObjectID?, in machine: Interpreter) -> ObjectID {
  let button = machine.state.world.makeView(className: "UIButton", frame: .zero)
  guard let action else { return button }
  let title = machine.state.world.app.menuElements[action]?.title
  machine.state.world.views[button]?.title = title
  machine.state.world.updateLook(button) { $0.primaryAction = action }
  return button
}
