import AlertLabKit
import AlertLabTutor
import Foundation
import Testing

@testable import alertlab

/// `alertlab --help` and the teacher's commands in the language of `--lang` or of the
/// environment; names, flags and the words a CI log is searched for stay as typed.
@Suite struct TeacherCommandLanguageTests {
  /// The flags and commands a help text names, in order.
  static func typedWords(_ text: String) -> [String] {
    text.split(whereSeparator: { " ,;:()[]|'“”（）；：、".contains($0) || $0.isNewline })
      .map(String.init)
      .filter { $0.hasPrefix("--") || ["alertlab", "FILE", "ID", "PATH..."].contains($0) }
  }

  @Test func helpNamesTheSameFlagsAndCommandsInEveryLanguage() {
    let english = CommandLineWords.usage(in: .en)
    #expect(english.hasPrefix("usage: alertlab [options]"))
    #expect(english.contains("(default \(IOSVersion.current))"))
    for language in Language.translated {
      let translated = CommandLineWords.usage(in: language)
      #expect(translated != english)
      #expect(Self.typedWords(translated) == Self.typedWords(english), "\(language)")
      #expect(translated.contains("\(IOSVersion.current)"))
      #expect(translated.split(separator: "\n").count >= english.split(separator: "\n").count)
    }
  }

  @Test func everyTeacherTextIsTranslatedWithItsNames() {
    for words in TeacherWords.examples {
      let english = words.text(in: .en)
      // The names and numbers a text carries (paths, ids, flags, counts) appear translated too.
      let names = english.split(whereSeparator: { " '();,:".contains($0) }).map {
        $0.hasSuffix(".") ? $0.dropLast() : $0
      }.filter {
        $0.contains(".md") || $0.contains(".json") || $0.hasPrefix("--")
          || $0.allSatisfy(\.isNumber)
      }
      for language in Language.translated {
        let text = words.text(in: language)
        #expect(!text.isEmpty && text != english, "\(words) in \(language)")
        for name in names {
          #expect(text.contains(name), "\(words) in \(language) lacks \(name): \(text)")
        }
      }
    }
  }

  @Test func helpFollowsLangAndTheEnvironment() throws {
    let folder = try TemporaryFolder()
    let chinese = try runAlertLab(["--help", "--lang", "zh"], in: folder)
    #expect(chinese.status == 0)
    #expect(chinese.output == CommandLineWords.usage(in: .zh) + "\n")
    var environment = folder.environment(term: "dumb")
    environment["LANG"] = "hi_IN.UTF-8"
    let hindi = try runAlertLab(["--help"], in: folder, environment: environment)
    #expect(hindi.output.hasPrefix("उपयोग: alertlab [options]"))
    let english = try runAlertLab(["--help", "--lang=en"], in: folder, environment: environment)
    #expect(english.output == CommandLineWords.usage(in: .en) + "\n")
  }

  @Test func teacherCommandsSpeakTheLanguage() throws {
    let folder = try TemporaryFolder()
    try Data("# Mine\n".utf8).write(to: folder.url.appendingPathComponent("mine.md"))
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("course"), withIntermediateDirectories: true)
    let cases: [([String], Int32, String, String)] = [
      (
        ["verify", "gone.md", "--lang", "zh"], 1, "0 个通过，1 个失败\n", "alertlab: gone.md：没有这个文件或文件夹\n"
      ),
      (
        ["verify", "gone.md", "--lang", "hi"], 1, "0 पास, 1 फ़ेल\n",
        "alertlab: gone.md: ऐसी कोई फ़ाइल या फ़ोल्डर नहीं\n"
      ),
      (
        ["test", "--lang", "hi"], 2, "",
        "alertlab: test एक या अधिक Markdown ट्रांसक्रिप्ट या फ़ोल्डर लेता है\n'alertlab --help' आज़माएँ।\n"
      ),
      (
        ["test", "gone", "--lang", "zh"], 1, "0 个通过，1 个失败\n",
        "alertlab: gone：没有这个文件或文件夹\n"
      ),
      (
        ["record", "mine.md", "--lang", "zh"], 2, "",
        "alertlab: mine.md 已经存在：给出 --append 把记录加到它的末尾，或给出 --force 替换它\n"
      ),
      (
        ["progress", "import", "gone.json", "--lang", "hi"], 1, "",
        "alertlab: gone.json इम्पोर्ट नहीं हो सका: ऐसी कोई फ़ाइल नहीं; कुछ नहीं बदला\n"
      ),
      (
        ["class", "--lang", "zh"], 2, "",
        "alertlab: class 命令的用法是“alertlab class report FILE...|DIR”\n试试“alertlab --help”。\n"
      ),
      (
        ["handout", "x.md", "--format", "pdf", "--lang", "hi"], 2, "",
        "alertlab: handout का --format md या html लेता है, 'pdf' नहीं\n'alertlab --help' आज़माएँ।\n"
      ),
      (
        ["new", "lesson", "mine", "--lessons", "course", "--lang", "zh"], 0,
        "已写入 course/01-mine.md。填好其中的 TODO，然后检查它：alertlab verify course/01-mine.md\n", ""
      ),
    ]
    for (arguments, status, output, errors) in cases {
      let result = try runAlertLab(arguments, in: folder)
      #expect(result.status == status, "\(arguments)")
      #expect(result.output == output, "\(arguments): \(result.output)")
      #expect(result.errors == errors, "\(arguments): \(result.errors)")
    }
    // verify's errors keep the compiler's shape and say the rest in the language.
    _ = try runAlertLab(["new", "lesson", "draft", "--lessons", "course"], in: folder)
    let unfilled = try runAlertLab(["verify", "course/02-draft.md", "--lang", "zh"], in: folder)
    #expect(unfilled.status == 1)
    #expect(
      unfilled.errors.hasPrefix(
        "course/02-draft.md:5:3: error: 请填写占位内容：TODO: the lesson's title\n"))
    #expect(unfilled.output == "0 个通过，1 个失败\n")
    var hindi = folder.environment(term: "dumb")
    hindi["LC_ALL"] = "hi_IN.UTF-8"
    let inHindi = try runAlertLab(["verify", "course/02-draft.md"], in: folder, environment: hindi)
    #expect(inHindi.errors.contains(": error: अनजान नियम id 'TODO-RULE-ID'\n"))
    #expect(inHindi.output == "0 पास, 1 फ़ेल\n")
    let english = try runAlertLab(["verify", "gone.md"], in: folder)
    #expect(english.output == "0 passed, 1 failed\n")
    #expect(english.errors == "alertlab: gone.md: no such file or folder\n")
  }
}
