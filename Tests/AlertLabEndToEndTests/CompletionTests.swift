import Testing

@testable import alertlab

@Suite struct CompletionTests {
  @Test func breaksWordsAtPunctuationButNotInsideIdentifiers() {
    let breaks = Completion.wordBreakCharacters
    for character in [" ", ".", "(", ":", ",", ")", "\"", "=", "\t", "\n"] {
      #expect(breaks.contains(character), "\(character.debugDescription) ends a word")
    }
    for character in ["_", "$", "#", "@", "a", "Z", "0"] {
      #expect(!breaks.contains(character), "\(character.debugDescription) is part of a word")
    }
  }

  @Test func keepsTheColonOfAMetaCommand() {
    let words = Completion.replacements(
      for: [":help", ":hint"], word: "h", lineBeforeCursor: ":h", startsStatement: true)
    #expect(words == ["help", "hint"])
  }

  @Test func keepsTheColonAfterLeadingSpaces() {
    let words = Completion.replacements(
      for: [":help"], word: "he", lineBeforeCursor: "  :he", startsStatement: true)
    #expect(words == ["help"])
  }

  @Test func dropsCandidatesWithoutTheColonTheLineAlreadyHas() {
    let words = Completion.replacements(
      for: [":help", "help"], word: "he", lineBeforeCursor: ":he", startsStatement: true)
    #expect(words == ["help"])
  }

  @Test func leavesMemberCandidatesAsTheyAre() {
    let words = Completion.replacements(
      for: ["addAction(", "addTextField("], word: "add", lineBeforeCursor: "alert.add",
      startsStatement: true)
    #expect(words == ["addAction(", "addTextField("])
  }

  @Test func treatsAColonInsideAStatementAsPunctuation() {
    let afterLabel = Completion.replacements(
      for: ["cancel"], word: "", lineBeforeCursor: "UIAlertAction(style:", startsStatement: true)
    #expect(afterLabel == ["cancel"])
    let onALaterLine = Completion.replacements(
      for: [":help"], word: "he", lineBeforeCursor: ":he", startsStatement: false)
    #expect(onALaterLine == [":help"])
  }

  @Test func replacesTheWordWithOneCandidateWhole() {
    #expect(Completion.replacementNow(for: ["help"], word: "he") == "help")
    #expect(Completion.replacementNow(for: [], word: "he") == nil)
  }

  @Test func extendsTheWordToWhatSeveralCandidatesShare() {
    #expect(
      Completion.replacementNow(for: ["addAction(", "addTextField("], word: "a") == "add")
    #expect(
      Completion.replacementNow(for: ["preferredAction", "preferredStyle"], word: "pre")
        == "preferred")
  }

  @Test func neverShortensWhatWasTyped() {
    #expect(Completion.replacementNow(for: ["Action", "action"], word: "act") == "act")
  }

  @Test func sharesWholeCharactersOnly() {
    #expect(Completion.commonPrefix(["删除照片", "删除"]) == "删除")
    #expect(Completion.commonPrefix(["é", "e"]) == "")
    #expect(Completion.commonPrefix([]) == "")
  }

  @Test func asksAboutTheWholeUnfinishedStatement() {
    #expect(Completion.query(pendingLines: [], line: "alert.add") == "alert.add")
    #expect(
      Completion.query(pendingLines: ["alert.addTextField {", "  $0.place"], line: "  $0.te")
        == "alert.addTextField {\n  $0.place\n  $0.te")
  }
}
