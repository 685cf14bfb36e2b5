import AlertLabKit

// Bindings whose ids start with "popovers.": their catalog entries and what they do.
//
// UIPopoverController (iOS 3.2 to 9, uikit-rules.md §1D, §4D), UIPopoverBackgroundView
// (§1E), UINavigationController and UINavigationBar's appearance in a popover, UINib,
// UIImage(named:) and UIColor, enough for the seeds' popover code in every Swift era.

/// The colours `UIColor` offers by name (`.red`, `UIColor.redColor()`).
let namedColors = [
  "black", "blue", "brown", "clear", "cyan", "darkGray", "gray", "green", "lightGray",
  "magenta", "orange", "purple", "red", "white", "yellow",
]

extension APICatalog {
  static let popoverRectParams = [
    ParamSpec("from", "CGRect"), ParamSpec("in", "UIView"),
    ParamSpec("permittedArrowDirections", "UIPopoverArrowDirection"), ParamSpec("animated", "Bool"),
  ]
  static let popoverItemParams = [
    ParamSpec("from", "UIBarButtonItem"),
    ParamSpec("permittedArrowDirections", "UIPopoverArrowDirection"), ParamSpec("animated", "Bool"),
  ]

  static let popoversTypes: [TypeSpec] = [
    TypeSpec(
      name: "UIPopoverController", superclass: "NSObject",
      members: [
        initializer(
          [ParamSpec("contentViewController", "UIViewController")], id: "popovers.pc.init"),
        initializer([], id: "popovers.pc.initEmpty"),
        prop(
          "contentViewController", "UIViewController", settable: true, id: "popovers.pc.content"),
        prop("popoverContentSize", "CGSize", settable: true, id: "popovers.pc.contentSize"),
        prop(
          "delegate", "UIPopoverControllerDelegate?", settable: true, id: "popovers.pc.delegate"),
        prop("isPopoverVisible", "Bool", id: "popovers.pc.visible", old: ["popoverVisible"]),
        prop(
          "arrowDirection", "UIPopoverArrowDirection", id: "popovers.pc.arrowDirection",
          old: ["popoverArrowDirection"]),
        prop("passthroughViews", "[UIView]?", settable: true, id: "popovers.pc.passthrough"),
        prop(
          "backgroundColor", "UIColor?", settable: true, id: "popovers.pc.backgroundColor",
          since: IOSVersion(7)),
        prop("popoverLayoutMargins", "UIEdgeInsets", settable: true, id: "popovers.pc.margins"),
        prop(
          "popoverBackgroundViewClass", "Any?", settable: true, id: "popovers.pc.backgroundClass"),
        method(
          "setContentViewController",
          [ParamSpec(nil, "UIViewController?"), ParamSpec("animated", "Bool")],
          id: "popovers.pc.setContent"),
        method(
          "setPopoverContentSize", [ParamSpec(nil, "CGSize"), ParamSpec("animated", "Bool")],
          id: "popovers.pc.setContentSize"),
        method(
          "present", popoverRectParams, id: "popovers.pc.presentRect",
          old: [
            OldSpelling(
              name: "presentPopoverFromRect",
              labels: [nil, "inView", "permittedArrowDirections", "animated"])
          ]),
        method("presentPopover", popoverRectParams, id: "popovers.pc.presentRect"),
        method(
          "present", popoverItemParams, id: "popovers.pc.presentItem",
          old: [
            OldSpelling(
              name: "presentPopoverFromBarButtonItem",
              labels: [nil, "permittedArrowDirections", "animated"])
          ]),
        method("presentPopover", popoverItemParams, id: "popovers.pc.presentItem"),
        method(
          "dismiss", [ParamSpec("animated", "Bool")], id: "popovers.pc.dismiss",
          old: [OldSpelling(name: "dismissPopoverAnimated", labels: [nil])]),
        method("dismissPopover", [ParamSpec("animated", "Bool")], id: "popovers.pc.dismiss"),
      ], oldNames: []),
    TypeSpec(
      name: "UIPopoverBackgroundView", superclass: "UIView",
      members: [
        prop("arrowOffset", "CGFloat", settable: true, id: "popovers.bg.arrowOffset"),
        prop(
          "arrowDirection", "UIPopoverArrowDirection", settable: true,
          id: "popovers.bg.arrowDirection"),
        staticMethod("arrowHeight", [], returns: "CGFloat", id: "popovers.bg.arrowHeight"),
        staticMethod("arrowBase", [], returns: "CGFloat", id: "popovers.bg.arrowBase"),
        staticMethod(
          "contentViewInsets", [], returns: "UIEdgeInsets", id: "popovers.bg.contentViewInsets"),
      ], oldNames: []),
    TypeSpec(
      name: "UINavigationController", superclass: "UIViewController",
      members: [
        initializer([ParamSpec("rootViewController", "UIViewController")], id: "popovers.nav.init"),
        prop("topViewController", "UIViewController?", id: "popovers.nav.top"),
        prop("viewControllers", "[UIViewController]", id: "popovers.nav.controllers"),
      ], oldNames: []),
    TypeSpec(
      name: "UINavigationBar", superclass: "UIView",
      members: [
        staticMethod("appearance", [], returns: "UINavigationBar", id: "popovers.bar.appearance"),
        staticMethod(
          "appearance", [ParamSpec("whenContainedInInstancesOf", "[Any]")],
          returns: "UINavigationBar", id: "popovers.bar.appearanceIn",
          old: [OldSpelling(name: "appearanceWhenContainedInInstancesOfClasses", labels: [nil])]),
        prop("tintColor", "UIColor?", settable: true, id: "popovers.bar.tintColor"),
        prop("barTintColor", "UIColor?", settable: true, id: "popovers.bar.barTintColor"),
        method(
          "setBackgroundImage", [ParamSpec(nil, "UIImage?"), ParamSpec("for", "UIBarMetrics")],
          id: "popovers.bar.setBackgroundImage",
          old: [OldSpelling(name: "setBackgroundImage", labels: [nil, "forBarMetrics"])]),
      ], oldNames: []),
    TypeSpec(
      name: "UINib", superclass: "NSObject",
      members: [
        initializer(
          [ParamSpec("nibName", "String"), ParamSpec("bundle", "Bundle?")], id: "popovers.nib.init"),
        method(
          "instantiate",
          [ParamSpec("withOwner", "Any?"), ParamSpec("options", "Any?", default: true)],
          returns: "[Any]", id: "popovers.nib.instantiate",
          old: [OldSpelling(name: "instantiateWithOwner", labels: [nil, "options"])]),
      ], oldNames: []),
    TypeSpec(
      name: "UIImage", superclass: "NSObject",
      members: [initializer([ParamSpec("named", "String")], id: "popovers.image.init")],
      oldNames: []),
    TypeSpec(
      name: "UIColor", superclass: "NSObject",
      members: [
        initializer(
          [
            ParamSpec("red", "CGFloat"), ParamSpec("green", "CGFloat"),
            ParamSpec("blue", "CGFloat"),
            ParamSpec("alpha", "CGFloat"),
          ], id: "popovers.color.rgb"),
        initializer(
          [ParamSpec("white", "CGFloat"), ParamSpec("alpha", "CGFloat")], id: "popovers.color.white"
        ),
      ], oldNames: []),
  ]

