import Testing

@testable import AlertLabTutor

@Suite struct LessonParserTests {
  static let complete = """
    # A first alert

    - id: first-alert
    - source: 001_1ba81a9920402955.txt, "A Simple Alert"
    - device: ipad
    - ios: 8.0

    Alerts tell the user something *important*.

    ```swift setup
    let title = "DefaultStyle"
    ```

    ## Make an alert

    Create a `UIAlertController` with the **alert** style.

    ```swift
    let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
    ```

    ```goal
    // checked after every statement
    the alert exists: alert.title == "DefaultStyle"

    its style is alert: alert.preferredStyle == .alert
    ```

    1. Start with `UIAlertController(`.
    2. Pass *both* `title:` and
       `preferredStyle: .alert`.

    ## Break it: a second cancel

    > UIKit allows one cancel action.

    ```swift start
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    ```

    1. Think first.

    ```swift
    alert.addAction(UIAlertAction(title: "Also cancel", style: .cancel))
    ```

    ```swift
    print(alert.actions.count)
    ```

    ```goal
    crash: one-cancel
    warning: present-twice
    ```

    1. Add a second `.cancel` action.

    2. Any title will do.

    - A list after the hints is prose.
    <!-- a note for authors, never shown -->
    """

  @Test func parsesEveryFieldOfACompleteLesson() throws {
    let lesson = try LessonParser.parse(Self.complete, path: "Lessons/01-first-alert.md")
    var expected = Lesson(
      id: "first-alert",
      title: "A first alert",
      source: LessonSource(file: "001_1ba81a9920402955.txt", section: "A Simple Alert"),
      device: "ipad",
      iOS: "8.0",
      introduction: [
        .paragraph([
          .text("Alerts tell the user something "), .emphasis([.text("important")]), .text("."),
        ])
      ],
      setupCode: "let title = \"DefaultStyle\"",
      setupLine: 10,
      steps: [
        LessonStep(
          title: "Make an alert",
          prose: [
            .paragraph([
              .text("Create a "), .code("UIAlertController"), .text(" with the "),
              .strong([.text("alert")]), .text(" style."),
            ])
          ],
          code: "let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)",
          codeLine: 18,
          goals: [
            Goal(
              label: "the alert exists", kind: .predicate("alert.title == \"DefaultStyle\""),
              line: 24),
            Goal(
              label: "its style is alert", kind: .predicate("alert.preferredStyle == .alert"),
              line: 26),
          ],
          hints: [
            "Start with `UIAlertController(`.",
            "Pass *both* `title:` and `preferredStyle: .alert`.",
          ],
          line: 14),
        LessonStep(
          title: "Break it: a second cancel",
          prose: [
            .quote([.paragraph([.text("UIKit allows one cancel action.")])]),
            .orderedList(start: 1, [[.paragraph([.text("Think first.")])]]),
            .code(language: "swift", "print(alert.actions.count)"),
            .bulletList([[.paragraph([.text("A list after the hints is prose.")])]]),
          ],
          code: "alert.addAction(UIAlertAction(title: \"Also cancel\", style: .cancel))",
          codeLine: 43,
          startCode: "alert.addAction(UIAlertAction(title: \"Cancel\", style: .cancel))",
          startCodeLine: 37,
          goals: [
            Goal(label: "crash: one-cancel", kind: .crash(ruleID: "one-cancel"), line: 52),
            Goal(
              label: "warning: present-twice", kind: .warning(ruleID: "present-twice"), line: 53),
          ],
          hints: ["Add a second `.cancel` action.", "Any title will do."],
          line: 33),
      ],
      path: "Lessons/01-first-alert.md",
      line: 1,
      idLine: 3, sourceLine: 4, sourceColumn: 11)
    expected.metadataLines = ["id": 3, "source": 4, "device": 5, "ios": 6]
    #expect(lesson == expected)
    #expect(lesson.steps.map(\.isBreakIt) == [false, true])
  }

  /// A lesson of one step whose metadata is `metadata`.
  static func oneStepLesson(_ metadata: String) throws -> Lesson {
    try LessonParser.parse(
      """
      # Short

      \(metadata)

      ## Only step

      ```swift
      let a = 1
      ```

      ```goal
      advice: cancel-last
      ```
      """, path: "x.md")
  }

  @Test func aSourceIsReadAsWrittenNotAsMarkdown() throws {
    let lesson = try Self.oneStepLesson(
      """
      - id: under-1
      - source: https://example.com/view/sheet(_:onDismiss:), "sheet(_:onDismiss:) and _more_"
      """)
    #expect(
      lesson.source
        == LessonSource(
          file: "https://example.com/view/sheet(_:onDismiss:)",
          section: "sheet(_:onDismiss:) and _more_"))
  }

  @Test func defaultsDeviceAndIOSAndAllowsNoSection() throws {
    let lesson = try Self.oneStepLesson(
      """
      - id: short-1
      - source: 000_0c96e694a7911296.txt
      """)
    #expect(lesson.device == "iphone")
    #expect(lesson.iOS == "17.0")
    #expect(lesson.source == LessonSource(file: "000_0c96e694a7911296.txt", section: nil))
    #expect(lesson.introduction == [])
    #expect(lesson.setupCode == nil)
    #expect(lesson.steps[0].hints == [])
    #expect(
      lesson.steps[0].goals == [
        Goal(label: "advice: cancel-last", kind: .advice(ruleID: "cancel-last"), line: 13)
      ])
    #expect(lesson.steps[0].isBreakIt == false)
  }

  @Test func acceptsWindowsLineEndings() throws {
    let text =
      "# T\r\n\r\n- id: t\r\n- source: s.txt\r\n\r\n## S\r\n\r\n```swift\r\nlet a = 1\r\n```\r\n\r\n```goal\r\nit: a == 1\r\n```\r\n"
    let lesson = try LessonParser.parse(text, path: "t.md")
    #expect(lesson.steps[0].code == "let a = 1")
    #expect(lesson.steps[0].goals == [Goal(label: "it", kind: .predicate("a == 1"), line: 13)])
  }

  @Test func splitsAGoalAtTheFirstColonSpace() throws {
    let lesson = try LessonParser.parse(
      """
      # T

      - id: t
      - source: s.txt

      ## S

      ```swift
      let a = "x: y"
      ```

      ```goal
      the text: a == "x: y"
      ```
      """, path: "t.md")
    #expect(
      lesson.steps[0].goals == [
        Goal(label: "the text", kind: .predicate("a == \"x: y\""), line: 13)
      ])
  }
}

extension LessonParserTests {
  @Test func hintsReadWellAsPlainText() throws {
    let lesson = try LessonParser.parse(
      """
      # T

      - id: t
      - source: s.txt

      ## S

      ```swift
      x
      ```

      ```goal
      it: a
      ```

      1. Look at alert.actions[0]: 2 < 3, a_b_c, #1 (see [the docs](https://example.com)).
      2. Type ``print(`x`)`` and press **Return**
         to run it.
      3. Two paragraphs.

         The second one.
      """, path: "t.md")
    #expect(
      lesson.steps[0].hints == [
        "Look at alert.actions[0]: 2 < 3, a_b_c, #1 (see the docs).",
        "Type `` print(`x`) `` and press **Return** to run it.",
        "Two paragraphs.\n\nThe second one.",
      ])
  }
}
