import AlertLabKit

extension Interpreter {
  /// Matches a call's labels against a member spec (today's spelling or an old one), evaluates
  /// the arguments against the parameter types, and notes an old spelling.
  func bind(
    _ candidates: [MemberSpec], typeName: String, name: String, arguments: [Argument],
    range: SourceRange, nameRange: SourceRange
  ) throws -> (MemberSpec, [Value]) {
    let have = arguments.map { $0.isTrailingClosure ? nil : $0.label }
    var fallback: MemberSpec?
    let trailing = arguments.last?.isTrailingClosure == true
    for spec in candidates {
      if spec.name == name {
        fallback = fallback ?? spec
        if trailing, !spec.params.contains(where: { isFunctionType($0.type) }) { continue }
        let want = spec.params
        if labelsFitTrailing(have, arguments, want) {
          let values = try bindValues(arguments, to: want)
          return (spec, values)
        }
      }
    }
    for spec in candidates {
      for old in spec.old where old.name == name {
        let oldParams = zip(old.labels, spec.params).map {
          ParamSpec($0.0, $0.1.type, default: $0.1.hasDefault)
        }
        fallback = fallback ?? spec
        if labelsFitTrailing(have, arguments, oldParams) {
          let values = try bindValues(arguments, to: oldParams)
          noteSpelling(oldFullName(old), today: spec.fullName)
          return (spec, values)
        }
      }
    }
    if let fallback {
      throw labelError(
        have: have, want: fallback.params.map { $0.label },
        defaults: fallback.params.map { $0.hasDefault }, range: range)
    }
    throw noMember(typeName, name, range: nameRange)
  }

  func oldFullName(_ old: OldSpelling) -> String {
    old.name + "(" + old.labels.map { ($0 ?? "_") + ":" }.joined() + ")"
  }

  /// Labels match, allowing a trailing closure to stand for a labelled closure parameter.
  func labelsFitTrailing(_ have: [String?], _ arguments: [Argument], _ want: [ParamSpec]) -> Bool {
    var adjusted = have
    if let last = arguments.last, last.isTrailingClosure,
      let lastParam = want.last(where: { isFunctionType($0.type) })
    {
      adjusted[adjusted.count - 1] = lastParam.label
      if labelsFit(adjusted, want) { return true }
    }
    return labelsFit(have, want)
  }

  /// Evaluates arguments in parameter order; parameters with defaults left out get nil.
  func bindValues(_ arguments: [Argument], to params: [ParamSpec]) throws -> [Value] {
    var values: [Value] = []
    var index = 0
    for param in params {
      if index < arguments.count,
        arguments[index].label == param.label
          || (arguments[index].isTrailingClosure && isFunctionType(param.type))
      {
        let argument = arguments[index]
        var value = try eval(argument.value, expected: param.type)
        value = try coerce(value, to: param.type, at: argument.value.range)
        values.append(value)
        index += 1
      } else {
        values.append(.none)
      }
    }
    return values
  }

  // MARK: - Methods

  func callMember(
    _ receiver: Value, name: String, arguments: [Argument], range: SourceRange,
    nameRange: SourceRange
  ) throws -> Value {
    if case .type(let type) = receiver {
      return try callStatic(
        type, name: name, arguments: arguments, range: range, nameRange: nameRange)
    }
    if case .singleton("super") = receiver {
      // `super.viewDidLoad()` in an override of self's life cycle: UIViewController's own
      // versions do nothing AlertLab simulates.
      let lifeCycle: Set<String> = [
        "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear",
        "viewDidDisappear", "awakeFromNib", "didReceiveMemoryWarning",
      ]
      guard lifeCycle.contains(name) else {
        throw scriptError(
          "AlertLab simulates 'super' only for UIViewController's life cycle "
            + "(viewDidLoad, viewWillAppear, ...)", at: nameRange)
      }
      _ = try arguments.map { try eval($0.value) }
      return .void
    }
    // Messaging the nil an iOS 7 app got from a missing class does nothing.
    if case .object(let id) = receiver, id.rawValue == 0 { return .void }
    let type = receiverType(receiver)
    let candidates = APICatalog.members(of: type).filter {
      if case .method = $0.kind { return true }
      return false
    }
    let (spec, values) = try bind(
      candidates, typeName: typeName(receiver), name: name, arguments: arguments, range: range,
      nameRange: nameRange)
    try checkAvailability(spec, range: nameRange)
    return try perform(spec.id, receiver: receiver, values: values, range: range)
  }

