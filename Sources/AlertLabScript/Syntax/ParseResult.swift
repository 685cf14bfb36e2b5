/// What the parser made of an input: the statements it could read and what was wrong.
public struct ParseResult: Equatable, Sendable {
  /// The statements, in order; a statement with an error is left out.
  public var statements: [Stmt]
  /// Errors and warnings in source order.
  public var diagnostics: [Diagnostic]

  public init(statements: [Stmt], diagnostics: [Diagnostic]) {
    self.statements = statements
    self.diagnostics = diagnostics
  }

  /// True when at least one diagnostic is an error: the input must not run.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
