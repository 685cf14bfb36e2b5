import AlertLabKit
import AlertLabWords

// The mutating methods of arrays, dictionaries and sets, and assignment through a subscript:
// each computes the new collection and stores it back where the old one came from (a
// variable or a property), so a copy made before does not see the change, as in Swift.

extension Interpreter {
  /// A mutating method called on `base`; nil when it is not one.
  func callMutatingMethod(
    base: Expr, baseValue: Value, name: String, arguments: [Argument], range: SourceRange
  ) throws -> Value? {
    switch baseValue {
    case .array, .dictionary, .set: break
    case .string(let text):
      let labels = arguments.map(\.label)
      guard let result = try mutateString(text, name: name, labels: labels, arguments, range)
      else {
        return try callMutatingEnumMethod(
          base: base, baseValue: baseValue, name: name, arguments: arguments, range: range)
      }
      try requireMutable(base, member: name)
      try store(result.updated, into: base, valueRange: range)
      return result.returned
    // `mutating func halve() { self /= 2 }` in an extension of Int: as an enum's.
    case .enumCase, .enumPayload, .int, .double, .float, .sized:
      return try callMutatingEnumMethod(
        base: base, baseValue: baseValue, name: name, arguments: arguments, range: range)
    case .bool(let flag) where name == "toggle" && arguments.isEmpty:
      try requireMutable(base, member: name)
      try store(.bool(!flag), into: base, valueRange: range)
      return .void
    case .object where name == "sort" || name == "reverse" || name == "shuffle":
      return try sortLearnerCollection(base: base, baseValue: baseValue, name: name, arguments)
    default: return nil
    }
    // `cities.sort(by: \.name)`: a key path, which the standard library's `sort(by:)` does not
    // take, goes to the learner's `mutating func sort(by: KeyPath<Element, T>)`.
    if !state.extensions.isEmpty, arguments.contains(where: Self.isKeyPath),
      let value = try callMutatingEnumMethod(
        base: base, baseValue: baseValue, name: name, arguments: arguments, range: range)
    {
      return value
    }
    let labels = arguments.map { $0.isTrailingClosure ? nil : $0.label }
    let result: (updated: Value, returned: Value)?
    switch baseValue {
    case .array(let items, let element):
      result = try mutateArray(
        items, element: element, name: name, labels: labels, arguments: arguments, range: range,
        mutable: isMutable(base))
    case .dictionary(let keys, let values, let type):
      result = try mutateDictionary(
        keys, values, type: type, name: name, labels: labels, arguments: arguments, range: range)
    case .set(let items, let element):
      result = try mutateSet(
        items, element: element, name: name, labels: labels, arguments: arguments, range: range)
    default:
      return nil
    }
    guard let result else {
      // `mutating func addTwice(_ x: Element)` in the learner's extension of Array.
      return try callMutatingEnumMethod(
        base: base, baseValue: baseValue, name: name, arguments: arguments, range: range)
    }
    try requireMutable(base, member: name)
    try store(result.updated, into: base, valueRange: range)
    return result.returned
  }

  /// `light.next()` where the learner's enum declares `mutating func next() { self = ... }`
  /// (or an extension of a number or String, `budget.halve()`): the method runs with `self`
  /// the value, and the value it leaves is stored back where the receiver came from. Nil
  /// when the method is not a mutating one the learner declared.
  func callMutatingEnumMethod(
    base: Expr, baseValue: Value, name: String, arguments: [Argument], range: SourceRange
  ) throws -> Value? {
    guard mayHaveDeclaredMembers(baseValue),
      let decl = learnerMethod(for: baseValue, name: name, arguments: arguments, isStatic: false),
      decl.modifiers.contains(where: { $0.name == "mutating" })
    else { return nil }
    let values = try userArguments(decl, arguments)
    return try callChangingSelf(
      decl, values, selfValue: baseValue, base: base, member: name, range: range)
  }

