import Foundation
import Testing

@testable import AlertLabKit

/// Expected texts are written out as `uikit-rules.md` gives them (with the addresses of the
/// developer reports it quotes where the context allows), not computed from the catalog.
@Suite struct RuleCatalogTests {
  let alert = "<UIAlertController: 0x600000c04000>"
  let presenter = "<ViewController: 0x600000c01000>"

  func ctx(
    _ major: Int, _ minor: Int = 0, subject: String = "", presenter: String = "",
    presenterClass: String = "", other: String = "", method: String = ""
  ) -> RuleContext {
    RuleContext(
      iOS: IOSVersion(major, minor), subject: subject, presenter: presenter,
      presenterClass: presenterClass, other: other, method: method)
  }

  // MARK: - UIAlertController

  @Test func oneCancel() {
    let rule = RuleCatalog.oneCancel
    let expected = """
      *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', \
      reason: 'UIAlertController can only have one action with a style of \
      UIAlertActionStyleCancel'
      """
    for version in [8, 13, 17] {
      #expect(rule.consoleText(ctx(version, subject: alert)) == expected)
    }
  }

  @Test func textFieldsAlertOnly() {
    let expected = """
      *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', \
      reason: 'Text fields can only be added to an alert controller of style \
      UIAlertControllerStyleAlert'
      """
    #expect(RuleCatalog.textFieldsAlertOnly.consoleText(ctx(8)) == expected)
    #expect(RuleCatalog.textFieldsAlertOnly.consoleText(ctx(17)) == expected)
  }

  @Test func preferredActionInActions() {
    let expected = """
      *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', \
      reason: 'The -preferredAction of an alert controller must be contained in the -actions \
      array or be nil.'
      """
    #expect(RuleCatalog.preferredActionInActions.consoleText(ctx(9)) == expected)
    #expect(RuleCatalog.preferredActionInActions.consoleText(ctx(17)) == expected)
  }

  @Test func alertNeedsContent() {
    let expected = """
      *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', \
      reason: 'UIAlertController must have a title, a message or an action to display'
      """
    #expect(RuleCatalog.alertNeedsContent.consoleText(ctx(8)) == expected)
    #expect(RuleCatalog.alertNeedsContent.consoleText(ctx(17)) == expected)
  }

  @Test func alertWithoutActions() {
    let expected =
      "This alert has no actions: the user cannot dismiss it, and the app is stuck behind it."
    #expect(RuleCatalog.alertWithoutActions.consoleText(ctx(8)) == expected)
    #expect(RuleCatalog.alertWithoutActions.consoleText(ctx(17)) == expected)
  }

  @Test func titleTruncated() {
    let expected = """
      UIKit silently truncates an alert title of 1000 or more characters to 999 and a \
      message of 10000 or more characters to 9999.
      """
    #expect(RuleCatalog.titleTruncated.consoleText(ctx(17)) == expected)
    #expect(RuleCatalog.titleTruncated.what.contains("cut off"))
  }

  @Test func alertStyleIgnored() {
    let expected = """
      modalPresentationStyle is ignored on a UIAlertController: UIKit always chooses how an \
      alert or action sheet is presented.
      """
    #expect(RuleCatalog.alertStyleIgnored.consoleText(ctx(17)) == expected)
  }

  // MARK: - Presenting

  @Test func notInWindowOldForm() {
    let context = ctx(
      12, subject: "<UIAlertController: 0x7fdc0821e410>",
      presenter: "<ViewController: 0x7fdc05d08880>")
    let expected = """
      Warning: Attempt to present <UIAlertController: 0x7fdc0821e410> on \
      <ViewController: 0x7fdc05d08880> whose view is not in the window hierarchy!
      """
    #expect(RuleCatalog.notInWindow.consoleText(context) == expected)
    var ios8 = context
    ios8.iOS = IOSVersion(8)
    #expect(RuleCatalog.notInWindow.consoleText(ios8) == expected)
  }

  @Test func notInWindowNewForm() {
    let context = ctx(
      13, subject: "<UIAlertController: 0x12181f200>",
      presenter: "<ViewController: 0x12200e800>")
    let expected = """
      [Presentation] Attempt to present <UIAlertController: 0x12181f200> on \
      <ViewController: 0x12200e800> (from <ViewController: 0x12200e800>) whose view is not in \
      the window hierarchy.
      """
    #expect(RuleCatalog.notInWindow.consoleText(context) == expected)
    var ios17 = context
    ios17.iOS = IOSVersion(17)
    #expect(RuleCatalog.notInWindow.consoleText(ios17) == expected)
  }

