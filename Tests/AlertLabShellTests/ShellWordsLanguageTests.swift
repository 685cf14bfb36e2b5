import AlertLabKit
import AlertLabScript
import AlertLabTutor
import AlertLabWords
import Foundation
import Testing

@testable import AlertLabShell

/// The shell's last English in Chinese and Hindi: `:describe` and the drawing's caption,
/// `:wait`, a handler that failed, a pasted view controller, the Objective-C notes, a lesson
/// file's errors. English stays as it was, byte for byte (the goldens and transcripts say so).
@Suite struct ShellWordsLanguageTests {
  func session(_ language: Language, device: Device = Device(model: .iphone)) -> Session {
    var options = Session.Options(ascii: true, device: device)
    options.language = language
    return Session(options: options)
  }

  static let sheet = [
    "let sheet = UIAlertController(title: \"删除照片？\", message: \"这张照片将被删除\", "
      + "preferredStyle: .actionSheet)",
    "sheet.addAction(UIAlertAction(title: \"删除\", style: .destructive))",
    "sheet.addAction(UIAlertAction(title: \"取消\", style: .cancel))",
    "present(sheet, animated: true)",
  ]

  @Test func describeSpeaksTheLanguage() {
    let expected: [Language: String] = [
      .en: "iPhone, portrait, iOS 17.0. Navigation bar: AlertLab, with the bar button \"+\" "
        + "(addButton). View: button \"Show Sheet\". Action sheet at the bottom of the screen. "
        + "Title: 删除照片？ Message: 这张照片将被删除. Buttons: 删除 (destructive), 取消 (cancel, bold).\n",
      .zh: "iPhone，竖屏，iOS 17.0。导航栏：AlertLab，带有栏按钮 “+”（addButton）。视图：按钮“Show Sheet”。"
        + "屏幕底部的操作表。标题：删除照片？信息：这张照片将被删除。按钮：删除（破坏性）、取消（取消样式、粗体）。\n",
      .hi: "iPhone, पोर्ट्रेट, iOS 17.0। नेविगेशन बार: AlertLab, बार बटन \"+\" (addButton) के साथ। "
        + "व्यू: बटन \"Show Sheet\"। स्क्रीन के नीचे ऐक्शन शीट। शीर्षक: 删除照片？ संदेश: 这张照片将被删除। "
        + "बटन: 删除 (destructive), 取消 (cancel, बोल्ड)।\n",
    ]
    for (language, text) in expected {
      var shell = session(language)
      for line in Self.sheet { _ = shell.submit(line) }
      #expect(shell.submit(":describe") == text, "\(language)")
    }
  }

  @Test func aPopoversPlaceAndTheHiddenCancelAreSaidInTheLanguage() {
    var chinese = session(.zh, device: Device(model: .ipad))
    var hindi = session(.hi, device: Device(model: .ipad))
    let lines = [
      "let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)",
      "sheet.addAction(UIAlertAction(title: \"Delete\", style: .destructive))",
      "sheet.addAction(UIAlertAction(title: \"Cancel\", style: .cancel))",
      "sheet.popoverPresentationController?.sourceView = button",
      "present(sheet, animated: true)",
    ]
    for line in lines {
      _ = chinese.submit(line)
      _ = hindi.submit(line)
    }
    let zh = chinese.submit(":describe")
    #expect(zh.contains("弹出框中的操作表（箭头朝下指向按钮“Show Sheet”）。按钮：Delete（破坏性）。"), "\(zh)")
    #expect(zh.hasSuffix("取消按钮“Cancel”已隐藏：轻点外部即可取消。\n"), "\(zh)")
    let hi = hindi.submit(":describe")
    #expect(hi.contains("पॉपओवर में ऐक्शन शीट (तीर नीचे की ओर, बटन \"Show Sheet\" पर)।"), "\(hi)")
    #expect(hi.hasSuffix("cancel बटन \"Cancel\" छिपा है: cancel करने के लिए बाहर टैप करें।\n"), "\(hi)")
  }

