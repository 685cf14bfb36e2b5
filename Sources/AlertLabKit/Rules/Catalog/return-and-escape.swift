extension RuleCatalog {
  public static let keyboardKeys = Rule(
    id: "return-and-escape", reference: "R-10", kind: .advice,
    title: "Return chooses the preferred action, Escape the cancel action",
    message: { _ in
      "With a hardware keyboard Return chooses the preferred action (or the only enabled "
        + "action, or the one beside cancel) and Escape the cancel action."
    },
    what: "A key on a hardware keyboard (an iPad's, or a Mac's) chose an action of the alert "
      + "on screen, as a tap would: the alert went and the action's handler ran.",
    why: "People with a keyboard expect Return to confirm and Escape to back out; the "
      + "preferred action is the alert's answer to 'confirm'.",
    fix: "Set preferredAction (iOS 9+) on an alert with more than one non-cancel action, so "
      + "Return has something to choose; give the way out the .cancel style for Escape.",
    texts: [TextEra("iOS 9+", .alertLab, "the behaviour: decompiled UIKit; Apple documentation")])
}