  @Test func alreadyPresentingOldForm() {
    let context = ctx(
      12, subject: "<UIAlertController: 0x7fe3a3841e00>",
      presenter: "<ViewController: 0x7fe3a2f0cc00>",
      other: "<UIAlertController: 0x7fe3a482a200>")
    // Two spaces before "on", no full stop: as developers pasted it.
    let expected = """
      Warning: Attempt to present <UIAlertController: 0x7fe3a3841e00>  on \
      <ViewController: 0x7fe3a2f0cc00> which is already presenting \
      <UIAlertController: 0x7fe3a482a200>
      """
    #expect(RuleCatalog.alreadyPresenting.consoleText(context) == expected)
  }

  @Test func alreadyPresentingNewForm() {
    let context = ctx(
      13, subject: "<UIAlertController: 0x7ff05680cc00>",
      presenter: "<TabBarVC: 0x7ff05800fc00>",
      other: "<UIAlertController: 0x7ff055853600>")
    let expected = """
      [Presentation] Attempt to present <UIAlertController: 0x7ff05680cc00> on \
      <TabBarVC: 0x7ff05800fc00> (from <TabBarVC: 0x7ff05800fc00>) which is already \
      presenting <UIAlertController: 0x7ff055853600>.
      """
    #expect(RuleCatalog.alreadyPresenting.consoleText(context) == expected)
  }

  @Test func presentActiveController() {
    let context = ctx(
      17, subject: "<feed_ios_application.AuthViewController: 0x10da08430>")
    let expected = """
      *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: \
      'Application tried to present modally an active controller \
      <feed_ios_application.AuthViewController: 0x10da08430>.'
      """
    #expect(RuleCatalog.presentActiveController.consoleText(context) == expected)
  }

  @Test func presentSelf() {
    let context = ctx(17, subject: "<AVPlayer.PlayerViewController: 0x13e846800>")
    let expected = """
      *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: \
      'Application tried to present modal view controller on itself. Presenting controller is \
      <AVPlayer.PlayerViewController: 0x13e846800>.'
      """
    #expect(RuleCatalog.presentSelf.consoleText(context) == expected)
  }

  @Test func presentNil() {
    let rule = RuleCatalog.presentNil
    let context = ctx(7, presenter: "<ViewController: 0x14e43d60>")
    let expected = """
      *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: \
      'Application tried to present a nil modal view controller on target \
      <ViewController: 0x14e43d60>.'
      """
    #expect(rule.consoleText(context) == expected)
    let explanation = rule.explanation(context)
    #expect(explanation.contains("Objective-C"))
    #expect(explanation.contains("nil class"))
    #expect(rule.uncertainty?.contains("Swift") == true)
  }

  // MARK: - Popover presentations and iPad action sheets

  @Test func popoverNeedsAnchor() {
    let context = ctx(
      17, subject: "<UIViewController: 0x600000c04000>", presenter: presenter,
      presenterClass: "ViewController", other: "<UIPopoverPresentationController: 0x110694600>")
    let expected = """
      *** Terminating app due to uncaught exception 'NSGenericException', reason: \
      'UIPopoverPresentationController (<UIPopoverPresentationController: 0x110694600>) should \
      have a non-nil sourceView or barButtonItem set before the presentation occurs.'
      """
    #expect(RuleCatalog.popoverNeedsAnchor.consoleText(context) == expected)
  }

  func sheetContext(_ major: Int, _ minor: Int = 0, subject: String) -> RuleContext {
    ctx(
      major, minor, subject: subject, presenter: "<CloudNotes.SplitViewController: 0x11f7068f0>",
      presenterClass: "CloudNotes.SplitViewController",
      other: "<_UIAlertControllerActionSheetRegularPresentationController: 0x7fc619588110>")
  }

  @Test func sheetNeedsAnchorOnIOS8() {
    // As the seed article quotes it.
    let expected = """
      *** Terminating app due to uncaught exception 'NSGenericException', reason: \
      'UIPopoverPresentationController \
      (<_UIAlertControllerActionSheetRegularPresentationController: 0x7fc619588110>) should \
      have a non-nil sourceView or barButtonItem set before the presentation occurs.'
      """
    for minor in [0, 4] {
      let context = sheetContext(8, minor, subject: alert)
      #expect(RuleCatalog.sheetNeedsAnchor.consoleText(context) == expected)
    }
  }

