import Foundation
import Testing

/// `--lang`, the locale variables, and `verify` on translations, through the binary.
@Suite struct LanguageCommandTests {
  /// The course's own `Lessons` folder.
  static let course = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Lessons")

  @Test func theLocaleAndLangChooseTheLessonsLanguage() throws {
    let folder = try TemporaryFolder()
    var environment = folder.environment(term: "dumb")
    let english = try runAlertLab(["lessons"], in: folder, environment: environment)
    #expect(english.output.contains(" first-alert            A first alert (0/4)\n"))
    environment["LANG"] = "hi_IN.UTF-8"
    let hindi = try runAlertLab(["lessons"], in: folder, environment: environment)
    #expect(hindi.output.contains(" first-alert            पहला अलर्ट (0/4)\n"))
    environment["LC_MESSAGES"] = "zh_CN.UTF-8"
    let chinese = try runAlertLab(["lessons"], in: folder, environment: environment)
    #expect(chinese.output.contains(" first-alert            第一个提醒框 (0/4)\n"))
    let flag = try runAlertLab(["lessons", "--lang", "en"], in: folder, environment: environment)
    #expect(flag.output.contains(" first-alert            A first alert (0/4)\n"))
    let bad = try runAlertLab(["--lang", "fr"], in: folder, environment: environment)
    #expect(bad.status == 2)
    // The environment speaks Chinese, and so does alertlab's own error.
    #expect(bad.errors.hasPrefix("alertlab: --lang 的值是 en, hi, zh, zh-Hant 之一，而不是“fr”\n"))
  }

  @Test func theShellRemembersLang() throws {
    let folder = try TemporaryFolder()
    let environment = folder.environment(term: "dumb")
    let switched = try runAlertLab(
      [], input: ":lang zh\n:lesson first-alert\n", in: folder, environment: environment)
    #expect(switched.output.contains("语言：中文。\n"))
    #expect(switched.output.contains("第 1 课（共 26 课）：第一个提醒框\n"))
    let resumed = try runAlertLab([], input: ":help\n", in: folder, environment: environment)
    #expect(resumed.output.contains("像文章里那样输入 Swift"))
    #expect(resumed.output.contains("第 1 课（共 26 课）：第一个提醒框\n"))
  }

  @Test func verifyWarnsAboutStaleAndMissingTranslations() throws {
    let folder = try TemporaryFolder()
    let copy = folder.url.appendingPathComponent("Lessons")
    try FileManager.default.copyItem(at: Self.course, to: copy)
    let clean = try runAlertLab(["verify", copy.path], in: folder)
    #expect(clean.status == 0)
    #expect(clean.output.contains("PASS zh/first-alert (4 steps, 9 goals)\n"))
    #expect(clean.output.contains("PASS hi/popover-background (4 steps, 10 goals)\n"))
    #expect(clean.output.hasSuffix("\n104 passed, 0 failed\n"))

    let original = copy.appendingPathComponent("03-one-cancel.md")
    var text = try String(contentsOf: original, encoding: .utf8)
    text += "\n<!-- changed -->\n"
    try Data(text.utf8).write(to: original)
    try FileManager.default.removeItem(at: copy.appendingPathComponent("hi/05-text-fields.md"))
    let warned = try runAlertLab(["verify", copy.path], in: folder)
    #expect(warned.status == 0, "warnings do not fail the course")
    #expect(!warned.output.contains(": warning: "), "warnings go to standard error")
    let warnings = warned.errors.split(separator: "\n").filter { $0.contains(": warning: ") }
    #expect(warnings.count == 4)
    #expect(
      warnings.contains {
        $0.hasPrefix(
          "\(copy.path)/05-text-fields.md:1:1: warning: the lesson has no hi translation")
      })
    #expect(
      warnings.contains {
        $0.hasPrefix("\(copy.path)/zh/03-one-cancel.md:7:19: warning: the translation is stale")
      })
    #expect(warned.output.hasSuffix("\n103 passed, 0 failed, 4 warnings\n"))
  }
}
