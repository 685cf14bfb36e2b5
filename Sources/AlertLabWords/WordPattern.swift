/// One text of a words file, read into its parts: plain text, arguments (`{name}`), and the
/// choices of ICU's message format that AlertLab's texts need —
/// `{name, select, true {…} other {…}}` (a flag, a word, or `none` for an argument not
/// given) and `{count, plural, one {…} other {…}}` (`#` inside is the number; `=0 {…}`
/// matches one number exactly). `\{`, `\}`, `\#`, `\\` and `\n` are the escapes.
public struct WordPattern: Sendable, Equatable {
  public indirect enum Part: Sendable, Equatable {
    case text(String)
    case argument(String)
    /// `#` inside a plural's branch: the number chosen on.
    case number
    case select(argument: String, branches: [(String, [Part])])
    case plural(argument: String, branches: [(String, [Part])])

    public static func == (left: Part, right: Part) -> Bool {
      switch (left, right) {
      case (.text(let a), .text(let b)), (.argument(let a), .argument(let b)): return a == b
      case (.number, .number): return true
      case (.select(let a, let x), .select(let b, let y)),
        (.plural(let a, let x), .plural(let b, let y)):
        return a == b && x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
      default: return false
      }
    }
  }

  public let parts: [Part]

  /// Why a text could not be read, with the column (from 1) where reading stopped.
  public struct Problem: Error, Sendable, Equatable {
    public let column: Int
    public let reason: String
  }

  /// Choices nest at most this deep; deeper text is refused rather than read.
  static let deepest = 6

  public init(parsing text: String) throws(Problem) {
    var reader = Reader(scalars: Array(text.unicodeScalars))
    parts = try reader.parts(depth: 0, inPlural: false)
    if reader.index < reader.scalars.count {
      throw Problem(column: reader.index + 1, reason: "a '}' closes nothing")
    }
  }

  /// Every argument the text names, choices' included.
  public var argumentNames: Set<String> {
    var names = Set<String>()
    func collect(_ parts: [Part]) {
      for part in parts {
        switch part {
        case .text, .number: break
        case .argument(let name): names.insert(name)
        case .select(let name, let branches), .plural(let name, let branches):
          names.insert(name)
          for branch in branches { collect(branch.1) }
        }
      }
    }
    collect(parts)
    return names
  }

  struct Reader {
    let scalars: [Unicode.Scalar]
    var index = 0

    mutating func parts(depth: Int, inPlural: Bool) throws(Problem) -> [Part] {
      var parts: [Part] = []
      var text = String.UnicodeScalarView()
      func flush() {
        if !text.isEmpty { parts.append(.text(String(text))) }
        text = String.UnicodeScalarView()
      }
      while index < scalars.count {
        let scalar = scalars[index]
        switch scalar {
        case "\\":
          index += 1
          guard index < scalars.count else {
            throw Problem(column: index, reason: "a '\\' ends the text")
          }
          switch scalars[index] {
          case "n": text.append("\n")
          case "{", "}", "#", "\\": text.append(scalars[index])
          default:
            throw Problem(column: index, reason: "unknown escape '\\\(scalars[index])'")
          }
          index += 1
        case "}":
          flush()
          return parts
        case "#" where inPlural:
          flush()
          parts.append(.number)
          index += 1
        case "{":
          flush()
          index += 1
          parts.append(try placeholder(depth: depth, inPlural: inPlural))
        default:
          text.append(scalar)
          index += 1
        }
      }
      flush()
      return parts
    }