  /// Runs `decl` with `self` the value `selfValue` (an array, a string, an enum case), which
  /// it may change, as a mutating method does; what it leaves is stored back into `base`.
  func callChangingSelf(
    _ decl: FunctionDecl, _ values: [Value], selfValue: Value, base: Expr, member: String,
    range: SourceRange
  ) throws -> Value {
    mutatingSelf.append(selfValue)
    let result: Value
    do {
      result = try callUser(decl, arguments: values, range: range, selfValue: selfValue)
    } catch {
      mutatingSelf.removeLast()
      throw error
    }
    // Taken off before it is stored back: storing into `self` of a mutating method that
    // called this one changes that method's value.
    let updated = mutatingSelf.removeLast()
    guard updated != selfValue else { return result }
    try requireMutable(base, member: member)
    try store(updated, into: base, valueRange: range)
    return result
  }

  /// True when `base` names a `var` (or a property, which AlertLab lets the setter judge).
  func isMutable(_ base: Expr) -> Bool {
    if case .identifier(let name) = base.kind, let box = box(for: name) {
      return !state.constants[box]
    }
    if case .member = base.kind { return true }
    // `self` in a mutating method of the learner's extension of Array.
    if case .identifier("self") = base.kind { return !mutatingSelf.isEmpty }
    return false
  }

  func requireMutable(_ base: Expr, member: String) throws {
    if case .identifier(let name) = base.kind, let box = box(for: name), state.constants[box] {
      throw scriptError(
        "cannot use mutating member on immutable value: '\(name)' is a 'let' constant",
        at: base.range,
        notes: [.note("change 'let' to 'var' to make it mutable", at: base.range)])
    }
  }

  /// `ring.sort()`, `ring.reverse()`, `ring.shuffle()` of a `MutableCollection` of the
  /// learner's own that does not declare the method: its elements put in their new order
  /// through its own subscript, index by index, as the standard library's default does. Nil
  /// for another value, or indices that are not numbers.
  func sortLearnerCollection(
    base: Expr, baseValue: Value, name: String, _ arguments: [Argument]
  ) throws -> Value? {
    let range = base.range
    guard mayHaveDeclaredMembers(baseValue), !learnerDeclares(baseValue, method: name),
      conforms(baseValue, to: "MutableCollection"),
      let walk = try learnerCollectionWalk(of: baseValue, range: range)
    else { return nil }
    let made: String
    switch name {
    case "sort": made = "sorted"
    case "reverse": made = "reversed"
    default: made = "shuffled"
    }
    guard
      case .array(let ordered, _) = try callMember(
        .array(walk.elements, element: "Any"), name: made, arguments: arguments, range: range,
        nameRange: range)
    else { return nil }
    try requireMutable(base, member: name)
    let holder = "$element"
    scopes.append([holder: newBox(.void, constant: false, type: nil)])
    defer { scopes.removeLast() }
    for (index, element) in zip(walk.indices, ordered) {
      guard case .int(let position) = index else { return nil }
      guard let box = box(for: holder) else { return nil }
      state.updateVariable(box) { $0.value = element }
      let target = Expr(
        .subscriptAccess(base, [Argument(value: Expr(.integer(position), range: range))]),
        range: range)
      try assign(target: target, op: "=", valueExpr: Expr(.identifier(holder), range: range))
    }
    return .void
  }

  func indexOutOfRange(_ range: SourceRange) -> ScriptFailure {
    trap(.indexOutOfRange(iOS: state.world.iOS), at: range)
  }

  func intArgument(_ argument: Argument) throws -> Int {
    let value = try eval(argument.value, expected: "Int")
    guard case .int(let number) = value else {
      throw scriptError(
        "cannot convert value of type '\(typeName(value))' to expected argument type 'Int'",
        at: argument.value.range)
    }
    return number
  }

