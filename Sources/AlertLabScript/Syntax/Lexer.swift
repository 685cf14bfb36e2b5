/// What the lexer made of an input.
public struct LexResult: Equatable, Sendable {
  /// The tokens, ending with `endOfInput`.
  public var tokens: [Token]
  public var diagnostics: [Diagnostic]
  /// The input ended inside a `"""` string (or an interpolation in one).
  public var endsInsideMultilineString: Bool
  /// The input ended inside a `/* */` comment.
  public var endsInsideBlockComment: Bool
  /// A single-line string (or an interpolation in one) ran to the end of its line.
  public var hasUnterminatedSingleLineString: Bool
  /// At least as deep as the brackets and interpolations of `tokens` ever nest, counted as
  /// `NestingCheck` counts them: no check is needed when this is within its limit.
  var nestingBound = 0
  /// False when no token (at any level) is `#if`: there is no conditional compilation to
  /// resolve.
  var hasPoundIf = false
}

/// Splits the learner's input into tokens, working on its UTF-8 bytes.
public struct Lexer {
  /// The deepest nesting of string interpolations the lexer follows.
  static let maximumNesting = 256

  private let bytes: [UInt8]
  private var position = 0
  private var locator: SourceLocator
  private var diagnostics: [Diagnostic] = []
  private var nesting = 0
  /// Set once the input is abandoned (nested too deeply): no more tokens or diagnostics.
  private var abandoned = false
  private var endsInsideMultilineString = false
  private var endsInsideBlockComment = false
  private var hasUnterminatedSingleLineString = false
  /// An upper bound on the nesting `NestingCheck` counts, at the current token: one more for
  /// every opening bracket and every interpolation (wherever they are, even in what is dropped
  /// later), one less for a closing bracket outside interpolations only. Leaving out
  /// decrements and adding increments can only keep the count above the exact one.
  private var roughDepth = 0
  private var nestingBound = 0
  private var hasPoundIf = false
  /// The names made so far, copied when they come again.
  private var names: NameTable

  private let budget: StackBudget
  /// Set when the stack budget ran out before the nesting limit (the caller may retry on a
  /// larger stack).
  private var outOfStack = false

  private init(_ bytes: [UInt8], budget: StackBudget) {
    self.bytes = bytes
    self.budget = budget
    locator = SourceLocator(bytes: bytes)
    names = NameTable(forInputOf: bytes.count)
  }

  /// Splits `source` into tokens, with diagnostics for what cannot be a token.
  public static func tokenize(_ source: String) -> LexResult {
    let bytes = Array(source.utf8)
    if let result = tokenize(bytes, budget: StackBudget(LargeStack.inPlaceBudget), canRetry: true) {
      return result
    }
    return LargeStack.run {
      tokenize(bytes, budget: StackBudget(LargeStack.budget), canRetry: false)
    }
      ?? LexResult(
        tokens: [], diagnostics: [], endsInsideMultilineString: false,
        endsInsideBlockComment: false, hasUnterminatedSingleLineString: false)
  }

  /// Tokenizes within a stack budget; nil when the budget ran out and `canRetry`.
  static func tokenize(_ bytes: [UInt8], budget: StackBudget, canRetry: Bool) -> LexResult? {
    var lexer = Lexer(bytes, budget: budget)
    let tokens = lexer.lexTokens(until: .endOfInput)
    if lexer.outOfStack && canRetry { return nil }
    return LexResult(
      tokens: tokens, diagnostics: lexer.diagnostics,
      endsInsideMultilineString: lexer.endsInsideMultilineString,
      endsInsideBlockComment: lexer.endsInsideBlockComment,
      hasUnterminatedSingleLineString: lexer.hasUnterminatedSingleLineString,
      nestingBound: lexer.nestingBound, hasPoundIf: lexer.hasPoundIf)
  }

  // MARK: - Token stream

  private enum Terminator {
    /// The whole input.
    case endOfInput
    /// The `)` closing an interpolation; `singleLine` when a line break ends it too.
    case interpolation(singleLine: Bool)
  }

  /// Lexes tokens until the terminator; the last token is always `endOfInput` (for an
  /// interpolation, placed at its closing parenthesis).
  @inline(__always)
  private mutating func lexTokens(until terminator: Terminator) -> [Token] {
    var tokens: [Token] = []
    // About one token for every four bytes of code; growing from empty costs more. (An
    // interpolation is short: it grows as it needs.)
    if case .endOfInput = terminator {
      tokens.reserveCapacity(min(4_096, max(0, bytes.count - position) / 4 + 2))
    }
    var parenDepth = 0
    while true {
      let trivia = skipTrivia()
      let start = position
      if abandoned || position >= bytes.count {
        tokens.append(makeToken(.endOfInput, from: position, trivia: trivia))
        return tokens
      }
      if case .interpolation(let singleLine) = terminator {
        if singleLine && trivia.newline {
          tokens.append(makeToken(.endOfInput, from: start, trivia: trivia))
          return tokens
        }
        if bytes[position] == UInt8(ascii: ")") && parenDepth == 0 {
          tokens.append(makeToken(.endOfInput, from: start, trivia: trivia))
          return tokens
        }
      }
      let singleLineInterpolation: Bool
      if case .interpolation(true) = terminator {
        singleLineInterpolation = true
      } else {
        singleLineInterpolation = false
      }
      // The start is located before the token is read, so that reading it may move the
      // locator on (past an ASCII name, past an interpolation) without a walk back.
      let startLocation = locator.location(at: start)
      let token = makeToken(
        lexToken(insideSingleLineInterpolation: singleLineInterpolation), from: start,
        trivia: trivia, startLocation: startLocation)
      // Told by the token's tag, which the token computed anyway.
      switch token.tag {
      case .leftParen, .leftBracket, .leftBrace:
        if token.tag == .leftParen { parenDepth += 1 }
        roughDepth += 1
        nestingBound = max(nestingBound, roughDepth)
      case .rightParen, .rightBracket, .rightBrace:
        if token.tag == .rightParen { parenDepth = max(0, parenDepth - 1) }
        if case .endOfInput = terminator { roughDepth = max(0, roughDepth - 1) }
      default: break
      }
      tokens.append(token)
    }
  }

