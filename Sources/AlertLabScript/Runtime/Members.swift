import AlertLabKit

extension Interpreter {
  /// The catalog type a value's members come from.
  func receiverType(_ value: Value) -> String {
    switch value {
    case .object(let id):
      guard let className = state.world.className(of: id) else { return "NSObject" }
      if let declared = state.classes[className], let parent = declared.inherited.first {
        return APICatalog.catalogType(for: parent.description)
      }
      return APICatalog.catalogType(for: className)
    case .string: return "String"
    case .array: return "Array"
    case .rect: return "CGRect"
    case .size: return "CGSize"
    case .point: return "CGPoint"
    case .insets: return "UIEdgeInsets"
    case .notification: return "Notification"
    case .singleton(let name): return ValueFormatter(world: state.world).singletonType(name)
    default: return typeName(value)
    }
  }

  /// `value` without optional wrapping, or the compiler's error for using an optional's member.
  func requireUnwrapped(
    _ value: Value, member: String, range: SourceRange, declared: String? = nil
  ) throws -> Value {
    guard value.isOptional else { return value }
    var optionalType = typeName(value)
    var wrapped = value.unwrapped.map(typeName) ?? "Any"
    if let declared, declared.hasSuffix("?") || declared.hasSuffix("!") {
      optionalType = declared
      wrapped = stripOptional(declared)
    } else if value == .none {
      optionalType = "Optional<Any>"
    } else {
      optionalType = wrapped + "?"
    }
    throw scriptError(
      "value of optional type '\(optionalType)' must be unwrapped to refer to member "
        + "'\(member)' of wrapped base type '\(wrapped)'", at: range,
      notes: [
        .note(
          "chain the optional using '?' to access the member only for non-nil values, or "
            + "force-unwrap with '!'", at: range)
      ])
  }

  /// Finds a property or method spec by name (today's or an old spelling).
  func findMember(
    in type: String, name: String, labels: [String?]?, wantProperty: Bool
  ) -> (MemberSpec, isOld: Bool)? {
    let members = APICatalog.members(of: type)
    for spec in members where spec.isProperty == wantProperty {
      if spec.name == name, labels.map({ labelsFit($0, spec.params) }) ?? true {
        return (spec, false)
      }
    }
    for spec in members where spec.isProperty == wantProperty {
      for old in spec.old where old.name == name {
        if wantProperty { return (spec, true) }
        if let labels,
          labelsFit(labels, old.labels.map { ParamSpec($0, "Any") }, defaults: spec.params)
        {
          return (spec, true)
        }
      }
    }
    return nil
  }

  func labelsFit(_ have: [String?], _ want: [ParamSpec], defaults: [ParamSpec]? = nil) -> Bool {
    let defaultFlags: [Bool] = (defaults ?? want).map { $0.hasDefault }
    let labels: [String?] = want.map { $0.label }
    var flags: [Bool] = []
    for index in want.indices {
      flags.append(index < defaultFlags.count ? defaultFlags[index] : false)
    }
    return labelsMatch(have: have, want: labels, defaults: flags)
  }

  func noMember(_ type: String, _ name: String, range: SourceRange) -> ScriptFailure {
    let candidates = APICatalog.members(of: type).filter { $0.kind != .initializer }
    var names: [String] = candidates.map { $0.name }
    for candidate in candidates { names += candidate.old.map { $0.name } }
    var notes: [Diagnostic] = []
    if let best = Spelling.nearest(name, in: names),
      let spec = candidates.first(where: { $0.name == best || $0.old.contains { $0.name == best } })
    {
      notes.append(.note("did you mean '\(spec.fullName)'?", at: range))
    }
    return scriptError("value of type '\(type)' has no member '\(name)'", at: range, notes: notes)
  }

  func checkAvailability(_ spec: MemberSpec, range: SourceRange) throws {
    if let since = spec.since, state.world.iOS < since {
      throw scriptError(
        "'\(spec.name)' is only available in iOS \(since) or newer (this app runs iOS "
          + "\(state.world.iOS))", at: range,
        notes: [.note("add 'if #available(iOS \(since), *)' around it", at: range)])
    }
  }

