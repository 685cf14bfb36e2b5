import AlertLabKit
import Testing

@testable import AlertLabScript

/// Runs `source` on a fresh interpreter and returns it with each statement's outcome.
func runPopoverScript(
  _ source: String, device: Device = Device(model: .ipad), iOS: IOSVersion = .current
) -> (Interpreter, [StatementOutcome]) {
  let interpreter = Interpreter(world: World(device: device, iOS: iOS))
  let result = interpreter.run(source)
  #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
  return (interpreter, result.outcomes)
}

func crashID(_ outcome: StatementOutcome?) -> String? {
  if case .crash(let crash, _)? = outcome?.failure { return crash.rule.id }
  return nil
}

func errorMessage(_ outcome: StatementOutcome?) -> String? {
  if case .diagnostic(let diagnostic)? = outcome?.failure { return diagnostic.message }
  return nil
}

func adviceTexts(_ outcomes: [StatementOutcome]) -> [String] {
  outcomes.flatMap(\.events).compactMap {
    if case .advice(let id, let context) = $0 { return RuleCatalog.rule(id)?.message(context) }
    return nil
  }
}

let backgroundClass = """
  class MyBackground: UIPopoverBackgroundView {
    var offset: CGFloat = 0
    var direction: UIPopoverArrowDirection = .any
    override class func arrowHeight() -> CGFloat { return 20 }
    override class func arrowBase() -> CGFloat { return 30 }
    override class func contentViewInsets() -> UIEdgeInsets {
      return UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    }
    override var arrowDirection: UIPopoverArrowDirection {
      get { return direction }
      set { direction = newValue }
    }
    override var arrowOffset: CGFloat {
      get { return offset }
      set { offset = newValue }
    }
  }

  """

