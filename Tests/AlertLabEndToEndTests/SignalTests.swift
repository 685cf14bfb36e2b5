import Foundation
import Testing

/// Keys and signals that must not crash the shell or outlive a runaway statement.
/// Serialized: each test drives a live process.
@Suite(.serialized) struct SignalTests {
  static let prompt = "alertlab> "

  @Test func escXQuoteEscDoesNotCrashLibedit() throws {
    let folder = try TemporaryFolder()
    let shell = try PseudoTerminal(
      binary: try AlertLabBinary.url(), environment: folder.environment(term: "xterm"))
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
      binary: try AlertLabBinary.url(), environment: folder.environment(term: "xterm"))
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
    try shell.type("work()\r")
    // Once libedit has finished the line, Ctrl-C goes to the statement; until it says it was
    // stopped, press again (one may arrive before the statement starts, and is not for it).
    try shell.waitFor("work()\n")
    var stopped = false
    for _ in 0..<100 where !stopped {
      try shell.send("\u{3}")
      stopped =
        (try? shell.waitFor("interrupted: AlertLab stopped", timeout: .milliseconds(200)))
        != nil
    }
    let shown = shell.transcript
    let run = shown.range(of: "work()\n").map { String(shown[$0.lowerBound...].prefix(600)) }
    #expect(stopped, "after work(): \((run ?? shown).debugDescription)")
    try shell.waitFor(Self.prompt, timeout: .seconds(20))
    try shell.type("kept\r")
    try shell.waitFor("Int = 1\n" + Self.prompt)
    try shell.type(":quit\r")
    #expect(try shell.waitForExit() == 0)
  }
}
