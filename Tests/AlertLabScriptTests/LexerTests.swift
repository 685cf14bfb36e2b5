import Testing

@testable import AlertLabScript

/// The kinds of the tokens of `source`, without the final `endOfInput`.
private func kinds(_ source: String) -> [TokenKind] {
  Array(Lexer.tokenize(source).tokens.dropLast().map(\.kind))
}

/// The messages of the lexer's diagnostics for `source`.
private func messages(_ source: String) -> [String] {
  Lexer.tokenize(source).diagnostics.map(\.message)
}

@Suite struct LexerTokenTests {
  @Test func namesAndKeywords() {
    #expect(
      kinds("let alert = self") == [
        .keyword(.let), .identifier("alert"), .assign, .keyword(.self),
      ])
    #expect(
      kinds("weak override get") == [
        .identifier("weak"), .identifier("override"), .identifier("get"),
      ])
    #expect(
      kinds("`default` $0 $1 _") == [
        .identifier("default"), .identifier("$0"), .identifier("$1"), .identifier("_"),
      ])
  }

  @Test func unicodeNames() {
    #expect(
      kinds("let 登录 = café") == [
        .keyword(.let), .identifier("登录"), .assign, .identifier("café"),
      ])
    #expect(kinds("नमस्ते.count") == [.identifier("नमस्ते"), .period, .identifier("count")])
    #expect(messages("let 登录 = café").isEmpty)
  }

  @Test func integers() {
    #expect(
      kinds("42 0x1F 0b101 0o17 1_000_000") == [
        .integer(42), .integer(31), .integer(5), .integer(15), .integer(1_000_000),
      ])
  }

  @Test func floats() {
    #expect(
      kinds("8.0 1e3 1.5e-3 2_0.5") == [
        .float(8.0), .float(1000), .float(0.0015), .float(20.5),
      ])
    // `1.description` is a member of an integer, not a float.
    #expect(kinds("1.description") == [.integer(1), .period, .identifier("description")])
  }

  @Test func badNumbers() {
    #expect(messages("1st") == ["'s' is not a valid digit in integer literal"])
    #expect(messages("0x") == ["expected a digit after integer literal prefix"])
    #expect(
      messages("99999999999999999999") == [
        "integer literal '99999999999999999999' overflows when stored into 'Int'"
      ])
  }

  @Test func punctuation() {
    #expect(
      kinds("( ) { } [ ] , : ; . -> @IBOutlet #selector") == [
        .leftParen, .rightParen, .leftBrace, .rightBrace, .leftBracket, .rightBracket, .comma,
        .colon, .semicolon, .period, .arrow, .attribute("IBOutlet"), .pound("selector"),
      ])
    #expect(kinds("@\"x\"").first == .atSign)
  }

  @Test func commentsAreSkipped() {
    #expect(kinds("a // comment\nb") == [.identifier("a"), .identifier("b")])
    #expect(
      kinds("a /* one /* nested */ still comment */ b") == [
        .identifier("a"), .identifier("b"),
      ])
    #expect(messages("a /* open") == ["unterminated '/*' comment"])
  }

  @Test func newlinesAreRecorded() {
    let tokens = Lexer.tokenize("a\n  .b /* x\n */ c; d").tokens
    #expect(tokens.map(\.isAtStartOfLine) == [true, true, false, true, false, false, false])
  }
}

