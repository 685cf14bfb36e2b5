import AlertLabWords

/// Turns the learner's input into statements and diagnostics.
///
/// A recursive-descent parser with precedence climbing for binary operators. After an error
/// it skips to the next statement boundary (a new line, a `;`, or the `}` of the enclosing
/// block) so that one input can report several errors. Input larger than
/// ``maximumInputBytes`` or nested deeper than ``maximumNesting`` levels is refused with a
/// diagnostic before any recursion; deeply nested input is parsed on a thread with a large
/// stack, so no input can overflow the caller's stack.
///
/// The dialect, where it differs from today's compiler:
/// - Swift 1 and 2 spellings parse: `A -> B` function types without parentheses, `if let a =
///   x, b = y` (the second binding without `let`), `println`, `as` for downcasts (the
///   interpreter decides what they mean). Swift 1.2's `if let x = y where c` is reported with
///   a fix-it to `,` and then read as `,`.
/// - A statement that ends with `}` may be followed by another on the same line: code copied
///   from web pages often lost its line breaks (`class A { func f() { } func g() { } }`).
/// - `x?.y` is `optionalEvaluation(member(bindOptional(x), y))`, as in Swift's own syntax
///   tree; an assignment through an optional chain has the `optionalEvaluation` as its target.
/// - Objective-C (`[receiver message:arg]`, `Type *name = ...;`, `@"text"`) and Swift that
///   AlertLab does not simulate (loops, `switch`, `struct`, `enum`, `protocol`, generics,
///   `async`/`await`, postfix operators) get an error that says so instead of a confusing
///   parse error.
public enum Parser {
  /// The largest input parsed, in UTF-8 bytes.
  public static let maximumInputBytes = 1_048_576
  /// The deepest nesting of brackets, braces, parentheses and interpolations accepted.
  public static let maximumNesting = 256

  /// Parses `source` (a line, several lines or a whole file). Never fails: problems are in the
  /// result's `diagnostics`. `fileName` is the name the result renders its diagnostics with.
  /// `firstLine` is the line of the file `source` starts on: `#line` counts from it.
  public static func parse(
    _ source: String, fileName: String = "input", operators: CustomOperators = CustomOperators(),
    firstLine: Int = 1
  ) -> ParseResult {
    let byteCount = source.utf8.count
    if byteCount > maximumInputBytes {
      let start = SourceLocation(line: 1, column: 1, offset: 0)
      return ParseResult(
        statements: [],
        diagnostics: [
          .error(
            "input is too large (\(grouped(byteCount)) bytes; the limit is "
              + "\(grouped(maximumInputBytes)))",
            at: SourceRange(at: start))
        ], fileName: fileName)
    }
    let bytes = Array(source.utf8)
    // Input whose brackets nest deeper than `inPlaceNesting` (as the lexer bounds them) is
    // parsed on a thread with a large stack; so is input that runs out of the caller's stack
    // while being lexed or parsed in place.
    var result: ParseResult
    if let inPlace = parse(
      bytes, budget: StackBudget(LargeStack.inPlaceBudget), canRetry: true, operators: operators,
      fileName: fileName, firstLine: firstLine)
    {
      result = inPlace
    } else {
      result =
        LargeStack.run {
          parse(
            bytes, budget: StackBudget(LargeStack.budget), canRetry: false, operators: operators,
            fileName: fileName, firstLine: firstLine)
        } ?? ParseResult(statements: [], diagnostics: [])
    }
    result.fileName = fileName
    return result
  }

