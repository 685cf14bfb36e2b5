import AlertLabTestSupport
import Testing

@testable import AlertLabScript

/// The lexer's shortcuts for names and numbers give what the plain way gives: names kept and
/// copied are the names spelled, packed spellings are the bytes, and decimal integers read
/// digit by digit are the values `Int` parses.
@Suite struct LexerReuseTests {
  /// Names used again and again, of every length around the 16 bytes a kept name may have,
  /// non-ASCII ones and keywords among them, lex to exactly the names written, in order.
  @Test func namesUsedAgainAreTheNamesWritten() {
    let pool = [
      "a", "b", "ab", "alert", "alerts", "UIAlertController", "UIAlertControllerStyle",
      "abcdefgh", "abcdefghi", "abcdefghijklmno", "abcdefghijklmnop", "abcdefghijklmnopq",
      "abcdefghijklmnopqr", "x1", "x_1", "_", "_x", "café", "登录", "登录名字", "é", "let", "lets",
      "self", "selfx", "Self", "in", "inout", "ina", "précédent", "zzzzzzzzzzzzzzz",
      "zzzzzzzzzzzzzzzz", "zzzzzzzzzzzzzzzy", "yzzzzzzzzzzzzzzz",
    ]
    var generator = SplitMix64(seed: 0x4E41_4D45)
    for round in 0..<60 {
      // Many distinct names too, so that the table of kept names grows.
      let count = Int.random(in: 1...(round < 50 ? 40 : 600), using: &generator)
      let words = (0..<count).map { _ in
        Bool.random(using: &generator)
          ? pool.randomElement(using: &generator) ?? "a"
          : "n\(Int.random(in: 0..<300, using: &generator))"
      }
      let separators = [" ", "\n", ".", "(", ")", ",", "\t  "]
      let source = words.map { $0 + (separators.randomElement(using: &generator) ?? " ") }
        .joined()
      let names: [String] = Lexer.tokenize(source).tokens.compactMap { token in
        switch token.kind {
        case .identifier(let name): return name
        case .keyword(let keyword): return keyword.rawValue
        default: return nil
        }
      }
      #expect(names == words, "\(source)")
    }
  }

  /// The table of kept names finds every name kept, and only those, however many are kept.
  @Test func nameTableMatchesADictionary() {
    var generator = SplitMix64(seed: 0x5441_424C)
    var table = NameTable(forInputOf: 0)
    var reference: [String: String] = [:]
    var made = 0
    for _ in 0..<5_000 {
      let length = Int.random(in: 1...16, using: &generator)
      let letters = Array("abcXYZ_09".utf8)
      let spelling = (0..<length).map { _ in letters.randomElement(using: &generator) ?? 97 }
      let text = String(decoding: spelling, as: UTF8.self)
      let key = Keyword.PackedName(spelling, from: 0, to: spelling.count)
      let (kept, slot) = table.find(key)
      if let kept {
        #expect(kept == text)
      } else {
        made += 1
        table.keep(text, for: key, at: slot)
      }
      #expect(reference[text] == kept)
      reference[text] = text
    }
    // Each name was made once, on its first use.
    #expect(made == reference.count)
  }

  /// A name packed from a buffer, with words loaded whole or byte by byte, has byte `k` at bit
  /// `8 * k`, for every range of up to 16 bytes, at the end of the input too.
  @Test func packedNamesHoldTheirBytes() {
    var generator = SplitMix64(seed: 0x5041_434B)
    for _ in 0..<5_000 {
      let bytes = (0..<Int.random(in: 1...40, using: &generator)).map { _ in
        UInt8.random(in: 1...255, using: &generator)
      }
      let start = Int.random(in: 0..<bytes.count, using: &generator)
      let end = Int.random(in: (start + 1)...min(bytes.count, start + 16), using: &generator)
      var low: UInt64 = 0
      var high: UInt64 = 0
      for (offset, byte) in bytes[start..<end].enumerated() {
        if offset < 8 {
          low |= UInt64(byte) << (8 * offset)
        } else {
          high |= UInt64(byte) << (8 * (offset - 8))
        }
      }
      let packed = Keyword.PackedName(bytes, from: start, to: end)
      #expect(packed.low == low && packed.high == high, "\(bytes) \(start)..<\(end)")
    }
  }

  /// Every token's range, located as the lexer goes (moving past ASCII names unread, locating
  /// a token's start before its interpolations), is where a fresh locator finds its offsets,
  /// for input with names of every kind, strings with interpolations and line breaks.
  @Test func tokenRangesMatchFreshLocations() {
    let pieces = [
      "alert", " ", "  ", "\n", "\r\n", "\t", "café", "登录", "e\u{301}x", "x1_", ".", "(", ")",
      "\"text\"", "\"a \\(b) c\"", "\"\\(\"é \\(x)\") \"", "// note\n", "/* é */", "=", "42",
      "UIAlertController", "abcdefghijklmnopq", "`let`", "@objc", "#selector", "😀", "\u{A0}",
    ]
    var generator = SplitMix64(seed: 0x4C4F_4341)
    for _ in 0..<1_500 {
      let source = generator.text(of: pieces, count: 1...30)
      let bytes = Array(source.utf8)
      func tokens(_ list: [Token]) -> [Token] {
        list.flatMap { token -> [Token] in
          guard case .string(let literal) = token.kind else { return [token] }
          return [token]
            + literal.segments.flatMap { segment -> [Token] in
              guard case .interpolation(let inner, _) = segment else { return [] }
              return tokens(inner)
            }
        }
      }
      for token in tokens(Lexer.tokenize(source).tokens) {
        for location in [token.range.start, token.range.end] {
          var fresh = SourceLocator(bytes: bytes)
          #expect(fresh.location(at: location.offset) == location, "\(source.debugDescription)")
        }
      }
    }
  }

  /// Decimal integers of every length up to past `Int.max`, followed by what may end a number
  /// or continue it, lex as `Int` parses them, with the overflow error where it fails.
  @Test func decimalIntegersMatchIntParsing() {
    var generator = SplitMix64(seed: 0x4449_4749)
    let edges = ["9223372036854775807", "9223372036854775808", "0", "00", "007", "10"]
    for round in 0..<3_000 {
      let digits =
        round < edges.count
        ? edges[round]
        : String(
          (0..<Int.random(in: 1...22, using: &generator)).map { _ in
            "0123456789".randomElement(using: &generator) ?? "0"
          })
      for ending in ["", " ", ")", ",", "\n", "+1", "..<2"] {
        let lexed = Lexer.tokenize(digits + ending)
        let expected = Int(digits)
        #expect(lexed.tokens.first?.kind == .integer(expected ?? 0), "\(digits + ending)")
        #expect(lexed.tokens.first?.range.end.offset == digits.utf8.count)
        #expect(
          lexed.diagnostics.map(\.message)
            == (expected == nil
              ? ["integer literal '\(digits)' overflows when stored into 'Int'"] : []),
          "\(digits + ending)")
      }
    }
  }
}
