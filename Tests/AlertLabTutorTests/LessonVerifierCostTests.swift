import Foundation
import Testing

@testable import AlertLabTutor

/// Counts the code runs of every runner made from it.
private final class RunCounter: @unchecked Sendable {
  var runs = 0
}

/// A runner that only remembers which codes ran; `ran(x)` holds once the code `x` ran.
private struct RememberingRunner: StepRunner {
  let counter: RunCounter
  var ran: Set<String> = []

  var snapshot: Set<String> { ran }

  mutating func restore(_ snapshot: Set<String>) {
    ran = snapshot
  }

  mutating func runLessonCode(_ code: String) -> RunReport {
    counter.runs += 1
    ran.insert(code.trimmingCharacters(in: .whitespacesAndNewlines))
    return RunReport()
  }

  func evaluateGoal(_ predicate: String) -> Result<Bool, GoalError> {
    .success(ran.contains(String(predicate.dropFirst(4).dropLast())))
  }
}

@Suite struct LessonVerifierCostTests {
  /// A lesson of `steps` steps; step N's solution is `sN` and its goal `ran(sN)`.
  static func lesson(steps: Int) throws -> Lesson {
    try LessonParser.parse(text(steps: steps), path: "long.md")
  }

  /// The Markdown of `lesson(steps:)`.
  static func text(steps: Int) throws -> String {
    var text = "# Long\n\n- id: long\n- source: 001_1ba81a9920402955.txt\n\nA long lesson.\n\n"
    for step in 0..<steps {
      text += "## Step \(step)\n\nDo it.\n\n```swift\ns\(step)\n```\n\n"
      text += "```goal\nit ran: ran(s\(step))\n```\n\n1. Type it.\n\n"
    }
    return text
  }

  /// A Chinese translation of `original` whose file says `text`.
  static func translation(of original: Lesson, _ text: String) throws -> Translation {
    Translation(
      language: .zh, lesson: try LessonParser.parse(text, path: "zh/long.md"),
      originalPath: "long.md", original: original, originalHash: nil)
  }

  @Test func verifyingRunsEachSolutionOnceNotOncePerLaterStep() throws {
    let lesson = try Self.lesson(steps: 300)
    let counter = RunCounter()
    let verdict = LessonVerifier.verify(lesson) { _ in RememberingRunner(counter: counter) }
    #expect(verdict.problems.isEmpty, "\(verdict.problems.prefix(3))")
    // Checked once, and what it left is the next step's start: linear in the steps.
    #expect(counter.runs == 300)
  }

  /// A step with a start block checks its solution on top of that block, so the next step,
  /// which starts without it, runs the solution once more.
  @Test func aStepWithAStartBlockRunsItsSolutionAgainForTheNextStep() throws {
    var text = try Self.text(steps: 10)
    for step in 0..<10 {
      text = text.replacingOccurrences(
        of: "```swift\ns\(step)\n```",
        with: "```swift\ns\(step)\n```\n\n```swift start\nt\(step)\n```")
    }
    let lesson = try LessonParser.parse(text, path: "long.md")
    #expect(lesson.steps.allSatisfy { $0.startCode != nil })
    let counter = RunCounter()
    let verdict = LessonVerifier.verify(lesson) { _ in RememberingRunner(counter: counter) }
    #expect(verdict.problems.isEmpty, "\(verdict.problems.prefix(3))")
    // Each step: its start block, its solution, and its solution again without the block.
    #expect(counter.runs == 3 * 10)
  }

  /// A translation that keeps its original's code is checked without running its steps
  /// again once the original passed; one whose code differs is reported, and run.
  @Test func aTranslationOfAPassingLessonIsNotRunAgain() throws {
    let original = try Self.lesson(steps: 20)
    let translation = try Self.translation(
      of: original, try Self.text(steps: 20).replacingOccurrences(of: "Do it.", with: "做吧。"))
    let counter = RunCounter()
    let same = LessonVerifier.verify(translation, originalPassed: true) { _ in
      RememberingRunner(counter: counter)
    }
    #expect(same.passed, "\(same.problems.prefix(3))")
    #expect(counter.runs == 0)
    #expect(same.goals == 20)
    let unproven = LessonVerifier.verify(translation, originalPassed: false) { _ in
      RememberingRunner(counter: counter)
    }
    #expect(unproven.passed)
    #expect(counter.runs == 20)
    let changed = try LessonParser.parse(
      try Self.text(steps: 20).replacingOccurrences(of: "s3\n", with: "s33\n"), path: "zh/long.md")
    var different = translation
    different.lesson = changed
    counter.runs = 0
    let verdict = LessonVerifier.verify(different, originalPassed: true) { _ in
      RememberingRunner(counter: counter)
    }
    #expect(!verdict.passed)
    #expect(counter.runs > 0)
  }

  /// A translation whose steps are not run again is still checked for what running never
  /// finds: its own placeholders and the APIs its words name, each at its place.
  @Test func aTranslationNotRunAgainIsStillChecked() throws {
    let translation = try Self.translation(
      of: try Self.lesson(steps: 3),
      try Self.text(steps: 3)
        .replacingOccurrences(of: "A long lesson.", with: "一课 TODO 待译。")
        .replacingOccurrences(of: "Do it.", with: "用 `UIAlertAction.isEnabledd`。"))
    let counter = RunCounter()
    let verdict = LessonVerifier.verify(translation, originalPassed: true) { _ in
      RememberingRunner(counter: counter)
    }
    #expect(counter.runs == 0)
    #expect(
      verdict.problems.map(\.description) == [
        "zh/long.md:6:4: error: fill in the placeholder: TODO 待译。",
        "zh/long.md:8:1: error: the lesson names 'UIAlertAction.isEnabledd', which AlertLab does "
          + "not simulate (did you mean 'UIAlertAction.isEnabled'?)",
      ])
  }
}
