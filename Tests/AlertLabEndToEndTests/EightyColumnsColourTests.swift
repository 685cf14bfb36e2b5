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
      binary: try AlertLabBinary.url(), environment: environment, arguments: arguments, home: folder
    )
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

  /// `alertlab lesson 3` starts on a page of its own too: the title at the top, Return for
  /// the rest, the step last.
  @Test func alertlabLessonStartsWithItsFirstPage() throws {
    let (shell, _) = try start(["lesson", "3"])
    var shown = try shell.waitFor("one-cancel 1/4> ", timeout: .seconds(20))
    #expect(visible(shell).contains("Lesson 3 of 26: Only one cancel action"), "\(visible(shell))")
    #expect(shown.contains("-- Return shows more"))
    var pages = 1
    while shown.contains("-- Return shows more"), pages < 10 {
      try shell.type("\r")
      shown = try shell.waitFor("one-cancel 1/4> ")
      pages += 1
    }
    #expect(visible(shell).contains("Step 1 of 4: A cancel action"), "\(visible(shell))")
    try shell.type(":quit\r")
    #expect(try shell.waitForExit() == 0)
  }

  /// The lines of `text` as the terminal shows them: colour sequences left out.
  func plainLines(_ text: String) -> [String] {
    var plain = ""
    var rest = Substring(text)
    while let first = rest.first {
      if first == "\u{1B}", rest.dropFirst().first == "[" {
        rest = rest.dropFirst(2).drop { !("@"..."~").contains($0) }.dropFirst()
        continue
      }
      plain.append(first)
      rest = rest.dropFirst()
    }
    return plain.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// A lesson's start is read a page at a time: its title and introduction first, its code
  /// broken between words, never wider than the terminal, then the step and the prompt.
  /// "Lesson … complete" stays on the screen with the next lesson's title; `:lessons` rows
  /// fit; an error names the line within the input.
  @Test func aLessonsStartIsReadAPageAtATime() throws {
    let (shell, _) = try start()
    try shell.waitFor("alertlab> ", timeout: .seconds(20))
    try shell.type(":lesson 3\r")
    var shown = try shell.waitFor("one-cancel 1/4> ")
    var screen = visible(shell)
    #expect(screen.first?.hasPrefix("Lesson 3 of 26: Only one cancel action") == true, "\(screen)")
    #expect(screen.dropLast().last?.hasPrefix("-- Return shows more") == true, "\(screen)")
    var pages = 1
    while shown.contains("-- Return shows more"), pages < 10 {
      #expect(plainLines(shown).allSatisfy { $0.count <= 80 }, "\(plainLines(shown))")
      try shell.type("\r")
      shown = try shell.waitFor("one-cancel 1/4> ")
      pages += 1
    }
    #expect(pages >= 2)
    // The article's Objective-C is broken between words, each piece under the one before.
    #expect(shell.transcript.contains("alertControllerWithTitle:@\"DefaultStyle\""))
    screen = visible(shell)
    #expect(screen.contains("Step 1 of 4: A cancel action"), "\(screen)")
    #expect(screen.contains { $0.hasSuffix("✗ one button") }, "\(screen)")

    try shell.type(":lessons\r")
    let lessons = plainLines(try shell.waitFor("one-cancel 1/4> "))
    let rows = lessons.filter { $0.contains(". ") && $0.hasSuffix(")") }
    #expect(rows.count == 26, "\(lessons)")
    #expect(rows.allSatisfy { $0.count <= 80 }, "\(rows)")

    try shell.type("let a = 1\r")
    try shell.waitFor("one-cancel 1/4> ")
    try shell.type("let b = nope\r")
    let error = try shell.waitFor("one-cancel 1/4> ")
    #expect(error.contains("input:1:9: error: cannot find 'nope' in scope"), "\(error)")

    // The last step of lesson 1, done: its end and the next lesson's title share a screen.
    try shell.type(":lesson 1\r")
    shown = try shell.waitFor("first-alert 1/4> ")
    while shown.contains("-- Return shows more") {
      try shell.type("\r")
      shown = try shell.waitFor("first-alert 1/4> ")
    }
    for number in 2...4 {
      try shell.type(":skip\r")
      try shell.waitFor("first-alert \(number)/4> ")
    }
    try shell.type(":tap \"OK\"\r")
    shown = try shell.waitFor("cancel-and-default 1/5> ")
    var screens = [visible(shell)]
    while shown.contains("-- Return shows more"), screens.count < 10 {
      try shell.type("\r")
      shown = try shell.waitFor("cancel-and-default 1/5> ")
      screens.append(visible(shell))
    }
    #expect(
      screens.contains { screen in
        screen.contains("Lesson first-alert complete. On to the next lesson.")
          && screen.contains { $0.hasPrefix("Lesson 2 of 26: ") }
      }, "\(screens)")
    #expect(screens.last?.contains("Step 1 of 5: Cancel and OK") == true, "\(screens)")
    try shell.type(":quit\r")
    #expect(try shell.waitForExit() == 0)
  }
}
