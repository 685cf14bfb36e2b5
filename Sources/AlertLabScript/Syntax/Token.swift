/// One token of the learner's input and where it is.
public struct Token: Equatable, Sendable {
  public var kind: TokenKind {
    didSet { tag = TokenTag(kind) }
  }
  /// The kind without its payload: the parser tests and switches over it without copying the
  /// token (and its text).
  private(set) var tag: TokenTag
  public var range: SourceRange
  /// True when a line break (or the start of the input) comes before this token.
  public var isAtStartOfLine: Bool
  /// True when whitespace or a comment (or the start of the input) comes before this token.
  public var hasLeadingTrivia: Bool

  public init(
    _ kind: TokenKind, range: SourceRange, isAtStartOfLine: Bool, hasLeadingTrivia: Bool
  ) {
    // The tag first: read from the kind before it is moved into place, it copies nothing.
    self.tag = TokenTag(kind)
    self.kind = kind
    self.range = range
    self.isAtStartOfLine = isAtStartOfLine
    self.hasLeadingTrivia = hasLeadingTrivia
  }
}

extension Token {
  /// The name of an identifier token (nil for any other): read through the token in place,
  /// so that only the name is copied.
  var identifierName: String? {
    guard tag == .identifier, case .identifier(let name) = kind else { return nil }
    return name
  }

  /// The literal of a string token (nil for any other), read through the token in place.
  var stringLiteral: StringLiteral? {
    guard tag == .string, case .string(let literal) = kind else { return nil }
    return literal
  }
}

/// What a token is.
public enum TokenKind: Equatable, Sendable {
  /// A name: `alert`, `UIAlertController`, `登录`, `$0`, or a backticked name (without backticks).
  case identifier(String)
  /// A reserved word.
  case keyword(Keyword)
  case integer(Int)
  case float(Double)
  case string(StringLiteral)
  /// An operator with whitespace on both sides or on neither: `a + b`, `a+b`.
  case binaryOperator(String)
  /// An operator bound to what follows only: `!flag`, `-1`.
  case prefixOperator(String)
  /// An operator bound to what precedes only (other than `?` and `!`).
  case postfixOperator(String)
  /// `?` directly after an expression: `popover?.delegate`, `UIAlertController?`.
  case postfixQuestion
  /// `!` directly after an expression: `alert.textFields!`, `UITextField!`.
  case postfixExclaim
  /// `?` of the conditional operator: `a ? b : c`.
  case infixQuestion
  /// `=`
  case assign
  /// `->`
  case arrow
  case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
  case comma, colon, semicolon
  /// `.` of member access or of an implicit member (`.alert`).
  case period
  /// `@IBOutlet`, `@objc`: the name without `@`.
  case attribute(String)
  /// `@` not followed by a name: the start of Objective-C's `@"text"`, `@[...]`, `@(...)`.
  case atSign
  /// `#selector`, `#available`, `#if`: the name without `#`.
  case pound(String)
  /// A character that cannot start a token (already diagnosed).
  case invalid(String)
  /// The end of the input (or of an interpolation).
  case endOfInput
}

/// A token's kind without the payload (but with the keyword): a plain value, so that testing
/// it copies nothing.
enum TokenTag: Equatable, Sendable {
  case identifier
  case keyword(Keyword)
  case integer, float, string
  case binaryOperator, prefixOperator, postfixOperator
  case postfixQuestion, postfixExclaim, infixQuestion, assign, arrow
  case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
  case comma, colon, semicolon, period
  case attribute, atSign, pound, invalid, endOfInput

  init(_ kind: borrowing TokenKind) {
    switch kind {
    case .identifier: self = .identifier
    case .keyword(let keyword): self = .keyword(keyword)
    case .integer: self = .integer
    case .float: self = .float
    case .string: self = .string
    case .binaryOperator: self = .binaryOperator
    case .prefixOperator: self = .prefixOperator
    case .postfixOperator: self = .postfixOperator
    case .postfixQuestion: self = .postfixQuestion
    case .postfixExclaim: self = .postfixExclaim
    case .infixQuestion: self = .infixQuestion
    case .assign: self = .assign
    case .arrow: self = .arrow
    case .leftParen: self = .leftParen
    case .rightParen: self = .rightParen
    case .leftBrace: self = .leftBrace
    case .rightBrace: self = .rightBrace
    case .leftBracket: self = .leftBracket
    case .rightBracket: self = .rightBracket
    case .comma: self = .comma
    case .colon: self = .colon
    case .semicolon: self = .semicolon
    case .period: self = .period
    case .attribute: self = .attribute
    case .atSign: self = .atSign
    case .pound: self = .pound
    case .invalid: self = .invalid
    case .endOfInput: self = .endOfInput
    }
  }
}