  /// The elements of a sequence argument (`append(contentsOf:)`, `insert(contentsOf:at:)`):
  /// an array's, a set's or a range's.
  private func elements(of argument: Argument, element: String) throws -> [Value] {
    let other = try eval(argument.value, expected: "[\(element)]")
    switch other {
    case .array(let more, _), .set(let more, _): return more
    case .range(let lower, let upper, let closed) where lower <= upper:
      let (span, overflow) = upper.subtractingReportingOverflow(lower)
      try charge(overflow ? Int.max / 64 : span / 64, argument.value.range)
      return (closed ? Array(lower...upper) : Array(lower..<upper)).map { .int($0) }
    default:
      throw scriptError(
        "cannot convert value of type '\(typeName(other))' to expected argument type "
          + "'[\(element)]'", at: argument.value.range)
    }
  }

  private func mutateArray(
    _ items: [Value], element: String, name: String, labels: [String?], arguments: [Argument],
    range: SourceRange, mutable: Bool
  ) throws -> (updated: Value, returned: Value)? {
    var items = items
    var returned: Value = .void
    func elementValue(_ argument: Argument) throws -> Value {
      let value = copied(try eval(argument.value, expected: element == "Any" ? nil : element))
      return element == "Any" ? value : try coerce(value, to: element, at: argument.value.range)
    }
    switch (name, labels) {
    case ("insert", [nil, "at"]):
      let value = try elementValue(arguments[0])
      let index = try intArgument(arguments[1])
      guard index >= 0, index <= items.count else { throw indexOutOfRange(range) }
      items.insert(value, at: index)
    case ("insert", ["contentsOf", "at"]):
      let more = try elements(of: arguments[0], element: element)
      let index = try intArgument(arguments[1])
      guard index >= 0, index <= items.count else { throw indexOutOfRange(range) }
      items.insert(contentsOf: more, at: index)
    case ("remove", ["at"]):
      let index = try intArgument(arguments[0])
      guard items.indices.contains(index) else { throw indexOutOfRange(range) }
      returned = items.remove(at: index)
    case ("removeSubrange", [nil]):
      let positions = try arraySlice(eval(arguments[0].value), count: items.count, range: range)
      guard let positions else { return nil }
      items.removeSubrange(positions)
    case ("replaceSubrange", [nil, "with"]):
      let positions = try arraySlice(eval(arguments[0].value), count: items.count, range: range)
      guard let positions else { return nil }
      items.replaceSubrange(positions, with: try elements(of: arguments[1], element: element))
    case ("removeFirst", [nil]), ("removeLast", [nil]):
      let count = try intArgument(arguments[0])
      guard count >= 0, count <= items.count else {
        throw trap(.removeFromEmpty(name, iOS: state.world.iOS), at: range)
      }
      if name == "removeFirst" { items.removeFirst(count) } else { items.removeLast(count) }
    case ("removeAll", []), ("removeAll", ["keepingCapacity"]):
      items = []
    case ("reserveCapacity", [nil]):
      // Room for more elements changes nothing a program can see but its speed.
      _ = try intArgument(arguments[0])
    case ("removeAll", ["where"]), ("removeAll", [nil]):
      let body = try eval(arguments[0].value)
      var kept: [Value] = []
      for item in items where try !test(item, with: body, range: range) { kept.append(item) }
      items = kept
    case ("removeFirst", []), ("removeLast", []):
      guard !items.isEmpty else {
        throw trap(.removeFromEmpty(name, iOS: state.world.iOS), at: range)
      }
      returned = name == "removeFirst" ? items.removeFirst() : items.removeLast()
    case ("popLast", []):
      returned = items.popLast().map { Value.some($0) } ?? Value.none
    case ("append", ["contentsOf"]):
      items += try elements(of: arguments[0], element: element)
    case ("withUnsafeMutableBufferPointer", [nil]) where mutable:
      // The closure changes the elements through the buffer: here, the array, `inout`.
      let body = try eval(arguments[0].value)
      let (result, final) = try callChanging(
        body, .array(items, element: element), rest: [], range: range)
      if case .array(let changed, _) = final { items = changed }
      returned = result
    case ("swapAt", [nil, nil]):
      let first = try intArgument(arguments[0])
      let second = try intArgument(arguments[1])
      guard items.indices.contains(first), items.indices.contains(second) else {
        throw indexOutOfRange(range)
      }
      items.swapAt(first, second)
    case ("sort", []) where mutable:
      items = try sortedValues(items, range: range) { try self.ascending($0, $1, range: range) }
    case ("sort", ["by"]) where mutable, ("sort", [nil]) where mutable:
      let body = try eval(arguments[0].value)
      items = try sortedValues(items, range: range) { left, right in
        try self.test2(left, right, with: body, range: range)
      }
    case ("reverse", []) where mutable:
      items.reverse()
    case ("shuffle", []) where mutable:
      items = shuffled(items)
    default:
      return nil
    }
    try charge(items.count / 64, range)
    return (try checkedSize(.array(items, element: element), range: range), returned)
  }

