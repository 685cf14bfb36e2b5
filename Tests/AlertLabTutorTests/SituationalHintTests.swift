import Testing

@testable import AlertLabTutor

/// A runner whose state is the set of codes that ran: `ran(X)` holds once the code `X` ran,
/// `missing(X)` until then; any other predicate cannot be evaluated.
private struct CodeSetRunner: StepRunner {
  var ran: Set<String> = []

  var snapshot: Set<String> { ran }

  mutating func restore(_ snapshot: Set<String>) {
    ran = snapshot
  }

  mutating func runLessonCode(_ code: String) -> RunReport {
    ran.insert(code)
    return RunReport()
  }

  func evaluateGoal(_ predicate: String) -> Result<Bool, GoalError> {
    for (word, expected) in [("ran(", true), ("missing(", false)]
    where predicate.hasPrefix(word) && predicate.hasSuffix(")") {
      let code = String(predicate.dropFirst(word.count).dropLast())
      return .success(ran.contains(code) == expected)
    }
    return .failure(GoalError("cannot find '\(predicate)' in scope"))
  }
}

@Suite struct SituationalHintTests {
  /// A one-step lesson whose solution is `s0`, with `block` after the goal block (from line
  /// 16 on) and a one-rung ladder after it.
  static func lesson(_ block: String, path: String = "hints.md") -> String {
    """
    # Hints

    - id: hints
    - source: 001_1ba81a9920402955.txt

    ## Only step

    ```swift
    s0
    ```

    ```goal
    it ran: ran(s0)
    ```

    \(block)

    1. Type it.
    """
  }

  static func problems(_ block: String) -> [String] {
    LessonParser.parseReportingAll(lesson(block), path: "hints.md").problems.map(\.description)
  }

  static func verify(_ block: String) throws -> [String] {
    let lesson = try LessonParser.parse(lesson(block), path: "hints.md")
    return LessonVerifier.verify(lesson) { _ in CodeSetRunner() }.problems.map(\.description)
  }

