import AlertLabKit

/// The standard library's numeric constants the subset's values can hold: `Int.max`,
/// `Int.min`, and `Double.pi`, `.infinity`, `.nan`, `.greatestFiniteMagnitude`, ... of
/// `Double` and `CGFloat` (both 64-bit here, as on every device since the iPhone 5s) and of
/// `Float`.
enum NumericConstants {
  static func value(of type: String, _ name: String) -> Value? {
    switch type {
    case "Int":
      switch name {
      case "max": return .int(Int.max)
      case "min": return .int(Int.min)
      case "bitWidth": return .int(Int.bitWidth)
      case "zero": return .int(0)
      default: return nil
      }
    case "Float", "Float32":
      return floatingConstant(name, of: Float.self).map(Value.float)
    case "Double", "CGFloat", "Float64", "TimeInterval":
      return floatingConstant(name, of: Double.self).map(Value.double)
    default:
      return sizedValue(of: type, name)
    }
  }

  /// The constant `name` of the floating-point type `T` (`pi`, `infinity`, ...), if any.
  static func floatingConstant<T: BinaryFloatingPoint>(_ name: String, of type: T.Type) -> T? {
    switch name {
    case "zero": return 0
    case "pi": return T.pi
    case "infinity": return T.infinity
    case "nan": return T.nan
    case "greatestFiniteMagnitude": return T.greatestFiniteMagnitude
    case "leastNonzeroMagnitude": return T.leastNonzeroMagnitude
    case "leastNormalMagnitude": return T.leastNormalMagnitude
    case "ulpOfOne": return T.ulpOfOne
    default: return nil
    }
  }
}

/// The type a stored property without an annotation takes from its initial value when that
/// is a number, a string or a flag (`var x = 0.0` is a Double): nil for anything else.
func literalTypeName(_ value: Value) -> String? {
  switch value {
  case .int: return "Int"
  case .float: return "Float"
  case .double: return "Double"
  case .string: return "String"
  case .bool: return "Bool"
  default: return nil
  }
}