/// Swift's reserved words (contextual ones like `weak`, `override`, `get` are identifiers).
public enum Keyword: String, CaseIterable, Equatable, Sendable {
  case `as`, `associatedtype`, `break`, `case`, `catch`, `class`, `continue`, `default`, `defer`
  case `deinit`, `do`, `else`, `enum`, `extension`, `fallthrough`, `false`, `fileprivate`, `for`
  case `func`, `guard`, `if`, `import`, `in`, `init`, `inout`, `internal`, `is`, `let`, `nil`
  case `operator`, `precedencegroup`, `private`, `protocol`, `public`, `repeat`, `rethrows`
  case `return`, `self`, `Self`, `static`, `struct`, `subscript`, `super`, `switch`, `throw`
  case `throws`, `true`, `try`, `typealias`, `var`, `where`, `while`

  /// The keyword spelled by `bytes[start..<end]`, found without making a `String` (the lexer
  /// asks for every name, and most names are not keywords): the bytes, packed into two words,
  /// are looked up in a small open-addressing table.
  static func spelled(_ bytes: [UInt8], from start: Int, to end: Int) -> Keyword? {
    // Keywords are 2 to 15 ASCII letters long.
    let length = end - start
    guard length >= 2 && length <= 15 else { return nil }
    return spelled(PackedName(bytes, from: start, to: end), length: length, first: bytes[start])
  }

  /// The keyword spelled by a name of `length` bytes (1 to 16), packed, whose first byte is
  /// `first`: for a lexer that has packed the name already.
  @inline(__always)
  static func spelled(_ key: PackedName, length: Int, first: UInt8) -> Keyword? {
    // Most names fail on their first letter and length: `alert`, `UIAlertController`. (The
    // shift is masked: 16 bytes test bit 0, which no first letter sets.)
    guard Keyword.lengths(startingWith: first) & (1 &<< length) != 0 else { return nil }
    let table = Keyword.table
    var slot = key.slot
    while let entry = table[slot] {
      if entry.name == key { return entry.keyword }
      slot = (slot + 1) & (table.count - 1)
    }
    return nil
  }

  /// Up to 16 bytes of a name in two words (unused bytes zero). A name has no zero byte, so
  /// two names of up to 16 bytes are equal exactly when their packed forms are.
  struct PackedName: Equatable {
    var low: UInt64 = 0
    var high: UInt64 = 0

    /// The zero key, which no name packs to.
    init() {}

    init(_ bytes: [UInt8], from start: Int, to end: Int) {
      self = bytes.withUnsafeBufferPointer { PackedName($0, from: start, to: end) }
    }

    /// Packs `buffer[start..<end]`: two loads and masks where 16 bytes from `start` are in the
    /// buffer, else byte by byte.
    @inline(__always)
    init(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
      // Callers pass at most 16 bytes; the bounds are clamped to the buffer all the same.
      let first = max(0, start)
      let last = min(end, first &+ 16, buffer.count)
      guard first < last, let base = buffer.baseAddress else { return }
      let length = last &- first
      if buffer.count &- first >= 16 {
        let raw = UnsafeRawPointer(base + first)
        // Byte `k` of the name at bit `8 * k` of its word; bytes past the name are cleared.
        let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        self.low = length >= 8 ? low : low & ((1 &<< UInt64(length &* 8)) &- 1)
        self.high =
          length >= 16 ? high : length <= 8 ? 0 : high & ((1 &<< UInt64((length &- 8) &* 8)) &- 1)
        return
      }
      // Each word is filled from its last byte back, so that byte `k` of the name lands at bit
      // `8 * k` of its word.
      var index = min(last, first &+ 8)
      while index > first {
        index &-= 1
        low = low &<< 8 | UInt64(buffer[index])
      }
      index = last
      while index > first &+ 8 {
        index &-= 1
        high = high &<< 8 | UInt64(buffer[index])
      }
    }

    /// Where the name's search starts in a table of 128 slots.
    var slot: Int { slot(bits: 7) }

    /// Where the name's search starts in a table of `2^bits` slots (`bits` from 1 to 63).
    @inline(__always)
    func slot(bits: Int) -> Int {
      Int(
        truncatingIfNeeded: ((low ^ (high &* 0x94D0_49BB_1331_11EB)) &* 0x9E37_79B9_7F4A_7C15)
          &>> (64 &- bits))
    }
  }

