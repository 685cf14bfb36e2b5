import AlertLabKit
import AlertLabWords

// Swift's Array, with NSArray's `firstObject` and `lastObject`.

extension ValueKind where Base == [Value] {
  static let array = ValueKind(
    extract: { if case .array(let items, _) = $0 { return items } else { return nil } },
    wrap: { .array($0, element: "Any") })
}

extension APIClass {
  static let array = APIClass(
    "Array", superclass: nil,
    members: [
      .valueProperty("count", "Int", of: .array) { .int($0.count) },
      .valueProperty("isEmpty", "Bool", of: .array) { .bool($0.isEmpty) },
      // A collection's is its count.
      .valueProperty("underestimatedCount", "Int", of: .array) { .int($0.count) },
      .valueProperty("first", "Element?", of: .array, old: ["firstObject"]) {
        $0.first.map { .some($0) } ?? .none
      },
      .valueProperty("last", "Element?", of: .array, old: ["lastObject"]) {
        $0.last.map { .some($0) } ?? .none
      },
      .method("append", [ParamSpec(nil, "Element")]) { _, use in
        throw scriptError(
          Said(.doesSimulateChangingArrays), at: use.range)
      },
      .arrayMethod("contains", [ParamSpec(nil, "Element")], returns: "Bool") {
        machine, items, _, use in
        .bool(try items.contains { try machine.elementEqual($0, use.value, range: use.range) })
      },
      .arrayMethod("contains", [ParamSpec("where", "(Element) -> Bool")], returns: "Bool") {
        machine, items, _, use in
        .bool(try items.contains { try machine.test($0, with: use.value, range: use.range) })
      },
      .arrayMethod("first", [ParamSpec("where", "(Element) -> Bool")], returns: "Element?") {
        machine, items, _, use in
        try items.first { try machine.test($0, with: use.value, range: use.range) }
          .map { .some($0) } ?? .none
      },
      .arrayMethod("filter", [ParamSpec(nil, "(Element) -> Bool")], returns: "[Element]") {
        machine, items, element, use in
        .array(
          try items.filter { try machine.test($0, with: use.value, range: use.range) },
          element: element)
      },
      .arrayMethod("allSatisfy", [ParamSpec(nil, "(Element) -> Bool")], returns: "Bool") {
        machine, items, _, use in
        .bool(try items.allSatisfy { try machine.test($0, with: use.value, range: use.range) })
      },
      // Swift 6's `count(where:)`.
      .arrayMethod("count", [ParamSpec("where", "(Element) -> Bool")], returns: "Int") {
        machine, items, _, use in
        var count = 0
        for item in items where try machine.test(item, with: use.value, range: use.range) {
          count += 1
        }
        return .int(count)
      },
      .arrayMethod("last", [ParamSpec("where", "(Element) -> Bool")], returns: "Element?") {
        machine, items, _, use in
        try items.last { try machine.test($0, with: use.value, range: use.range) }
          .map { .some($0) } ?? .none
      },
      // Random, as Swift's are, but from a generator with a fixed start: a script prints the
      // same every time it runs.
      .arrayMethod("randomElement", [], returns: "Element?") { machine, items, _, _ in
        guard !items.isEmpty else { return .none }
        return .some(items[machine.randomIndex(below: items.count)])
      },
      .arrayMethod("shuffled", [], returns: "[Element]") { machine, items, element, _ in
        .array(machine.shuffled(items), element: element)
      },
      .arrayMethod("prefix", [ParamSpec("while", "(Element) -> Bool")], returns: "[Element]") {
        machine, items, element, use in
        .array(
          Array(try items.prefix { try machine.test($0, with: use.value, range: use.range) }),
          element: element)
      },
      .arrayMethod("drop", [ParamSpec("while", "(Element) -> Bool")], returns: "[Element]") {
        machine, items, element, use in
        .array(
          Array(try items.drop { try machine.test($0, with: use.value, range: use.range) }),
          element: element)
      },
      .arrayMethod("elementsEqual", [ParamSpec(nil, "[Element]")], returns: "Bool") {
        machine, items, _, use in
        guard case .array(let other, _) = use.value else { return .bool(false) }
        return .bool(
          try items.elementsEqual(other) { try machine.equal($0, $1, range: use.range) })
      },
      .arrayMethod(
        "split",
        [
          ParamSpec("separator", "Element"), ParamSpec("maxSplits", "Int", default: true),
          ParamSpec("omittingEmptySubsequences", "Bool", default: true),
        ], returns: "[[Element]]"
      ) { machine, items, element, use in
        try machine.split(items, element: element, use: use)
      },
      .arrayMethod("dropFirst", [], returns: "[Element]") { _, items, element, _ in
        .array(Array(items.dropFirst()), element: element)
      },
      .arrayMethod("dropFirst", [ParamSpec(nil, "Int")], returns: "[Element]") {
        _, items, element, use in
        .array(Array(items.dropFirst(max(0, use.count(0)))), element: element)
      },
      .arrayMethod("dropLast", [], returns: "[Element]") { _, items, element, _ in
        .array(Array(items.dropLast()), element: element)
      },
      .arrayMethod("dropLast", [ParamSpec(nil, "Int")], returns: "[Element]") {
        _, items, element, use in
        .array(Array(items.dropLast(max(0, use.count(0)))), element: element)
      },
      .arrayMethod("prefix", [ParamSpec(nil, "Int")], returns: "[Element]") {
        _, items, element, use in
        .array(Array(items.prefix(max(0, use.count(0)))), element: element)
      },
      .arrayMethod("suffix", [ParamSpec(nil, "Int")], returns: "[Element]") {
        _, items, element, use in
        .array(Array(items.suffix(max(0, use.count(0)))), element: element)
      },
      .arrayMethod("map", [ParamSpec(nil, "(Element) -> Any")], returns: "[Any]") {
        machine, items, _, use in
        let mapped = try items.map { try machine.apply(use.value, to: $0, range: use.range) }
        return try machine.checkedSize(
          .array(mapped, element: mapped.first.map(machine.typeName) ?? "Any"), range: use.range)
      },
    ])
}

