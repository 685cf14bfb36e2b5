import AlertLabKit
import Foundation
import Testing

@testable import AlertLabTutor

/// The course's own `Lessons` folder.
func courseFolder() -> String {
  URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Lessons").path
}

@Suite struct LanguageTests {
  @Test func localeNamesGiveTheirLanguage() {
    #expect(Language(locale: "zh_CN.UTF-8") == .zh)
    #expect(Language(locale: "zh_TW").code == "zh-Hant")
    #expect(Language(locale: "zh_HK.UTF-8").code == "zh-Hant")
    #expect(Language(locale: "zh") == .zh)
    #expect(Language(locale: "hi_IN") == .hi)
    #expect(Language(locale: "hi_IN.UTF-8@devanagari") == .hi)
    #expect(Language(locale: "en_US.UTF-8") == .en)
    #expect(Language(locale: "fr_FR.UTF-8") == .en)
    #expect(Language(locale: "C") == .en)
    #expect(Language(locale: "POSIX") == .en)
    #expect(Language(locale: "zhx") == .en)
  }

  @Test func theEnvironmentDecidesInTheCLibrarysOrder() {
    #expect(Language.fromEnvironment([:]) == .en)
    #expect(Language.fromEnvironment(["LANG": "hi_IN"]) == .hi)
    #expect(Language.fromEnvironment(["LANG": "hi_IN", "LC_MESSAGES": "zh_CN.UTF-8"]) == .zh)
    #expect(
      Language.fromEnvironment(["LANG": "hi_IN", "LC_MESSAGES": "zh_CN", "LC_ALL": "C"]) == .en)
    // An empty variable counts as unset.
    #expect(Language.fromEnvironment(["LANG": "zh_CN.UTF-8", "LC_ALL": ""]) == .zh)
  }

  @Test func codesAreReadInAnyCase() {
    #expect(Language(code: "ZH") == .zh)
    #expect(Language(code: "hi") == .hi)
    #expect(Language(code: "fr") == nil)
    #expect(Language(code: "zh-hant")?.code == "zh-Hant")
    #expect(Language.translated.map(\.code) == ["hi", "zh", "zh-Hant"])
  }
}

@Suite struct SHA256Tests {
  @Test func knownDigests() {
    #expect(
      SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      SHA256.hex(Array("abc".utf8))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    // Two blocks of padding: 56 bytes need a second block for the length.
    #expect(
      SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    // A whole block read in place, then a tail of 48 bytes padded into a second block.
    #expect(
      SHA256.hex(
        Array(
          ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmno"
            + "ijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu").utf8))
        == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
    // Twelve whole blocks and no tail: the padding makes a block of its own.
    #expect(
      SHA256.hex(Array((0..<3).flatMap { _ in (0...255).map(UInt8.init) }))
        == "f3a25aa93aa2fbba28d79260535bbd6a5eb0fc1c24a8b0f04e12b484c1dfe363")
  }

  @Test func everyCourseTranslationNamesItsOriginalsCurrentHash() throws {
    let loaded = CourseLocator.load(paths: [courseFolder()])
    #expect(loaded.errors.isEmpty)
    #expect(loaded.warnings.isEmpty)
    #expect(loaded.translations.count == Language.translated.count * loaded.lessons.count)
    for translation in loaded.translations {
      let hash = try #require(translation.originalHash)
      #expect(translation.lesson.translationOf?.hash == hash, "\(translation.lesson.path)")
      #expect(TranslationChecker.staleness(of: translation).isEmpty)
    }
  }
}

/// A lesson and its translations, written into a temporary course folder.
struct TranslatedCourse {
  static let original = """
    # Two buttons

    - id: two-buttons
    - source: 001_1ba81a9920402955.txt
    - device: iphone

    An introduction.

    ```swift setup
    var log = ""
    ```

    ## Make the alert

    Create `alert`.

    ```swift
    let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
    ```

    ```goal
    the title: alert.title == "T"
    ```

    1. A first hint.
    2. A second hint.

    ## Break it

    Add two cancel actions.

    ```swift
    alert.addAction(UIAlertAction(title: "A", style: .cancel))
    alert.addAction(UIAlertAction(title: "B", style: .cancel))
    ```

    ```text
    an example
    ```

    ```goal
    crash: one-cancel
    ```

    1. Two cancels.

    """