  /// Parses within a stack budget; nil when the budget ran out and `canRetry`.
  private static func parse(
    _ bytes: [UInt8], budget: StackBudget, canRetry: Bool, operators: CustomOperators,
    fileName: String, firstLine: Int
  ) -> ParseResult? {
    guard let lexed = Lexer.tokenize(bytes, budget: budget, canRetry: canRetry),
      !(canRetry && nestsTooDeepInPlace(lexed))
    else {
      return nil
    }
    var diagnostics = lexed.diagnostics
    // Within the bound the lexer kept, no bracket can be too deep: the tokens are not walked.
    if lexed.nestingBound > maximumNesting,
      let tooDeep = NestingCheck.firstTooDeep(lexed.tokens, limit: maximumNesting)
    {
      diagnostics.append(
        .error(
          "expression is nested too deeply (more than \(maximumNesting) levels)", at: tooDeep))
      return ParseResult(statements: [], diagnostics: sorted(diagnostics))
    }
    if diagnostics.contains(where: { $0.message.hasPrefix("expression is nested too deeply") }) {
      return ParseResult(statements: [], diagnostics: diagnostics)
    }
    let tokens =
      lexed.hasPoundIf
      ? ConditionalCompilation.resolve(lexed.tokens, bytes: bytes) : lexed.tokens
    var parser = SyntaxParser(tokens: tokens, bytes: bytes, budget: budget)
    parser.operators = operators
    parser.typeAliases = operators.typeAliases
    parser.aliasParameters = operators.aliasParameters
    parser.fileName = fileName
    parser.fileLineOffset = Int32(clamping: firstLine - 1)
    parser.lineOffset = parser.fileLineOffset &+ operators.lineShift
    let statements = parser.parseStatementList(.topLevel)
    if parser.outOfStack && canRetry { return nil }
    diagnostics += parser.diagnostics
    var result = ParseResult(statements: statements, diagnostics: sorted(diagnostics))
    result.operators = parser.operators
    result.operators.typeAliases = parser.typeAliases
    result.operators.aliasParameters = parser.aliasParameters
    result.operators.lineShift = parser.lineOffset &- parser.fileLineOffset
    return result
  }

  /// The deepest nesting parsed on the caller's stack: deeper input goes to the large stack
  /// at once rather than after running out.
  static let inPlaceNesting = 16

  /// True when `lexed` may nest deeper than `inPlaceNesting`.
  static func nestsTooDeepInPlace(_ lexed: LexResult) -> Bool {
    lexed.nestingBound > inPlaceNesting
  }

  /// `1048576` as `1,048,576`.
  static func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }

  /// Diagnostics in source order (stable for equal positions).
  private static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.enumerated().sorted { lhs, rhs in
      if lhs.element.range.start.offset != rhs.element.range.start.offset {
        return lhs.element.range.start.offset < rhs.element.range.start.offset
      }
      return lhs.offset < rhs.offset
    }.map(\.element)
  }
}

/// Finds the first bracket nested deeper than the limit, without recursion over brackets.
enum NestingCheck {
  static func firstTooDeep(_ tokens: [Token], limit: Int) -> SourceRange? {
    var depth = 0
    return scan(tokens, depth: &depth, limit: limit, interpolationLevel: 0)
  }

  private static func scan(
    _ tokens: [Token], depth: inout Int, limit: Int, interpolationLevel: Int
  ) -> SourceRange? {
    // By index, so that no token is copied for a look at its kind.
    for index in tokens.indices {
      switch tokens[index].tag {
      case .leftParen, .leftBracket, .leftBrace:
        depth += 1
        if depth > limit { return tokens[index].range }
      case .rightParen, .rightBracket, .rightBrace:
        depth = max(0, depth - 1)
      case .string:
        // The literal is bound here, not in the case: a binding there copies every token.
        // The lexer stops at 256 levels of interpolation, so this recursion is bounded.
        guard case .string(let literal) = tokens[index].kind else { continue }
        for segment in literal.segments {
          guard case .interpolation(let inner, let range) = segment else { continue }
          depth += 1
          if depth > limit { return range }
          if let found = scan(
            inner, depth: &depth, limit: limit, interpolationLevel: interpolationLevel + 1)
          {
            return found
          }
          depth -= 1
        }
      default:
        break
      }
    }
    return nil
  }
}

/// Thrown inside the parser once an error has been recorded; the statement is abandoned.
struct ParseFailure: Error {}

/// The parser's state over one token stream.
struct SyntaxParser {
  /// How deep the parser itself may recurse (a backstop beside the bracket check: chains like
  /// `a ?? b ?? c ...` or `else if` nest without brackets).
  static let maximumRecursion = 1_500

