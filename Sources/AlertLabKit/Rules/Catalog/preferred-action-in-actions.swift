extension RuleCatalog {
  public static let preferredActionInActions = Rule(
    id: "preferred-action-in-actions", reference: "E-A3", kind: .crash,
    exceptionName: "NSInternalInconsistencyException",
    title: "The preferred action must be one of the alert's actions (iOS 9+)",
    message: { _ in
      "The -preferredAction of an alert controller must be contained in the -actions array "
        + "or be nil."
    },
    what: "preferredAction (iOS 9+) was set to an action that has not been added to the alert.",
    why: "The preferred action is drawn bold and runs on Return, so it has to be one of the "
      + "buttons the alert shows.",
    fix: "Call alert.addAction(ok) first, then set alert.preferredAction = ok.",
    lesson: "cancel-and-default",
    texts: [TextEra("iOS 9+", .verified, "decompiled UIKit; Apple documentation")],
    assertion: AssertionSite(
      method: "-[UIAlertController setPreferredAction:]", file: "UIAlertController.m", line: 396,
      line26: 436))
}
