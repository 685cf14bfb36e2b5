import AlertLabWords

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
  /// The problem in English.
  public var message: String
  /// The problem as AlertLab's own text, to be shown in the learner's language; nil when
  /// the message is not AlertLab's words (a compiler's, a file's).
  public var said: Said?
  /// Lines under the message, AlertLab's own texts too (a replay's `expected:` and `actual:`).
  public var details: [Said] = []
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

  /// The problem `said`, with the lines `details` under it; its message the English of them.
  public init(
    file: String, line: Int, column: Int = 1, _ said: Said, details: [Said] = [],
    severity: Severity = .error
  ) {
    let message = ([said] + details).map(\.english).joined(separator: "\n")
    self.init(file: file, line: line, column: column, message: message, severity: severity)
    self.said = said
    self.details = details
  }

  /// The message in the language whose words file is `code` (as written when it is not
  /// AlertLab's own text).
  public func message(in code: String) -> String {
    guard let said else { return message }
    return ([said] + details).map { $0.text(in: code) }.joined(separator: "\n")
  }

  /// `Lessons/03-x.md:12:5: error: ...` (or `warning: ...`), as compilers print it (editors
  /// and CI annotate it).
  public var description: String { text(in: "en") }

  /// `description` with the message in the language whose words file is `code`; the place
  /// and the words `error` and `warning` stay as compilers print them.
  public func text(in code: String) -> String {
    let kind = severity.rawValue
    let message = message(in: code)
    return line > 0
      ? "\(file):\(line):\(column): \(kind): \(message)" : "\(file): \(kind): \(message)"
  }

  /// Two problems are the same when they say the same at the same place.
  public static func == (left: LessonError, right: LessonError) -> Bool {
    left.file == right.file && left.line == right.line && left.column == right.column
      && left.message == right.message && left.severity == right.severity
  }
}
