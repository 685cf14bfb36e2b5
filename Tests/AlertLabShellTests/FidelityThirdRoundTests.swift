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

  // MARK: 4. No invented texts: one action in two alerts, E-B3, E-PC5

  @Test func oneActionAddedToTwoAlertsRaisesNothing() {
    var session = makeSession()
    let output = run(
      &session,
      [
        "let ok = UIAlertAction(title: \"OK\", style: .default) { _ in print(\"tapped\") }",
        "let a = UIAlertController(title: \"A\", message: nil, preferredStyle: .alert)",
        "let b = UIAlertController(title: \"B\", message: nil, preferredStyle: .alert)",
        "a.addAction(ok)",
        "b.addAction(ok)",
        "print(a.actions.count, b.actions.count)",
        "present(a, animated: true)",
        ":tap \"OK\"",
      ])
    #expect(!output.contains("Terminating app"))
    #expect(!output.contains("UIAlertActionStyleCancel"))
    #expect(output.contains("1 1\n"))
    #expect(output.contains("note: This action is already in another alert controller."))
    #expect(output.contains("is in no source AlertLab knows"))
    #expect(output.contains("tapped\n"))
  }

  @Test func aMissingBackgroundOverrideIsSaidInAlertLabsWordsInEveryLanguage() {
    for (language, expected) in [
      (
        ":lang en",
        "[AlertLab] UIKit raises an exception here because NoInsets does not override "
          + "+contentViewInsets. UIKit's exact message is not known.\n"
      ),
      (":lang zh", "[AlertLab] UIKit 在这里抛出异常，因为 NoInsets 没有重写 +contentViewInsets。"),
    ] {
      var session = makeSession(device: Device(model: .ipad))
      let output = run(
        &session,
        [
          language,
          "class NoInsets: UIPopoverBackgroundView { override class func arrowHeight() -> CGFloat { 10 }; override class func arrowBase() -> CGFloat { 10 } }",
          "let content = UIViewController()",
          "content.modalPresentationStyle = .popover",
          "content.popoverPresentationController?.barButtonItem = addButton",
          "content.popoverPresentationController?.popoverBackgroundViewClass = NoInsets.self",
          "present(content, animated: true)",
        ])
      #expect(output.contains(expected))
      #expect(!output.contains("Terminating app"))
      #expect(!output.contains("must be overridden"))
      #expect(!output.contains("Thread 1:"))
    }
  }

  @Test func anUnknownArrowOnAPopoverPresentationIsNotE_PC5() {
    var session = makeSession(device: Device(model: .ipad))
    let output = run(
      &session,
      [
        "let content = UIViewController()",
        "content.modalPresentationStyle = .popover",
        "content.popoverPresentationController?.barButtonItem = addButton",
        "content.popoverPresentationController?.permittedArrowDirections = .unknown",
        "present(content, animated: true)",
      ])
    #expect(!output.contains("Popovers cannot be presented with UIPopoverArrowDirectionUnknown"))
    #expect(output.contains("note: No source shows what UIKit does with a popover presentation"))
    #expect(session.world.topPresented != nil)
  }

  // MARK: 5. iOS 13+ "in progress" names the presenter it came from (E-V3)

  @Test func presentingDuringATransitionOnIOS13SaysFrom() {
    var session = makeSession(iOS: IOSVersion(13))
    let output = run(
      &session,
      [
        "let a = UIAlertController(title: \"A\", message: nil, preferredStyle: .alert)",
        "let b = UIAlertController(title: \"B\", message: nil, preferredStyle: .alert)",
        "func show() { present(a, animated: true); dismiss(animated: true); present(b, animated: true) }",
        "show()",
      ])
    #expect(
      output.contains(
        "[Presentation] Attempt to present <UIAlertController: 0x600000c05000> on "
          + "<ViewController: 0x600000c00000> (from <ViewController: 0x600000c00000>) while a "
          + "presentation is in progress.\n"))
  }

  // MARK: 6. passthroughViews

  @Test func passthroughViewsLetTheirTapsThroughAndOthersCloseThePopover() {
    var session = makeSession(device: Device(model: .ipad))
    let output = run(
      &session,
      [
        "@objc func hit(_ sender: UIButton) { print(\"hit\") }",
        "button.addTarget(self, action: #selector(hit(_:)), for: .touchUpInside)",
        "let content = UIViewController()",
        "content.modalPresentationStyle = .popover",
        "content.popoverPresentationController?.barButtonItem = addButton",
        "content.popoverPresentationController?.passthroughViews = [button]",
        "present(content, animated: true)",
        ":tap \"Show Sheet\"",
        "print(presentedViewController != nil)",
        "content.popoverPresentationController?.passthroughViews = [view]",
        ":tapout",
        "print(presentedViewController != nil)",
        "content.popoverPresentationController?.passthroughViews = nil",
        ":tap \"Show Sheet\"",
      ])
    #expect(output.contains("hit\ntrue\n"))
    #expect(output.contains("which is in the popover's passthroughViews: the view gets the tap"))
    #expect(output.contains("the popover stays.\ntrue\n"))
    #expect(output.contains("note: The tap on \"Show Sheet\" landed outside the popover"))
    #expect(output.components(separatedBy: "hit\n").count == 2)
    #expect(session.world.topPresented == nil)
  }

  @Test func canOverlapSourceViewRectKeepsATallPopoverWholeOverItsAnchor() {
    func popover(overlap: Bool) -> (String, Session) {
      var session = makeSession(device: Device(model: .ipad))
      let output = run(
        &session,
        [
          "let content = UIViewController()",
          "content.preferredContentSize = CGSize(width: 300, height: 700)",
          "content.modalPresentationStyle = .popover",
          "let b = UIButton(frame: CGRect(x: 300, y: 500, width: 120, height: 40))",
          "view.addSubview(b)",
          "content.popoverPresentationController?.sourceView = b",
          "content.popoverPresentationController?.sourceRect = b.bounds",
          "content.popoverPresentationController?.permittedArrowDirections = .up",
          "content.popoverPresentationController?.canOverlapSourceViewRect = \(overlap)",
          "present(content, animated: true)",
          ":describe",
        ])
      return (output, session)
    }
    let (shrunk, plain) = popover(overlap: false)
    #expect(shrunk.contains("UIViewController, 300 by 474 points.\n"))
    let (whole, overlapping) = popover(overlap: true)
    #expect(whole.contains("UIViewController, 300 by 700 points, over its anchor.\n"))
    let world = overlapping.world
    let id = world.topPresented.flatMap { world.viewControllers[$0]?.popoverPresentationController }
    let frame = id.map { PopoverLayout.frame(for: $0, in: overlapping.world).frame }
    #expect(frame?.maxY == 1014)
    #expect(plain.world.topPresented != nil)
  }

  @Test func canOverlapSourceViewRectDoesNotExistBeforeIOS9() {
    var session = makeSession(device: Device(model: .ipad), iOS: IOSVersion(8))
    let output = run(
      &session,
      [
        "let content = UIViewController()",
        "content.modalPresentationStyle = .popover",
        "content.popoverPresentationController?.canOverlapSourceViewRect = true",
      ])
    #expect(output.contains("'canOverlapSourceViewRect' is only available in iOS 9.0 or newer"))
  }

  // MARK: 8. UIAlertView on iOS 13+ (E-L3)

  @Test func anAlertViewOnIOS13RaisesTheSceneExceptionWithoutAContradictingNote() {
    var session = makeSession(iOS: IOSVersion(13))
    let output = session.submit(
      "let av = UIAlertView(title: \"T\", message: \"M\", delegate: nil, cancelButtonTitle: \"OK\")"
    )
    #expect(
      output.contains(
        "reason: 'UIAlertView is deprecated and unavailable for UIScene based applications, "
          + "please use UIAlertController!'"))
    #expect(!output.contains("does not use UIScene"))
    #expect(!output.contains("does not simulate"))
  }

  // MARK: 9. Swift's deprecation wording (E-L5)

  @Test func swiftCodeGetsTheSwiftCompilersDeprecationWording() {
    var swift = makeSession(iOS: IOSVersion(9))
    #expect(
      swift.submit(
        "let av = UIAlertView(title: \"T\", message: \"M\", delegate: nil, cancelButtonTitle: \"OK\")"
      ).contains(
        "warning: 'UIAlertView' was deprecated in iOS 9.0: UIAlertView is deprecated. Use "
          + "UIAlertController with a preferredStyle of UIAlertControllerStyleAlert instead\n"))
    #expect(
      swift.submit("let s = UIActionSheet()").contains(
        "warning: 'UIActionSheet' was deprecated in iOS 8.3: UIActionSheet is deprecated. Use "
          + "UIAlertController with a preferredStyle of UIAlertControllerStyleActionSheet instead\n"
      ))
    var objc = makeSession(iOS: IOSVersion(9))
    #expect(
      objc.submit(
        "UIAlertView *av = [[UIAlertView alloc] initWithTitle:@\"T\" message:@\"M\" delegate:nil cancelButtonTitle:@\"OK\" otherButtonTitles:nil];"
      ).contains(
        "warning: 'UIAlertView' is deprecated: first deprecated in iOS 9.0 - UIAlertView is "
          + "deprecated."))
  }

  /// UIApplication's `keyWindow` (iOS 13) and `windows` (iOS 15): the compiler's warning
  /// once, and only when the simulated iOS is the version that deprecated it or later.
  @Test func keyWindowAndWindowsGetTheCompilersDeprecationWarningFromTheirVersion() {
    let keyWindow =
      "warning: 'keyWindow' was deprecated in iOS 13.0: Should not be used for applications "
      + "that support multiple scenes as it returns a key window across all connected scenes\n"
    let windows =
      "warning: 'windows' was deprecated in iOS 15.0: Use UIWindowScene.windows on a relevant "
      + "window scene instead\n"
    var old = makeSession(iOS: IOSVersion(12))
    #expect(!old.submit("let k = UIApplication.shared.keyWindow").contains("warning"))
    var thirteen = makeSession(iOS: IOSVersion(13))
    #expect(thirteen.submit("let k = UIApplication.shared.keyWindow").contains(keyWindow))
    #expect(!thirteen.submit("let w = UIApplication.shared.windows").contains("warning"))
    #expect(!thirteen.submit("let k2 = UIApplication.shared.keyWindow").contains("warning"))
    var today = makeSession(iOS: IOSVersion(17))
    #expect(today.submit("let w = UIApplication.shared.windows.first").contains(windows))
    // A scene's own windows and key window are today's API: no warning.
    let scene = today.submit(
      "let s = (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.keyWindow")
    #expect(!scene.contains("warning"))
    var objc = makeSession(iOS: IOSVersion(17))
    #expect(
      objc.submit("UIWindow *w = [UIApplication sharedApplication].keyWindow;").contains(
        "warning: 'keyWindow' is deprecated: first deprecated in iOS 13.0 - Should not be used"))
  }

  // MARK: 10. Swift 1 and 2 spellings (§4B, F-2)

  @Test func swift2sIsBeingPresentedMethodRunsWithANote() {
    var session = makeSession()
    let output = run(
      &session,
      [
        "print(isBeingPresented())",
        "let c = UIViewController()",
        "print(c.isBeingDismissed())",
        "func check() -> Bool { return isBeingPresented() }",
        "print(check())",
      ])
    #expect(
      output.contains(
        "note: 'isBeingPresented()' is a method in Swift 2; today's Swift reads the property "
          + "'isBeingPresented'\nfalse\n"))
    #expect(output.contains("'isBeingDismissed()' is a method in Swift 2"))
    #expect(!output.contains("error"))
  }

  @Test func swift1sOptionSetsCombineWithBar() {
    var session = makeSession(device: Device(model: .ipad), iOS: IOSVersion(8))
    let output = run(
      &session,
      [
        "let c = UIViewController()",
        "c.modalPresentationStyle = .Popover",
        "c.popoverPresentationController?.permittedArrowDirections = .Up | .Down",
        "print(c.popoverPresentationController?.permittedArrowDirections == [.up, .down])",
      ])
    #expect(!output.contains("binary operator"))
    #expect(
      output.contains(
        "note: '.Up | .Down' is Swift 1's way to combine options; today's Swift writes a set: "
          + "[.up, .down]\n"))
    #expect(output.hasSuffix("true\n"))
  }

  // MARK: 7. .formSheet

  @Test func aFormSheetOnIPadIsCentredAndSizedByItsPreferredSize() {
    for iOS in [IOSVersion(12), IOSVersion(17)] {
      var session = makeSession(device: Device(model: .ipad), iOS: iOS)
      session.options.ascii = true
      let output = run(
        &session,
        [
          "let c = UIViewController()",
          "c.title = \"Form\"",
          "c.modalPresentationStyle = .formSheet",
          "c.preferredContentSize = CGSize(width: 300, height: 240)",
          "present(c, animated: true)",
        ])
      // 30 columns wide, centred on the 77 columns of an iPad's screen.
      #expect(
        output.contains(
          "|.......................+----------------------------+........................|"))
      #expect(
        session.submit(":describe").contains("Form sheet in the middle of the dimmed screen: "))
    }
    // Compact width: a sheet from iOS 13, full screen before.
    var phone = makeSession(iOS: IOSVersion(13))
    _ = run(
      &phone,
      [
        "let c = UIViewController()", "c.modalPresentationStyle = .formSheet",
        "present(c, animated: true)",
      ])
    #expect(phone.submit(":describe").contains("Page sheet over the dimmed screen"))
  }

  // MARK: 11. Smaller items

  @Test func splitViewDoesNotExistBeforeIOS9() {
    var session = makeSession(device: Device(model: .ipadSplit), iOS: IOSVersion(17))
    #expect(
      session.submit("print(traitCollection.horizontalSizeClass == .compact)") == "true\n")
    #expect(
      session.submit(":ios 8").hasPrefix(
        "Split View came with iOS 9: before it an iPad app always fills the screen, so the "
          + "device is ipad (regular width).\n"))
    #expect(
      session.submit("print(traitCollection.horizontalSizeClass == .regular)") == "true\n")
    #expect(session.submit(":device ipad-split").hasPrefix("Split View came with iOS 9"))
    #expect(session.world.device.model == .ipad)
    let started = makeSession(device: Device(model: .ipadSplit), iOS: IOSVersion(7))
    #expect(started.world.device.model == .ipad)
  }

  @Test func theAssertionLineNamesTheLineOfItsBuild() {
    let lines = [
      "let a = UIAlertController(title: \"T\", message: nil, preferredStyle: .alert)",
      "a.addAction(UIAlertAction(title: \"One\", style: .cancel))",
      "a.addAction(UIAlertAction(title: \"Two\", style: .cancel))",
    ]
    var eighteen = makeSession(iOS: IOSVersion(18))
    #expect(
      run(&eighteen, lines).contains(
        "*** Assertion failure in -[UIAlertController addAction:], UIAlertController.m:291\n"))
    var twentySix = makeSession(iOS: IOSVersion(26))
    #expect(
      run(&twentySix, lines).contains(
        "*** Assertion failure in -[UIAlertController addAction:], UIAlertController.m:331\n"))
  }

  @Test func anUnsetSourceRectIsNullFromIOS13Point2() {
    let lines = [
      "let c = UIViewController()", "c.modalPresentationStyle = .popover",
      "c.popoverPresentationController!.sourceRect",
    ]
    var modern = makeSession(iOS: IOSVersion(13, 2))
    #expect(run(&modern, lines).hasSuffix("$R0: CGRect = (inf, inf, 0.0, 0.0)\n"))
    var old = makeSession(iOS: IOSVersion(13, 1))
    #expect(run(&old, lines).hasSuffix("$R0: CGRect = (0.0, 0.0, 0.0, 0.0)\n"))
  }

  static let popoverControllerShown = [
    "let content = UIViewController()",
    "let pc = UIPopoverController(contentViewController: content)",
    "pc.presentPopoverFromRect(CGRect(x: 100, y: 100, width: 50, height: 50), "
      + "inView: view, permittedArrowDirections: .Any, animated: true)",
  ]

  @Test func aPopoverControllerOnIOS7IsInAWindowOfItsOwn() {
    var session = makeSession(device: Device(model: .ipad), iOS: IOSVersion(7))
    let output = run(
      &session,
      Self.popoverControllerShown + [
        "print(presentedViewController == nil, content.presentingViewController == nil)",
        "print(content.modalPresentationStyle == .FullScreen, pc.popoverVisible)",
        ":describe",
        "let other = UIViewController()",
        "presentViewController(other, animated: true, completion: nil)",
        "print(presentedViewController === other, pc.popoverVisible)",
        ":tapout",
        "print(pc.popoverVisible)",
      ])
    #expect(output.components(separatedBy: "true true\n").count == 4)
    #expect(output.contains("Popover pointing"))
    #expect(!output.contains("already presenting"))
    #expect(output.hasSuffix("false\n"))
    #expect(session.world.topPresented != nil)
  }

  @Test func aPopoverControllerFromIOS8IsPresentedBySelf() {
    var session = makeSession(device: Device(model: .ipad), iOS: IOSVersion(8))
    let output = run(
      &session,
      Self.popoverControllerShown + [
        "print(presentedViewController === content, content.modalPresentationStyle == .Popover)"
      ])
    #expect(output.contains("true true\n"))
  }
}
