import Foundation
import Testing

/// A learner at an 80 × 24 terminal with colour (`TERM=xterm`, no `NO_COLOR`), as most
/// terminals start.
@Suite(.serialized) struct EightyColumnsColourTests {
  static let rows = 24

  func start(_ arguments: [String] = []) throws -> (PseudoTerminal, TemporaryFolder) {
    let folder = try TemporaryFolder()
    var environment = folder.environment(term: "xterm")
    environment["NO_COLOR"] = nil
    let shell = try PseudoTerminal(
      binary: try AlertLabBinary.url(), environment: environment, arguments: arguments)
    return (shell, folder)
  }

  func visible(_ shell: PseudoTerminal) -> [String] {
    shell.screen.visibleLines(rows: Self.rows)
  }

  /// The iPad's drawing is 79 columns on its canvas; its colour sequences take none, so it
  /// is drawn, not replaced by words.
  @Test func anIPadAlertIsDrawnInColour() throws {
    let (shell, _) = try start(["--device", "ipad"])
    try shell.waitFor("alertlab> ", timeout: .seconds(20))
    try shell.type(
      "let alert = UIAlertController(title: \"Saved\", message: nil, preferredStyle: .alert)\r")
    try shell.waitFor("alertlab> ")
    try shell.type("alert.addAction(UIAlertAction(title: \"OK\", style: .default))\r")
    try shell.waitFor("alertlab> ")
    try shell.type("present(alert, animated: true)\r")
    let shown = try shell.waitFor("alertlab> ")
    #expect(!shown.contains("columns wide"), "\(shown)")
    #expect(shown.contains("\u{1B}["), "colour is on")
    let screen = visible(shell)
    #expect(screen.contains { $0.hasPrefix("┌") && $0.count == 79 }, "\(screen)")
    #expect(screen.contains { $0.contains("iPad, portrait · iOS 17.0") }, "\(screen)")
    #expect(screen.contains { $0.contains("Saved") }, "\(screen)")
    try shell.type(":quit\r")
    #expect(try shell.waitForExit() == 0)
  }

  /// `:reset` in a lesson starts the step again with its setup: lesson 3's `alert` is there
  /// after it, and the step can be done.
  @Test func resetInALessonKeepsTheStepsSetup() throws {
    let (shell, _) = try start()
    try shell.waitFor("alertlab> ", timeout: .seconds(20))
    try shell.type(":lesson 3\r")
    try shell.waitFor("one-cancel 1/4> ")
    try shell.type("alert.addAction(UIAlertAction(title: \"Nope\", style: .default))\r")
    try shell.waitFor("one-cancel 1/4> ")
    try shell.type(":reset\r")
    let reset = try shell.waitFor("one-cancel 1/4> ")
    #expect(reset.contains("Step 1 starts again"), "\(reset)")
    #expect(visible(shell).contains { $0.hasSuffix("✗ one button") }, "\(visible(shell))")
    try shell.type(
      "let cancelAction = UIAlertAction(title: \"Cancel\", style: .cancel) { action in log = "
        + "\"Cancel action\" }\r")
    try shell.waitFor("one-cancel 1/4> ")
    try shell.type("alert.addAction(cancelAction)\r")
    let done = try shell.waitFor("one-cancel 2/4> ")
    #expect(!done.contains("cannot find 'alert' in scope"), "\(done)")
    #expect(done.contains("Step done!"), "\(done)")
    // `:help reset` says what it does in a lesson and out of one.
    try shell.type(":help reset\r")
    let help = try shell.waitFor("one-cancel 2/4> ")
    #expect(help.contains("in a lesson, start the step again with\nits setup"), "\(help)")
    try shell.type(":quit\r")
    #expect(try shell.waitForExit() == 0)
  }
}
