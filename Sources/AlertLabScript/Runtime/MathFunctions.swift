#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Foundation's C math functions (`sqrt`, `pow`, `sin`...): the C library's own, so that a
// result prints exactly as the compiled program's does. A Float argument gives a Float (the
// `sqrtf` overload), anything else a Double; an integer literal is read as a Double.

extension Interpreter {
  /// The functions of one number.
  static let unaryMathFunctions: [String: @Sendable (Double) -> Double] = [
    "sqrt": { sqrt($0) }, "cbrt": { cbrt($0) }, "floor": { floor($0) }, "ceil": { ceil($0) },
    "round": { round($0) }, "trunc": { trunc($0) }, "fabs": { fabs($0) },
    "sin": { sin($0) }, "cos": { cos($0) }, "tan": { tan($0) }, "asin": { asin($0) },
    "acos": { acos($0) }, "atan": { atan($0) }, "sinh": { sinh($0) }, "cosh": { cosh($0) },
    "tanh": { tanh($0) }, "exp": { exp($0) }, "exp2": { exp2($0) }, "expm1": { expm1($0) },
    "log": { log($0) }, "log2": { log2($0) }, "log10": { log10($0) }, "log1p": { log1p($0) },
  ]

  /// The functions of two numbers.
  static let binaryMathFunctions: [String: @Sendable (Double, Double) -> Double] = [
    "pow": { pow($0, $1) }, "atan2": { atan2($0, $1) }, "hypot": { hypot($0, $1) },
    "fmod": { fmod($0, $1) }, "fmin": { fmin($0, $1) }, "fmax": { fmax($0, $1) },
    "copysign": { copysign($0, $1) },
  ]

  /// The C library's constants (`M_PI`, `M_E`...), which older code uses for `Double.pi`.
  static let mathConstants: [String: Double] = [
    "M_PI": M_PI, "M_PI_2": M_PI_2, "M_PI_4": M_PI_4, "M_1_PI": M_1_PI, "M_2_PI": M_2_PI,
    "M_E": M_E, "M_LN2": M_LN2, "M_LN10": M_LN10, "M_LOG2E": M_LOG2E, "M_LOG10E": M_LOG10E,
    "M_SQRT2": M_SQRT2, "M_SQRT1_2": M_SQRT1_2,
  ]

  static let mathFunctions = Set(unaryMathFunctions.keys).union(binaryMathFunctions.keys)

  /// `sqrt(2.0)`, `pow(base, 3)`: nil for another name, or other arguments.
  func callMathFunction(_ name: String, arguments: [Argument], range: SourceRange) throws
    -> Value?
  {
    guard Self.mathFunctions.contains(name), arguments.allSatisfy({ $0.label == nil }) else {
      return nil
    }
    // `pow(2, 10)` is read as written: its integer literals pick another overload.
    let expected = name == "pow" ? nil : "Double"
    let values = try arguments.map { try eval($0.value, expected: expected) }
    let numbers = values.map(numberValue)
    let isFloat = values.allSatisfy { if case .float = $0 { return true } else { return false } }
    let result: Double
    if let function = Self.unaryMathFunctions[name], numbers.count == 1, let x = numbers[0] {
      result = isFloat ? Double(Self.inFloat(Float(x), function)) : function(x)
    } else if let function = Self.binaryMathFunctions[name], numbers.count == 2,
      let x = numbers[0], let y = numbers[1]
    {
      if name == "pow", case .int(let base) = values[0], case .int(let power) = values[1],
        let whole = Self.integerPower(base, power)
      {
        // `pow(2, 10)`: integer literals pick Foundation's `pow(Decimal, Int)`, whose result
        // prints without a fraction.
        return .int(whole)
      }
      result = function(x, y)
      if isFloat { return .float(Float(result)) }
    } else {
      return nil
    }
    return isFloat ? .float(Float(result)) : .double(result)
  }

  /// A Float function as its `f` overload computes it: in single precision.
  static func inFloat(_ x: Float, _ function: (Double) -> Double) -> Float {
    Float(function(Double(x)))
  }

  /// `base` to a power of 0 or more, when it fits an Int.
  static func integerPower(_ base: Int, _ power: Int) -> Int? {
    guard power >= 0, power < 64 else { return nil }
    var result = 1
    for _ in 0..<power {
      let (next, overflow) = result.multipliedReportingOverflow(by: base)
      if overflow { return nil }
      result = next
    }
    return result
  }

  /// `Int(exactly: 2.5)`, `Double(exactly: n)`, `Float(exactly: x)`: the number in the type,
  /// or nil when the type cannot hold it exactly.
  func exactConversion(to type: String, _ value: Value, range: SourceRange) throws -> Value {
    let number: Double
    switch value.unwrapped ?? value {
    case .int(let integer):
      switch type {
      case "Int": return .some(.int(integer))
      case "Double": return Double(exactly: integer).map { .some(.double($0)) } ?? .none
      default: return Float(exactly: integer).map { .some(.float($0)) } ?? .none
      }
    case .double(let double): number = double
    case .float(let float): number = Double(float)
    default:
      throw scriptError("cannot convert '\(typeName(value))' to \(type)", at: range)
    }
    switch type {
    case "Int": return Int(exactly: number).map { .some(.int($0)) } ?? .none
    case "Double": return .some(.double(number))
    default: return Float(exactly: number).map { .some(.float($0)) } ?? .none
    }
  }
}