  /// The declared type of a member, for resolving `.popover` on assignment.
  func memberType(of value: Value, name: String) -> String? {
    guard let receiver = value.unwrapped else { return nil }
    if case .type = receiver { return nil }
    return findMember(in: receiverType(receiver), name: name, labels: nil, wantProperty: true)?.0
      .type
  }

  // MARK: - Reading

  func getMember(
    _ value: Value, name: String, range: SourceRange, baseRange: SourceRange,
    declared: String? = nil
  ) throws -> Value {
    if case .type(let type) = value { return try staticMember(type, name: name, range: range) }
    if case .object(let id) = value, id.rawValue == 0 { return .none }
    let receiver = try requireUnwrapped(value, member: name, range: baseRange, declared: declared)
    if case .object(let id) = receiver, let property = try instanceProperty(id, name: name) {
      return property
    }
    if case .object(let id) = receiver, let property = selfProperty(id, name: name) {
      return property
    }
    let type = receiverType(receiver)
    guard let (spec, isOld) = findMember(in: type, name: name, labels: nil, wantProperty: true)
    else {
      if findMember(in: type, name: name, labels: nil, wantProperty: false) != nil
        || APICatalog.members(of: type).contains(where: { $0.name == name })
      {
        throw scriptError(
          "AlertLab does not simulate using the method '\(name)' as a value; call it", at: range)
      }
      throw noMember(typeName(receiver), name, range: range)
    }
    try checkAvailability(spec, range: range)
    if isOld { noteSpelling(name, today: spec.name) }
    return try property(spec.id, of: receiver, range: range)
  }

  func property(_ id: String, of receiver: Value, range: SourceRange) throws -> Value {
    if case .string(let text) = receiver, id != "string.isEmpty" {
      try chargeText(text.utf8.count, range)
    }
    let world = state.world
    switch (id, receiver) {
    case ("string.count", .string(let text)), ("string.length", .string(let text)):
      return .int(text.count)
    case ("string.isEmpty", .string(let text)): return .bool(text.isEmpty)
    case ("string.floatValue", .string(let text)), ("string.doubleValue", .string(let text)):
      return .double(leadingNumber(text))
    case ("string.characters", .string): return receiver
    case ("array.count", .array(let items, _)): return .int(items.count)
    case ("array.isEmpty", .array(let items, _)): return .bool(items.isEmpty)
    case ("array.first", .array(let items, _)): return items.first.map { .some($0) } ?? .none
    case ("array.last", .array(let items, _)): return items.last.map { .some($0) } ?? .none
    case ("rect.origin", .rect(let rect)): return .point(rect.origin)
    case ("rect.size", .rect(let rect)): return .size(rect.size)
    case ("rect.width", .rect(let rect)): return .double(rect.width)
    case ("rect.height", .rect(let rect)): return .double(rect.height)
    case ("rect.minX", .rect(let rect)): return .double(rect.minX)
    case ("rect.minY", .rect(let rect)): return .double(rect.minY)
    case ("rect.midX", .rect(let rect)): return .double(rect.midX)
    case ("rect.midY", .rect(let rect)): return .double(rect.midY)
    case ("rect.maxX", .rect(let rect)): return .double(rect.maxX)
    case ("rect.maxY", .rect(let rect)): return .double(rect.maxY)
    case ("size.width", .size(let size)): return .double(size.width)
    case ("size.height", .size(let size)): return .double(size.height)
    case ("point.x", .point(let point)): return .double(point.x)
    case ("point.y", .point(let point)): return .double(point.y)
    case ("insets.top", .insets(let insets)): return .double(insets.top)
    case ("insets.left", .insets(let insets)): return .double(insets.left)
    case ("insets.bottom", .insets(let insets)): return .double(insets.bottom)
    case ("insets.right", .insets(let insets)): return .double(insets.right)
    case ("note.name", .notification(let note)): return .string(note.name)
    case ("note.object", .notification(let note)):
      return note.object.map { .some(.object($0)) } ?? .none
    case ("device.systemVersion", _): return .string(world.iOS.description)
    case ("device.systemName", _): return .string("iOS")
    case ("device.model", _): return .string(world.device.idiom == .pad ? "iPad" : "iPhone")
    case ("device.idiom", _), ("traits.idiom", _):
      return .enumCase(type: "UIUserInterfaceIdiom", name: world.device.idiom.rawValue)
    case ("traits.horizontal", _):
      return .enumCase(
        type: "UIUserInterfaceSizeClass", name: world.device.horizontalSizeClass.rawValue)
    case ("traits.vertical", _):
      return .enumCase(
        type: "UIUserInterfaceSizeClass", name: world.device.verticalSizeClass.rawValue)
    default:
      break
    }
    guard case .object(let object) = receiver else {
      throw scriptError("AlertLab cannot read '\(id)' here", at: range)
    }
    return try objectProperty(id, object: object, range: range)
  }

