import AlertLabTutor
import Foundation
import Testing

@testable import AlertLabShell

@Suite struct TranscriptTests {
  let document = """
    # Workshop

    Some prose, and a Swift block that is not a transcript:

    ```swift
    let x = 1
    ```

    ```alertlab ascii ios=8
    alertlab> let alert = UIAlertController(title: "T", message: nil,
    ...>   preferredStyle: .alert)
    alert: UIAlertController = <UIAlertController: 0x600000c04000 title: "T" style: .alert actions: 0>
    alertlab> alert.preferredAction = nil
    stale output
    ```

    The end.
    """

  @Test func blocksAreFoundWithTheirOptionsAndEntries() {
    let blocks = Transcript.blocks(in: document)
    #expect(blocks.count == 1)
    let block = blocks[0]
    #expect(block.options == ["ascii", "ios=8"])
    #expect(block.option("ios") == "8")
    #expect(block.openingLine == 9)
    #expect(block.closingLine == 15)
    #expect(
      block.entries.map(\.input) == [
        "let alert = UIAlertController(title: \"T\", message: nil,\n  preferredStyle: .alert)",
        "alert.preferredAction = nil",
      ])
    #expect(block.entries[1].output == ["stale output"])
  }

  @Test func lessonPromptsAreInputs() {
    #expect(Transcript.prompt(of: "one-cancel 2/4> :hint") == "one-cancel 2/4> ")
    #expect(Transcript.prompt(of: "alertlab> x") == "alertlab> ")
    #expect(Transcript.prompt(of: "note: a > b") == nil)
    #expect(Transcript.prompt(of: "x 1/2 > y") == nil)
  }

  @Test func replayFindsTheDifferenceAndBlessRewritesOnlyTheBlock() {
    let result = TranscriptReplay.run(document, path: "w.md", base: Session.Options())
    #expect(result.inputs == 2)
    #expect(
      result.mismatches.map(\.description) == [
        "w.md:13:1: error: after 'alert.preferredAction = nil', output line 1 differs\n"
          + "  expected: stale output\n"
          + "  actual:   input:1:7: error: 'preferredAction' is only available in iOS 9.0 or "
          + "newer (this app runs iOS 8.0)"
      ])
    #expect(result.blessed.hasPrefix("# Workshop\n"))
    #expect(result.blessed.hasSuffix("```\n\nThe end."))
    #expect(result.blessed.contains("...>   preferredStyle: .alert)"))
    #expect(!result.blessed.contains("stale output"))
    let again = TranscriptReplay.run(result.blessed, path: "w.md", base: Session.Options())
    #expect(again.passed)
  }

  @Test func aSessionRecordsWhatItShows() {
    var session = Session(options: Session.Options(ascii: true, record: true))
    _ = session.submit("let n = 1")
    _ = session.submit(":vars")
    let body = Transcript.body(session.recordedEntries)
    #expect(
      body == [
        "alertlab> let n = 1", "n: Int = 1", "alertlab> :vars",
        "n: Int = 1", "sender: UIButton = <UIButton: 0x600000c03000 title: \"Show Sheet\">",
        "On the screen (from the scene):",
        "  addButton: UIBarButtonItem = <UIBarButtonItem: 0x600000c02000 title: \"+\">",
        "  button: UIButton = <UIButton: 0x600000c03000 title: \"Show Sheet\">",
      ])
  }

  /// The recorded workshops under Examples/workshops replay as recorded (CI runs them with
  /// `alertlab test` too).
  @Test func theRecordedWorkshopsReplay() throws {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let folder = repository.appendingPathComponent("Examples/workshops")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".md") && $0 != "README.md" }.sorted()
    #expect(names == ["free-session.md", "one-cancel-walkthrough.md"])
    var base = Session.Options()
    base.lessonsDirectory = repository.appendingPathComponent("Lessons").path
    for name in names {
      let path = folder.appendingPathComponent(name).path
      let result = TranscriptReplay.run(
        try String(contentsOfFile: path, encoding: .utf8), path: path, base: base)
      #expect(result.passed, "\(name): \(result.mismatches.map(\.description))")
      #expect(result.inputs >= 10)
    }
  }
}
