import Testing

@testable import AlertLabTutor

/// What a step does once its goals are met (`- then: next|wait`, or its text inviting a
/// look around), and how a lesson's source is named to a learner.
@Suite struct StepEndingTests {
  func lesson(_ body: String) throws -> Lesson {
    try LessonParser.parse(
      "# T\n\n- id: t\n- source: s.txt\n\n## S\n\n" + body, path: "Lessons/03-x.md")
  }

  func step(prose: String, code: String = "x", then: String? = nil) throws -> LessonStep {
    let ending = then.map { "- then: \($0)\n\n" } ?? ""
    let parsed = try lesson(
      prose + "\n\n```swift\n" + code + "\n```\n\n" + ending + "```goal\ng: x == 1\n```\n")
    return try #require(parsed.steps.first)
  }

  @Test func aStepThatInvitesExploringWaits() throws {
    let invites = try step(prose: "Type `:ios 8` to see the article's picture.")
    #expect(invites.invitesExploring)
    #expect(invites.waitsWhenDone)
    #expect(try step(prose: "`:describe` says in words what is there.").waitsWhenDone)
    #expect(try step(prose: "Try `:rotate`.").waitsWhenDone)
  }

  @Test func aStepWhoseTextNamesOnlyWhatItsCodeDoesMovesOn() throws {
    // The step's own gesture is what to type, not an invitation.
    #expect(try !step(prose: "Type `:tap \"OK\"`.", code: ":tap \"OK\"").waitsWhenDone)
    #expect(try !step(prose: "Switch with `:ios 8`.", code: ":ios 8").waitsWhenDone)
    // Gestures that change the app are not exploring; plain prose is not either.
    #expect(try !step(prose: "Close it with `:tap \"Cancel\"` first.").waitsWhenDone)
    #expect(try !step(prose: "Type :ios 8 somewhere.").waitsWhenDone)
  }

  @Test func thenChoosesAndIsNotShownAsProse() throws {
    let waits = try step(prose: "Present it.", then: "wait")
    #expect(waits.ending == .wait)
    #expect(waits.waitsWhenDone)
    #expect(waits.prose.count == 1, "the then: line is not text for the learner")
    let movesOn = try step(prose: "Type `:ios 8` to compare.", then: "next")
    #expect(movesOn.ending == .next)
    #expect(!movesOn.waitsWhenDone)
    // A list of more than one item is prose.
    let list = try step(prose: "- then: wait\n- and more")
    #expect(list.ending == nil)
  }

  @Test func anUnknownThenIsAnError() {
    #expect(throws: LessonError.self) {
      try step(prose: "Text.", then: "later")
    }
    do {
      _ = try step(prose: "Text.", then: "later")
    } catch let error as LessonError {
      #expect(
        error.description
          == "Lessons/03-x.md:14:1: error: 'then: later' is not known: write '- then: next' or "
          + "'- then: wait'")
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }

  @Test func aSeedIsNamedByItsTitleNotItsFileName() {
    let seed = LessonSource(file: "001_1ba81a9920402955.txt", section: "A Simple Alert")
    #expect(
      seed.citation
        == "“UIAlertController changes in iOS 8” (an English blog post, reposted on th7.cn), "
        + "section “A Simple Alert”")
    #expect(!seed.citation.contains(".txt"))
    for article in Articles.course {
      #expect(!LessonSource(file: article.file).citation.contains(article.file))
      #expect(LessonSource(file: article.file).citation.hasPrefix("“\(article.title)” ("))
    }
    // A teacher's own source is shown as written.
    #expect(LessonSource(file: "notes.txt", section: "Part 2").citation == "notes.txt, \"Part 2\"")
  }

  @Test func aWebPageIsNamedByItsTitleThenItsAddress() {
    let page = LessonSource(
      file: "https://stackoverflow.com/questions/123/a-question", section: "A question")
    #expect(page.citation == "“A question” (https://stackoverflow.com/questions/123/a-question)")
    #expect(Articles().problem(with: page) == nil)
    let untitled = LessonSource(file: "https://developer.apple.com/documentation/uikit")
    #expect(untitled.citation == "https://developer.apple.com/documentation/uikit")
    #expect(
      Articles().problem(with: untitled)?.english
        == "the web page 'https://developer.apple.com/documentation/uikit' has no title: write "
        + "'- source: https://developer.apple.com/documentation/uikit, \"Page title\"'")
    let plain = LessonSource(file: "http://example.com/page", section: "Page")
    #expect(
      Articles().problem(with: plain)?.english
        == "the source 'http://example.com/page' is not an https:// address: write the page's "
        + "https:// address")
    // Read as bytes when ASCII, as characters otherwise: the same rules either way.
    for address in [
      "https://a-b.c0m/x?q=1#f", "https://a.com/\u{5B57}", "https://A.COM",
      "https://a.b.c/x\u{301}",
    ] {
      #expect(
        Articles().problem(with: LessonSource(file: address, section: "T")) == nil, "\(address)")
    }
    for address in [
      "https://", "https://localhost/x", "https://a.com/x y", "https://a.com/\"x\"",
      "https://a.com/x\ty", "https://.a.com/x", "https://a.com./x", "https://a_b.com/x",
      "https://a.com/<x>", "https://\u{4F8B}.com/x", "https://a.com/\u{201C}x\u{201D}",
      "https://a.com/x\u{3000}y", "https://a.com/\u{5B57} y",
    ] {
      #expect(
        Articles().problem(with: LessonSource(file: address, section: "T"))?.english.hasPrefix(
          "the web address '\(address)' is not well formed") == true, "\(address)")
    }
  }
}
