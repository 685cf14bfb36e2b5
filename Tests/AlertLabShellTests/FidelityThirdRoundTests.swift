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
}
