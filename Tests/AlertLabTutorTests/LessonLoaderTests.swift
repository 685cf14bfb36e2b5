import Foundation
import Testing

@testable import AlertLabTutor

@Suite struct LessonLoaderTests {
  static func lesson(id: String, title: String = "A lesson") -> String {
    """
    # \(title)

    - id: \(id)
    - source: 001_1ba81a9920402955.txt

    ## The step

    ```swift
    let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
    ```

    ```goal
    it exists: alert.title == "T"
    ```
    """
  }

  func fixtures() throws -> String {
    let url = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
    return url.path + "/Course"
  }

  @Test func loadsTheGoodFixtureLessonsAndReportsTheBrokenOne() throws {
    let folder = try fixtures()
    let (lessons, errors) = LessonLoader.loadDirectory(folder)
    #expect(lessons.map(\.id) == ["first-alert", "one-cancel"])
    #expect(lessons.map(\.path) == [folder + "/01-first-alert.md", folder + "/02-one-cancel.md"])
    #expect(
      errors == [
        LessonError(
          file: folder + "/03-no-goal.md", line: 6,
          message:
            "step 'Make a popover' has no goal block: add a '```goal' block saying what must "
            + "become true")
      ])
  }

  @Test func fixtureLessonsHaveTheirStepsGoalsAndHints() throws {
    let (lessons, _) = LessonLoader.loadDirectory(try fixtures())
    let first = try #require(lessons.first)
    #expect(first.title == "A first alert")
    #expect(
      first.source == LessonSource(file: "001_1ba81a9920402955.txt", section: "A Simple Alert"))
    #expect(first.steps.map(\.title) == ["Make an alert", "Give it a button", "Show it"])
    #expect(first.steps.map(\.goals.count) == [2, 2, 1])
    #expect(first.steps.map(\.hints.count) == [2, 2, 1])
    #expect(first.steps[2].goals[0].kind == .predicate("self.presentedViewController === alert"))
    #expect(
      first.steps[1].hints[1] == "`alert.addAction(UIAlertAction(title: \"OK\", style: .default))`")

    let second = try #require(lessons.last)
    #expect(
      second.setupCode
        == #"let alert = UIAlertController(title: "Delete photo?", message: nil, preferredStyle: .alert)"#
    )
    #expect(second.steps.map(\.isBreakIt) == [false, true])
    #expect(second.steps[1].startCode == #"let note = "the first cancel is already there""#)
    #expect(
      second.steps[1].goals == [
        Goal(label: "crash: one-cancel", kind: .crash(ruleID: "one-cancel"), line: 38)
      ])
  }

  @Test func oneBrokenAndTwoGoodLessons() throws {
    let folder = try TemporaryFolder()
    try folder.write("01-alerts.md", Self.lesson(id: "alerts"))
    try folder.write("02-broken.md", "# Broken\n\n- id: Broken Lesson\n")
    try folder.write("03-sheets.md", Self.lesson(id: "sheets"))
    try folder.write("README.md", "# How to write lessons\n")
    try folder.write("notes.txt", "not a lesson")
    let (lessons, errors) = LessonLoader.loadDirectory(folder.path)
    #expect(lessons.map(\.id) == ["alerts", "sheets"])
    #expect(
      errors == [
        LessonError(
          file: folder.file("02-broken.md"), line: 1,
          message: "the lesson has no steps: start each step with a '## Step title' heading"),
        LessonError(
          file: folder.file("02-broken.md"), line: 3,
          message:
            "the lesson has no 'source': add '- source: SEED-FILE.txt, \"Section\"' to the list "
            + "under the title"),
        LessonError(
          file: folder.file("02-broken.md"), line: 3, column: 7,
          message:
            "the id 'Broken Lesson' may contain only lowercase letters, digits and '-' (e.g. first-alert)"
        ),
      ])
  }

  @Test func loadsInFileNameOrder() throws {
    let folder = try TemporaryFolder()
    try folder.write("10-last.md", Self.lesson(id: "last"))
    try folder.write("02-second.md", Self.lesson(id: "second"))
    try folder.write("01-first.md", Self.lesson(id: "first"))
    #expect(
      LessonLoader.loadDirectory(folder.path + "/").lessons.map(\.id) == [
        "first", "second", "last",
      ])
  }

  @Test func duplicateIDsNameBothFiles() throws {
    let folder = try TemporaryFolder()
    try folder.write("01-alerts.md", Self.lesson(id: "alerts"))
    try folder.write("02-more-alerts.md", Self.lesson(id: "alerts", title: "More alerts"))
    let (lessons, errors) = LessonLoader.loadDirectory(folder.path)
    #expect(lessons.map(\.title) == ["A lesson"])
    #expect(
      errors == [
        LessonError(
          file: folder.file("02-more-alerts.md"), line: 3,
          message: "the lesson id 'alerts' is already used by \(folder.file("01-alerts.md"))")
      ])
  }

  @Test func invalidUTF8NamesTheFileAndLine() throws {
    let folder = try TemporaryFolder()
    var bytes = Array("# Caf\u{E9}\n\n- id: cafe\n- source: s.txt, \"".utf8)
    bytes += [0x43, 0x61, 0x66, 0xE9, 0x22, 0x0A]  // "Café" in Latin-1
    try Data(bytes).write(to: URL(fileURLWithPath: folder.file("01-cafe.md")))
    try folder.write("02-alerts.md", Self.lesson(id: "alerts"))
    let (lessons, errors) = LessonLoader.loadDirectory(folder.path)
    #expect(lessons.map(\.id) == ["alerts"])
    #expect(
      errors == [
        LessonError(
          file: folder.file("01-cafe.md"), line: 4,
          message: "the file is not UTF-8 text: save it with the UTF-8 encoding")
      ])
  }

  @Test func misnamedMarkdownFileIsReported() throws {
    let folder = try TemporaryFolder()
    try folder.write("alerts.md", Self.lesson(id: "alerts"))
    #expect(
      LessonLoader.loadDirectory(folder.path).errors == [
        LessonError(
          file: folder.file("alerts.md"), line: 0,
          message: "a lesson file is named NN-slug.md, such as 03-action-sheets.md")
      ])
  }

  @Test func missingFolderAndFile() {
    #expect(
      LessonLoader.loadDirectory("/nonexistent/Lessons").errors == [
        LessonError(
          file: "/nonexistent/Lessons", line: 0, message: "cannot read the lessons folder")
      ])
    #expect(
      LessonLoader.loadFile("/nonexistent/01-x.md")
        == .failure(LessonError(file: "/nonexistent/01-x.md", line: 0, message: "no such file")))
  }
}
