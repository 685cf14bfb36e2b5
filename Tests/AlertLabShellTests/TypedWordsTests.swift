import AlertLabKit
import AlertLabScript
import AlertLabTutor
import AlertLabWords
import Testing

@testable import AlertLabShell

/// AlertLab's own words are raised typed (`Said`) by whoever says them and put into words only
/// when shown: the same statement says them in English and in Chinese, a compiler's text
/// stays as Swift prints it, and a typed text that is a name inside another one is said in
/// the same language.
@Suite struct TypedWordsTests {
  func session(_ language: Language) -> Session {
    var options = Session.Options(ascii: true, device: Device(model: .iphone))
    options.language = language
    return Session(options: options)
  }

  @Test func theInterpretersOwnErrorIsTypedAndSaidInTheLearnersLanguage() {
    let loop = "for i in Int.min...Int.max { print(i) }"
    var english = session(.en)
    let said = english.submit(loop)
    #expect(said.contains("this loop would run more than 9223372036854775807 times"))
    var chinese = session(.zh)
    let shown = chinese.submit(loop)
    #expect(shown.contains("这个循环会运行 超过 9223372036854775807 次"), "\(shown)")
    #expect(!shown.contains("this loop would run"))
  }

  @Test func aCompilersErrorStaysInEnglishInEveryLanguage() {
    var chinese = session(.zh)
    let shown = chinese.submit("let x: Int = \"a\"")
    #expect(shown.contains("cannot convert value of type 'String' to specified type 'Int'"))
  }

  @Test func theFunctionAnErrorHappenedInIsSaidInTheLanguageAroundTheCompilersText() {
    var chinese = session(.zh)
    _ = chinese.submit("func g() { let v = UIView(); v.qwzxv = 1 }")
    let shown = chinese.submit("g()")
    #expect(shown.contains("在 func 'g' 中："), "\(shown)")
    #expect(shown.contains("has no member 'qwzxv'"), "\(shown)")
  }

  @Test func anObjectiveCNoteIsTyped() {
    let result = ObjectiveC.parse(
      "NSString *s = @\"hi\";", fileName: "input",
      context: ObjectiveCContext())
    let keys = result.notes.map(\.said.key)
    #expect(keys.contains(.objcIsInSwift), "\(keys)")
    let note = result.notes.first { $0.said.key == .objcIsInSwift }
    #expect(note?.said.english == "'@\"text\"' is \"text\" in Swift")
    #expect(note?.said.text(in: "zh") != note?.said.english)
  }

  @Test func aNameThatIsAnotherTextIsSaidInTheSameLanguage() {
    let said = Said(.loopWouldRunTimes, Said(.moreThanCount, 5), 10)
    #expect(said.english.hasPrefix("this loop would run more than 5 times, more than the 10 "))
    #expect(said.text(in: "zh").hasPrefix("这个循环会运行 超过 5 次"))
    #expect(said.text(in: "no-such-language") == said.english)
  }
}