@Suite struct PopoverScriptTests {
  @Test func theSeedsNilPopoverPresentsNothingAndSaysWhy() {
    let (interpreter, outcomes) = runPopoverScript(
      """
      var popover: UIPopoverController?
      popover?.delegate = self
      popover?.presentPopover(from: addButton, permittedArrowDirections: .any, animated: true)
      """)
    #expect(outcomes.allSatisfy { $0.failure == nil })
    #expect(interpreter.state.world.topPresented == nil)
    #expect(
      adviceTexts(outcomes) == [
        "'popover' is nil, so optional chaining skipped setting 'delegate': nothing happened.",
        "Nothing was presented: 'popover' is nil, so optional chaining skipped the call.",
      ])
  }

  @Test func anIPhoneActionSheetsNilPopoverControllerSaysNothing() {
    let (_, outcomes) = runPopoverScript(
      """
      let alert = UIAlertController(title: "T", message: nil, preferredStyle: .actionSheet)
      alert.popoverPresentationController?.sourceView = button
      """, device: Device(model: .iphone))
    #expect(adviceTexts(outcomes).isEmpty)
  }

  @Test func aLocalPopoverControllerCrashesWhenItsFunctionEnds() {
    let (interpreter, outcomes) = runPopoverScript(
      """
      let content = UIViewController()
      func show() {
        let local = UIPopoverController(contentViewController: content)
        local.presentPopover(from: addButton, permittedArrowDirections: .any, animated: true)
      }
      show()
      var kept: UIPopoverController?
      func showKept() {
        kept = UIPopoverController(contentViewController: content)
        kept?.presentPopover(from: addButton, permittedArrowDirections: .any, animated: true)
      }
      showKept()
      kept = nil
      """)
    #expect(crashID(outcomes[2]) == "popover-controller-dealloc")
    #expect(outcomes[5].failure == nil)
    #expect(crashID(outcomes[6]) == "popover-controller-dealloc")
    #expect(interpreter.state.world.topPresented != nil)
  }

  @Test func aClosureUIKitKeepsKeepsWhatItCaptured() {
    let (_, outcomes) = runPopoverScript(
      """
      let content = UIViewController()
      let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
      func show() {
        let local = UIPopoverController(contentViewController: content)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in local.dismiss(animated: true) })
        local.presentPopover(from: addButton, permittedArrowDirections: .any, animated: true)
      }
      show()
      """)
    #expect(outcomes[3].failure == nil)
  }

  @Test func uikitCallsTheBackgroundClass() {
    let (interpreter, outcomes) = runPopoverScript(
      backgroundClass + """
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 300, height: 200)
        content.popoverPresentationController?.barButtonItem = addButton
        content.popoverPresentationController?.popoverBackgroundViewClass = MyBackground.self
        present(content, animated: true)
        MyBackground.arrowHeight()
        """)
    #expect(outcomes.allSatisfy { $0.failure == nil })
    let world = interpreter.state.world
    let background = world.popovers.backgrounds.values.first
    #expect(background?.arrowHeight == 20)
    #expect(background?.contentViewInsets == EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
    #expect(background?.arrowDirection == .up)
    // UIKit set the offset from the box's centre to the "+" item, and the getter returned it.
    #expect(background?.arrowOffset == 140)
    #expect(outcomes.last?.echo == "$R0: Double = 20.0")
  }

  @Test func aMissingOverrideThrowsWhenUIKitNeedsIt() {
    let source = """
      class Half: UIPopoverBackgroundView {
        override class func contentViewInsets() -> UIEdgeInsets { return UIEdgeInsets.zero }
      }
      let content = UIViewController()
      content.modalPresentationStyle = .popover
      content.popoverPresentationController?.barButtonItem = addButton
      content.popoverPresentationController?.popoverBackgroundViewClass = Half.self
      present(content, animated: true)
      """
    let (_, old) = runPopoverScript(source, iOS: IOSVersion(8))
    guard case .crash(let crash, _)? = old.last?.failure else {
      Issue.record("expected a crash")
      return
    }
    #expect(
      crash.reason
        == "[AlertLab] UIKit raises an exception here because Half does not override "
        + "+arrowHeight. UIKit's exact message is not known.")
    #expect(crash.rule.uncertainty?.contains("not UIKit's") == true)
    let (interpreter, modern) = runPopoverScript(source, iOS: IOSVersion(17))
    #expect(modern.last?.failure == nil)
    #expect(interpreter.state.world.popovers.backgrounds.values.first?.arrowHeight.isNaN == true)
  }

  @Test func theCompilerRejectsStoredOverridesAndMissingOverrideKeywords() {
    let (_, stored) = runPopoverScript(
      "class B: UIPopoverBackgroundView { override var arrowOffset: CGFloat = 0 }")
    #expect(errorMessage(stored.first) == "cannot override with a stored property 'arrowOffset'")
    let (_, keyword) = runPopoverScript(
      "class B: UIPopoverBackgroundView { class func arrowHeight() -> CGFloat { return 1 } }")
    #expect(errorMessage(keyword.first) == "overriding declaration requires an 'override' keyword")
  }

  @Test func swiftOneCallsAndImplicitMembersInReturns() {
    let (_, outcomes) = runPopoverScript(
      """
      func adaptivePresentationStyleForPresentationController(controller: UIPresentationController!) -> UIModalPresentationStyle {
        return .None
      }
      let style = adaptivePresentationStyleForPresentationController(nil)
      """)
    #expect(outcomes.last?.echo == "style: UIModalPresentationStyle = .none")
    let notes = outcomes.flatMap(\.events).compactMap {
      if case .note(let said) = $0 { return said.english }
      return nil
    }
    #expect(notes.contains { $0.hasPrefix("Swift 1 and 2 left out the first argument's label") })
  }

  @Test func storyboardControllersAndOutlets() {
    let (interpreter, outcomes) = runPopoverScript(
      """
      @IBOutlet weak var addBarButtonItem: UIBarButtonItem!
      let known = storyboard?.instantiateViewController(withIdentifier: "PlayerInformationViewController")
      let unknown = storyboard?.instantiateViewController(withIdentifier: "Nope")
      let made = PlayerInformationViewController()
      let noStoryboard = made.storyboard
      """)
    #expect(outcomes.allSatisfy { $0.failure == nil })
    #expect(outcomes[0].echo?.contains("title: \"+\"") == true)
    let world = interpreter.state.world
    #expect(world.viewControllers.values.contains { $0.title == "Player Information" })
    // Any other identifier gives a plain controller (the storyboard's scenes are not known).
    #expect(outcomes[2].echo?.contains("= <UIViewController: 0x") == true)
    #expect(outcomes[4].echo?.hasSuffix("= nil") == true)
  }

  @Test func backgroundClassMustBeABackgroundView() {
    let (_, outcomes) = runPopoverScript(
      """
      class NotABackground: UIViewController {}
      let content = UIViewController()
      content.modalPresentationStyle = .popover
      content.popoverPresentationController?.popoverBackgroundViewClass = NotABackground.self
      """)
    #expect(
      errorMessage(outcomes.last)
        == "cannot assign value of type 'NotABackground.Type' to type 'UIPopoverBackgroundView.Type?'"
    )
  }
}
