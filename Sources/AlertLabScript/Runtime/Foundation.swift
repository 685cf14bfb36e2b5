import AlertLabKit
import AlertLabWords

// The Foundation calls beside alerts: NSLocalizedString, String(format:) and NSLog.

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

  /// `String(format:)`'s conversions: `%d %i %ld %lu %@ %f %.2f %s %%`, in order.
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
      guard let value = remaining.popFirst() else {
        throw scriptError(
          "String(format:) has more conversions than arguments: '%\(spec)\(conversion)' has "
            + "no value", at: range)
      }
      let precision = spec.firstIndex(of: ".").map { dot in
        Int(spec[spec.index(after: dot)...].prefix { $0.isNumber }) ?? 0
      }
      switch conversion {
      case "d", "i", "u":
        switch value.unwrapped ?? .void {
        case .int(let number): output += String(number)
        // Objective-C's BOOL is a signed char: `%d` prints 1 or 0.
        case .bool(let flag): output += flag ? "1" : "0"
        default: throw formatMismatch(spec, conversion, value, range)
        }
      case "f", "g", "e":
        guard let number = numberValue(value) else {
          throw formatMismatch(spec, conversion, value, range)
        }
        output += fixed(number, digits: min(precision ?? 6, 12))
      case "@":
        output += formatter.printed(value.unwrapped ?? .string("(null)"))
      case "s":
        guard case .string(let text) = value.unwrapped ?? .void else {
          throw formatMismatch(spec, conversion, value, range)
        }
        output += text
      default:
        throw scriptError(Said(.stringFormatKnowsD, "%\(spec)\(conversion)"), at: range)
      }
      try checkLength(output, range: range)
    }
    return output
  }

  /// A number with `digits` decimals, rounded as printf rounds (to nearest, ties to even;
  /// printf works on the exact binary value, this on the scaled product, which agrees for the
  /// values a learner formats).
  func fixed(_ number: Double, digits: Int) -> String {
    guard number.isFinite else { return number.isNaN ? "nan" : (number < 0 ? "-inf" : "inf") }
    let negative = number < 0
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(number) * scale).rounded(.toNearestOrEven)
    guard scaled < 9e15 else { return String(number) }
    let whole = Int(scaled)
    let factor = Int(scale)
    var text = String(whole / factor)
    if digits > 0 {
      let fraction = String(whole % factor)
      text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
    return (negative && scaled > 0 ? "-" : "") + text
  }

  func formatMismatch(_ spec: String, _ conversion: Character, _ value: Value, _ range: SourceRange)
    -> ScriptFailure
  {
    scriptError(
      "'%\(spec)\(conversion)' expects \(conversion == "s" ? "a C string" : "a number"), but "
        + "the argument is of type '\(typeName(value))'", at: range)
  }
}