  /// `text.append("!")`, `text.append(contentsOf: more)`, `text.removeLast()`...
  private func mutateString(
    _ text: String, name: String, labels: [String?], _ arguments: [Argument], _ range: SourceRange
  ) throws -> (updated: Value, returned: Value)? {
    switch (name, labels) {
    case ("append", [nil]), ("append", ["contentsOf"]):
      let value = try eval(arguments[0].value, expected: "String")
      guard case .string(let more) = value else {
        throw scriptError(
          "cannot convert value of type '\(typeName(value))' to expected argument type 'String'",
          at: arguments[0].value.range)
      }
      try checkLength(text, adding: more, range: range)
      try chargeText(text.utf8.count + more.utf8.count, range)
      return (.string(text + more), .void)
    case ("removeAll", []):
      return (.string(""), .void)
    case ("insert", [nil, "at"]), ("insert", ["contentsOf", "at"]):
      // Indices are character offsets: `memo.insert("?", at: memo.endIndex)`.
      let value = try eval(arguments[0].value, expected: "String")
      let offset = try intArgument(arguments[1])
      guard case .string(let more) = value else {
        throw scriptError(
          "cannot convert value of type '\(typeName(value))' to expected argument type 'String'",
          at: arguments[0].value.range)
      }
      var characters = Array(text)
      guard offset >= 0, offset <= characters.count else {
        throw scriptError("String index is out of bounds", at: range)
      }
      try checkLength(text, adding: more, range: range)
      try chargeText(text.utf8.count + more.utf8.count, range)
      characters.insert(contentsOf: more, at: offset)
      return (.string(String(characters)), .void)
    case ("remove", ["at"]):
      let offset = try intArgument(arguments[0])
      var characters = Array(text)
      guard characters.indices.contains(offset) else {
        throw scriptError("String index is out of bounds", at: range)
      }
      let removed = characters.remove(at: offset)
      return (.string(String(characters)), .string(String(removed)))
    case ("removeSubrange", [nil]):
      guard case .range(let lower, let upper, let closed) = try eval(arguments[0].value) else {
        return nil
      }
      var characters = Array(text)
      let end = closed ? upper + 1 : upper
      guard lower >= 0, lower <= end, end <= characters.count else {
        throw scriptError("String index range is out of bounds", at: range)
      }
      characters.removeSubrange(lower..<end)
      return (.string(String(characters)), .void)
    case ("removeFirst", []), ("removeLast", []):
      var characters = Substring(text)
      guard let removed = name == "removeFirst" ? characters.popFirst() : characters.popLast()
      else {
        throw trap(.removeFromEmpty(name, iOS: state.world.iOS), at: range)
      }
      return (.string(String(characters)), .string(String(removed)))
    default:
      return nil
    }
  }

