extension RuleCatalog {
  /// The opening of the share sheet's reason, by the controller's description.
  private static let activityRemainder = """
    In its current trait environment, the modalPresentationStyle of a \
    UIActivityViewController with this style is UIModalPresentationPopover. You must provide \
    location information for this popover through the view controller's \
    popoverPresentationController. You must provide either a sourceView and sourceRect or a \
    barButtonItem.  If this information is not known when you present the view controller, \
    you may provide it in the UIPopoverPresentationControllerDelegate method \
    -prepareForPopoverPresentation.
    """

  public static let activityNeedsAnchor = Rule(
    id: "activity-needs-anchor", reference: "E-P1-activity", kind: .crash,
    exceptionName: "NSGenericException",
    message: { context in
      if context.iOS < IOSVersion(9) { return popoverNeedsAnchor.message(context) }
      return "Your application has presented a UIActivityViewController (\(context.subject)). "
        + activityRemainder
    },
    lesson: "share-sheet-ipad",
    texts: [
      TextEra(versions: "ios-8", .developerReport, source: "crash-logs-of-ios-8-ipads-e-p1-s-text"),
      TextEra(
        versions: "ios-9-plus", .developerReport,
        source: "crash-logs-the-version-it-began-in-is-approximate"),
    ])
}

extension Crash {
  /// An activity view controller shown as a popover with no source view or bar item.
  static func activityNeedsAnchor(_ controller: ObjectID, popover: ObjectID, in world: World)
    -> Crash
  {
    Crash(
      rule: RuleCatalog.activityNeedsAnchor,
      context: world.ruleContext(subject: controller, other: popover))
  }
}
