import Testing

@testable import AlertLabTutor

/// Each malformed lesson gives one precise error, with the file and the line to fix.
@Suite struct LessonErrorTests {
  /// The first problem, its column left out (`columnsPointAtTheMistake` checks columns).
  func parseError(_ text: String) -> LessonError? {
    do {
      _ = try LessonParser.parse(text, path: "Lessons/03-x.md")
      return nil
    } catch {
      return LessonError(file: error.file, line: error.line, message: error.message)
    }
  }

  func error(_ line: Int, _ message: String) -> LessonError {
    LessonError(file: "Lessons/03-x.md", line: line, message: message)
  }

  /// A lesson whose one step, `S`, has its heading on line 6 and `body` from line 8.
  func inStep(_ body: String) -> String {
    "# T\n\n- id: t\n- source: s.txt\n\n## S\n\n" + body
  }

  /// A step's code block on lines 8 to 10; what follows it starts on line 12.
  let solution = "```swift\nx\n```\n\n"

  @Test func rendersLikeACompiler() {
    #expect(
      error(12, "step 'A' has no goal block").description
        == "Lessons/03-x.md:12:1: error: step 'A' has no goal block")
    #expect(
      LessonError(file: "Lessons/03-x.md", line: 5, column: 8, message: "m").description
        == "Lessons/03-x.md:5:8: error: m")
    #expect(
      LessonError(file: "Lessons/04-y.md", line: 0, message: "cannot read the file").description
        == "Lessons/04-y.md: error: cannot read the file")
  }

  @Test func noTitle() {
    #expect(
      parseError("Some words first.\n\n# Title\n")
        == error(1, "the lesson has no title: start the file with a line '# Title'"))
    #expect(
      parseError("<!-- draft -->\n\n## A step\n")
        == error(3, "the lesson has no title: start the file with a line '# Title'"))
    #expect(
      parseError("") == error(1, "the lesson has no title: start the file with a line '# Title'"))
  }

  @Test func missingID() {
    #expect(
      parseError(
        """
        # Title

        - source: s.txt
        """)
        == error(
          3, "the lesson has no 'id': add '- id: your-lesson-id' to the list under the title"))
    #expect(
      parseError(
        """
        # Title

        Straight to the words.
        """)
        == error(
          1, "the lesson has no 'id': add '- id: your-lesson-id' to the list under the title"))
  }

  @Test func missingSource() {
    #expect(
      parseError(
        """
        # Title

        - id: title
        """)
        == error(
          3,
          "the lesson has no 'source': add '- source: SEED-FILE.txt, \"Section\"' to the list under the title"
        ))
  }

  @Test func badIDCharacters() {
    #expect(
      parseError(
        """
        # Title

        - source: s.txt
        - id: First_Alert
        """)
        == error(
          4,
          "the id 'First_Alert' may contain only lowercase letters, digits and '-' (e.g. first-alert)"
        ))
  }

  @Test func unknownMetadataKeyNamesTheKnownOnes() {
    #expect(
      parseError(
        """
        # Title

        - id: t
        - level: beginner
        """)
        == error(
          4,
          "unknown metadata key 'level'; the known keys are id, source, device, ios, translation-of"
        )
    )
  }

  @Test func metadataKeyGivenTwice() {
    #expect(
      parseError(
        """
        # Title

        - id: t
        - id: u
        """) == error(4, "metadata key 'id' is given twice (lines 3 and 4)"))
  }

  @Test func unknownDeviceListsTheKnownOnes() {
    #expect(
      parseError(
        """
        # Title

        - id: t
        - source: s.txt
        - device: ipod
        """)
        == error(
          5,
          "unknown device 'ipod' (did you mean 'ipad'?); the known devices are iphone, iphone-landscape, iphone-plus, "
            + "iphone-plus-landscape, ipad, ipad-landscape, ipad-split"))
  }

  @Test func badIOSVersion() {
    #expect(
      parseError("# T\n\n- id: t\n- source: s.txt\n- ios: seventeen\n")
        == error(5, "'ios: seventeen' is not an iOS version: write e.g. '- ios: 17.0'"))
    #expect(
      parseError("# T\n\n- id: t\n- source: s.txt\n- ios: 17.\n")
        == error(5, "'ios: 17.' is not an iOS version: write e.g. '- ios: 17.0'"))
    #expect(
      parseError("# T\n\n- id: t\n- source: s.txt\n- ios: 6.1\n")
        == error(5, "iOS 6.1 is too old: lessons can start on iOS 7.0 or later"))
  }

  @Test func noSteps() {
    #expect(
      parseError("# T\n\n- id: t\n- source: s.txt\n\nJust words.\n")
        == error(1, "the lesson has no steps: start each step with a '## Step title' heading"))
  }

  @Test func stepWithoutGoalBlock() {
    #expect(
      parseError(
        """
        # T

        - id: t
        - source: s.txt

        ## Make an alert

        ```swift
        let alert = UIAlertController()
        ```
        """)
        == error(
          6,
          "step 'Make an alert' has no goal block: add a '```goal' block saying what must become true"
        ))
  }

  @Test func goalLineWithoutLabel() {
    #expect(
      parseError(
        """
        # T

        - id: t
        - source: s.txt

        ## Two actions

        ```swift
        alert.addAction(ok)
        ```

        ```goal
        // the learner added one more
        alert.actions.count == 2
        ```
        """) == error(14, "goal line 2 has no label: write 'label: predicate'"))
  }

  @Test func goalLineWithAColonInTheLabel() {
    #expect(
      parseError(inStep(solution + "```goal\na:b: c\n```\n"))
        == error(13, "goal line 1 has no label: write 'label: predicate'"))
  }

  @Test func goalLineWithoutPredicate() {
    #expect(
      parseError(inStep(solution + "```goal\n\nthe count:\n```\n"))
        == error(14, "goal line 2 has a label but no predicate: write 'label: predicate'"))
  }

  @Test func crashWithoutRuleID() {
    #expect(
      parseError(
        """
        # T

        - id: t
        - source: s.txt

        ## Break it

        ```swift
        alert.addAction(cancel)
        ```

        ```goal
        crash:
        ```
        """) == error(13, "'crash:' needs a rule id, e.g. 'crash: one-cancel'"))
    #expect(
      parseError(inStep(solution + "```goal\nwarning: a b\n```\n"))
        == error(13, "'warning:' takes one rule id such as 'one-cancel', not 'a b'"))
  }

  @Test func goalsWithoutSwiftBlock() {
    #expect(
      parseError(
        """
        # T

        - id: t
        - source: s.txt

        ## Two actions

        ```goal
        two: alert.actions.count == 2
        ```
        """)
        == error(
          6, "step 'Two actions' has goals but no '```swift' block with the code that meets them"))
  }

  @Test func emptyGoalBlock() {
    #expect(
      parseError(inStep(solution + "```goal\n// later\n```\n"))
        == error(12, "the goal block of step 'S' is empty: write one 'label: predicate' per line"))
  }

  @Test func twoGoalsWithOneLabel() {
    #expect(
      parseError(inStep(solution + "```goal\nit: a\nit: b\n```\n"))
        == error(
          14, "step 'S' has two goals labelled 'it' (lines 13 and 14): give each goal its own label"
        ))
  }

  @Test func twoGoalBlocks() {
    #expect(
      parseError(inStep(solution + "```goal\nit: a\n```\n\n```goal\nthat: b\n```\n"))
        == error(
          16, "step 'S' has two '```goal' blocks (lines 12 and 16): put all its goals in one"))
  }

  @Test func duplicateStepTitles() {
    let step = "```swift\nx\n```\n\n```goal\nit: a\n```\n"
    #expect(
      parseError(
        "# T\n\n- id: t\n- source: s.txt\n\n## Add an action\n\n\(step)\n## Add an action\n\n\(step)"
      )
        == error(
          16, "two steps are titled 'Add an action' (lines 6 and 16): give each step its own title")
    )
    // A third step of that title is told of the one just before it; titles in any script.
    let title = "添加\u{4E00}个按钮"
    let text =
      "# T\n\n- id: t\n- source: s.txt\n\n## \(title)\n\n\(step)\n## \(title)\n\n\(step)\n"
      + "## \(title)\n\n\(step)"
    let problems = LessonParser.parseReportingAll(text, path: "x.md").problems.map(\.message)
    #expect(
      problems == [
        "two steps are titled '\(title)' (lines 6 and 16): give each step its own title",
        "two steps are titled '\(title)' (lines 16 and 26): give each step its own title",
      ])
  }

  @Test func misplacedBlocks() {
    #expect(
      parseError("# T\n\n- id: t\n- source: s.txt\n\n```goal\nit: a\n```\n")
        == error(6, "a '```goal' block belongs to a step: put it after a '## Step title' heading"))
    #expect(
      parseError(inStep("```swift setup\nx\n```\n"))
        == error(
          8, "the '```swift setup' block must come before the first step, not inside step 'S'"))
    #expect(
      parseError(inStep("```swift strat\nx\n```\n"))
        == error(
          8,
          "unknown code block '```swift strat': a lesson knows '```swift' (a step's code), "
            + "'```swift start', '```swift setup', '```goal' and '```hints'"))
    #expect(
      parseError(inStep("# Another\n"))
        == error(8, "a lesson has one '#' title (line 1): start a step with '##' instead"))
  }

  /// Every problem of a file, in file order, each where the mistake is.
  func allProblems(_ text: String) -> [String] {
    LessonParser.parseReportingAll(text, path: "x.md").problems.map(\.description)
  }

  @Test func columnsPointAtTheMistake() {
    #expect(
      allProblems(
        "# T\n\n- id: t\n- source: s.txt\n- device: ipod\n\n## S\n\n```swift\nx\n```\n\n```goal\n  a: b\n  no label\n```\n"
      )
        == [
          "x.md:5:11: error: unknown device 'ipod' (did you mean 'ipad'?); the known devices are "
            + "iphone, iphone-landscape, iphone-plus, iphone-plus-landscape, ipad, ipad-landscape, "
            + "ipad-split",
          "x.md:15:3: error: goal line 2 has no label: write 'label: predicate'",
        ])
  }

  @Test func everyProblemOfAFileIsReported() {
    let text = """
      # T

      - id: t
      - source: s.txt
      - device: toaster
      - ios: 6.0

      ## S

      ```swift
      x
      ```

      ```goal
      crash: nope!
      ```
      """
    #expect(
      allProblems(text) == [
        "x.md:5:11: error: unknown device 'toaster'; the known devices are iphone, "
          + "iphone-landscape, iphone-plus, iphone-plus-landscape, ipad, ipad-landscape, ipad-split",
        "x.md:6:8: error: iOS 6.0 is too old: lessons can start on iOS 7.0 or later",
        "x.md:15:1: error: 'crash:' takes one rule id such as 'one-cancel', not 'nope!'",
      ])
  }

  @Test func anUnclosedGoalFenceIsReportedWhereItOpens() {
    let text = inStep(
      solution + "```goal\nit: alert.actions.count == 1\n\n1. A hint.\n2. Another.\n")
    #expect(
      allProblems(text) == [
        "x.md:12:1: error: the '```goal' block that starts here is never closed: end it with a "
          + "line '```' (everything after it was read as part of the block)"
      ])
  }

  @Test func aLabelBeforeCrashIsReportedOnItsGoalLine() {
    let text = inStep(solution + "```goal\nthe crash: crash: one-cancel\n```\n")
    #expect(
      allProblems(text) == [
        "x.md:13:12: error: goal line 1 puts the label 'the crash' before 'crash:': write "
          + "'crash: one-cancel' alone on the line (the learner sees it as its label)"
      ])
  }

  @Test func aTypoInAMetadataKeyIsNamedWithItsNearestKey() {
    #expect(
      allProblems(
        "# T\n\n- id: t\n- sorce: s.txt\n\n## S\n\n```swift\nx\n```\n\n```goal\na: b\n```\n")
        == [
          "x.md:3:1: error: the lesson has no 'source': add '- source: SEED-FILE.txt, \"Section\"' "
            + "to the list under the title",
          "x.md:4:3: error: unknown metadata key 'sorce' (did you mean 'source'?); the known keys "
            + "are id, source, device, ios, translation-of",
        ])
  }
}