  private func mutateDictionary(
    _ keys: [Value], _ values: [Value], type: String, name: String, labels: [String?],
    arguments: [Argument], range: SourceRange
  ) throws -> (updated: Value, returned: Value)? {
    let types = dictionaryTypes(type)
    switch (name, labels) {
    case ("removeValue", ["forKey"]):
      let key = try eval(arguments[0].value, expected: types?.key)
      guard let index = try dictionaryIndex(keys, key, range: range) else {
        return (.dictionary(keys: keys, values: values, type: type), .none)
      }
      var keys = keys
      var values = values
      keys.remove(at: index)
      let old = values.remove(at: index)
      return (.dictionary(keys: keys, values: values, type: type), .some(old))
    case ("updateValue", [nil, "forKey"]):
      let value = try eval(arguments[0].value, expected: types?.value)
      let key = try eval(arguments[1].value, expected: types?.key)
      let old = try dictionaryIndex(keys, key, range: range).map { Value.some(values[$0]) }
      let updated = try updatedDictionary(
        keys: keys, values: values, type: type, key: key, value: value, range: range)
      return (updated, old ?? .none)
    case ("removeAll", []):
      return (.dictionary(keys: [], values: [], type: type), .void)
    case ("merge", [nil, nil]), ("merge", [nil, "uniquingKeysWith"]):
      // `scores.merge(more) { old, new in new }`: what `merging` gives, in place.
      let merged = try callDictionaryMethod(
        .dictionary(keys: keys, values: values, type: type), name: "merging",
        arguments: arguments, range: range)
      return merged.map { ($0, .void) }
    default:
      return nil
    }
  }

  private func mutateSet(
    _ items: [Value], element: String, name: String, labels: [String?], arguments: [Argument],
    range: SourceRange
  ) throws -> (updated: Value, returned: Value)? {
    var items = items
    switch (name, labels) {
    case ("insert", [nil]):
      let value = try eval(arguments[0].value, expected: element)
      let present = try items.contains { try elementEqual($0, value, range: range) }
      if !present { items.append(value) }
      let set = try checkedSize(.set(items, element: element), range: range)
      return (
        set, .tuple([.bool(!present), value], labels: ["inserted", "memberAfterInsert"])
      )
    case ("remove", [nil]):
      let value = try eval(arguments[0].value, expected: element)
      guard let index = try items.firstIndex(where: { try elementEqual($0, value, range: range) })
      else {
        return (.set(items, element: element), .none)
      }
      let removed = items.remove(at: index)
      return (.set(items, element: element), .some(removed))
    case ("removeAll", []):
      return (.set([], element: element), .void)
    case ("formUnion", [nil]), ("formIntersection", [nil]), ("formSymmetricDifference", [nil]),
      ("subtract", [nil]):
      // `a.formUnion(b)` is `a = a.union(b)`; so are the others.
      let made = [
        "formUnion": "union", "formIntersection": "intersection",
        "formSymmetricDifference": "symmetricDifference", "subtract": "subtracting",
      ]
      guard
        let result = try callDictionaryMethod(
          .set(items, element: element), name: made[name] ?? name, arguments: arguments,
          range: range)
      else { return nil }
      return (result, .void)
    default:
      return nil
    }
  }

  /// `array[i] = x`, `dictionary[key] = x` (nil removes the key), `d[key, default: 0] += 1`.
  func storeThroughSubscript(
    _ value: Value, base: Expr, arguments: [Argument], range: SourceRange, valueRange: SourceRange
  ) throws {
    if let target = try keyPathTarget(arguments, root: base) {
      // `player[keyPath: \.score] = 40` is `player.score = 40`.
      try store(value, into: target, valueRange: valueRange)
      return
    }
    let container = try eval(base)
    if try setThroughDeclaredSubscript(
      container.unwrapped ?? container, arguments: arguments, value: value, range: range,
      base: base)
    {
      return
    }
    let updated: Value
    switch container.unwrapped ?? container {
    case .array(let items, let element):
      guard arguments.count == 1 else {
        throw scriptError(Said(.assignsOneArrayElement), at: range)
      }
      var items = items
      func converted(_ item: Value) throws -> Value {
        element == "Any" ? item : try coerce(item, to: element, at: valueRange)
      }
      let index = try eval(arguments[0].value, expected: "Int")
      if let slice = try arraySlice(index, count: items.count, range: range) {
        // `items[3...5] = ["blanket"]`: the range's elements replaced by the array's.
        guard case .array(let replacement, _) = value else {
          throw scriptError(
            "cannot assign value of type '\(typeName(value))' to subscript of type "
              + "'ArraySlice<\(element)>'", at: valueRange)
        }
        items.replaceSubrange(slice, with: try replacement.map(converted))
        updated = try checkedSize(.array(items, element: element), range: range)
      } else {
        guard case .int(let position) = index else {
          throw scriptError(
            "cannot convert value of type '\(typeName(index))' to expected argument type 'Int'",
            at: arguments[0].value.range)
        }
        guard items.indices.contains(position) else { throw indexOutOfRange(range) }
        items[position] = try converted(value)
        updated = .array(items, element: element)
      }
    case .dictionary(let keys, let values, let type):
      let key = try eval(arguments[0].value, expected: dictionaryTypes(type)?.key)
      updated = try updatedDictionary(
        keys: keys, values: values, type: type, key: key, value: value, range: range)
    default:
      throw scriptError(
        "cannot assign through subscript: value of type '\(typeName(container))' has no "
          + "subscripts", at: range)
    }
    try requireMutable(base, member: "subscript")
    try store(updated, into: base, valueRange: valueRange)
  }
}

