import AlertLabTutor
import Foundation
import Testing

@testable import AlertLabShell

/// `:hint` and `:why` with a step's ` ```hints ` block, in lesson 6 ("Enabling OK after three
/// characters"): a hint that fits the learner's state comes before the ladder's next rung.
@Suite struct SituationalHintSessionTests {
  static let situational = "Hint (for where you are now):\n"
  static let makeActions = [
    "let cancelAction = UIAlertAction(title: \"Cancel\", style: .cancel) { action in }",
    "let okAction = UIAlertAction(title: \"OK\", style: .default) { action in }",
  ]

  func session(lessons: String = courseLessons(), language: Language = .en) -> Session {
    var options = Session.Options(
      ascii: true, width: 80, script: true, lessonsDirectory: lessons)
    options.language = language
    return Session(options: options)
  }

  /// A session at step `step` (1-based) of lesson 6, built from the earlier steps' solutions.
  func lessonSix(step: Int, lessons: String = courseLessons(), language: Language = .en)
    -> Session
  {
    var shell = session(lessons: lessons, language: language)
    _ = shell.submit(":lesson enable-ok")
    for _ in 1..<step { _ = shell.submit(":skip") }
    return shell
  }

  @Test func okAddedFirstInStepThreeGetsTheOrderHintThenTheLadder() {
    var shell = lessonSix(step: 3)
    #expect(shell.prompt == "enable-ok 3/5> ")
    for line in Self.makeActions { _ = shell.submit(line) }
    _ = shell.submit("alert.addAction(okAction)")
    let hint = shell.submit(":hint")
    #expect(hint.hasPrefix(Self.situational + "OK went in first, so Cancel would be"), "\(hint)")
    #expect(
      shell.submit(":hint").hasPrefix("Hint 1/3: Two actions as in the last lesson"),
      "asked again, the ladder goes on")
    #expect(shell.submit(":hint").hasPrefix("Hint 2/3: "))
  }

  @Test func aHintIsShownAgainOnceTheLearnerLeftItsStateAndCameBack() {
    var shell = lessonSix(step: 3)
    for line in Self.makeActions { _ = shell.submit(line) }
    _ = shell.submit("alert.addAction(okAction)")
    #expect(shell.submit(":hint").hasPrefix(Self.situational + "OK went in first"))
    _ = shell.submit(":undo")
    #expect(shell.submit(":hint").hasPrefix("Hint 1/3: "), "OK is not in the alert now")
    _ = shell.submit(":redo")
    #expect(shell.submit(":hint").hasPrefix(Self.situational + "OK went in first"))
  }

  /// The dead end: a step 3 that did not check the order let OK in first, and in step
  /// 4 every rung said "present, then :type". The hint sees the state whatever let it in.
  @Test func okAddedFirstInStepFourGetsTheOrderHint() throws {
    let original = try String(
      contentsOfFile: courseLessons() + "/06-enable-ok.md", encoding: .utf8)
    let lax = original.replacingOccurrences(
      of: "OK comes last: alert.actions.last === okAction\n", with: "")
    #expect(lax != original)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("alertlab-hints-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(lax.utf8).write(to: folder.appendingPathComponent("06-enable-ok.md"))

    var shell = lessonSix(step: 3, lessons: folder.path)
    for line in Self.makeActions { _ = shell.submit(line) }
    _ = shell.submit("alert.addAction(okAction)")
    _ = shell.submit("alert.addAction(cancelAction)")
    let done = shell.submit("okAction.isEnabled = false")
    #expect(done.contains("Step 4 of 5: Type three characters"), "\(done)")
    #expect(
      shell.submit(":hint").hasPrefix(Self.situational + "OK is not the last action, so your"))
    #expect(shell.submit(":hint").hasPrefix(Self.situational + "The alert is not on screen"))
    #expect(shell.submit(":hint").hasPrefix("Hint 1/3: Present the alert first"))
  }

  @Test func presentedWithoutTypingGetsTheTypingHintThenTheLadder() {
    var shell = lessonSix(step: 4)
    #expect(shell.prompt == "enable-ok 4/5> ")
    _ = shell.submit("present(alert, animated: true, completion: nil)")
    let hint = shell.submit(":hint")
    #expect(
      hint.hasPrefix(Self.situational + "OK waits for three characters in the login field"),
      "\(hint)")
    #expect(shell.submit(":hint").hasPrefix("Hint 1/3: "))
    _ = shell.submit(":type \"Login\" \"b\"")
    #expect(
      shell.submit(":hint").hasPrefix("Hint 2/3: "),
      "still too short: the state is the same, so the hint is not repeated")
    _ = shell.submit(":type \"Password\" \"x\"")
    #expect(shell.submit(":hint").hasPrefix(Self.situational + "You typed into the password"))
  }

  @Test func whyPointsAtAHintThatFitsUntilItIsShown() {
    var shell = lessonSix(step: 4)
    let why = shell.submit(":why")
    #expect(
      why.hasPrefix("Nothing has gone wrong in this step")
        && why.hasSuffix(
          "A hint fits where you are now: :hint shows it.\n"),
      "\(why)")
    #expect(shell.submit(":hint").hasPrefix(Self.situational + "The alert is not on screen"))
    #expect(!shell.submit(":why").contains(":hint shows it"))
  }

  @Test func theHeadingTheHintAndWhysLineAreInTheLearnersLanguage() {
    var chinese = lessonSix(step: 4, language: .zh)
    #expect(chinese.submit(":why").hasSuffix("有一条提示正适合你现在的情况：:hint 显示它。\n"))
    #expect(chinese.submit(":hint").hasPrefix("提示（针对你现在的情况）：\n提醒框不在屏幕上"))
    var hindi = lessonSix(step: 4, language: .hi)
    #expect(hindi.submit(":why").hasSuffix("एक संकेत आपकी अभी की स्थिति के लिए है: :hint उसे दिखाता है।\n"))
    #expect(hindi.submit(":hint").hasPrefix("संकेत (आप अभी जहाँ हैं, उसके लिए):\nअलर्ट स्क्रीन पर नहीं है"))
  }
}
