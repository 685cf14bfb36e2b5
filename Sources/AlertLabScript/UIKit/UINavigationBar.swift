import AlertLabKit
import AlertLabWords

// UINavigationBar's appearance proxies: everywhere, or inside popovers.

extension APIClass {
  static let uiNavigationBar = APIClass(
    "UINavigationBar", superclass: "UIView",
    enums: [
      EnumSpec("UIBarMetrics", cases: ["default", "compact", "defaultPrompt", "compactPrompt"])
    ],
    members: [
      .staticMethod("appearance", [], returns: "UINavigationBar") { machine, _ in
        .object(machine.appearanceProxy(inPopover: false))
      },
      .staticMethod(
        "appearance", [ParamSpec("whenContainedInInstancesOf", "[Any]")],
        returns: "UINavigationBar",
        old: [.method("appearanceWhenContainedInInstancesOfClasses", [nil])]
      ) { machine, use in
        .object(machine.appearanceProxy(inPopover: machine.containsPopoverClass(use.arguments)))
      },
      .barColor("tintColor", \.tintColor),
      .barColor("barTintColor", \.barTintColor),
      .objectMethod(
        "setBackgroundImage", [ParamSpec(nil, "UIImage?"), ParamSpec("for", "UIBarMetrics")],
        old: [.method("setBackgroundImage", [nil, "forBarMetrics"])]
      ) { machine, object, use in
        let image = use.object(0).flatMap { machine.state.world.popovers.images[$0] } ?? ""
        machine.setBarAppearance(of: object) { $0.backgroundImage = image }
        return .void
      },
    ])
}

extension APIMember {
  /// A colour of an appearance proxy (`tintColor`), kept for its scope.
  static func barColor(
    _ name: String, _ path: WritableKeyPath<BarAppearance, String?> & Sendable
  ) -> APIMember {
    objectProperty(
      name, "UIColor?",
      get: { machine, object, _ in colorValue(machine.barAppearance(of: object)[keyPath: path]) },
      set: { machine, object, use in
        let color = colorName(use.value)
        machine.setBarAppearance(of: object) { $0[keyPath: path] = color }
      })
  }
}

extension Interpreter {
  /// `UINavigationBar.appearanceWhenContainedIn(...)`: Objective-C only (a nil-terminated
  /// list Swift never imported); it runs, and says what Swift writes.
  func appearanceWhenContainedIn(_ arguments: [Argument]) throws -> Value {
    let values = try arguments.map { try eval($0.value) }
    emitNote(
      Said(
        .appearanceWhenContainedInObjectiveCOnly,
        "UINavigationBar.appearance(whenContainedInInstancesOf: [UIPopoverController.self]) "
          + "(iOS 9)"), key: "appearanceWhenContainedIn")
    return .object(appearanceProxy(inPopover: containsPopoverClass(values)))
  }

  /// The appearance proxy object for a scope: everywhere, or inside popovers.
  func appearanceProxy(inPopover: Bool) -> ObjectID {
    let key = inPopover ? "popover" : "all"
    if let existing = state.world.popovers.appearanceProxies[key] { return existing }
    let id = state.world.makeID()
    state.world.plainObjects[id] = "UINavigationBar"
    state.world.popovers.appearanceProxies[key] = id
    return id
  }

  func containsPopoverClass(_ values: [Value]) -> Bool {
    values.contains { value in
      switch value.unwrapped {
      case .type(let name)?: return name == "UIPopoverController"
      case .array(let items, _)?: return containsPopoverClass(items)
      default: return false
      }
    }
  }

  func barAppearance(of proxy: ObjectID) -> BarAppearance {
    state.world.popovers.appearanceProxies["popover"] == proxy
      ? state.world.popovers.popoverBarAppearance : state.world.popovers.barAppearance
  }

  func setBarAppearance(of proxy: ObjectID, _ change: (inout BarAppearance) -> Void) {
    if state.world.popovers.appearanceProxies["popover"] == proxy {
      change(&state.world.popovers.popoverBarAppearance)
    } else if state.world.popovers.appearanceProxies["all"] == proxy {
      change(&state.world.popovers.barAppearance)
    }
  }
}