extension Interpreter {
  /// `grid[1, 2] = "X"` where the learner's type declares `subscript(...) { set }`: its
  /// setter runs with the new value. False when the type declares none.
  /// `base`: where the receiver came from, which a setter of the learner's extension of a
  /// value type (`extension Array`) changes as a mutating method does.
  func setThroughDeclaredSubscript(
    _ receiver: Value, arguments: [Argument], value: Value, range: SourceRange,
    base: Expr? = nil
  ) throws -> Bool {
    guard mayHaveDeclaredMembers(receiver), !takesStandardIndex(receiver, arguments) else {
      return false
    }
    let isStatic: Bool
    if case .type = receiver { isStatic = true } else { isStatic = false }
    let placeholder = Argument(value: Expr(.nilLiteral, range: range))
    guard
      let decl = learnerMethod(
        for: receiver, name: "subscript(set)", arguments: arguments + [placeholder],
        isStatic: isStatic)
    else { return false }
    guard let element = decl.parameters.last?.type.description else { return false }
    // The subscript's own parameters bind as a call's; the new value is the last one.
    var indices = decl
    indices.parameters.removeLast()
    let values = try userArguments(indices, arguments) + [coerce(value, to: element, at: range)]
    var instance: ObjectID?
    if case .object(let id) = receiver, state.instances[id] != nil { instance = id }
    if instance == nil, !isStatic, !receiver.isObject, let base {
      // `self[i] = newValue[index]` in `extension Array { subscript(...) { set } }`: the
      // setter changes the array, which goes back where it came from.
      _ = try callChangingSelf(
        decl, values, selfValue: receiver, base: base, member: "subscript", range: range)
      return true
    }
    _ = try callUser(decl, arguments: values, range: range, instance: instance, selfValue: receiver)
    return true
  }

  /// Before a function's frame goes: the values its `inout` parameters ended with.
  func keepInoutValues(_ decl: FunctionDecl) {
    inoutValues = [:]
    for parameter in decl.parameters where parameter.isInout {
      if let box = box(for: parameter.internalName) {
        inoutValues[parameter.internalName] = state.boxes[box]
      }
    }
  }

  /// After the call: each `&variable` argument takes its parameter's final value.
  func writeBackInout(_ decl: FunctionDecl, _ arguments: [Argument]) throws {
    guard decl.parameters.contains(where: \.isInout) else { return }
    let values = inoutValues
    let passed = arguments.filter {
      if case .prefix("&", _) = $0.value.kind { return true }
      return false
    }
    let parameters = decl.parameters.filter(\.isInout)
    for (offset, parameter) in parameters.enumerated() {
      guard offset < passed.count, case .prefix(_, let target) = passed[offset].value.kind,
        let value = values[parameter.internalName]
      else {
        throw scriptError(
          "passing value of type '\(parameter.type)' to an inout parameter requires explicit '&'",
          at: arguments.first?.value.range ?? parameter.range)
      }
      try store(value, into: target, valueRange: passed[offset].value.range)
    }
  }
}
