import AlertLabKit
import AlertLabWords

extension Interpreter {
  /// The catalog type a value's members come from.
  func receiverType(_ value: Value) -> String {
    switch value {
    case .object(let id):
      guard let className = state.world.className(of: id) else { return "NSObject" }
      // A subclass of a learner's class (`DesignableView: CustomView`) answers UIKit's
      // members through the UIKit class at the root of its chain.
      if state.classes[className] != nil {
        // A type of the learner's own that derives from no UIKit or Foundation class (a
        // struct, an enum, `class Store: Codable`) has only the members it declares.
        guard let parent = uikitAncestor(of: className),
          parent.hasPrefix("UI") || parent.hasPrefix("NS") || APICatalog.types.contains(parent)
        else { return className }
        return APICatalog.catalogType(for: parent)
      }
      return APICatalog.catalogType(for: className)
    // A Substring has the String's members.
    case .string, .substring: return "String"
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
  /// `declared` (the receiver's declared type) is worked out only for an optional value.
  ///
  /// Inlined, so a value that is not optional (most receivers) is given back before anything
  /// is captured for `declared`.
  @inline(__always)
  func requireUnwrapped(
    _ value: Value, member: String, range: SourceRange,
    declared declaredType: @autoclosure () -> String? = nil
  ) throws -> Value {
    guard value.isOptional else { return value }
    return try unwrappedOptional(value, member: member, range: range, declared: declaredType())
  }

  /// `requireUnwrapped` of an optional `value` whose receiver was declared `declared`.
  @inline(never)
  func unwrappedOptional(
    _ value: Value, member: String, range: SourceRange, declared: String?
  ) throws -> Value {
    if let declared, declared.hasSuffix("!") {
      // An implicitly unwrapped optional (`@IBOutlet weak var label: UILabel!`) unwraps by
      // itself, and traps when nil.
      guard let unwrapped = value.unwrapped else {
        throw trap(.forceUnwrapNil(iOS: state.world.iOS), at: range)
      }
      return unwrapped
    }
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
    throw ScriptFailure.diagnostic(
      Interpreter.optionalMemberError(
        optionalType: optionalType, wrapped: wrapped, member: member, range: range))
  }

  /// The catalog's members for a value, `APICatalog.table(of: receiverType(value))`: for an
  /// object of a class the learner did not declare, remembered by the class's name (which
  /// alone decides it).
  func memberTable(of value: Value) -> MemberTable {
    if remembersSpellings, case .object(let id) = value,
      let className = state.world.className(of: id), !isLearnerClassName(className)
    {
      // A name kept by the world compares equal to itself without hashing.
      return recentCatalogTables.value(className, from: Interpreter.catalogTableMemo) {
        APICatalog.table(of: APICatalog.catalogType(for: $0))
      }
    }
    switch value {
    case .string, .substring: return Interpreter.stringMembers
    case .array: return Interpreter.arrayMembers
    default: return APICatalog.table(of: receiverType(value))
    }
  }

  /// The tables of strings and arrays (`receiverType` names `String` and `Array` whatever
  /// they hold), looked up once.
  static let stringMembers = APICatalog.table(of: "String")
  static let arrayMembers = APICatalog.table(of: "Array")

  static let catalogTableMemo = SpellingMemo<String, MemberTable>()

  /// An instance property of `type` by today's name or an old one: one dictionary hit on the
  /// type's member table.
  func findProperty(in type: String, name: String) -> (member: APIMember, isOld: Bool)? {
    APICatalog.table(of: type).properties[name]
  }

  /// The properties every `Collection` has from the standard library (`last` too, for a
  /// `BidirectionalCollection`).
  static let collectionProperties: Set<String> = ["first", "count", "isEmpty"]

  func noMember(
    _ type: String, _ name: String, range: SourceRange, labels: [String?]? = nil
  ) -> ScriptFailure {
    if let refusal = notSimulated(type, name, labels: labels, range: range) { return refusal }
    let candidates = APICatalog.members(of: type).filter { $0.kind != .initializer }
    var names: [String] = candidates.map { $0.name }
    for candidate in candidates { names += candidate.old.map { $0.name } }
    var notes: [Diagnostic] = []
    if let best = Spelling.nearest(name, in: names),
      let spec = candidates.first(where: { $0.name == best || $0.old.contains { $0.name == best } })
    {
      notes.append(.note("did you mean '\(spec.fullName)'?", at: range))
    }
    var diagnostic = Diagnostic.error(
      "value of type '\(type)' has no member '\(name)'", at: range, notes: notes)
    diagnostic.missingMember = name
    return .diagnostic(diagnostic)
  }

  func checkAvailability(_ spec: APIMember, range: SourceRange) throws {
    guard let since = spec.since else { return }
    // A method or initializer by its full name, as swiftc names it (`addAction(_:for:)`).
    switch spec.kind {
    case .method, .staticMethod, .initializer:
      let labels = spec.params.map { ($0.label ?? "_") + ":" }.joined()
      try checkAvailability(spec.name + "(" + labels + ")", since: since, range: range)
    default:
      try checkAvailability(spec.name, since: since, range: range)
    }
  }

  /// The learner's declaration marked `@available(iOS 15, *)`, used on an older simulated
  /// iOS: the compiler's error, as for UIKit's members.
  func checkAvailability(_ name: String, modifiers: [Modifier], range: SourceRange) throws {
    if let since = Self.introduced(in: modifiers) {
      try checkAvailability(name, since: since, range: range)
    }
  }

  func checkAvailability(_ name: String, since: IOSVersion, range: SourceRange) throws {
    if state.world.iOS < since {
      throw scriptError(
        "'\(name)' is only available in iOS \(since) or newer (this app runs iOS "
          + "\(state.world.iOS))", at: range,
        notes: [.note("add 'if #available(iOS \(since), *)' around it", at: range)])
    }
  }

  /// The iOS version `@available(iOS 15, *)` or `@available(iOS, introduced: 15.0)` names.
  static func introduced(in modifiers: [Modifier]) -> IOSVersion? {
    for modifier in modifiers where modifier.name == "@available" {
      let parts = (modifier.argument ?? "").split(separator: ",").map {
        String($0.filter { $0 != " " && $0 != "\t" && $0 != "\n" })
      }
      guard let first = parts.first else { continue }
      if first.hasPrefix("iOS"), first.count > 3 {
        return IOSVersion(string: String(first.dropFirst(3)))
      }
      if first == "iOS", let introduced = parts.first(where: { $0.hasPrefix("introduced:") }) {
        return IOSVersion(string: String(introduced.dropFirst("introduced:".count)))
      }
    }
    return nil
  }

  /// The declared type of a member, for resolving `.popover` on assignment.
  func memberType(of value: Value, name: String) -> String? {
    guard let receiver = value.unwrapped else { return nil }
    if case .type = receiver { return nil }
    return memberTable(of: receiver).properties[name]?.member.type
  }

  // MARK: - Reading

  func getMember(
    _ value: Value, name: String, range: SourceRange, baseRange: SourceRange,
    declared: @autoclosure () -> String? = nil
  ) throws -> Value {
    if case .type(let type) = value { return try staticMember(type, name: name, range: range) }
    if case .object(let id) = value, id.rawValue == 0 { return .none }
    switch value {
    case .int, .sized:
      if let property = Self.integerProperty(value, name: name) { return property }
    default: break
    }
    if case .singleton("super") = value, let property = try superProperty(name) {
      return property
    }
    // `pedometer.step(times:)`: the method as a function value.
    if name.utf8.last == UInt8(ascii: ")"),
      let method = methodFunction(value, name: name, range: range)
    {
      return method
    }
    if value.isOptional, !state.extensions.isEmpty,
      let property = try optionalExtensionProperty(value, name: name)
    {
      return property
    }
    let receiver = try requireUnwrapped(
      value, member: name, range: baseRange, declared: declared())
    if case .object(let id) = receiver, let property = try instanceProperty(id, name: name) {
      return property
    }
    if let property = try lazyProperty(receiver, name: name, range: range) { return property }
    if let property = try learnerProperty(receiver, name: name) { return property }
    if let property = collectionProperty(receiver, name: name) { return property }
    if case .string(let text) = receiver,
      let property = try characterProperty(text, name: name, range: range)
    {
      return property
    }
    if case .substring(let slice) = receiver,
      let property = try characterProperty(slice.text, base: slice.start, name: name, range: range)
    {
      return property
    }
    // `scalar.value`: a Unicode.Scalar is held as a string of it (`unicodeScalars`), its value
    // its code point as a UInt32; a String has no `value`.
    if name == "value", case .string(let text) = receiver, text.unicodeScalars.count == 1,
      let scalar = text.unicodeScalars.first, declared().map(stripOptional) != "String"
    {
      return .sized(SizedInteger(value: Int128(scalar.value), kind: .uint32))
    }
    if let property = try languageProperty(receiver, name: name) { return property }
    if case .object(let id) = receiver, let property = selfProperty(id, name: name) {
      return property
    }
    if name == "hashValue" { return try hashValue(of: receiver, range: range) }
    let table = memberTable(of: receiver)
    guard let (spec, isOld) = table.properties[name] else {
      // `xs.forEach(printer.show)`: the learner's method, not called, bound to the instance.
      if let method = boundMethod(receiver, name: name, range: range) { return method }
      if table.staticProperties.contains(name) {
        throw scriptError(
          "static member '\(name)' cannot be used on instance of type '\(typeName(receiver))'",
          at: range)
      }
      if table.methods.contains(name) || table.all.contains(where: { $0.name == name }) {
        throw scriptError(
          Said(.doesSimulateUsingMethod, name), at: range)
      }
      if let property = try optionSetProperty(receiver, name: name, range: range) {
        return property
      }
      if let argument = try dynamicMemberArgument(receiver, name: name, range: range) {
        return try subscriptValue(
          receiver, arguments: [argument], range: range, baseRange: baseRange)
      }
      // `fibs.lazy` of the learner's `Sequence`: its elements as they are asked for.
      if name == "lazy", let lazy = makeLazy(of: receiver) { return lazy }
      // `shelf.first`, `shelf.count` of the learner's `Collection`: its elements' own.
      if Self.collectionProperties.contains(name)
        || (name == "last" && conforms(receiver, to: "BidirectionalCollection")),
        let elements = try learnerCollectionElements(of: receiver, range: range)
      {
        return try getMember(elements, name: name, range: range, baseRange: baseRange)
      }
      // `ring.indices`: a `RandomAccessCollection`'s numbers one by one are a range; any
      // other collection's indices are given in order (Swift's `DefaultIndices` prints
      // otherwise).
      if name == "indices", let walk = try learnerCollectionWalk(of: receiver, range: range) {
        let numbers = walk.indices.compactMap { index -> Int? in
          if case .int(let number) = index { return number }
          return nil
        }
        if case .int(let end) = walk.end, numbers.count == walk.indices.count,
          conforms(receiver, to: "RandomAccessCollection"),
          zip(numbers, numbers.dropFirst()).allSatisfy({ $0 + 1 == $1 }),
          numbers.last.map({ $0 + 1 == end }) ?? true
        {
          return .range(numbers.first ?? end, end, closed: false)
        }
        return try checkedSize(.array(walk.indices, element: "Any"), range: range)
      }
      throw noMember(typeName(receiver), name, range: range)
    }
    try checkAvailability(spec, range: range)
    if isOld { noteSpelling(name, today: spec.name) }
    checkMainThread(spec)
    // Reading a string costs its length (a `.count` of a long one is no single step).
    if case .string(let text) = receiver { try chargeText(text.utf8.count, range) }
    return try spec.run(
      self, MemberUse(member: spec, receiver: receiver, arguments: [], range: range))
  }

  // MARK: - Writing

  func setMember(_ receiver: Value, name: String, value: Value, range: SourceRange) throws {
    if case .singleton = receiver,
      let (spec, _) = memberTable(of: receiver).properties[name],
      let set = spec.set
    {
      // `navigationItem.title = ...`, `view.layer.cornerRadius = ...`: one shared object.
      let converted = try coerce(value, to: spec.type, at: range, context: "assignment")
      _ = try set(
        self, MemberUse(member: spec, receiver: receiver, arguments: [converted], range: range))
      return
    }
    if case .singleton("super") = receiver,
      try setSuperProperty(name, value: value, range: range)
    {
      return
    }
    guard case .object(let object) = receiver else {
      throw scriptError("cannot assign to property: '\(name)' is a get-only property", at: range)
    }
    if object.rawValue == 0 { return }
    if try setInstanceProperty(object, name: name, value: value, range: range) { return }
    if object == state.world.rootViewController, let box = state.globals[name],
      !memberTable(of: receiver).properties.contains(name)
    {
      // `self.popover = ...`: a top-level variable is a property of self, whatever local
      // variable of the same name a method has (`let alert = ...; self.alert = alert`).
      try store(value, inBox: box, name: name, range: range, valueRange: range)
      return
    }
    guard let (spec, isOld) = memberTable(of: receiver).properties[name] else {
      if let argument = try dynamicMemberArgument(receiver, name: name, range: range),
        try setThroughDeclaredSubscript(receiver, arguments: [argument], value: value, range: range)
      {
        return
      }
      throw noMember(typeName(receiver), name, range: range)
    }
    guard let set = spec.set else {
      throw scriptError(
        "cannot assign to property: '\(spec.name)' is a get-only property", at: range)
    }
    try checkAvailability(spec, range: range)
    if isOld { noteSpelling(name, today: spec.name) }
    let converted = try coerce(value, to: spec.type, at: range, context: "assignment")
    checkMainThread(spec, setter: true)
    _ = try set(
      self, MemberUse(member: spec, receiver: receiver, arguments: [converted], range: range))
  }

  /// A value type with one member replaced (`rect.size.width = 10`).
  func withMember(_ base: Value, name: String, value: Value, range: SourceRange) throws -> Value {
    // `pair.0 = 1`, `accounts.checking += 20`: a tuple with that element changed.
    if case .tuple(var items, let labels) = base {
      let index = Int(name) ?? labels.firstIndex(of: name)
      if let index, items.indices.contains(index) {
        items[index] = value
        return .tuple(items, labels: labels)
      }
    }
    guard let (spec, _) = findProperty(in: receiverType(base), name: name), let set = spec.set
    else {
      throw scriptError(
        "cannot assign to property: '\(name)' is a get-only property of '\(typeName(base))'",
        at: range)
    }
    return try set(self, MemberUse(member: spec, receiver: base, arguments: [value], range: range))
  }

  // MARK: - Subscripts

  func subscriptValue(
    _ base: Value, arguments: [Argument], range: SourceRange, baseRange: SourceRange
  ) throws -> Value {
    let receiver = try requireUnwrapped(base, member: "subscript", range: baseRange)
    if mayHaveDeclaredMembers(receiver), !takesStandardIndex(receiver, arguments),
      let value = try callLearnerMethod(
        receiver, name: "subscript", arguments: arguments, range: range)
    {
      return value
    }
    if let chain = lazyChain(of: receiver), arguments.count == 1, arguments[0].label == nil,
      let value = try lazyElement(
        chain, at: try eval(arguments[0].value, expected: "Int"),
        range: range)
    {
      return value
    }
    if case .dictionary(let keys, let values, let type) = receiver, !arguments.isEmpty {
      return try dictionarySubscript(
        keys: keys, values: values, type: type, arguments: arguments, range: range)
    }
    if case .string(let text) = receiver,
      let value = try stringSubscript(text, arguments: arguments, range: range)
    {
      return value
    }
    if case .substring(let slice) = receiver,
      let value = try stringSubscript(
        slice.text, base: slice.start, sequenceOf: "Substring", arguments: arguments,
        range: range)
    {
      return value
    }
    guard case .array(let items, let element) = receiver, arguments.count == 1 else {
      throw scriptError("value of type '\(typeName(receiver))' has no subscripts", at: range)
    }
    let index = try eval(arguments[0].value, expected: "Int")
    // `items[1...2]`, `items[0..<n]`: the elements in the range (a slice prints as an array).
    if let slice = try arraySlice(index, count: items.count, range: range) {
      return .array(Array(items[slice]), element: element)
    }
    guard case .int(let position) = index else {
      throw scriptError(
        "cannot convert value of type '\(typeName(index))' to expected argument type 'Int'",
        at: arguments[0].value.range)
    }
    guard items.indices.contains(position) else {
      throw indexOutOfRange(range)
    }
    return items[position]
  }
}

extension Interpreter {
  /// True for a string subscripted by a `String.Index` (or a range of them) written as one:
  /// `self[index(startIndex, offsetBy: i)]` in an `extension String` that declares
  /// `subscript(i: Int)` is the standard library's subscript, not that one again.
  /// Likewise an array subscripted by an `Int` (a literal, or a variable holding one) inside
  /// an `extension Array` that declares a subscript of its own: `self[i]` is the standard
  /// library's.
  func takesStandardIndex(_ receiver: Value, _ arguments: [Argument]) -> Bool {
    guard arguments.count == 1, arguments[0].label == nil else { return false }
    switch receiver {
    case .string, .substring:
      return isStringIndex(arguments[0].value, depth: 0)
    case .array:
      return isIntIndex(arguments[0].value, depth: 0)
    default:
      return false
    }
  }

  /// An `Int` or a range of them, as written: a literal, a variable holding one, `count`,
  /// arithmetic and ranges of those.
  private func isIntIndex(_ expr: Expr, depth: Int) -> Bool {
    guard depth < 8 else { return false }
    switch expr.kind {
    case .integer: return true
    case .identifier(let name):
      if name == "count" || name == "startIndex" || name == "endIndex" { return true }
      guard let box = box(for: name), case .int = state.boxes[box] else { return false }
      return true
    case .member(_, let name, _):
      return name == "count" || name == "startIndex" || name == "endIndex"
    case .paren(let inner), .prefix(_, let inner), .postfix(_, let inner):
      return isIntIndex(inner, depth: depth + 1)
    case .binary(let op, let left, let right):
      guard ["+", "-", "*", "/", "%", "..<", "..."].contains(op) else { return false }
      return isIntIndex(left, depth: depth + 1) || isIntIndex(right, depth: depth + 1)
    default:
      return false
    }
  }

  /// `let start = index(startIndex, offsetBy: 2)`: the variable is a `String.Index`, which
  /// AlertLab holds as an offset.
  func indexType(of decl: VariableDecl) -> String? {
    guard let initializer = decl.initializer, isStringIndex(initializer, depth: 0) else {
      return nil
    }
    if case .call(let callee, _) = initializer.kind, case .member(_, let name, _) = callee.kind,
      name == "firstIndex" || name == "lastIndex"
    {
      return "String.Index?"
    }
    return "String.Index"
  }

  private func isStringIndex(_ expr: Expr, depth: Int) -> Bool {
    guard depth < 8 else { return false }
    switch expr.kind {
    case .identifier(let name):
      if name == "startIndex" || name == "endIndex" { return true }
      // `let start = index(startIndex, offsetBy: 2)`, then `self[start..<end]`.
      let known = declaredType(of: expr) ?? staticTypeName(of: expr)
      return known.map { $0.hasSuffix("Index") || $0.hasSuffix("Index?") } ?? false
    case .member(_, let name, _): return name == "startIndex" || name == "endIndex"
    case .paren(let inner), .forceUnwrap(let inner):
      return isStringIndex(inner, depth: depth + 1)
    case .binary(let op, let lower, let upper) where op == "..<" || op == "...":
      return isStringIndex(lower, depth: depth + 1) || isStringIndex(upper, depth: depth + 1)
    case .prefix(let op, let bound) where op == "..<" || op == "...":
      return isStringIndex(bound, depth: depth + 1)
    case .postfix(let op, let bound) where op == "...":
      return isStringIndex(bound, depth: depth + 1)
    case .call(let callee, let arguments):
      let name: String
      switch callee.kind {
      case .identifier(let called): name = called
      case .member(_, let called, _): name = called
      default: return false
      }
      // Most calls make something else (`UIAlertController(...)`): told by the name's length
      // before any name is compared.
      let length = name.utf8.count
      guard length == 5 || length == 9 || length == 10 else { return false }
      switch name {
      case "index":
        return arguments.contains { ["offsetBy", "after", "before"].contains($0.label ?? "") }
      case "firstIndex", "lastIndex": return true
      default: return false
      }
    default:
      return false
    }
  }

  /// The positions a range subscript of an array of `count` elements covers (`items[1...3]`;
  /// `items[2...]`, `items[..<2]` reach the end or the start); nil when `index` is no range,
  /// Swift's trap for a range past the ends.
  func arraySlice(_ index: Value, count: Int, range: SourceRange) throws -> Range<Int>? {
    var index = index
    if case .partialRange(let bound, let kind) = index {
      switch kind {
      case .from: index = .range(bound, count, closed: false)
      case .upTo: index = .range(0, bound, closed: false)
      case .through: index = .range(0, bound, closed: true)
      }
    }
    guard case .range(let lower, let upper, let closed) = index else { return nil }
    let (end, overflow) = closed ? upper.addingReportingOverflow(1) : (upper, false)
    guard lower >= 0, !overflow, end <= count, lower <= end else { throw indexOutOfRange(range) }
    return lower..<end
  }

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
      if let box = box(for: name) { return staticTypeName(ofBox: box) }
      if name == "self" { return currentInstance.map(typeName) ?? "ViewController" }
      if let id = state.world.sceneObject(named: name) { return state.world.className(of: id) }
      if let property = implicitSelfProperty(name) {
        return memberTypeName(in: "ViewController", name: property)
      }
      // A property of the learner's type named without `self.` in its own code (or in a
      // closure written there).
      if let instance = currentInstance, mayHaveDeclaredMembers(instance),
        let variable = classVariable(name, classMember: false, in: typeName(instance))
      {
        return variable.type?.description
      }
      // A static property named without `Type.` in its type's own code.
      if let owner = ownStaticMemberOwner(name),
        let variable = classVariable(name, classMember: true, in: owner)
      {
        return variable.type?.description
      }
      return nil
    case .member(let base, let name, let nameRange):
      if case .identifier(let typeName) = base.kind, box(for: typeName) == nil,
        let spec = APICatalog.table(of: typeName).staticProperties[name]
      {
        // `UIApplication.shared`, `UIScreen.main`.
        return spec.type
      }
      guard let baseType = staticTypeName(of: base) else { return nil }
      if let type = memberTypeName(in: stripOptional(baseType), name: name) { return type }
      // `title.unicodeScalars`: a string's views, held as arrays of their elements.
      if stripOptional(baseType) == "String",
        let view = Self.stringViews.first(where: { $0.property == name })
      {
        return view.held
      }
      // `arrow.direction`: a property the learner's type declares with its type (not one of
      // the type's generic parameters, read as `Any`, which says nothing here).
      if !state.classes.isEmpty, let owner = state.classes[stripOptional(baseType)],
        let type = classVariable(name, classMember: false, in: owner.name)?.type?.description,
        !owner.genericParameters.contains(stripOptional(type)), stripOptional(type) != "Any"
      {
        return type
      }
      // `self.popover`, `self.button`: a top-level variable or a scene outlet.
      guard stripOptional(baseType) == "ViewController" else { return nil }
      return staticTypeName(of: Expr(.identifier(name), range: nameRange))
    case .call(let callee, let arguments):
      if case .member(let base, let name, _) = callee.kind,
        let baseType = staticTypeName(of: base)
      {
        let type = stripOptional(baseType)
        let spec = APICatalog.table(of: APICatalog.catalogType(for: elementless(type)))
          .firstNonProperty[name]
        if let spec { return substituteElement(spec.type, in: type) }
        guard type.hasPrefix("[") else { return nil }
        return Self.collectionMethodResultType(name, labels: Array(writtenLabels(arguments)))
      }
      if case .identifier(let name) = callee.kind {
        if let decl = userFunctions(named: name)?.first {
          return decl.returnType?.description ?? "()"
        }
        if let (made, _) = APICatalog.globals[name], made.kind == .initializer {
          return made.owner
        }
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
    case .subscriptAccess(let base, let arguments):
      guard let baseType = staticTypeName(of: base).map(stripOptional) else { return nil }
      guard baseType.hasPrefix("[") else {
        // The learner's subscript taking as many arguments: its declared type.
        return classChain(baseType).lazy.flatMap(\.members).compactMap { member -> String? in
          guard case .function(let decl) = member.kind, decl.name == "subscript",
            decl.parameters.count == arguments.count
          else { return nil }
          return decl.returnType?.description
        }.first
      }
      // A dictionary's subscript gives its value type, optional.
      if let types = dictionaryTypes(baseType) { return types.value + "?" }
      return String(baseType.dropFirst().dropLast())
    case .paren(let inner):
      return staticTypeName(of: inner)
    default:
      return nil
    }
  }

  /// The type of a variable: as declared, or of what it holds.
  func staticTypeName(ofBox box: Int) -> String? {
    let variable = state.variable(box)
    return variable.declaredType ?? variable.value.unwrapped.map(typeName)
  }

  /// The declared type of a property of `type` (an array's `first` is its element, optional):
  /// the catalog's alone, so remembered for the process (the memo the checker reads too).
  func memberTypeName(in type: String, name: String) -> String? {
    guard remembersSpellings else { return catalogMemberTypeName(in: type, name: name) }
    return recentMemberTypes.value(
      MemberSpelling(type: type, name: name), from: DeclarationChecker.memberTypeMemo
    ) { catalogMemberTypeName(in: $0.type, name: $0.name) }
  }

  func catalogMemberTypeName(in written: String, name: String) -> String? {
    let type = normalizedTypeName(written)
    let spec = APICatalog.table(of: APICatalog.catalogType(for: elementless(type)))
      .firstProperty[name]
    return spec.map { substituteElement($0.type, in: type) }
  }

  /// `Array` for `[UIAlertAction]`, `String` for `String`.
  func elementless(_ type: String) -> String {
    type.hasPrefix("[") ? "Array" : type
  }

  /// `Element?` in `[UIAlertAction]` is `UIAlertAction?`.
  func substituteElement(_ type: String, in container: String) -> String {
    guard container.hasPrefix("["), type.utf8Contains("Element") else { return type }
    let element = String(container.dropFirst().dropLast())
    return type.replacingFirst("Element", with: element)
  }
}

extension Interpreter {
  /// `self.popover`, `self.addButton`: top-level variables are properties of self, and the
  /// scene's controls are its outlets. Nil when `name` is neither (or a UIKit member).
  func selfProperty(_ id: ObjectID, name: String) -> Value? {
    guard id == state.world.rootViewController,
      findProperty(in: "ViewController", name: name) == nil
    else { return nil }
    if let box = state.globals[name] { return state.boxes[box] }
    if let scene = state.world.sceneObject(named: name) { return .object(scene) }
    return nil
  }
}
