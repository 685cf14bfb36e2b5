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
    var state = OpenState()
    state.scan(lexed.tokens)
    return state.needsMore
  }

  /// What is still open after the tokens seen so far: brackets, `#if` blocks, a declaration
  /// or statement whose `{` is still to come (Swift allows it on the next line), and whether
  /// the last token needs something after it. One state for whole inputs and for lines that
  /// arrive one at a time.
  struct OpenState: Sendable {
    var depth = 0
    var conditionalDepth = 0
    var awaitsBrace = false
    var lastNeedsMore = false
    /// A closer with nothing open: an error to report now, not a reason to wait.
    var stray = false

    var needsMore: Bool {
      !stray && (depth > 0 || conditionalDepth > 0 || awaitsBrace || lastNeedsMore)
    }

    static let opensBlock: Set<Keyword> = [
      .func, .`init`, .struct, .enum, .extension, .if, .while, .for, .switch, .repeat,
      .protocol,
    ]

    /// Takes in `tokens` (ending with the end-of-input token).
    mutating func scan(_ tokens: [Token]) {
      for position in tokens.indices {
        // One switch: a token is a `#if`, a keyword or a bracket, never two of them. The
        // neighbours are looked at only around a keyword.
        switch tokens[position].kind {
        case .pound("if"):
          conditionalDepth += 1
        case .pound("endif"):
          conditionalDepth = max(0, conditionalDepth - 1)
        case .keyword(let keyword) where depth == 0:
          let before = position > 0 ? tokens[position - 1].kind : nil
          let after = position + 1 < tokens.count ? tokens[position + 1].kind : nil
          if Self.opensBlock.contains(keyword), before != .period, after != .colon,
            !(keyword == .`init` && after == .period), !(keyword == .while && before == .rightBrace)
          {
            awaitsBrace = true
          }
          if keyword == .class, after.map(InputCompleteness.isNameToken) == true {
            awaitsBrace = true
          }
        case .leftBrace:
          if depth == 0 { awaitsBrace = false }
          depth += 1
        case .leftParen, .leftBracket:
          depth += 1
        case .rightParen, .rightBracket, .rightBrace:
          if depth == 0 { stray = true }
          depth = max(depth - 1, 0)
        default:
          break
        }
      }
      guard let last = tokens.dropLast().last else { return }
      switch last.kind {
      case .binaryOperator, .assign, .comma, .period, .arrow, .keyword(.in), .infixQuestion,
        .colon, .keyword(.as), .keyword(.is), .keyword(.else):
        lastNeedsMore = true
      default:
        lastNeedsMore = false
      }
    }
  }

  static func isNameToken(_ kind: TokenKind) -> Bool {
    if case .identifier = kind { return true }
    return false
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
    private var state = OpenState()
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
      state.scan(lexed.tokens)
      settled = text.endIndex
      return state.needsMore
    }
  }
}
