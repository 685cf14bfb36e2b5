import AlertLabTutor
import Foundation
import Testing

@testable import AlertLabShell

/// The course's own `Lessons` folder.
func courseLessons() -> String {
  URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Lessons").path
}

@Suite struct SessionLanguageTests {
  func session(progress: String? = nil, language: Language? = nil, environment: Language = .en)
    -> Session
  {
    var options = Session.Options(
      ascii: true, width: 80, script: true, lessonsDirectory: courseLessons(),
      progressPath: progress)
    options.language = language
    options.environmentLanguage = environment
    return Session(options: options)
  }

  func temporaryFile() -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("alertlab-progress-\(UUID().uuidString).json").path
  }

  @Test func theEnvironmentsLanguageShowsTheTranslatedLesson() {
    var shell = session(environment: .zh)
    let start = shell.submit(":lesson one-cancel")
    #expect(start.hasPrefix("第 3 课（共 26 课）：只能有一个取消按钮\n"))
    #expect(start.contains("第 1 步（共 4 步）：一个取消按钮\n"))
    #expect(start.contains("  [ ] 一个按钮\n  [ ] 它是取消按钮\n"))
    #expect(shell.prompt == "one-cancel 1/4> ")
    #expect(shell.submit(":hint").hasPrefix("提示 1/3："))
    // The code and the goals are the original's: the English solution meets them.
    let done = shell.submit(
      "let cancelAction = UIAlertAction(title: \"Cancel\", style: .cancel) { _ in log = "
        + "\"Cancel action\" }\nalert.addAction(cancelAction)")
    #expect(done.contains("  [x] 一个按钮\n  [x] 它是取消按钮\n这一步完成了！\n"))
  }

  @Test func langSwitchesTheStepAndIsRemembered() throws {
    let path = temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: path) }
    var shell = session(progress: path)
    #expect(shell.submit(":lesson one-cancel").contains("Step 1 of 4: A cancel action\n"))
    let hindi = shell.submit(":lang hi")
    #expect(hindi.hasPrefix("भाषा: हिन्दी।\nचरण 1 / 4: एक cancel ऐक्शन\n"))
    #expect(shell.language == .hi)
    #expect(
      shell.submit(":lang")
        == "भाषा: हिन्दी। :lang CODE से बदलें: en (English), hi (हिन्दी, Hindi), zh (中文,\n"
        + "Chinese), zh-Hant (中文（繁體）, Chinese (Traditional))।\n")
    #expect(
      shell.submit(":lang fr")
        == "अनजानी भाषा 'fr': AlertLab ये भाषाएँ बोलता है: en (English), hi (हिन्दी, Hindi), zh\n"
        + "(中文, Chinese), zh-Hant (中文（繁體）, Chinese (Traditional))।\n")
    let saved = try #require(FileManager.default.contents(atPath: path))
    #expect(try JSONDecoder().decode(LearnerProgress.self, from: saved).language == .hi)

    // The next start, in an English environment, resumes in Hindi.
    var again = session(progress: path)
    #expect(again.resume().contains("चरण 1 / 4: एक cancel ऐक्शन\n"))
    // `--lang` wins over the saved choice, and is saved in its place.
    var english = session(progress: path, language: .en, environment: .zh)
    #expect(english.resume().contains("Step 1 of 4: A cancel action\n"))
    let resaved = try #require(FileManager.default.contents(atPath: path))
    #expect(try JSONDecoder().decode(LearnerProgress.self, from: resaved).language == .en)
  }

  @Test func langBeforeTheCourseIsOpenIsSavedToo() throws {
    let path = temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: path) }
    var shell = session(progress: path)
    #expect(shell.submit(":lang zh") == "语言：中文。\n")
    let saved = try #require(FileManager.default.contents(atPath: path))
    #expect(try JSONDecoder().decode(LearnerProgress.self, from: saved).language == .zh)
    #expect(shell.submit(":lessons").contains("one-cancel             只能有一个取消按钮 (0/4)"))
  }

  @Test func aTranscriptShowsTheLanguageItsHeaderNames() throws {
    var base = Session.Options(ascii: true, lessonsDirectory: courseLessons())
    base.environmentLanguage = .zh
    let english = try #require(
      Transcript.blocks(in: "```alertlab\nalertlab> :lang\nLanguage: English. x\n```\n").first)
    #expect(
      TranscriptReplay.session(for: TranscriptSetup(), block: english, base: base).language
        == .en)
    let setup = TranscriptSetup(language: "hi")
    #expect(setup.words == ["lang=hi"])
    #expect(TranscriptReplay.session(for: setup, block: english, base: base).language == .hi)
  }
}