  @Test func theCaptionUnderTheDrawingNamesTheDeviceInTheLanguage() {
    for (language, caption) in [
      (Language.en, "iPhone, portrait - iOS 17.0"), (.zh, "iPhone，竖屏 - iOS 17.0"),
      (.hi, "iPhone, पोर्ट्रेट - iOS 17.0"),
    ] {
      var shell = session(language)
      let output = Self.sheet.map { shell.submit($0) }.joined()
      let last = output.split(separator: "\n").last.map(String.init) ?? ""
      #expect(last.trimmingCharacters(in: .whitespaces) == caption, "\(language): \(last)")
      // Centred under the frame by display width.
      let frame = output.split(separator: "\n").first { $0.hasPrefix("+-") }.map(String.init) ?? ""
      let pad = last.prefix { $0 == " " }.count
      #expect(pad == (DisplayWidth.of(frame) - DisplayWidth.of(caption)) / 2, "\(language)")
    }
  }

  @Test func theWordsFillInOnePass() {
    #expect(ScreenWords.fill("{1} and {2}", "{2}", "b") == "{2} and b")
    #expect(ScreenWords.fill("{3} {x} {", "a") == "{3} {x} {")
  }

  @Test func waitSaysWhatRanInTheLanguage() {
    var chinese = session(.zh)
    _ = chinese.submit("DispatchQueue.main.asyncAfter(deadline: .now() + 1) { print(\"a\") }")
    _ = chinese.submit("DispatchQueue.main.asyncAfter(deadline: .now() + 5) { print(\"b\") }")
    #expect(chinese.submit(":wait 2") == "a\n时钟在 2 秒：运行了 1 项工作，还有 1 项在等待。\n")
    #expect(chinese.submit(":wait 3") == "b\n时钟在 5 秒：运行了 1 项工作，没有等待中的工作。\n")
    var hindi = session(.hi)
    #expect(hindi.submit(":wait 1") == "घड़ी 1 s पर है: 0 काम चले, कुछ इंतज़ार में नहीं।\n")
    #expect(hindi.submit(":wait x").hasPrefix("उपयोग: :wait SECONDS, 0 से 86400 तक"))
    var english = session(.en)
    #expect(
      english.submit(":wait 1")
        == "The clock is at 1 s: 0 pieces of work ran, nothing is waiting.\n")
  }

  /// Chinese runs a handler's name in words on without spaces (`在操作“OK”的处理程序中：`) and
  /// sets one that is code apart (`在 func 'pick' 中：`, `'A.b' 在这里停止`).
  @Test func chineseSpacesAHandlersNameOnlyWhereItIsCode() {
    var chinese = session(.zh)
    chinese.interpreter.stepLimit = 5_000
    _ = chinese.submit(
      "let alert = UIAlertController(title: \"T\", message: nil, preferredStyle: .alert)")
    _ = chinese.submit(
      "alert.addAction(UIAlertAction(title: \"OK\", style: .default) { _ in while true {} })")
    _ = chinese.submit("present(alert, animated: true)")
    let zh = chinese.submit(":tap \"OK\"")
    #expect(zh.contains("error: 在操作“OK”的处理程序中：这条语句做了超过 5000 步工作"), "\(zh)")
    #expect(!zh.contains("在 操作"), "\(zh)")
  }

  @Test func aHandlerThatFailsIsNamedAndUndoneInTheLanguage() {
    let lines = [
      "let alert = UIAlertController(title: \"T\", message: nil, preferredStyle: .alert)",
      "alert.addAction(UIAlertAction(title: \"OK\", style: .default) { _ in\n"
        + "  let a: [Int] = []\n  print(a[3])\n})",
      "present(alert, animated: true)",
    ]
    var chinese = session(.zh)
    var hindi = session(.hi)
    for line in lines {
      _ = chinese.submit(line)
      _ = hindi.submit(line)
    }
    let zh = chinese.submit(":tap \"OK\"")
    #expect(zh.contains("input:3:9: note: 操作“OK”的处理程序在这里停止\n"), "\(zh)")
    #expect(zh.contains(":tap \"OK\" 已撤销：操作“OK”的处理程序在第 3 行停止，App 回到了这个手势之前的样子"), "\(zh)")
    #expect(zh.contains("Fatal error: Index out of range\n"))
    let hi = hindi.submit(":tap \"OK\"")
    #expect(hi.contains("note: ऐक्शन \"OK\" का हैंडलर यहाँ रुका\n"), "\(hi)")
    #expect(hi.contains(":tap \"OK\" पूर्ववत किया गया: ऐक्शन \"OK\" का हैंडलर पंक्ति 3 पर रुका"), "\(hi)")
  }

  @Test func anErrorInAHandlersFunctionKeepsTheCompilersWords() {
    var chinese = session(.zh)
    _ = chinese.submit("func pick(_ action: UIAlertAction) { let n: Int = \"x\" }")
    // The compiler's words stay English; the function it happened in is AlertLab's own.
    let place = Said(.inPlace, "func 'pick'")
    var error = Diagnostic.error(
      "cannot find 'x' in scope", at: SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))
    )
    error.setPlace(place)
    #expect(chinese.translated(error).message == "在 func 'pick' 中：cannot find 'x' in scope")
    var english = session(.en)
    #expect(english.translated(error).message == "in func 'pick': cannot find 'x' in scope")
    _ = english.submit(":reset")
  }

  @Test func aPastedViewControllersNotesAreInTheLanguage() {
    let controller =
      "class MyVC: UIViewController {\n  @IBOutlet var button: UIButton!\n"
      + "  @IBOutlet var missing: UISwitch!\n  @IBOutlet var label: UILabel!\n"
      + "  override func viewDidLoad() { super.viewDidLoad() }\n}"
    var chinese = session(.zh)
    let zh = chinese.submit(controller)
    #expect(zh.contains("注意：self 现在是 MyVC（UIViewController）：它的 viewDidLoad 已运行。"), "\(zh)")
    #expect(
      zh.contains("注意：已连接：@IBOutlet button → “Show Sheet”按钮；@IBOutlet label → 添加到视图中的一个标签"),
      "\(zh)")
    #expect(zh.contains("注意：@IBOutlet missing (UISwitch) 保持为 nil：场景中没有这个名字或类型的控件。\n"), "\(zh)")
    var hindi = session(.hi)
    let hi = hindi.submit(controller)
    #expect(
      hi.contains("ध्यान दें: जुड़े: @IBOutlet button → \"Show Sheet\" बटन; @IBOutlet label"), "\(hi)")
    var english = session(.en)
    let en = english.submit(controller)
    #expect(
      en.contains(
        "note: Connected: @IBOutlet button → the \"Show Sheet\" button; @IBOutlet label → a "
          + "label added to the view (the scene had none, a storyboard would).\n"), "\(en)")
  }

  @Test func objectiveCNotesAreInTheLanguage() {
    let line =
      "UIAlertController *alert = [UIAlertController alertControllerWithTitle:@\"T\" "
      + "message:nil preferredStyle:UIAlertControllerStyleAlert];"
    var chinese = session(.zh)
    let zh = chinese.submit(line)
    #expect(
      zh.contains("注意：“Type *name = value;”在 Swift 中写作“let name = value”（值会改变时用“var”）\n"), "\(zh)")
    #expect(
      zh.contains("注意：“UIAlertControllerStyleAlert”在 Swift 中写作“.alert”（UIAlertController.Style）\n"),
      "\(zh)")
    var hindi = session(.hi)
    let hi = hindi.submit(line)
    #expect(hi.contains("ध्यान दें: Swift में '@\"text\"' को \"text\" लिखते हैं\n"), "\(hi)")
    var english = session(.en)
    #expect(english.submit(line).contains("note: '@\"text\"' is \"text\" in Swift\n"))
  }

  @Test func aBrokenLessonsErrorsAreInTheLanguage() {
    let text =
      "# Broken\n\n- id: Bad_Id\n- sourse: x\n\n## Step one\n\n```goal\nhas a label but\n```\n"
    let errors = LessonParser.parseReportingAll(text, path: "bad.md").problems
    #expect(errors.count == 5)
    let zh = errors.map { $0.text(in: "zh") }
    #expect(zh.contains("bad.md:3:7: error: id“Bad_Id”只能包含小写字母、数字和“-”（例如 first-alert）"), "\(zh)")
    #expect(zh.contains("bad.md:9:1: error: 第 1 行目标没有标签：请写“label: predicate”"), "\(zh)")
    let hi = errors.map { $0.text(in: "hi") }
    #expect(
      hi.contains(
        "bad.md:6:1: error: चरण 'Step one' में लक्ष्य हैं पर उन्हें पूरा करने वाले कोड का कोई '```swift' ब्लॉक नहीं"),
      "\(hi)")
    for (index, error) in errors.enumerated() {
      #expect(zh[index] != error.description && hi[index] != error.description, "\(error)")
      #expect(zh[index].hasPrefix(error.description.prefix { $0 != " " } + " error: "))
    }
  }
}