  /// The lengths of the keywords starting with `byte`, as bits (bit `n` for `n` bytes): a
  /// switch, which costs less than a table made at first use, for a test on every name.
  @inline(__always)
  static func lengths(startingWith byte: UInt8) -> UInt16 {
    switch byte {
    case UInt8(ascii: "a"): return 1 << 2 | 1 << 14  // as, associatedtype
    case UInt8(ascii: "b"): return 1 << 5  // break
    case UInt8(ascii: "c"): return 1 << 4 | 1 << 5 | 1 << 8  // case, catch, class, continue
    case UInt8(ascii: "d"): return 1 << 2 | 1 << 5 | 1 << 6 | 1 << 7  // do, defer, deinit, default
    case UInt8(ascii: "e"): return 1 << 4 | 1 << 9  // else, enum, extension
    // for, func, false, fallthrough, fileprivate
    case UInt8(ascii: "f"): return 1 << 3 | 1 << 4 | 1 << 5 | 1 << 11
    case UInt8(ascii: "g"): return 1 << 5  // guard
    // if, in, is, init, inout, import, internal
    case UInt8(ascii: "i"): return 1 << 2 | 1 << 4 | 1 << 5 | 1 << 6 | 1 << 8
    case UInt8(ascii: "l"): return 1 << 3  // let
    case UInt8(ascii: "n"): return 1 << 3  // nil
    case UInt8(ascii: "o"): return 1 << 8  // operator
    // public, private, protocol, precedencegroup
    case UInt8(ascii: "p"): return 1 << 6 | 1 << 7 | 1 << 8 | 1 << 15
    case UInt8(ascii: "r"): return 1 << 6 | 1 << 8  // repeat, return, rethrows
    // self, super, static, struct, switch, subscript
    case UInt8(ascii: "s"): return 1 << 4 | 1 << 5 | 1 << 6 | 1 << 9
    case UInt8(ascii: "S"): return 1 << 4  // Self
    // try, true, throw, throws, typealias
    case UInt8(ascii: "t"): return 1 << 3 | 1 << 4 | 1 << 5 | 1 << 6 | 1 << 9
    case UInt8(ascii: "v"): return 1 << 3  // var
    case UInt8(ascii: "w"): return 1 << 5  // where, while
    default: return 0
    }
  }

  /// Every keyword at the slot its spelling hashes to (or the next free one).
  private static let table: [(name: PackedName, keyword: Keyword)?] = {
    var table = [(name: PackedName, keyword: Keyword)?](repeating: nil, count: 128)
    for keyword in allCases {
      let spelling = Array(keyword.rawValue.utf8)
      let name = PackedName(spelling, from: 0, to: spelling.count)
      var slot = name.slot
      while table[slot] != nil { slot = (slot + 1) & 127 }
      table[slot] = (name, keyword)
    }
    return table
  }()
}

/// A string literal as lexed: text pieces (escapes resolved) and interpolations (as tokens).
public struct StringLiteral: Equatable, Sendable {
  public var segments: [LexedStringSegment]
  /// `"""` ... `"""`.
  public var isMultiline: Bool

  public init(segments: [LexedStringSegment], isMultiline: Bool) {
    self.segments = segments
    self.isMultiline = isMultiline
  }
}

/// One piece of a lexed string literal.
public enum LexedStringSegment: Equatable, Sendable {
  case text(String)
  /// `\( ... )`: the tokens between the parentheses (ending with `endOfInput` at the `)`), and
  /// the range from the backslash to the closing parenthesis.
  case interpolation(tokens: [Token], range: SourceRange)
}

extension TokenKind {
  /// How the token reads in a diagnostic: `'('`, `identifier 'alert'`, `end of input`.
  var diagnosticDescription: String {
    switch self {
    case .identifier(let name): return "'\(name)'"
    case .keyword(let keyword): return "'\(keyword.rawValue)'"
    case .integer(let value): return "'\(value)'"
    case .float(let value): return "'\(value)'"
    case .string: return "string literal"
    case .binaryOperator(let op), .prefixOperator(let op), .postfixOperator(let op):
      return "'\(op)'"
    case .postfixQuestion, .infixQuestion: return "'?'"
    case .postfixExclaim: return "'!'"
    case .assign: return "'='"
    case .arrow: return "'->'"
    case .leftParen: return "'('"
    case .rightParen: return "')'"
    case .leftBrace: return "'{'"
    case .rightBrace: return "'}'"
    case .leftBracket: return "'['"
    case .rightBracket: return "']'"
    case .comma: return "','"
    case .colon: return "':'"
    case .semicolon: return "';'"
    case .period: return "'.'"
    case .attribute(let name): return "'@\(name)'"
    case .atSign: return "'@'"
    case .pound(let name): return "'#\(name)'"
    case .invalid(let text): return "'\(text)'"
    case .endOfInput: return "end of input"
    }
  }
}
