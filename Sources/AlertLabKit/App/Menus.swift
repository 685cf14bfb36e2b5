import AlertLabWords

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
  /// A `UIDeferredMenuElement` (iOS 14): `handler` is its provider, called with a completion
  /// when a menu that holds it opens; until the completion gives its elements, a loading row
  /// shows in its place. A cached one (`init(_:)`) keeps what it was given and asks once; an
  /// `uncached(_:)` one (iOS 15) asks each time the menu opens.
  public var isDeferred = false
  public var isUncached = false
  public var isLoading = false
  public var provided: [ObjectID]?

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
  public mutating func makeMenuElement(_ element: MenuElement, className: String? = nil)
    -> ObjectID
  {
    let id = makeID()
    app.menuElements[id] = element
    plainObjects[id] = className ?? (element.isMenu ? "UIMenu" : "UIAction")
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
      } else if element.isDeferred, let provided = element.provided, depth < 8 {
        // The elements a deferred element was given show in its place.
        pending += provided.reversed().map { ($0, depth + 1) }
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
      try openMenu(menu, anchor: control, runner: runner)
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
      let titles = items.compactMap { id in
        app.menuElements[id].flatMap { $0.isDeferred ? nil : $0.title }
      }.map { "\"\($0)\"" }
      throw GestureRefusal(Self.noButtonRefusal(title, titles: titles))
    }
    // A row still loading (a deferred element) takes no taps either.
    guard !element.isDisabled, !element.isDeferred else {
      throw GestureRefusal(Said(.disabledTappingDoesNothing, title))
    }
    if element.isMenu {
      try openMenu(item, anchor: open.anchor, runner: runner)
      return true
    }
    app.openMenu = nil
    if let handler = element.handler {
      try runner.call(handler, arguments: [.object(item)], world: &self)
    }
    return true
  }

  /// Opens `menu` at `anchor`, then asks the deferred elements it shows for their elements:
  /// an uncached one each time, a cached one until it has them.
  mutating func openMenu(_ menu: ObjectID, anchor: ObjectID, runner: CallbackRunner) throws {
    app.openMenu = OpenMenu(menu: menu, anchor: anchor)
    for item in deferredElements(in: menu) {
      guard let element = app.menuElements[item] else { continue }
      if element.isUncached {
        updateMenuElement(item) { $0.provided = nil }
      } else if element.provided != nil || element.isLoading {
        continue
      }
      updateMenuElement(item) { $0.isLoading = true }
      try runner.callDeferredMenuProvider(item, world: &self)
    }
  }

  /// The deferred elements among a menu's children and its inline submenus' (not those
  /// among the elements a deferred element gave), at most 64.
  func deferredElements(in menu: ObjectID) -> [ObjectID] {
    var found: [ObjectID] = []
    var pending: [(id: ObjectID, depth: Int)] = (app.menuElements[menu]?.children ?? [])
      .reversed().map { ($0, 0) }
    while let (id, depth) = pending.popLast(), found.count < 64 {
      guard let element = app.menuElements[id], !element.isHidden else { continue }
      if element.isDeferred {
        found.append(id)
      } else if element.isMenu, element.displaysInline, depth < 8 {
        pending += element.children.reversed().map { ($0, depth + 1) }
      }
    }
    return found
  }

  /// The completion of a deferred element's provider, called with its elements: they show in
  /// its place from now on (a second call of a cached element's completion changes nothing).
  public mutating func provideMenuElements(_ elements: [ObjectID], to deferred: ObjectID) {
    guard let element = app.menuElements[deferred], element.isDeferred,
      element.provided == nil || element.isUncached
    else { return }
    updateMenuElement(deferred) {
      $0.provided = elements
      $0.isLoading = false
    }
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
