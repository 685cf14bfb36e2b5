import AlertLabKit
import AlertLabWords

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The Foundation calls beside alerts: NSLocalizedString, String(localized:),
// String(format:) and NSLog.

extension Interpreter {
  /// The Foundation functions AlertLab simulates, or nil for another name.
  func callFoundation(_ name: String, arguments: [Argument], range: SourceRange) throws -> Value? {
    switch name {
    case "NSLocalizedString":
      // No Localizable.strings in the sandbox: the lookup finds nothing and gives back the
      // `value:` when there is one, else the key, as on a device without a translation.
      guard let first = arguments.first, first.label == nil else {
        throw scriptError("NSLocalizedString takes a key first", at: range)
      }
      let key = try eval(first.value, expected: "String")
      var result = key
      for argument in arguments.dropFirst() {
        let value = try eval(argument.value)
        if argument.label == "value", case .string = value { result = value }
      }
      emitNote(Said(.nsLocalizedStringFindsNoStrings), key: "nslocalizedstring")
      return result
    case "String" where arguments.first?.label == "localized":
      // `String(localized: "Delete", comment: "...")`: no string catalog in the sandbox, so
      // the key comes back (its interpolations filled in), or the `defaultValue:`. The
      // bundle, table, locale and comment are not looked at (`bundle: .module` is a
      // package's own).
      var result = try eval(arguments[0].value, expected: "String")
      if let given = arguments.first(where: { $0.label == "defaultValue" }) {
        result = try eval(given.value, expected: "String")
      }
      emitNote(Said(.localizedFindsNoCatalog), key: "string-localized")
      return result
    case "String" where arguments.first?.label == "format":
      let values = try arguments.map { try eval($0.value) }
      guard case .string(let format)? = values.first else {
        throw scriptError("String(format:) takes a format string", at: range)
      }
      let text = try formatted(format, Array(values.dropFirst()), range: range)
      return .string(text)
    case "NSLog":
      let values = try arguments.map { try eval($0.value) }
      guard case .string(let format)? = values.first else {
        throw scriptError("NSLog takes a format string first", at: range)
      }
      let text = try formatted(format, Array(values.dropFirst()), range: range)
      let line = Interpreter.nsLogPrefix + text
      try chargeText(line.utf8.count, range)
      state.world.emit(.output(line))
      return .void
    default:
      return nil
    }
  }

  /// NSLog's prefix, with a fixed date and process so every run prints the same: a device
  /// prints the real time, the app's name and its process and thread ids.
  static let nsLogPrefix = "2024-01-01 09:41:00.000000+0000 AlertLab[1000:2000] "

