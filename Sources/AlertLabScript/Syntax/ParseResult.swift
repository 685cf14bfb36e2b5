/// What the parser made of an input: the statements it could read and what was wrong.
public struct ParseResult: Equatable, Sendable {
  /// The statements, in order; a statement with an error is left out (or, for an error the
  /// parser could read past, such as `@"text"`, kept as the Swift it stands for).
  public var statements: [Stmt]
  /// Errors and warnings in source order.
  public var diagnostics: [Diagnostic]
  /// The name the input goes by in rendered diagnostics: `input`, `lesson.swift`.
  public var fileName: String
  /// The operators known after this input: those handed to the parse and those it declares.
  public var operators = CustomOperators()

  public init(statements: [Stmt], diagnostics: [Diagnostic], fileName: String = "input") {
    self.statements = statements
    self.diagnostics = diagnostics
    self.fileName = fileName
  }

  /// True when at least one diagnostic is an error: the input must not run.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// Every diagnostic as the Swift compiler prints it, one after another (empty when there
  /// are none). `source` is the text that was parsed.
  public func renderedDiagnostics(source: String) -> String {
    diagnostics.map { $0.rendered(source: source, fileName: fileName) }.joined(separator: "\n")
  }
}