  @Test func sheetNeedsAnchorOldForm() {
    let expected = """
      *** Terminating app due to uncaught exception 'NSGenericException', reason: \
      'Your application has presented a UIAlertController (<UIAlertController: 0x7f88c85221f0>) \
      of style UIAlertControllerStyleActionSheet. The modalPresentationStyle of a \
      UIAlertController with this style is UIModalPresentationPopover. You must provide \
      location information for this popover through the alert controller's \
      popoverPresentationController. You must provide either a sourceView and sourceRect or a \
      barButtonItem.  If this information is not known when you present the alert controller, \
      you may provide it in the UIPopoverPresentationControllerDelegate method \
      -prepareForPopoverPresentation.'
      """
    for major in [9, 12] {
      let context = sheetContext(major, subject: "<UIAlertController: 0x7f88c85221f0>")
      #expect(RuleCatalog.sheetNeedsAnchor.consoleText(context) == expected)
    }
  }

  @Test func sheetNeedsAnchorNewForm() {
    let expected = """
      *** Terminating app due to uncaught exception 'NSGenericException', reason: \
      'Your application has presented a UIAlertController (<UIAlertController: 0x10d813a00>) \
      of style UIAlertControllerStyleActionSheet from CloudNotes.SplitViewController \
      (<CloudNotes.SplitViewController: 0x11f7068f0>). The modalPresentationStyle of a \
      UIAlertController with this style is UIModalPresentationPopover. You must provide \
      location information for this popover through the alert controller's \
      popoverPresentationController. You must provide either a sourceView and sourceRect or a \
      barButtonItem.  If this information is not known when you present the alert controller, \
      you may provide it in the UIPopoverPresentationControllerDelegate method \
      -prepareForPopoverPresentation.'
      """
    for major in [13, 17, 26] {
      let context = sheetContext(major, subject: "<UIAlertController: 0x10d813a00>")
      #expect(RuleCatalog.sheetNeedsAnchor.consoleText(context) == expected)
    }
  }

  @Test func sourceRectNeedsView() {
    let rule = RuleCatalog.sourceRectNeedsView
    let context = ctx(
      17, other: "<UIPopoverPresentationController: 0x600000c05000>")
    let expected = """
      *** Terminating app due to uncaught exception 'NSGenericException', reason: \
      'UIPopoverPresentationController (<UIPopoverPresentationController: 0x600000c05000>) \
      should have a non-nil sourceView or barButtonItem set before the presentation occurs.'
      """
    #expect(rule.consoleText(context) == expected)
    #expect(rule.why.contains("coordinate"))
  }

