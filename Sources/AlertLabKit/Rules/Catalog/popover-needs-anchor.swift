extension RuleCatalog {
  public static let popoverNeedsAnchor = Rule(
    id: "popover-needs-anchor", reference: "E-P1", kind: .crash,
    exceptionName: "NSGenericException",
    title: "A popover needs a sourceView or a barButtonItem",
    message: { context in anchorReason(context.other) },
    what: "A .popover presentation began with neither sourceView nor barButtonItem set on its "
      + "popoverPresentationController.",
    why: "A popover points its arrow at something on screen; without an anchor UIKit cannot "
      + "place it.",
    fix: "Set vc.popoverPresentationController?.sourceView = sender and sourceRect = "
      + "sender.bounds, or barButtonItem = item, before the turn of the run loop ends: before "
      + "present, or right after it in the same function. UIKit checks the anchor when the "
      + "presentation begins; Apple's UIPopoverPresentationController reference: \"Presenting "
      + "a view controller with the popover style creates a popover presentation controller\" "
      + "that you \"use ... to configure the popover behavior\".",
    lesson: "popover-ios8",
    texts: [TextEra("iOS 8+", .verified, "decompiled UIKit; developer report")])
}
