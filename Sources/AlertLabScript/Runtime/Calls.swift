import AlertLabKit
import AlertLabWords

extension Interpreter {
  /// Matches a call's labels against the members of that name (today's spelling first, then an
  /// old one), evaluates the arguments against the parameter types, and notes an old spelling.
  /// The old spellings are looked up only when no member of today's spelling fits.
  func bind(
    today: [APIMember],
    old oldSpellings: @autoclosure () -> [(member: APIMember, spelling: OldSpelling)],
    typeName: @autoclosure () -> String, name: String, arguments: [Argument],
    range: SourceRange, nameRange: SourceRange, element: String? = nil
  ) throws -> MemberUse.Bound {
    let have = writtenLabels(arguments)
    let trailing = arguments.last?.isTrailingClosure == true
    // Overloads with the same labels (`convert(_: CGRect, to:)`, `convert(_: CGPoint, to:)`)
    // are told apart by their arguments: the first whose types fit is the one called.
    var refusal: Error?
    for spec in today {
      if trailing, !spec.takesClosure { continue }
      if labelsFit(have, trailing: trailing, spec) {
        do {
          return (spec, try bindValues(arguments, to: spec.params, element: element))
        } catch {
          if refusal == nil { refusal = error }
        }
      }
    }
    if let refusal { throw refusal }
    let old = oldSpellings()
    for (spec, spelling) in old {
      let oldParams = zip(spelling.labels, spec.params).map {
        ParamSpec($0.0, $0.1.type, default: $0.1.hasDefault)
      }
      if labelsFitTrailing(have, arguments, oldParams) {
        let values = try bindValues(arguments, to: oldParams)
        let note = spec.note(for: spelling)
        noteSpelling(note.old, today: note.today)
        return (spec, values)
      }
    }
    if let fallback = today.first ?? old.first?.member {
      throw labelError(
        have: Array(have), want: fallback.params.map { $0.label },
        defaults: fallback.params.map { $0.hasDefault }, range: range)
    }
    throw noMember(typeName(), name, range: nameRange, labels: Array(have))
  }

  /// The labels a call's arguments are written with (none for a trailing closure), read from
  /// the arguments as they are asked for: matching them against a member's builds no array.
  func writtenLabels(_ arguments: [Argument]) -> LazyMapSequence<[Argument], String?> {
    arguments.lazy.map { $0.isTrailingClosure ? nil : $0.label }
  }

  /// Labels match, allowing a trailing closure to stand for a labelled closure parameter.
  func labelsFitTrailing<Have: RandomAccessCollection<String?>>(
    _ have: Have, _ arguments: [Argument], _ want: [ParamSpec]
  ) -> Bool where Have.Index == Int {
    labelsFitTrailing(
      have, trailing: arguments.last?.isTrailingClosure == true, labels: want.map(\.label),
      defaults: want.map(\.hasDefault), closureLabel: want.last(where: \.isFunction).map(\.label))
  }

  /// The same for a member, whose labels are worked out once: `trailing` says the last
  /// argument is a trailing closure.
  func labelsFit<Have: RandomAccessCollection<String?>>(
    _ have: Have, trailing: Bool, _ spec: APIMember
  ) -> Bool where Have.Index == Int {
    labelsFitTrailing(
      have, trailing: trailing, labels: spec.labels, defaults: spec.defaults,
      closureLabel: spec.trailingClosureLabel)
  }

  /// The same with the parameters' labels, defaults and closure parameter's label given.
  func labelsFitTrailing<Have: RandomAccessCollection<String?>>(
    _ have: Have, trailing: Bool, labels: [String?], defaults: [Bool],
    closureLabel: String??
  ) -> Bool where Have.Index == Int {
    if trailing, !have.isEmpty, let closureLabel,
      labelsMatch(have: have, want: labels, defaults: defaults, lastLabel: closureLabel)
    {
      return true
    }
    return labelsMatch(have: have, want: labels, defaults: defaults)
  }