extension APIMember {
  /// A method of an array: the interpreter, the items, their element type and the use.
  static func arrayMethod(
    _ name: String, _ params: [ParamSpec], returns: String,
    run: @escaping @Sendable (Interpreter, [Value], String, MemberUse) throws -> Value
  ) -> APIMember {
    method(name, params, returns: returns) { machine, use in
      guard case .array(let items, let element) = use.receiver else {
        throw scriptError(Said(.doesSimulateMethodYet), at: use.range)
      }
      let takesScalars = machine.closureTakesScalars
      machine.closureTakesScalars = element == "Unicode.Scalar"
      defer { machine.closureTakesScalars = takesScalars }
      return try run(machine, items, element, use)
    }
  }
}

extension Interpreter {
  /// The items in an order from the state's generator (Fisher–Yates, from the last place
  /// down): `shuffled()` and `shuffle()`.
  func shuffled(_ items: [Value]) -> [Value] {
    var shuffled = items
    for place in Swift.stride(from: shuffled.count - 1, to: 0, by: -1) {
      shuffled.swapAt(place, randomIndex(below: place + 1))
    }
    return shuffled
  }

  /// `split(separator:maxSplits:omittingEmptySubsequences:)` of an array: the runs between
  /// the separators, as arrays.
  func split(_ items: [Value], element: String, use: MemberUse) throws -> Value {
    let separator = use.value
    let limits = SplitLimits(use.arguments)
    var parts: [Value] = []
    var splits = 0
    var run: [Value] = []
    for item in items {
      if splits < limits.maxSplits, try equal(item, separator, range: use.range) {
        if !(limits.omittingEmpty && run.isEmpty) { parts.append(.array(run, element: element)) }
        run = []
        splits += 1
      } else {
        run.append(item)
      }
    }
    if !(limits.omittingEmpty && run.isEmpty) { parts.append(.array(run, element: element)) }
    return .array(parts, element: "[\(element)]")
  }

  /// The next 64 bits of the state's generator (SplitMix64), which moves on.
  func randomBits() -> UInt64 {
    state.randomState &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state.randomState
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `0..<count` (`count` at least 1) from the state's generator.
  func randomIndex(below count: Int) -> Int {
    Int(randomBits() % UInt64(max(1, count)))
  }

  /// `Int.random(in: 1...6)`, `UInt8.random(in: 0...9)`, `Double.random(in: 0..<1)` and
  /// `Bool.random()`, from the same generator as `randomElement()`; nil for any other call
  /// (an empty range among them, which Swift traps on).
  func randomNumber(of type: String, arguments: [Argument]) throws -> Value? {
    if let kind = IntegerKind(name: type) {
      // `UInt64.random(in: 0..<10)`: drawn as an Int is, in the sized type.
      guard case .int(let number)? = try randomNumber(of: "Int", arguments: arguments),
        kind.holds(Int128(number))
      else { return nil }
      return .sized(SizedInteger(value: Int128(number), kind: kind))
    }
    switch type {
    case "Bool":
      return arguments.isEmpty ? .bool(randomBits() & 1 == 1) : nil
    case "Int":
      guard arguments.count == 1, arguments[0].label == "in",
        case .range(let lower, let upper, let closed) = try eval(
          arguments[0].value, expected: "ClosedRange<Int>")
      else { return nil }
      let (last, below) = closed ? (upper, false) : upper.subtractingReportingOverflow(1)
      guard !below, last >= lower else { return nil }
      // The span as an unsigned count; 0 when it is every Int.
      let span = UInt64(bitPattern: Int64(last &- lower)) &+ 1
      let offset = span == 0 ? randomBits() : randomBits() % span
      return .int(lower &+ Int(truncatingIfNeeded: offset))
    case "Double", "CGFloat":
      guard arguments.count == 1, arguments[0].label == "in" else { return nil }
      // `0..<1` of literals is read as a range of Ints: its bounds are the same numbers.
      let low: Double
      let high: Double
      let closed: Bool
      switch try eval(arguments[0].value, expected: "ClosedRange<Double>") {
      case .valueRange(let lower?, let upper?, let isClosed):
        (low, high, closed) = (number(lower), number(upper), isClosed)
      case .range(let lower, let upper, let isClosed):
        (low, high, closed) = (Double(lower), Double(upper), isClosed)
      default:
        return nil
      }
      guard low.isFinite, high.isFinite, closed ? low <= high : low < high else { return nil }
      let unit = Double(randomBits() >> 11) * 0x1p-53
      return .double(low + (high - low) * unit)
    default:
      return nil
    }
  }
}
