import AlertLabKit
import AlertLabTutor
import AlertLabWords
import Foundation
import Testing

@testable import AlertLabShell

/// AlertLab's own notes and errors in Chinese and Hindi; the compiler's stay in English.
@Suite struct OwnWordsTests {

  @Test func aTraditionalChineseTextIsShownInTraditionalChinese() throws {
    let traditional = try #require(Language(code: "zh-Hant"))
    #expect(
      Said(.doesSimulateNothingRan, "UIScreen").text(in: traditional.code)
        == "AlertLab 不模擬 `UIScreen`；什麼都沒有執行")
    // The shell says it so when the learner's language is Traditional Chinese.
    var shell = session(traditional)
    #expect(shell.submit(":tap \"OK\"") == "螢幕上沒有可以點一下的警示框或動作表單。\n")
  }

  func session(_ language: Language) -> Session {
    var options = Session.Options(ascii: true)
    options.language = language
    return Session(options: options)
  }

  @Test func anOldSpellingsNoteIsTranslated() {
    var chinese = session(.zh)
    let output = chinese.submit(
      "let alert = UIAlertController(title: \"T\", message: nil, preferredStyle: "
        + "UIAlertControllerStyle.Alert)")
    #expect(output.contains("注意：“UIAlertControllerStyle.Alert”在今天的 Swift 中写作“"), "\(output)")
    var hindi = session(.hi)
    let spelled = hindi.submit(
      "let alert = UIAlertController(title: \"T\", message: nil, preferredStyle: "
        + "UIAlertControllerStyle.Alert)")
    #expect(spelled.contains("ध्यान दें: आज की Swift में 'UIAlertControllerStyle.Alert' को '"), "\(spelled)")
  }

  @Test func whatAlertLabDoesNotSimulateIsSaidInTheLanguage() {
    var hindi = session(.hi)
    let output = hindi.submit("associatedtype Item")
    #expect(
      output.contains("error: AlertLab 'associatedtype' सिम्युलेट नहीं करता; सीधे टाइप ही लिखें"),
      "\(output)")
    var chinese = session(.zh)
    let associated = chinese.submit("associatedtype Item")
    #expect(
      associated.contains("error: AlertLab 不模拟“associatedtype”；请直接写出类型本身"),
      "\(associated)")
    // The compiler's own words stay as Swift prints them.
    let missing = chinese.submit(
      "let alert = UIAlertController(title: \"T\", message: nil, preferredStyle: .alert)\nalert.addButton(\"OK\")"
    )
    #expect(missing.contains("error: value of type 'UIAlertController' has no member 'addButton'"))
  }

  @Test func aGestureThatDoesNothingSaysSoInTheLanguage() {
    var chinese = session(.zh)
    #expect(chinese.submit(":tap \"OK\"") == "屏幕上没有可以轻点的提醒框或操作表。\n")
    #expect(chinese.submit(":tapout") == "没有呈现任何东西：这次轻点落在视图上，什么也不做。\n")
    _ = chinese.submit(
      "let alert = UIAlertController(title: \"T\", message: nil, preferredStyle: .alert)\n"
        + "alert.addAction(UIAlertAction(title: \"OK\", style: .default))\n"
        + "present(alert, animated: true)")
    #expect(chinese.submit(":tap \"Nope\"") == "屏幕上没有“Nope”按钮。按钮：\"OK\"。\n")
    var hindi = session(.hi)
    #expect(hindi.submit(":type 1 \"bob\"") == "स्क्रीन पर कोई टेक्स्ट फ़ील्ड नहीं है।\n")
  }

  @Test func theWorldsOwnNotesAreTranslated() {
    var options = Session.Options(ascii: true, iOS: IOSVersion(7))
    options.language = .hi
    var hindi = Session(options: options)
    _ = hindi.submit(
      "let v = UIAlertView(title: \"T\", message: \"m\", delegate: nil, cancelButtonTitle: \"OK\")")
    _ = hindi.submit("v.show()")
    #expect(
      hindi.submit(":background").contains(
        "ध्यान दें: AlertLab :background को सिस्टम का UIAlertView cancel करना मानता है"))
  }
}