  @Test func popoverHidesCancel() {
    let rule = RuleCatalog.popoverHidesCancel
    #expect(
      rule.consoleText(ctx(8))
        == "The cancel action is not shown in a popover: tapping outside the popover cancels.")
    #expect(
      rule.consoleText(ctx(17))
        == "The cancel action is not shown in a popover: tapping outside the popover cancels.")
    #expect(
      rule.consoleText(ctx(26))
        == "The cancel action is not shown: from iOS 26 an action sheet never shows it; "
        + "tapping outside cancels.")
  }

  @Test func destructiveFirst() {
    let expected = """
      HIG: put the destructive action at the top of the action sheet; UIKit shows actions in \
      the order they were added.
      """
    #expect(RuleCatalog.destructiveFirst.consoleText(ctx(17)) == expected)
  }

  @Test func cancelPlacement() {
    let rule = RuleCatalog.cancelPlacement
    #expect(
      rule.consoleText(ctx(8, 4))
        == "On iOS 8 AlertLab draws the actions in the order they were added.")
    let modern = """
      The cancel action is drawn on the left of two buttons and at the bottom of three or \
      more, whatever the order it was added in.
      """
    #expect(rule.consoleText(ctx(9)) == modern)
    #expect(rule.consoleText(ctx(17)) == modern)
    let explanation = rule.explanation()
    #expect(explanation.contains("iOS 8"))
    #expect(explanation.contains("uncertain"))
  }

  // MARK: - UIPopoverController

  @Test func popoverControllerPadOnly() {
    let expected = """
      *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: \
      '-[UIPopoverController initWithContentViewController:] called when not running under \
      UIUserInterfaceIdiomPad.'
      """
    #expect(RuleCatalog.popoverControllerPadOnly.consoleText(ctx(8)) == expected)
  }

  @Test func popoverControllerDeallocated() {
    let expected = """
      *** Terminating app due to uncaught exception 'NSGenericException', reason: \
      '-[UIPopoverController dealloc] reached while popover is still visible.'
      """
    #expect(RuleCatalog.popoverControllerDeallocated.consoleText(ctx(8)) == expected)
  }

  @Test func popoverControllerInit() {
    let expected = """
      *** Terminating app due to uncaught exception 'NSGenericException', reason: \
      '-[UIPopoverController init] is not a valid initializer. You must call \
      -[UIPopoverController initWithContentViewController:].'
      """
    #expect(RuleCatalog.popoverControllerInit.consoleText(ctx(7)) == expected)
  }

  @Test func popoverControllerNilContent() {
    let expected = """
      *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: \
      '-[UIPopoverController setContentViewController:animated:] called with a nil \
      viewController.'
      """
    #expect(RuleCatalog.popoverControllerNilContent.consoleText(ctx(8)) == expected)
  }

  @Test func popoverArrowUnknown() {
    let rect = ctx(
      8,
      method: "-[UIPopoverController presentPopoverFromRect:inView:"
        + "permittedArrowDirections:animated:]")
    let expected = """
      *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: \
      '-[UIPopoverController presentPopoverFromRect:inView:permittedArrowDirections:animated:]: \
      Popovers cannot be presented with UIPopoverArrowDirectionUnknown.'
      """
    #expect(RuleCatalog.popoverArrowUnknown.consoleText(rect) == expected)
  }

  @Test func popoverNoWindow() {
    let item = ctx(
      8,
      method: "-[UIPopoverController presentPopoverFromBarButtonItem:"
        + "permittedArrowDirections:animated:]")
    let expected = """
      *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: \
      '-[UIPopoverController presentPopoverFromBarButtonItem:permittedArrowDirections:\
      animated:]: Popovers cannot be presented from a view which does not have a window.'
      """
    #expect(RuleCatalog.popoverNoWindow.consoleText(item) == expected)
  }

  @Test func popoverZeroRect() {
    let expected = """
      -[UIPopoverController presentPopoverFromRect:inView:permittedArrowDirections:animated:]: \
      the rect passed in to this method must have non-zero width and height. This will be an \
      exception in a future release.
      """
    #expect(RuleCatalog.popoverZeroRect.consoleText(ctx(7)) == expected)
    #expect(RuleCatalog.popoverZeroRect.consoleText(ctx(8)) == expected)
  }

  // MARK: - UIPopoverBackgroundView

  @Test func backgroundViewAbstract() {
    let rule = RuleCatalog.backgroundViewAbstract
    let context = ctx(8, method: "+[MyPopoverBackground arrowHeight]")
    // No source shows the real name or reason (E-B3): AlertLab's own labelled words, with
    // no banner, call stack or debugger line made up around them.
    let expected =
      "[AlertLab] UIKit raises an exception here because MyPopoverBackground does not "
      + "override +arrowHeight. UIKit's exact message is not known."
    #expect(rule.consoleText(context) == expected)
    #expect(rule.consoleLines(context) == [expected])
    #expect(rule.debuggerBanner(ctx(17, method: "+[MyPopoverBackground arrowHeight]")) == nil)
    let explanation = rule.explanation(context)
    #expect(explanation.contains("iOS 17"))
    #expect(explanation.contains("only contentViewInsets"))
    #expect(explanation.contains("AlertLab's words"))
  }

  // MARK: - UIAlertView and UIActionSheet

  @Test func alertViewButtonTitle() {
    let expected = """
      *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', \
      reason: 'UIAlertView: Buttons added must have a title.'
      """
    #expect(RuleCatalog.alertViewButtonTitle.consoleText(ctx(7)) == expected)
  }

  @Test func actionSheetButtonTitle() {
    let expected = """
      *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', \
      reason: 'UIActionSheet: Buttons added must have a title.'
      """
    #expect(RuleCatalog.actionSheetButtonTitle.consoleText(ctx(7)) == expected)
  }

  @Test func deprecatedAlertView() {
    let expected = """
      'UIAlertView' is deprecated: first deprecated in iOS 9.0 - UIAlertView is deprecated. \
      Use UIAlertController with a preferredStyle of UIAlertControllerStyleAlert instead
      """
    #expect(RuleCatalog.deprecatedAlertView.consoleText(ctx(9)) == expected)
  }

  @Test func deprecatedActionSheet() {
    let expected = """
      'UIActionSheet' is deprecated: first deprecated in iOS 8.3 - UIActionSheet is \
      deprecated. Use UIAlertController with a preferredStyle of \
      UIAlertControllerStyleActionSheet instead
      """
    #expect(RuleCatalog.deprecatedActionSheet.consoleText(ctx(8, 3)) == expected)
  }

  @Test func deprecatedPopoverController() {
    let expected = """
      'UIPopoverController' is deprecated: first deprecated in iOS 9.0 - UIPopoverController \
      is deprecated. Popovers are now implemented as UIViewController presentations. Use a \
      modal presentation style of UIModalPresentationPopover and \
      UIPopoverPresentationController.
      """
    #expect(RuleCatalog.deprecatedPopoverController.consoleText(ctx(9)) == expected)
  }

  @Test func alertViewTextFieldIndex() {
    let rule = RuleCatalog.alertViewTextFieldIndex
    let expected = """
      *** Terminating app due to uncaught exception 'NSRangeException', reason: \
      'textFieldIndex (0) is outside of the bounds of the array of text fields'
      """
    #expect(rule.consoleText(ctx(7, subject: "<UIAlertView: 0x600000c04000>")) == expected)
    #expect(
      rule.consoleText(ctx(7, other: "1"))
        == "*** Terminating app due to uncaught exception 'NSRangeException', reason: "
        + "'textFieldIndex (1) is outside of the bounds of the array of text fields'")
    #expect(rule.what.contains("returns nil"))
    #expect(rule.uncertainty?.contains("NSRangeException") == true)
  }

  // MARK: - Swift and adaptivity

  @Test func nilOptionalChain() {
    #expect(
      RuleCatalog.nilOptionalChain.consoleText(ctx(8, subject: "popover"))
        == "Nothing was presented: 'popover' is nil, so optional chaining skipped the call.")
  }

  @Test func popoverAdapts() {
    let rule = RuleCatalog.popoverAdapts
    let fullScreen = """
      The popover was shown full screen: in a horizontally compact environment a .popover \
      presentation adapts.
      """
    let sheet = """
      The popover was shown as a sheet: in a horizontally compact environment a .popover \
      presentation adapts.
      """
    #expect(rule.consoleText(ctx(8)) == fullScreen)
    #expect(rule.consoleText(ctx(12)) == fullScreen)
    #expect(rule.consoleText(ctx(13)) == sheet)
    #expect(rule.consoleText(ctx(17)) == sheet)
    #expect(rule.fix.contains(".none"))
    #expect(rule.fix.contains("adaptivePresentationStyle(for:traitCollection:)"))
  }

  /// The Swift runtime's three forms (_swift_stdlib_reportFatalErrorInFile), by era.
  @Test func forceUnwrapNil() {
    func text(_ major: Int) -> String {
      var context = ctx(major)
      context.file = "ViewController.swift"
      context.line = 12
      return RuleCatalog.forceUnwrapNil.consoleText(context)
    }
    #expect(text(9) == "fatal error: unexpectedly found nil while unwrapping an Optional value")
    #expect(
      text(12)
        == "Fatal error: Unexpectedly found nil while unwrapping an Optional value: file "
        + "ViewController.swift, line 12")
    #expect(
      text(17)
        == "ViewController.swift:12: Fatal error: Unexpectedly found nil while unwrapping an "
        + "Optional value")
    #expect(
      RuleCatalog.forceUnwrapNil.debuggerBanner(ctx(17))
        == "Thread 1: Fatal error: Unexpectedly found nil while unwrapping an Optional value")
    #expect(RuleCatalog.forceUnwrapNil.debuggerBanner(ctx(12)) == nil, "before Xcode 12")
  }

  /// swift_dynamicCastFailure: both types, each with its metadata's address, and no prefix.
  @Test func castFailed() {
    let context = ctx(17, subject: "UIViewController", other: "UIAlertController")
    let text = RuleCatalog.castFailed.consoleText(context)
    #expect(text.hasPrefix("Could not cast value of type 'UIViewController' (0x"))
    #expect(text.contains(") to 'UIAlertController' (0x"))
    #expect(text.hasSuffix(")."))
    #expect(text == RuleCatalog.castFailed.consoleText(context), "the same on every run")
    #expect(
      RuleCatalog.metadataAddress("UIViewController")
        != RuleCatalog.metadataAddress("UIAlertController"))
  }

  // MARK: - The catalog as a whole

  /// The catalog is its files in order (made from them at build time), each rule of its
  /// reference and kind.
  @Test func catalogOrderAndKinds() {
    let expected: [(String, String, RuleKind)] = [
      ("one-cancel", "E-A1", .crash),
      ("text-fields-alert-only", "E-A2", .crash),
      ("preferred-action-in-actions", "E-A3", .crash),
      ("alert-needs-content", "E-A4", .crash),
      ("alert-without-actions", "E-A5", .advice),
      ("title-truncated", "E-A7", .advice),
      ("alert-presentation-style-ignored", "E-A8", .advice),
      ("alert-controller-subclass", "E-A11", .advice),
      ("alert-orientations-recursion", "E-A9", .crash),
      ("not-in-window", "E-V1", .warning),
      ("already-presenting", "E-V2", .warning),
      ("present-during-transition", "E-V3", .warning),
      ("dismiss-during-transition", "E-V4", .warning),
      ("present-active-controller", "E-V5", .crash),
      ("present-being-presented", "E-V6", .crash),
      ("present-self", "E-V7", .crash),
      ("present-child", "E-V8", .crash),
      ("present-nil", "E-V9", .crash),
      ("popover-needs-anchor", "E-P1", .crash),
      ("sheet-needs-anchor", "E-P2", .crash),
      ("source-rect-needs-view", "E-P4", .crash),
      ("bar-item-without-view", "E-P5", .crash),
      ("popover-hides-cancel", "L-S4", .advice),
      ("destructive-first", "L-S3", .advice),
      ("cancel-placement", "L-A3", .advice),
      ("popover-controller-ipad-only", "E-PC1", .crash),
      ("popover-controller-dealloc", "E-PC2", .crash),
      ("popover-controller-init", "E-PC3", .crash),
      ("popover-controller-nil-content", "E-PC4", .crash),
      ("popover-arrow-unknown", "E-PC5", .crash),
      ("popover-no-window", "E-PC6", .crash),
      ("popover-zero-rect", "E-PC7", .warning),
      ("popover-represent", "E-PC8", .warning),
      ("background-view-abstract", "E-B1", .crash),
      ("alert-view-button-title", "E-L1", .crash),
      ("action-sheet-button-title", "E-L2", .crash),
      ("alert-view-in-scene-app", "E-L3", .crash),
      ("deprecated-alert-view", "E-L5", .warning),
      ("deprecated-action-sheet", "E-L5", .warning),
      ("deprecated-popover-controller", "E-L5", .warning),
      ("deprecated-key-window", "E-L5", .warning),
      ("deprecated-windows", "E-L5", .warning),
      ("alert-view-text-field-index", "E-L4", .crash),
      ("nil-optional-chain", "SWIFT-1", .advice),
      ("popover-adapts", "R-2", .advice),
      ("return-and-escape", "R-10", .advice),
      ("force-unwrap-nil", "SWIFT-2", .trap),
      ("cast-failed", "SWIFT-3", .trap),
      ("index-out-of-range", "SWIFT-4", .trap),
      ("range-bounds", "SWIFT-5", .trap),
      ("unrecognized-selector", "OBJC-1", .crash),
      ("try-forced-error", "SWIFT-6", .trap),
      ("error-at-top-level", "SWIFT-7", .trap),
      ("duplicate-dictionary-key", "SWIFT-8", .trap),
      ("remove-from-empty", "SWIFT-9", .trap),
      ("fatal-error", "SWIFT-10", .trap),
      ("activity-needs-anchor", "E-P1-activity", .crash),
      ("private-kvc", "AL-KVC", .advice),
      ("no-segue", "AL-SEGUE", .crash),
      ("state-during-update", "AL-SWIFTUI-STATE", .warning),
      ("main-thread-checker", "MTC-1", .warning),
      ("continuation-resumed-twice", "SWIFT-11", .trap),
      ("continuation-leaked", "SWIFT-12", .warning),
    ]
    let all = RuleCatalog.all
    #expect(all.count == expected.count)
    #expect(all.map(\.id) == all.map(\.id).sorted())
    for (rule, (id, reference, kind)) in zip(all, expected.sorted { $0.0 < $1.0 }) {
      #expect(rule.id == id)
      #expect(rule.reference == reference, "\(id)")
      #expect(rule.kind == kind, "\(id)")
    }
  }

  @Test func idsAndReferencesAreUnique() {
    let ids = RuleCatalog.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    var byReference: [String: [String]] = [:]
    for rule in RuleCatalog.all { byReference[rule.reference, default: []].append(rule.id) }
    for (reference, ids) in byReference where ids.count > 1 {
      #expect(reference == "E-L5")
      // The compiler's deprecation warnings share one row of the reference.
      let deprecations = [
        "deprecated-action-sheet", "deprecated-alert-view", "deprecated-key-window",
        "deprecated-popover-controller", "deprecated-windows",
      ]
      #expect(ids == deprecations)
    }
  }

  @Test func lookUpByIDOrReference() {
    #expect(RuleCatalog.rule("one-cancel")?.id == "one-cancel")
    #expect(RuleCatalog.rule("Sheet-Needs-Anchor")?.id == "sheet-needs-anchor")
    #expect(RuleCatalog.rule("E-A1")?.id == "one-cancel")
    #expect(RuleCatalog.rule("e-p2")?.id == "sheet-needs-anchor")
    #expect(RuleCatalog.rule("swift-1")?.id == "nil-optional-chain")
    // A reference several rules share names the first of them in the catalog.
    #expect(RuleCatalog.rule("E-L5")?.id == "deprecated-action-sheet")
    #expect(RuleCatalog.rule("no-such-rule") == nil)
    for rule in RuleCatalog.all {
      #expect(RuleCatalog.rule(rule.id.uppercased())?.id == rule.id)
      #expect(RuleCatalog.rule(rule.reference)?.reference == rule.reference)
    }
  }

  /// A crash names its exception, except one whose name no source shows (E-B3): that one
  /// names none rather than a made-up one.
  @Test func crashesNameTheirException() {
    for rule in RuleCatalog.all {
      if rule.kind == .crash, rule.unknownText {
        #expect(rule.exceptionName == nil, "\(rule.id)")
      } else if rule.kind == .crash {
        #expect(rule.exceptionName?.isEmpty == false, "\(rule.id)")
      } else {
        #expect(rule.exceptionName == nil, "\(rule.id)")
      }
    }
  }

  @Test func unrecognizedSelectorNamesTheMethodAndInstance() {
    #expect(
      RuleCatalog.unrecognizedSelector.consoleText(
        RuleContext(
          iOS: IOSVersion(17), other: "0x600000c00000", method: "-[ViewController changed]"))
        == "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: "
        + "'-[ViewController changed]: unrecognized selector sent to instance 0x600000c00000'")
  }

  @Test func uncertainTextsSaySo() {
    let uncertain = Set(RuleCatalog.all.filter { $0.uncertainty != nil }.map(\.reference))
    #expect(
      uncertain == [
        "E-B1", "E-V9", "E-L4", "E-PC1", "E-PC5", "L-A3", "OBJC-1", "E-P2", "E-A4", "E-V3",
        "E-V4", "E-V6", "E-V8", "E-P5", "E-L3", "SWIFT-2", "SWIFT-3", "SWIFT-4", "SWIFT-5",
        "E-A9", "SWIFT-6", "SWIFT-7", "SWIFT-8", "SWIFT-9", "SWIFT-10", "E-P1-activity", "MTC-1",
        "SWIFT-11", "SWIFT-12",
      ])
    for rule in RuleCatalog.all {
      if let note = rule.uncertainty {
        #expect(rule.explanation().contains("Note: " + note))
      }
    }
  }

  @Test func explanationsHaveWhatWhyAndFix() {
    let context = ctx(
      17, subject: alert, presenter: presenter, presenterClass: "ViewController",
      other: "<UIPopoverPresentationController: 0x600000c05000>", method: "+arrowBase")
    for rule in RuleCatalog.all {
      let lines = rule.explanation(context).split(separator: "\n").map(String.init)
      #expect(lines.first == "\(rule.id) (\(rule.kind.rawValue)): \(rule.title)")
      #expect(lines.contains("What: " + rule.what), "\(rule.id)")
      #expect(lines.contains("Why: " + rule.why), "\(rule.id)")
      #expect(lines.contains("Fix: " + rule.fix), "\(rule.id)")
      if rule.kind != .advice {
        // The console's text may take several lines (the Main Thread Checker's).
        #expect(
          rule.explanation(context).contains("\nConsole: " + rule.consoleText(context) + "\n"),
          "\(rule.id)")
      }
      if let lesson = rule.lesson {
        #expect(lines.contains("Lesson: :lesson " + lesson), "\(rule.id)")
      }
    }
  }

  @Test func proseIsOneLineAndNotEmpty() {
    for rule in RuleCatalog.all {
      for text in [rule.title, rule.what, rule.why, rule.fix] {
        #expect(!text.isEmpty, "\(rule.id)")
        #expect(!text.contains("\n"), "\(rule.id)")
      }
      #expect(!rule.message(ctx(17)).isEmpty, "\(rule.id)")
    }
  }

  @Test func lessonsAreKnown() {
    let lessons: Set<String> = [
      "first-alert", "cancel-and-default", "one-cancel", "destructive", "text-fields",
      "enable-ok", "sheet-iphone", "sheet-no-text-fields", "sheet-ipad", "dismissing",
      "alert-view", "ios7-and-8", "popover-controller", "popover-ios8", "adaptive-popover",
      "popover-background", "not-in-window", "alerts-in-turn", "main-thread",
      "share-sheet-ipad", "top-view-controller", "await-answer",
    ]
    for rule in RuleCatalog.all {
      if let lesson = rule.lesson { #expect(lessons.contains(lesson), "\(rule.id)") }
    }
    let taught: [String: String] = [
      "one-cancel": "one-cancel", "text-fields-alert-only": "sheet-no-text-fields",
      "sheet-needs-anchor": "sheet-ipad", "popover-hides-cancel": "sheet-ipad",
      "present-nil": "ios7-and-8", "nil-optional-chain": "popover-controller",
      "popover-needs-anchor": "popover-ios8", "popover-adapts": "adaptive-popover",
      "background-view-abstract": "popover-background", "destructive-first": "destructive",
      "cancel-placement": "cancel-and-default", "deprecated-alert-view": "alert-view",
      "alert-view-button-title": "alert-view", "alert-view-text-field-index": "alert-view",
      "not-in-window": "not-in-window", "main-thread-checker": "main-thread",
      "activity-needs-anchor": "share-sheet-ipad",
      "continuation-resumed-twice": "await-answer", "continuation-leaked": "await-answer",
    ]
    for (id, lesson) in taught {
      #expect(RuleCatalog.rule(id)?.lesson == lesson, "\(id)")
    }
    for rule in RuleCatalog.all where rule.id.hasPrefix("popover-controller") {
      #expect(rule.lesson == "popover-controller", "\(rule.id)")
    }
  }
}

