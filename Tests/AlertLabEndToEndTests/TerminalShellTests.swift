import Foundation
import Testing

/// The binary on a pseudo-terminal: prompt, completion, Ctrl-C, continuation lines, Ctrl-D,
/// history across runs, UTF-8 editing. Serialized: each test drives a live process, and
/// the machines that run them are small.
@Suite(.serialized) struct TerminalShellTests {
  static let prompt = "alertlab> "
  static let continuationPrompt = "...> "
  static let upArrow = "\u{1B}[A"
  static let controlC = "\u{3}"
  static let controlD = "\u{4}"

  @Test func editsCompletesInterruptsAndRemembersAcrossRuns() throws {
    let folder = try TemporaryFolder()
    let binary = try AlertLabBinary.url()
    let environment = folder.environment(term: "xterm")

    do {
      let shell = try PseudoTerminal(binary: binary, environment: environment, home: folder)
      let start = try shell.waitFor(Self.prompt, timeout: .seconds(20))
      #expect(start.hasSuffix("\n" + Self.prompt), "a banner line ends before the prompt")

      // Tab completes a meta-command, its colon kept.
      try shell.type(":he\t")
      try shell.waitFor("lp")
      #expect(shell.screen.currentLine == Self.prompt + ":help")
      try shell.type("\r")
      try shell.waitFor("\n" + Self.prompt)

      // A line, submitted with Enter.
      try shell.type(Expected.typedLine + "\r")
      let answer = try shell.waitFor(Self.prompt)
      #expect(answer == Expected.typedLine + "\n" + Expected.typedLineOutput + Self.prompt)

      // Ctrl-C drops a half-typed line: a newline, the prompt again, nothing submitted.
      try shell.type("let halfway = ")
      try shell.waitFor("halfway = ")
      try shell.type(Self.controlC)
      let afterInterrupt = try shell.waitFor(Self.prompt)
      #expect(afterInterrupt == "\n" + Self.prompt)

      // Ctrl-C at the continuation prompt drops the unfinished statement.
      try shell.type("bar(\r")
      try shell.waitFor("\n" + Self.continuationPrompt)
      try shell.type(Self.controlC)
      #expect(try shell.waitFor(Self.prompt) == "\n" + Self.prompt)

      // A statement pasted over several lines at once.
      try shell.type(Expected.pastedStatement.joined(separator: "\r") + "\r")
      try shell.waitFor(Expected.pastedOutput + Self.prompt)

      // A statement over two lines: continuation prompt, then submitted once, joined.
      try shell.type(Expected.multiLineStatement[0] + "\r")
      try shell.waitFor("\n" + Self.continuationPrompt)
      try shell.type(Expected.multiLineStatement[1] + "\r")
      try shell.waitFor(Expected.multiLineOutput + Self.prompt)
      #expect(shell.transcript.components(separatedBy: Expected.multiLineOutput).count == 2)

      // Ctrl-D on an empty line leaves cleanly.
      try shell.type(Self.controlD)
      #expect(try shell.waitForExit() == 0)
      #expect(shell.transcript.hasSuffix("\n"))
    }

    let history = try String(contentsOfFile: folder.historyFile, encoding: .utf8)
    #expect(history.hasPrefix("_HiStOrY_V2_\n"))
    #expect(history.contains(":help\n"))
    #expect(!history.contains("halfway"))
    #expect(!history.contains("bar("))

    // A second run recalls the last statement of the first with the up arrow.
    let shell = try PseudoTerminal(binary: binary, environment: environment, home: folder)
    try shell.waitFor(Self.prompt, timeout: .seconds(20))
    try shell.type(Self.upArrow)
    try shell.waitFor(Expected.multiLineStatement[1])
    let screen = shell.screen
    #expect(screen.line(screen.row - 1) == Self.prompt + Expected.multiLineStatement[0])
    #expect(screen.currentLine == Expected.multiLineStatement[1])
    try shell.type("\r")
    try shell.waitFor(Expected.multiLineOutput + Self.prompt)
    try shell.type(":quit\r")
    #expect(try shell.waitForExit() == 0)
  }