  func perform(_ id: String, receiver: Value, values: [Value], range: SourceRange) throws -> Value {
    if id.hasPrefix("legacy.") {
      return try performLegacy(id, receiver: receiver, values: values, range: range)
    }
    if id.hasPrefix("popovers.") {
      return try performPopovers(id, receiver: receiver, values: values, range: range)
    }
    func object(_ value: Value) -> ObjectID? {
      if case .object(let id) = value.unwrapped ?? .void, id.rawValue != 0 { return id }
      return nil
    }
    func callable(_ index: Int) -> Callable? {
      index < values.count ? self.callable(for: values[index]) : nil
    }
    func string(_ index: Int) -> String? {
      guard index < values.count else { return nil }
      switch values[index].unwrapped {
      case .string(let text)?: return text
      case .selector(let text)?: return text
      default: return nil
      }
    }
    if case .string(let text) = receiver { try chargeText(text.utf8.count, range) }
    switch (id, receiver) {
    case ("string.uppercased", .string(let text)): return .string(text.uppercased())
    case ("string.lowercased", .string(let text)): return .string(text.lowercased())
    case ("string.hasPrefix", .string(let text)): return .bool(text.hasPrefix(string(0) ?? ""))
    case ("string.hasSuffix", .string(let text)): return .bool(text.hasSuffix(string(0) ?? ""))
    case ("string.contains", .string(let text)): return .bool(text.contains(string(0) ?? ""))
    case ("array.contains", .array(let items, _)):
      return .bool(try items.contains { try equal($0, values[0], range: range) })
    case ("array.containsWhere", .array(let items, _)):
      return .bool(try items.contains { try test($0, with: values[0], range: range) })
    case ("array.firstWhere", .array(let items, _)):
      return try items.first { try test($0, with: values[0], range: range) }.map { .some($0) }
        ?? .none
    case ("array.filter", .array(let items, let element)):
      return .array(
        try items.filter { try test($0, with: values[0], range: range) }, element: element)
    case ("array.map", .array(let items, _)):
      let mapped = try items.map { try apply(values[0], to: $0, range: range) }
      return try checkedSize(
        .array(mapped, element: mapped.first.map(typeName) ?? "Any"), range: range)
    case ("array.append", _):
      throw scriptError(
        "AlertLab does not simulate changing arrays; build the array at once", at: range)
    default: break
    }
    let world = state.world
    switch id {
    case "vc.present":
      guard case .object(let presenter) = receiver else { return .void }
      let presented = object(values[0])
      try withWorld {
        try $0.present(presented, from: presenter, completion: callable(2), runner: self)
      }
      return .void
    case "vc.dismiss":
      guard case .object(let presenter) = receiver else { return .void }
      try withWorld { try $0.dismiss(from: presenter, completion: callable(1), runner: self) }
      return .void
    case "vc.addChild":
      if case .object(let parent) = receiver, let child = object(values[0]) {
        state.world.addChild(child, to: parent)
      }
      return .void
    case "vc.removeFromParent":
      if case .object(let child) = receiver { state.world.removeFromParent(child) }
      return .void
    case "vc.didMove": return .void
    case "alert.addAction":
      guard case .object(let controller) = receiver, let action = object(values[0]) else {
        return .void
      }
      if world.actions[action]?.controller != nil {
        throw Crash(
          rule: RuleCatalog.oneCancel,
          context: world.ruleContext(subject: controller))
      }
      try withWorld { try $0.addAction(action, to: controller) }
      return .void
    case "alert.addTextField":
      guard case .object(let controller) = receiver else { return .void }
      try withWorld {
        try $0.addTextField(to: controller, configuration: callable(0), runner: self)
      }
      return .void
    case "nc.addObserverSelector":
      guard let observer = object(values[0]) else { return .void }
      let selector = string(1) ?? ""
      state.world.addObserver(
        observer, selector: selector, name: string(2), object: object(values[3]))
      return .void
    case "nc.addObserverBlock":
      guard let block = callable(3) else { return .void }
      let token = state.world.addObserver(name: string(0), object: object(values[1]), block: block)
      return .object(token)
    case "nc.removeObserver":
      if let observer = object(values[0]) {
        state.world.removeObserver(observer, name: nil, object: nil)
      }
      return .void
    case "nc.removeObserverNamed":
      if let observer = object(values[0]) {
        state.world.removeObserver(observer, name: string(1), object: object(values[2]))
      }
      return .void
    case "nc.post":
      let name = string(0) ?? ""
      let target = object(values.count > 1 ? values[1] : .none)
      try withWorld { try $0.post(name, object: target, runner: self) }
      return .void
    case "storyboard.instantiate":
      return instantiateFromStoryboard(string(0) ?? "")
    default:
      throw scriptError("AlertLab does not simulate this method yet", at: range)
    }
  }

