extension RuleCatalog {
  public static let sheetNeedsAnchor = Rule(
    id: "sheet-needs-anchor", reference: "E-P2", kind: .crash,
    exceptionName: "NSGenericException",
    title: "An action sheet on iPad needs a sourceView or a barButtonItem",
    message: { context in sheetAnchorReason(context) },
    what: "An action sheet was presented in a regular-width environment (iPad) without an "
      + "anchor. There it is shown as a popover, and a popover needs a source.",
    why: "On iPad an action sheet points at the control that opened it; UIKit cannot guess "
      + "which one that was.",
    fix: "Set alert.popoverPresentationController?.sourceView = sender and sourceRect = "
      + "sender.bounds, or barButtonItem = item, before present or right after it in the same "
      + "function (UIKit checks the anchor when the turn of the run loop ends, as Apple's "
      + "UIPopoverPresentationController reference describes configuring the popover after "
      + "present). On iPhone the property is nil and the line does nothing.",
    lesson: "sheet-ipad",
    uncertainty: "On iOS 8 AlertLab prints E-P1's text, as seed 001 quotes it byte for byte "
      + "from an iOS 8 device; the reference gives the 'Your application has presented' form "
      + "for iOS 8 to 12 and may be wrong about iOS 8. Where the form without 'from' ends "
      + "(about iOS 12) is approximate.",
    texts: [
      TextEra("iOS 8", .developerReport, "seed 001 quotes it byte for byte"),
      TextEra("iOS 9 to 12", .developerReport, "crash logs; the version range is approximate"),
      TextEra("iOS 13+", .verified, "decompiled UIKit; developer reports"),
    ])
}