  @Test func aHintsBlockIsReadAsPredicateArrowHintLinesApartFromTheLadder() throws {
    let lesson = try LessonParser.parse(
      Self.lesson(
        """
        ```hints
        // notes and blank lines are skipped

        missing(s0) => Type `s0`, *then* look.
          label.text == "a => b" => A string may hold the arrow.
        ```
        """), path: "hints.md")
    let step = try #require(lesson.steps.first)
    #expect(
      step.situationalHints == [
        SituationalHint(predicate: "missing(s0)", text: "Type `s0`, *then* look.", line: 19),
        SituationalHint(
          predicate: "label.text == \"a => b\"", text: "A string may hold the arrow.", line: 20,
          column: 3),
      ])
    #expect(step.hints == ["Type it."], "the numbered list after the block is still the ladder")
    #expect(step.prose == [], "the block is not shown as text")
  }

  @Test func aMalformedLineIsAnErrorAtItsPlaceAndTheRestIsStillRead() {
    #expect(
      Self.problems(
        """
        ```hints
        missing(s0) Type it.
        => Type it.
        missing(s0) =>
        missing(s0) => Type it.
        ```
        """)
        == [
          "hints.md:17:1: error: hint line 1 has no '=>': write 'PREDICATE => hint', such as "
            + "'alert.actions.isEmpty => Add the actions first.'",
          "hints.md:18:1: error: hint line 2 has no predicate before '=>': write "
            + "'PREDICATE => hint'",
          "hints.md:19:1: error: hint line 3 has no hint after '=>': write 'PREDICATE => hint'",
        ])
    #expect(
      Self.problems("```hints\n// only a note\n```")
        == [
          "hints.md:16:1: error: the hints block of step 'Only step' is empty: write one "
            + "'PREDICATE => hint' per line"
        ])
  }

  @Test func aHintsBlockOutOfPlaceTwiceMisspelledOrUnclosedIsAnError() {
    #expect(
      Self.problems("```hints\nmissing(s0) => A.\n```\n\n```hints\nmissing(s0) => B.\n```")
        == [
          "hints.md:20:1: error: step 'Only step' has two '```hints' blocks (lines 16 and 20): "
            + "put all its situational hints in one"
        ])
    #expect(
      Self.problems("```hints please\nmissing(s0) => A.\n```")
        == [
          "hints.md:16:1: error: unknown code block '```hints please': a lesson knows '```swift' "
            + "(a step's code), '```swift start', '```swift setup', '```goal' and '```hints'"
        ])
    let introduction = LessonParser.parseReportingAll(
      "# T\n\n- id: t\n- source: s.txt\n\n```hints\na => b\n```\n\n## S\n\n```swift\ns0\n```\n\n"
        + "```goal\nit: ran(s0)\n```\n", path: "t.md"
    ).problems.map(\.description)
    #expect(
      introduction == [
        "t.md:6:1: error: a '```hints' block belongs to a step: put it after a '## Step title' "
          + "heading"
      ])
    let unclosed = Self.problems("```hints\nmissing(s0) => A.\n\n## Next\n\n```goal\nit: a\n```")
    #expect(
      unclosed.first?.hasPrefix(
        "hints.md:16:1: error: the '```hints' block that starts here is not closed before line 19"
      ) == true, "\(unclosed)")
  }

  @Test func verifyReportsAPredicateThatDoesNotParseAtItsLine() throws {
    let problems = try Self.verify(
      "```hints\nran(s0 => Unclosed.\nlet x = 1 => A declaration.\nmissing(s0) => Fine.\n```")
    #expect(problems.count == 2, "\(problems)")
    #expect(
      problems.first?.hasPrefix("hints.md:17:") == true
        && problems.first?.contains("error: the hint's predicate 'ran(s0' does not parse: ")
          == true,
      "\(problems)")
    #expect(
      problems.last
        == "hints.md:18:1: error: the hint's predicate 'let x = 1' is not one expression: write "
        + "a Swift expression that is true when the hint fits, such as 'alert.actions.isEmpty'")
  }

  @Test func verifyReportsAHintThatStillHoldsAfterTheSolution() throws {
    #expect(
      try Self.verify(
        "```hints\nmissing(s0) => Type it.\nunknown => Not evaluated, so false.\n```") == [])
    #expect(
      try Self.verify("```hints\nmissing(s0) => Type it.\nran(s0) => Misleading.\n```")
        == [
          "hints.md:18:1: error: step 1 \"Only step\": the situational hint 'ran(s0)' still "
            + "holds after the step's solution ran, so a learner who did everything right would "
            + "be shown it: make its predicate false once the step is done"
        ])
  }

  @Test func aTranslationKeepsThePredicatesInOrderAndTranslatesTheWords() throws {
    let block = "```hints\nmissing(s0) => Type it.\nmissing(s1) => Type the other.\n```"
    let original = try LessonParser.parse(Self.lesson(block), path: "hints.md")
    func differences(_ translated: String) throws -> [String] {
      let translation = try LessonParser.parse(Self.lesson(translated), path: "zh/hints.md")
      return TranslationChecker.differences(translation, from: original).map(\.description)
    }
    let faithful = "```hints\nmissing(s0) => 输入它。\nmissing(s1) => 输入另一个。\n```"
    #expect(try differences(faithful) == [])
    let translation = try LessonParser.parse(Self.lesson(faithful), path: "zh/hints.md")
    let shown = try #require(TranslationChecker.localized(original, by: translation))
    #expect(shown.steps[0].situationalHints.map(\.text) == ["输入它。", "输入另一个。"])
    #expect(shown.steps[0].situationalHints.map(\.predicate) == ["missing(s0)", "missing(s1)"])
    #expect(shown.steps[0].situationalHints.map(\.line) == [17, 18], "the original's lines")

    #expect(
      try differences("```hints\nmissing(s1) => 输入另一个。\n  missing(s0) => 输入它。\n```")
        == [
          "zh/hints.md:17:1: error: step 1 \"Only step\": situational hint 1 checks "
            + "'missing(s1)', the original's 'missing(s0)' (line 17): translate the words after "
            + "'=>' only, and keep the hints in the original's order",
          "zh/hints.md:18:3: error: step 1 \"Only step\": situational hint 2 checks "
            + "'missing(s0)', the original's 'missing(s1)' (line 18): translate the words after "
            + "'=>' only, and keep the hints in the original's order",
        ])
    #expect(
      try differences("```hints\nmissing(s0) => 输入它。\n```")
        == [
          "zh/hints.md:17:1: error: step 1 \"Only step\" has 1 situational hints and the "
            + "original's 2 (line 17): translate each hint's words and keep its predicate"
        ])
    #expect(
      try differences("")
        == [
          "zh/hints.md:6:1: error: step 1 \"Only step\" has 0 situational hints and the "
            + "original's 2 (line 17): translate each hint's words and keep its predicate"
        ])
  }
}