  /// The Chinese translation of `original`, naming `hash` as its original's: the same file
  /// with only the words a person reads translated.
  static func chinese(hash: String) -> String {
    let words = [
      ("# Two buttons\n", "# 两个按钮\n"),
      ("- device: iphone\n", "- device: iphone\n- translation-of: \(hash)\n"),
      ("An introduction.", "简介。"), ("## Make the alert", "## 创建提醒框"),
      ("Create `alert`.", "创建 `alert`。"), ("the title: ", "标题: "),
      ("1. A first hint.", "1. 第一条提示。"), ("2. A second hint.", "2. 第二条提示。"),
      ("## Break it", "## 弄坏它"), ("Add two cancel actions.", "添加两个取消操作。"),
      ("1. Two cancels.", "1. 两个取消操作。"),
    ]
    return words.reduce(original) { text, pair in
      text.replacingOccurrences(of: pair.0, with: pair.1)
    }
  }

  let folder: TemporaryFolder
  var hash: String

  init() throws {
    folder = try TemporaryFolder()
    let path = try folder.write("01-two-buttons.md", Self.original)
    hash = try #require(Translation.hash(ofFile: path))
    try FileManager.default.createDirectory(
      atPath: folder.file("zh"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: folder.file("hi"), withIntermediateDirectories: true)
    try folder.write("zh/01-two-buttons.md", Self.chinese(hash: hash))
  }

  /// The problems of a Chinese translation changed by `edit`.
  func differences(_ edit: (String) -> String) throws -> [String] {
    let original = try LessonParser.parse(Self.original, path: "01-two-buttons.md")
    let translation = try LessonParser.parse(
      edit(Self.chinese(hash: hash)), path: "zh/01-two-buttons.md")
    return TranslationChecker.differences(translation, from: original).map(\.description)
  }
}

@Suite struct TranslationTests {
  @Test func aFaithfulTranslationHasNoDifferencesAndLendsItsWords() throws {
    let course = try TranslatedCourse()
    #expect(try course.differences { $0 } == [])
    let original = try LessonParser.parse(TranslatedCourse.original, path: "01-two-buttons.md")
    let translation = try LessonParser.parse(
      TranslatedCourse.chinese(hash: course.hash), path: "zh/01-two-buttons.md")
    let shown = try #require(TranslationChecker.localized(original, by: translation))
    #expect(shown.title == "两个按钮")
    #expect(shown.steps.map(\.title) == ["创建提醒框", "弄坏它"])
    #expect(shown.steps[0].goals.map(\.label) == ["标题"])
    #expect(shown.steps[0].goals.map(\.kind) == [.predicate("alert.title == \"T\"")])
    #expect(shown.steps[0].hints == ["第一条提示。", "第二条提示。"])
    #expect(shown.steps[1].goals.map(\.label) == ["crash: one-cancel"])
    // What a machine reads, and where errors point, stay the original's.
    #expect(shown.path == "01-two-buttons.md")
    #expect(shown.steps.map(\.code) == original.steps.map(\.code))
    #expect(shown.translationOf == nil)
  }

