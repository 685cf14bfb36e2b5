import AlertLabKit
import AlertLabTutor
import Foundation
import Testing

@testable import AlertLabShell

/// The fixture folders next to this file.
func fixture(_ name: String) -> String {
  URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures").appendingPathComponent(name).path
}

func verify(_ path: String) -> [LessonVerdict] {
  CourseLocator.load(paths: [path]).lessons.map { lesson in
    LessonVerifier.verify(lesson) { Session(startingOn: $0) }
  }
}

@Suite struct VerifyTests {
  @Test func aGoodLessonPasses() {
    let verdicts = verify(fixture("good"))
    #expect(verdicts.map(\.line) == ["PASS first-alert (3 steps, 4 goals)"])
  }

  @Test func brokenLessonsAreRejectedPrecisely() {
    let folder = fixture("broken")
    let loaded = CourseLocator.load(paths: [folder])
    let parseErrors = loaded.errors.map {
      $0.description.replacingOccurrences(of: folder + "/", with: "")
    }
    #expect(
      parseErrors == [
        "04-malformed.md:6:1: error: step 'A step without goals' has no goal block: add a "
          + "'```goal' block saying what must become true",
        "06-labelled-crash.md:15:12: error: goal line 1 puts the label 'the crash' before "
          + "'crash:': write 'crash: one-cancel' alone on the line (the learner sees it as its "
          + "label)",
      ])
    let lines = verify(folder).map { $0.line.replacingOccurrences(of: folder + "/", with: "") }
    #expect(
      lines == [
        "01-misses-goal.md:14:1: error: step 1 \"Two actions\": its solution does not "
          + "meet the goal \"two actions\" (the solution is the step's first swift block, line 8)",
        "02-already-solved.md:10:1: error: step 1 \"Nothing to do\" is already "
          + "solved at its start: doing nothing meets its goals",
        "03-bad-rule.md:15:1: error: unknown rule id 'one-cancell' (did you mean "
          + "'one-cancel'?)",
        "05-wrong-crash.md:14:1: error: step 1 \"Break it\": expected the crash "
          + "one-cancel, but it crashed with text-fields-alert-only",
      ])
  }

  @Test func aSourceMustNameAnArticle() {
    let lesson = Lesson(
      id: "x", title: "X", source: LessonSource(file: "001_1ba81a9920402956.txt"),
      steps: [LessonStep(title: "S", code: "let n = 1", goals: [], line: 5)], path: "x.md",
      sourceLine: 4, sourceColumn: 11)
    let verdict = LessonVerifier.verify(lesson) { Session(startingOn: $0) }
    #expect(
      verdict.problems.first?.description
        == "x.md:4:11: error: the source '001_1ba81a9920402956.txt' is not an article AlertLab "
        + "knows (did you mean '001_1ba81a9920402955.txt'?); the articles are "
        + "“UIPopoverController, Xcode 6, iOS 8 using Swift (and UIAlertController in Swift 1)” "
        + "(000_0c96e694a7911296.txt), “UIAlertController changes in iOS 8” "
        + "(001_1ba81a9920402955.txt), “Supporting iOS 7 and iOS 8: UIAlertView in Swift” "
        + "(002_621c4382a21859a7.txt), “Customizing a popover with UIPopoverBackgroundView” "
        + "(004_3323118d412b3afb.txt) (give --articles DIR for a folder of your own)")
  }
}

@Suite struct LessonModeTests {
  func session(progress: String? = nil) -> Session {
    Session(
      options: Session.Options(
        ascii: true, script: true, lessonsDirectory: fixture("good"), progressPath: progress))
  }

