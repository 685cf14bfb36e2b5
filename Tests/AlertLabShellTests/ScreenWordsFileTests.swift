import AlertLabKit
import AlertLabTutor
import AlertLabWords
import Testing

@testable import AlertLabShell
@testable import AlertLabTutor

/// The words of `:describe`, a drawing's caption (`[screen]`) and a class report
/// (`[classReport]`) in the words files: every field and case names exactly the arguments
/// its text uses, English from `Words/en.words` is the Kit's English, and a language of its
/// own file is spoken.
@Suite struct ScreenWordsFileTests {
  /// Every field of `ScreenWords` is read from a text that uses exactly the arguments the
  /// field gives, and every `[screen]` text fills some field.
  @Test func everyScreenFieldUsesEveryArgumentItGives() throws {
    let english = try #require(Words.file("en"))
    var used = Set<String>()
    for field in ScreenWords.fields {
      used.insert(field.fullKey)
      let pattern = try #require(
        english.texts[field.fullKey], "no \(field.fullKey) in Words/en.words")
      #expect(pattern.argumentNames == Set(field.arguments.keys), "\(field.fullKey)")
    }
    let unused = english.texts.keys.filter { $0.hasPrefix("screen.") && !used.contains($0) }
    #expect(unused.isEmpty, "texts no field asks for: \(unused.sorted())")
    // Every field but `devices` is read, each once.
    let properties = Mirror(reflecting: ScreenWords.Words()).children.compactMap(\.label)
    #expect(Set(ScreenWords.fields.map(\.path)).count == ScreenWords.fields.count)
    #expect(ScreenWords.fields.count == properties.filter { $0 != "devices" }.count)
  }

  /// A drawing made without the shell speaks the English of `Words/en.words`, field by
  /// field, and names every device by its English name.
  @Test func theKitsEnglishIsTheEnglishOfTheWordsFile() {
    let read = ScreenWords.of(.en)
    for field in ScreenWords.fields {
      #expect(!ScreenWords.english[dynamicMember: field.path].isEmpty, "\(field.fullKey)")
      #expect(
        read[dynamicMember: field.path] == ScreenWords.english[dynamicMember: field.path],
        "\(field.fullKey)")
    }
    for model in Device.Model.allCases {
      for device in [Device(model: model), Device(model: model).rotated()] {
        #expect(read.name(of: device) == ScreenWords.english.name(of: device))
      }
    }
  }

  /// Every case of a class report's text is written, with exactly the arguments it gives.
  @Test func everyClassReportTextUsesEveryArgumentItGives() throws {
    let english = try #require(Words.file("en"))
    var used = Set<String>()
    for text in ClassReportWords.Text.examples {
      let (key, arguments) = text.words
      let fullKey = "classReport." + key
      used.insert(fullKey)
      let pattern = try #require(english.texts[fullKey], "no \(fullKey) in Words/en.words")
      #expect(pattern.argumentNames == Set(arguments.keys), "\(fullKey)")
    }
    let unused = english.texts.keys.filter { $0.hasPrefix("classReport.") && !used.contains($0) }
    #expect(unused.isEmpty, "texts no case asks for: \(unused.sorted())")
  }

  /// A class report's counts choose their words: one learner, two lessons.
  @Test func aClassReportsCountsChooseTheirWords() {
    let words = ClassReportWords.english
    #expect(words(.title(learners: 1, lessons: 2)) == "Class report: 1 learner, 2 lessons")
    #expect(words(.title(learners: 0, lessons: 1)) == "Class report: 0 learners, 1 lesson")
    #expect(
      words(.rule(rule: "r", learners: 1, all: 3, crashes: 1)) == "  r: 1 of 3 learners, 1 crash")
    #expect(words(.standing(.inProgress)) == "in progress")
    #expect(words(.standing(.notStarted)) == "not started")
  }

  /// Traditional Chinese is its own file's: `:describe` and a class report speak it.
  @Test func traditionalChineseIsSpokenFromItsFile() throws {
    let hant = try #require(Language(code: "zh-Hant"))
    var options = Session.Options(ascii: true, device: Device(model: .iphone))
    options.language = hant
    var shell = Session(options: options)
    for line in [
      "let alert = UIAlertController(title: \"T\", message: nil, preferredStyle: .alert)",
      "alert.addAction(UIAlertAction(title: \"OK\", style: .default))",
      "present(alert, animated: true)",
    ] {
      _ = shell.submit(line)
    }
    let described = shell.submit(":describe")
    #expect(described.contains("導覽列：AlertLab，含列按鈕「+」（addButton）。"), "\(described)")
    #expect(described.contains("警示框。標題：T。按鈕：OK。"), "\(described)")
    let words = ClassReportWords.of(hant)
    #expect(words(.title(learners: 3, lessons: 2)) == "班級報告：3 位學習者，2 課")
    #expect(words(.standing(.skipped)) == "跳過")
  }
}