/// One file per rule: `Sources/AlertLabKit/Rules/Catalog/ID.swift` declares the rule `ID`,
/// and the catalog lists each file's rule once.
@Suite struct RuleFileTests {
  @Test func everyRuleFileDeclaresOneRuleOfItsNameAndTheCatalogListsIt() throws {
    let folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/AlertLabKit/Rules/Catalog")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }
    var ids = Set<String>()
    for name in names {
      let text = try String(
        contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      let id = String(name.dropLast(".swift".count))
      #expect(text.components(separatedBy: " = Rule(").count == 2, "\(name) declares one rule")
      #expect(text.contains("id: \"\(id)\","), "\(name) declares the rule \(id)")
      ids.insert(id)
    }
    let listed = RuleCatalog.all.map(\.id)
    #expect(Set(listed) == ids, "RuleCatalog.all and the files of Rules/Catalog differ")
    #expect(Set(listed).count == listed.count, "a rule is listed twice")
  }

  /// A crash or a trap is made by its rule's own typed constructor, declared in the rule's
  /// file (`extension Crash { static func oneCancel(_:in:) … }`); no other file makes one
  /// from a rule and a context.
  @Test func everyCrashIsMadeByItsRulesFile() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let folder = root.appendingPathComponent("Sources/AlertLabKit/Rules/Catalog")
    var crashes = 0
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    where name.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      let id = String(name.dropLast(".swift".count))
      guard let rule = RuleCatalog.rule(id), let equals = text.firstRange(of: " = Rule("),
        let declared = text[..<equals.lowerBound].ranges(of: " static let ").last
      else {
        Issue.record("\(name) declares no rule of the catalog")
        continue
      }
      let staticName = text[declared.upperBound..<equals.lowerBound]
      let makes =
        text.contains("extension Crash {")
        && (text.contains("Crash(rule: RuleCatalog.\(staticName),")
          || text.contains("Crash(\n      rule: RuleCatalog.\(staticName),"))
      switch rule.kind {
      case .crash, .trap:
        crashes += 1
        #expect(makes, "\(name): a \(rule.kind) rule declares its typed constructor")
      case .warning, .advice:
        #expect(!text.contains("extension Crash"), "\(name): a \(rule.kind) makes no crash")
      }
    }
    #expect(crashes == RuleCatalog.all.count { $0.kind == .crash || $0.kind == .trap })
    let sources = root.appendingPathComponent("Sources")
    let walker = FileManager.default.enumerator(atPath: sources.path)
    var walked = 0
    while let path = walker?.nextObject() as? String {
      guard path.hasSuffix(".swift"), !path.hasPrefix("AlertLabKit/Rules/") else { continue }
      walked += 1
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      for making in [" Crash(rule:", " Crash(\n", "(Crash(rule:"] {
        #expect(!text.contains(making), "\(path) makes a crash outside its rule's file")
      }
    }
    #expect(walked > 100)
  }
}
