import Foundation
import Testing

/// The command line's last English in Chinese and Hindi: a lesson file's errors, a file that
/// cannot be read, a transcript that differs, a class report's skipped file, a script's first
/// line and a lesson's handout. `path:line:column: error:` stays as compilers print it.
@Suite struct ShellWordsCommandLineTests {
  static let lessons = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Lessons").path

  @Test func filesAndLessonsAreReportedInTheLanguage() throws {
    let folder = try TemporaryFolder()
    func write(_ name: String, _ bytes: [UInt8]) throws {
      try Data(bytes).write(to: folder.url.appendingPathComponent(name))
    }
    try write(
      "bad.md",
      Array(
        "# Broken\n\n- id: Bad_Id\n- sourse: x\n\n## Step one\n\n```goal\nhas a label but\n```\n"
          .utf8))
    try write("latin.md", [0xFF, 0xFE])
    try write("t.md", Array("# T\n\n```alertlab\nalertlab> let x = 1\nx: Int = 2\n```\n".utf8))
    try write("s.swift", Array("// alertlab: --ios\nlet a = 1\n".utf8))

    let verify = try runAlertLab(["verify", "bad.md", "--lang", "zh"], in: folder)
    #expect(verify.status == 1)
    #expect(
      verify.errors
        == "bad.md:3:1: error: 这一课没有“source”：在标题下的列表中加上“- source: SEED-FILE.txt, \"Section\"”\n"
        + "bad.md:3:7: error: id“Bad_Id”只能包含小写字母、数字和“-”（例如 first-alert）\n"
        + "bad.md:4:3: error: 未知的元数据键“sourse”（你是想写“source”吗？）；已知的键是 id, source, device, ios, translation-of\n"
        + "bad.md:6:1: error: 步骤“Step one”有目标，但没有写着满足这些目标的代码的“```swift”代码块\n"
        + "bad.md:9:1: error: 第 1 行目标没有标签：请写“label: predicate”\n")
    #expect(verify.output == "0 个通过，1 个失败\n")

    let test = try runAlertLab(["test", "latin.md", "t.md", "--lang", "hi"], in: folder)
    #expect(test.status == 1)
    #expect(
      test.errors == "latin.md: error: UTF-8 टेक्स्ट नहीं है\n"
        + "t.md:4:1: error: 'let x = 1' के बाद आउटपुट की पंक्ति 1 अलग है\n"
        + "  अपेक्षित: x: Int = 2\n  वास्तविक: x: Int = 1\n")
    #expect(test.output == "0 पास, 2 फ़ेल\n")
    let english = try runAlertLab(["test", "latin.md", "t.md"], in: folder)
    #expect(
      english.errors == "latin.md: error: is not UTF-8 text\n"
        + "t.md:4:1: error: after 'let x = 1', output line 1 differs\n"
        + "  expected: x: Int = 2\n  actual:   x: Int = 1\n")
    #expect(english.output == "0 passed, 2 failed\n")

    let report = try runAlertLab(["class", "report", "/dev/null", "--lang", "zh"], in: folder)
    #expect(report.errors.hasPrefix("alertlab: 已跳过 /dev/null：不是普通文件\n"), "\(report.errors)")

    let script = try runAlertLab(["run", "s.swift", "--lang", "hi"], in: folder)
    #expect(script.status == 2)
    #expect(script.errors == "s.swift:1: error: '--ios' को संस्करण चाहिए, जैसे 8 या 17.0\n")
  }

  @Test func aHandoutsOwnWordsAreInTheLanguage() throws {
    let folder = try TemporaryFolder()
    let chinese = try runAlertLab(
      ["handout", "first-alert", "--lang", "zh", "--lessons", Self.lessons], in: folder)
    #expect(chinese.status == 0)
    #expect(chinese.output.contains("\n起始环境：iPhone，竖屏，iOS 17.0  \n"))
    #expect(chinese.output.contains("\n## 第 1 步（共 4 步）：创建提醒框\n"))
    for caption in ["输入：", "控制台显示：", "屏幕：", "满足以下条件即完成："] {
      #expect(chinese.output.contains("\n\(caption)\n"), "\(caption)")
    }
    #expect(!chinese.output.contains("The screen:") && !chinese.output.contains("Type:"))
    let hindi = try runAlertLab(
      ["handout", "first-alert", "--lang", "hi", "--lessons", Self.lessons], in: folder)
    #expect(hindi.output.contains("शुरुआत: iPhone, पोर्ट्रेट, iOS 17.0  \n"), "\(hindi.output.prefix(400))")
    #expect(hindi.output.contains("स्क्रीन:"))
  }
}

extension ShellWordsCommandLineTests {
  @Test func aClassReportsTextIsInTheLanguageAndItsDataIsNot() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("class"), withIntermediateDirectories: true)
    let learners: [(String, [Int: (String?, Int)], Int?, [String: Int])] = [
      ("ada", [0: ("done", 0), 1: ("assisted", 2)], nil, ["one-cancel": 1]),
      ("ben", [0: ("done", 1), 1: (nil, 2)], 1, ["one-cancel": 2]),
    ]
    for (name, steps, current, crashes) in learners {
      let text = TeacherCommandTests.export(name, steps: steps, current: current, crashes: crashes)
      try Data(text.utf8).write(to: folder.url.appendingPathComponent("class/\(name).json"))
    }
    let chinese = try runAlertLab(
      ["class", "report", "class", "--lang", "zh", "--lessons", Self.lessons], in: folder)
    #expect(chinese.status == 0)
    let lines = chinese.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "班级报告：2 名学习者，26 课")
    #expect(
      lines[2]
        == "学习者  1  2  3  4  5  6  7  8  9  10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 提示")
    #expect(
      lines[3] == "ada     ▶" + String(repeating: "  ·", count: 25) + "  2")
    #expect(chinese.output.contains("✓ 完成  ◐ 借助答案  ↷ 跳过  ▶ 进行中  · 未开始\n"))
    #expect(
      chinese.output.contains(
        "学习者卡住的地方：\n  first-alert 第 2 步“添加 OK 按钮”：2 人中有 2 人（1 人正在做，1 人看了答案），4 次提示\n"),
      "\(chinese.output)")
    #expect(chinese.output.hasSuffix("最常触发的崩溃规则：\n  one-cancel：2 名学习者中有 2 名，崩溃 3 次\n"))
    let hindi = try runAlertLab(
      ["class", "report", "class", "--lang", "hi", "--lessons", Self.lessons], in: folder)
    #expect(hindi.output.hasPrefix("क्लास रिपोर्ट: 2 सीखने वाले, 26 पाठ\n"))
    #expect(hindi.output.hasSuffix("सबसे ज़्यादा क्रैश वाले नियम:\n  one-cancel: 2 में से 2 सीखने वाले, 3 क्रैश\n"))
    let csv = try runAlertLab(
      ["class", "report", "class", "--format", "csv", "--lang", "zh", "--lessons", Self.lessons],
      in: folder)
    #expect(csv.output.hasPrefix("learner,file,first-alert,"))
  }
}
