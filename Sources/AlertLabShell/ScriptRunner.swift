import AlertLabKit

/// Runs a script of Swift statements and meta-commands as the shell would: statement by
/// statement, a statement spanning lines until its braces and parentheses close.
public enum ScriptRunner {
  /// Feeds `source` to `session` chunk by chunk, handing each chunk's output to `write` as
  /// soon as it is ready. Returns the exit status: 0 when nothing crashed or failed to
  /// compile, 1 otherwise.
  public static func run(
    _ source: String, fileName: String, session: inout Session, write: (String) -> Void
  ) -> Int32 {
    var buffer: [Substring] = []
    var startLine = 1
    var lineNumber = 0
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    if source.hasSuffix("\n") { lines.removeLast() }
    for line in lines {
      lineNumber += 1
      if buffer.isEmpty { startLine = lineNumber }
      buffer.append(line.hasSuffix("\r") ? line.dropLast() : line)
      let text = buffer.joined(separator: "\n")
      if session.needsMoreInput(text) { continue }
      session.setSource(fileName: fileName, line: startLine)
      write(session.submit(text))
      buffer.removeAll()
      if session.isFinished { break }
    }
    if !buffer.isEmpty, !session.isFinished {
      session.setSource(fileName: fileName, line: startLine)
      write(session.submit(buffer.joined(separator: "\n")))
    }
    return session.hadFailure ? 1 : 0
  }
}
