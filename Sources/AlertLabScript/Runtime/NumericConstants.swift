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
      switch name {
      case "zero": return .float(0)
      case "pi": return .float(Float.pi)
      case "infinity": return .float(Float.infinity)
      case "nan": return .float(Float.nan)
      case "greatestFiniteMagnitude": return .float(Float.greatestFiniteMagnitude)
      case "leastNonzeroMagnitude": return .float(Float.leastNonzeroMagnitude)
      case "leastNormalMagnitude": return .float(Float.leastNormalMagnitude)
      case "ulpOfOne": return .float(Float.ulpOfOne)
      default: return nil
      }
    case "Double", "CGFloat", "Float64", "TimeInterval":
      switch name {
      case "zero": return .double(0)
      case "pi": return .double(Double.pi)
      case "infinity": return .double(Double.infinity)
      case "nan": return .double(Double.nan)
      case "greatestFiniteMagnitude": return .double(Double.greatestFiniteMagnitude)
      case "leastNonzeroMagnitude": return .double(Double.leastNonzeroMagnitude)
      case "leastNormalMagnitude": return .double(Double.leastNormalMagnitude)
      case "ulpOfOne": return .double(Double.ulpOfOne)
      default: return nil
      }
    default:
      return sizedValue(of: type, name)
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
