import AlertLabTutor
import Foundation
import Testing

@testable import AlertLabShell

/// The tutor layer's words (a progress file kept aside, a translation's problems, verify's
/// verdicts) in the learner's language, through `Session` and `TutorWords`.
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
    let lines =
      "Lessons/zh/03-x.md:12:5: error: step 2 \"两个按钮\" has no swift block to type\n"
      + "Lessons/hi/03-x.md: warning: the lesson has no hi translation: Lessons/hi/03-x.md is "
      + "missing\nPASS zh/one-cancel (4 steps, 9 goals)\nsomething AlertLab never says"
    #expect(
      TutorWords.lines(lines, in: .zh)
        == "Lessons/zh/03-x.md:12:5: error: 第 2 步“两个按钮”没有要输入的 swift 代码块\n"
        + "Lessons/hi/03-x.md: warning: 这一课没有 hi 翻译：缺少 Lessons/hi/03-x.md\n"
        + "PASS zh/one-cancel（4 个步骤，9 个目标）\nsomething AlertLab never says")
    #expect(
      TutorWords.lines(lines, in: .hi).hasPrefix(
        "Lessons/zh/03-x.md:12:5: error: चरण 2 \"两个按钮\" में टाइप करने के लिए कोई swift ब्लॉक नहीं\n"))
    #expect(TutorWords.lines(lines, in: .en) == lines)
  }
}
