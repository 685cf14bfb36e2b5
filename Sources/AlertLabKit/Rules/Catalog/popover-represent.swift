extension RuleCatalog {
  public static let popoverRepresent = Rule(
    id: "popover-represent", reference: "E-PC8", kind: .warning,
    title: "Presenting a visible UIPopoverController again from a rect",
    // context.subject is the presentation controller.
    message: { context in
      "Application tried to represent an active popover presentation: \(context.subject)"
    },
    what: "presentPopover(from:in:permittedArrowDirections:animated:) was called on a popover "
      + "controller whose popover is on screen. UIKit logged this (once per run) and left the "
      + "popover where it was.",
    why: "Since iOS 8 a UIPopoverController presents through a UIPopoverPresentationController, "
      + "which can be presented only after it was dismissed.",
    fix: "Check isPopoverVisible first, or dismiss(animated:) the popover before presenting "
      + "it somewhere else.",
    lesson: "popover-controller",
    texts: [TextEra("iOS 8+", .verified, "decompiled UIKit (a Warning log, once)")])
}
