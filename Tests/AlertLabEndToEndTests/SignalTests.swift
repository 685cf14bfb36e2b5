import Foundation
import Testing

/// Keys and signals that must not crash the shell or outlive a runaway statement.
/// Serialized: each test drives a live process.
@Suite(.serialized) struct SignalTests {
  static let prompt = "alertlab> "

  @Test func escXQuoteEscDoesNotCrashLibedit() throws {
    let folder = try TemporaryFolder()
    let shell = try PseudoTerminal(
      binary: try AlertLabBinary.url(), environment: folder.environment(term: "xterm"), home: folder
    )
    try shell.waitFor(Self.prompt, timeout: .seconds(20))
    try shell.type("\u{1B}x'\u{1B}")
    // The keys do next to nothing (a quote typed, the last ESC waits for a key); the shell
    // goes on reading the line.
    try shell.type("\r")
    try shell.type("\r")
    try shell.waitFor(Self.prompt)
    try shell.type("let after = 5\r")
    try shell.waitFor("after: Int = 5\n" + Self.prompt)
    try shell.type(":quit\r")
    #expect(try shell.waitForExit() == 0)
  }

  @Test func controlCStopsARunningStatementAndKeepsTheWorld() throws {
    let folder = try TemporaryFolder()
    let shell = try PseudoTerminal(
      binary: try AlertLabBinary.url(), environment: folder.environment(term: "xterm"), home: folder
    )
    try shell.waitFor(Self.prompt, timeout: .seconds(20))
    try shell.type("var kept = 1\r")
    try shell.waitFor("kept: Int = 1\n" + Self.prompt)
    // `a16` holds 2^16 arrays of one element: comparing it is long work.
    let build =
      "let a0 = [1]; "
      + (1...16).map { "let a\($0) = [a\($0 - 1), a\($0 - 1)]" }.joined(
        separator: "; ")
    try shell.type("_ = { \(build); kept = 9 }\r")
    try shell.waitFor(Self.prompt, timeout: .seconds(20))
    try shell.type(
      "let work = { " + build + "; kept = a16 == a16 && a16 == a16 && a16 == a16 && a16 == a16 "
        + "&& a16 == a16 && a16 == a16 && a16 == a16 && a16 == a16 && a16 == a16 ? 2 : 3 }\r")
    try shell.waitFor(Self.prompt, timeout: .seconds(20))
    // A Ctrl-C that arrives while libedit is still finishing the line drops the line (the
    // prompt comes back at once), and one that arrives before the statement starts is not
    // for it: run it again and press Ctrl-C a moment later, as a person would.
    var stopped = false
    for _ in 0..<10 where !stopped {
      try shell.type("work()\r")
      try shell.waitFor("work()\n")
      _ = try? shell.waitFor("never shown", timeout: .milliseconds(300))
      try shell.send("\u{3}")
      let answer = try shell.waitFor(Self.prompt, timeout: .seconds(60))
      stopped = answer.contains("interrupted: AlertLab stopped this statement (Ctrl-C)")
      #expect(!answer.contains("steps of work"), "the statement ran to its limit: \(answer)")
    }
    #expect(stopped, "\(shell.transcript.suffix(600).debugDescription)")
    try shell.type("kept\r")
    try shell.waitFor("Int = 1\n" + Self.prompt)
    try shell.type(":quit\r")
    #expect(try shell.waitForExit() == 0)
  }

  /// The shell's own process: the child of `setsid`, which the terminal started.
  static func shellProcess(of terminal: PseudoTerminal) -> pid_t? {
    let parent = terminal.process.processIdentifier
    let path = "/proc/\(parent)/task/\(parent)/children"
    guard let children = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    return children.split(separator: " ").first.flatMap { pid_t($0) }
  }

  @Test(arguments: [SIGTERM, SIGHUP])
  func aSignalToLeaveStopsTheRunningStatementAndLeaves(signal: Int32) throws {
    let folder = try TemporaryFolder()
    let shell = try PseudoTerminal(
      binary: try AlertLabBinary.url(), environment: folder.environment(term: "xterm"), home: folder
    )
    try shell.waitFor(Self.prompt, timeout: .seconds(20))
    // Seconds of work before the step limit stops it.
    try shell.type("var i = 0; while true { i += 1 }\r")
    try shell.waitFor("while true { i += 1 }\n")
    _ = try? shell.waitFor("never shown", timeout: .milliseconds(300))
    let shellID = try #require(Self.shellProcess(of: shell))
    kill(shellID, signal)
    // It leaves as it would from the prompt, with 128 + the signal, long before the step
    // limit would have stopped the statement.
    #expect(try shell.waitForExit(timeout: .seconds(60)) == 128 + signal)
    #expect(!shell.transcript.contains("steps of work"))
  }
}
