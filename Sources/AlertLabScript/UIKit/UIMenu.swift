import AlertLabKit
import AlertLabWords

// UIMenu and UIAction (iOS 14): menus on buttons and bar button items. `:tap` on the control
// opens the menu, drawn as a list under it; `:tap "Title"` runs an action's handler.

extension APIClass {
  static let uiMenuElement = APIClass(
    "UIMenuElement",
    enums: [
      EnumSpec(
        "UIMenuElement.Attributes",
        cases: ["destructive", "disabled", "hidden", "keepsMenuPresented"],
        isOptionSet: true),
      EnumSpec("UIMenuElement.State", cases: ["off", "on", "mixed"]),
    ],
    members: [
      .objectProperty("title", "String") { machine, object, _ in
        .string(machine.state.world.app.menuElements[object]?.title ?? "")
      }
    ])

  static let uiMenu = APIClass(
    "UIMenu", superclass: "UIMenuElement",
    enums: [
      EnumSpec(
        "UIMenu.Options",
        cases: ["displayInline", "destructive", "singleSelection", "displayAsPalette"],
        isOptionSet: true)
    ],
    members: [
      .initializer(
        [
          ParamSpec("title", "String", default: true),
          ParamSpec("image", "UIImage?", default: true),
          ParamSpec("identifier", "UIMenu.Identifier?", default: true),
          ParamSpec("options", "UIMenu.Options", default: true),
          ParamSpec("children", "[UIMenuElement]", default: true),
        ], since: IOSVersion(13)
      ) { machine, use in
        var menu = MenuElement(isMenu: true, title: use.text(0) ?? "")
        menu.children = elements(use.argument(4))
        let options = caseNames(use.argument(3))
        menu.displaysInline = options.contains("displayInline")
        menu.isDestructive = options.contains("destructive")
        return .object(machine.state.world.makeMenuElement(menu))
      },
      .objectProperty("children", "[UIMenuElement]") { machine, object, _ in
        let children = machine.state.world.app.menuElements[object]?.children ?? []
        return .array(children.map { .object($0) }, element: "UIMenuElement")
      },
      .objectMethod(
        "replacingChildren", [ParamSpec(nil, "[UIMenuElement]")], returns: "UIMenu"
      ) { machine, object, use in
        var menu =
          machine.state.world.app.menuElements[object] ?? MenuElement(isMenu: true, title: "")
        menu.children = elements(use.argument(0))
        return .object(machine.state.world.makeMenuElement(menu))
      },
    ])

  static let uiAction = APIClass(
    "UIAction", superclass: "UIMenuElement",
    members: [
      .initializer(
        [
          ParamSpec("title", "String", default: true),
          ParamSpec("image", "UIImage?", default: true),
          ParamSpec("identifier", "UIAction.Identifier?", default: true),
          ParamSpec("discoverabilityTitle", "String?", default: true),
          ParamSpec("attributes", "UIMenuElement.Attributes", default: true),
          ParamSpec("state", "UIMenuElement.State", default: true),
          ParamSpec("handler", "(UIAction) -> Void"),
        ], since: IOSVersion(13)
      ) { machine, use in
        var action = MenuElement(
          isMenu: false, title: use.text(0) ?? "",
          handler: use.argument(6).flatMap(machine.callable(for:)))
        let attributes = caseNames(use.argument(4))
        action.isDestructive = attributes.contains("destructive")
        action.isDisabled = attributes.contains("disabled")
        action.isHidden = attributes.contains("hidden")
        action.state = use.caseName(5) ?? "off"
        return .object(machine.state.world.makeMenuElement(action))
      },
      .objectProperty(
        "state", "UIMenuElement.State",
        get: { machine, object, _ in
          .enumCase(
            type: "UIMenuElement.State",
            name: machine.state.world.app.menuElements[object]?.state ?? "off")
        },
        set: { machine, object, use in
          let state = use.caseName(0) ?? "off"
          machine.state.world.updateMenuElement(object) { $0.state = state }
        }),
      .objectProperty(
        "attributes", "UIMenuElement.Attributes",
        get: { machine, object, _ in
          let element = machine.state.world.app.menuElements[object]
          let names = [
            element?.isDestructive == true ? "destructive" : nil,
            element?.isDisabled == true ? "disabled" : nil,
            element?.isHidden == true ? "hidden" : nil,
          ].compactMap { $0 }
          return .array(
            names.map { .enumCase(type: "UIMenuElement.Attributes", name: $0) },
            element: "UIMenuElement.Attributes")
        },
        set: { machine, object, use in
          let names = caseNames(use.argument(0))
          machine.state.world.updateMenuElement(object) {
            $0.isDestructive = names.contains("destructive")
            $0.isDisabled = names.contains("disabled")
            $0.isHidden = names.contains("hidden")
          }
        }),
    ])

