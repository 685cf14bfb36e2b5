import AlertLabScript
import Foundation
import Testing

@testable import AlertLabTutor

/// What `alertlab verify` reads as bytes rather than characters finds what reading the
/// characters finds: inline code in hints, names of API, file names.
@Suite struct VerifyShortcutTests {
  /// The code spans of a hint as the pieces between its backticks give them: the second,
  /// fourth, ... piece, without the piece after the last backtick.
  static func spansBySplitting(_ text: String) -> [String] {
    let pieces = text.split(separator: "`", omittingEmptySubsequences: false)
    guard pieces.count >= 3 else { return [] }
    return stride(from: 1, to: pieces.count - 1, by: 2).map { String(pieces[$0]) }
  }

  @Test func codeSpansOfAHintAreThePiecesBetweenBackticks() {
    #expect(APIMentions.codeSpans(inMarkdown: "") == [])
    #expect(APIMentions.codeSpans(inMarkdown: "no code") == [])
    #expect(APIMentions.codeSpans(inMarkdown: "one ` alone") == [])
    #expect(APIMentions.codeSpans(inMarkdown: "Call `a()` then `b`.") == ["a()", "b"])
    #expect(APIMentions.codeSpans(inMarkdown: "`a` and `b") == ["a"])
    #expect(APIMentions.codeSpans(inMarkdown: "``") == [""])
    #expect(
      APIMentions.codeSpans(inMarkdown: "用 `UIAlertAction` 和 `e\u{301}` 吧")
        == ["UIAlertAction", "e\u{301}"])
    let pieces = ["a", "`", "字", " ", "e\u{301}", "🙂", "UIView.x", "``"]
    var state: UInt64 = 7
    for _ in 0..<2_000 {
      var text = ""
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      for index in 0..<Int(state >> 61) + Int(state >> 59 & 3) {
        text += pieces[Int((state >> UInt64(index * 3 % 56)) & 7)]
      }
      #expect(APIMentions.codeSpans(inMarkdown: text) == Self.spansBySplitting(text), "\(text)")
    }
  }

  @Test func codeThatCannotNameAnAPIIsNotLookedUp() throws {
    // Code with an ASCII byte an API's name never holds is passed over: the declarations
    // would say nothing of it either.
    var codes = [
      "alert.addAction(ok)", "let x = 1", "present(alert, animated: true)", "\"OK\"", "a[0]",
      "x == nil", "UIAlertAction.isEnabled", "addButton(withTitle:)", "UIAlertController.Style",
      "UIAlertController(title:message:preferredStyle:)", "UIAlertAction.enabeld",
      "UIAlertAction.isEnabled ", "UIAlertAction.isEnabled=", "UIAlertAction.is-Enabled",
      "UIAlertView.show()", "UIAlertView.shows()", "UIDevice.currentDevice()", "字.x",
      "UIAlertAction.\u{5B57}", "UIAlertAction(title:style:handler: )", "UIColor.red!",
    ]
    let loaded = CourseLocator.load(paths: [courseFolder()])
    for lesson in loaded.lessons + loaded.translations.map(\.lesson) {
      codes += APIMentions.codeSpans(in: lesson.introduction)
      for step in lesson.steps {
        codes += APIMentions.codeSpans(in: step.prose) + step.hints.flatMap(APIMentions.codeSpans)
      }
    }
    var passedOver = 0
    for code in Set(codes) where !APIMentions.mayNameAPI(code) {
      passedOver += 1
      #expect(APIMention.check(code) == nil, "\(code)")
    }
    #expect(passedOver > 100)
    for code in ["UIAlertAction.isEnabled", "addButton(withTitle:)", "UIAlertAction.\u{5B57}"] {
      #expect(APIMentions.mayNameAPI(code), "\(code)")
    }
    #expect(APIMention.check("UIAlertAction.enabeld") != nil)
    #expect(APIMentions.mayNameAPI("UIAlertAction.enabeld"))
  }

  @Test func aFileNameIsWhatURLCallsTheLastPathComponent() {
    for path in [
      "Lessons/01-first-alert.md", "/tmp/course/zh/02-b.md", "01.md", "a//b.md", "a/b/", "a/..",
      "a/.", ".", "..", "/", "", "\u{5B57}/\u{6587}.md", "Lessons/hi/03-x.md",
    ] {
      #expect(
        LessonLoader.fileName(of: path) == URL(fileURLWithPath: path).lastPathComponent,
        "\(path)")
    }
  }
}