@Suite struct LexerOperatorTests {
  @Test func questionAndExclamationFollowSwiftsWhitespaceRules() {
    #expect(kinds("a?.b") == [.identifier("a"), .postfixQuestion, .period, .identifier("b")])
    #expect(kinds("a!") == [.identifier("a"), .postfixExclaim])
    #expect(
      kinds("a ? b : c") == [
        .identifier("a"), .infixQuestion, .identifier("b"), .colon, .identifier("c"),
      ])
    #expect(kinds("a != b") == [.identifier("a"), .binaryOperator("!="), .identifier("b")])
    #expect(kinds("!a") == [.prefixOperator("!"), .identifier("a")])
    #expect(
      kinds("x as? T") == [
        .identifier("x"), .keyword(.as), .postfixQuestion, .identifier("T"),
      ])
    #expect(kinds("UITextField!)") == [.identifier("UITextField"), .postfixExclaim, .rightParen])
  }

  @Test func fixityComesFromWhitespace() {
    #expect(kinds("a - b") == [.identifier("a"), .binaryOperator("-"), .identifier("b")])
    #expect(kinds("a-b") == [.identifier("a"), .binaryOperator("-"), .identifier("b")])
    #expect(kinds("-1") == [.prefixOperator("-"), .integer(1)])
    #expect(kinds("(-1)") == [.leftParen, .prefixOperator("-"), .integer(1), .rightParen])
    #expect(kinds("a ?? b") == [.identifier("a"), .binaryOperator("??"), .identifier("b")])
    #expect(kinds("a+/* c */b") == [.identifier("a"), .postfixOperator("+"), .identifier("b")])
  }

  @Test func equalsNeedsConsistentWhitespace() {
    #expect(messages("a= b") == ["'=' must have consistent whitespace on both sides"])
    #expect(messages("a = b").isEmpty)
    #expect(messages("a=b").isEmpty)
  }

  @Test func rangeOperators() {
    #expect(
      kinds("0..<3 1...2") == [
        .integer(0), .binaryOperator("..<"), .integer(3), .integer(1), .binaryOperator("..."),
        .integer(2),
      ])
  }
}

@Suite struct LexerStringTests {
  @Test func escapes() {
    #expect(
      kinds(#""a\nb\tc\"d\\e\0f\u{1F600}""#) == [
        .string(StringLiteral(segments: [.text("a\nb\tc\"d\\e\0f😀")], isMultiline: false))
      ])
    #expect(kinds("\"\"") == [.string(StringLiteral(segments: [], isMultiline: false))])
  }

  @Test func badEscapes() {
    #expect(messages(#""a\qb""#) == ["invalid escape sequence in literal"])
    #expect(messages(#""\u{110000}""#) == ["invalid unicode scalar"])
    #expect(messages(#""\u1234""#) == ["expected hexadecimal code in braces after unicode escape"])
  }

  @Test func interpolationsHoldTheirTokens() throws {
    let tokens = Lexer.tokenize(#""Hello \(name)!""#).tokens
    guard case .string(let literal) = tokens[0].kind else {
      Issue.record("expected a string, got \(tokens[0].kind)")
      return
    }
    #expect(literal.segments.count == 3)
    #expect(literal.segments.first == .text("Hello "))
    #expect(literal.segments.last == .text("!"))
    guard case .interpolation(let inner, let range) = literal.segments[1] else {
      Issue.record("expected an interpolation")
      return
    }
    #expect(inner.map(\.kind) == [.identifier("name"), .endOfInput])
    #expect(range.start.column == 8)
    #expect(range.end.column == 15)
  }

  @Test func nestedInterpolationsAndStrings() {
    let tokens = Lexer.tokenize(#""a \("b \(c) d") e""#).tokens
    #expect(tokens.count == 2)
    #expect(Lexer.tokenize(#""a \("b \(c) d") e""#).diagnostics.isEmpty)
    // Parentheses inside an interpolation do not end it.
    #expect(Lexer.tokenize(#""\(f(x)) and \((1))""#).diagnostics.isEmpty)
  }

  @Test func unterminatedStrings() {
    #expect(messages("\"abc") == ["unterminated string literal"])
    #expect(messages("\"abc\nlet x = 1") == ["unterminated string literal"])
    #expect(messages(#""a \(b"#) == ["expected ')' to end string interpolation"])
    #expect(messages(#""a \(b""#) == ["expected ')' to end string interpolation"])
    #expect(Lexer.tokenize("\"abc").hasUnterminatedSingleLineString)
  }

  @Test func multilineStringsLoseTheClosingIndentation() {
    let source = "let s = \"\"\"\n    Hello\n      World\n\n    \"\"\""
    #expect(
      kinds(source).last
        == .string(StringLiteral(segments: [.text("Hello\n  World\n")], isMultiline: true)))
    #expect(messages(source).isEmpty)
  }

  @Test func multilineStringLineContinuationAndInterpolation() {
    let source = "\"\"\"\n  one \\\n  two \\(n)\n  \"\"\""
    guard case .string(let literal) = kinds(source).first else {
      Issue.record("expected a string")
      return
    }
    #expect(literal.segments.first == .text("one two "))
    #expect(literal.segments.count == 2)
  }

  @Test func multilineStringErrors() {
    #expect(messages("\"\"\"\nabc") == ["unterminated multi-line string literal"])
    #expect(Lexer.tokenize("\"\"\"\nabc").endsInsideMultilineString)
    #expect(
      messages("\"\"\"\n  a\n b\n  \"\"\"") == [
        "insufficient indentation of line in multi-line string literal"
      ])
  }

  @Test func curlyQuotesAreReportedThenReadAsAString() {
    #expect(kinds("“OK”") == [.string(StringLiteral(segments: [.text("OK")], isMultiline: false))])
    #expect(messages("“OK”") == ["unicode curly quote found, replace with '\"'"])
  }

  @Test func singleQuotesAreReportedThenReadAsAString() {
    #expect(kinds("'OK'") == [.string(StringLiteral(segments: [.text("OK")], isMultiline: false))])
    #expect(messages("'OK'") == ["single-quoted string literal found, use '\"'"])
  }
}

