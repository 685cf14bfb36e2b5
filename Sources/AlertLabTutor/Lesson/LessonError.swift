/// A malformed lesson file, with the place to fix it.
public struct LessonError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file, as given to the loader (`Lessons/03-x.md`).
  public var file: String
  /// The 1-based line, or 0 when the problem is the whole file.
  public var line: Int
  public var message: String

  public init(file: String, line: Int, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  /// `Lessons/03-x.md:12: error: ...`, as compilers print it.
  public var description: String {
    line > 0 ? "\(file):\(line): error: \(message)" : "\(file): error: \(message)"
  }
}