  /// Runs a world operation on the world moved out of the state (no copy), so callbacks can
  /// run against it.
  func withWorld(_ body: (inout World) throws -> Void) throws {
    var world = World.placeholder
    swap(&world, &state.world)
    defer { swap(&world, &state.world) }
    try body(&world)
  }

  // MARK: - Types, initializers and static members

  /// `UIAlertControllerStyle` resolves to `UIAlertController.Style|old:UIAlertControllerStyle`.
  func splitOld(_ raw: String) -> (type: String, old: String?) {
    guard raw.utf8.contains(UInt8(ascii: "|")), let marker = raw.firstRange(of: "|old:") else {
      return (raw, nil)
    }
    return (String(raw[..<marker.lowerBound]), String(raw[marker.upperBound...]))
  }

  func isTypeName(_ name: String) -> Bool {
    if APICatalog.types[name] != nil || APICatalog.enums[name] != nil { return true }
    if state.classes[name] != nil { return true }
    if PopoverState.storyboardControllers[name] != nil { return true }
    if APICatalog.types.values.contains(where: { $0.oldNames.contains(name) }) { return true }
    if APICatalog.enums.values.contains(where: { $0.oldNames.contains(name) }) { return true }
    return [
      "UIApplication", "UITextField", "UIAlertController", "NSNotification", "Notification",
      "UIColor", "UINib", "Bundle", "UIPopoverController",
    ].contains(name)
  }

  /// Today's name of a type, noting an old spelling.
  func canonicalTypeName(_ name: String, range: SourceRange) -> String {
    if let spec = APICatalog.types.values.first(where: { $0.oldNames.contains(name) }) {
      // `NSNotificationCenter.defaultCenter()` is named as a whole when it is called.
      if !["NSString", "NSNotification", "NSNotificationCenter"].contains(name) {
        noteSpelling(name, today: spec.name)
      }
      return spec.name
    }
    if let spec = APICatalog.enums.values.first(where: { $0.oldNames.contains(name) }) {
      return spec.name + "|old:" + name
    }
    return name
  }

