import Foundation
import Testing

/// The tutor layer's problems, raised typed, shown by the teacher's commands in the language
/// asked for, and in English as they always were.
@Suite struct TutorWordsCommandLineTests {
  @Test func aReplayWithNothingMoreSaysSoInChinese() throws {
    let folder = try TemporaryFolder()
    try Data("# T\n\n```alertlab\nalertlab> let x = 1\nx: Int = 1\nmore\n```\n".utf8)
      .write(to: folder.url.appendingPathComponent("t.md"))
    let chinese = try runAlertLab(["test", "t.md", "--lang", "zh"], in: folder)
    #expect(chinese.status == 1)
    #expect(
      chinese.errors
        == "t.md:4:1: error: 在“let x = 1”之后，第 2 行输出不同\n"
        + "  预期：more\n  实际：（没有更多了）\n", "\(chinese.errors)")
    let english = try runAlertLab(["test", "t.md"], in: folder)
    #expect(
      english.errors
        == "t.md:4:1: error: after 'let x = 1', output line 2 differs\n"
        + "  expected: more\n  actual:   (nothing more)\n", "\(english.errors)")
  }

  @Test func anImportThatIsNotJSONSaysWhyInChinese() throws {
    let folder = try TemporaryFolder()
    try Data("not json".utf8).write(to: folder.url.appendingPathComponent("e.json"))
    let chinese = try runAlertLab(
      ["progress", "import", "e.json", "--lang", "zh"], in: folder)
    #expect(chinese.status == 1)
    #expect(chinese.errors == "alertlab: 无法导入 e.json：它不是 JSON；没有任何改动\n", "\(chinese.errors)")
    let english = try runAlertLab(
      ["progress", "import", "e.json"], in: folder)
    #expect(
      english.errors == "alertlab: cannot import e.json: it is not JSON; nothing changed\n",
      "\(english.errors)")
  }
}
