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

extension InputCompleteness {
  /// `needsMoreInput` for text that arrives a line at a time, at a cost linear in the text:
  /// each line is lexed once, unless a string or comment is still open across lines (then
  /// the lines since it opened are lexed again together).
  public struct LineScanner: Sendable {
    private var text = ""
    /// Where the text not yet settled starts (a line boundary outside strings and comments).
    private var settled: String.Index
    private var depth = 0
    private var lastNeedsMore = false
    private var stray = false
    /// True while a `"""` string or `/* */` comment is open across lines.
    private var open = false
    /// How many bytes were lexed so far: what the scanner cost.
    public private(set) var lexedBytes = 0

    public init() {
      settled = text.startIndex
    }

    /// Adds a line (without its newline); returns true while the statement needs more.
    public mutating func add(_ line: String) -> Bool {
      if !text.isEmpty { text += "\n" }
      // Appending may move the storage: keep the settled point as an offset.
      let offset = text.utf8.distance(from: text.startIndex, to: settled)
      text += line
      settled = text.utf8.index(text.startIndex, offsetBy: offset)
      if text.utf8.count > Parser.maximumInputBytes { return false }
      // An open string or comment stays open on a line that could not close it.
      if open && !line.contains("*/") && !line.contains("\"\"\"") { return true }
      let unsettled = String(text[settled...])
      lexedBytes += unsettled.utf8.count
      let lexed = Lexer.tokenize(unsettled)
      open = lexed.endsInsideMultilineString || lexed.endsInsideBlockComment
      if open { return true }
      if lexed.hasUnterminatedSingleLineString { return false }
      for token in lexed.tokens {
        switch token.kind {
        case .leftParen, .leftBracket, .leftBrace:
          depth += 1
        case .rightParen, .rightBracket, .rightBrace:
          if depth == 0 { stray = true }
          depth = max(depth - 1, 0)
        default:
          break
        }
      }
      if let last = lexed.tokens.dropLast().last {
        switch last.kind {
        case .binaryOperator, .assign, .comma, .period, .arrow, .keyword(.in), .infixQuestion,
          .colon, .keyword(.as), .keyword(.is), .keyword(.else):
          lastNeedsMore = true
        default:
          lastNeedsMore = false
        }
      }
      settled = text.endIndex
      if stray { return false }
      return depth > 0 || lastNeedsMore
    }
  }
}