  func construct(
    _ rawType: String, arguments: [Argument], range: SourceRange, calleeRange: SourceRange
  )
    throws -> Value
  {
    let type = splitOld(rawType).type
    if state.world.iOS < IOSVersion(8), type == "UIAlertController" || type == "UIAlertAction" {
      emitNote(
        "\(type) does not exist on iOS \(state.world.iOS): as in Objective-C, messaging the "
          + "missing class gives nil, and calls on it do nothing", key: "ios7-" + type)
      let initializers = APICatalog.members(of: type).filter { $0.kind == .initializer }
      let have = arguments.map { $0.isTrailingClosure ? nil : $0.label }
      if let spec = initializers.first(where: { labelsFitTrailing(have, arguments, $0.params) }) {
        _ = try bindValues(arguments, to: spec.params)
      }
      return .object(ObjectID(0))
    }
    if let declared = state.classes[type] {
      guard arguments.isEmpty else {
        throw scriptError("AlertLab creates '\(type)' only with '\(type)()'", at: range)
      }
      if isBackgroundViewClass(type) { return .object(try instantiate(type)) }
      let parent = declared.inherited.first?.description ?? ""
      guard APICatalog.isSubclass(APICatalog.catalogType(for: parent), of: "UIViewController")
      else {
        throw scriptError(
          "AlertLab creates instances of classes that inherit from UIViewController only", at: range
        )
      }
      return .object(state.world.makeViewController(className: type))
    }
    if let title = PopoverState.storyboardControllers[type] {
      guard arguments.isEmpty else {
        throw scriptError("AlertLab creates '\(type)' only with '\(type)()'", at: range)
      }
      return .object(state.world.makeViewController(className: type, title: title))
    }
    let candidates = APICatalog.members(of: type).filter {
      if case .initializer = $0.kind { return true }
      return false
    }
    guard !candidates.isEmpty else {
      if type == "UIViewController" || type == "ViewController" {
        return .object(state.world.makeViewController(className: "UIViewController"))
      }
      throw scriptError("AlertLab does not simulate creating '\(type)'", at: calleeRange)
    }
    let have = arguments.map { $0.isTrailingClosure ? nil : $0.label }
    guard let spec = candidates.first(where: { labelsFitTrailing(have, arguments, $0.params) })
    else {
      let closest =
        candidates.first { $0.params.count >= have.count }
        ?? candidates.max { $0.params.count < $1.params.count } ?? candidates[0]
      throw labelError(
        have: have, want: closest.params.map { $0.label },
        defaults: closest.params.map { $0.hasDefault }, range: range)
    }
    let values = try bindValues(arguments, to: spec.params)
    return try initialize(spec.id, values: values, range: range)
  }

  func initialize(_ id: String, values: [Value], range: SourceRange) throws -> Value {
    if id.hasPrefix("legacy.") { return try initializeLegacy(id, values: values, range: range) }
    if id.hasPrefix("popovers.") { return try initializePopovers(id, values: values, range: range) }
    func text(_ index: Int) -> String? {
      if case .string(let text) = values[index].unwrapped ?? .void { return text }
      return nil
    }
    func number(_ index: Int) -> Double { self.number(values[index].unwrapped ?? .int(0)) }
    func enumName(_ index: Int) -> String {
      if case .enumCase(_, let name) = values[index] { return name }
      return ""
    }
    switch id {
    case "alert.init":
      let style: AlertStyle = enumName(2) == "actionSheet" ? .actionSheet : .alert
      return .object(
        state.world.makeAlertController(title: text(0), message: text(1), style: style))
    case "action.init":
      let style = ActionStyle(rawValue: enumName(1)) ?? .default
      return .object(
        state.world.makeAction(title: text(0), style: style, handler: callable(for: values[2])))
    case "item.initTitle":
      return .object(state.world.makeBarButtonItem(title: text(0) ?? ""))
    case "item.initSystem":
      return .object(state.world.makeBarButtonItem(title: enumName(0)))
    case "vc.init", "vc.initNib":
      return .object(state.world.makeViewController(className: "UIViewController"))
    case "rect.init":
      return .rect(Rect(x: number(0), y: number(1), width: number(2), height: number(3)))
    case "rect.initOriginSize":
      guard case .point(let origin) = values[0], case .size(let size) = values[1] else {
        return .rect(.zero)
      }
      return .rect(Rect(origin: origin, size: size))
    case "rect.initZero": return .rect(.zero)
    case "size.init": return .size(Size(width: number(0), height: number(1)))
    case "size.initZero": return .size(.zero)
    case "point.init": return .point(Point(x: number(0), y: number(1)))
    case "point.initZero": return .point(.zero)
    case "insets.init":
      return .insets(
        EdgeInsets(top: number(0), left: number(1), bottom: number(2), right: number(3)))
    default:
      throw scriptError("AlertLab does not simulate this initializer yet", at: range)
    }
  }

