// Objective-C's tokens are Swift's but for the C preprocessor and C's number suffixes: the
// lines of `#import`, `#include`, `#pragma`, `#define` and `#if` are blanked (accepted
// silently), and `10.0f`, `2u`, `1L` lose their suffixes, before Swift's lexer runs. Blanking
// keeps every other byte where it was, so lines and columns stay right.

enum ObjCLexer {
  struct Result {
    var tokens: [Token]
    var diagnostics: [Diagnostic]
    /// The bytes the tokens' ranges point into (the source with directives blanked).
    var bytes: [UInt8]
    /// True when a preprocessor line was blanked.
    var hadDirective: Bool
  }

  static func tokenize(_ source: String) -> Result {
    var bytes = Array(source.utf8)
    let hadDirective = blankDirectives(&bytes)
    blankNumberSuffixes(&bytes)
    let lexed =
      Lexer.tokenize(bytes, budget: StackBudget(LargeStack.inPlaceBudget), canRetry: true)
      ?? LargeStack.run {
        Lexer.tokenize(bytes, budget: StackBudget(LargeStack.budget), canRetry: false)
      }
    guard let lexed else {
      return Result(tokens: [], diagnostics: [], bytes: bytes, hadDirective: hadDirective)
    }
    // `x =[y z]` is C's assignment: Swift's rule on the spaces around `=` is not clang's.
    let diagnostics = lexed.diagnostics.filter {
      $0.message != "'=' must have consistent whitespace on both sides"
    }
    return Result(
      tokens: lexed.tokens, diagnostics: diagnostics, bytes: bytes, hadDirective: hadDirective)
  }

  private static let space = UInt8(ascii: " ")

  /// Blanks every line whose first non-blank character is `#`. True when one was a C
  /// directive (`#import`, `#define`, ...).
  private static func blankDirectives(_ bytes: inout [UInt8]) -> Bool {
    var found = false
    var index = 0
    var lineStart = true
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A {
        lineStart = true
        index += 1
        continue
      }
      if lineStart && (byte == space || byte == 0x09) {
        index += 1
        continue
      }
      if lineStart && byte == UInt8(ascii: "#") {
        // Swift has `#if` too: only C's own directives say the input is Objective-C.
        let word = bytes[(index + 1)...].prefix { $0 >= 0x61 && $0 <= 0x7A }
        if ["import", "include", "pragma", "define", "ifdef", "ifndef", "undef"].contains(
          String(decoding: word, as: UTF8.self))
        {
          found = true
        }
        while index < bytes.count && bytes[index] != 0x0A {
          bytes[index] = space
          index += 1
        }
        continue
      }
      lineStart = false
      index += 1
    }
    return found
  }

  /// `10.0f`, `2u`, `3UL`: the suffix letters become spaces (outside strings and comments).
  private static func blankNumberSuffixes(_ bytes: inout [UInt8]) {
    var index = 0
    var inString = false
    func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    func isIdentifierByte(_ byte: UInt8) -> Bool {
      isDigit(byte) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        || byte == 0x5F || byte >= 0x80
    }
    while index < bytes.count {
      let byte = bytes[index]
      if inString {
        if byte == UInt8(ascii: "\\") {
          index += 2
          continue
        }
        if byte == UInt8(ascii: "\"") || byte == 0x0A { inString = false }
        index += 1
        continue
      }
      if byte == UInt8(ascii: "\"") {
        inString = true
        index += 1
        continue
      }
      if byte == UInt8(ascii: "/"), index + 1 < bytes.count {
        if bytes[index + 1] == UInt8(ascii: "/") {
          while index < bytes.count && bytes[index] != 0x0A { index += 1 }
          continue
        }
        if bytes[index + 1] == UInt8(ascii: "*") {
          index += 2
          while index + 1 < bytes.count
            && !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
          {
            index += 1
          }
          index += 2
          continue
        }
      }
      if isDigit(byte), index == 0 || !isIdentifierByte(bytes[index - 1]) {
        // A decimal number: digits, one point, digits; then the suffix.
        var end = index
        var isHex = false
        if byte == 0x30, end + 1 < bytes.count, bytes[end + 1] | 0x20 == UInt8(ascii: "x") {
          isHex = true
          end += 2
        }
        while end < bytes.count
          && (isDigit(bytes[end]) || bytes[end] == UInt8(ascii: ".")
            || (isHex && isIdentifierByte(bytes[end]) && bytes[end] | 0x20 <= UInt8(ascii: "f")))
        {
          end += 1
        }
        var suffixEnd = end
        while suffixEnd < bytes.count, "fFuUlL".utf8.contains(bytes[suffixEnd]) {
          suffixEnd += 1
        }
        if suffixEnd > end, !isHex || bytes[end] | 0x20 != UInt8(ascii: "f"),
          suffixEnd >= bytes.count || !isIdentifierByte(bytes[suffixEnd])
        {
          for position in end..<suffixEnd { bytes[position] = space }
        }
        index = max(suffixEnd, index + 1)
        continue
      }
      index += 1
    }
  }
}