  /// The token of `kind` from `start` to the position; `startLocation` is the start's
  /// location when the caller has it.
  @inline(__always)
  private mutating func makeToken(
    _ kind: TokenKind, from start: Int, trivia: Trivia, startLocation: SourceLocation? = nil
  ) -> Token {
    let range = SourceRange(
      start: startLocation ?? locator.location(at: start), end: locator.location(at: position))
    return Token(
      kind, range: range, isAtStartOfLine: trivia.newline || start == 0,
      hasLeadingTrivia: trivia.any || start == 0)
  }

  private struct Trivia {
    var any = false
    var newline = false
  }

  /// Skips whitespace and comments. Runs of spaces, tabs and line breaks, most of any trivia,
  /// are skipped here, over the buffer with the position in a local; a comment or an odd space
  /// is left to `skipCommentsAndSpaces`.
  @inline(__always)
  private mutating func skipTrivia() -> Trivia {
    var trivia = Trivia()
    let start = position
    var newline = false
    position = bytes.withUnsafeBufferPointer { buffer in
      var index = start
      while index < buffer.count {
        switch buffer[index] {
        case 0x20, 0x09, 0x0B, 0x0C: break
        case 0x0A, 0x0D: newline = true
        default: return index
        }
        index &+= 1
      }
      return index
    }
    if position > start {
      trivia.any = true
      trivia.newline = newline
    }
    if position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: "/"), 0xC2, 0xE3: skipCommentsAndSpaces(&trivia)
      default: break
      }
    }
    return trivia
  }

  /// Skips whitespace and comments, noting them in `trivia`.
  private mutating func skipCommentsAndSpaces(_ trivia: inout Trivia) {
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case 0x20, 0x09, 0x0B, 0x0C:
        position += 1
        trivia.any = true
      case 0x0A, 0x0D:
        position += 1
        trivia.any = true
        trivia.newline = true
      case UInt8(ascii: "/"):
        guard position + 1 < bytes.count else { return }
        if bytes[position + 1] == UInt8(ascii: "/") {
          while position < bytes.count && bytes[position] != 0x0A && bytes[position] != 0x0D {
            position += 1
          }
          trivia.any = true
        } else if bytes[position + 1] == UInt8(ascii: "*") {
          if skipBlockComment() { trivia.newline = true }
          trivia.any = true
        } else {
          return
        }
      case 0xC2 where position + 1 < bytes.count && bytes[position + 1] == 0xA0:
        // U+00A0 NO-BREAK SPACE, common when code is copied from a web page.
        error(
          "non-breaking space (U+00A0) used instead of regular space", from: position,
          to: position + 2, fixIt: " ")
        position += 2
        trivia.any = true
      case 0xE3
      where position + 2 < bytes.count && bytes[position + 1] == 0x80
        && bytes[position + 2] == 0x80:
        // U+3000 IDEOGRAPHIC SPACE.
        error(
          "ideographic space (U+3000) used instead of regular space", from: position,
          to: position + 3, fixIt: " ")
        position += 3
        trivia.any = true
      default:
        return
      }
    }
  }

  /// Skips a `/* */` comment (they nest); returns true when it spans lines.
  private mutating func skipBlockComment() -> Bool {
    let start = position
    position += 2
    var depth = 1
    var newline = false
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "*") && position + 1 < bytes.count
        && bytes[position + 1] == UInt8(ascii: "/")
      {
        position += 2
        depth -= 1
        if depth == 0 { return newline }
      } else if byte == UInt8(ascii: "/") && position + 1 < bytes.count
        && bytes[position + 1] == UInt8(ascii: "*")
      {
        position += 2
        depth += 1
      } else {
        if byte == 0x0A || byte == 0x0D { newline = true }
        position += 1
      }
    }
    endsInsideBlockComment = true
    error(
      "unterminated '/*' comment", from: position, to: position,
      notes: [note("comment started here", from: start, to: start + 2)], fixIt: "*/")
    return newline
  }

  // MARK: - Tokens

  private mutating func lexToken(insideSingleLineInterpolation: Bool) -> TokenKind {
    let start = position
    let byte = bytes[position]
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "_"):
      return lexIdentifierOrKeyword()
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      return lexNumber()
    case UInt8(ascii: "\""):
      return lexString(insideSingleLineInterpolation: insideSingleLineInterpolation)
    case UInt8(ascii: "'"):
      return lexSingleQuotedString()
    case UInt8(ascii: "("): position += 1; return .leftParen
    case UInt8(ascii: ")"): position += 1; return .rightParen
    case UInt8(ascii: "{"): position += 1; return .leftBrace
    case UInt8(ascii: "}"): position += 1; return .rightBrace
    case UInt8(ascii: "["): position += 1; return .leftBracket
    case UInt8(ascii: "]"): position += 1; return .rightBracket
    case UInt8(ascii: ","): position += 1; return .comma
    case UInt8(ascii: ":"): position += 1; return .colon
    case UInt8(ascii: ";"): position += 1; return .semicolon
    case UInt8(ascii: "."):
      if position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: ".") {
        return lexOperator()
      }
      position += 1
      return .period
    case UInt8(ascii: "?"), UInt8(ascii: "!"):
      if isLeftBound(start) {
        position += 1
        return byte == UInt8(ascii: "?") ? .postfixQuestion : .postfixExclaim
      }
      return lexOperator()
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"),
      UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"):
      return lexOperator()
    case UInt8(ascii: "@"):
      position += 1
      if position < bytes.count, identifierStartLength(at: position) > 0 {
        return .attribute(readIdentifierCharacters())
      }
      return .atSign
    case UInt8(ascii: "#"):
      position += 1
      if position < bytes.count, identifierStartLength(at: position) > 0 {
        let name = readIdentifierCharacters()
        if name == "if" { hasPoundIf = true }
        return .pound(name)
      }
      // `#"..."#`, `##"..."##`, `#"""..."""#`: a raw string.
      var hashes = 1
      while position < bytes.count && bytes[position] == UInt8(ascii: "#") {
        hashes += 1
        position += 1
      }
      if position < bytes.count && bytes[position] == UInt8(ascii: "\"") {
        return lexRawString(start: start, hashes: hashes)
      }
      position = start + 1
      error("invalid character in source file", from: start, to: position)
      return .invalid("#")
    case UInt8(ascii: "$"):
      position += 1
      while position < bytes.count, identifierContinueLength(at: position) > 0 {
        position += identifierContinueLength(at: position)
      }
      return .identifier(text(from: start, to: position))
    case UInt8(ascii: "`"):
      return lexBacktickIdentifier()
    case UInt8(ascii: "\\"):
      // `\.name`, `\Item.name`: a key path (the parser reads what follows).
      position += 1
      return .prefixOperator("\\")
    case 0x80...0xFF:
      return lexNonASCII(insideSingleLineInterpolation: insideSingleLineInterpolation)
    default:
      position += 1
      if byte == 0 {
        error("nul character embedded in middle of file", from: start, to: position)
      } else {
        error("invalid character in source file", from: start, to: position)
      }
      return .invalid(text(from: start, to: position))
    }
  }

  /// A name or a keyword: the keyword is found from the bytes, and a `String` is made only
  /// for a name not seen before (a name of up to 16 bytes seen before is copied).
  private mutating func lexIdentifierOrKeyword() -> TokenKind {
    let start = position
    if skipIdentifierCharacters() {
      // One column a byte: the locator moves past the name without reading it again.
      locator.skip(printableASCIIFrom: start, to: position)
    }
    let end = position
    let length = end &- start
    guard length <= 16 else { return .identifier(text(from: start, to: end)) }
    let key = bytes.withUnsafeBufferPointer { Keyword.PackedName($0, from: start, to: end) }
    if let keyword = Keyword.spelled(key, length: length, first: bytes[start]) {
      return .keyword(keyword)
    }
    let (kept, slot) = names.find(key)
    if let kept { return .identifier(kept) }
    let name = text(from: start, to: end)
    names.keep(name, for: key, at: slot)
    return .identifier(name)
  }

  /// Reads identifier characters from `position` (which must start an identifier).
  private mutating func readIdentifierCharacters() -> String {
    let start = position
    skipIdentifierCharacters()
    return text(from: start, to: position)
  }

  /// Moves past identifier characters from `position`: ASCII ones one byte at a time, others
  /// by their scalar. Inlined: it runs for every name. True when all were ASCII.
  @inline(__always)
  @discardableResult
  private mutating func skipIdentifierCharacters() -> Bool {
    var index = position
    var ascii = true
    while index < bytes.count {
      // ASCII runs over the buffer, with the position in a local.
      index = bytes.withUnsafeBufferPointer { buffer in
        var index = index
        while index < buffer.count && Lexer.isASCIIIdentifierByte(buffer[index]) { index += 1 }
        return index
      }
      guard index < bytes.count, bytes[index] >= 0x80 else { break }
      let length = identifierContinueLength(at: index)
      if length == 0 { break }
      index += length
      ascii = false
    }
    position = index
    return ascii
  }

  private mutating func lexBacktickIdentifier() -> TokenKind {
    let start = position
    position += 1
    if position < bytes.count, identifierStartLength(at: position) > 0 {
      let name = readIdentifierCharacters()
      if position < bytes.count && bytes[position] == UInt8(ascii: "`") {
        position += 1
        return .identifier(name)
      }
      error("expected '`' after the name", from: position, to: position, fixIt: "`")
      return .identifier(name)
    }
    error("invalid character in source file", from: start, to: position)
    return .invalid("`")
  }

  private mutating func lexNonASCII(insideSingleLineInterpolation: Bool) -> TokenKind {
    let start = position
    if identifierStartLength(at: position) > 0 {
      let name = readIdentifierCharacters()
      return .identifier(name)
    }
    let (scalar, length) = decodeScalar(at: position)
    position += length
    let character = String(Character(scalar))
    switch scalar.value {
    case 0x201C, 0x201D, 0x201E, 0x201F, 0x00AB, 0x00BB:
      // “text”: lex it as the string it was meant to be.
      error(
        "unicode curly quote found, replace with '\"'", from: start, to: position, fixIt: "\"")
      return lexCurlyQuotedString(openingStart: start)
    default:
      break
    }
    if let replacement = Lexer.asciiLookalikes[scalar.value] {
      error(
        "invalid character '\(character)' in source file; did you mean '\(replacement.text)'?",
        from: start, to: position, fixIt: replacement.text)
      return replacement.kind
    }
    if unicodeOperatorLength(at: start) > 0 {
      // `√x`, `a ⊕ b`: an operator the learner declares.
      position = start
      return lexOperator()
    }
    error("invalid character in source file", from: start, to: position)
    return .invalid(character)
  }

  /// Full-width and other punctuation that stands for an ASCII token, so that code typed with
  /// a CJK input method still parses after the error.
  private static let asciiLookalikes: [UInt32: (text: String, kind: TokenKind)] = [
    0xFF08: ("(", .leftParen), 0xFF09: (")", .rightParen), 0xFF0C: (",", .comma),
    0x3001: (",", .comma), 0xFF1A: (":", .colon), 0xFF1B: (";", .semicolon),
    0xFF0E: (".", .period), 0x3002: (".", .period), 0xFF1D: ("=", .assign),
    0xFF3B: ("[", .leftBracket), 0xFF3D: ("]", .rightBracket), 0xFF5B: ("{", .leftBrace),
    0xFF5D: ("}", .rightBrace),
    0x2212: ("-", .binaryOperator("-")), 0x2013: ("-", .binaryOperator("-")),
    0xFF01: ("!", .prefixOperator("!")),
  ]

  // MARK: Numbers

  private mutating func lexNumber() -> TokenKind {
    if let value = lexDecimalInteger() { return .integer(value) }
    let start = position
    var radix = 10
    if bytes[position] == UInt8(ascii: "0") && position + 1 < bytes.count {
      switch bytes[position + 1] {
      case UInt8(ascii: "x"): radix = 16
      case UInt8(ascii: "o"): radix = 8
      case UInt8(ascii: "b"): radix = 2
      default: break
      }
      if radix != 10 { position += 2 }
    }
    var digits: [UInt8] = []
    func isDigit(_ byte: UInt8) -> Bool {
      switch radix {
      case 16:
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
          || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
          || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
      case 8: return (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(byte)
      case 2: return byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1")
      default: return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      }
    }
    func isDecimalDigit(_ index: Int) -> Bool {
      index < bytes.count
        && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
    }
    while position < bytes.count && (isDigit(bytes[position]) || bytes[position] == 0x5F) {
      if bytes[position] != 0x5F { digits.append(bytes[position]) }
      position += 1
    }
    if radix != 10 && digits.isEmpty {
      error(
        "expected a digit after integer literal prefix", from: start, to: position)
      return .integer(0)
    }
    // `e-3` after a decimal number, `p2` after a hexadecimal one: the exponent's bytes
    // (underscores left out) and where it ends; nil when none starts at `marker`.
    func exponent(at marker: Int, _ lower: UInt8, _ upper: UInt8) -> (text: [UInt8], end: Int)? {
      guard marker < bytes.count, bytes[marker] == lower || bytes[marker] == upper else {
        return nil
      }
      var end = marker + 1
      if end < bytes.count && (bytes[end] == UInt8(ascii: "-") || bytes[end] == UInt8(ascii: "+")) {
        end += 1
      }
      guard isDecimalDigit(end) else { return nil }
      var text = [lower] + bytes[(marker + 1)..<end]
      while end < bytes.count && (isDecimalDigit(end) || bytes[end] == 0x5F) {
        if bytes[end] != 0x5F { text.append(bytes[end]) }
        end += 1
      }
      return (text, end)
    }
    var isFloat = false
    if radix == 10 {
      if position + 1 < bytes.count && bytes[position] == UInt8(ascii: ".")
        && isDecimalDigit(position + 1)
      {
        isFloat = true
        digits.append(UInt8(ascii: "."))
        position += 1
        while position < bytes.count
          && (isDecimalDigit(position) || bytes[position] == 0x5F)
        {
          if bytes[position] != 0x5F { digits.append(bytes[position]) }
          position += 1
        }
      }
      if let (text, end) = exponent(at: position, UInt8(ascii: "e"), UInt8(ascii: "E")) {
        isFloat = true
        digits += text
        position = end
      }
    }
    // `0xFp2`, `0x1.8p-3`: a hexadecimal float, its exponent a power of two (and required).
    if radix == 16 {
      var scan = position
      var fraction: [UInt8] = []
      if scan + 1 < bytes.count && bytes[scan] == UInt8(ascii: ".") && isDigit(bytes[scan + 1]) {
        scan += 1
        while scan < bytes.count && (isDigit(bytes[scan]) || bytes[scan] == 0x5F) {
          if bytes[scan] != 0x5F { fraction.append(bytes[scan]) }
          scan += 1
        }
      }
      if let (text, end) = exponent(at: scan, UInt8(ascii: "p"), UInt8(ascii: "P")) {
        isFloat = true
        digits = Array("0x".utf8) + digits
        if !fraction.isEmpty { digits += [UInt8(ascii: ".")] + fraction }
        digits += text
        position = end
      }
    }
    // `1st`, `0xZZ`: letters glued to a number.
    if position < bytes.count,
      Lexer.isASCIIIdentifierByte(bytes[position]) || identifierContinueLength(at: position) > 0
    {
      let badStart = position
      let bad = readIdentifierCharacters()
      let first = bad.first.map(String.init) ?? bad
      error(
        "'\(first)' is not a valid digit in \(isFloat ? "floating point" : "integer") literal",
        from: badStart, to: badStart + first.utf8.count)
      return isFloat ? .float(0) : .integer(0)
    }
    let digitText = String(decoding: digits, as: UTF8.self)
    if isFloat {
      return .float(Double(digitText) ?? 0)
    }
    if let value = Int(digitText, radix: radix) {
      return .integer(value)
    }
    error(
      "integer literal '\(text(from: start, to: position))' overflows when stored into 'Int'",
      from: start, to: position)
    return .integer(0)
  }

  /// A plain decimal integer (most numbers: `0`, `42`), its value accumulated as its digits
  /// are read. Nil, with the position left at the number, for anything `lexNumber` reads
  /// otherwise: a prefix (`0x`), a fraction, an exponent, `_`, letters after the digits, or a
  /// value too large for `Int` (reported there).
  private mutating func lexDecimalInteger() -> Int? {
    let start = position
    let (digitsEnd, value, overflow) = bytes.withUnsafeBufferPointer { buffer in
      var index = start
      var value = 0
      var overflow = false
      while index < buffer.count {
        let digit = Int(buffer[index]) &- Int(UInt8(ascii: "0"))
        guard digit >= 0 && digit <= 9 else { break }
        let (times, timesOverflow) = value.multipliedReportingOverflow(by: 10)
        let (sum, sumOverflow) = times.addingReportingOverflow(digit)
        overflow = overflow || timesOverflow || sumOverflow
        value = sum
        index &+= 1
      }
      return (index, value, overflow)
    }
    guard digitsEnd > start && !overflow else { return nil }
    if digitsEnd < bytes.count {
      switch bytes[digitsEnd] {
      case UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "A")...UInt8(ascii: "Z"), 0x80...0xFF:
        return nil
      default:
        break
      }
    }
    position = digitsEnd
    return value
  }

  // MARK: Operators

  private func isLeftBound(_ start: Int) -> Bool {
    if start == 0 { return false }
    switch bytes[start - 1] {
    case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x00:
      return false
    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","),
      UInt8(ascii: ";"), UInt8(ascii: ":"):
      return false
    case UInt8(ascii: "/"):
      // The end of a block comment is whitespace.
      return !(start >= 2 && bytes[start - 2] == UInt8(ascii: "*"))
    case 0xA0:
      return !(start >= 2 && bytes[start - 2] == 0xC2)
    default:
      return true
    }
  }

  private func isRightBound(_ end: Int, leftBound: Bool) -> Bool {
    if end >= bytes.count { return false }
    switch bytes[end] {
    case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x00:
      return false
    case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","),
      UInt8(ascii: ";"), UInt8(ascii: ":"):
      return false
    case UInt8(ascii: "/"):
      if end + 1 < bytes.count
        && (bytes[end + 1] == UInt8(ascii: "/") || bytes[end + 1] == UInt8(ascii: "*"))
      {
        return false
      }
      return true
    case UInt8(ascii: "."):
      return !leftBound
    case 0xC2:
      return !(end + 1 < bytes.count && bytes[end + 1] == 0xA0)
    default:
      return true
    }
  }

  private static func isOperatorByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
      UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
      UInt8(ascii: "~"), UInt8(ascii: "?"):
      return true
    default:
      return false
    }
  }

  /// The length in bytes of the Unicode operator character at `index` (`√`, `±`, `→`, `⊕`:
  /// the ranges Swift's grammar lets an operator use), or 0.
  func unicodeOperatorLength(at index: Int) -> Int {
    guard index < bytes.count, bytes[index] >= 0x80 else { return 0 }
    let (scalar, length) = decodeScalar(at: index)
    switch scalar.value {
    case 0xA1...0xA7, 0xA9, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBF, 0xD7, 0xF7, 0x2016...0x2017,
      0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E, 0x2190...0x23FF,
      0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F:
      return length
    default:
      return 0
    }
  }

  private mutating func lexOperator() -> TokenKind {
    let start = position
    let startsWithDot = bytes[position] == UInt8(ascii: ".")
    position += max(1, unicodeOperatorLength(at: position))
    while position < bytes.count {
      let byte = bytes[position]
      let unicode = unicodeOperatorLength(at: position)
      if unicode > 0 {
        position += unicode
        continue
      }
      if byte == UInt8(ascii: ".") {
        if !startsWithDot { break }
      } else if !Lexer.isOperatorByte(byte) {
        break
      }
      // `a+/* comment */b`: a comment ends the operator.
      if byte == UInt8(ascii: "/") && position + 1 < bytes.count
        && (bytes[position + 1] == UInt8(ascii: "/") || bytes[position + 1] == UInt8(ascii: "*"))
      {
        break
      }
      position += 1
    }
    let leftBound = isLeftBound(start)
    let rightBound = isRightBound(position, leftBound: leftBound)
    // `->`, `=`, `?` and `*/` are told by their bytes, before any text is made.
    let first = bytes[start]
    let second = position - start == 2 ? bytes[start + 1] : 0
    switch (position - start, first, second) {
    case (2, UInt8(ascii: "-"), UInt8(ascii: ">")):
      return .arrow
    case (1, UInt8(ascii: "="), _):
      if leftBound != rightBound {
        error(
          "'=' must have consistent whitespace on both sides", from: start, to: position)
      }
      return .assign
    case (1, UInt8(ascii: "?"), _):
      return .infixQuestion
    case (2, UInt8(ascii: "*"), UInt8(ascii: "/")):
      error("unexpected end of block comment", from: start, to: position)
      return .invalid("*/")
    default:
      break
    }
    let op = text(from: start, to: position)
    if leftBound == rightBound { return .binaryOperator(op) }
    return leftBound ? .postfixOperator(op) : .prefixOperator(op)
  }

  // MARK: Strings

  /// Lexes `"..."` or `"""..."""` starting at the opening quote.
  private mutating func lexString(insideSingleLineInterpolation: Bool) -> TokenKind {
    let start = position
    if position + 2 < bytes.count && bytes[position + 1] == UInt8(ascii: "\"")
      && bytes[position + 2] == UInt8(ascii: "\"")
    {
      return lexMultilineString()
    }
    position += 1
    // Most strings are plain text closed on their line: their one segment is made from the
    // bytes directly.
    var end = position
    while end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x0A || byte == 0x0D {
        break
      }
      end += 1
    }
    if end < bytes.count && bytes[end] == UInt8(ascii: "\"") {
      let text = self.text(from: position, to: end)
      position = end + 1
      return .string(StringLiteral(segments: text.isEmpty ? [] : [.text(text)], isMultiline: false))
    }
    let pieces = scanStringBody(
      openingStart: start, closing: .straight, reportUnterminated: !insideSingleLineInterpolation)
    return .string(StringLiteral(segments: Lexer.resolve(pieces), isMultiline: false))
  }

  /// `'text'`: Swift has no single-quoted strings; lexed as a string after the error.
  private mutating func lexSingleQuotedString() -> TokenKind {
    let start = position
    position += 1
    var end = position
    while end < bytes.count && bytes[end] != UInt8(ascii: "'") && bytes[end] != 0x0A
      && bytes[end] != 0x0D
    {
      end += 1
    }
    if end < bytes.count && bytes[end] == UInt8(ascii: "'") {
      error(
        "single-quoted string literal found, use '\"'", from: start, to: end + 1,
        fixIt: "\"" + text(from: start + 1, to: end) + "\"")
      let content = text(from: start + 1, to: end)
      position = end + 1
      return .string(
        StringLiteral(segments: content.isEmpty ? [] : [.text(content)], isMultiline: false))
    }
    error("invalid character in source file", from: start, to: start + 1, fixIt: "\"")
    return .invalid("'")
  }

  private mutating func lexCurlyQuotedString(openingStart: Int) -> TokenKind {
    let pieces = scanStringBody(
      openingStart: openingStart, closing: .curly, reportUnterminated: true)
    return .string(StringLiteral(segments: Lexer.resolve(pieces), isMultiline: false))
  }

  private enum Closing { case straight, curly }

  /// A piece of a string before escapes are resolved.
  private enum RawPiece {
    case text([UInt8])
    case interpolation(tokens: [Token], range: SourceRange)
  }

  /// Scans a single-line string body after its opening quote, up to and including the closing
  /// quote.
  private mutating func scanStringBody(
    openingStart: Int, closing: Closing, reportUnterminated: Bool
  ) -> [RawPiece] {
    var pieces: [RawPiece] = []
    var text: [UInt8] = []
    while true {
      if abandoned { break }
      if position >= bytes.count || bytes[position] == 0x0A || bytes[position] == 0x0D {
        hasUnterminatedSingleLineString = true
        if reportUnterminated {
          error(
            "unterminated string literal", from: openingStart, to: openingStart + 1)
        }
        break
      }
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        position += 1
        break
      }
      if closing == .curly && byte == 0xE2 && position + 2 < bytes.count
        && bytes[position + 1] == 0x80
        && (bytes[position + 2] == 0x9C || bytes[position + 2] == 0x9D)
      {
        position += 3
        break
      }
      if byte == UInt8(ascii: "\\") {
        if position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "(") {
          if !text.isEmpty { pieces.append(.text(text)) }
          text = []
          guard let interpolation = lexInterpolation(singleLine: true) else { break }
          pieces.append(interpolation)
          continue
        }
        text.append(contentsOf: scanEscape(multiline: false))
        continue
      }
      text.append(byte)
      position += 1
    }
    if !text.isEmpty { pieces.append(.text(text)) }
    return pieces
  }

  /// Checks the escape at `position` (a backslash), reports a bad one, and returns its raw
  /// bytes (resolved later).
  private mutating func scanEscape(multiline: Bool) -> ArraySlice<UInt8> {
    let start = position
    position += 1
    guard position < bytes.count else {
      error("invalid escape sequence in literal", from: start, to: position)
      return []
    }
    switch bytes[position] {
    case UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "0"),
      UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"):
      position += 1
    case UInt8(ascii: "u"):
      position += 1
      guard position < bytes.count && bytes[position] == UInt8(ascii: "{") else {
        error(
          "expected hexadecimal code in braces after unicode escape", from: start, to: position)
        return []
      }
      position += 1
      let digitsStart = position
      while position < bytes.count && Lexer.hexValue(bytes[position]) != nil { position += 1 }
      let digits = position - digitsStart
      guard position < bytes.count && bytes[position] == UInt8(ascii: "}") else {
        error("expected '}' in \\u{...} escape sequence", from: position, to: position)
        return []
      }
      position += 1
      if digits == 0 || digits > 8
        || Unicode.Scalar(Lexer.hexNumber(bytes[digitsStart..<(digitsStart + digits)])) == nil
      {
        error("invalid unicode scalar", from: start, to: position)
        return []
      }
    case 0x0A, 0x0D, 0x20, 0x09:
      // In a multi-line string, a line continuation: `\` then only spaces to the line end.
      var index = position
      while index < bytes.count && (bytes[index] == 0x20 || bytes[index] == 0x09) { index += 1 }
      if multiline && index < bytes.count && (bytes[index] == 0x0A || bytes[index] == 0x0D) {
        position = index
        return bytes[start..<position]
      }
      error("invalid escape sequence in literal", from: start, to: position + 1)
      if bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
      return []
    default:
      let length = max(1, scalarLength(at: position))
      error("invalid escape sequence in literal", from: start, to: position + length)
      position += length
      return []
    }
    return bytes[start..<position]
  }

  /// Lexes `\( ... )` at `position` (the backslash).
  private mutating func lexInterpolation(singleLine: Bool) -> RawPiece? {
    let start = position
    position += 2
    nesting += 1
    defer { nesting -= 1 }
    if budget.isExhausted { outOfStack = true }
    if nesting > Lexer.maximumNesting || outOfStack {
      error(
        "expression is nested too deeply (more than \(Lexer.maximumNesting) levels)",
        from: start, to: start + 2)
      abandoned = true
      position = bytes.count
      return nil
    }
    roughDepth += 1
    nestingBound = max(nestingBound, roughDepth)
    let tokens = lexTokens(until: .interpolation(singleLine: singleLine))
    if abandoned { return nil }
    if position < bytes.count && bytes[position] == UInt8(ascii: ")") {
      position += 1
      let range = SourceRange(
        start: locator.location(at: start), end: locator.location(at: position))
      return .interpolation(tokens: tokens, range: range)
    }
    // Ran into the end of the line or of the input. A string that started inside the
    // interpolation and ran on is most likely the closing quote of the outer string.
    var at = position
    for token in tokens {
      if case .string = token.kind, token.range.end.offset >= position {
        at = token.range.start.offset
      }
    }
    if singleLine {
      hasUnterminatedSingleLineString = true
    } else {
      endsInsideMultilineString = true
    }
    error(
      "expected ')' to end string interpolation", from: at, to: at,
      notes: [note("to match this opening '('", from: start + 1, to: start + 2)], fixIt: ")")
    return nil
  }

  /// Lexes a `"""` string starting at the opening delimiter.
  private mutating func lexMultilineString() -> TokenKind {
    let start = position
    position += 3
    skipToMultilineContent()

    var pieces: [RawPiece] = []
    var text: [UInt8] = []
    var terminated = false
    while position < bytes.count && !abandoned {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") && position + 2 < bytes.count
        && bytes[position + 1] == UInt8(ascii: "\"") && bytes[position + 2] == UInt8(ascii: "\"")
      {
        position += 3
        terminated = true
        break
      }
      if byte == UInt8(ascii: "\\") {
        if position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "(") {
          if !text.isEmpty { pieces.append(.text(text)) }
          text = []
          guard let interpolation = lexInterpolation(singleLine: false) else {
            return .string(StringLiteral(segments: Lexer.resolve(pieces), isMultiline: true))
          }
          pieces.append(interpolation)
          continue
        }
        text.append(contentsOf: scanEscape(multiline: true))
        continue
      }
      text.append(byte)
      position += 1
    }
    if !text.isEmpty { pieces.append(.text(text)) }
    if abandoned {
      return .string(StringLiteral(segments: [], isMultiline: true))
    }
    if !terminated {
      endsInsideMultilineString = true
      error(
        "unterminated multi-line string literal", from: start, to: start + 3, fixIt: "\"\"\"")
      return .string(StringLiteral(segments: Lexer.resolve(pieces), isMultiline: true))
    }
    return .string(
      StringLiteral(
        segments: Lexer.resolve(stripIndentation(pieces, closingDelimiter: position - 3)),
        isMultiline: true))
  }

  /// After an opening `"""`: moves to the start of the next line, where the content starts
  /// (reporting anything but spaces before it).
  private mutating func skipToMultilineContent() {
    var index = position
    while index < bytes.count && (bytes[index] == 0x20 || bytes[index] == 0x09) { index += 1 }
    if index < bytes.count && bytes[index] != 0x0A && bytes[index] != 0x0D {
      error(
        "multi-line string literal content must begin on a new line", from: index, to: index)
    } else {
      position = index
    }
    if position < bytes.count && bytes[position] == 0x0D { position += 1 }
    if position < bytes.count && bytes[position] == 0x0A { position += 1 }
  }

  /// Lexes a raw string: `start` is its first `#`, `hashes` how many there are, and
  /// `position` is at the opening quote. Inside, a backslash is text unless the same number
  /// of `#` follows it (`\#n`, `\#(value)`), and the string ends at a quote followed by them.
  private mutating func lexRawString(start: Int, hashes: Int) -> TokenKind {
    let multiline =
      position + 2 < bytes.count && bytes[position + 1] == UInt8(ascii: "\"")
      && bytes[position + 2] == UInt8(ascii: "\"")
    if multiline {
      position += 3
      skipToMultilineContent()
    } else {
      position += 1
    }
    let quotes = multiline ? 3 : 1
    /// True when `quotes` quotes and then `hashes` hashes start at `index`.
    func closes(at index: Int) -> Bool {
      guard index + quotes + hashes <= bytes.count else { return false }
      for offset in 0..<quotes where bytes[index + offset] != UInt8(ascii: "\"") { return false }
      for offset in 0..<hashes where bytes[index + quotes + offset] != UInt8(ascii: "#") {
        return false
      }
      return true
    }
    /// True when `hashes` hashes follow the backslash at `index`.
    func escapes(at index: Int) -> Bool {
      guard index + hashes < bytes.count else { return false }
      for offset in 1...hashes where bytes[index + offset] != UInt8(ascii: "#") { return false }
      return true
    }
    var pieces: [RawPiece] = []
    var text: [UInt8] = []
    var closing: Int?
    while position < bytes.count && !abandoned {
      let byte = bytes[position]
      if !multiline && (byte == 0x0A || byte == 0x0D) { break }
      if byte == UInt8(ascii: "\"") && closes(at: position) {
        closing = position
        position += quotes + hashes
        break
      }
      if byte == UInt8(ascii: "\\") {
        guard escapes(at: position) else {
          // A backslash alone is text: kept escaped for `resolve`.
          text.append(contentsOf: [byte, byte])
          position += 1
          continue
        }
        // From the last `#`, the escape reads as `\n`, `\(...)` would from the backslash.
        position += hashes
        if position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "(") {
          if !text.isEmpty { pieces.append(.text(text)) }
          text = []
          guard let interpolation = lexInterpolation(singleLine: !multiline) else { break }
          pieces.append(interpolation)
          continue
        }
        var escape = Array(scanEscape(multiline: multiline))
        if !escape.isEmpty { escape[0] = UInt8(ascii: "\\") }
        text.append(contentsOf: escape)
        continue
      }
      text.append(byte)
      position += 1
    }
    if !text.isEmpty { pieces.append(.text(text)) }
    if abandoned { return .string(StringLiteral(segments: [], isMultiline: multiline)) }
    guard let closing else {
      if multiline {
        endsInsideMultilineString = true
        error(
          "unterminated multi-line string literal", from: start, to: start + hashes + 3,
          fixIt: "\"\"\"" + String(repeating: "#", count: hashes))
      } else {
        hasUnterminatedSingleLineString = true
        error("unterminated string literal", from: start, to: start + hashes + 1)
      }
      return .string(StringLiteral(segments: Lexer.resolve(pieces), isMultiline: multiline))
    }
    let lines = multiline ? stripIndentation(pieces, closingDelimiter: closing) : pieces
    return .string(StringLiteral(segments: Lexer.resolve(lines), isMultiline: multiline))
  }

  /// Removes the closing delimiter's indentation from every line, and the line break before
  /// the closing delimiter, as Swift does.
  private mutating func stripIndentation(_ pieces: [RawPiece], closingDelimiter: Int) -> [RawPiece]
  {
    var indentStart = closingDelimiter
    while indentStart > 0 && (bytes[indentStart - 1] == 0x20 || bytes[indentStart - 1] == 0x09) {
      indentStart -= 1
    }
    if indentStart > 0 && bytes[indentStart - 1] != 0x0A && bytes[indentStart - 1] != 0x0D {
      error(
        "multi-line string literal closing delimiter must begin on a new line",
        from: closingDelimiter, to: closingDelimiter)
      return pieces
    }
    let indentation = Array(bytes[indentStart..<closingDelimiter])
    var result: [RawPiece] = []
    var atLineStart = true
    var reportedIndentation = false
    for (pieceIndex, piece) in pieces.enumerated() {
      guard case .text(var raw) = piece else {
        result.append(piece)
        atLineStart = false
        continue
      }
      var stripped: [UInt8] = []
      var index = 0
      while index < raw.count {
        if atLineStart {
          atLineStart = false
          let lineEnd = raw[index...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) ?? raw.count
          let line = raw[index..<lineEnd]
          if line.starts(with: indentation) {
            index += indentation.count
          } else if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
            // A blank line may be less indented.
            index = lineEnd
          } else if !reportedIndentation {
            reportedIndentation = true
            error(
              "insufficient indentation of line in multi-line string literal",
              from: closingDelimiter, to: closingDelimiter)
          }
          continue
        }
        let byte = raw[index]
        stripped.append(byte)
        index += 1
        if byte == 0x0A || byte == 0x0D { atLineStart = true }
      }
      // The last line break belongs to the delimiter.
      if pieceIndex == pieces.count - 1 {
        if stripped.last == 0x0A { stripped.removeLast() }
        if stripped.last == 0x0D { stripped.removeLast() }
      }
      raw = stripped
      if !raw.isEmpty { result.append(.text(raw)) }
    }
    return result
  }

  /// Resolves escapes (already checked) and turns raw pieces into segments.
  private static func resolve(_ pieces: [RawPiece]) -> [LexedStringSegment] {
    var segments: [LexedStringSegment] = []
    for piece in pieces {
      switch piece {
      case .interpolation(let tokens, let range):
        segments.append(.interpolation(tokens: tokens, range: range))
      case .text(let raw):
        let text = unescape(raw)
        if text.isEmpty { continue }
        if case .text(let previous) = segments.last {
          segments[segments.count - 1] = .text(previous + text)
        } else {
          segments.append(.text(text))
        }
      }
    }
    return segments
  }

  private static func unescape(_ raw: [UInt8]) -> String {
    guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
    var out: [UInt8] = []
    out.reserveCapacity(raw.count)
    var index = 0
    while index < raw.count {
      let byte = raw[index]
      guard byte == UInt8(ascii: "\\"), index + 1 < raw.count else {
        out.append(byte)
        index += 1
        continue
      }
      let next = raw[index + 1]
      index += 2
      switch next {
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "0"): out.append(0)
      case UInt8(ascii: "u"):
        // \u{XXXX}, checked while scanning.
        var end = index + 1
        while end < raw.count && raw[end] != UInt8(ascii: "}") { end += 1 }
        if let scalar = Unicode.Scalar(hexNumber(raw[min(index + 1, end)..<end])) {
          out.append(contentsOf: Array(String(Character(scalar)).utf8))
        }
        index = min(end + 1, raw.count)
      case 0x20, 0x09, 0x0A, 0x0D:
        // Line continuation: drop the spaces and the line break.
        index -= 1
        while index < raw.count && (raw[index] == 0x20 || raw[index] == 0x09) { index += 1 }
        if index < raw.count && raw[index] == 0x0D { index += 1 }
        if index < raw.count && raw[index] == 0x0A { index += 1 }
      default: out.append(next)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  private static func hexNumber(_ digits: ArraySlice<UInt8>) -> UInt32 {
    var value: UInt32 = 0
    for digit in digits.prefix(8) {
      value = value &* 16 &+ (hexValue(digit) ?? 0)
    }
    return value
  }

  // MARK: - Characters

  private static func isASCIIIdentifierByte(_ byte: UInt8) -> Bool {
    // A letter of either case (`| 0x20` lowercases), a digit or `_`.
    let lowercased = byte | 0x20
    return (lowercased >= UInt8(ascii: "a") && lowercased <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
  }

  /// The number of bytes of the identifier-start character at `index`, or 0.
  private func identifierStartLength(at index: Int) -> Int {
    let byte = bytes[index]
    if byte < 0x80 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "_"):
        return 1
      default:
        return 0
      }
    }
    let (scalar, length) = decodeScalar(at: index)
    guard Lexer.isIdentifierScalar(scalar) else { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber:
      return 0
    default:
      return length
    }
  }

  /// The number of bytes of the identifier character at `index`, or 0.
  private func identifierContinueLength(at index: Int) -> Int {
    let byte = bytes[index]
    if byte < 0x80 { return Lexer.isASCIIIdentifierByte(byte) ? 1 : 0 }
    let (scalar, length) = decodeScalar(at: index)
    return Lexer.isIdentifierScalar(scalar) ? length : 0
  }

  /// Non-ASCII scalars allowed in names: letters of every script, marks, digits, emoji —
  /// everything but spaces, punctuation and symbols Swift reserves or that look like ASCII
  /// punctuation.
  private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    switch value {
    case 0x00A0...0x00BF, 0x00D7, 0x00F7, 0x2000...0x206F, 0x2190...0x23FF, 0x2500...0x2775,
      0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3000...0x303F, 0xFE30...0xFE4F, 0xFF00...0xFF20,
      0xFF3B...0xFF40, 0xFF5B...0xFF65, 0xFFF0...0xFFFF:
      return value == 0x200D  // ZERO WIDTH JOINER inside emoji sequences
    default:
      break
    }
    switch scalar.properties.generalCategory {
    case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator,
      .paragraphSeparator, .spaceSeparator:
      return value == 0x200D || value == 0xFE0F
    case .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
      .dashPunctuation, .otherPunctuation, .connectorPunctuation, .mathSymbol:
      return false
    default:
      return true
    }
  }

  private func scalarLength(at index: Int) -> Int {
    decodeScalar(at: index).length
  }

  /// Decodes the UTF-8 scalar at `index` (the input came from a `String`, so it is valid).
  private func decodeScalar(at index: Int) -> (scalar: Unicode.Scalar, length: Int) {
    let byte = bytes[index]
    var length = 1
    var value = UInt32(byte)
    if byte >= 0xF0 {
      length = 4
      value = UInt32(byte & 0x07)
    } else if byte >= 0xE0 {
      length = 3
      value = UInt32(byte & 0x0F)
    } else if byte >= 0xC0 {
      length = 2
      value = UInt32(byte & 0x1F)
    }
    guard index + length <= bytes.count else { return ("\u{FFFD}", 1) }
    if length > 1 {
      for offset in 1..<length {
        value = (value << 6) | UInt32(bytes[index + offset] & 0x3F)
      }
    }
    return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
  }

  private func text(from start: Int, to end: Int) -> String {
    String(decoding: bytes[start..<end], as: UTF8.self)
  }

  // MARK: - Diagnostics

  private mutating func error(
    _ message: String, from start: Int, to end: Int, notes: [Diagnostic] = [],
    fixIt: String? = nil
  ) {
    if abandoned && !diagnostics.isEmpty { return }
    let range = SourceRange(start: locator.location(at: start), end: locator.location(at: end))
    diagnostics.append(.error(message, at: range, notes: notes, fixIt: fixIt))
  }

  private mutating func note(_ message: String, from start: Int, to end: Int) -> Diagnostic {
    let range = SourceRange(start: locator.location(at: start), end: locator.location(at: end))
    return .note(message, at: range)
  }
}
