import AlertLabKit
import Testing

@testable import AlertLabShell

/// The third fidelity round (uikit-rules.md as corrected on 2026-12-05), as a learner meets
/// each item in the shell.
@Suite struct FidelityThirdRoundTests {
  func run(_ session: inout Session, _ lines: [String]) -> String {
    lines.map { session.submit($0) }.joined()
  }

  // MARK: 1. Objective-C's nil (F-1, E-V9, E-PC4)

  @Test func aMessageToNilDoesNothingAndAnswersZero() {
    var session = makeSession()
    let output = run(
      &session,
      [
        "UIAlertController *a = nil;",
        "[a addAction:[UIAlertAction actionWithTitle:@\"OK\" style:UIAlertActionStyleDefault handler:nil]];",
        "NSInteger n = [a.actions count];",
      ])
    #expect(!output.contains("Unexpectedly found nil"))
    #expect(!output.contains("unexpectedly found nil"))
    #expect(output.contains("n: Int = 0\n"))
  }

  @Test func presentingNilInObjectiveCRaisesUIKitsException() {
    var session = makeSession(iOS: IOSVersion(9))
    let output = session.submit("[self presentViewController:nil animated:YES completion:nil];")
    #expect(!output.contains("must be unwrapped"))
    #expect(
      output.contains(
        "reason: 'Application tried to present a nil modal view controller on target "
          + "<ViewController: 0x"))
    #expect(session.submit(":swift").contains("present(nil, animated: true"))
  }

  @Test func aNilPopoverContentInObjectiveCRaisesUIKitsException() {
    var session = makeSession(device: Device(model: .ipad), iOS: IOSVersion(8))
    let output = run(
      &session,
      [
        ":objc",
        "UIViewController *c = [[UIViewController alloc] init];",
        "UIPopoverController *p = [[UIPopoverController alloc] initWithContentViewController:c];",
        "p.contentViewController = nil;",
      ])
    #expect(!output.contains("must be unwrapped"))
    #expect(
      output.contains(
        "reason: '-[UIPopoverController setContentViewController:animated:] called with a nil "
          + "viewController.'"))
  }

  // MARK: 2. Objective-C's UIAlertView initializer (U-3, U-8)

  @Test func objectiveCsInitializerSetsTheFirstOtherButtonIndex() {
    var session = makeSession(iOS: IOSVersion(8))
    let output = run(
      &session,
      [
        "- (BOOL)alertViewShouldEnableFirstOtherButton:(UIAlertView *)alertView { NSLog(@\"asked\"); return [alertView textFieldAtIndex:0].text.length > 2; }",
        "UIAlertView *av = [[UIAlertView alloc] initWithTitle:@\"T\" message:@\"M\" delegate:self cancelButtonTitle:@\"Cancel\" otherButtonTitles:@\"OK\", @\"Later\", nil];",
        "av.alertViewStyle = UIAlertViewStylePlainTextInput;",
        "NSLog(@\"%ld %ld %ld\", (long)av.firstOtherButtonIndex, (long)av.cancelButtonIndex, (long)av.numberOfButtons);",
        "[av show];",
        ":type 1 \"abc\"",
      ])
    #expect(output.contains("] 1 0 3\n"))
    #expect(output.contains("] asked\n"))
    #expect(!output.contains("firstOtherButtonIndex is -1"))
    #expect(!session.submit(":swift").contains("nil)"))
  }

  @Test func objectiveCsActionSheetPutsCancelLast() {
    var session = makeSession(iOS: IOSVersion(8))
    let output = run(
      &session,
      [
        "UIActionSheet *s = [[UIActionSheet alloc] initWithTitle:@\"T\" delegate:nil cancelButtonTitle:@\"Cancel\" destructiveButtonTitle:@\"Delete\" otherButtonTitles:@\"Copy\", nil];",
        "NSLog(@\"%ld %ld %ld\", (long)s.destructiveButtonIndex, (long)s.firstOtherButtonIndex, (long)s.cancelButtonIndex);",
      ])
    #expect(output.contains("] 0 1 2\n"))
  }

  @Test func swiftsOverlayInitializerStillLeavesTheIndexAtMinusOne() {
    var session = makeSession(iOS: IOSVersion(8))
    _ = session.submit(
      "let av = UIAlertView(title: \"T\", message: \"M\", delegate: nil, cancelButtonTitle: \"Cancel\", otherButtonTitles: \"OK\")"
    )
    #expect(session.submit("av.firstOtherButtonIndex").hasSuffix("Int = -1\n"))
  }

  // MARK: 3. The UIAlertView shim's own window (U-14)

  @Test func anAlertViewOnIOS9IsNotPresentedBySelf() {
    var session = makeSession(iOS: IOSVersion(9))
    let output = run(
      &session,
      [
        "let av = UIAlertView(title: \"Old\", message: \"m\", delegate: nil, cancelButtonTitle: \"OK\")",
        "av.show()",
        "print(presentedViewController == nil)",
        "let a = UIAlertController(title: \"New\", message: nil, preferredStyle: .alert)",
        "a.addAction(UIAlertAction(title: \"Fine\", style: .default))",
        "present(a, animated: true)",
      ])
    #expect(output.contains("true\n"))
    #expect(!output.contains("already presenting"))
    // The alert view's window is above the app's: its alert is on top, the new one under it.
    #expect(
      session.submit(":describe").contains(
        "Alert. Title: New. Buttons: Fine. Alert. Title: Old. Message: m."))
    _ = session.submit(":tap \"OK\"")
    #expect(session.submit("presentedViewController === a").hasSuffix("Bool = true\n"))
    #expect(!session.submit(":describe").contains("Title: Old"))
  }
}