  func objectProperty(_ id: String, object: ObjectID, range: SourceRange) throws -> Value {
    if id.hasPrefix("legacy.") { return try legacyProperty(id, object: object, range: range) }
    if id.hasPrefix("popovers.") { return try popoversProperty(id, object: object, range: range) }
    let world = state.world
    func optionalString(_ text: String?) -> Value { text.map { .some(.string($0)) } ?? .none }
    func optionalObject(_ id: ObjectID?) -> Value { id.map { .some(.object($0)) } ?? .none }
    let controller = world.viewControllers[object]
    switch id {
    case "alert.title", "vc.title":
      return optionalString(controller?.alert != nil ? controller?.alert?.title : controller?.title)
    case "alert.message": return optionalString(controller?.alert?.message)
    case "alert.preferredStyle":
      return .enumCase(
        type: "UIAlertController.Style", name: controller?.alert?.style.rawValue ?? "alert")
    case "alert.actions":
      return .array(
        (controller?.alert?.actions ?? []).map { .object($0) }, element: "UIAlertAction")
    case "alert.textFields":
      guard let alert = controller?.alert, alert.style == .alert else { return .none }
      return .some(.array(alert.textFields.map { .object($0) }, element: "UITextField"))
    case "alert.preferredAction": return optionalObject(controller?.alert?.preferredAction)
    case "vc.view": return .object(state.world.loadView(of: object))
    case "vc.presented": return optionalObject(controller?.presentedViewController)
    case "vc.parent": return optionalObject(controller?.parent)
    case "vc.children":
      return .array((controller?.children ?? []).map { .object($0) }, element: "UIViewController")
    case "vc.presenting": return optionalObject(controller?.presentingViewController)
    case "vc.modalStyle":
      let style = world.reportedModalPresentationStyle(of: object)
      return .enumCase(type: "UIModalPresentationStyle", name: style.rawValue)
    case "vc.preferredContentSize": return .size(controller?.preferredContentSize ?? .zero)
    case "vc.popover":
      return optionalObject(state.world.popoverPresentationController(of: object))
    case "vc.traitCollection": return .singleton("traitCollection")
    case "vc.storyboard":
      let fromStoryboard =
        object == world.rootViewController || world.popovers.fromStoryboard.contains(object)
      return fromStoryboard ? .some(.singleton("storyboard")) : .none
    // A transition lasts until the end of the turn it began in.
    case "vc.isBeingPresented": return .bool(world.isBeingPresented(object))
    case "vc.isBeingDismissed": return .bool(world.isBeingDismissed(object))
    case "vc.isModalInPopover": return .bool(controller?.isModalInPopover ?? false)
    case "action.title": return optionalString(world.actions[object]?.title)
    case "action.style":
      return .enumCase(
        type: "UIAlertAction.Style", name: world.actions[object]?.style.rawValue ?? "default")
    case "action.isEnabled": return .bool(world.actions[object]?.isEnabled ?? true)
    case "field.placeholder": return optionalString(world.textFields[object]?.placeholder)
    case "field.text": return .some(.string(world.textFields[object]?.text ?? ""))
    case "field.secure": return .bool(world.textFields[object]?.isSecureTextEntry ?? false)
    case "view.bounds":
      if world.textFields[object] != nil { return .rect(Rect(x: 0, y: 0, width: 238, height: 24)) }
      return .rect(world.views[object]?.bounds ?? .zero)
    case "view.frame": return .rect(world.views[object]?.frame ?? .zero)
    case "button.title": return optionalString(world.views[object]?.title)
    case "item.title": return optionalString(world.barButtonItems[object]?.title)
    default: break
    }
    let popover = world.popoverPresentations[object]
    switch id {
    case "pop.sourceView": return optionalObject(popover?.sourceView)
    case "pop.sourceRect": return .rect(popover?.sourceRect ?? .zero)
    case "pop.barButtonItem": return optionalObject(popover?.barButtonItem)
    case "pop.permitted": return .arrowDirections(popover?.permittedArrowDirections ?? .any)
    case "pop.arrowDirection": return .arrowDirections(popover?.arrowDirection ?? .unknown)
    case "pop.passthrough":
      guard let views = popover?.passthroughViews, !views.isEmpty else { return .none }
      return .some(.array(views.map { .object($0) }, element: "UIView"))
    case "pop.backgroundColor": return colorValue(popover?.backgroundColor)
    case "pop.margins": return .insets(popover?.popoverLayoutMargins ?? .zero)
    case "pop.delegate": return optionalObject(popover?.delegate)
    case "pop.canOverlap": return .bool(popover?.canOverlapSourceViewRect ?? false)
    case "pop.presented": return popover.map { .object($0.presented) } ?? .none
    default:
      throw scriptError("AlertLab does not simulate reading this member yet", at: range)
    }
  }