@Suite struct LexerInvalidCharacterTests {
  @Test func fullWidthPunctuationStandsForItsASCIIToken() {
    #expect(kinds("f（x）") == [.identifier("f"), .leftParen, .identifier("x"), .rightParen])
    #expect(
      messages("f（x）") == [
        "invalid character '（' in source file; did you mean '('?",
        "invalid character '）' in source file; did you mean ')'?",
      ])
  }

  @Test func otherCharactersAreInvalid() {
    #expect(kinds("a ‐ b") == [.identifier("a"), .invalid("‐"), .identifier("b")])
    #expect(messages("a ‐ b") == ["invalid character in source file"])
    // `§`, `√`, `⊕` are operator characters, as in Swift: an operator the learner declares.
    #expect(kinds("a § b") == [.identifier("a"), .binaryOperator("§"), .identifier("b")])
    #expect(kinds("√x") == [.prefixOperator("√"), .identifier("x")])
    #expect(messages("\u{0}") == ["nul character embedded in middle of file"])
    #expect(messages("a\u{A0}= b") == ["non-breaking space (U+00A0) used instead of regular space"])
  }
}

@Suite struct LexerLocationTests {
  @Test func columnsCountCharactersAndOffsetsCountBytes() {
    let tokens = Lexer.tokenize("let 登录 = 1").tokens
    #expect(tokens[2].range.start == SourceLocation(line: 1, column: 8, offset: 11))
    #expect(tokens[1].range.end == SourceLocation(line: 1, column: 7, offset: 10))
  }

  @Test func linesAndCombiningCharacters() {
    let tokens = Lexer.tokenize("a\r\ne\u{301}e\u{301} = 🇫🇷\n  x").tokens
    // `é` written as e + U+0301 is one character.
    #expect(tokens[1].range.start == SourceLocation(line: 2, column: 1, offset: 3))
    #expect(tokens[2].range.start == SourceLocation(line: 2, column: 4, offset: 10))
    #expect(tokens[4].range.start.line == 3)
    #expect(tokens[4].range.start.column == 3)
  }

  @Test func locationsInsideInterpolations() {
    let tokens = Lexer.tokenize("let s = \"😀 \\(name)\"").tokens
    guard case .string(let literal) = tokens[3].kind,
      case .interpolation(let inner, _) = literal.segments[1]
    else {
      Issue.record("expected an interpolation")
      return
    }
    #expect(inner[0].range.start == SourceLocation(line: 1, column: 14, offset: 16))
  }
}