  /// `String(format:)`'s conversions: `%d %i %u %x %X %o` of integers, `%f %F %e %E %g %G`
  /// of numbers, `%@` and `%s`, and `%%`, with printf's flags (`-+ 0#`), a width and a
  /// precision, in order.
  func formatted(_ format: String, _ values: [Value], range: SourceRange) throws -> String {
    var output = ""
    var remaining = values[...]
    var characters = Array(format)[...]
    let formatter = ValueFormatter(world: state.world)
    while let character = characters.popFirst() {
      guard character == "%" else {
        output.append(character)
        continue
      }
      var spec = ""
      while let next = characters.first, "0123456789.-+ #lhqzjt".contains(next), spec.count < 16 {
        spec.append(next)
        characters.removeFirst()
      }
      guard let conversion = characters.popFirst() else {
        output += "%" + spec
        break
      }
      if conversion == "%" {
        output.append("%")
        continue
      }
      // printf's flags, width and precision; the length (`l`, `h`, `q`...) says nothing
      // Swift's values need.
      let printfSpec = spec.filter { !"lhqzjt".contains($0) }
      guard let layout = FormatLayout(printfSpec) else {
        throw scriptError(Said(.stringFormatKnowsD, "%\(spec)\(conversion)"), at: range)
      }
      guard let value = remaining.popFirst() else {
        throw scriptError(
          "String(format:) has more conversions than arguments: '%\(spec)\(conversion)' has "
            + "no value", at: range)
      }
      switch conversion {
      case "d", "i", "u", "x", "X", "o":
        let number: Int
        switch value.unwrapped ?? .void {
        case .int(let integer): number = integer
        // Objective-C's BOOL is a signed char: `%d` prints 1 or 0.
        case .bool(let flag): number = flag ? 1 : 0
        default: throw formatMismatch(spec, conversion, value, range)
        }
        output += Interpreter.printf("%" + printfSpec + "l" + String(conversion), number)
      case "f", "F", "e", "E", "g", "G":
        guard let number = numberValue(value) else {
          throw formatMismatch(spec, conversion, value, range)
        }
        output += Interpreter.printf("%" + printfSpec + String(conversion), number)
      case "@":
        // Foundation leaves an object's description as it is: no width, no precision.
        output += formatter.printed(value.unwrapped ?? .string("(null)"))
      case "s":
        guard case .string(let text) = value.unwrapped ?? .void else {
          throw formatMismatch(spec, conversion, value, range)
        }
        output += layout.padded(text)
      default:
        throw scriptError(Said(.stringFormatKnowsD, "%\(spec)\(conversion)"), at: range)
      }
      try checkLength(output, range: range)
    }
    return output
  }

  /// One conversion of the C library's printf: `spec` is a conversion whose width and
  /// precision `FormatLayout` bounded, and `value` the one argument it takes.
  static func printf(_ spec: String, _ value: any CVarArg) -> String {
    var buffer = [CChar](repeating: 0, count: FormatLayout.largest + 400)
    let written = withVaList([value]) { arguments in
      buffer.withUnsafeMutableBufferPointer { bytes in
        vsnprintf(bytes.baseAddress, bytes.count, spec, arguments)
      }
    }
    guard written >= 0 else { return "" }
    let end = min(Int(written), buffer.count - 1)
    return String(decoding: buffer[..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  func formatMismatch(_ spec: String, _ conversion: Character, _ value: Value, _ range: SourceRange)
    -> ScriptFailure
  {
    scriptError(
      "'%\(spec)\(conversion)' expects \(conversion == "s" ? "a C string" : "a number"), but "
        + "the argument is of type '\(typeName(value))'", at: range)
  }
}

/// The flags, width and precision of one `String(format:)` conversion (`-08.2`), each bounded
/// so that a conversion's text stays small.
struct FormatLayout {
  /// The widest field and the longest precision taken.
  static let largest = 512
  var leftAligned = false
  var width = 0
  var precision: Int?

  /// Nil when `spec` is not printf's flags, width and precision, or asks for more than
  /// `largest`.
  init?(_ spec: String) {
    var rest = spec[...]
    while let flag = rest.first, "-+ 0#".contains(flag) {
      if flag == "-" { leftAligned = true }
      rest = rest.dropFirst()
    }
    let widthDigits = rest.prefix { $0.isASCII && $0.isNumber }
    rest = rest.dropFirst(widthDigits.count)
    if !widthDigits.isEmpty {
      guard widthDigits.count <= 3, let number = Int(widthDigits) else { return nil }
      width = number
    }
    if rest.first == "." {
      rest = rest.dropFirst()
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      rest = rest.dropFirst(digits.count)
      guard digits.count <= 3 else { return nil }
      precision = Int(digits) ?? 0
    }
    guard rest.isEmpty, width <= Self.largest, (precision ?? 0) <= Self.largest else {
      return nil
    }
  }

  /// `%-8@`, `%10s`, `%.3s`: text cut to the precision and padded with spaces to the width.
  func padded(_ text: String) -> String {
    let cut = precision.map { String(text.prefix($0)) } ?? text
    let gap = String(repeating: " ", count: max(0, width - cut.count))
    return leftAligned ? cut + gap : gap + cut
  }
}
