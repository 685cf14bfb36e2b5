/// Decides whether what the learner typed so far is a whole statement, or whether the shell
/// (and `alertlab run`) should read another line first.
public enum InputCompleteness {
  /// True when `text` cannot be complete yet: an unclosed `{`, `(` or `[`; an unterminated
  /// `"""` string or `/* */` comment; or a last token that needs something after it (a binary
  /// operator, `=`, `,`, `.`, `->`, `in`, `:`). A single-line string left open at the end of
  /// its line is an error, not a continuation, so it does not ask for more (unless it sits in
  /// an interpolation inside an open `"""` string, which continues anyway).
  public static func needsMoreInput(_ text: String) -> Bool {
    if text.utf8.count > Parser.maximumInputBytes { return false }
    let lexed = Lexer.tokenize(text)
    if lexed.endsInsideMultilineString || lexed.endsInsideBlockComment { return true }
    if lexed.hasUnterminatedSingleLineString { return false }
    var depth = 0
    for token in lexed.tokens {
      switch token.kind {
      case .leftParen, .leftBracket, .leftBrace:
        depth += 1
      case .rightParen, .rightBracket, .rightBrace:
        // A stray closer is an error to report now, not a reason to wait.
        if depth == 0 { return false }
        depth -= 1
      default:
        break
      }
    }
    if depth > 0 { return true }
    let meaningful = lexed.tokens.dropLast()
    guard let last = meaningful.last else { return false }
    switch last.kind {
    case .binaryOperator, .assign, .comma, .period, .arrow, .keyword(.in), .infixQuestion,
      .colon, .keyword(.as), .keyword(.is), .keyword(.else):
      return true
    default:
      return false
    }
  }
}