  func staticMember(_ rawType: String, name: String, range: SourceRange) throws -> Value {
    let (type, oldTypeName) = splitOld(rawType)
    if name == "self" { return .type(type) }
    if let value = try learnerClassMember(type, name: name, arguments: nil, range: range) {
      return value
    }
    if let value = try popoversStaticMember(type, name: name, range: range) { return value }
    if let spec = APICatalog.enums[type] {
      let value = try enumCase(spec, name: name, range: range, noteSpelling: oldTypeName == nil)
      if let oldTypeName {
        let today: String
        switch value {
        case .enumCase(_, let canonical): today = "\(type).\(canonical)"
        default: today = type
        }
        noteSpelling("\(oldTypeName).\(name)", today: today)
      }
      return value
    }
    let nested = type + "." + name
    if APICatalog.enums[nested] != nil { return .type(nested) }
    switch (type, name) {
    case ("UITextField", "textDidChangeNotification"):
      return .string(NotificationName.textDidChange)
    case ("UIApplication", "didEnterBackgroundNotification"):
      return .string(NotificationName.didEnterBackground)
    case ("NSNotification.Name", "UITextFieldTextDidChange"),
      ("Notification.Name", "UITextFieldTextDidChange"):
      noteSpelling(
        "NSNotification.Name.UITextFieldTextDidChange",
        today: "UITextField.textDidChangeNotification")
      return .string(NotificationName.textDidChange)
    case ("NSNotification.Name", "UIApplicationDidEnterBackground"),
      ("Notification.Name", "UIApplicationDidEnterBackground"):
      noteSpelling(
        "NSNotification.Name.UIApplicationDidEnterBackground",
        today: "UIApplication.didEnterBackgroundNotification")
      return .string(NotificationName.didEnterBackground)
    case ("NSNotification", "Name"), ("Notification", "Name"):
      return .type("NSNotification.Name")
    default: break
    }
    let statics = APICatalog.members(of: type).filter { $0.kind == .staticProperty }
    if let spec = statics.first(where: { $0.name == name || $0.old.contains { $0.name == name } }) {
      return try staticValue(spec.id, range: range)
    }
    throw scriptError("type '\(type)' has no member '\(name)'", at: range)
  }

  func staticValue(_ id: String, range: SourceRange) throws -> Value {
    switch id {
    case "nc.default": return .singleton("NotificationCenter.default")
    case "device.current": return .singleton("UIDevice.current")
    case "rect.zero": return .rect(.zero)
    case "size.zero": return .size(.zero)
    case "point.zero": return .point(.zero)
    case "insets.zero": return .insets(.zero)
    default: throw scriptError("AlertLab does not simulate this member yet", at: range)
    }
  }

  func callStatic(
    _ type: String, name: String, arguments: [Argument], range: SourceRange,
    nameRange: SourceRange
  ) throws -> Value {
    if state.classes[type] != nil, classFunction(name, arity: arguments.count, in: type) != nil {
      let values = try arguments.map { try eval($0.value) }
      if let value = try learnerClassMember(type, name: name, arguments: values, range: range) {
        return value
      }
    }
    if let value = try callPopoversStatic(
      type, name: name, arguments: arguments, range: range, nameRange: nameRange)
    {
      return value
    }
    switch (type, name) {
    case ("NotificationCenter", "defaultCenter"):
      noteSpelling("NSNotificationCenter.defaultCenter()", today: "NotificationCenter.default")
      return .singleton("NotificationCenter.default")
    case ("UIDevice", "currentDevice"):
      noteSpelling("UIDevice.currentDevice()", today: "UIDevice.current")
      return .singleton("UIDevice.current")
    default:
      throw scriptError("type '\(type)' has no member '\(name)'", at: nameRange)
    }
  }

