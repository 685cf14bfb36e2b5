extension RuleCatalog {
  public static let alertViewButtonTitle = Rule(
    id: "alert-view-button-title", reference: "E-L1", kind: .crash,
    exceptionName: "NSInternalInconsistencyException",
    message: { _ in "UIAlertView: Buttons added must have a title." },
    lesson: "alert-view",
    texts: [TextEra("iOS 7+", .verified, "decompiled UIKit")],
    assertion: AssertionSite(
      method: "-[UIAlertView addButtonWithTitle:]", file: "UIAlertView.m", line: 384,
      seenIn: "the decompiled iOS 26.1 build"))
}