extension ShellWordsLanguageTests {
  @Test func aLongTranslatedDiagnosticWrapsBetweenWordsAndTheCompilersDoesNot() {
    var options = Session.Options(ascii: true, width: 80)
    options.language = .hi
    var hindi = Session(options: options)
    let output = hindi.submit("view.layer.addSublayer(CALayer())")
    let lines = output.split(separator: "\n").map(String.init)
    #expect(
      lines.prefix(2) == [
        "input:1:12: error: AlertLab `CALayer.addSublayer(_:)` सिम्युलेट नहीं करता; कुछ नहीं",
        "चला",
      ], "\(output)")
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 }, "\(output)")
    // The code and its caret stay as typed, one line each.
    #expect(lines[2] == "view.layer.addSublayer(CALayer())")
    #expect(lines[3] == "           ^~~~~~~~~~~")
    // A compiler diagnostic, all English, is printed as Swift prints it.
    let long = "let " + String(repeating: "x", count: 70) + " = undefinedName"
    let compiler = hindi.submit(long)
    #expect(compiler.hasPrefix("input:1:"), "\(compiler)")
    #expect(
      compiler.split(separator: "\n").first?.contains("cannot find 'undefinedName' in scope")
        == true, "\(compiler)")
    var english = Session(options: Session.Options(ascii: true, width: 80))
    let same = english.submit("view.layer.addSublayer(CALayer())")
    #expect(same.split(separator: "\n").first.map { DisplayWidth.of(String($0)) > 80 } == true)
  }
}

