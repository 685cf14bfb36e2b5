import Testing

@testable import alertlab

@Suite struct LineEditorTests {
  @Test func marksColourInThePromptAsTakingNoRoom() {
    let prompt = "\u{1B}[1;34malertlab\u{1B}[0m> "
    #expect(
      LineEditor.markingEscapeSequences(in: prompt)
        == "\u{1}\u{1B}[1;34m\u{1}alertlab\u{1}\u{1B}[0m\u{1}> ")
  }

  @Test func leavesAPlainPromptAlone() {
    #expect(LineEditor.markingEscapeSequences(in: "alertlab> ") == "alertlab> ")
    #expect(LineEditor.markingEscapeSequences(in: "删除 ...> ") == "删除 ...> ")
  }

  @Test func toleratesAnUnfinishedSequence() {
    #expect(LineEditor.markingEscapeSequences(in: "a\u{1B}[1") == "a\u{1}\u{1B}[1\u{1}")
    #expect(LineEditor.markingEscapeSequences(in: "a\u{1B}") == "a\u{1B}")
  }
}
