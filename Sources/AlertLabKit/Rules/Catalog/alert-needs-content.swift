extension RuleCatalog {
  public static let alertNeedsContent = Rule(
    id: "alert-needs-content", reference: "E-A4", kind: .crash,
    exceptionName: "NSInternalInconsistencyException",
    title: "An alert needs a title, a message or an action",
    message: { _ in "UIAlertController must have a title, a message or an action to display" },
    what: "An alert controller with no title, no message and no actions was presented.",
    why: "There would be nothing to show and nothing to tap, so UIKit refuses when the alert "
      + "is about to appear.",
    fix: "Give the alert a title or a message, and add at least one action.",
    lesson: "first-alert",
    uncertainty: "For apps built with an older SDK an empty title or message counts as none "
      + "(_shouldTreatEmptyStringsAsNil); with a newer one \"\" is a title. Which SDK is the "
      + "boundary is not known: AlertLab counts \"\" as none before iOS 13.",
    texts: [TextEra("iOS 8+", .verified, "decompiled UIKit; developer report")],
    assertion: AssertionSite(
      method: "-[UIAlertController viewWillAppear:]", file: "UIAlertController.m", line: 2253,
      line26: 2346))
}
