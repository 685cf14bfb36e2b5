/// One token of the learner's input and where it is.
public struct Token: Equatable, Sendable {
  public var kind: TokenKind
  public var range: SourceRange
  /// True when a line break (or the start of the input) comes before this token.
  public var isAtStartOfLine: Bool
  /// True when whitespace or a comment (or the start of the input) comes before this token.
  public var hasLeadingTrivia: Bool

  public init(
    _ kind: TokenKind, range: SourceRange, isAtStartOfLine: Bool, hasLeadingTrivia: Bool
  ) {
    self.kind = kind
    self.range = range
    self.isAtStartOfLine = isAtStartOfLine
    self.hasLeadingTrivia = hasLeadingTrivia
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

/// Swift's reserved words (contextual ones like `weak`, `override`, `get` are identifiers).
public enum Keyword: String, CaseIterable, Equatable, Sendable {
  case `as`, `associatedtype`, `break`, `case`, `catch`, `class`, `continue`, `default`, `defer`
  case `deinit`, `do`, `else`, `enum`, `extension`, `fallthrough`, `false`, `fileprivate`, `for`
  case `func`, `guard`, `if`, `import`, `in`, `init`, `inout`, `internal`, `is`, `let`, `nil`
  case `operator`, `precedencegroup`, `private`, `protocol`, `public`, `repeat`, `rethrows`
  case `return`, `self`, `Self`, `static`, `struct`, `subscript`, `super`, `switch`, `throw`
  case `throws`, `true`, `try`, `typealias`, `var`, `where`, `while`

  /// The keyword spelled `name`, found by hashing: `init(rawValue:)` compares the name with
  /// every case in turn, and the lexer asks for every identifier.
  static func named(_ name: String) -> Keyword? { byName[name] }

  private static let byName: [String: Keyword] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
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
