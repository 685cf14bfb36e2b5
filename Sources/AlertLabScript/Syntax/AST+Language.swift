// Syntax for the rest of the language around alert code: errors (`do`/`catch`, `throw`,
// `try`), dictionaries, `if case` and the learner's own protocols.

/// Which `try` it is.
public enum TryKind: String, Equatable, Sendable {
  /// `try`
  case plain = "try"
  /// `try?`
  case optional = "try?"
  /// `try!`
  case forced = "try!"
}

/// `key: value` in a dictionary literal.
public struct DictionaryEntry: Equatable, Sendable {
  public var key: Expr
  public var value: Expr

  public init(key: Expr, value: Expr) {
    self.key = key
    self.value = value
  }
}

/// `do { body } catch patterns where condition { ... } ...`.
public struct DoCatchStmt: Equatable, Sendable {
  public var body: [Stmt]
  public var catches: [CatchClause]

  public init(body: [Stmt], catches: [CatchClause]) {
    self.body = body
    self.catches = catches
  }
}

/// One `catch`: no patterns catches everything (and binds `error`).
public struct CatchClause: Equatable, Sendable {
  public var patterns: [Pattern]
  public var whereClause: Expr?
  public var body: [Stmt]
  public var range: SourceRange

  public init(patterns: [Pattern], whereClause: Expr?, body: [Stmt], range: SourceRange) {
    self.patterns = patterns
    self.whereClause = whereClause
    self.body = body
    self.range = range
  }
}

/// `case pattern = value` in an `if`, `guard` or `while` condition.
public struct PatternMatch: Equatable, Sendable {
  public var pattern: Pattern
  public var value: Expr
  public var range: SourceRange

  public init(pattern: Pattern, value: Expr, range: SourceRange) {
    self.pattern = pattern
    self.value = value
    self.range = range
  }
}

/// `protocol Name: Inherited { requirements }`: requirements are kept as written (functions
/// without bodies and properties with `{ get }`), for conformance checks and `is`/`as?`.
/// A protocol's requirement with the attribute written before it.
public struct AttributedRequirement: Equatable, Sendable {
  public var requirement: String
  /// The attribute's name, without `@`.
  public var attribute: String
}

public struct ProtocolDecl: Equatable, Sendable {
  public var name: String
  public var nameRange: SourceRange
  public var inherited: [TypeSyntax]
  /// The names of the required methods and properties.
  public var requirements: [String]
  /// The names its `associatedtype` declarations give (`Item`).
  public var associatedTypes: [String]
  /// The requirements written with an attribute (`@LinesBuilder var lines: [String] { get }`):
  /// a result builder there builds the conforming types' implementations.
  public var attributedRequirements: [AttributedRequirement] = []

  public init(
    name: String, nameRange: SourceRange, inherited: [TypeSyntax], requirements: [String],
    associatedTypes: [String] = []
  ) {
    self.name = name
    self.nameRange = nameRange
    self.inherited = inherited
    self.requirements = requirements
    self.associatedTypes = associatedTypes
  }
}
