import AlertLabKit

/// Runs a script of Swift statements and meta-commands as the shell would: statement by
/// statement, a statement spanning lines until its braces and parentheses close. Used by
/// `alertlab run` and by the shell when its input is not a terminal, so both behave the same.
public enum ScriptRunner {
  /// Reads lines from `nextLine` until it returns nil (or the session finishes), submitting
  /// each complete statement and handing its output to `write` as soon as it is ready. An
  /// unfinished statement at the end is submitted as it is, for the session to report.
  /// Returns the exit status: 0 when nothing crashed or failed to compile, 1 otherwise.
  public static func run(
    fileName: String, session: inout Session, nextLine: () -> String?,
    write: (String) -> Void
  ) -> Int32 {
    var buffer: [String] = []
    var startLine = 1
    var lineNumber = 0
    while !session.isFinished, var line = nextLine() {
      lineNumber += 1
      if line.hasSuffix("\r") { line.removeLast() }
      if buffer.isEmpty { startLine = lineNumber }
      buffer.append(line)
      let text = buffer.joined(separator: "\n")
      if session.needsMoreInput(text) { continue }
      session.setSource(fileName: fileName, line: startLine)
      write(session.submit(text))
      buffer.removeAll()
    }
    if !buffer.isEmpty, !session.isFinished {
      session.setSource(fileName: fileName, line: startLine)
      write(session.submit(buffer.joined(separator: "\n")))
    }
    return session.hadFailure ? 1 : 0
  }

  /// Runs the lines of `source`.
  public static func run(
    _ source: String, fileName: String, session: inout Session, write: (String) -> Void
  ) -> Int32 {
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false)[...]
    if source.hasSuffix("\n") { lines = lines.dropLast() }
    return run(
      fileName: fileName, session: &session,
      nextLine: { lines.popFirst().map(String.init) }, write: write)
  }
}
