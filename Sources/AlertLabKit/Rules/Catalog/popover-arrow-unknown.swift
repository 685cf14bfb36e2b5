extension RuleCatalog {
  public static let popoverArrowUnknown = Rule(
    id: "popover-arrow-unknown", reference: "E-PC5", kind: .crash,
    exceptionName: "NSInvalidArgumentException",
    title: "A popover cannot be presented with the unknown arrow direction",
    message: { context in
      "\(context.method): Popovers cannot be presented with UIPopoverArrowDirectionUnknown."
    },
    what: "permittedArrowDirections was .unknown when the popover was presented.",
    why: ".unknown is what arrowDirection reports when no popover is shown; it is not a "
      + "direction UIKit can draw.",
    fix: "Pass .any and let UIKit choose, or the directions you allow, e.g. [.up, .down].",
    lesson: "popover-controller",
    uncertainty: "The text is UIPopoverController's (E-PC5). For a UIPopoverPresentationController "
      + "(.popover style) no source shows the check: AlertLab rejects .unknown the same way, "
      + "naming presentationTransitionWillBegin, and that message is approximate.",
    texts: [
      TextEra("UIPopoverController, iOS 7+", .verified, "decompiled UIKit; Apple documentation"),
      TextEra("a .popover presentation, iOS 8+", .approximate, "no source shows the check"),
    ])
}
