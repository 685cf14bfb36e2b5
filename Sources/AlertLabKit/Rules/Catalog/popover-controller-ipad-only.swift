extension RuleCatalog {
  public static let popoverControllerPadOnly = Rule(
    id: "popover-controller-ipad-only", reference: "E-PC1", kind: .crash,
    exceptionName: "NSInvalidArgumentException",
    title: "UIPopoverController works only on iPad",
    message: { _ in
      "-[UIPopoverController initWithContentViewController:] called when not running under "
        + "UIUserInterfaceIdiomPad."
    },
    what: "A UIPopoverController was created on an iPhone.",
    why: "Before iOS 8 popovers existed only on iPad; the old class checks the idiom when it is "
      + "created.",
    fix: "Use a popover presentation: vc.modalPresentationStyle = .popover, set its "
      + "popoverPresentationController's anchor, then present(vc, animated: true).",
    lesson: "popover-controller",
    uncertainty: "Modern UIKit skips this check for apps linked against one range of SDKs, "
      + "possibly the iOS 8 SDK; which SDKs is not confirmed, so AlertLab always throws on "
      + "iPhone.",
    texts: [TextEra("iOS 7+", .verified, "decompiled UIKit; developer report")])
}
