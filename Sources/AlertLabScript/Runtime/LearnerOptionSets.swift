import AlertLabKit

// The learner's option sets: `struct Alarms: OptionSet { let rawValue: UInt8; static let
// smoke = Alarms(rawValue: 1 << 0) ... }`. An array literal of its options is one value whose
// raw value has every option's bits (`[.smoke, .door]`), and the `SetAlgebra` methods Swift
// gives every option set work on the bits: `contains`, `insert`, `remove`, `union` and the
// others. The value stays an instance of the learner's struct.

extension Interpreter {
  /// True when `type` is the learner's struct declared `OptionSet`.
  func isLearnerOptionSet(_ type: String) -> Bool {
    guard !state.classes.isEmpty, let decl = state.classes[type] else { return false }
    return decl.inherited.contains { $0.description == "OptionSet" }
  }

  /// `[.smoke, .door]` where the option set `type` is expected: one value with the bits of
  /// every element.
  func optionSetLiteral(_ elements: [Expr], type: String, range: SourceRange) throws -> Value {
    var bits: Int128 = 0
    for element in elements {
      bits |= try optionBits(try eval(element, expected: type), range: element.range)
    }
    return try makeOption(type, bits: bits, range: range)
  }

  /// The raw value of an option set's value, as bits.
  func optionBits(_ value: Value, range: SourceRange) throws -> Int128 {
    let raw = try getMember(value, name: "rawValue", range: range, baseRange: range)
    guard let bits = exactInteger(raw) else {
      throw scriptError("an option set's rawValue must be an integer", at: range)
    }
    return bits
  }

  /// A value of the option set `type` with raw value `bits`, made by its `init(rawValue:)`.
  func makeOption(_ type: String, bits: Int128, range: SourceRange) throws -> Value {
    guard let raw = Int(exactly: bits) else {
      throw scriptError("an option set's rawValue is out of range", at: range)
    }
    let argument = Argument(label: "rawValue", value: Expr(.integer(raw), range: range))
    return try construct(type, arguments: [argument], range: range, calleeRange: range)
  }

  /// `Alarms()`, `Alarms([.smoke, .door])`: the initializers `SetAlgebra` gives an option set
  /// of the learner's (none and all of the sequence's options); nil for another type, or when
  /// the learner declares an initializer of their own.
  func constructOptionSet(_ type: String, arguments: [Argument], range: SourceRange) throws
    -> Value?
  {
    guard arguments.count <= 1, arguments.first?.label == nil, isLearnerOptionSet(type),
      !learnerInitializers(type).contains(where: { owned in
        owned.decl.parameters.count == arguments.count
          && owned.decl.parameters.first.flatMap(labelOf) == nil
      })
    else { return nil }
    guard let sequence = arguments.first?.value else {
      return try makeOption(type, bits: 0, range: range)
    }
    if case .array(let elements) = sequence.kind {
      return try optionSetLiteral(elements, type: type, range: range)
    }
    guard case .array(let items, _) = try eval(sequence, expected: "[\(type)]") else {
      return nil
    }
    var bits: Int128 = 0
    for item in items { bits |= try optionBits(item, range: sequence.range) }
    return try makeOption(type, bits: bits, range: range)
  }

  /// `alarms.isEmpty`: true when no option is in the learner's option set; nil for another
  /// value or property.
  func optionSetProperty(_ receiver: Value, name: String, range: SourceRange) throws -> Value? {
    guard name == "isEmpty", case .object(let id) = receiver,
      let type = state.world.className(of: id), isLearnerOptionSet(type)
    else { return nil }
    return .bool(try optionBits(receiver, range: range) == 0)
  }

  static let optionSetMethods: Set<String> = [
    "contains", "insert", "remove", "update", "union", "intersection", "subtracting",
    "symmetricDifference", "formUnion", "formIntersection", "subtract",
    "formSymmetricDifference", "isSubset", "isSuperset", "isDisjoint", "isStrictSubset",
    "isStrictSuperset",
  ]

  /// `armed.contains(.door)`, `armed.insert(.flood)`: what `SetAlgebra` gives an option set of
  /// the learner's; nil for another value or method. The changing methods change the value in
  /// place (it is the variable's own copy).
  func callOptionSetMethod(
    _ receiver: Value, name: String, arguments: [Argument], range: SourceRange
  ) throws -> Value? {
    guard !state.classes.isEmpty, arguments.count == 1, case .object(let id) = receiver,
      Self.optionSetMethods.contains(name), let type = state.world.className(of: id),
      isLearnerOptionSet(type)
    else { return nil }
    let mine = try optionBits(receiver, range: range)
    let other = try optionBits(
      try eval(arguments[0].value, expected: type), range: arguments[0].value.range)
    switch name {
    case "contains": return .bool(mine & other == other)
    case "isSubset": return .bool(mine & other == mine)
    case "isSuperset": return .bool(mine & other == other)
    case "isStrictSubset": return .bool(mine & other == mine && mine != other)
    case "isStrictSuperset": return .bool(mine & other == other && mine != other)
    case "isDisjoint": return .bool(mine & other == 0)
    case "union": return try makeOption(type, bits: mine | other, range: range)
    case "intersection": return try makeOption(type, bits: mine & other, range: range)
    case "subtracting": return try makeOption(type, bits: mine & ~other, range: range)
    case "symmetricDifference": return try makeOption(type, bits: mine ^ other, range: range)
    default: break
    }
    // The changing methods: the new bits, and what Swift answers.
    let (bits, answer): (Int128, Value)
    switch name {
    case "insert":
      bits = mine | other
      let option = try makeOption(type, bits: other, range: range)
      answer = .tuple(
        [.bool(mine & other != other), option], labels: ["inserted", "memberAfterInsert"])
    case "remove":
      bits = mine & ~other
      answer = mine & other == 0 ? .none : .some(try makeOption(type, bits: other, range: range))
    case "update":
      bits = mine | other
      answer = mine & other == 0 ? .none : .some(try makeOption(type, bits: other, range: range))
    case "formUnion": (bits, answer) = (mine | other, .void)
    case "formIntersection": (bits, answer) = (mine & other, .void)
    case "subtract": (bits, answer) = (mine & ~other, .void)
    default: (bits, answer) = (mine ^ other, .void)
    }
    try setOptionBits(of: id, type: type, bits: bits, range: range)
    return answer
  }

  /// Stores `bits` as the raw value of the option set object `id`.
  func setOptionBits(of id: ObjectID, type: String, bits: Int128, range: SourceRange) throws {
    let made = try makeOption(type, bits: bits, range: range)
    guard case .object(let fresh) = made, let box = state.instances[id]?["rawValue"],
      let freshBox = state.instances[fresh]?["rawValue"]
    else { return }
    let value = state.boxes[freshBox]
    state.updateVariable(box) { $0.value = value }
  }
}