  /// The number at the start of a string, as `NSString.floatValue` reads it ("8.4.1" is 8.4).
  func leadingNumber(_ text: String) -> Double {
    var digits = ""
    var seenDot = false
    for character in text.drop(while: { $0 == " " }) {
      if character.isASCII, character.isNumber {
        digits.append(character)
      } else if character == ".", !seenDot {
        seenDot = true
        digits.append(character)
      } else if character == "-", digits.isEmpty {
        digits.append(character)
      } else {
        break
      }
    }
    return Double(digits) ?? 0
  }

  // MARK: - Writing

  func setMember(_ receiver: Value, name: String, value: Value, range: SourceRange) throws {
    guard case .object(let object) = receiver else {
      throw scriptError("cannot assign to property: '\(name)' is a get-only property", at: range)
    }
    if object.rawValue == 0 { return }
    if try setInstanceProperty(object, name: name, value: value, range: range) { return }
    if object == state.world.rootViewController, box(for: name) != nil,
      state.globals[name] != nil,
      findMember(
        in: receiverType(receiver), name: name, labels: nil, wantProperty: true) == nil
    {
      // `self.popover = ...`: a top-level variable is a property of self.
      let target = Expr(.identifier(name), range: range)
      try store(value, into: target, valueRange: range)
      return
    }
    let type = receiverType(receiver)
    guard let (spec, isOld) = findMember(in: type, name: name, labels: nil, wantProperty: true)
    else {
      throw noMember(typeName(receiver), name, range: range)
    }
    guard case .property(let settable) = spec.kind, settable else {
      throw scriptError(
        "cannot assign to property: '\(spec.name)' is a get-only property", at: range)
    }
    try checkAvailability(spec, range: range)
    if isOld { noteSpelling(name, today: spec.name) }
    let converted = try coerce(value, to: spec.type, at: range)
    try setObjectProperty(spec.id, object: object, value: converted, range: range)
  }

