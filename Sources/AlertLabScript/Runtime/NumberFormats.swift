import AlertLabWords
import Foundation

// Foundation's number format styles (iOS 15): `.number`, `.percent` and `.currency(code:)`,
// each with `.precision(.fractionLength(n))`, as people write them in an interpolation
// (`"\(price, format: .currency(code: "USD"))"`), in `price.formatted(.percent)` and in
// SwiftUI's `Text(price, format: .number)`. Foundation formats them, for the locale of the
// simulated device (United States English), so a run prints the same everywhere.

/// One number format style.
struct NumberFormat: Equatable {
  enum Kind: Equatable {
    case number
    case percent
    case currency(code: String)
  }

  var kind: Kind
  /// `.precision(.fractionLength(2))`: the digits after the point; nil for the style's own.
  var fractionLength: Int?

  static let locale = Locale(identifier: "en_US")

  /// The text of `value` (an integer or a floating-point number); nil for any other value.
  func text(of value: Value) -> String? {
    let digits = fractionLength.map { min(max(0, $0), 20) }
    switch value {
    case .int(let number):
      switch kind {
      case .number:
        var style = IntegerFormatStyle<Int>(locale: Self.locale)
        if let digits { style = style.precision(.fractionLength(digits)) }
        return number.formatted(style)
      case .percent:
        var style = IntegerFormatStyle<Int>.Percent(locale: Self.locale)
        if let digits { style = style.precision(.fractionLength(digits)) }
        return number.formatted(style)
      case .currency(let code):
        var style = IntegerFormatStyle<Int>.Currency(code: code, locale: Self.locale)
        if let digits { style = style.precision(.fractionLength(digits)) }
        return number.formatted(style)
      }
    case .double(let number): return text(of: number, digits: digits)
    case .float(let number): return text(of: Double(number), digits: digits)
    default: return nil
    }
  }

  private func text(of number: Double, digits: Int?) -> String {
    switch kind {
    case .number:
      var style = FloatingPointFormatStyle<Double>(locale: Self.locale)
      if let digits { style = style.precision(.fractionLength(digits)) }
      return number.formatted(style)
    case .percent:
      var style = FloatingPointFormatStyle<Double>.Percent(locale: Self.locale)
      if let digits { style = style.precision(.fractionLength(digits)) }
      return number.formatted(style)
    case .currency(let code):
      var style = FloatingPointFormatStyle<Double>.Currency(code: code, locale: Self.locale)
      if let digits { style = style.precision(.fractionLength(digits)) }
      return number.formatted(style)
    }
  }
}

extension Interpreter {
  /// The style an expression writes (`.number`, `.currency(code: "USD")`, `.percent
  /// .precision(.fractionLength(1))`); nil when it writes another (a date's, a list's).
  func numberFormat(_ expr: Expr) throws -> NumberFormat? {
    switch expr.kind {
    case .implicitMember("number"): return NumberFormat(kind: .number)
    case .implicitMember("percent"): return NumberFormat(kind: .percent)
    case .call(let callee, let arguments):
      if case .implicitMember("currency") = callee.kind, arguments.count == 1,
        arguments[0].label == "code"
      {
        guard case .string(let code) = try eval(arguments[0].value, expected: "String") else {
          return nil
        }
        return NumberFormat(kind: .currency(code: code))
      }
      guard case .member(let base, "precision", _) = callee.kind, arguments.count == 1,
        arguments[0].label == nil,
        case .call(let length, let lengthArguments) = arguments[0].value.kind,
        case .implicitMember("fractionLength") = length.kind, lengthArguments.count == 1,
        var style = try numberFormat(base),
        case .int(let digits) = try eval(lengthArguments[0].value, expected: "Int")
      else { return nil }
      style.fractionLength = digits
      return style
    default:
      return nil
    }
  }

  /// `value` written in the style `style` writes; a clear error when the style is not one
  /// AlertLab formats.
  func formatted(_ value: Value, style: Expr) throws -> String {
    guard let format = try numberFormat(style), let text = format.text(of: value) else {
      throw scriptError(Said(.formatStyleNotSimulated), at: style.range)
    }
    return text
  }

  /// `price.formatted()` and `price.formatted(.currency(code: "EUR"))` of a number: nil when
  /// the receiver is not a number by its type (a date's `formatted()` is not simulated).
  func formattedNumberCall(_ base: Expr, arguments: [Argument], range: SourceRange) throws
    -> Value?
  {
    guard arguments.count <= 1, arguments.first?.label == nil else { return nil }
    var written = base
    while case .paren(let inner) = written.kind { written = inner }
    switch written.kind {
    case .integer, .float: break
    default:
      if let type = staticTypeName(of: base) {
        guard ["Int", "Double", "Float", "CGFloat"].contains(type) else { return nil }
      } else if !Self.readsWithoutCalls(base) {
        // Read once, by the call's own path.
        return nil
      }
    }
    let value = try eval(base)
    switch value {
    case .int, .double, .float: break
    default: return nil
    }
    if let style = arguments.first?.value { return .string(try formatted(value, style: style)) }
    guard let text = NumberFormat(kind: .number).text(of: value) else {
      throw scriptError(Said(.formatStyleNotSimulated), at: range)
    }
    return .string(text)
  }
}