  /// `.alert`, `.Cancel`, `.popover`, `.any`: a case of the type the context expects.
  func implicitMember(_ name: String, expected: String?, range: SourceRange) throws -> Value {
    guard let expected else {
      throw scriptError("cannot infer contextual base in reference to member '\(name)'", at: range)
    }
    let type = stripOptional(expected)
    if let spec = APICatalog.enums[type] { return try enumCase(spec, name: name, range: range) }
    switch (type, name) {
    case ("CGRect", "zero"): return .rect(.zero)
    case ("CGSize", "zero"): return .size(.zero)
    case ("CGPoint", "zero"): return .point(.zero)
    case ("UIEdgeInsets", "zero"): return .insets(.zero)
    default:
      throw scriptError("type '\(expected)' has no member '\(name)'", at: range)
    }
  }

  /// A case of an enum, accepting the Swift 1/2 capitalised spelling with a note.
  func enumCase(_ spec: EnumSpec, name: String, range: SourceRange, noteSpelling: Bool = true)
    throws -> Value
  {
    var canonical = name
    if !spec.cases.contains(name) {
      let lowered = name.prefix(1).lowercased() + name.dropFirst()
      if spec.cases.contains(lowered) {
        canonical = lowered
        if noteSpelling { self.noteSpelling("." + name, today: "." + lowered) }
      } else {
        let notes =
          Spelling.nearest(name, in: spec.cases).map {
            [Diagnostic.note("did you mean '.\($0)'?", at: range)]
          } ?? []
        throw scriptError("type '\(spec.name)' has no member '\(name)'", at: range, notes: notes)
      }
    }
    if spec.isOptionSet {
      switch canonical {
      case "up": return .arrowDirections(.up)
      case "down": return .arrowDirections(.down)
      case "left": return .arrowDirections(.left)
      case "right": return .arrowDirections(.right)
      case "any": return .arrowDirections(.any)
      default: return .arrowDirections(.unknown)
      }
    }
    return .enumCase(type: spec.name, name: canonical)
  }

  /// Global constants of old SDKs: `UITextFieldTextDidChangeNotification`, `CGRectZero`.
  func globalConstant(_ name: String, range: SourceRange) throws -> Value? {
    switch name {
    case "UITextFieldTextDidChangeNotification":
      noteSpelling(name, today: "UITextField.textDidChangeNotification")
      return .string(NotificationName.textDidChange)
    case "UIApplicationDidEnterBackgroundNotification":
      noteSpelling(name, today: "UIApplication.didEnterBackgroundNotification")
      return .string(NotificationName.didEnterBackground)
    case "CGRectZero":
      noteSpelling(name, today: "CGRect.zero")
      return .rect(.zero)
    case "CGSizeZero":
      noteSpelling(name, today: "CGSize.zero")
      return .size(.zero)
    case "CGPointZero":
      noteSpelling(name, today: "CGPoint.zero")
      return .point(.zero)
    case "UIEdgeInsetsZero":
      noteSpelling(name, today: "UIEdgeInsets.zero")
      return .insets(.zero)
    default:
      return nil
    }
  }

  // MARK: - Built-in functions

