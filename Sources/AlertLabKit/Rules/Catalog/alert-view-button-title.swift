extension RuleCatalog {
  public static let alertViewButtonTitle = Rule(
    id: "alert-view-button-title", reference: "E-L1", kind: .crash,
    exceptionName: "NSInternalInconsistencyException",
    title: "A UIAlertView button needs a title",
    message: { _ in "UIAlertView: Buttons added must have a title." },
    what: "addButton(withTitle: nil) was called on a UIAlertView.",
    why: "A button without a title would be an empty, unlabelled choice.",
    fix: "Pass a title: alertView.addButton(withTitle: \"OK\").",
    lesson: "alert-view",
    texts: [TextEra("iOS 7+", .verified, "decompiled UIKit")],
    assertion: AssertionSite(
      method: "-[UIAlertView addButtonWithTitle:]", file: "UIAlertView.m", line: 384,
      seenIn: "the decompiled iOS 26.1 build"))
}
