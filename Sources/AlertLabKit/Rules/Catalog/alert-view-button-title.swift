extension RuleCatalog {
  public static let alertViewButtonTitle = Rule(
    id: "alert-view-button-title", reference: "E-L1", kind: .crash,
    exceptionName: "NSInternalInconsistencyException",
    message: { _ in "UIAlertView: Buttons added must have a title." },
    lesson: "alert-view",
    texts: [TextEra(versions: "ios-7-plus", .verified, source: "decompiled-uikit")],
    assertion: AssertionSite(
      method: "-[UIAlertView addButtonWithTitle:]", file: "UIAlertView.m", line: 384,
      seenIn: "the-decompiled-ios-26-1-build"))
}

extension Crash {
  /// An alert view's button added with a nil title.
  static func alertViewButtonTitle(_ alertView: ObjectID, in world: World) -> Crash {
    Crash(rule: RuleCatalog.alertViewButtonTitle, context: world.ruleContext(subject: alertView))
  }
}
