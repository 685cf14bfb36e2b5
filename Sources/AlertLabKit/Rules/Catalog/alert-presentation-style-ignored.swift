extension RuleCatalog {
  public static let alertStyleIgnored = Rule(
    id: "alert-presentation-style-ignored", reference: "E-A8", kind: .advice,
    title: "An alert controller ignores modalPresentationStyle",
    message: { _ in
      "modalPresentationStyle is ignored on a UIAlertController: UIKit always chooses how "
        + "an alert or action sheet is presented."
    },
    what: "modalPresentationStyle was set on an alert controller; UIKit kept its own style.",
    why: "An alert is always presented centered, and an action sheet slides up on iPhone and "
      + "becomes a popover on iPad; the controller overrides the property to enforce that.",
    fix: "Remove the assignment; on iPad, configure alert.popoverPresentationController "
      + "instead.",
    texts: [TextEra("iOS 8+", .alertLab, "the behaviour: decompiled UIKit")])
}
