extension RuleCatalog {
  public static let alertWithoutActions = Rule(
    id: "alert-without-actions", reference: "E-A5", kind: .advice,
    message: { _ in
      "This alert has no actions: the user cannot dismiss it, and the app is stuck behind it."
    },
    lesson: "first-alert",
    texts: [TextEra("iOS 8+", .alertLab, "the behaviour: decompiled UIKit")])
}
