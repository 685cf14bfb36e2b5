import AlertLabKit

// Swift's integer types of a fixed width besides `Int`: `Int8` … `Int64`, `UInt8` … `UInt64`
// and `UInt`. A value is held exactly (as an `Int128`, which holds every one of them) with its
// type; arithmetic traps on overflow as Swift does, the `&` operators wrap, and an integer
// literal (an `Int` here) takes the type of the sized integer it meets.

/// One of Swift's sized integer types.
public enum IntegerKind: UInt8, Hashable, Sendable, CaseIterable {
  case int8, int16, int32, int64, uint8, uint16, uint32, uint64, uint

  /// The kind Swift spells `name` (`UInt8`); nil for any other name (`Int` included).
  init?(name: String) {
    guard let kind = IntegerKind.byName[name] else { return nil }
    self = kind
  }

  private static let byName: [String: IntegerKind] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.name, $0) })

  /// `UInt8`, as Swift spells it.
  var name: String {
    switch self {
    case .int8: return "Int8"
    case .int16: return "Int16"
    case .int32: return "Int32"
    case .int64: return "Int64"
    case .uint8: return "UInt8"
    case .uint16: return "UInt16"
    case .uint32: return "UInt32"
    case .uint64: return "UInt64"
    case .uint: return "UInt"
    }
  }

  var bitWidth: Int {
    switch self {
    case .int8, .uint8: return 8
    case .int16, .uint16: return 16
    case .int32, .uint32: return 32
    case .int64, .uint64, .uint: return 64
    }
  }

  var isSigned: Bool { rawValue <= IntegerKind.int64.rawValue }

  var min: Int128 { isSigned ? -(Int128(1) << (bitWidth - 1)) : 0 }
  var max: Int128 { isSigned ? (Int128(1) << (bitWidth - 1)) - 1 : (Int128(1) << bitWidth) - 1 }

  /// True when `number` is a value of this type.
  func holds(_ number: Int128) -> Bool { number >= min && number <= max }

  /// `number` cut to this type's width, as `init(truncatingIfNeeded:)` and the `&` operators
  /// cut it.
  func truncating(_ number: Int128) -> Int128 {
    let mask = (Int128(1) << bitWidth) - 1
    let low = number & mask
    return isSigned && low > max ? low - (Int128(1) << bitWidth) : low
  }
}

/// A value of a sized integer type.
public struct SizedInteger: Hashable, Sendable {
  /// Always a value `kind` holds.
  var value: Int128
  var kind: IntegerKind
}

extension Interpreter {
  /// `number` as a value of `kind`; Swift's trap when it is not one (`UInt8(300)`).
  func sizedInteger(_ number: Int128, _ kind: IntegerKind, range: SourceRange) throws -> Value {
    guard kind.holds(number) else {
      throw scriptError("Not enough bits to represent the passed value", at: range)
    }
    return .sized(SizedInteger(value: number, kind: kind))
  }

  /// An `Int`, or a sized integer, as one exact number; nil for other values.
  func exactInteger(_ value: Value) -> Int128? {
    switch value {
    case .int(let number): return Int128(number)
    case .sized(let sized): return sized.value
    default: return nil
    }
  }

  /// `UInt8(x)`, `Int16(truncatingIfNeeded: x)`, `UInt8(clamping: x)`, `Int8(bitPattern: x)`;
  /// nil when `name` is no sized integer type.
  func makeSizedInteger(_ name: String, arguments: [Argument], range: SourceRange) throws
    -> Value?
  {
    guard let kind = IntegerKind(name: name) else { return nil }
    guard arguments.count == 1 else {
      throw scriptError("\(name)(_:) takes one argument", at: range)
    }
    let value = try eval(arguments[0].value, expected: name)
    if let text = value.stringText, arguments[0].label == nil {
      // `UInt8("12")`: nil when the text is no number of the type.
      guard let number = Int128(text), kind.holds(number) else { return Value.none }
      return Value.some(.sized(SizedInteger(value: number, kind: kind)))
    }
    if arguments[0].label == "exactly" {
      // `UInt8(exactly: x)`: nil unless x is a whole number the type holds.
      var exact = exactInteger(value)
      if case .double(let double) = value, double.isFinite, double.rounded(.towardZero) == double,
        double.magnitude < 1e38
      {
        exact = Int128(double)
      }
      guard let exact, kind.holds(exact) else { return Value.none }
      return Value.some(.sized(SizedInteger(value: exact, kind: kind)))
    }
    let number: Int128
    if case .double(let double) = value {
      guard double.isFinite, double > -1.7e38, double < 1.7e38 else {
        throw scriptError(
          "Double value cannot be converted to \(name) because it is either infinite or NaN",
          at: range)
      }
      number = Int128(double.rounded(.towardZero))
    } else if let exact = exactInteger(value) {
      number = exact
    } else {
      throw scriptError("cannot convert '\(typeName(value))' to \(name)", at: range)
    }
    switch arguments[0].label {
    case "truncatingIfNeeded":
      return .sized(SizedInteger(value: kind.truncating(number), kind: kind))
    case "clamping":
      return .sized(
        SizedInteger(value: Swift.min(Swift.max(number, kind.min), kind.max), kind: kind))
    case "bitPattern":
      return .sized(SizedInteger(value: kind.truncating(number), kind: kind))
    default:
      return try sizedInteger(number, kind, range: range)
    }
  }

