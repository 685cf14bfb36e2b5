import CCmark
import Foundation
import Testing

@testable import AlertLabTutor

/// The example in `Lessons/README.md` is a lesson a teacher may copy: it must parse.
@Suite struct AuthoringGuideTests {
  @Test func theGuidesCompleteExampleParses() throws {
    let guide = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Lessons/README.md")
    let text = try String(contentsOf: guide, encoding: .utf8)
    let document = try MarkdownDocument(text)
    let example = try #require(
      document.root.children.first { node in
        node.type == CMARK_NODE_CODE_BLOCK && node.infoWords == ["markdown"]
      })
    let lesson = try LessonParser.parse(example.literal, path: "Lessons/01-first-alert.md")
    #expect(lesson.id == "first-alert")
    #expect(
      lesson.setupCode
        == "// Run before every step, never shown as a step.\nlet greeting = \"DefaultStyle\"")
    #expect(
      lesson.steps.map(\.title) == [
        "Make an alert", "Add a cancel button", "Break it: a second cancel",
      ])
    #expect(lesson.steps.map(\.isBreakIt) == [false, false, true])
    #expect(lesson.steps.map(\.hints.count) == [2, 2, 1])
    withExtendedLifetime(document) {}
  }
}
