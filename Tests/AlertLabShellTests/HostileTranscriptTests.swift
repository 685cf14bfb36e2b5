import AlertLabTutor
import Testing

@testable import AlertLabShell

/// Transcripts and lessons as files in the wild come: Windows line ends, deep quotes, blocks
/// inside quotes and lists.
@Suite struct HostileTranscriptTests {
  @Test func windowsLineEndsReplayAndBlessWithThem() {
    let text = "# T\r\n\r\n```alertlab\r\nalertlab> let x = 1\r\nx: Int = 2\r\n```\r\n"
    let result = TranscriptReplay.run(text, path: "t.md", base: Session.Options())
    #expect(result.blocks == 1)
    #expect(result.mismatches.count == 1)
    #expect(
      result.blessed == "# T\r\n\r\n```alertlab\r\nalertlab> let x = 1\r\nx: Int = 1\r\n```\r\n")
  }

  @Test func aHundredThousandNestedQuotesAreRefusedNotRecursedInto() {
    let text =
      String(repeating: "> ", count: 100_000) + "hi\n\n```alertlab\nalertlab> let x = 1\n```\n"
    let result = TranscriptReplay.run(text, path: "deep.md", base: Session.Options())
    #expect(
      result.mismatches.map(\.description) == [
        "deep.md: error: the Markdown nests quotes, lists or emphasis more than 100 levels deep"
      ])
    #expect(throws: LessonError.self) {
      try LessonParser.parse("# Deep\n\n" + text, path: "deep.md")
    }
    #expect(
      LessonParser.prose(markdown: String(repeating: "> ", count: 100_000) + "hint").count == 1)
  }

  @Test func blessingABlockInsideAQuoteOrAListKeepsItsPrefixes() {
    let text = """
      > ```alertlab
      > alertlab> let x = 1
      > x: Int = 2
      > ```

      - item

        ```alertlab
        alertlab> let y = 1
        ```
      """
    let blessed = TranscriptReplay.run(text, path: "q.md", base: Session.Options()).blessed
    #expect(
      blessed == """
        > ```alertlab
        > alertlab> let x = 1
        > x: Int = 1
        > ```

        - item

          ```alertlab
          alertlab> let y = 1
          y: Int = 1
          ```
        """)
    let rerun = TranscriptReplay.run(blessed, path: "q.md", base: Session.Options())
    #expect(rerun.passed)
    #expect(rerun.inputs == 2)
  }
}
