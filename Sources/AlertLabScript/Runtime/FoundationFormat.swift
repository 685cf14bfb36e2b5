// Foundation's formatted strings, as the articles' code uses them: `NSLog("%@ %d", a, b)`,
// `String(format: "%.1f", x)`, and `NSLocalizedString("OK", comment: "OK action")` (the app
// has no translations, so the key is the text).

extension Interpreter {
  /// `NSLog` with a format, `String(format:...)` and `NSLocalizedString`; nil for any other
  /// call (and for `NSLog` with one argument, which prints it as `print` does).
  func foundationCall(_ name: String, arguments: [Argument], range: SourceRange) throws -> Value? {
    switch name {
    case "NSLocalizedString":
      guard let first = arguments.first, arguments.count <= 2,
        arguments.count == 1 || arguments[1].label == "comment"
      else {
        throw scriptError(
          "NSLocalizedString takes a key and a comment: NSLocalizedString(\"OK\", comment: \"\")",
          at: range)
      }
      let key = try eval(first.value, expected: "String")
      if arguments.count == 2 { _ = try eval(arguments[1].value, expected: "String") }
      guard case .string = key else {
        throw scriptError("NSLocalizedString's key must be a String", at: first.value.range)
      }
      return key
    case "NSLog" where arguments.count > 1:
      let line = try formatted(arguments, range: range)
      try chargeText(line.utf8.count, range)
      state.world.emit(.output(line))
      return .void
    case "String" where arguments.first?.label == "format":
      return .string(try formatted(arguments, range: range))
    default:
      return nil
    }
  }

  /// The first argument as a format, the others filling its `%` conversions in order.
  func formatted(_ arguments: [Argument], range: SourceRange) throws -> String {
    guard let first = arguments.first, case .string(let format) = try eval(first.value) else {
      throw scriptError("the format must be a String", at: arguments.first?.value.range ?? range)
    }
    var values = try arguments.dropFirst().map { try eval($0.value) }[...]
    let formatter = ValueFormatter(world: state.world)
    var out = ""
    var characters = Array(format)[...]
    while let character = characters.popFirst() {
      guard character == "%" else {
        out.append(character)
        continue
      }
      // Flags, width and precision, then length modifiers, then the conversion.
      var precision: Int?
      var spec = ""
      while let next = characters.first, "-+ #0123456789.".contains(next) {
        spec.append(next)
        characters.removeFirst()
      }
      if let dot = spec.firstIndex(of: ".") { precision = Int(spec[spec.index(after: dot)...]) }
      while let next = characters.first, "hlqLzjt".contains(next) { characters.removeFirst() }
      guard let conversion = characters.popFirst() else { break }
      if conversion == "%" {
        out.append("%")
        continue
      }
      let value = values.popFirst() ?? .none
      try chargeText(out.utf8.count, range)
      switch conversion {
      case "@":
        switch value.unwrapped {
        case nil: out += "(null)"
        case .string(let text)?: out += text
        case let inner?: out += formatter.debug(inner)
        }
      case "d", "i", "u", "D", "U", "x", "X", "o":
        let number: Int
        switch value.unwrapped {
        case .int(let whole)?: number = whole
        case .double(let real)? where real.isFinite && abs(real) < 9e18: number = Int(real)
        case .bool(let flag)?: number = flag ? 1 : 0
        default: number = 0
        }
        switch conversion {
        case "x": out += String(number, radix: 16)
        case "X": out += String(number, radix: 16, uppercase: true)
        case "o": out += String(number, radix: 8)
        default: out += String(number)
        }
      case "f", "F", "g", "e":
        var real = 0.0
        switch value.unwrapped {
        case .double(let number)?: real = number
        case .int(let whole)?: real = Double(whole)
        default: break
        }
        out += fixed(
          real, digits: conversion == "f" || conversion == "F" ? precision ?? 6 : precision)
      case "s", "S":
        if case .string(let text)? = value.unwrapped { out += text } else { out += "(null)" }
      case "c", "C":
        if case .int(let code)? = value.unwrapped,
          let scalar = Unicode.Scalar(UInt32(clamping: max(0, code)))
        {
          out.unicodeScalars.append(scalar)
        }
      default:
        out.append("%")
        out.append(conversion)
      }
    }
    return out
  }

  /// `3.14159` with `digits` decimals (nil: as Swift prints it).
  private func fixed(_ value: Double, digits: Int?) -> String {
    guard let digits, value.isFinite else { return String(value) }
    let places = min(max(digits, 0), 12)
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let rounded = (abs(value) * scale).rounded()
    guard rounded < 9e18 else { return String(value) }
    let whole = Int(rounded)
    let sign = value < 0 && whole != 0 ? "-" : ""
    guard places > 0 else { return sign + String(whole) }
    let divisor = Int(scale)
    var fraction = String(whole % divisor)
    while fraction.count < places { fraction = "0" + fraction }
    return sign + String(whole / divisor) + "." + fraction
  }
}
