import AlertLabKit
import Testing

@testable import AlertLabShell

/// Storyboard segues declared with `:segue`: performed in code and by a tap on the control
/// they are drawn from, with the learner's `prepare(for:sender:)` and
/// `shouldPerformSegue(withIdentifier:sender:)`, and UIKit's crash for an identifier the
/// storyboard lacks.
@Suite struct SegueTests {
  static let controllers = """
    class ViewController: UIViewController {
        var allowed = true
        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
            print("should", identifier)
            return allowed
        }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            print("prepare", segue.identifier ?? "-")
            if let detail = segue.destination as? DetailViewController {
                detail.item = "Eggs"
            }
        }
    }
    class DetailViewController: UIViewController {
        var item = "none"
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Detail"
            print("detail loaded with", item)
        }
    }
    """

  func session(_ device: Device = Device(model: .iphone)) -> Session {
    var session = makeSession(device: device)
    _ = session.submit(Self.controllers)
    return session
  }

  @Test func aPopoverSegueOnIPadIsAnchoredAtItsControlAfterPrepare() {
    var session = session(Device(model: .ipad))
    let declared = session.submit(
      ":segue \"showDetail\" popover DetailViewController from \"Show Sheet\"")
    #expect(
      declared.contains(
        "Segue \"showDetail\": popover → DetailViewController, from \"Show Sheet\""), "\(declared)")
    let output = session.submit("performSegue(withIdentifier: \"showDetail\", sender: nil)")
    // prepare(for:sender:) runs before the destination's view loads.
    let prepare = output.range(of: "prepare showDetail")
    let loaded = output.range(of: "detail loaded with Eggs")
    #expect(prepare != nil && loaded != nil, "\(output)")
    if let prepare, let loaded { #expect(prepare.lowerBound < loaded.lowerBound) }
    #expect(!output.contains("should showDetail"), "performSegue in code does not ask: \(output)")
    let checks = session.submit(
      "print(presentedViewController is DetailViewController, presentedViewController?.modalPresentationStyle == UIModalPresentationStyle.popover, presentedViewController?.popoverPresentationController?.sourceView === button)"
    )
    #expect(checks.contains("true true true"), "\(checks)")
    #expect(session.submit(":describe").contains("Popover"), "the popover is on screen")
  }

  @Test func aPopoverSegueOnIPhoneAdaptsToASheet() {
    var session = session()
    _ = session.submit(":segue \"showDetail\" popover DetailViewController from \"Show Sheet\"")
    _ = session.submit("performSegue(withIdentifier: \"showDetail\", sender: nil)")
    let style = session.submit(
      "print(presentedViewController?.modalPresentationStyle == UIModalPresentationStyle.popover)")
    #expect(style.contains("true"), "\(style)")
  }