  var tokens: [Token]
  var index = 0
  let bytes: [UInt8]
  var diagnostics: [Diagnostic] = []
  var recursion = 0
  var reportedTooDeep = false
  /// True while parsing an `if`/`guard` condition, where `{` starts the body, not a trailing
  /// closure.
  var noTrailingClosure = false
  /// What each `await` of the function or closure body being parsed awaits, in order.
  var awaitSites: [SourceRange] = []
  /// The highest `$n` the closure being parsed names (not a closure within it).
  var highestAnonymousParameter = 0
  /// `E` of the `throws(E)` the last effects skipped wrote (nil: none, or untyped).
  var writtenThrownType: String?
  /// How a function type spells the throwing the last effects skipped wrote (`throws`,
  /// `throws(E)`); nil when they did not throw.
  var writtenThrowing: String?
  /// The error type of the function or closure body being parsed, when it throws a typed
  /// error: `throw .timeout` in it is `throw E.timeout`.
  var thrownErrorType: String?
  /// `typealias Name = Type` seen so far: later annotations naming them mean the type.
  var typeAliases: [String: TypeSyntax] = [:]
  /// The generic parameters of each generic type alias seen so far, in order.
  var aliasParameters: [String: [String]] = [:]
  /// The generic parameters of the function being parsed that a parameter gives the type
  /// of (`_ type: T.Type`), with that parameter's name.
  var metatypeParameters: [String: String] = [:]
  /// The operators declared by earlier input and by this input so far.
  var operators = CustomOperators()
  /// The file the source comes from, as `#file` gives it; `input` when it is typed.
  var fileName = "input"
  /// The lines of the file above the source parsed: `#line` adds them.
  var lineOffset: Int32 = 0
  /// The lines of the file above the source parsed, as they are (`#sourceLocation` aside).
  var fileLineOffset: Int32 = 0

  let budget: StackBudget
  /// Set when the stack budget ran out (the caller may retry on a larger stack).
  var outOfStack = false