  /// `UIDeferredMenuElement { completion in completion([...]) }` (iOS 14) and
  /// `UIDeferredMenuElement.uncached { ... }` (iOS 15): elements a menu asks for when it opens.
  static let uiDeferredMenuElement = APIClass(
    "UIDeferredMenuElement", superclass: "UIMenuElement",
    members: [
      .initializer(
        [ParamSpec(nil, "(@escaping ([UIMenuElement]) -> Void) -> Void")], since: IOSVersion(14)
      ) { machine, use in
        .object(machine.makeDeferredElement(use.argument(0), uncached: false))
      },
      APIMember(
        kind: .staticMethod, name: "uncached",
        params: [ParamSpec(nil, "(@escaping ([UIMenuElement]) -> Void) -> Void")],
        type: "UIDeferredMenuElement", old: [], since: IOSVersion(15),
        run: { machine, use in
          .object(machine.makeDeferredElement(use.argument(0), uncached: true))
        }, set: nil),
    ])

  /// A control's `menu` (UIButton, UIBarButtonItem), iOS 14.
  static let menuProperty = APIMember.objectProperty(
    "menu", "UIMenu?", since: IOSVersion(14),
    get: { machine, object, _ in optionalObject(machine.state.world.app.looks[object]?.menu) },
    set: { machine, object, use in
      let menu = use.object(0)
      machine.state.world.updateLook(object) { $0.menu = menu }
    })
}

extension Interpreter {
  /// A new deferred menu element whose provider is `provider`.
  func makeDeferredElement(_ provider: Value?, uncached: Bool) -> ObjectID {
    var element = MenuElement(isMenu: false, title: "", handler: provider.flatMap(callable(for:)))
    element.isDeferred = true
    element.isUncached = uncached
    return state.world.makeMenuElement(element, className: "UIDeferredMenuElement")
  }

  /// The completion of a deferred element's provider, called with `elements`.
  func provideMenuElements(_ given: Value?, to deferred: ObjectID) {
    state.world.provideMenuElements(menuChildren(given), to: deferred)
  }

  /// UIKit opens a menu holding a deferred element: its provider runs with a completion.
  public func callDeferredMenuProvider(_ element: ObjectID, world: inout World) throws {
    guard let provider = world.app.menuElements[element]?.handler,
      let entry = state.callables[provider.rawValue]
    else { return }
    swap(&state.world, &world)
    defer { swap(&state.world, &world) }
    state.callables.append(.menuCompletion(element))
    let completion = Value.function(.closure(state.callables.count - 1))
    let context = HandlerContext(name: Said(.handlerDeferredMenuProvider), inputTag: nil)
    _ = try runningHandler(context) {
      try invoke(entry, arguments: [completion], range: nil, index: provider.rawValue)
    }
  }
}

/// The objects of an array argument (a menu's children), for the interpreter's methods.
func menuChildren(_ value: Value?) -> [ObjectID] { elements(value) }

/// The objects of an array argument (a menu's children).
private func elements(_ value: Value?) -> [ObjectID] {
  guard case .array(let items, _)? = value?.unwrapped else { return [] }
  return items.compactMap { item in
    if case .object(let id)? = item.unwrapped { return id }
    return nil
  }
}

/// The case names of an option set argument: `[.destructive, .disabled]` or `.destructive`.
func caseNames(_ value: Value?) -> Set<String> {
  switch value?.unwrapped {
  case .enumCase(_, let name)?: return [name]
  case .array(let items, _)?:
    return Set(
      items.compactMap { item in
        if case .enumCase(_, let name) = item { return name }
        return nil
      })
  default: return []
  }
}