  @Test func completesMembersAndRunsAMultiLineClosure() throws {
    let folder = try TemporaryFolder()
    let shell = try PseudoTerminal(
      binary: try AlertLabBinary.url(), environment: folder.environment(term: "xterm"), home: folder
    )
    try shell.waitFor(Self.prompt, timeout: .seconds(20))
    try shell.type(
      "let alert = UIAlertController(title: \"T\", message: nil, preferredStyle: .alert)\r")
    try shell.waitFor("actions: 0>\n" + Self.prompt)

    // Tab completes a member of the value's type, from the interpreter's own bindings.
    try shell.type("alert.addA\t")
    try shell.waitFor("ction(")
    #expect(shell.screen.currentLine == Self.prompt + "alert.addAction(")
    // libedit redraws the line after completing and only then reads keys again: a Ctrl-C
    // in between waits for the next key, so give it the moment a person always does.
    usleep(100_000)
    try shell.type(Self.controlC)
    try shell.waitFor("\n" + Self.prompt)

    // A closure typed over three lines runs once, when its brace closes.
    try shell.type("alert.addTextField { field in\r")
    try shell.waitFor("\n" + Self.continuationPrompt)
    try shell.type("  field.placeholder = \"Login\"\r")
    try shell.waitFor("\n" + Self.continuationPrompt)
    try shell.type("}\r")
    try shell.waitFor("\n" + Self.prompt)
    try shell.type("alert.textFields!.first!.placeholder!\r")
    try shell.waitFor("$R0: String = \"Login\"\n" + Self.prompt)
    try shell.type(Self.controlD)
    #expect(try shell.waitForExit() == 0)
  }

  @Test func typesAndEditsChineseAndHindi() throws {
    let folder = try TemporaryFolder()
    let shell = try PseudoTerminal(
      binary: try AlertLabBinary.url(), environment: folder.environment(term: "xterm"), home: folder
    )
    try shell.waitFor(Self.prompt, timeout: .seconds(20))
    // Typed with a mistake (照 left out, a stray x), then mended: Backspace, three
    // characters left (Ctrl-B), insert, back to the end (Ctrl-E).
    try shell.type("let title = \"删除片\"x\u{7F}")
    try shell.type("\u{2}\u{2}")
    try shell.type("照\u{5} + \"हिन्दी\"\r")
    let shown = try shell.waitFor(Self.prompt)
    #expect(shown.hasSuffix(Expected.unicodeOutput + Self.prompt))
    try shell.type(Self.controlD)
    #expect(try shell.waitForExit() == 0)
  }

  @Test func reportsAnUnwritableHistoryOnceAndCarriesOn() throws {
    let folder = try TemporaryFolder()
    // XDG_STATE_HOME names a file: no folder can be made under it.
    let file = folder.url.appendingPathComponent("not-a-folder").path
    #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))
    let shell = try PseudoTerminal(
      binary: try AlertLabBinary.url(),
      environment: folder.environment(term: "xterm", stateHome: file), home: folder)
    try shell.waitFor(Self.prompt, timeout: .seconds(20))
    try shell.type(Expected.typedLine + "\r")
    try shell.waitFor(Expected.typedLineOutput + Self.prompt)
    try shell.type(Self.controlD)
    #expect(try shell.waitForExit() == 0)

    let reports = shell.transcript.components(separatedBy: "\n")
      .filter { $0.hasPrefix("alertlab: ") && $0.contains("history") }
    #expect(reports.count == 1, "reported once: \(reports)")
    #expect(reports.first?.contains(file) == true)
  }

  @Test func keepsAtMostAThousandHistoryEntries() throws {
    let folder = try TemporaryFolder()
    let entries = (1...1500).map { "entry\($0)" }
    try FileManager.default.createDirectory(
      atPath: (folder.historyFile as NSString).deletingLastPathComponent,
      withIntermediateDirectories: true)
    try ("_HiStOrY_V2_\n" + entries.joined(separator: "\n") + "\n")
      .write(toFile: folder.historyFile, atomically: true, encoding: .utf8)

    let shell = try PseudoTerminal(
      binary: try AlertLabBinary.url(), environment: folder.environment(term: "xterm"), home: folder
    )
    try shell.waitFor(Self.prompt, timeout: .seconds(20))
    try shell.type("latest\r")
    try shell.waitFor("\n" + Self.prompt)
    try shell.type(Self.controlD)
    #expect(try shell.waitForExit() == 0)

    let saved = try String(contentsOfFile: folder.historyFile, encoding: .utf8)
      .split(separator: "\n").map(String.init)
    #expect(saved.first == "_HiStOrY_V2_")
    #expect(saved.count == 1 + 1000)
    #expect(saved.last == "latest")
    #expect(saved.dropFirst().first == "entry502")
  }
}