  init(tokens: [Token], bytes: [UInt8], budget: StackBudget) {
    self.budget = budget
    self.tokens =
      tokens.isEmpty
      ? [
        Token(
          .endOfInput, range: SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0)),
          isAtStartOfLine: true, hasLeadingTrivia: true)
      ] : tokens
    self.bytes = bytes
  }

  // MARK: - Token access

  // Read in place, so that looking at a token's kind copies nothing.
  var current: Token {
    _read { yield tokens[index] }
  }
  var previous: Token {
    _read { yield tokens[max(0, index - 1)] }
  }

  /// The current token's kind without its payload: reading it copies nothing.
  var currentTag: TokenTag { tokens[index].tag }

  /// The kind, without payload, of the token `distance` ahead (or of the last token).
  func peekTag(_ distance: Int = 1) -> TokenTag {
    tokens[min(index + distance, tokens.count - 1)].tag
  }

  /// The current token's name when it is an identifier. Read through the buffer in place: only
  /// the name is copied, not the token.
  var currentIdentifierName: String? {
    tokens.withUnsafeBufferPointer { buffer in
      index >= 0 && index < buffer.count ? buffer[index].identifierName : nil
    }
  }

  /// The current token's literal when it is a string, read through the buffer in place: only
  /// the literal is copied, not the token.
  var currentStringLiteral: StringLiteral? {
    tokens.withUnsafeBufferPointer { buffer in
      index >= 0 && index < buffer.count ? buffer[index].stringLiteral : nil
    }
  }

  /// The token after the current one (or the last token), read in place.
  var next: Token {
    _read { yield tokens[min(index + 1, tokens.count - 1)] }
  }

  func peek(_ distance: Int = 1) -> Token {
    tokens[min(index + distance, tokens.count - 1)]
  }

  @discardableResult
  mutating func advance() -> Token {
    let token = tokens[index]
    if index < tokens.count - 1 { index += 1 }
    return token
  }

  var atEnd: Bool { currentTag == .endOfInput }

  func isKeyword(_ keyword: Keyword, _ token: Token? = nil) -> Bool {
    if let token { return token.tag == .keyword(keyword) }
    return currentTag == .keyword(keyword)
  }

  func isIdentifier(_ name: String, _ token: Token? = nil) -> Bool {
    // Matched in place: the current token is not copied into an optional, and no kind is
    // made to compare with.
    if let token {
      guard case .identifier(let spelling) = token.kind else { return false }
      return spelling == name
    }
    guard case .identifier(let spelling) = current.kind else { return false }
    return spelling == name
  }

  /// The source text of a range.
  func text(_ range: SourceRange) -> String {
    let start = max(0, min(range.start.offset, bytes.count))
    let end = max(start, min(range.end.offset, bytes.count))
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// Where an "expected X" error points: at the offending token, or just after the previous
  /// token when the offending one is on a later line (or is the end of the input).
  var expectedLocation: SourceRange {
    if (current.isAtStartOfLine || atEnd) && index > 0 {
      return SourceRange(at: previous.range.end)
    }
    return SourceRange(at: current.range.start)
  }

  // MARK: - Diagnostics

  mutating func error(
    _ message: String, at range: SourceRange, notes: [Diagnostic] = [], fixIt: String? = nil
  ) {
    diagnostics.append(.error(message, at: range, notes: notes, fixIt: fixIt))
  }

  /// Records an error in AlertLab's own words and abandons the statement.
  mutating func fail(
    _ said: Said, at range: SourceRange, notes: [Diagnostic] = [], fixIt: String? = nil
  ) -> ParseFailure {
    diagnostics.append(.error(said, at: range, notes: notes, fixIt: fixIt))
    return ParseFailure()
  }

  /// Records an error and abandons the statement.
  mutating func fail(
    _ message: String, at range: SourceRange, notes: [Diagnostic] = [], fixIt: String? = nil
  ) -> ParseFailure {
    error(message, at: range, notes: notes, fixIt: fixIt)
    return ParseFailure()
  }

  /// Consumes the closing token (a bracket, brace or parenthesis: a kind without payload) or
  /// reports `expected 'X' ...` with a note at the opening one.
  mutating func expectClosing(
    _ kind: TokenKind, _ message: String, opening: Token
  ) throws(ParseFailure) {
    if currentTag == TokenTag(kind) {
      advance()
      return
    }
    throw fail(
      message, at: expectedLocation,
      notes: [
        .note("to match this opening \(opening.kind.diagnosticDescription)", at: opening.range)
      ],
      fixIt: kind.diagnosticDescription.trimmingQuotes)
  }

  /// Counts one level of recursion; past the limit, reports and abandons the statement.
  /// Brackets deeper than `Parser.maximumNesting` were refused before parsing: what reaches
  /// the limit here is a long chain (`try try ...`, `1 as Int as Int ...`) or brackets and
  /// chains together, so the message says so.
  mutating func enter() throws(ParseFailure) {
    try enter(
      tooDeep: "expression is too long or nested too deeply; split it into several statements")
  }

  /// Counts one more link of a chain that wraps the tree built so far (`a.b.c`, `a + b + c`,
  /// `!!x`, `T??`): a long chain is as deep a tree as many brackets. The caller gives its links
  /// back with `leave(links)` when it returns.
  mutating func enterLink(_ links: inout Int) throws(ParseFailure) {
    try enter(
      tooDeep: "expression is too long or nested too deeply; split it into several statements")
    links += 1
  }

  /// The message is made only when the limit is passed: this runs for every expression.
  private mutating func enter(tooDeep message: @autoclosure () -> String) throws(ParseFailure) {
    recursion += 1
    // The stack is measured at every eighth level only: every level passes through here, so
    // between two measurements the stack grows by seven levels at most, far less than the
    // headroom a budget leaves.
    if recursion & 7 == 0 && budget.isExhausted { outOfStack = true }
    if recursion > SyntaxParser.maximumRecursion || outOfStack {
      recursion -= 1
      if reportedTooDeep { throw ParseFailure() }
      reportedTooDeep = true
      throw fail(message(), at: current.range)
    }
  }

  mutating func leave(_ count: Int = 1) {
    recursion -= count
  }

  // MARK: - Statement lists

  enum ListContext {
    case topLevel
    case block
    case typeBody
  }

  /// Parses statements until the end of the input or (inside a block) a `}`, which is left for
  /// the caller.
  mutating func parseStatementList(_ context: ListContext) -> [Stmt] {
    var statements: [Stmt] = []
    // Room for the statements of most lists, so that the list is not grown one at a time: at
    // the top level about one statement for every 16 tokens, in a block a few.
    statements.reserveCapacity(context == .topLevel ? tokens.count / 16 : 4)
    while !outOfStack {
      while currentTag == .semicolon { advance() }
      switch currentTag {
      case .endOfInput:
        return statements
      case .rightBrace:
        if context != .topLevel { return statements }
        error("extraneous '}' at top level", at: current.range, fixIt: "")
        advance()
        continue
      case .rightParen, .rightBracket:
        let token = current
        let opening = token.kind == .rightParen ? "(" : "["
        error(
          "unexpected \(token.kind.diagnosticDescription) without a matching '\(opening)'",
          at: token.range, fixIt: "")
        recover(from: index)
        continue
      default:
        break
      }
      let start = index
      let first = statements.count
      do {
        try parseStatement(context, into: &statements)
        // Top-level statements only, so that each token is walked once however deep the
        // blocks nest (a nested statement keeps `true`: its enclosing one holds a brace).
        if context == .topLevel, !Self.hasBrace(tokens[start..<index]) {
          for parsed in first..<statements.count { statements[parsed].mayDeclareBody = false }
        }
        if context == .topLevel, Self.mayAwait(tokens[start..<index]) {
          for parsed in first..<statements.count where statements[parsed].kind.isExecutable {
            statements[parsed].awaits = true
          }
        }
        checkSeparator()
      } catch {
        recover(from: start)
      }
    }
    return statements
  }

  /// True when `tokens` hold the word `await` or `async`: the statement may suspend.
  static func mayAwait(_ tokens: ArraySlice<Token>) -> Bool {
    for index in tokens.indices where tokens[index].tag == .identifier {
      // The length first: it tells most names apart without comparing the strings.
      if case .identifier(let name) = tokens[index].kind, name.utf8.count == 5,
        name == "await" || name == "async"
      {
        return true
      }
    }
    return false
  }

  /// True when `tokens` hold a `{`, or a string literal whose interpolations do: every
  /// closure, function, type and accessor body starts with one.
  static func hasBrace(_ tokens: ArraySlice<Token>) -> Bool {
    for index in tokens.indices {
      switch tokens[index].tag {
      case .leftBrace:
        return true
      case .string:
        guard case .string(let literal) = tokens[index].kind else { continue }
        for segment in literal.segments {
          if case .interpolation(let inner, _) = segment, hasBrace(inner[...]) { return true }
        }
      default:
        continue
      }
    }
    return false
  }

  /// After a statement: the next one must start on a new line or after a `;`. A statement
  /// ending with `}` may be followed on the same line (articles copied from web pages often
  /// lose their line breaks: `class A { func f() { } func g() { } }`); Swift itself wants a `;`
  /// between declarations there.
  mutating func checkSeparator() {
    if index > 0 && tokens[index - 1].tag == .rightBrace { return }
    switch currentTag {
    case .semicolon, .endOfInput, .rightBrace:
      return
    case .rightParen, .rightBracket, .invalid:
      // Reported by the statement list as an unmatched closing bracket, or by the lexer.
      return
    default:
      if !current.isAtStartOfLine {
        error(
          "consecutive statements on a line must be separated by ';'",
          at: SourceRange(at: previous.range.end), fixIt: ";")
      }
    }
  }

  /// Skips to the next statement boundary after an error: a token starting a line, a `;`, or
  /// the `}` of the enclosing block (braces opened while skipping are skipped whole).
  mutating func recover(from start: Int) {
    if index == start {
      switch currentTag {
      case .endOfInput, .rightBrace: break
      default: advance()
      }
    }
    var braceDepth = 0
    while !atEnd {
      let tag = currentTag
      if braceDepth == 0 {
        if tag == .semicolon || tag == .rightBrace { return }
        if current.isAtStartOfLine && index > start { return }
      }
      if tag == .leftBrace { braceDepth += 1 }
      if tag == .rightBrace { braceDepth -= 1 }
      advance()
    }
  }

  /// `{ statements }` after an `if`, `else`, `guard ... else`, function or accessor.
  mutating func parseBlock(_ construct: String) throws(ParseFailure) -> (
    body: [Stmt], range: SourceRange
  ) {
    guard currentTag == .leftBrace else {
      throw fail("expected '{' \(construct)", at: expectedLocation, fixIt: "{")
    }
    let open = advance()
    try enter()
    defer { leave() }
    let savedNoTrailingClosure = noTrailingClosure
    noTrailingClosure = false
    defer { noTrailingClosure = savedNoTrailingClosure }
    let body = parseStatementList(.block)
    let end = current.range.end
    try expectClosing(.rightBrace, "expected '}' at end of brace statement", opening: open)
    return (body, SourceRange(start: open.range.start, end: end))
  }
}

extension String {
  /// `'('` → `(`.
  var trimmingQuotes: String {
    guard count >= 2, first == "'", last == "'" else { return self }
    return String(dropFirst().dropLast())
  }
}
