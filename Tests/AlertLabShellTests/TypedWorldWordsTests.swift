import AlertLabKit
import AlertLabTutor
import AlertLabWords
import Testing

@testable import AlertLabShell

/// The world's notes, what a gesture does not do, a handler's name and the console line of a
/// rule no source shows are raised typed and shown in the learner's language; their English
/// stays as it was.
@Suite struct TypedWorldWordsTests {
  func session(_ language: Language) -> Session {
    var options = Session.Options(color: false, ascii: true, width: nil)
    options.language = language
    return Session(options: options)
  }

  static let controller = """
    class C: UIViewController {
      @IBOutlet weak var plusItem: UIBarButtonItem!
      @IBOutlet weak var first: UIButton!
      @IBOutlet weak var nameLabel: UILabel!
      @IBAction func showSheet(_ sender: UIButton) {}
    }
    """

  @Test func aRefusalIsShownInChineseAndStaysInEnglish() {
    var english = session(.en)
    #expect(
      english.submit(":tap \"+\"")
        == "\"+\" is connected to no action: paste a view controller with an @IBAction (its "
        + "sender a UIBarButtonItem for \"+\", a UIButton for a button), then tap again.\n")
    var chinese = session(.zh)
    #expect(
      chinese.submit(":tap \"+\"")
        == "“+”没有连接任何动作：粘贴一个带 @IBAction 的视图控制器（“+”的 sender 为 "
        + "UIBarButtonItem，按钮的为 UIButton），然后再轻点一次。\n")
  }

  @Test func theConnectionsAreAListInTheLanguage() {
    var english = session(.en)
    let said = english.submit(Self.controller)
    #expect(said.contains("note: self is now of class C (UIViewController). :undo, or :reset"))
    #expect(
      said.contains(
        "note: Connected: @IBOutlet plusItem → the \"+\" item; @IBOutlet first → the \"Show "
          + "Sheet\" button; @IBOutlet nameLabel → a label added to the view (the scene had "
          + "none, a storyboard would); @IBAction showSheet(_:) ← :tap \"Show Sheet\".\n"))
    var chinese = session(.zh)
    let shown = chinese.submit(Self.controller)
    #expect(shown.contains("注意：self 现在是 C（UIViewController）。:undo 或 :reset"), "\(shown)")
    #expect(
      shown.contains(
        "注意：已连接：@IBOutlet plusItem → “+”栏按钮项；@IBOutlet first → “Show Sheet”按钮；"
          + "@IBOutlet nameLabel → 添加到视图中的一个标签（场景中没有；故事板里会有）；"
          + "@IBAction showSheet(_:) ← :tap \"Show Sheet\"。\n"), "\(shown)")
  }

  @Test func aNoteWithoutAPatternBeforeIsTranslatedNow() {
    let code = "print(NSLocalizedString(\"k\", comment: \"\"))"
    var english = session(.en)
    #expect(
      english.submit(code).contains(
        "note: NSLocalizedString finds no Localizable.strings in AlertLab: it gives back the "
          + "'value:' when there is one, else the key\n"))
    var chinese = session(.zh)
    #expect(chinese.submit(code).contains("注意：NSLocalizedString 在 AlertLab 中找不到"))
  }

  @Test func aMemberIsNamedInChinese() {
    var chinese = session(.zh)
    _ = chinese.submit(MemberFailureTests.model)
    _ = chinese.submit("let m = Model(size: 1)")
    let output = chinese.submit("print(m.item(at: 3))")
    #expect(output.contains("input:12:17: note: 方法 'Model.item(at:)' 在这里停止"), "\(output)")
  }

  @Test func aHandlerIsNamedInChineseAndInEnglish() {
    for (language, expected) in [
      (Language.en, "input:2:9: note: the handler of action \"Pick\" (func 'pick') stopped here"),
      (Language.zh, "input:2:9: note: 操作“Pick”的处理程序（func 'pick'）在这里停止"),
    ] {
      var session = session(language)
      _ = session.submit(
        "let alert = UIAlertController(title: \"T\", message: nil, preferredStyle: .alert)")
      _ = session.submit("var items = [1]")
      _ = session.submit("func pick(_ action: UIAlertAction) {\n  print(items[3])\n}")
      _ = session.submit(
        "alert.addAction(UIAlertAction(title: \"Pick\", style: .default, handler: pick))")
      _ = session.submit("present(alert, animated: true)")
      let output = session.submit(":tap \"Pick\"")
      #expect(output.contains(expected), "\(output)")
    }
  }

  @Test func aDelegateGoneNamesItsHolderInChinese() {
    let limiter =
      "class Limiter: NSObject, UITextFieldDelegate { func textField(_ textField: UITextField, "
      + "shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool "
      + "{ return false } }"
    let field = "let field = UITextField(); view.addSubview(field)"
    var english = session(.en)
    _ = english.submit(limiter)
    _ = english.submit(field)
    #expect(
      english.submit("field.delegate = Limiter()").contains(
        "note: The text field's delegate, a Limiter nothing else held, was deallocated: "))
    var chinese = session(.zh)
    _ = chinese.submit(limiter)
    _ = chinese.submit(field)
    let gone = chinese.submit("field.delegate = Limiter()")
    #expect(gone.contains("注意：文本框的代理（一个没有别的东西持有的 Limiter）已被释放"), "\(gone)")
  }
}