  /// Evaluates arguments in parameter order; parameters with defaults left out get nil.
  /// `element`: an array's element type, which an `Element` parameter expects
  /// (`tokens.contains(.word("go"))`).
  func bindValues(_ arguments: [Argument], to params: [ParamSpec], element: String? = nil)
    throws -> [Value]
  {
    var values: [Value] = []
    values.reserveCapacity(params.count)
    var index = 0
    for param in params {
      if index < arguments.count,
        arguments[index].label == param.label
          || (arguments[index].isTrailingClosure && param.isFunction)
      {
        let argument = arguments[index]
        let expected = param.type == "Element" ? element ?? param.type : param.type
        var value = try eval(argument.value, expected: expected)
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

  /// Calls the method `name` of `receiver`. Where no member has that name but the learner
  /// (or the SwiftUI module) declared it with other labels, the error is Swift's about the
  /// labels, at the opening parenthesis after the name (`labelMiss`); worked out only
  /// once the call has failed, so a call that works pays nothing for it.
  func callMember(
    _ receiver: Value, name: String, arguments: [Argument], range: SourceRange,
    nameRange: SourceRange
  ) throws -> Value {
    do {
      return try callFoundMember(
        receiver, name: name, arguments: arguments, range: range, nameRange: nameRange)
    } catch let failure as ScriptFailure {
      guard failure.isNoMember(name, at: nameRange),
        let miss = labelMiss(of: receiver, method: name, arguments: arguments)
      else { throw failure }
      throw labelFailure(miss, receiver: receiver, name: name, arguments, nameRange: nameRange)
    }
  }

  /// Swift's error for a call whose labels `miss` the declarations of `name`: the labels
  /// of the nearest, at the opening parenthesis after the name, or no exact match, at it.
  func labelFailure(
    _ miss: LabelMiss, receiver: Value, name: String, _ arguments: [Argument],
    nameRange: SourceRange
  ) -> ScriptFailure {
    switch miss {
    case .nearest(let want, let defaults):
      return labelError(
        have: arguments.map(\.label), want: want, defaults: defaults,
        range: SourceRange(start: nameRange.end, end: nameRange.end))
    case .tied:
      var kind = "instance"
      if case .type = receiver { kind = "static" }
      return scriptError("no exact matches in call to \(kind) method '\(name)'", at: nameRange)
    }
  }

  func callFoundMember(
    _ receiver: Value, name: String, arguments: [Argument], range: SourceRange,
    nameRange: SourceRange
  ) throws -> Value {
    if case .type(let type) = receiver {
      if let value = try enumPayloadCase(type, name: name, arguments: arguments, range: range)
        ?? resultCase(type, name: name, arguments: arguments, range: range)
      {
        return value
      }
      // `AlertConfig.Button(title: "OK")`: an instance of a type declared inside another.
      if let nested = nestedTypeName(name, in: type) {
        return try construct(nested, arguments: arguments, range: range, calleeRange: nameRange)
      }
      return try callStatic(
        type, name: name, arguments: arguments, range: range, nameRange: nameRange)
    }
    if case .substring(let slice) = receiver {
      return try callSubstringMember(
        slice, name: name, arguments: arguments, range: range, nameRange: nameRange)
    }
    if case .singleton("super") = receiver, name == "init" {
      if let value = try superInitializer(arguments, range: range) { return value }
      // `super.init()` in an initializer: NSObject's and UIKit's own set nothing AlertLab
      // simulates beyond what the subclass's stored properties already hold.
      _ = try arguments.map { try eval($0.value) }
      return .void
    }
    if case .singleton("super") = receiver {
      if let value = try callSuperInScreenClass(name, arguments: arguments, range: range) {
        return value
      }
      // `super.viewDidLoad()` in an override of self's life cycle: UIViewController's own
      // versions do nothing AlertLab simulates.
      // So does UIView's `layoutSubviews()`.
      let lifeCycle: Set<String> = [
        "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear",
        "viewDidDisappear", "awakeFromNib", "didReceiveMemoryWarning", "layoutSubviews",
        "loadView", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "prepare",
      ]
      if lifeCycle.contains(name) {
        _ = try arguments.map { try eval($0.value) }
        return .void
      }
      // `super.addTextField { ... }` in a subclass's override: UIKit's own method, on self.
      guard let instance = currentInstance ?? screenInstance,
        memberTable(of: instance).methods[name] != nil
      else {
        throw scriptError(
          Said(.simulatesSuperOnlyUIViewController), at: nameRange)
      }
      return try callCatalogMember(
        instance, name: name, arguments: arguments, range: range, nameRange: nameRange)
    }
    // Messaging the nil an iOS 7 app got from a missing class does nothing.
    if case .object(let id) = receiver, id.rawValue == 0 { return .void }
    switch receiver {
    case .int, .sized:
      if let value = try integerMethod(receiver, name: name, arguments: arguments, range: range) {
        return value
      }
    default: break
    }
    // `toggle.flip()`: a closure a tuple holds under that label is called.
    if case .tuple(let items, let labels) = receiver, let index = labels.firstIndex(of: name),
      index < items.count, case .function = items[index]
    {
      return try callValue(items[index], arguments: arguments, range: range)
    }
    if let value = try callLearnerMethod(receiver, name: name, arguments: arguments, range: range)
      ?? callOptionSetMethod(receiver, name: name, arguments: arguments, range: range)
    {
      return value
    }
    // `badge.render()`: a closure the instance stores (a lazy one made now) is called; so is
    // one a computed property gives (`var setter: (Bool) -> Void { ... }`).
    if case .object(let id) = receiver,
      state.instances[id]?[name] != nil
        || learnerClass(of: id).flatMap({ classVariable(name, classMember: false, in: $0) }) != nil
    {
      let stored = try getMember(receiver, name: name, range: nameRange, baseRange: range)
      if case .function = stored.unwrapped ?? .void {
        return try callValue(stored, arguments: arguments, range: range)
      }
    }
    if let value = try callLazyMethod(
      receiver, name: name, arguments: arguments, range: range, nameRange: nameRange)
      ?? callCollectionMethod(receiver, name: name, arguments: arguments, range: range)
      ?? learnerSequenceMethod(
        receiver, name: name, arguments: arguments, range: range, nameRange: nameRange)
      ?? learnerCollectionIndex(
        receiver, name: name, arguments: arguments, range: range, nameRange: nameRange)
    {
      return value
    }
    if let value = try callDictionaryMethod(
      receiver, name: name, arguments: arguments, range: range)
    {
      return value
    }
    if arguments.isEmpty, Self.swift2PropertyCalls.contains(name),
      findProperty(in: receiverType(receiver), name: name) != nil
    {
      // Swift 2's `isBeingPresented()`: a method then, a property from Swift 3 (§4B).
      emitNote(Said(.methodSwiftTodaySwift, name, name), key: "swift2-call:" + name)
      return try getMember(receiver, name: name, range: nameRange, baseRange: range)
    }
    // `user.greet("Ann")` of a `@dynamicMemberLookup` type whose subscript gives a function.
    if !hasMethod(receiver, named: name),
      try dynamicMemberArgument(receiver, name: name, range: nameRange) != nil
    {
      let member = try getMember(receiver, name: name, range: nameRange, baseRange: range)
      if case .function = member {
        return try callValue(member, arguments: arguments, range: range)
      }
    }
    return try callCatalogMember(
      receiver, name: name, arguments: arguments, range: range, nameRange: nameRange)
  }

  /// The screen's view controller while one of the learner's screen class methods runs
  /// (`self` there), nil otherwise.
  var screenInstance: Value? {
    guard state.screenClass != nil, currentInstance == nil else { return nil }
    return .object(state.world.rootViewController)
  }

  /// Calls the method of UIKit, Foundation or Swift that `receiver`'s type declares,
  /// whatever a learner's subclass overrides.
  func callCatalogMember(
    _ receiver: Value, name: String, arguments: [Argument], range: SourceRange,
    nameRange: SourceRange
  ) throws -> Value {
    let table = memberTable(of: receiver)
    let (spec, values) = try bind(
      today: table.methods[name] ?? [], old: table.oldMethods[name] ?? [],
      typeName: typeName(receiver), name: name, arguments: arguments, range: range,
      nameRange: nameRange, element: receiver.arrayElement)
    try checkAvailability(spec, range: nameRange)
    checkMainThread(spec)
    // Reading a string costs its length (a `.count` of a long one is no single step).
    if case .string(let text) = receiver { try chargeText(text.utf8.count, range) }
    return try spec.run(
      self, MemberUse(member: spec, receiver: receiver, arguments: values, range: range))
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
  /// `Character` or `Unicode.Scalar` when the expression is known to be one: a variable
  /// declared so, a cast to one, or one made by its initializer; nil otherwise.
  func characterTypeName(of expr: Expr) -> String? {
    var known: String?
    switch expr.kind {
    case .cast(_, .plain, let type): known = type.description
    case .paren(let inner): return characterTypeName(of: inner)
    case .call(let callee, _):
      guard case .identifier(let name) = callee.kind, box(for: name) == nil else { return nil }
      known = name
    default: known = staticTypeName(of: expr)
    }
    switch known {
    case "Character": return "Character"
    case "Unicode.Scalar", "UnicodeScalar": return "Unicode.Scalar"
    default: return nil
    }
  }

  func splitOld(_ raw: String) -> (type: String, old: String?) {
    guard raw.containsUTF8Byte(UInt8(ascii: "|")), let marker = raw.utf8Range(of: "|old:") else {
      return (raw, nil)
    }
    return (String(raw[..<marker.lowerBound]), String(raw[marker.upperBound...]))
  }

  func isTypeName(_ name: String) -> Bool {
    nameFacts(name).contains(.catalogType) || isLearnerClassName(name)
  }

  /// A class (or enum) the learner declared.
  func isLearnerClassName(_ name: String) -> Bool {
    !state.classes.isEmpty && state.classes[name] != nil
  }

  /// A class, struct or enum the learner declared (a protocol is none of them).
  func isLearnerTypeName(_ name: String) -> Bool {
    isLearnerClassName(name) || !state.enums.isEmpty && state.enums[name] != nil
  }

  /// A type of the catalog, of Swift or of the storyboard, in any era's spelling.
  static func isCatalogTypeName(_ name: String) -> Bool {
    if APICatalog.types.contains(name) || APICatalog.enums.contains(name) { return true }
    if PopoverState.storyboardControllers[name] != nil { return true }
    if APICatalog.renamedTypes.contains(name) || APICatalog.renamedEnums.contains(name) {
      return true
    }
    return [
      "UIApplication", "UITextField", "UIAlertController", "NSNotification", "Notification",
      "UIColor", "UINib", "Bundle", "UIPopoverController",
    ].contains(name)
  }

  /// Today's name of a type, noting an old spelling.
  func canonicalTypeName(_ name: String, range: SourceRange, facts: NameFacts? = nil) -> String {
    // Most names are today's: one remembered answer instead of two searches.
    guard (facts ?? nameFacts(name)).contains(.renamedType) else { return name }
    if let today = APICatalog.renamedTypes[name] {
      // `NSNotificationCenter.defaultCenter()` is named as a whole when it is called.
      if !["NSString", "NSNotification", "NSNotificationCenter"].contains(name) {
        noteSpelling(name, today: today)
      }
      return today
    }
    if let today = APICatalog.renamedEnums[name] { return today + "|old:" + name }
    return name
  }

  func construct(
    _ rawType: String, arguments: [Argument], range: SourceRange, calleeRange: SourceRange
  )
    throws -> Value
  {
    var type = splitOld(rawType).type
    // `cells = .init(repeating: fill, count: n)` where `cells` is an array: `[T](...)`.
    if type.utf8.first == UInt8(ascii: "["), type.hasSuffix("]"), !type.contains(":") {
      return try makeArray(
        element: String(type.dropFirst().dropLast()), arguments: arguments, range: range)
    }
    if type.utf8.first == UInt8(ascii: "R"), type.hasPrefix("Result<"), state.enums["Result"] == nil
    {
      type = "Result"
    }
    if state.world.iOS < IOSVersion(8), type == "UIAlertController" || type == "UIAlertAction" {
      emitNote(
        Said(.doesExistIOSObjective, type, "\(state.world.iOS)"), key: "ios7-" + type)
      let initializers = APICatalog.table(of: type).initializers
      let have = arguments.map { $0.isTrailingClosure ? nil : $0.label }
      let trailing = arguments.last?.isTrailingClosure == true
      if let spec = initializers.first(where: { labelsFit(have, trailing: trailing, $0) }) {
        _ = try bindValues(arguments, to: spec.params)
      }
      return .object(ObjectID(0))
    }
    if let decl = state.enums[type] {
      if let value = try runEnumInitializer(decl, arguments: arguments, range: range) {
        return value
      }
      guard arguments.count == 1, arguments[0].label == "rawValue" else {
        throw scriptError(
          Said(.createsValuesRawValueCaseName, type, type), at: range)
      }
      let raw = try eval(arguments[0].value)
      let found = try decl.cases.first {
        try equal(rawValue(of: $0.name, in: decl), raw, range: range)
      }
      return found.map { .some(.enumCase(type: type, name: $0.name)) } ?? .none
    }
    if !state.classes.isEmpty, let declared = state.classes[type], !declared.modifiers.isEmpty {
      try checkAvailability(type, modifiers: declared.modifiers, range: calleeRange)
    }
    if isLearnerViewClass(type) {
      return try constructLearnerView(
        type, arguments: arguments, range: range, calleeRange: calleeRange)
    }
    if state.classes[type] != nil, !isBackgroundViewClass(type), !isViewControllerClass(type) {
      if let made = try constructOptionSet(type, arguments: arguments, range: range) {
        return made
      }
      return try constructLearnerObject(type, arguments: arguments, range: range)
    }
    if state.classes[type] != nil, !arguments.isEmpty, let ancestor = uikitAncestor(of: type),
      ancestor != "UIViewController", !hasOwnInit(type) || convenienceInits.last == ""
    {
      // `AlertController(title:message:preferredStyle:)`: UIKit's initializer, inherited.
      let made = try construct(
        ancestor, arguments: arguments, range: range, calleeRange: calleeRange)
      if case .object(let id) = made {
        state.world.viewControllers[id]?.className = type
        try addStoredProperties(of: type, to: id)
      }
      return made
    }
    if let value = try callExtensionInit(type, arguments: arguments, range: range) {
      return value
    }
    if state.classes[type] != nil, isBackgroundViewClass(type),
      let made = try constructBackgroundView(type, arguments: arguments, range: range)
    {
      return made
    }
    if let declared = state.classes[type] {
      guard arguments.isEmpty else {
        throw scriptError(Said(.createsOnly, type, type), at: range)
      }
      if isBackgroundViewClass(type) { return .object(try instantiate(type)) }
      let parent = declared.inherited.first?.description ?? ""
      guard APICatalog.isSubclass(APICatalog.catalogType(for: parent), of: "UIViewController")
      else {
        throw scriptError(
          Said(.createsInstancesClassesInherit), at: range
        )
      }
      let made = state.world.makeViewController(className: type)
      try addStoredProperties(of: type, to: made)
      return .object(made)
    }
    if let title = Interpreter.storyboardControllers[type] {
      guard arguments.isEmpty else {
        throw scriptError(Said(.createsOnly, type, type), at: range)
      }
      return .object(state.world.makeViewController(className: type, title: title))
    }
    if Interpreter.convertingTypes.contains(type) || IntegerKind(name: type) != nil {
      // `String.init(42)` is `String(42)`.
      return try callBuiltin(type, arguments: arguments, range: range)
    }
    let candidates = APICatalog.table(of: type).initializers
    guard !candidates.isEmpty else {
      if type == "UIViewController" || type == "ViewController" {
        return .object(state.world.makeViewController(className: "UIViewController"))
      }
      throw scriptError(Said(.doesSimulateCreating, type), at: calleeRange)
    }
    let have = writtenLabels(arguments)
    let trailing = arguments.last?.isTrailingClosure == true
    guard let spec = candidates.first(where: { labelsFit(have, trailing: trailing, $0) })
    else {
      let closest =
        candidates.first { $0.params.count >= have.count }
        ?? candidates.max { $0.params.count < $1.params.count } ?? candidates[0]
      throw labelError(
        have: Array(have), want: closest.params.map { $0.label },
        defaults: closest.params.map { $0.hasDefault }, range: range)
    }
    try checkAvailability(spec, range: calleeRange)
    let values = try bindValues(arguments, to: spec.params)
    return try spec.run(
      self, MemberUse(member: spec, receiver: .type(type), arguments: values, range: range))
  }

  /// `UIAlertController.Style.alert` for a case, the type for anything else.
  func todaysCase(_ value: Value, of type: String) -> String {
    if case .enumCase(_, let canonical) = value { return "\(type).\(canonical)" }
    return type
  }

  func staticMember(_ rawType: String, name: String, range: SourceRange) throws -> Value {
    let (type, oldTypeName) = splitOld(rawType)
    if name == "self" { return .type(type) }
    if let value = learnerEnumCase(type, name: name) { return value }
    // `AlertConfig.Style`: a type declared inside the learner's type.
    if let nested = nestedTypeName(name, in: type) { return .type(nested) }
    if name == "allCases", let decl = caseIterableEnum(type) {
      return .array(decl.cases.map { .enumCase(type: type, name: $0.name) }, element: type)
    }
    if let value = try staticStoredProperty(type, name: name) { return value }
    if let value = try learnerClassMember(type, name: name, arguments: nil, range: range) {
      return value
    }
    if let method = unboundMethod(type, name: name, range: range)
      ?? staticMethodValue(type, name: name, range: range)
    {
      return method
    }
    if let spec = APICatalog.enums[type], !isStaticPropertyBesideCases(spec, name) {
      let value = try enumCase(spec, name: name, range: range, noteSpelling: oldTypeName == nil)
      if let oldTypeName {
        noteSpelling("\(oldTypeName).\(name)", today: todaysCase(value, of: type))
      }
      return value
    }
    if Interpreter.enumNamePrefixes.contains(type) {
      let nested = type + "." + name
      if APICatalog.enums.contains(nested) { return .type(nested) }
    }
    // The notification types below all start with N: other types skip comparing with each
    // (comparing strings that differ costs more).
    if type.utf8.first == UInt8(ascii: "N") {
      switch (type, name) {
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
    }
    if let spec = APICatalog.table(of: type).staticProperties[name] {
      try checkAvailability(spec, range: range)
      return try spec.run(
        self, MemberUse(member: spec, receiver: .type(type), arguments: [], range: range))
    }
    // A simulated type nested in another that is not an enum: `UIWindow.Level`.
    if APICatalog.types.contains(type + "." + name) { return .type(type + "." + name) }
    if let refusal = notSimulated(type, name, labels: nil, range: range) { throw refusal }
    throw scriptError("type '\(type)' has no member '\(name)'", at: range)
  }

  func callStatic(
    _ type: String, name: String, arguments: [Argument], range: SourceRange,
    nameRange: SourceRange
  ) throws -> Value {
    if state.enums[type] == nil,
      let value = try callLearnerMethod(.type(type), name: name, arguments: arguments, range: range)
    {
      return value
    }
    if state.classes[type] != nil,
      let miss = labelMiss(of: .type(type), method: name, arguments: arguments)
    {
      throw labelFailure(miss, receiver: .type(type), name: name, arguments, nameRange: nameRange)
    }
    if state.classes[type] != nil,
      let function = classFunction(name, arity: arguments.count, in: type)
    {
      // `Network.send(.init(path: p))`: each argument as its parameter's type expects.
      let values = try zip(arguments, function.parameters).map { argument, parameter in
        try eval(argument.value, expected: parameter.isVariadic ? nil : parameter.type.description)
      }
      if let value = try learnerClassMember(type, name: name, arguments: values, range: range) {
        return value
      }
    }
    if type == "UINavigationBar", name == "appearanceWhenContainedIn" {
      return try appearanceWhenContainedIn(arguments)
    }
    // A learner's UIPopoverBackgroundView subclass answers its superclass's class methods.
    let catalogType =
      state.classes[type] != nil && isBackgroundViewClass(type) ? "UIPopoverBackgroundView" : type
    let table = APICatalog.table(of: catalogType)
    if let (spec, spelling) = table.staticCalls[name], !table.staticMethods.contains(name) {
      // `UIDevice.currentDevice()`: a static method of Swift 2 that is a property today.
      guard arguments.isEmpty else {
        throw scriptError("type '\(type)' has no member '\(name)'", at: nameRange)
      }
      let note = spec.note(for: spelling)
      noteSpelling(note.old, today: note.today)
      return try spec.run(
        self, MemberUse(member: spec, receiver: .type(type), arguments: [], range: range))
    }
    guard table.staticMethods.contains(name) || table.oldStaticMethods.contains(name) else {
      let labels = arguments.map { $0.isTrailingClosure ? nil : $0.label }
      if let refusal = notSimulated(type, name, labels: labels, range: nameRange) {
        throw refusal
      }
      throw scriptError("type '\(type)' has no member '\(name)'", at: nameRange)
    }
    let (spec, values) = try bind(
      today: table.staticMethods[name] ?? [], old: table.oldStaticMethods[name] ?? [],
      typeName: type, name: name, arguments: arguments, range: range, nameRange: nameRange)
    try checkAvailability(spec, range: nameRange)
    return try spec.run(
      self, MemberUse(member: spec, receiver: .type(type), arguments: values, range: range))
  }

  /// The storyboard's view controllers and their titles (`PopoverState.storyboardControllers`),
  /// indexed for `construct`, which asks for every type it makes.
  static let storyboardControllers = NameIndex(PopoverState.storyboardControllers)

  /// Every part of an enum's name before a dot (`UIAlertController` of
  /// `UIAlertController.Style`): only a type among them can have an enum nested in it.
  static let enumNamePrefixes: NameIndex<Void> = {
    var prefixes: [(String, Void)] = []
    for name in APICatalog.enums.keys {
      for (offset, byte) in name.utf8.enumerated() where byte == UInt8(ascii: ".") {
        prefixes.append((String(decoding: name.utf8.prefix(offset), as: UTF8.self), ()))
      }
    }
    return NameIndex(prefixes)
  }()

  /// `.alert`, `.Cancel`, `.popover`, `.any`: a case of the type the context expects.
  func implicitMember(_ name: String, expected: String?, range: SourceRange) throws -> Value {
    guard let expected else {
      throw scriptError("cannot infer contextual base in reference to member '\(name)'", at: range)
    }
    // `.none` where an optional is expected: `Optional.none`, nil, even when the wrapped enum
    // has a `none` case of its own (Swift warns and picks the optional's).
    if name == "none", stripOptional(expected) != expected {
      return .none
    }
    let type = learnerGenericBase(stripOptional(expected))
    if let spec = APICatalog.enums[type] ?? APICatalog.enums[normalizedTypeName(type)],
      !isStaticPropertyBesideCases(spec, name)
    {
      // `.preferActionSheet` of `extension UIAlertController.Style { static var ... }`.
      if !spec.cases.contains(name), !state.extensions.isEmpty,
        let value = try staticStoredProperty(spec.name, name: name)
          ?? learnerClassMember(spec.name, name: name, arguments: nil, range: range)
      {
        return value
      }
      return try enumCase(spec, name: name, range: range)
    }
    if let value = learnerEnumCase(type, name: name) { return value }
    if let value = try staticStoredProperty(type, name: name) { return value }
    // `static var empty: Card { ... }` of the learner's type.
    if state.classes[type] != nil, classVariable(name, classMember: true, in: type) != nil,
      let value = try learnerClassMember(type, name: name, arguments: nil, range: range)
    {
      return value
    }
    if let constant = NumericConstants.value(of: type, name) { return constant }
    if let spec = APICatalog.table(of: type).staticProperties[name], spec.name == name,
      stripOptional(spec.type) == type
    {
      try checkAvailability(spec, range: range)
      return try spec.run(
        self, MemberUse(member: spec, receiver: .type(type), arguments: [], range: range))
    }
    throw scriptError("type '\(expected)' has no member '\(name)'", at: range)
  }

  /// True for a static property of a type whose values are otherwise its cases
  /// (`UIColor.systemRed` beside `UIColor.red`): read as a property, with its availability.
  func isStaticPropertyBesideCases(_ spec: EnumSpec, _ name: String) -> Bool {
    !spec.cases.contains(name) && APICatalog.table(of: spec.name).staticProperties[name] != nil
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
    // The arrow directions are a value of their own; another option set's case stays a case.
    if spec.isOptionSet, spec.name == "UIPopoverArrowDirection" {
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
    guard let (spec, spelling) = APICatalog.globals[name], spec.kind == .staticProperty else {
      return nil
    }
    let note = spec.note(for: spelling)
    noteSpelling(note.old, today: note.today)
    return try spec.run(
      self, MemberUse(member: spec, receiver: .type(spec.owner), arguments: [], range: range))
  }

  // MARK: - Built-in functions

  func callBuiltin(_ name: String, arguments: [Argument], range: SourceRange) throws -> Value {
    if name == "_swiftUIRuntimeWarning" { return try swiftUIRuntimeWarning(arguments) }
    if name == "_swiftUIAnchor" { return try swiftUIAnchor(arguments) }
    if name == "_swiftUINote" { return try swiftUINote(arguments) }
    if name == "_swiftUIStoredValues" { return try swiftUIStoredValues(arguments) }
    if name == "_swiftUIFormatted" { return try swiftUIFormatted(arguments) }
    if name == SyntaxParser.discardFunction {
      // `discard self`: the instance ends here without its deinit.
      if let argument = arguments.first, case .object(let id) = try eval(argument.value) {
        forget(id)
      }
      return .void
    }
    if name == "_swiftUIPresentationController" {
      return .object(state.world.makeViewController(className: Self.presentationHostingClass))
    }
    if name == "fatalError" {
      // `fatalError()`, `fatalError("message")`: never returns.
      let message = try arguments.first.map { try eval($0.value, expected: "String") }
      let text = message.map { ValueFormatter(world: state.world).printed($0) } ?? ""
      throw trap(.fatalErrorCalled(message: text, iOS: state.world.iOS), at: range)
    }
    if let value = try callRunLoopFunction(name, arguments: arguments, range: range) {
      return value
    }
    if let value = try callConcurrencyFunction(name, arguments: arguments, range: range) {
      return value
    }
    if let (spec, spelling) = APICatalog.globals[name], spec.kind == .initializer {
      // `CGRectMake(0, 0, 10, 10)`: the old SDK's function for an initializer.
      guard arguments.count == spec.params.count else {
        throw scriptError("\(name) takes \(spec.params.count) arguments", at: range)
      }
      let note = spec.note(for: spelling)
      noteSpelling(note.old, today: note.today)
      let values = try zip(arguments, spec.params).map { argument, param in
        try coerce(
          try eval(argument.value, expected: param.type), to: param.type, at: argument.value.range)
      }
      return try spec.run(
        self, MemberUse(member: spec, receiver: .type(spec.owner), arguments: values, range: range))
    }
    if let value = try callFoundation(name, arguments: arguments, range: range) { return value }
    if let value = try callMathFunction(name, arguments: arguments, range: range) { return value }
    if let value = try callStandardFunction(name, arguments: arguments, range: range) {
      return value
    }
    switch name {
    case "Optional" where arguments.count == 1 && arguments[0].label == nil:
      // `Optional(x)`: x wrapped.
      return .some(try eval(arguments[0].value))
    case "type" where arguments.count == 1 && arguments[0].label == "of":
      // `type(of: x)`: the dynamic type of what `x` holds; an implicitly unwrapped optional
      // (`String!`) is passed as the optional it is.
      if let optional = try implicitlyUnwrappedOptional(arguments[0].value) {
        return .type(optional.type)
      }
      let value = try eval(arguments[0].value)
      // `nil` of a `String?`: the optional type its declaration gives.
      if value == .none, let known = staticTypeName(of: arguments[0].value),
        known.hasSuffix("?") || known.hasSuffix("!")
      {
        return .type(Self.inferredOptional(known))
      }
      if case .function = value, case .identifier(let name) = arguments[0].value.kind,
        let box = box(for: name), let declared = state.variable(box).declaredType,
        isFunctionType(declared)
      {
        // `let f: () throws -> Int`: the written type, effects and all.
        return .type(Self.printedTypeName(written: declared) ?? declared)
      }
      if let type = functionTypeName(of: value) { return .type(type) }
      // A `Character` or `Unicode.Scalar`, held as its string: the type it is declared as
      // (`let mark: Character`, `"?" as Character`, `Character("x")`).
      if case .string = value, let known = characterTypeName(of: arguments[0].value) {
        return .type(known)
      }
      return dynamicType(of: value)
    case "print", "println", "debugPrint":
      if name == "println" { noteSpelling("println(_:)", today: "print(_:)") }
      var separator = " "
      var terminator = "\n"
      var items: [String] = []
      for argument in arguments {
        let value = try eval(argument.value)
        if argument.label == "separator", case .string(let text) = value {
          separator = text
        } else if argument.label == "terminator", case .string(let text) = value {
          terminator = text
        } else {
          // `debugPrint` shows each item as `String(reflecting:)` does.
          items.append(try name == "debugPrint" ? reflectingText(value) : describing(value))
        }
      }
      let text = items.joined(separator: separator)
      try chargeText(text.utf8.count, range)
      emitOutput(text + terminator)
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
    case "String"
    where arguments.count == 2 && arguments[0].label == "repeating"
      && arguments[1].label == "count":
      guard case .string(let unit) = try eval(arguments[0].value),
        case .int(let count) = try eval(arguments[1].value, expected: "Int"), count >= 0
      else { throw scriptError("String(repeating:count:) takes a String and a count", at: range) }
      let (bytes, overflow) = unit.utf8.count.multipliedReportingOverflow(by: count)
      guard !overflow, bytes <= Interpreter.stringLimit else {
        throw scriptError(
          Said(.stringWouldLongerThan, Interpreter.stringLimit),
          at: range)
      }
      if unit.isEmpty { return .string("") }
      try chargeText(bytes, range)
      return .string(String(repeating: unit, count: count))
    case "String" where arguments.count >= 2 && arguments[1].label == "radix",
      "Int" where arguments.count >= 2 && arguments[1].label == "radix":
      return try radixConversion(name, arguments, range: range)
    case "Int8", "Int16", "Int32", "UInt8", "UInt16", "UInt32", "UInt":
      return try makeSizedInteger(name, arguments: arguments, range: range) ?? .none
    case "UnicodeScalar" where arguments.count == 1 && arguments[0].label == nil:
      // A scalar is held as a string of it, as `unicodeScalars` gives them. From a UInt8 (or
      // a literal that fits one) it always is one. From an `Int`, a `UInt32` or a `UInt16`
      // Swift's initializer is failable: an optional, nil when the number is no scalar.
      let argument = try eval(arguments[0].value)
      guard let code = exactInteger(argument) else {
        throw scriptError("cannot convert '\(typeName(argument))' to UnicodeScalar", at: range)
      }
      let scalar = UInt32(exactly: code).flatMap(Unicode.Scalar.init).map {
        Value.string(String($0))
      }
      let fromByte: Bool
      switch (arguments[0].value.kind, argument) {
      case (.integer, _): fromByte = (0...255).contains(code)
      case (_, .sized(let sized)): fromByte = sized.kind == .uint8
      default: fromByte = false
      }
      if fromByte, let scalar { return scalar }
      return scalar.map { .some($0) } ?? .none
    case "String"
    where arguments.count > 1
      || ![nil, "describing", "reflecting"].contains(arguments.first?.label):
      // `String(data:encoding:)`, `String(contentsOf:)`: Foundation's, not simulated.
      let labels = arguments.map { ($0.label ?? "_") + ":" }.joined()
      throw scriptError(Said(.doesSimulateNothingRan, "String(\(labels))"), at: range)
    case _
    where ["Float", "Double", "Int"].contains(name) && arguments.count == 1
      && arguments[0].label == "exactly":
      return try exactConversion(to: name, try eval(arguments[0].value), range: range)
    case "Float", "Double", "Int", "String":
      guard arguments.count == 1 else {
        throw scriptError("\(name)(_:) takes one argument", at: range)
      }
      var value = try eval(arguments[0].value)
      // `Int(parts[1])`, `Double(line.prefix(3))`: a Substring converts as its text does.
      if case .substring(let slice) = value { value = .string(slice.text) }
      switch (name, value) {
      case ("String", _) where arguments[0].label == "reflecting":
        let text = try reflectingText(value)
        try checkLength(text, range: range)
        return .string(text)
      case ("String", _):
        let text =
          try stringOfCharacters(value) ?? describing(value, limit: Interpreter.stringLimit)
        try checkLength(text, range: range)
        try chargeText(text.utf8.count, range)
        return .string(text)
      case ("Int", .string(let text)): return Int(text).map { .some(.int($0)) } ?? .none
      case ("Int", .int): return value
      case ("Float", _):
        // `Float(0.1)`: the nearest Float; from text, nil when it is no number.
        switch value {
        case .string(let text): return Float(text).map { .some(.float($0)) } ?? .none
        case .float: return value
        default:
          guard let exact = exactInteger(value).map(Double.init) ?? numberValue(value) else {
            throw scriptError("cannot convert '\(typeName(value))' to Float", at: range)
          }
          return .float(Float(exact))
        }
      case ("Int", .float(let number)):
        guard number.isFinite, let whole = Int(exactly: number.rounded(.towardZero)) else {
          throw scriptError(
            "Float value cannot be converted to Int because it is either infinite or NaN",
            at: range)
        }
        return .int(whole)
      case (_, .float(let number)): return .double(Double(number))
      case ("Int", .sized(let sized)):
        guard let whole = Int(exactly: sized.value) else {
          throw scriptError("Not enough bits to represent the passed value", at: range)
        }
        return .int(whole)
      case (_, .sized(let sized)): return .double(Double(sized.value))
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
      return idiomValue
    case "zip" where arguments.count == 2 && arguments.allSatisfy({ $0.label == nil }):
      // `zip(names, 1...3)`: the pairs, as far as the shorter sequence goes.
      let first = try elements(of: eval(arguments[0].value), range: range)
      let second = try elements(of: eval(arguments[1].value), range: range)
      var pairs: [Value] = []
      for (left, right) in zip(first, second) {
        try tick(range)
        pairs.append(.tuple([left, right], labels: [nil, nil]))
      }
      return .array(
        pairs, element: "(\(commonTypeName(first)), \(commonTypeName(second)))")
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
      let numeric = values.allSatisfy { value in
        switch value {
        case .int, .double, .sized: return true
        default: return false
        }
      }
      if name != "abs", !numeric {
        // Strings, dates and the learner's `Comparable` values, compared as `sorted()`
        // compares them: `max` keeps the later of equal ones, `min` the earlier, as
        // Swift's do.
        var best = values[0]
        for value in values.dropFirst() {
          let earlier = try ascending(value, best, range: range)
          if name == "max" ? !earlier : earlier { best = value }
        }
        return best
      }
      let nums = values.map(number)
      let result =
        name == "abs" ? Swift.abs(nums[0]) : (name == "min" ? nums.min() ?? 0 : nums.max() ?? 0)
      return .double(result)
    default:
      throw ScriptFailure.diagnostic(.cannotFind(name, at: range))
    }
  }

  // MARK: - Declarations

  func declareClass(_ decl: ClassDecl, range: SourceRange) throws {
    // A type declared in a function body (`struct Negative: Error {}`) is kept as the
    // program's own: the same declaration again is the same type.
    guard scopes.isEmpty || (decl.name != "ViewController" && state.classes[decl.name] == nil)
    else {
      if state.classes[decl.name] == decl { return }
      throw scriptError(Said(.simulatesClassesDeclaredTop), at: range)
    }
    if !state.importsSwiftUI, decl.isStruct, state.protocols["View"] == nil,
      decl.inherited.contains(where: { $0.description == "View" })
    {
      // A SwiftUI view pasted without its file's `import SwiftUI` (as snippets are
      // printed): the module is imported for it, with a note that a real file needs it.
      emitNote(Said(.importsSwiftUIForView, decl.name), key: "import:SwiftUI-implied")
      try importSwiftUI(range: range)
    }
    var decl = try observationTracked(decl)
    decl.members = qualifyingCollidingTypes(expandingWrappedProperties(decl.members), in: decl.name)
    // `class Derived<T>: Base<String>`: the superclass is the learner's `Base`, whatever its
    // arguments (the values carry their own types).
    if let first = decl.inherited.first, case .named(let name, let arguments) = first.kind,
      !arguments.isEmpty, state.classes[name] != nil
    {
      decl.inherited[0].kind = .named(name, genericArguments: [])
    }
    if decl.name == "ViewController" {
      if try !adoptAsScreen(decl) { try mergeIntoSelf([decl]) }
      return
    }
    state.classes[decl.name] = decl
    recordMemberOrigins(decl.name, decl.members)
    if !state.tracksLifetimes, declaresDeinit(decl) { state.tracksLifetimes = true }
    for member in decl.members {
      if case .variable(let variable) = member.kind,
        variable.modifiers.contains(where: { $0.name == "override" }),
        variable.accessors.contains(where: { $0.kind == .get })
      {
        state.computedOverrides.insert(variable.name)
      }
    }
    try declareNestedTypes(of: decl.members, range: range)
    try checkClass(decl)
    try checkOverrides(decl)
    if try adoptAsScreen(decl) { return }
    try hostSwiftUIView(decl, range: range)
    if decl.inherited.first?.description == "UIAlertController" {
      let rule = RuleCatalog.subclassingAlertController
      state.world.emit(.advice(ruleID: rule.id, context: state.world.ruleContext()))
    }
  }

  func declareExtension(_ decl: ExtensionDecl, range: SourceRange) throws {
    var decl = decl
    // `extension Library.Book`: the nested type, by the name it is declared by.
    let written = decl.extendedType.description
    if written.contains("."), case let simple = learnerTypeName(written), simple != written {
      decl.extendedType = TypeSyntax(
        .named(simple, genericArguments: []), range: decl.extendedType.range)
    }
    let name = decl.extendedType.description
    if hasQualifiedNestedTypes, case let names = qualifiedNestedTypes(of: name), !names.isEmpty {
      decl.members = Self.renamingTypes(in: decl.members, names)
    }
    for member in decl.members {
      guard let declared = UpcomingDeclarations.name(of: member) else { continue }
      extensionAdoptions[name, default: [:]][declared] = decl.inherited.map(\.description)
    }
    defer { recordConformances(name, decl.inherited) }
    if let requirement = decl.elementRequirement {
      for adopted in decl.inherited {
        state.elementRequirements[name + ":" + adopted.description] = requirement
      }
    }
    // An extension of `self`'s class (the screen's, by any name) gives `self` its members.
    guard Interpreter.selfExtensionTypes.contains(name) || name == state.screenClass else {
      try addExtension(decl, range: range)
      adoptLaterProtocolDefaults(extending: name)
      try hostDeferredScreen(extending: name)
      try runDeferredLifeCycle(extending: name)
      return
    }
    if name != "ViewController" {
      // Other view controllers (and UIAlertController) have these methods too.
      state.extensions[name, default: []] += decl.members.filter {
        switch $0.kind {
        case .function: return true
        case .variable(let variable): return !variable.accessors.isEmpty
        default: return false
        }
      }
    }
    for member in decl.members {
      switch member.kind {
      case .function(let function):
        noteOldTypes(in: function)
        state.functions[function.name, default: []].removeAll { sameSignature($0, function) }
        state.functions[function.name, default: []].append(function)
        state.functionNames.insert(function.name)
      case .variable(let variable) where !variable.accessors.isEmpty:
        // A computed property: `self`'s, as the top-level variables are.
        _ = try declare(variable, range: member.range, global: true)
      default:
        throw scriptError(
          Said(.simulatesFunctionsExtensionViewController), at: member.range)
      }
    }
    try runDeferredLifeCycle(extending: name)
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
      return try invoke(entry, arguments: arguments, range: range, index: index)
    case .userFunction, .builtin:
      return try invoke(.function(function), arguments: arguments, range: range)
    }
  }
}