  static let popoversEnums: [EnumSpec] = [
    EnumSpec(name: "UIColor", oldNames: [], cases: namedColors, isOptionSet: false),
    EnumSpec(
      name: "UIBarMetrics", oldNames: [],
      cases: ["default", "compact", "defaultPrompt", "compactPrompt"], isOptionSet: false),
  ]
}

extension Interpreter {
  // MARK: - Helpers

  func popoverController(_ object: ObjectID, range: SourceRange) throws -> PopoverController {
    guard let controller = state.world.popovers.controllers[object] else {
      throw scriptError("AlertLab does not know this popover controller", at: range)
    }
    return controller
  }

  func objectArgument(_ value: Value) -> ObjectID? {
    if case .object(let id) = value.unwrapped ?? .void, id.rawValue != 0 { return id }
    return nil
  }

  func colorName(_ value: Value) -> String? {
    if case .enumCase("UIColor", let name) = value.unwrapped ?? .void { return name }
    return nil
  }

  func colorValue(_ name: String?) -> Value {
    name.map { .some(.enumCase(type: "UIColor", name: $0)) } ?? .none
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

  /// The appearance proxy object for a scope: everywhere, or inside popovers.
  func appearanceProxy(inPopover: Bool) -> ObjectID {
    let key = inPopover ? "popover" : "all"
    if let existing = state.world.popovers.appearanceProxies[key] { return existing }
    let id = state.world.makeID()
    state.world.plainObjects[id] = "UINavigationBar"
    state.world.popovers.appearanceProxies[key] = id
    return id
  }

  /// Says once that a type is deprecated, when a declaration names it.
  func noteTypeUse(_ typeText: String?) {
    if typeText?.contains("UIPopoverController") == true {
      state.world.warnPopoverControllerDeprecation()
    }
  }

  /// `storyboard?.instantiateViewController(withIdentifier:)`: one of the scene storyboard's
  /// controllers (or a learner's UIViewController subclass of that name), nil for an
  /// identifier the storyboard does not have.
  func instantiateFromStoryboard(_ identifier: String) -> Value {
    let title = PopoverState.storyboardControllers[identifier]
    guard title != nil || state.classes[identifier] != nil else { return .none }
    let id = state.world.makeViewController(className: identifier, title: title)
    state.world.popovers.fromStoryboard.insert(id)
    return .object(id)
  }

  // MARK: - Static members

  /// `UIColor.redColor()`, `UIPopoverBackgroundView.arrowHeight()`, `UINavigationBar
  /// .appearanceWhenContainedIn(...)`; nil when not one of these.
  func callPopoversStatic(
    _ type: String, name: String, arguments: [Argument], range: SourceRange,
    nameRange: SourceRange
  ) throws -> Value? {
    switch (type, name) {
    case ("UIColor", _) where arguments.isEmpty && name.hasSuffix("Color"):
      let base = String(name.dropLast("Color".count))
      guard namedColors.contains(base) else { return nil }
      noteSpelling("UIColor.\(name)()", today: "UIColor.\(base)")
      return .enumCase(type: "UIColor", name: base)
    case ("UINavigationBar", "appearanceWhenContainedIn"):
      let values = try arguments.map { try eval($0.value) }
      emitNote(
        "'appearanceWhenContainedIn' is Objective-C only (a nil-terminated list Swift never "
          + "imported); in Swift write UINavigationBar.appearance(whenContainedInInstancesOf: "
          + "[UIPopoverController.self]) (iOS 9)", key: "appearanceWhenContainedIn")
      return .object(appearanceProxy(inPopover: containsPopoverClass(values)))
    case ("UIPopoverBackgroundView", "arrowHeight"), ("UIPopoverBackgroundView", "arrowBase"),
      ("UIPopoverBackgroundView", "contentViewInsets"):
      guard arguments.isEmpty else { return nil }
      if name == "contentViewInsets" || state.world.iOS < IOSVersion(17) {
        throw Crash(
          rule: RuleCatalog.backgroundViewAbstract,
          context: state.world.ruleContext(method: "+[UIPopoverBackgroundView \(name)]"))
      }
      return .double(.nan)
    default:
      if state.classes[type] != nil, isBackgroundViewClass(type),
        ["arrowHeight", "arrowBase", "contentViewInsets"].contains(name), arguments.isEmpty
      {
        if name == "contentViewInsets" || state.world.iOS < IOSVersion(17) {
          throw Crash(
            rule: RuleCatalog.backgroundViewAbstract,
            context: state.world.ruleContext(method: "+[\(type) \(name)]"))
        }
        return .double(.nan)
      }
      let statics = APICatalog.members(of: type).filter {
        $0.kind == .staticMethod && $0.id.hasPrefix("popovers.")
          && ($0.name == name || $0.old.contains { $0.name == name })
      }
      guard !statics.isEmpty else { return nil }
      let (spec, values) = try bind(
        statics, typeName: type, name: name, arguments: arguments, range: range,
        nameRange: nameRange)
      return try performPopoversStatic(spec.id, type: type, values: values, range: range)
    }
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

  /// Static properties: none beyond the catalog's yet.
  func popoversStaticMember(_ type: String, name: String, range: SourceRange) throws -> Value? {
    nil
  }

  // MARK: - Initializers

  func initializePopovers(_ id: String, values: [Value], range: SourceRange) throws -> Value {
    func number(_ index: Int) -> Double { self.number(values[index].unwrapped ?? .int(0)) }
    switch id {
    case "popovers.pc.init":
      guard let content = objectArgument(values[0]) else {
        throw Crash(
          rule: RuleCatalog.popoverControllerNilContent, context: state.world.ruleContext())
      }
      return .object(try state.world.makePopoverController(content: content))
    case "popovers.pc.initEmpty":
      try state.world.makePopoverControllerWithoutContent()
    case "popovers.nav.init":
      guard let root = objectArgument(values[0]) else { return .void }
      let title = state.world.viewControllers[root]?.title
      let id = state.world.makeViewController(className: "UINavigationController", title: title)
      state.world.popovers.navigationRoots[id] = root
      return .object(id)
    case "popovers.nib.init":
      let id = state.world.makeID()
      state.world.plainObjects[id] = "UINib"
      if case .string(let name) = values[0] { state.world.popovers.nibs[id] = name }
      return .object(id)
    case "popovers.image.init":
      let id = state.world.makeID()
      state.world.plainObjects[id] = "UIImage"
      if case .string(let name) = values[0] { state.world.popovers.images[id] = name }
      return .some(.object(id))
    case "popovers.color.rgb":
      let parts = (0..<4).map { formatPoints(number($0)) }.joined(separator: ", ")
      return .enumCase(type: "UIColor", name: "rgba(\(parts))")
    case "popovers.color.white":
      return .enumCase(
        type: "UIColor", name: "white(\(formatPoints(number(0))), \(formatPoints(number(1))))")
    default:
      throw scriptError("AlertLab does not simulate this initializer yet", at: range)
    }
  }

  // MARK: - Reading

  func popoversProperty(_ id: String, object: ObjectID, range: SourceRange) throws -> Value {
    let world = state.world
    func optionalObject(_ id: ObjectID?) -> Value { id.map { .some(.object($0)) } ?? .none }
    if id.hasPrefix("popovers.pc.") {
      let controller = try popoverController(object, range: range)
      switch id {
      case "popovers.pc.content": return .object(controller.content)
      case "popovers.pc.contentSize":
        let preferred = world.viewControllers[controller.content]?.preferredContentSize ?? .zero
        return .size(controller.contentSize ?? preferred)
      case "popovers.pc.delegate": return optionalObject(controller.delegate)
      case "popovers.pc.visible": return .bool(world.isPopoverControllerVisible(object))
      case "popovers.pc.arrowDirection":
        guard world.isPopoverControllerVisible(object),
          let popover = world.viewControllers[controller.content]?.popoverPresentationController
        else { return .arrowDirections(.unknown) }
        return .arrowDirections(world.popoverPresentations[popover]?.arrowDirection ?? .unknown)
      case "popovers.pc.passthrough":
        guard !controller.passthroughViews.isEmpty else { return .none }
        return .some(.array(controller.passthroughViews.map { .object($0) }, element: "UIView"))
      case "popovers.pc.backgroundColor": return colorValue(controller.backgroundColor)
      case "popovers.pc.margins": return .insets(controller.layoutMargins)
      case "popovers.pc.backgroundClass":
        return controller.backgroundClass.map { .some(.type($0)) } ?? .none
      default: break
      }
    }
    switch id {
    case "popovers.pop.backgroundClass":
      return world.popovers.backgroundClasses[object].map { .some(.type($0)) } ?? .none
    case "popovers.bg.arrowOffset", "popovers.bg.arrowDirection":
      let name = id == "popovers.bg.arrowOffset" ? "arrowOffset" : "arrowDirection"
      if world.iOS < IOSVersion(17) {
        throw Crash(
          rule: RuleCatalog.backgroundViewAbstract,
          context: world.ruleContext(method: "-[\(world.className(of: object) ?? "") \(name)]"))
      }
      return name == "arrowOffset" ? .double(.nan) : .arrowDirections(.unknown)
    case "popovers.nav.top":
      return optionalObject(world.popovers.navigationRoots[object])
    case "popovers.nav.controllers":
      let root = world.popovers.navigationRoots[object]
      return .array(root.map { [.object($0)] } ?? [], element: "UIViewController")
    case "popovers.bar.tintColor", "popovers.bar.barTintColor":
      let appearance = barAppearance(of: object)
      return colorValue(
        id == "popovers.bar.tintColor" ? appearance.tintColor : appearance.barTintColor)
    default:
      throw scriptError("AlertLab does not simulate reading this member yet", at: range)
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

  // MARK: - Writing

  func setPopoversProperty(_ id: String, object: ObjectID, value: Value, range: SourceRange) throws
  {
    if id.hasPrefix("popovers.pc.") {
      _ = try popoverController(object, range: range)
      switch id {
      case "popovers.pc.content":
        try withWorld {
          try $0.setContent(objectArgument(value), ofPopoverController: object, runner: self)
        }
      case "popovers.pc.contentSize":
        if case .size(let size) = value {
          state.world.popovers.controllers[object]?.contentSize = size
        }
      case "popovers.pc.delegate":
        state.world.popovers.controllers[object]?.delegate = objectArgument(value)
      case "popovers.pc.passthrough":
        var views: [ObjectID] = []
        if case .array(let items, _)? = value.unwrapped { views = items.compactMap(objectArgument) }
        state.world.popovers.controllers[object]?.passthroughViews = views
      case "popovers.pc.backgroundColor":
        state.world.popovers.controllers[object]?.backgroundColor = colorName(value)
      case "popovers.pc.margins":
        if case .insets(let insets) = value {
          state.world.popovers.controllers[object]?.layoutMargins = insets
        }
      case "popovers.pc.backgroundClass":
        let name = try backgroundClassName(value, range: range)
        state.world.popovers.controllers[object]?.backgroundClass = name
      default:
        throw scriptError("AlertLab does not simulate setting this member yet", at: range)
      }
      return
    }
    switch id {
    case "popovers.pop.backgroundClass":
      let name = try backgroundClassName(value, range: range)
      state.world.popovers.backgroundClasses[object] = name
    case "popovers.bg.arrowOffset", "popovers.bg.arrowDirection":
      if state.world.iOS < IOSVersion(17) {
        let name = id == "popovers.bg.arrowOffset" ? "setArrowOffset:" : "setArrowDirection:"
        throw Crash(
          rule: RuleCatalog.backgroundViewAbstract,
          context: state.world.ruleContext(
            method: "-[\(state.world.className(of: object) ?? "") \(name)]"))
      }
    case "popovers.bar.tintColor":
      let name = colorName(value)
      setBarAppearance(of: object) { $0.tintColor = name }
    case "popovers.bar.barTintColor":
      let name = colorName(value)
      setBarAppearance(of: object) { $0.barTintColor = name }
    default:
      throw scriptError("AlertLab does not simulate setting this member yet", at: range)
    }
  }

  // MARK: - Methods

  func performPopovers(_ id: String, receiver: Value, values: [Value], range: SourceRange) throws
    -> Value
  {
    if case .type(let type) = receiver {
      return try performPopoversStatic(id, type: type, values: values, range: range)
    }
    guard case .object(let object) = receiver else {
      throw scriptError("AlertLab does not simulate this method yet", at: range)
    }
    func directions(_ index: Int) -> ArrowDirections {
      if case .arrowDirections(let value) = values[index] { return value }
      return .any
    }
    switch id {
    case "popovers.pc.setContent":
      _ = try popoverController(object, range: range)
      try withWorld {
        try $0.setContent(objectArgument(values[0]), ofPopoverController: object, runner: self)
      }
    case "popovers.pc.setContentSize":
      _ = try popoverController(object, range: range)
      if case .size(let size) = values[0] {
        state.world.popovers.controllers[object]?.contentSize = size
      }
    case "popovers.pc.presentItem":
      _ = try popoverController(object, range: range)
      guard let item = objectArgument(values[0]) else { return .void }
      try withWorld {
        try $0.presentPopoverController(
          object, from: item, permitted: directions(1), runner: self)
      }
    case "popovers.pc.presentRect":
      _ = try popoverController(object, range: range)
      guard case .rect(let rect) = values[0], let view = objectArgument(values[1]) else {
        return .void
      }
      try withWorld {
        try $0.presentPopoverController(
          object, from: rect, in: view, permitted: directions(2), runner: self)
      }
    case "popovers.pc.dismiss":
      state.world.dismissPopoverController(object)
    case "popovers.bar.setBackgroundImage":
      let image = objectArgument(values[0]).flatMap { state.world.popovers.images[$0] } ?? ""
      setBarAppearance(of: object) { $0.backgroundImage = image }
    case "popovers.nib.instantiate":
      let name = state.world.popovers.nibs[object] ?? "UIViewController"
      let controller = state.world.makeViewController(
        className: name, title: PopoverState.storyboardControllers[name])
      return .array([.object(controller)], element: "Any")
    default:
      throw scriptError("AlertLab does not simulate this method yet", at: range)
    }
    return .void
  }

  func performPopoversStatic(_ id: String, type: String, values: [Value], range: SourceRange)
    throws -> Value
  {
    switch id {
    case "popovers.bar.appearance":
      return .object(appearanceProxy(inPopover: false))
    case "popovers.bar.appearanceIn":
      return .object(appearanceProxy(inPopover: containsPopoverClass(values)))
    default:
      throw scriptError("AlertLab does not simulate this method yet", at: range)
    }
  }
}

extension Interpreter {
  /// A named object of the scene. `addBarButtonItem`, the seed's outlet name, is another name
  /// for the navigation bar's "+" item `addButton`.
  func sceneObject(named name: String) -> ObjectID? {
    if let id = state.world.sceneObject(named: name) { return id }
    return name == "addBarButtonItem" ? state.world.addButton : nil
  }

  /// The scene object an `@IBOutlet` declared without a value is connected to, as the
  /// storyboard connects it: the object of that name, or for a `UIBarButtonItem` outlet the
  /// navigation bar's "+" item.
  func outletConnection(_ name: String, type: String?) -> ObjectID? {
    if let id = sceneObject(named: name) { return id }
    if let type, stripOptional(type) == "UIBarButtonItem" { return state.world.addButton }
    return nil
  }

  /// Swift 1 and 2 called a function without its first argument's label
  /// (`addPopover(addButton)` for `func addPopover(sender: AnyObject)`): that call still runs,
  /// and says once what today's Swift needs.
  func pickWithoutFirstLabel(_ decls: [FunctionDecl], name: String, have: [String?]) throws
    -> FunctionDecl?
  {
    guard let firstArgument = have.first, firstArgument == nil else { return nil }
    for decl in decls {
      guard let first = decl.parameters.first, first.externalLabel == nil else { continue }
      var want = decl.parameters.map(labelOf)
      want[0] = nil
      if labelsMatch(
        have: have, want: want, defaults: decl.parameters.map { $0.defaultValue != nil })
      {
        let labels = decl.parameters.map { (labelOf($0) ?? "_") + ":" }.joined()
        emitNote(
          "Swift 1 and 2 left out the first argument's label; today's Swift calls "
            + "'\(name)(\(labels))' with it, or declares the parameter '_ \(first.internalName)'",
          key: "first-label:" + name)
        return decl
      }
    }
    return nil
  }
}
