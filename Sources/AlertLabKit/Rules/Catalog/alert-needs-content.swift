extension RuleCatalog {
  public static let alertNeedsContent = Rule(
    id: "alert-needs-content", reference: "E-A4", kind: .crash,
    exceptionName: "NSInternalInconsistencyException",
    message: { _ in "UIAlertController must have a title, a message or an action to display" },
    lesson: "first-alert",
    texts: [
      TextEra(versions: "ios-8-plus", .verified, source: "decompiled-uikit-developer-report")
    ],
    assertion: AssertionSite(
      method: "-[UIAlertController viewWillAppear:]", file: "UIAlertController.m", line: 2253,
      line26: 2346))
}

extension Crash {
  /// An alert presented with neither title, message, actions nor text fields.
  static func alertNeedsContent(_ controller: ObjectID, in world: World) -> Crash {
    Crash(rule: RuleCatalog.alertNeedsContent, context: world.ruleContext(subject: controller))
  }
}