  func setObjectProperty(_ id: String, object: ObjectID, value: Value, range: SourceRange) throws {
    if id.hasPrefix("legacy.") {
      return try setLegacyProperty(id, object: object, value: value, range: range)
    }
    if id.hasPrefix("popovers.") {
      return try setPopoversProperty(id, object: object, value: value, range: range)
    }
    func text() -> String? {
      if case .string(let text) = value.unwrapped ?? .void { return text }
      return nil
    }
    func objectID() -> ObjectID? {
      if case .object(let id) = value.unwrapped ?? .void { return id }
      return nil
    }
    func flag() -> Bool {
      if case .bool(let flag) = value { return flag }
      return false
    }
    switch id {
    case "alert.title":
      if state.world.viewControllers[object]?.alert != nil {
        state.world.viewControllers[object]?.alert?.title = text()
      } else {
        state.world.viewControllers[object]?.title = text()
      }
    case "vc.title": state.world.viewControllers[object]?.title = text()
    case "vc.isModalInPopover": state.world.viewControllers[object]?.isModalInPopover = flag()
    case "alert.message": state.world.viewControllers[object]?.alert?.message = text()
    case "alert.preferredAction":
      try state.world.setPreferredAction(objectID(), of: object)
    case "vc.modalStyle":
      if case .enumCase(_, let name) = value, let style = ModalPresentationStyle(rawValue: name) {
        state.world.setModalPresentationStyle(style, of: object)
      } else {
        throw scriptError("AlertLab does not simulate this presentation style", at: range)
      }
    case "vc.preferredContentSize":
      if case .size(let size) = value {
        state.world.viewControllers[object]?.preferredContentSize = size
      }
    case "action.isEnabled": state.world.actions[object]?.isEnabled = flag()
    case "field.placeholder": state.world.textFields[object]?.placeholder = text()
    case "field.text": state.world.textFields[object]?.text = text() ?? ""
    case "field.secure": state.world.textFields[object]?.isSecureTextEntry = flag()
    case "pop.sourceView": state.world.popoverPresentations[object]?.sourceView = objectID()
    case "pop.sourceRect":
      if case .rect(let rect) = value {
        state.world.popoverPresentations[object]?.sourceRect = rect
      }
    case "pop.barButtonItem": state.world.popoverPresentations[object]?.barButtonItem = objectID()
    case "pop.permitted":
      if case .arrowDirections(let directions) = value {
        state.world.popoverPresentations[object]?.permittedArrowDirections = directions
      }
    case "pop.passthrough":
      if case .array(let items, _) = value.unwrapped ?? .void {
        state.world.popoverPresentations[object]?.passthroughViews = items.compactMap {
          if case .object(let id) = $0 { return id }
          return nil
        }
      } else {
        state.world.popoverPresentations[object]?.passthroughViews = []
      }
    case "pop.backgroundColor":
      state.world.popoverPresentations[object]?.backgroundColor = colorName(value) ?? text()
    case "pop.margins":
      if case .insets(let insets) = value {
        state.world.popoverPresentations[object]?.popoverLayoutMargins = insets
      }
    case "pop.delegate": state.world.popoverPresentations[object]?.delegate = objectID()
    case "pop.canOverlap":
      state.world.popoverPresentations[object]?.canOverlapSourceViewRect = flag()
    default:
      throw scriptError("AlertLab does not simulate setting this member yet", at: range)
    }
  }

  /// A value type with one member replaced (`rect.size.width = 10`).
  func withMember(_ base: Value, name: String, value: Value, range: SourceRange) throws -> Value {
    let number = self.number(value)
    switch (base, name) {
    case (.rect(var rect), "origin"):
      if case .point(let point) = value { rect.origin = point }
      return .rect(rect)
    case (.rect(var rect), "size"):
      if case .size(let size) = value { rect.size = size }
      return .rect(rect)
    case (.size(var size), "width"): size.width = number; return .size(size)
    case (.size(var size), "height"): size.height = number; return .size(size)
    case (.point(var point), "x"): point.x = number; return .point(point)
    case (.point(var point), "y"): point.y = number; return .point(point)
    case (.insets(var insets), "top"): insets.top = number; return .insets(insets)
    case (.insets(var insets), "left"): insets.left = number; return .insets(insets)
    case (.insets(var insets), "bottom"): insets.bottom = number; return .insets(insets)
    case (.insets(var insets), "right"): insets.right = number; return .insets(insets)
    default:
      throw scriptError(
        "cannot assign to property: '\(name)' is a get-only property of '\(typeName(base))'",
        at: range)
    }
  }

  // MARK: - Subscripts

  func subscriptValue(
    _ base: Value, arguments: [Argument], range: SourceRange, baseRange: SourceRange
  ) throws -> Value {
    let receiver = try requireUnwrapped(base, member: "subscript", range: baseRange)
    guard case .array(let items, _) = receiver, arguments.count == 1 else {
      throw scriptError("value of type '\(typeName(receiver))' has no subscripts", at: range)
    }
    let index = try eval(arguments[0].value, expected: "Int")
    guard case .int(let position) = index else {
      throw scriptError(
        "cannot convert value of type '\(typeName(index))' to expected argument type 'Int'",
        at: arguments[0].value.range)
    }
    guard items.indices.contains(position) else {
      throw ScriptFailure.crash(
        Crash(
          rule: RuleCatalog.indexOutOfRange,
          context: RuleContext(iOS: state.world.iOS)), range)
    }
    return items[position]
  }
}

extension Interpreter {
  /// The type a variable was declared with (`var p: UIPopoverController?`), for messages.
  func declaredType(of expr: Expr) -> String? {
    guard case .identifier(let name) = expr.kind, let box = box(for: name) else { return nil }
    return state.declaredTypes[box]
  }
}

