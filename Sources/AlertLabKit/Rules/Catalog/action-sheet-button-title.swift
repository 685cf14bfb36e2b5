extension RuleCatalog {
  public static let actionSheetButtonTitle = Rule(
    id: "action-sheet-button-title", reference: "E-L2", kind: .crash,
    exceptionName: "NSInternalInconsistencyException",
    message: { _ in "UIActionSheet: Buttons added must have a title." },
    texts: [TextEra("iOS 7+", .verified, "decompiled UIKit")],
    assertion: AssertionSite(
      method: "-[UIActionSheet addButtonWithTitle:]", file: "UIActionSheet.m", line: 125,
      seenIn: "the decompiled iOS 26.1 build"))
}
