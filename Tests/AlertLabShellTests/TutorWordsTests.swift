import AlertLabTutor
import AlertLabWords
import Foundation
import Testing

@testable import AlertLabShell

/// The tutor layer's words (a progress file kept aside, a translation's problems, verify's
/// verdicts) in the learner's language, through `Session` and the problems' own texts.
@Suite struct TutorWordsTests {
  /// Wide enough that the notice, with its long temporary path, stays on one line.
  func session(progress: String, language: Language) -> Session {
    var options = Session.Options(
      ascii: true, width: 400, script: true, lessonsDirectory: courseLessons(),
      progressPath: progress)
    options.language = language
    return Session(options: options)
  }

  @Test func aCorruptProgressFileIsKeptAsideAndSaidSoInTheLanguage() throws {
    for (language, expected) in [
      (Language.zh, "你的进度文件无法读取；它已另存为 {1}，你将从头开始。"),
      (.hi, "आपकी प्रगति फ़ाइल पढ़ी नहीं जा सकी; उसे {1} के रूप में रखा गया है और आप नए सिरे से शुरू करते हैं।"),
      (.en, "Your progress file was unreadable; it was kept as {1} and you start fresh."),
    ] {
      let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("alertlab-tutor-words-\(UUID().uuidString).json").path
      try Data("not json".utf8).write(to: URL(fileURLWithPath: path))
      defer {
        try? FileManager.default.removeItem(atPath: path)
        try? FileManager.default.removeItem(atPath: path + ".corrupt-1")
      }
      var shell = session(progress: path, language: language)
      let output = shell.submit(":lessons")
      let notice = expected.replacingOccurrences(of: "{1}", with: path + ".corrupt-1")
      #expect(output.hasPrefix(notice + "\n"), "\(language): \(output)")
      #expect(FileManager.default.fileExists(atPath: path + ".corrupt-1"))
    }
  }

  @Test func verifyLinesKeepTheirPlaceAndTranslateTheirProse() {
    let problems = [
      LessonError(
        file: "Lessons/zh/03-x.md", line: 12, column: 5, Said(.stepNoSwiftBlock, 2, "两个按钮")),
      LessonError(
        file: "Lessons/hi/03-x.md", line: 0,
        Said(.lessonNoTranslationMissing, "hi", "Lessons/hi/03-x.md"), severity: .warning),
      LessonError(file: "Lessons/x.md", line: 3, message: "something AlertLab never says"),
    ]
    let pass = Said(.passStepsGoals, "zh/one-cancel", 4, 9)
    func lines(_ code: String) -> String {
      (problems.map { $0.text(in: code) } + [pass.text(in: code)]).joined(separator: "\n")
    }
    #expect(
      lines("zh")
        == "Lessons/zh/03-x.md:12:5: error: 第 2 步“两个按钮”没有要输入的 swift 代码块\n"
        + "Lessons/hi/03-x.md: warning: 这一课没有 hi 翻译：缺少 Lessons/hi/03-x.md\n"
        + "Lessons/x.md:3:1: error: something AlertLab never says\n"
        + "PASS zh/one-cancel（4 个步骤，9 个目标）")
    #expect(
      lines("hi").hasPrefix(
        "Lessons/zh/03-x.md:12:5: error: चरण 2 \"两个按钮\" में टाइप करने के लिए कोई swift ब्लॉक नहीं\n"))
    #expect(
      lines("en")
        == "Lessons/zh/03-x.md:12:5: error: step 2 \"两个按钮\" has no swift block to type\n"
        + "Lessons/hi/03-x.md: warning: the lesson has no hi translation: Lessons/hi/03-x.md is "
        + "missing\nLessons/x.md:3:1: error: something AlertLab never says\n"
        + "PASS zh/one-cancel (4 steps, 9 goals)")
    #expect(problems.map(\.description) == problems.map { $0.text(in: "en") })
  }

  @Test func aProgressFileThatIsAFolderIsLeftAloneAndSaidSoInChinese() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("alertlab-tutor-words-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: path) }
    var chinese = session(progress: path, language: .zh)
    let output = chinese.submit(":lessons")
    #expect(
      output.hasPrefix("你的进度文件 \(path) 是文件夹，不是文件：AlertLab 不会动它，你将从头开始，进度不会被保存。\n"),
      "\(output)")
    var english = session(progress: path, language: .en)
    #expect(
      english.submit(":lessons").hasPrefix(
        "Your progress file \(path) is a folder, not a file: AlertLab leaves it alone, you start "
          + "fresh and progress is not saved.\n"))
  }

  @Test func aProgressThatCannotBeSavedIsSaidInChineseWithItsReason() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("alertlab-tutor-words-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/progress.json"
    try Data(#"{"version": 999}"#.utf8).write(to: URL(fileURLWithPath: path))
    var chinese = session(progress: path, language: .zh)
    let output = chinese.submit(":lang zh")
    let reason = Said(.madeNewerFormatSo, 999).text(in: "zh")
    #expect(output.contains(reason), "\(output)")
    #expect(!output.contains("it was made by a newer AlertLab"), "\(output)")
    var english = session(progress: path, language: .en)
    #expect(
      english.submit(":lang en").contains(
        "Could not save your progress to \(path): it was made by a newer AlertLab (format 999), "
          + "so it is kept as it is."))
  }
}
