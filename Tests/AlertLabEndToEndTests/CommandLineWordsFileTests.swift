import AlertLabTutor
import AlertLabWords
import Foundation
import Testing

@testable import alertlab

/// `alertlab`'s own words in the words files (`Words/*.words`): every case of
/// `CommandLineWords` and `TeacherWords`, and every part of `--help`, asks for a text that is
/// written, with exactly the arguments the text names; every text of their sections is asked
/// for; and a language with a words file of its own is the one spoken.
@Suite struct CommandLineWordsFileTests {
  /// Records an issue for each text in `asked` that English lacks or whose arguments differ
  /// from the ones given, and for each text of `section` that nothing asks for.
  static func check(
    _ asked: [(key: String, arguments: [String: WordValue])], section: String
  ) throws {
    let english = try #require(Words.file("en"))
    var used = Set<String>()
    for (key, arguments) in asked {
      used.insert(key)
      #expect(key.hasPrefix(section + "."), "\(key) is not in [\(section)]")
      guard let pattern = english.texts[key] else {
        Issue.record("no \(key) in Words/en.words")
        continue
      }
      #expect(pattern.argumentNames == Set(arguments.keys), "\(key)")
    }
    let unused = english.texts.keys.filter { $0.hasPrefix(section + ".") && !used.contains($0) }
    #expect(unused.isEmpty, "texts nothing asks for: \(unused.sorted())")
  }

  @Test func everyCommandLineTextUsesEveryArgumentItGives() throws {
    for language in Language.allCases {
      try Self.check(CommandLineWords.all.map { $0.words(in: language) }, section: "commandLine")
    }
  }

  @Test func everyTeacherTextUsesEveryArgumentItGives() throws {
    try Self.check(TeacherWords.examples.map(\.words), section: "teacher")
  }

  @Test func everyPartOfTheHelpUsesEveryArgumentItGives() throws {
    try Self.check(CommandLineWords.UsagePart.allCases.map(\.words), section: "usage")
  }

  /// The lists and choices the Swift once built come out as they did.
  @Test func choicesAndListsReadAsBefore() {
    #expect(
      CommandLineWords.flagBelongsTo(flag: "--force", commands: ["record", "handout"])
        .text(in: .en) == "--force belongs to 'alertlab record' and 'alertlab handout'")
    #expect(
      CommandLineWords.flagBelongsTo(flag: "--force", commands: ["record", "handout"])
        .text(in: .zh) == "--force 属于 “alertlab record”和“alertlab handout”")
    #expect(
      CommandLineWords.completionTakesShell(given: nil).text(in: .en)
        == "completion takes bash, zsh or fish")
    #expect(
      TeacherWords.summary(passed: 3, failed: 0, warnings: 1).text(in: .en)
        == "3 passed, 0 failed, 1 warning")
    #expect(
      TeacherWords.summary(passed: 3, failed: 0, warnings: 0).text(in: .en) == "3 passed, 0 failed")
    #expect(
      TeacherWords.imported(
        file: "e.json", who: "Ana", steps: 1, gained: 1, progress: "p.json", total: 3
      ).text(in: .en)
        == "Imported e.json (Ana): 1 finished step, 1 new. Your progress in p.json now has 3.")
    #expect(
      TeacherWords.pass(path: "t.md", blocks: 2, inputs: 1).text(in: .en)
        == "PASS t.md (2 blocks, 1 input)")
  }

  /// Traditional Chinese, which has a words file of its own, is spoken when `--lang zh-Hant`
  /// or a Taiwanese locale asks for it.
  @Test func traditionalChineseIsSpokenWhenAskedFor() throws {
    let hant = try #require(Language(code: "zh-Hant"))
    #expect(CommandLineWords.tryHelp.text(in: hant) == "試試「alertlab --help」。")
    #expect(CommandLineWords.usage(in: hant).hasPrefix("用法：alertlab [options]"))
    let folder = try TemporaryFolder()
    let verify = try runAlertLab(["verify", "gone.md", "--lang", "zh-Hant"], in: folder)
    #expect(verify.status == 1)
    #expect(verify.output == "0 個通過，1 個失敗\n")
    #expect(verify.errors == "alertlab: gone.md：沒有這個檔案或資料夾\n")
    var taiwan = folder.environment(term: "dumb")
    taiwan["LANG"] = "zh_TW.UTF-8"
    let help = try runAlertLab(["--help"], in: folder, environment: taiwan)
    #expect(help.status == 0)
    #expect(help.output == CommandLineWords.usage(in: hant) + "\n")
    let wrong = try runAlertLab(["--bless"], in: folder, environment: taiwan)
    #expect(wrong.status == 2)
    #expect(wrong.errors == "alertlab: --bless 屬於「alertlab test」\n試試「alertlab --help」。\n")
  }
}
