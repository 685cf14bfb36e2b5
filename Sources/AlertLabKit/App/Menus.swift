/// A `UIMenu` or a `UIAction` (iOS 14): a menu's title and children, an action's title,
/// handler, attributes and state. A button whose `menu` is set and `showsMenuAsPrimaryAction`
/// is true opens the menu on a tap; so does a bar button item with a menu and no primary
/// action, target or action. The open menu is drawn under its control as a list, like a
/// popover's; a tap on an item closes it and runs the action's handler, a tap on a submenu
/// opens that submenu, and a tap outside closes it. A menu is not a presented controller:
/// `presentedViewController` stays nil.
public struct MenuElement: Hashable, Sendable {
  public var isMenu: Bool
  public var title: String
  /// A `UIAction`'s handler, called with the action.
  public var handler: Callable?
  /// A `UIMenu`'s children, in order.
  public var children: [ObjectID] = []
  /// `UIMenuElement.Attributes`: `.destructive`, `.disabled`, `.hidden`.
  public var isDestructive = false
  public var isDisabled = false
  public var isHidden = false
  /// `UIMenuElement.State` case name: `off`, `on` (a checkmark), `mixed`.
  public var state = "off"
  /// `UIMenu.Options.displayInline`: its children show in the menu that holds it.
  public var displaysInline = false

  public init(isMenu: Bool, title: String, handler: Callable? = nil) {
    self.isMenu = isMenu
    self.title = title
    self.handler = handler
  }
}

/// The menu on screen and the control it opened from.
public struct OpenMenu: Hashable, Sendable {
  public var menu: ObjectID
  public var anchor: ObjectID
}

extension World {
  /// `UIMenu(...)`, `UIAction(...)`: a new element.
  public mutating func makeMenuElement(_ element: MenuElement) -> ObjectID {
    let id = makeID()
    app.menuElements[id] = element
    plainObjects[id] = element.isMenu ? "UIMenu" : "UIAction"
    return id
  }

  /// Changes a menu element.
  public mutating func updateMenuElement(_ id: ObjectID, _ change: (inout MenuElement) -> Void) {
    guard var element = app.menuElements[id] else { return }
    change(&element)
    app.menuElements[id] = element
  }

  /// The items a menu shows, in order: its children that are not hidden, the children of an
  /// inline submenu in its place (at most 64 items, inline menus at most 8 deep).
  public func menuItems(of menu: ObjectID) -> [ObjectID] {
    var items: [ObjectID] = []
    var pending: [(id: ObjectID, depth: Int)] = (app.menuElements[menu]?.children ?? [])
      .reversed().map { ($0, 0) }
    while let (id, depth) = pending.popLast(), items.count < 64 {
      guard let element = app.menuElements[id], !element.isHidden else { continue }
      if element.isMenu, element.displaysInline, depth < 8 {
        pending += element.children.reversed().map { ($0, depth + 1) }
      } else {
        items.append(id)
      }
    }
    return items
  }

  /// The menu a tap on `control` opens, if it opens one: a button's when
  /// `showsMenuAsPrimaryAction` is set, a bar button item's when it has no primary action
  /// and no target and action.
  func menuOpenedByTap(on control: ObjectID) -> ObjectID? {
    guard let look = app.looks[control], let menu = look.menu else { return nil }
    if barButtonItems[control] != nil {
      return look.primaryAction == nil && look.targets.isEmpty ? menu : nil
    }
    return look.showsMenuAsPrimaryAction ? menu : nil
  }

  /// A tap on a control, with nothing presented, that opens a menu (the menu opens) or has a
  /// primary action (its handler runs with the action, then the button's touch-up targets
  /// hear the tap). False when no such control has the title.
  mutating func tapMenuControl(_ title: String, runner: CallbackRunner) throws -> Bool {
    guard topPresented == nil,
      let control = sceneControl(titled: title) ?? visibleButton(titled: title)
    else { return false }
    if let menu = menuOpenedByTap(on: control) {
      app.openMenu = OpenMenu(menu: menu, anchor: control)
      return true
    }
    guard try runPrimaryAction(of: control, runner: runner) else { return false }
    if barButtonItems[control] == nil,
      app.looks[control]?.targets.contains(where: { $0.event == "touchUpInside" }) == true
    {
      try sendActions(of: control, for: "touchUpInside", runner: runner)
    }
    return true
  }

  /// A tap while a menu is open: an item's action closes the menu and runs its handler with
  /// the action; a submenu opens in its place; a disabled item does nothing. False when no
  /// menu is open.
  mutating func tapMenuItem(_ title: String, runner: CallbackRunner) throws -> Bool {
    guard let open = app.openMenu else { return false }
    let items = menuItems(of: open.menu)
    guard let item = items.first(where: { app.menuElements[$0]?.title == title }),
      let element = app.menuElements[item]
    else {
      let titles = items.compactMap { app.menuElements[$0]?.title }.map { "\"\($0)\"" }
      let list = titles.isEmpty ? "none" : titles.joined(separator: ", ")
      throw GestureRefusal("There is no button \"\(title)\" on screen. Buttons: \(list).")
    }
    guard !element.isDisabled else {
      throw GestureRefusal("\"\(title)\" is disabled: tapping it does nothing.")
    }
    if element.isMenu {
      app.openMenu = OpenMenu(menu: item, anchor: open.anchor)
      return true
    }
    app.openMenu = nil
    if let handler = element.handler {
      try runner.call(handler, arguments: [.object(item)], world: &self)
    }
    return true
  }

  /// A tap outside an open menu closes it. False when no menu is open.
  mutating func closeMenu() -> Bool {
    guard app.openMenu != nil else { return false }
    app.openMenu = nil
    return true
  }

  /// A control's primary action (`UIButton(primaryAction:)`,
  /// `UIBarButtonItem(primaryAction:)`), run by a tap with the action as its argument. False
  /// when the control has none.
  mutating func runPrimaryAction(of control: ObjectID, runner: CallbackRunner) throws -> Bool {
    guard let action = app.looks[control]?.primaryAction,
      let element = app.menuElements[action], !element.isMenu
    else { return false }
    if let handler = element.handler {
      try runner.call(handler, arguments: [.object(action)], world: &self)
    }
    return true
  }
}
