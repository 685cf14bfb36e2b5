extension RuleCatalog {
  public static let sourceRectNeedsView = Rule(
    id: "source-rect-needs-view", reference: "E-P4", kind: .crash,
    exceptionName: "NSGenericException",
    title: "A sourceRect alone does not anchor a popover",
    message: { context in anchorReason(context.other) },
    what: "sourceRect was set but sourceView was not, so the popover has no anchor.",
    why: "sourceRect is in sourceView's coordinate space; without the view the rect means "
      + "nothing, and UIKit checks only for a view or a bar button item.",
    fix: "Set sourceView too: popover.sourceView = sender; popover.sourceRect = sender.bounds.",
    lesson: "sheet-ipad",
    texts: [TextEra("iOS 8+", .inferred, "E-P1's verified text; the check is on the source view")])
}