  @Test func everyChangeToWhatAMachineReadsIsReportedWhereItIs() throws {
    let course = try TranslatedCourse()
    #expect(
      try course.differences { $0.replacingOccurrences(of: "id: two-buttons", with: "id: two") }
        == [
          "zh/01-two-buttons.md:3:1: error: the translation's id 'two' is not its original's "
            + "'two-buttons' (01-two-buttons.md): keep the id as it is"
        ])
    #expect(
      try course.differences { $0.replacingOccurrences(of: "device: iphone", with: "device: ipad") }
        == [
          "zh/01-two-buttons.md:5:1: error: 'device' is 'ipad' here but 'iphone' in the original "
            + "(01-two-buttons.md): a translation keeps the original's metadata"
        ])
    #expect(
      try course.differences {
        $0.replacingOccurrences(of: "title: \"T\", message", with: "title: \"标题\", message")
      } == [
        "zh/01-two-buttons.md:18:1: error: step 1 \"创建提醒框\": its '```swift' block differs "
          + "from the original's (line 17): the solution is kept exactly"
      ])
    #expect(
      try course.differences { $0.replacingOccurrences(of: "crash: one-cancel", with: "崩溃: x") }
        .first
        == "zh/01-two-buttons.md:43:1: error: step 2 \"弄坏它\": goal 1 checks 'x', the "
        + "original's 'crash: one-cancel' (line 42): translate the label only, and keep the "
        + "goals in the original's order")
    #expect(
      try course.differences { $0.replacingOccurrences(of: "2. 第二条提示。\n", with: "") }
        == [
          "zh/01-two-buttons.md:14:1: error: step 1 \"创建提醒框\" has 1 hints and the "
            + "original's 2: translate each hint, one for one"
        ])
    #expect(
      try course.differences { $0.replacingOccurrences(of: "an example", with: "一个例子") }
        == [
          "zh/01-two-buttons.md:29:1: error: step 2 \"弄坏它\": the code blocks in its text "
            + "differ from the original's: translate the words around them, never the code"
        ])
    #expect(
      try course.differences { $0.replacingOccurrences(of: "var log = \"\"", with: "var log = 1") }
        == [
          "zh/01-two-buttons.md:10:1: error: the '```swift setup' block differs from the "
            + "original's: keep code exactly as the original has it"
        ])
    let oneStep = try course.differences { text in
      String(text[..<(text.range(of: "## 弄坏它")?.lowerBound ?? text.endIndex)])
    }
    #expect(
      oneStep == [
        "zh/01-two-buttons.md:1:1: error: the translation has 1 steps and the original 2 "
          + "(01-two-buttons.md): translate every step, in order, and add none"
      ])
  }

  @Test func aStaleTranslationIsAWarningAndStillLoads() throws {
    let course = try TranslatedCourse()
    let originalPath = course.folder.file("01-two-buttons.md")
    try course.folder.write("01-two-buttons.md", TranslatedCourse.original + "\nMore.\n")
    let now = try #require(Translation.hash(ofFile: originalPath))
    #expect(now != course.hash)
    let loaded = CourseLocator.load(paths: [course.folder.path])
    #expect(loaded.errors.isEmpty)
    let translation = try #require(loaded.translations.first)
    #expect(
      TranslationChecker.staleness(of: translation).map(\.description) == [
        "\(course.folder.path)/zh/01-two-buttons.md:6:19: warning: the translation is stale: "
          + "\(originalPath) changed after it was translated (translation-of: \(course.hash), "
          + "the original is now \(now)); bring the translation up to date, then write "
          + "'translation-of: \(now)'"
      ])
    // The learner still sees it: only words changed in the original.
    let shown = Course.load(directory: course.folder.path, language: .zh)
    #expect(shown.lessons.map(\.title) == ["两个按钮"])
    #expect(shown.errors.isEmpty)
  }

  @Test func aTranslationWithoutItsLineIsAWarning() throws {
    let course = try TranslatedCourse()
    try course.folder.write(
      "zh/01-two-buttons.md",
      TranslatedCourse.chinese(hash: course.hash).replacingOccurrences(
        of: "- translation-of: \(course.hash)\n", with: ""))
    let translation = try #require(
      CourseLocator.load(paths: [course.folder.file("zh")]).translations.first)
    #expect(
      TranslationChecker.staleness(of: translation).map(\.description) == [
        "\(course.folder.path)/zh/01-two-buttons.md:3:1: warning: the translation has no "
          + "'translation-of' line, so no one can tell when \(course.folder.path)/01-two-buttons.md "
          + "changes: add '- translation-of: \(course.hash)' under the title"
      ])
  }

  @Test func aMissingTranslationIsAWarningOnTheOriginal() throws {
    let course = try TranslatedCourse()
    let loaded = CourseLocator.load(paths: [course.folder.path])
    #expect(loaded.translations.map(\.language) == [.zh])
    #expect(
      loaded.warnings.map(\.description) == [
        "\(course.folder.path)/01-two-buttons.md:1:1: warning: the lesson has no hi "
          + "translation: \(course.folder.path)/hi/01-two-buttons.md is missing"
      ])
    // Checking the language folder alone says the same.
    #expect(
      CourseLocator.load(paths: [course.folder.file("hi")]).warnings.map(\.description)
        == loaded.warnings.map(\.description))
  }

  @Test func aMalformedTranslationOfLineIsAnError() throws {
    let course = try TranslatedCourse()
    let result = LessonParser.parseReportingAll(
      TranslatedCourse.chinese(hash: "12345"), path: "zh/01-two-buttons.md")
    #expect(result.lesson == nil)
    #expect(
      result.problems.map(\.description) == [
        "zh/01-two-buttons.md:6:19: error: 'translation-of: 12345' is not a file hash: write the "
          + "first 12 hex digits of the original's SHA-256, such as '9d966aabc88d' "
          + "(alertlab verify names the right one)"
      ])
    _ = course
  }

  @Test func aTranslationWithoutAnOriginalIsAnError() throws {
    let course = try TranslatedCourse()
    try course.folder.write("zh/02-orphan.md", TranslatedCourse.chinese(hash: course.hash))
    let loaded = CourseLocator.load(paths: [course.folder.file("zh/02-orphan.md")])
    let orphan = try #require(loaded.translations.first)
    #expect(orphan.original == nil)
    #expect(orphan.originalPath == course.folder.path + "/02-orphan.md")
  }
}