  @Test func anIdentifierTheStoryboardLacksCrashesAsUIKitDoes() {
    var session = session()
    _ = session.submit(":segue \"showDetail\" show")
    let output = session.submit("performSegue(withIdentifier: \"showDetial\", sender: self)")
    #expect(
      output.contains(
        "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: "
          + "'Receiver (<ViewController: 0x"),
      "\(output)")
    #expect(output.contains(") has no segue with identifier 'showDetial''"), "\(output)")
    #expect(!output.contains("prepare"), "\(output)")
  }

  @Test func aControllerMadeInCodeHasNoSegues() {
    var session = session()
    _ = session.submit(":segue \"showDetail\" show")
    let output = session.submit(
      "UIViewController().performSegue(withIdentifier: \"showDetail\", sender: nil)")
    #expect(output.contains("'Receiver (<UIViewController: 0x"), "\(output)")
    #expect(session.submit(":why").contains("storyboard"))
  }

  @Test func aShowSeguePushesAndTheBackButtonPops() {
    var session = session()
    _ = session.submit(":segue \"showDetail\" show DetailViewController")
    let pushed = session.submit("performSegue(withIdentifier: \"showDetail\", sender: nil)")
    #expect(pushed.contains("< AlertLab") || pushed.contains("‹ AlertLab"), "\(pushed)")
    #expect(pushed.contains("Detail"), "\(pushed)")
    #expect(!pushed.contains("[ Show Sheet ]"), "self's view is covered: \(pushed)")
    #expect(
      session.submit(":describe").contains(
        "Navigation bar: Detail, with the back button \"AlertLab\". View: Detail, pushed"))
    let stack = session.submit(
      "print(navigationController?.viewControllers.count ?? 0, navigationController?.topViewController is DetailViewController)"
    )
    #expect(stack.contains("2 true"), "\(stack)")
    // self's view is not in the window: presenting from it is UIKit's warning.
    let warned = session.submit(
      "present(UIAlertController(title: \"Hi\", message: nil, preferredStyle: .alert), animated: true)"
    )
    #expect(warned.contains("whose view is not in the window hierarchy"), "\(warned)")
    #expect(session.submit(":tap \"Show Sheet\"").contains("Only the back button \"AlertLab\""))
    let popped = session.submit(":tap \"AlertLab\"")
    #expect(popped.contains("[ Show Sheet ]"), "\(popped)")
    #expect(session.submit("print(navigationController?.viewControllers.count ?? 0)").contains("1"))
  }

  @Test func theNavigationControllerPushesAndPopsInCode() {
    var session = session()
    _ = session.submit("let detail = DetailViewController()")
    let pushed = session.submit(
      "navigationController?.pushViewController(detail, animated: true)")
    #expect(pushed.contains("detail loaded with none"), "its view loads: \(pushed)")
    #expect(pushed.contains("Detail"), "\(pushed)")
    let popped = session.submit(
      "print(navigationController?.popViewController(animated: true) === detail)")
    #expect(popped.contains("true"), "\(popped)")
    #expect(popped.contains("[ Show Sheet ]"), "\(popped)")
    #expect(
      session.submit("print(navigationController?.popViewController(animated: true) == nil)")
        .contains("true"))
  }

  @Test func aTapOnTheControlAsksShouldPerformSegueFirst() {
    var session = session()
    _ = session.submit(":segue \"showDetail\" modal DetailViewController from \"Show Sheet\"")
    _ = session.submit("allowed = false")
    let refused = session.submit(":tap \"Show Sheet\"")
    #expect(refused.contains("should showDetail"), "\(refused)")
    #expect(refused.contains("returned false"), "\(refused)")
    #expect(!refused.contains("prepare"), "\(refused)")
    _ = session.submit("allowed = true")
    let performed = session.submit(":tap \"Show Sheet\"")
    #expect(performed.contains("prepare showDetail"), "\(performed)")
    #expect(
      session.submit("print(presentedViewController is DetailViewController)").contains("true"))
  }

  @Test func aPlainDestinationIsCastToTheLearnersClass() {
    var session = session()
    _ = session.submit(":segue \"edit\" modal")
    _ = session.submit(
      """
      class EditViewController: UIViewController {
          var name = ""
      }
      """)
    _ = session.submit(
      """
      override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
          let edit = segue.destination as! EditViewController
          edit.name = sender as? String ?? ""
          print(segue.identifier!, type(of: segue.destination), edit.name)
      }
      """)
    let output = session.submit("performSegue(withIdentifier: \"edit\", sender: \"Bob\")")
    #expect(output.contains("edit EditViewController Bob"), "\(output)")
  }

  @Test func objectiveCPerformsASegue() {
    var session = makeSession()
    _ = session.submit(":segue \"showDetail\" modal")
    _ = session.submit(":objc")
    let output = session.submit("[self performSegueWithIdentifier:@\"showDetail\" sender:self];")
    #expect(!output.contains("error"), "\(output)")
    let crash = session.submit("[self performSegueWithIdentifier:@\"other\" sender:nil];")
    #expect(crash.contains("has no segue with identifier 'other'"), "\(crash)")
  }

  @Test func objectiveCPrepareForSegueConfiguresThePopover() {
    var session = makeSession(device: Device(model: .ipad))
    _ = session.submit(":segue \"showAdd\" popover from \"+\"")
    _ = session.submit(":objc")
    _ = session.submit(
      """
      @implementation ViewController
      - (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
          NSLog(@"prepare %@ %d", segue.identifier, segue.sourceViewController == self);
          segue.destinationViewController.title = @"Add item";
      }
      @end
      """)
    let output = session.submit("[self performSegueWithIdentifier:@\"showAdd\" sender:self];")
    #expect(output.contains("prepare showAdd 1"), "\(output)")
    #expect(output.contains("Add item"), "\(output)")
    let anchored = session.submit(
      "NSLog(@\"%d\", self.presentedViewController.popoverPresentationController.barButtonItem == self.navigationItem.rightBarButtonItem);"
    )
    #expect(anchored.contains("] 1"), "\(anchored)")
  }

  @Test func theSegueCommandListsAndRefusesBadInput() {
    var session = makeSession()
    #expect(session.submit(":segue").contains("The storyboard has no segues from self"))
    #expect(session.submit(":segue \"x\" sideways").contains("Usage: :segue"))
    #expect(session.submit(":segue \"x\" show from \"Nope\"").contains("No control \"Nope\""))
    _ = session.submit(":segue \"add\" popover from \"+\"")
    let listed = session.submit(":segue")
    #expect(listed.contains("Segue \"add\": popover → UIViewController, from \"+\""), "\(listed)")
    _ = session.submit(":undo")
    #expect(session.submit(":segue").contains("no segues"))
  }
}
