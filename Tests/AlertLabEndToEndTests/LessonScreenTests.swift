import Foundation
import Testing

/// Lesson 1 on an 80 × 24 pseudo-terminal, typed as a learner would: after every step, the
/// next step's title and goals are on the visible screen, not scrolled away by drawings.
@Suite(.serialized) struct LessonScreenTests {
  static let rows = 24

  /// What each step asks for, and the title and goals of the step after it.
  static let steps: [(input: String, next: String?, goals: [String])] = [
    (
      "let alert = UIAlertController(title: \"DefaultStyle\", message: \"the default alert "
        + "view style\", preferredStyle: .alert)",
      "Step 2 of 4: Add an OK button",
      ["✗ the alert has one button", "✗ the button says OK", "✗ it has the default style"]
    ),
    (
      "let okAction = UIAlertAction(title: \"OK\", style: .default) { action in log = \"OK "
        + "action\" }\ralert.addAction(okAction)",
      "Step 3 of 4: Show it", ["✗ the alert is on screen"]
    ),
    // The step's text invites `:describe`: it waits for `:next`.
    ("present(alert, animated: true, completion: nil)", nil, ["✓ the alert is on screen"]),
    (":next", "Step 4 of 4: Tap OK", ["✗ the handler ran", "✗ the alert is gone"]),
  ]

  @Test func theNextStepsTitleAndGoalsStayOnScreen() throws {
    let folder = try TemporaryFolder()
    let shell = try PseudoTerminal(
      binary: try AlertLabBinary.url(), environment: folder.environment(term: "xterm"), home: folder
    )
    try shell.waitFor("alertlab> ", timeout: .seconds(20))
    try shell.type(":lesson 1\r")
    try readToTheEnd(shell, prompt: "first-alert 1/4> ")
    #expect(visible(shell).contains("Step 1 of 4: Make the alert"))

    var drawingsShown = 0
    for (index, step) in Self.steps.enumerated() {
      try shell.type(step.input + "\r")
      let number = index < 2 ? index + 2 : 3 + (index - 2)
      let shown = try shell.waitFor("first-alert \(number)/4> ")
      let screen = visible(shell)
      if let title = step.next {
        #expect(screen.contains(title), "after step \(index + 1): \(screen)")
      } else {
        #expect(screen.contains("Step done — explore, then :next."), "\(screen)")
      }
      for goal in step.goals {
        #expect(screen.contains { $0.hasSuffix(goal) }, "after step \(index + 1): \(goal)")
      }
      // At most one drawing per answer, and it fits: the frame's top edge is visible too.
      let drawings = shown.components(separatedBy: "iPhone, portrait · iOS 17.0").count - 1
      #expect(drawings <= 1, "\(shown)")
      drawingsShown += drawings
      if drawings == 1 {
        #expect(screen.contains { $0.hasPrefix("┌───") }, "\(screen)")
        #expect(
          screen.contains("(11 repeated rows left out to fit the terminal; :render draws all.)"))
      }
    }
    #expect(drawingsShown == 1)

    // The full screen is one command away.
    try shell.type(":render\r")
    let rendered = try shell.waitFor("first-alert 4/4> ")
    #expect(rendered.split(separator: "\n").filter { $0.hasPrefix("│") }.count == 28)

    try shell.type(":tap \"OK\"\r")
    try readToTheEnd(shell, prompt: "cancel-and-default 1/5> ")
    let screen = visible(shell)
    #expect(screen.contains("Step 1 of 5: Cancel and OK"), "\(screen)")
    #expect(screen.contains { $0.hasSuffix("✗ two buttons") })
    try shell.type(":quit\r")
    #expect(try shell.waitForExit() == 0)
  }

  /// Waits for `prompt`, pressing Return while a lesson's start says more follows.
  func readToTheEnd(_ shell: PseudoTerminal, prompt: String) throws {
    var shown = try shell.waitFor(prompt)
    var pages = 1
    while shown.contains("-- Return shows more"), pages < 10 {
      try shell.type("\r")
      shown = try shell.waitFor(prompt)
      pages += 1
    }
  }

  func visible(_ shell: PseudoTerminal) -> [String] {
    shell.screen.visibleLines(rows: Self.rows)
  }
}