@Suite struct TranslatedCourseTests {
  @Test func theLearnersLanguageShowsTranslationsWithEnglishForTheRest() throws {
    let course = try TranslatedCourse()
    try course.folder.write(
      "02-second.md",
      TranslatedCourse.original.replacingOccurrences(of: "two-buttons", with: "second")
        .replacingOccurrences(of: "# Two buttons", with: "# Second"))
    var shown = Course.load(directory: course.folder.path, language: .zh)
    #expect(shown.errors.isEmpty)
    #expect(shown.lessons.map(\.title) == ["两个按钮", "Second"])
    #expect(shown.lessons.map(\.id) == ["two-buttons", "second"])
    #expect(shown.setLanguage(.hi).isEmpty)
    #expect(shown.lessons.map(\.title) == ["Two buttons", "Second"])
    shown.setLanguage(.zh)
    #expect(shown.lessons[0].steps[0].hints == ["第一条提示。", "第二条提示。"])
    shown.setLanguage(.en)
    #expect(shown.lessons.map(\.title) == ["Two buttons", "Second"])
    #expect(shown.language == .en)
  }

  @Test func aTranslationThatChangesTheCodeIsNotShown() throws {
    let course = try TranslatedCourse()
    try course.folder.write(
      "zh/01-two-buttons.md",
      TranslatedCourse.chinese(hash: course.hash).replacingOccurrences(
        of: "title: \"T\", message", with: "title: \"标题\", message"))
    let shown = Course.load(directory: course.folder.path, language: .zh)
    #expect(shown.lessons.map(\.title) == ["Two buttons"])
    let path = course.folder.path + "/zh/01-two-buttons.md"
    #expect(
      shown.errors.map(\.description) == [
        "\(path): error: this translation does not keep its original's code and goals, so the "
          + "lesson is shown in English ('alertlab verify \(path)' says where)"
      ])
  }

  @Test func theCourseIsTranslatedIntoChineseAndHindi() {
    let english = Course.load(directory: courseFolder())
    for language in Language.translated {
      let shown = Course.load(directory: courseFolder(), language: language)
      #expect(shown.errors.isEmpty)
      #expect(shown.lessons.map(\.id) == english.lessons.map(\.id))
      for (lesson, original) in zip(shown.lessons, english.lessons) {
        #expect(lesson.title != original.title, "\(language) \(lesson.id)")
        #expect(lesson.steps.map(\.code) == original.steps.map(\.code))
      }
    }
  }
}
