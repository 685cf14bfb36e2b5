extension RuleCatalog {
  public static let actionSheetButtonTitle = Rule(
    id: "action-sheet-button-title", reference: "E-L2", kind: .crash,
    exceptionName: "NSInternalInconsistencyException",
    title: "A UIActionSheet button needs a title",
    message: { _ in "UIActionSheet: Buttons added must have a title." },
    what: "addButton(withTitle: nil) was called on a UIActionSheet.",
    why: "A button without a title would be an empty, unlabelled choice.",
    fix: "Pass a title: actionSheet.addButton(withTitle: \"Share\").",
    texts: [TextEra("iOS 7+", .verified, "decompiled UIKit")],
    assertion: AssertionSite(
      method: "-[UIActionSheet addButtonWithTitle:]", file: "UIActionSheet.m", line: 125,
      seenIn: "the decompiled iOS 26.1 build"))
}