  /// `a op b` where either is a sized integer and the other one of the same type or a literal
  /// (an `Int`); nil for other operands or operators.
  func sizedArithmetic(_ op: String, _ left: Value, _ right: Value, range: SourceRange) throws
    -> Value?
  {
    let kind: IntegerKind
    switch (left, right) {
    case (.sized(let a), .sized(let b)):
      // Shifts take any integer on the right; other operators want one type.
      guard a.kind == b.kind || op.hasSuffix("<<") || op.hasSuffix(">>") else {
        throw scriptError(
          "binary operator '\(op)' cannot be applied to operands of type '\(a.kind.name)' "
            + "and '\(b.kind.name)'", at: range)
      }
      kind = a.kind
    case (.sized(let a), .int): kind = a.kind
    case (.int, .sized(let b)): kind = b.kind
    default: return nil
    }
    guard let a = exactInteger(left), let b = exactInteger(right) else { return nil }
    func make(_ number: Int128, overflow: Bool = false) throws -> Value {
      // `overflow`: the exact result did not fit even in 128 bits (`UInt.max * UInt.max`).
      guard !overflow, kind.holds(number) else {
        throw scriptError(
          "arithmetic operation '\(a) \(op) \(b)' (on type '\(kind.name)') results in an "
            + "overflow", at: range)
      }
      return .sized(SizedInteger(value: number, kind: kind))
    }
    func wrapped(_ number: Int128) -> Value {
      .sized(SizedInteger(value: kind.truncating(number), kind: kind))
    }
    switch op {
    case "+": return try make(a + b)
    case "-": return try make(a - b)
    case "*":
      let product = a.multipliedReportingOverflow(by: b)
      return try make(product.partialValue, overflow: product.overflow)
    case "/", "%":
      guard b != 0 else { throw scriptError("division by zero", at: range) }
      return try make(op == "/" ? a / b : a % b)
    case "&+": return wrapped(a + b)
    case "&-": return wrapped(a - b)
    case "&*": return wrapped(a &* b)
    case "&": return wrapped(a & b)
    case "|": return wrapped(a | b)
    case "^": return wrapped(a ^ b)
    case "<<", ">>", "&<<", "&>>":
      // `&<<` shifts by the amount modulo the width; `<<` past the width gives 0 (or -1).
      var amount = b
      if op.hasPrefix("&") { amount = b & Int128(kind.bitWidth - 1) }
      let left = op.hasSuffix("<<") ? amount >= 0 : amount < 0
      let distance = Swift.min(amount.magnitude, UInt128(kind.bitWidth))
      return wrapped(left ? a << distance : a >> distance)
    case "<": return .bool(a < b)
    case "<=": return .bool(a <= b)
    case ">": return .bool(a > b)
    case ">=": return .bool(a >= b)
    case "==": return .bool(a == b)
    case "!=": return .bool(a != b)
    default: return nil
    }
  }

