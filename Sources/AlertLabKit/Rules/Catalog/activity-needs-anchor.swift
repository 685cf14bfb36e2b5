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
    title: "A share sheet on iPad needs a sourceView or a barButtonItem",
    message: { context in
      if context.iOS < IOSVersion(9) { return popoverNeedsAnchor.message(context) }
      return "Your application has presented a UIActivityViewController (\(context.subject)). "
        + activityRemainder
    },
    what: "A UIActivityViewController was presented in a regular-width environment (iPad) "
      + "without an anchor. There UIKit shows it as a popover, and a popover needs a source.",
    why: "On iPad the share sheet points at the control that opened it; UIKit cannot guess "
      + "which one that was.",
    fix: "Before presenting, set activity.popoverPresentationController?.sourceView = sender "
      + "and sourceRect = sender.bounds, or barButtonItem = item. On iPhone it is a sheet and "
      + "the lines do nothing.",
    lesson: "share-sheet-ipad",
    uncertainty: "The iOS 9+ text is copied from crash logs developers published (2017, 2018); "
      + "on iOS 8 the crash logs show E-P1's text. Where the text changed (iOS 9) is "
      + "approximate.",
    texts: [
      TextEra("iOS 8", .developerReport, "crash logs of iOS 8 iPads (E-P1's text)"),
      TextEra("iOS 9+", .developerReport, "crash logs; the version it began in is approximate"),
    ])
}
