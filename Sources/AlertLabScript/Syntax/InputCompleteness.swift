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
    var conditionalDepth = 0
    // A declaration or statement that needs a `{` still to come at the top level: Swift allows
    // the `{` on the next line (`func f()` then `{`).
    var awaitsBrace = false
    for (position, token) in lexed.tokens.enumerated() {
      let before = position > 0 ? lexed.tokens[position - 1].kind : nil
      let after = position + 1 < lexed.tokens.count ? lexed.tokens[position + 1].kind : nil
      switch token.kind {
      case .pound("if"):
        conditionalDepth += 1
      case .pound("endif"):
        conditionalDepth = max(0, conditionalDepth - 1)
      case .keyword(let keyword) where depth == 0:
        let opensBlock: Set<Keyword> = [
          .func, .`init`, .struct, .enum, .extension, .if, .while, .for, .switch, .repeat,
          .protocol,
        ]
        if opensBlock.contains(keyword), before != .period, after != .colon,
          !(keyword == .`init` && after == .period), !(keyword == .while && before == .rightBrace)
        {
          awaitsBrace = true
        }
        if keyword == .class, after.map(isNameToken) == true { awaitsBrace = true }
      default:
        break
      }
      switch token.kind {
      case .leftBrace:
        if depth == 0 { awaitsBrace = false }
        depth += 1
      case .leftParen, .leftBracket:
        depth += 1
      case .rightParen, .rightBracket, .rightBrace:
        // A stray closer is an error to report now, not a reason to wait.
        if depth == 0 { return false }
        depth -= 1
      default:
        break
      }
    }
    if depth > 0 || conditionalDepth > 0 || awaitsBrace { return true }
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

  static func isNameToken(_ kind: TokenKind) -> Bool {
    if case .identifier = kind { return true }
    return false
  }
}