  /// `x.addingReportingOverflow(y)` and its siblings, and `x.advanced(by: n)`, of an `Int`
  /// or a sized integer; nil for other names.
  func integerMethod(
    _ receiver: Value, name: String, arguments: [Argument], range: SourceRange
  ) throws -> Value? {
    if name == "advanced", arguments.count == 1, arguments[0].label == "by" {
      // `x.advanced(by: n)` is `x + n`, trapping as it does.
      let distance = try eval(arguments[0].value, expected: "Int")
      return try arithmetic("+", receiver, distance, range: range)
    }
    if name == "quotientAndRemainder", arguments.count == 1,
      arguments[0].label == "dividingBy"
    {
      // `x.quotientAndRemainder(dividingBy: n)` is `(x / n, x % n)`, trapping as they do.
      let kind: String
      if case .sized(let sized) = receiver { kind = sized.kind.name } else { kind = "Int" }
      let divisor = try eval(arguments[0].value, expected: kind)
      return .tuple(
        [
          try arithmetic("/", receiver, divisor, range: range),
          try arithmetic("%", receiver, divisor, range: range),
        ], labels: ["quotient", "remainder"])
    }
    let operators = [
      "addingReportingOverflow": "+", "subtractingReportingOverflow": "-",
      "multipliedReportingOverflow": "*", "dividedReportingOverflow": "/",
    ]
    guard let op = operators[name], arguments.count == 1,
      let a = exactInteger(receiver)
    else { return nil }
    let kind: IntegerKind?
    if case .sized(let sized) = receiver { kind = sized.kind } else { kind = nil }
    let argument = try eval(arguments[0].value, expected: kind?.name ?? "Int")
    guard let b = exactInteger(argument) else { return nil }
    let exact: Int128
    // True when the exact result does not fit even in 128 bits (`UInt.max * UInt.max`); its
    // low bits, which the partial value keeps, are still right.
    var wide = false
    switch op {
    case "+": exact = a + b
    case "-": exact = a - b
    case "*": (exact, wide) = a.multipliedReportingOverflow(by: b)
    default:
      guard b != 0 else { throw scriptError("division by zero", at: range) }
      exact = a / b
    }
    let (low, high) = kind.map { ($0.min, $0.max) } ?? (Int128(Int.min), Int128(Int.max))
    let width = kind?.bitWidth ?? 64
    let mask = (Int128(1) << width) - 1
    var partial = exact & mask
    if low < 0 && partial > high { partial -= Int128(1) << width }
    let value: Value =
      kind.map { .sized(SizedInteger(value: partial, kind: $0)) } ?? .int(Int(partial))
    return .tuple(
      [value, .bool(wide || exact < low || exact > high)], labels: ["partialValue", "overflow"])
  }
}

extension NumericConstants {
  /// `UInt8.max`, `Int16.min`, `UInt32.bitWidth`; nil for other names.
  static func sizedValue(of type: String, _ name: String) -> Value? {
    guard let kind = IntegerKind(name: type) else { return nil }
    switch name {
    case "max": return .sized(SizedInteger(value: kind.max, kind: kind))
    case "min": return .sized(SizedInteger(value: kind.min, kind: kind))
    case "bitWidth": return .int(kind.bitWidth)
    case "zero": return .sized(SizedInteger(value: 0, kind: kind))
    default: return nil
    }
  }
}

extension Interpreter {
  /// `flags.nonzeroBitCount`, `.leadingZeroBitCount`, `.trailingZeroBitCount`,
  /// `.byteSwapped` of an `Int` or a sized integer, counted over its own width; nil for
  /// other names and values.
  static func integerProperty(_ value: Value, name: String) -> Value? {
    let kind: IntegerKind
    let number: Int128
    switch value {
    case .int(let int): (kind, number) = (.int64, Int128(int))
    case .sized(let sized): (kind, number) = (sized.kind, sized.value)
    default: return nil
    }
    let width = kind.bitWidth
    let bits = UInt128(truncatingIfNeeded: number) & ((UInt128(1) << width) - 1)
    let count: Int
    switch name {
    case "nonzeroBitCount": count = bits.nonzeroBitCount
    case "leadingZeroBitCount": count = bits.leadingZeroBitCount - (128 - width)
    case "trailingZeroBitCount": count = bits == 0 ? width : bits.trailingZeroBitCount
    case "byteSwapped":
      var swapped: UInt128 = 0
      for byte in 0..<(width / 8) {
        swapped |= ((bits >> (byte * 8)) & 0xFF) << (width - 8 - byte * 8)
      }
      let result = kind.truncating(Int128(truncatingIfNeeded: swapped))
      if case .int = value { return .int(Int(truncatingIfNeeded: result)) }
      return .sized(SizedInteger(value: result, kind: kind))
    default: return nil
    }
    return .int(count)
  }
}
