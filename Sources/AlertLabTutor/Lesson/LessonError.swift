/// A problem in a lesson or transcript file, with the place to fix it.
public struct LessonError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Whether the problem fails the file (an error) or only needs attention (a warning, such as
  /// a translation whose original changed since).
  public enum Severity: String, Sendable {
    case error, warning
  }

  /// The file, as given to the loader (`Lessons/03-x.md`).
  public var file: String
  /// The 1-based line, or 0 when the problem is the whole file.
  public var line: Int
  /// The 1-based column on that line (1 when the problem is the whole line).
  public var column: Int
  public var message: String
  public var severity: Severity

  public init(
    file: String, line: Int, column: Int = 1, message: String, severity: Severity = .error
  ) {
    self.file = file
    self.line = line
    self.column = max(column, 1)
    self.message = message
    self.severity = severity
  }

  /// `Lessons/03-x.md:12:5: error: ...` (or `warning: ...`), as compilers print it (editors
  /// and CI annotate it).
  public var description: String {
    let kind = severity.rawValue
    return line > 0
      ? "\(file):\(line):\(column): \(kind): \(message)" : "\(file): \(kind): \(message)"
  }
}