  func callBuiltin(_ name: String, arguments: [Argument], range: SourceRange) throws -> Value {
    let formatter = ValueFormatter(world: state.world)
    func numbers(_ count: Int, today: String) throws -> [Double] {
      guard arguments.count == count else {
        throw scriptError("\(name) takes \(count) arguments", at: range)
      }
      noteSpelling(name + "(...)", today: today)
      return try arguments.map {
        number(
          try coerce(try eval($0.value, expected: "CGFloat"), to: "CGFloat", at: $0.value.range))
      }
    }
    switch name {
    case "print", "println", "NSLog":
      if name == "println" { noteSpelling("println(_:)", today: "print(_:)") }
      var separator = " "
      var items: [String] = []
      for argument in arguments {
        let value = try eval(argument.value)
        if argument.label == "separator", case .string(let text) = value {
          separator = text
        } else if argument.label == "terminator" {
          continue
        } else {
          items.append(formatter.printed(value))
        }
      }
      let line = items.joined(separator: separator)
      try chargeText(line.utf8.count, range)
      state.world.emit(.output(line))
      return .void
    case "countElements", "count":
      guard arguments.count == 1 else { throw scriptError("\(name) takes 1 argument", at: range) }
      if name == "countElements" { noteSpelling("countElements(x)", today: "x.count") }
      let value = try eval(arguments[0].value)
      switch value.unwrapped {
      case .string(let text)?: return .int(text.count)
      case .array(let items, _)?: return .int(items.count)
      default:
        throw scriptError(
          "cannot count a value of type '\(typeName(value))'", at: arguments[0].value.range)
      }
    case "Selector":
      guard arguments.count == 1, case .string(let text) = try eval(arguments[0].value) else {
        throw scriptError("Selector takes a string", at: range)
      }
      noteSpelling("Selector(\"\(text)\")", today: "#selector(...)")
      return .selector(text)
    case "CGRectMake":
      let n = try numbers(4, today: "CGRect(x:y:width:height:)")
      return .rect(Rect(x: n[0], y: n[1], width: n[2], height: n[3]))
    case "CGSizeMake":
      let n = try numbers(2, today: "CGSize(width:height:)")
      return .size(Size(width: n[0], height: n[1]))
    case "CGPointMake":
      let n = try numbers(2, today: "CGPoint(x:y:)")
      return .point(Point(x: n[0], y: n[1]))
    case "UIEdgeInsetsMake":
      let n = try numbers(4, today: "UIEdgeInsets(top:left:bottom:right:)")
      return .insets(EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3]))
    case "String"
    where arguments.count == 2 && arguments[0].label == "repeating"
      && arguments[1].label == "count":
      guard case .string(let unit) = try eval(arguments[0].value),
        case .int(let count) = try eval(arguments[1].value, expected: "Int"), count >= 0
      else { throw scriptError("String(repeating:count:) takes a String and a count", at: range) }
      let (bytes, overflow) = unit.utf8.count.multipliedReportingOverflow(by: count)
      guard !overflow, bytes <= Interpreter.stringLimit else {
        throw scriptError(
          "this string would be longer than \(Interpreter.stringLimit) bytes: AlertLab stops it",
          at: range)
      }
      if unit.isEmpty { return .string("") }
      try chargeText(bytes, range)
      return .string(String(repeating: unit, count: count))
    case "Float", "Double", "Int", "String":
      guard arguments.count == 1 else {
        throw scriptError("\(name)(_:) takes one argument", at: range)
      }
      let value = try eval(arguments[0].value)
      switch (name, value) {
      case ("String", _):
        var bounded = formatter
        bounded.limit = Interpreter.stringLimit
        let text = bounded.printed(value)
        try checkLength(text, range: range)
        try chargeText(text.utf8.count, range)
        return .string(text)
      case ("Int", .string(let text)): return Int(text).map { .some(.int($0)) } ?? .none
      case ("Int", .double(let number)):
        guard number.isFinite else {
          throw scriptError(
            "Double value cannot be converted to Int because it is either infinite "
              + "or NaN", at: range)
        }
        guard let whole = Int(exactly: number.rounded(.towardZero)) else {
          throw scriptError(
            "Double value cannot be converted to Int because the result would be "
              + (number < 0 ? "less than Int.min" : "greater than Int.max"), at: range)
        }
        return .int(whole)
      case (_, .string(let text)): return Double(text).map { .some(.double($0)) } ?? .none
      case (_, .int(let number)): return .double(Double(number))
      case (_, .double): return value
      default:
        throw scriptError("cannot convert '\(typeName(value))' to \(name)", at: range)
      }
    case "UI_USER_INTERFACE_IDIOM":
      noteSpelling("UI_USER_INTERFACE_IDIOM()", today: "UIDevice.current.userInterfaceIdiom")
      return .enumCase(type: "UIUserInterfaceIdiom", name: state.world.device.idiom.rawValue)
    case "min", "max", "abs":
      let values = try arguments.map { try eval($0.value) }
      guard !values.isEmpty else { return .int(0) }
      let integers = values.compactMap { value -> Int? in
        if case .int(let number) = value { return number }
        return nil
      }
      if integers.count == values.count {
        // Integers stay integers: through Double, large values would lose digits.
        if name == "abs" {
          let (magnitude, overflow) = Int(0).subtractingReportingOverflow(integers[0])
          if integers[0] >= 0 { return .int(integers[0]) }
          if overflow {
            throw scriptError(
              "arithmetic operation 'abs(\(integers[0]))' (on type 'Int') results in an overflow",
              at: range)
          }
          return .int(magnitude)
        }
        return .int((name == "min" ? integers.min() : integers.max()) ?? 0)
      }
      let nums = values.map(number)
      let result =
        name == "abs" ? Swift.abs(nums[0]) : (name == "min" ? nums.min() ?? 0 : nums.max() ?? 0)
      return .double(result)
    default:
      throw scriptError("cannot find '\(name)' in scope", at: range)
    }
  }

  // MARK: - Declarations

  func declareClass(_ decl: ClassDecl, range: SourceRange) throws {
    guard scopes.isEmpty else {
      throw scriptError("AlertLab simulates classes declared at the top level only", at: range)
    }
    if decl.name == "ViewController" {
      for member in decl.members {
        if case .function(let function) = member.kind {
          state.functions[function.name, default: []].removeAll { sameSignature($0, function) }
          state.functions[function.name, default: []].append(function)
        }
      }
      return
    }
    state.classes[decl.name] = decl
    try checkClass(decl)
    if decl.inherited.first?.description == "UIAlertController" {
      let rule = RuleCatalog.subclassingAlertController
      state.world.emit(.advice(ruleID: rule.id, text: rule.message(state.world.ruleContext())))
    }
  }

  func declareExtension(_ decl: ExtensionDecl, range: SourceRange) throws {
    let name = decl.extendedType.description
    guard name == "ViewController" || name == "UIViewController" else {
      throw scriptError(
        "AlertLab simulates extensions of ViewController (the type of self) only; "
          + "'\(name)' cannot be extended here", at: decl.extendedType.range)
    }
    for member in decl.members {
      switch member.kind {
      case .function(let function):
        noteOldTypes(in: function)
        state.functions[function.name, default: []].removeAll { sameSignature($0, function) }
        state.functions[function.name, default: []].append(function)
      default:
        throw scriptError(
          "AlertLab simulates functions in an extension of ViewController; "
            + "declare variables at the top level", at: member.range)
      }
    }
  }
}

extension Interpreter {
  /// Calls a closure value with one argument.
  func apply(_ function: Value, to argument: Value, range: SourceRange) throws -> Value {
    guard case .function = function else {
      throw scriptError("expected a closure", at: range)
    }
    return try callFunctionValue(function, arguments: [argument], range: range)
  }

  /// Calls a closure that must answer a Bool (`filter`, `contains(where:)`).
  func test(_ element: Value, with function: Value, range: SourceRange) throws -> Bool {
    let answer = try apply(function, to: element, range: range)
    guard case .bool(let flag) = answer else {
      throw scriptError(
        "cannot convert value of type '\(typeName(answer))' to closure result type 'Bool'",
        at: range)
    }
    return flag
  }

  /// Runs a function value with evaluated arguments.
  func callFunctionValue(_ value: Value, arguments: [Value], range: SourceRange) throws -> Value {
    guard case .function(let function) = value else { return .void }
    switch function {
    case .closure(let index):
      guard let entry = state.callables[index] else { return .void }
      return try invoke(entry, arguments: arguments, range: range)
    case .userFunction, .builtin:
      return try invoke(.function(function), arguments: arguments, range: range)
    }
  }
}
