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
    var reader = Reader(bytes: Array(text.utf8))
    parts = try reader.parts(depth: 0, inPlural: false)
    if reader.index < reader.bytes.count {
      throw reader.problem(at: reader.index, "a '}' closes nothing")
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

  /// Reads a text's UTF-8 bytes: every mark of the format is ASCII, so a run of plain text
  /// becomes one string at once, and only a name's letters outside ASCII are decoded.
  struct Reader {
    let bytes: [UInt8]
    var index = 0

    /// A problem at byte `offset`, its column counted in characters as the file shows them.
    func problem(at offset: Int, _ reason: String) -> Problem {
      let before = String(decoding: bytes[..<min(max(offset, 0), bytes.count)], as: UTF8.self)
      return Problem(column: before.unicodeScalars.count + 1, reason: reason)
    }

    mutating func parts(depth: Int, inPlural: Bool) throws(Problem) -> [Part] {
      var parts: [Part] = []
      var text: [UInt8] = []
      func flush() {
        if !text.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))) }
        text.removeAll(keepingCapacity: true)
      }
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\\"):
          index += 1
          guard index < bytes.count else {
            throw problem(at: index - 1, "a '\\' ends the text")
          }
          switch bytes[index] {
          case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
          case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "#"), UInt8(ascii: "\\"):
            text.append(bytes[index])
          default:
            let escaped = String(
              decoding: bytes[index...].prefix(scalarLength(at: index)), as: UTF8.self)
            throw problem(at: index - 1, "unknown escape '\\\(escaped)'")
          }
          index += 1
        case UInt8(ascii: "}"):
          flush()
          return parts
        case UInt8(ascii: "#") where inPlural:
          flush()
          parts.append(.number)
          index += 1
        case UInt8(ascii: "{"):
          flush()
          index += 1
          parts.append(try placeholder(depth: depth, inPlural: inPlural))
        default:
          // The plain text up to the next mark, at once.
          let start = index
          index += 1
          while index < bytes.count, !Reader.isMark(bytes[index]) { index += 1 }
          text.append(contentsOf: bytes[start..<index])
        }
      }
      flush()
      return parts
    }

    /// The bytes that may start something other than plain text.
    static func isMark(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
        || byte == UInt8(ascii: "#")
    }

    /// After `{`: `name}`, or `name, select|plural, key {…} … }`.
    mutating func placeholder(depth: Int, inPlural: Bool) throws(Problem) -> Part {
      let start = index
      let name = word()
      guard !name.isEmpty else { throw problem(at: start, "'{' without a name") }
      spaces()
      if take("}") { return .argument(name) }
      guard take(",") else {
        throw problem(at: index, "expected '}' or ',' after '\(name)'")
      }
      spaces()
      let kind = word()
      guard kind == "select" || kind == "plural" else {
        throw problem(at: index, "expected 'select' or 'plural' after '\(name),'")
      }
      guard depth < WordPattern.deepest else {
        throw problem(at: start - 1, "choices nest more than \(WordPattern.deepest) deep")
      }
      spaces()
      guard take(",") else {
        throw problem(at: index, "expected ',' after '\(kind)'")
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
          throw problem(at: keyStart, "expected a choice's name or '}'")
        }
        spaces()
        guard take("{") else {
          throw problem(at: index, "expected '{' after '\(key)'")
        }
        let body = try parts(
          depth: depth + 1, inPlural: kind == "plural" || inPlural && kind == "select")
        guard take("}") else {
          throw problem(at: index, "'{' of '\(key)' is not closed")
        }
        branches.append((key, body))
      }
      guard branches.contains(where: { $0.0 == "other" }) else {
        throw problem(at: start - 1, "the choice over '\(name)' has no 'other'")
      }
      return kind == "select"
        ? .select(argument: name, branches: branches) : .plural(argument: name, branches: branches)
    }

    /// A name: letters (of any script), digits, `_` and `-`.
    mutating func word() -> String {
      let start = index
      while index < bytes.count {
        let byte = bytes[index]
        if byte < 0x80 {
          guard
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
              || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
              || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
          else { break }
          index += 1
        } else {
          let length = scalarLength(at: index)
          let scalar = String(decoding: bytes[index..<index + length], as: UTF8.self)
            .unicodeScalars.first
          guard let scalar, scalar.properties.isAlphabetic else { break }
          index += length
        }
      }
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// How many bytes the character starting at `offset` takes (1 for a stray byte), never
    /// past the end.
    func scalarLength(at offset: Int) -> Int {
      let lead = bytes[offset]
      let length = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
      return min(length, bytes.count - offset)
    }

    mutating func spaces() {
      while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
    }

    mutating func take(_ scalar: Unicode.Scalar) -> Bool {
      guard index < bytes.count, bytes[index] == UInt8(ascii: scalar) else { return false }
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
