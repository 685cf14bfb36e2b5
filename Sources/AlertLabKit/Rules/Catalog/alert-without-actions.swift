extension RuleCatalog {
  public static let alertWithoutActions = Rule(
    id: "alert-without-actions", reference: "E-A5", kind: .advice,
    title: "An alert without actions cannot be dismissed",
    message: { _ in
      "This alert has no actions: the user cannot dismiss it, and the app is stuck behind it."
    },
    what: "An alert with a title or message but no actions was presented. UIKit shows it "
      + "without complaint.",
    why: "Tapping outside dismisses only an action sheet, never an alert: an alert goes away "
      + "through its buttons or through dismiss(animated:) in code.",
    fix: "Add an action, e.g. alert.addAction(UIAlertAction(title: \"OK\", style: .default)).",
    lesson: "first-alert",
    texts: [TextEra("iOS 8+", .alertLab, "the behaviour: decompiled UIKit")])
}
