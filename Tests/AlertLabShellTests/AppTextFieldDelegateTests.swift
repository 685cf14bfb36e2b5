import AlertLabKit
import Testing

@testable import AlertLabShell

/// Text fields the learner makes in code, typed into with `:type`; delegates other than
/// `self`, held weakly; the scene's window scene; an implicitly unwrapped label outlet.
@Suite struct AppTextFieldDelegateTests {
  let codeField = """
    let field = UITextField(frame: CGRect(x: 20, y: 200, width: 280, height: 32))
    field.placeholder = "Name"
    field.borderStyle = .roundedRect
    view.addSubview(field)
    """

  @Test func aTextFieldAddedToTheViewIsDrawnAndTakesTyping() {
    var session = makeSession()
    let drawn = session.submit(codeField)
    #expect(drawn.contains("[(Name)"))
    _ = session.submit("var seen: [String] = []")
    _ = session.submit(
      "@objc func changed(_ sender: UITextField) { seen.append(sender.text ?? \"\") }")
    _ = session.submit(
      "field.addTarget(self, action: #selector(changed(_:)), for: .editingChanged)")
    let typed = session.submit(":type 1 \"abc\"")
    #expect(typed.contains("[abc "))
    #expect(session.submit("print(seen)") == "[\"a\", \"ab\", \"abc\"]\n")
    #expect(session.submit("print(field.isFirstResponder)") == "true\n")
    #expect(session.submit(":type \"Name\" \"d\"").contains("[abcd "))
    #expect(
      session.submit(":describe").contains("View: button \"Show Sheet\", text field 1 \"abcd\"."))
    #expect(
      session.submit(":type 2 \"x\"")
        == "There is no text field 2: the view has 1 (numbered from 1).\n")
  }

  @Test func aFieldInNoWindowIsNotOnScreen() {
    var session = makeSession()
    _ = session.submit("let loose = UITextField()")
    #expect(session.submit(":type 1 \"a\"") == "There is no text field on screen.\n")
  }

  @Test func theDelegateGetsAnNSRangeItCanUse() {
    var session = makeSession()
    _ = session.submit(codeField)
    _ = session.submit("var ranges: [String] = []")
    _ = session.submit(
      """
      func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
          let current = textField.text ?? ""
          guard let stringRange = Range(range, in: current) else { return false }
          let updated = current.replacingCharacters(in: stringRange, with: string)
          let bridged = (current as NSString).replacingCharacters(in: range, with: string)
          ranges.append("\\(range.location),\\(range.length)")
          return updated.count <= 2 && bridged == updated
      }
      """)
    _ = session.submit("field.delegate = self")
    _ = session.submit(":type 1 \"héllo\"")
    #expect(session.submit("print(field.text ?? \"\")") == "hé\n")
    #expect(session.submit("print(ranges)") == "[\"0,0\", \"1,0\", \"2,0\", \"2,0\", \"2,0\"]\n")
    #expect(
      session.submit("let r = NSRange(location: 1, length: 1); print(r.location + r.length)")
        .hasSuffix("2\n"))
    #expect(
      session.submit("print(Range(NSMakeRange(0, 9), in: \"abc\") == nil)").hasSuffix("true\n"))
  }

  @Test func returnAsksTextFieldShouldReturn() {
    var session = makeSession()
    _ = session.submit(codeField)
    _ = session.submit("var returned = 0")
    _ = session.submit(
      "func textFieldShouldReturn(_ textField: UITextField) -> Bool { returned += 1; "
        + "textField.resignFirstResponder(); return true }")
    _ = session.submit("field.delegate = self")
    _ = session.submit(":type 1 \"a\"")
    _ = session.submit(":key return")
    #expect(session.submit("print(returned, field.isFirstResponder)") == "1 false\n")
  }

  @Test func aHelperObjectDelegateGetsTheCallsWhileSomethingHoldsIt() {
    var session = makeSession()
    _ = session.submit(
      """
      class Limiter: NSObject, UITextFieldDelegate {
          func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
              return (textField.text ?? "").count + string.count - range.length <= 3
          }
      }
      """)
    _ = session.submit("let limiter = Limiter()")
    _ = session.submit(codeField)
    _ = session.submit("field.delegate = limiter")
    _ = session.submit(":type 1 \"12345\"")
    #expect(session.submit("print(field.text ?? \"\")") == "123\n")
  }

  @Test func aDelegateNothingElseHoldsIsGoneWithANote() {
    var session = makeSession()
    _ = session.submit(
      "class Limiter: NSObject, UITextFieldDelegate { func textField(_ textField: UITextField, "
        + "shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool "
        + "{ return false } }")
    _ = session.submit(codeField)
    let set = session.submit("field.delegate = Limiter()")
    #expect(
      set.contains(
        "note: The text field's delegate, a Limiter nothing else held, was deallocated: "
          + "UIKit's delegate properties are weak"))
    #expect(session.submit("print(field.delegate == nil)") == "true\n")
    _ = session.submit(":type 1 \"ab\"")
    #expect(session.submit("print(field.text ?? \"\")") == "ab\n")
    // A local that ends with its function goes too.
    let local = session.submit("func hook() { let l = Limiter(); field.delegate = l }; hook()")
    #expect(local.contains("was deallocated"))
  }

  @Test func aPopoverAndAnAlertViewDelegateAreWeakToo() {
    var session = makeSession(device: Device(model: .ipad), iOS: IOSVersion(8))
    _ = session.submit(
      "class Keeper: NSObject, UIPopoverPresentationControllerDelegate, UIAlertViewDelegate { "
        + "func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) { "
        + "print(\"clicked \\(buttonIndex)\") } }")
    _ = session.submit("let c = UIViewController(); c.modalPresentationStyle = .popover")
    let popover = session.submit("c.popoverPresentationController?.delegate = Keeper()")
    #expect(popover.contains("The popover presentation controller's delegate, a Keeper"))
    _ = session.submit("let keeper = Keeper()")
    _ = session.submit(
      "let a = UIAlertView(title: \"T\", message: nil, delegate: keeper, cancelButtonTitle: \"OK\")"
    )
    _ = session.submit("a.show()")
    #expect(session.submit(":tap \"OK\"").contains("clicked 0"))
    let gone = session.submit(
      "let b = UIAlertView(title: \"U\", message: nil, delegate: Keeper(), cancelButtonTitle: \"OK\")"
    )
    #expect(gone.contains("The alert view's delegate, a Keeper nothing else held"))
  }

  @Test func connectedScenesHaveTheAppsWindow() {
    var session = makeSession()
    let out = session.submit(
      "let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene; "
        + "print(scene?.windows.first?.rootViewController == self, "
        + "scene?.activationState == .foregroundActive, scene?.keyWindow != nil)")
    #expect(out.hasSuffix("true true true\n"))
    var old = makeSession(iOS: IOSVersion(12))
    #expect(old.submit("UIApplication.shared.connectedScenes").contains("error"))
  }

  @Test func anImplicitlyUnwrappedLabelOutletConnectsToALabelInTheView() {
    var session = makeSession()
    let out = session.submit(
      """
      class TimerViewController: UIViewController {
          @IBOutlet weak var secondsLabel: UILabel!
          override func viewDidLoad() {
              super.viewDidLoad()
              secondsLabel.text = "60"
          }
      }
      """)
    #expect(out.contains("@IBOutlet secondsLabel → a label added to the view"))
    #expect(out.contains("|                  60                  |"))
    #expect(session.submit("secondsLabel.text = \"59\"").contains("59"))
  }

  /// Button outlets beyond the scene's own buttons get buttons added to the view, as the
  /// storyboard would have them; a spring animation with no options runs its animations.
  @Test func buttonOutletsBeyondTheScenesOwnGetButtonsAddedToTheView() {
    var session = makeSession()
    let out = session.submit(
      """
      class QuizViewController: UIViewController {
          @IBOutlet var first: UIButton!
          @IBOutlet var second: UIButton!
          @IBOutlet var third: UIButton!
          override func viewDidLoad() {
              super.viewDidLoad()
              second.setTitle("Estonia", for: .normal)
              third.setTitle("France", for: .normal)
              UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5,
                             initialSpringVelocity: 5, options: [], animations: {
                  self.third.alpha = 0.5
              })
          }
      }
      """)
    #expect(out.contains("@IBOutlet second → a button added to the view"), "\(out)")
    #expect(out.contains("[ Estonia ]"), "\(out)")
    #expect(!out.contains("error:"), "\(out)")
    #expect(session.submit("print(third.alpha)").hasSuffix("0.5\n"))
  }

  @Test func aNilImplicitlyUnwrappedOptionalTraps() {
    var session = makeSession()
    _ = session.submit("var label: UILabel!")
    let out = session.submit("label.text = \"x\"")
    #expect(out.contains("Fatal error: Unexpectedly found nil"))
  }
}
