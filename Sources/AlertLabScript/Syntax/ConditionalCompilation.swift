/// `#if` / `#elseif` / `#else` / `#endif`, decided before parsing as the compiler does. The
/// simulated app is an iOS app, in a debug build, running on a simulator, built with Swift 6:
/// `os(iOS)`, `DEBUG`, `targetEnvironment(simulator)`, `canImport(UIKit)` and
/// `swift(>=5)` are true; other platforms and flags are false.
enum ConditionalCompilation {
  /// The Swift version the conditions `swift(...)` and `compiler(...)` compare with.
  static let swiftVersion = [6, 0]

  /// The tokens of the active branches only. Unbalanced directives are left in place for the
  /// parser to report.
  static func resolve(_ tokens: [Token], bytes: [UInt8]) -> [Token] {
    // Told by the tag first: most inputs have no `#` token at all.
    guard
      tokens.contains(where: {
        guard $0.tag == .pound, case .pound("if") = $0.kind else { return false }
        return true
      })
    else { return tokens }
    // Each open `#if`: whether the enclosing code is active, whether a branch was taken, and
    // whether the current branch is active.
    struct Level {
      var outerActive: Bool
      var taken: Bool
      var active: Bool
    }
    var levels: [Level] = []
    var result: [Token] = []
    var index = 0
    var active: Bool { levels.last?.active ?? true }
    while index < tokens.count {
      let token = tokens[index]
      guard case .pound(let name) = token.kind,
        ["if", "elseif", "else", "endif"].contains(name),
        name == "if" || !levels.isEmpty
      else {
        if active || token.kind == .endOfInput { result.append(token) }
        index += 1
        continue
      }
      index += 1
      var condition: [Token] = []
      if name == "if" || name == "elseif" {
        while index < tokens.count, !tokens[index].isAtStartOfLine,
          tokens[index].kind != .endOfInput
        {
          condition.append(tokens[index])
          index += 1
        }
      }
      let text = condition.map { source($0.range, bytes) }.joined(separator: " ")
      switch name {
      case "if":
        let outer = active
        let value = outer && evaluate(text)
        levels.append(Level(outerActive: outer, taken: value, active: value))
      case "elseif":
        var level = levels.removeLast()
        let value = level.outerActive && !level.taken && evaluate(text)
        level.active = value
        level.taken = level.taken || value
        levels.append(level)
      case "else":
        var level = levels.removeLast()
        level.active = level.outerActive && !level.taken
        level.taken = true
        levels.append(level)
      default:
        levels.removeLast()
      }
    }
    return result
  }

  static func source(_ range: SourceRange, _ bytes: [UInt8]) -> String {
    let start = max(0, min(range.start.offset, bytes.count))
    let end = max(start, min(range.end.offset, bytes.count))
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// Evaluates a condition's text: `||`, `&&`, `!`, parentheses and the known tests.
  static func evaluate(_ text: String) -> Bool {
    var reader = ConditionReader(characters: Array(text.filter { !$0.isWhitespace }))
    return reader.disjunction()
  }

  static func test(_ name: String, _ argument: String?) -> Bool {
    guard let argument else {
      return name == "DEBUG" || name == "true"
    }
    switch name {
    case "os": return argument == "iOS"
    case "targetEnvironment": return argument == "simulator"
    case "canImport":
      return ["UIKit", "Foundation", "CoreGraphics", "Swift", "QuartzCore"].contains(argument)
    case "arch": return argument == "arm64"
    case "swift", "compiler": return compareVersion(argument)
    default: return false
    }
  }

  /// `>=5`, `<4.2`.
  static func compareVersion(_ text: String) -> Bool {
    let isAtLeast = text.hasPrefix(">=")
    let isBelow = text.hasPrefix("<")
    let number = text.drop { $0 == ">" || $0 == "=" || $0 == "<" }
    let parts = number.split(separator: ".").map { Int($0) ?? 0 }
    let wanted = parts + Array(repeating: 0, count: max(0, 2 - parts.count))
    let lessThan = swiftVersion.lexicographicallyPrecedes(wanted.prefix(2))
    if isAtLeast { return !lessThan }
    if isBelow { return lessThan }
    return false
  }
}

/// A reader over a condition without spaces: `os(iOS)||!DEBUG`.
struct ConditionReader {
  let characters: [Character]
  var position = 0
  var depth = 0

  mutating func disjunction() -> Bool {
    var value = conjunction()
    while consume("||") { value = conjunction() || value }
    return value
  }

  mutating func conjunction() -> Bool {
    var value = unary()
    while consume("&&") { value = unary() && value }
    return value
  }

  mutating func unary() -> Bool {
    depth += 1
    defer { depth -= 1 }
    guard depth < 64 else { return false }
    if consume("!") { return !unary() }
    if consume("(") {
      let value = disjunction()
      _ = consume(")")
      return value
    }
    var name = ""
    while position < characters.count,
      characters[position].isLetter || characters[position].isNumber
        || characters[position] == "_"
    {
      name.append(characters[position])
      position += 1
    }
    guard consume("(") else { return ConditionalCompilation.test(name, nil) }
    var argument = ""
    while position < characters.count, characters[position] != ")" {
      argument.append(characters[position])
      position += 1
    }
    _ = consume(")")
    return ConditionalCompilation.test(name, argument)
  }

  mutating func consume(_ text: String) -> Bool {
    let wanted = Array(text)
    guard position + wanted.count <= characters.count,
      Array(characters[position..<position + wanted.count]) == wanted
    else { return false }
    position += wanted.count
    return true
  }
}
