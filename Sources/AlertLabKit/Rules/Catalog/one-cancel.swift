extension RuleCatalog {
  public static let oneCancel = Rule(
    id: "one-cancel", reference: "E-A1", kind: .crash,
    exceptionName: "NSInternalInconsistencyException",
    title: "An alert controller can have only one cancel action",
    message: { _ in
      "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"
    },
    what: "A second action with the cancel style was added to the same alert controller.",
    why: "UIKit places the cancel action apart (left, bottom, or hidden in a popover) and runs "
      + "it when the user taps outside an action sheet: there can be only one.",
    fix: "Give the second action the .default style, or add only one .cancel action.",
    lesson: "one-cancel",
    texts: [TextEra("iOS 8+", .verified, "decompiled UIKit; developer reports")],
    assertion: AssertionSite(
      method: "-[UIAlertController addAction:]", file: "UIAlertController.m", line: 291,
      line26: 331))
}