extension Interpreter {
  /// The type Swift would give an expression, worked out from declarations and the catalog
  /// without running anything; nil when it cannot tell. Used to show `nil` results with their
  /// type (`popover: UIPopoverPresentationController? = nil`).
  func staticTypeName(of expr: Expr) -> String? {
    switch expr.kind {
    case .identifier(let name):
      if let box = box(for: name) {
        return state.declaredTypes[box] ?? state.boxes[box].unwrapped.map(typeName)
      }
      if name == "self" { return "ViewController" }
      if let id = state.world.sceneObject(named: name) { return state.world.className(of: id) }
      if let property = implicitSelfProperty(name) {
        return memberTypeName(in: "ViewController", name: property)
      }
      return nil
    case .member(let base, let name, let nameRange):
      guard let baseType = staticTypeName(of: base) else { return nil }
      if let type = memberTypeName(in: stripOptional(baseType), name: name) { return type }
      // `self.popover`, `self.button`: a top-level variable or a scene outlet.
      guard stripOptional(baseType) == "ViewController" else { return nil }
      return staticTypeName(of: Expr(.identifier(name), range: nameRange))
    case .call(let callee, _):
      if case .member(let base, let name, _) = callee.kind,
        let baseType = staticTypeName(of: base)
      {
        let type = stripOptional(baseType)
        let spec = APICatalog.members(of: APICatalog.catalogType(for: elementless(type)))
          .first { !$0.isProperty && ($0.name == name || $0.old.contains { $0.name == name }) }
        return spec.map { substituteElement($0.type, in: type) }
      }
      if case .identifier(let name) = callee.kind {
        if let decl = state.functions[name]?.first { return decl.returnType?.description ?? "()" }
        let made = [
          "CGRectMake": "CGRect", "CGSizeMake": "CGSize", "CGPointMake": "CGPoint",
          "UIEdgeInsetsMake": "UIEdgeInsets",
        ]
        if let type = made[name] { return type }
        if isTypeName(name) { return splitOld(name).type }
      }
      return nil
    case .optionalEvaluation(let inner):
      guard let type = staticTypeName(of: inner) else { return nil }
      return type.hasSuffix("?") ? type : type + "?"
    case .bindOptional(let inner), .forceUnwrap(let inner):
      return staticTypeName(of: inner).map(stripOptional)
    case .cast(_, let kind, let type):
      return kind == .conditional ? type.description + "?" : type.description
    case .subscriptAccess(let base, _):
      guard let baseType = staticTypeName(of: base).map(stripOptional), baseType.hasPrefix("[")
      else { return nil }
      return String(baseType.dropFirst().dropLast())
    case .paren(let inner):
      return staticTypeName(of: inner)
    default:
      return nil
    }
  }

  /// The declared type of a property of `type` (an array's `first` is its element, optional).
  func memberTypeName(in type: String, name: String) -> String? {
    let spec = APICatalog.members(of: APICatalog.catalogType(for: elementless(type)))
      .first { $0.isProperty && ($0.name == name || $0.old.contains { $0.name == name }) }
    return spec.map { substituteElement($0.type, in: type) }
  }

  /// `Array` for `[UIAlertAction]`, `String` for `String`.
  func elementless(_ type: String) -> String {
    type.hasPrefix("[") ? "Array" : type
  }

  /// `Element?` in `[UIAlertAction]` is `UIAlertAction?`.
  func substituteElement(_ type: String, in container: String) -> String {
    guard container.hasPrefix("["), type.contains("Element") else { return type }
    let element = String(container.dropFirst().dropLast())
    return type.replacingFirst("Element", with: element)
  }
}

extension Interpreter {
  /// `self.popover`, `self.addButton`: top-level variables are properties of self, and the
  /// scene's controls are its outlets. Nil when `name` is neither (or a UIKit member).
  func selfProperty(_ id: ObjectID, name: String) -> Value? {
    guard id == state.world.rootViewController,
      findMember(in: "ViewController", name: name, labels: nil, wantProperty: true) == nil
    else { return nil }
    if let box = state.globals[name] { return state.boxes[box] }
    if let scene = state.world.sceneObject(named: name) { return .object(scene) }
    return nil
  }
}