    /// After `{`: `name}`, or `name, select|plural, key {…} … }`.
    mutating func placeholder(depth: Int, inPlural: Bool) throws(Problem) -> Part {
      let start = index
      let name = word()
      guard !name.isEmpty else { throw Problem(column: start + 1, reason: "'{' without a name") }
      spaces()
      if take("}") { return .argument(name) }
      guard take(",") else {
        throw Problem(column: index + 1, reason: "expected '}' or ',' after '\(name)'")
      }
      spaces()
      let kind = word()
      guard kind == "select" || kind == "plural" else {
        throw Problem(column: index + 1, reason: "expected 'select' or 'plural' after '\(name),'")
      }
      guard depth < WordPattern.deepest else {
        throw Problem(column: start, reason: "choices nest more than \(WordPattern.deepest) deep")
      }
      spaces()
      guard take(",") else {
        throw Problem(column: index + 1, reason: "expected ',' after '\(kind)'")
      }
      var branches: [(String, [Part])] = []
      while true {
        spaces()
        if take("}") { break }
        let keyStart = index
        var key = ""
        if take("=") { key = "=" }
        key += word()
        guard key != "" && key != "=" else {
          throw Problem(column: keyStart + 1, reason: "expected a choice's name or '}'")
        }
        spaces()
        guard take("{") else {
          throw Problem(column: index + 1, reason: "expected '{' after '\(key)'")
        }
        let body = try parts(
          depth: depth + 1, inPlural: kind == "plural" || inPlural && kind == "select")
        guard take("}") else {
          throw Problem(column: index + 1, reason: "'{' of '\(key)' is not closed")
        }
        branches.append((key, body))
      }
      guard branches.contains(where: { $0.0 == "other" }) else {
        throw Problem(column: start, reason: "the choice over '\(name)' has no 'other'")
      }
      return kind == "select"
        ? .select(argument: name, branches: branches) : .plural(argument: name, branches: branches)
    }

    mutating func word() -> String {
      var result = String.UnicodeScalarView()
      while index < scalars.count,
        scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index])
          || scalars[index] == "_" || scalars[index] == "-"
      {
        result.append(scalars[index])
        index += 1
      }
      return String(result)
    }

    mutating func spaces() {
      while index < scalars.count, scalars[index] == " " { index += 1 }
    }

    mutating func take(_ scalar: Unicode.Scalar) -> Bool {
      guard index < scalars.count, scalars[index] == scalar else { return false }
      index += 1
      return true
    }
  }
}

/// The value of one argument of a text.
public enum WordValue: Sendable, Equatable {
  case text(String)
  case number(Int)
  case flag(Bool)
  /// An optional argument not given: `{x}` prints nothing; a select chooses `none`.
  case missing
}

extension WordValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral
{
  public init(stringLiteral value: String) { self = .text(value) }
  public init(integerLiteral value: Int) { self = .number(value) }
  public init(booleanLiteral value: Bool) { self = .flag(value) }

  /// `value` as text, or `missing` when it is nil.
  public static func optional(_ value: String?) -> WordValue {
    value.map(WordValue.text) ?? .missing
  }
  /// `value` as a number, or `missing` when it is nil.
  public static func optional(_ value: Int?) -> WordValue {
    value.map(WordValue.number) ?? .missing
  }
}

extension WordPattern {
  /// The text with `arguments` put in; `plural` names the numbers that take `one`.
  /// An argument the text names and `arguments` lacks prints as `{name}`, so that a
  /// mistake shows instead of vanishing.
  public func render(_ arguments: [String: WordValue], oneFor plural: [Int]) -> String {
    var out = ""
    Self.render(parts, arguments, plural, number: nil, into: &out)
    return out
  }

  static func render(
    _ parts: [Part], _ arguments: [String: WordValue], _ plural: [Int], number: Int?,
    into out: inout String
  ) {
    for part in parts {
      switch part {
      case .text(let text): out += text
      case .number: out += number.map(String.init) ?? "#"
      case .argument(let name):
        switch arguments[name] {
        case .text(let text): out += text
        case .number(let value): out += String(value)
        case .flag(let value): out += value ? "true" : "false"
        case .missing: break
        case nil: out += "{" + name + "}"
        }
      case .select(let name, let branches):
        let key: String
        switch arguments[name] {
        // A text that is the word `none` (a learner called so) is not a missing argument.
        case .text(let text): key = text == "none" ? "" : text
        case .number(let value): key = String(value)
        case .flag(let value): key = value ? "true" : "false"
        case .missing, nil: key = "none"
        }
        let branch = branches.first { $0.0 == key } ?? branches.first { $0.0 == "other" }
        render(branch?.1 ?? [], arguments, plural, number: number, into: &out)
      case .plural(let name, let branches):
        guard case .number(let value) = arguments[name] else {
          out += "{" + name + "}"
          continue
        }
        let category = plural.contains(value) ? "one" : "other"
        let branch =
          branches.first { $0.0 == "=\(value)" } ?? branches.first { $0.0 == category }
          ?? branches.first { $0.0 == "other" }
        render(branch?.1 ?? [], arguments, plural, number: value, into: &out)
      }
    }
  }
}