  func temporaryFile() -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("alertlab-progress-\(UUID().uuidString).json").path
  }

  @Test func lessonsListsTheCourse() {
    var shell = session()
    #expect(
      shell.submit(":lessons")
        == " 1. [ ] not started first-alert            A first alert (0/3)\n"
        + "Course: [--------------------] 0/1 lessons finished\n")
  }

  @Test func goalsAreCheckedAfterEveryStatementAndTheNextStepFollows() {
    var shell = session()
    let start = shell.submit(":lesson first-alert")
    #expect(start.contains("Step 1 of 3: Make the alert"))
    #expect(start.contains("  [ ] the alert has its title"))
    #expect(shell.prompt == "first-alert 1/3> ")
    let wrong = shell.submit("let other = 1")
    #expect(wrong.hasSuffix("  [ ] the alert has its title\n"))
    let right = shell.submit(
      "let alert = UIAlertController(title: \"DefaultStyle\", message: nil, preferredStyle: .alert)"
    )
    #expect(right.contains("  [x] the alert has its title\nStep done!\nStep 2 of 3"))
    #expect(shell.prompt == "first-alert 2/3> ")
    #expect(shell.submit(":vars").contains("other: Int = 1"), "moving on keeps the learner's work")
  }

  @Test("undo names the statement, re-checks the goals and stops where the step began")
  func undoStaysInsideTheStep() {
    var shell = session()
    _ = shell.submit(":lesson first-alert")
    _ = shell.submit("let sheet = 1")
    _ = shell.submit(
      "let alert = UIAlertController(title: \"DefaultStyle\", message: nil, preferredStyle: .alert)"
    )
    #expect(shell.prompt == "first-alert 2/3> ")
    _ = shell.submit("alert.addAction(UIAlertAction(title: \"OK\", style: .default))")
    let undone = shell.submit(":undo")
    #expect(
      undone.hasPrefix("Undone: alert.addAction(UIAlertAction(title: \"OK\", style: .default))\n"))
    #expect(undone.contains("  [ ] one action\n"), "the goals are checked again")
    #expect(
      shell.submit(":undo")
        == "Nothing to undo: this is where the step began (:reset starts it again).\n")
    #expect(shell.submit(":vars").contains("alert: UIAlertController"), "step 1's work stays")
  }

  @Test func hintsComeOneAtATime() {
    var shell = session()
    _ = shell.submit(":lesson first-alert")
    #expect(
      shell.submit(":hint").hasPrefix(
        "Hint 1/2: Use `UIAlertController(title:message:preferredStyle:)`."))
    #expect(shell.submit(":hint").hasPrefix("Hint 2/2: "))
    #expect(shell.submit(":hint") == "No more hints: :solution shows the answer.\n")
  }

  @Test func solutionAsksFirstAndCountsAsAssisted() throws {
    let path = temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: path) }
    var shell = Session(
      options: Session.Options(ascii: true, lessonsDirectory: fixture("good"), progressPath: path))
    _ = shell.submit(":lesson first-alert")
    #expect(shell.submit(":solution").contains("Type y to see it."))
    #expect(shell.submit("n") == "Kept hidden. Keep going!\n")
    #expect(shell.takePendingInput() == nil)
    _ = shell.submit(":solution")
    #expect(shell.submit("y").contains("on the input line"))
    let pending = shell.takePendingInput()
    let line = try #require(pending)
    #expect(line.hasPrefix("let alert = UIAlertController("))
    let ran = shell.submit(line)
    #expect(ran.contains("Step finished (with the solution's help)."))
    let saved = try String(contentsOfFile: path, encoding: .utf8)
    #expect(saved.contains("\"state\" : \"assisted\""))
  }

  @Test func skipNextPrevAndSandbox() {
    var shell = session()
    _ = shell.submit(":lesson first-alert")
    #expect(shell.submit(":skip").contains("Step 2 of 3"))
    #expect(shell.submit(":prev").contains("Step 1 of 3"))
    #expect(shell.submit(":next").contains("Step 2 of 3"))
    #expect(shell.submit(":sandbox").hasPrefix("Free play"))
    #expect(shell.prompt == "alertlab> ")
    #expect(!shell.submit("let x = 1").contains("[ ]"))
    #expect(shell.submit(":lesson").contains("Step 2 of 3"))
    #expect(shell.submit(":lessons").contains("[>] current"))
    #expect(shell.submit(":lesson nope").hasPrefix("No lesson 'nope'."))
  }

  @Test func breakItStepsWantTheirCrash() {
    var shell = session()
    _ = shell.submit(":lesson first-alert")
    _ = shell.submit(":next")
    _ = shell.submit(":next")
    let crashed = shell.submit(
      "alert.addAction(UIAlertAction(title: \"A\", style: .cancel))\n"
        + "alert.addAction(UIAlertAction(title: \"B\", style: .cancel))")
    #expect(crashed.contains("[x] crash: one-cancel"))
    #expect(crashed.contains("Step done!"))
  }

  @Test func progressResumesWithTheWorldRebuilt() {
    let path = temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: path) }
    var first = session(progress: path)
    _ = first.submit(":lesson first-alert")
    _ = first.submit(
      "let alert = UIAlertController(title: \"DefaultStyle\", message: nil, preferredStyle: .alert)"
    )
    var second = session(progress: path)
    let resumed = second.resume()
    #expect(resumed.hasPrefix("Welcome back"))
    #expect(resumed.contains("Step 2 of 3"))
    #expect(second.submit(":vars").contains("alert: UIAlertController"))
  }

  @Test func aCorruptProgressFileIsKeptAsideAndReported() throws {
    let path = temporaryFile()
    defer {
      try? FileManager.default.removeItem(atPath: path)
      try? FileManager.default.removeItem(atPath: path + ".corrupt-1")
    }
    try Data("{ not json".utf8).write(to: URL(fileURLWithPath: path))
    var shell = session(progress: path)
    let output = shell.submit(":lessons")
    #expect(output.hasPrefix("Your progress file was unreadable"))
    #expect(FileManager.default.fileExists(atPath: path + ".corrupt-1"))
  }
}

@Suite struct LessonStartBlockTests {
  @Test func movingOnRunsTheNextStepsStartBlockOnTheLearnersWork() {
    var shell = Session(
      options: Session.Options(ascii: true, script: true, lessonsDirectory: fixture("start")))
    _ = shell.submit(":lesson start-blocks")
    let done = shell.submit(
      "let alert = UIAlertController(title: \"T\", message: \"mine\", preferredStyle: .alert)")
    #expect(done.contains("Step 2 of 2: Tap OK"))
    #expect(done.contains("  [ ] nothing on screen"), "the start block presented the alert")
    #expect(shell.world.topPresented != nil)
    #expect(shell.submit("alert.message!").hasPrefix("$R0: String = \"mine\"\n"))
    #expect(shell.submit(":tap \"OK\"").contains("[x] nothing on screen"))
  }
}