extension ShellWordsLanguageTests {
  @Test func whyAFileIsLeftAloneIsSaidInsideTheSentenceThatSaysSo() {
    let history = Said(.historyKept, Said(.nameAndReason, "/h", Said(.isFolder)))
    #expect(history.text(in: "zh") == "不保留历史记录：/h 是文件夹，不是文件")
    let progress = Said(
      .couldSaveYourProgress, "/p.json", Said(.soLeftAlone, Said(.belongsAnotherUser)))
    #expect(
      progress.text(in: "hi")
        == "आपकी प्रगति /p.json में सहेजी नहीं जा सकी: यह किसी दूसरे उपयोगकर्ता की है, इसलिए इसे छेड़ा नहीं जाता।")
    #expect(history.english == "history is not kept: /h is a folder, not a file")
    #expect(
      progress.english
        == "Could not save your progress to /p.json: it belongs to another user, so it is left "
        + "alone.")
  }
}

extension ShellWordsLanguageTests {
  @Test func theCountOfDiagnosticsLeftOutIsInTheLanguage() {
    let line = "let s = [" + (0..<30).map { "“a\($0)”" }.joined(separator: ", ") + "]"
    for (language, last) in [(Language.en, "… (10 more)"), (.zh, "…（还有 10 条）"), (.hi, "… (10 और)")]
    {
      var shell = session(language)
      let output = shell.submit(line)
      #expect(output.split(separator: "\n").last.map(String.init) == last, "\(language)")
    }
  }
}

extension ShellWordsLanguageTests {
  @Test func afterLangTheNextDrawingsCaptionIsInTheNewLanguage() {
    var shell = session(.en)
    for line in Self.sheet { _ = shell.submit(line) }
    _ = shell.submit(":lang zh")
    let output = shell.submit("sheet.dismiss(animated: false)")
    #expect(output.contains("iPhone，竖屏 - iOS 17.0"), "\(output)")
    // Only a screen that changed is drawn again.
    #expect(shell.submit("let n = 1") == "n: Int = 1\n")
  }
}
