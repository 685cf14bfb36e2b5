/// A problem found in the learner's input, as data: what, where, how bad, and how to fix it.
/// Rendering it the way the Swift compiler does is `rendered(source:fileName:)`.
public struct Diagnostic: Error, Equatable, Sendable {
  /// How bad it is.
  public enum Severity: String, Equatable, Sendable {
    case error, warning, note
  }

  public var severity: Severity
  /// The message without location or severity: `expected ')' in expression list`.
  public var message: String
  /// Where the caret points: at `range.start`, with `~` under the rest of the range.
  public var range: SourceRange
  /// Notes attached to this diagnostic (`to match this opening '('`).
  public var notes: [Diagnostic]
  /// Text that should replace `range` (or be inserted there when the range is empty).
  public var fixIt: String?

  public init(
    _ severity: Severity, _ message: String, range: SourceRange, notes: [Diagnostic] = [],
    fixIt: String? = nil
  ) {
    self.severity = severity
    self.message = message
    self.range = range
    self.notes = notes
    self.fixIt = fixIt
  }

  /// An error.
  public static func error(
    _ message: String, at range: SourceRange, notes: [Diagnostic] = [], fixIt: String? = nil
  ) -> Diagnostic {
    Diagnostic(.error, message, range: range, notes: notes, fixIt: fixIt)
  }

  /// A note, to attach to another diagnostic.
  public static func note(_ message: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(.note, message, range: range)
  }
}
