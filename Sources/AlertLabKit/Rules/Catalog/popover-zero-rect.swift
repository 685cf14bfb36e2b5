extension RuleCatalog {
  public static let popoverZeroRect = Rule(
    id: "popover-zero-rect", reference: "E-PC7", kind: .warning,
    title: "A popover's rect must have a non-zero width and height",
    message: { _ in
      "-[UIPopoverController presentPopoverFromRect:inView:permittedArrowDirections:animated:]: "
        + "the rect passed in to this method must have non-zero width and height. This will be "
        + "an exception in a future release."
    },
    what: "The popover was presented from a rect with zero width or height. UIKit logged this "
      + "once and enlarged the rect to at least 2 by 2 points.",
    why: "The arrow points at the rect; an empty rect gives it no area to point at.",
    fix: "Pass the control's bounds, e.g. present(from: sender.bounds, in: sender, "
      + "permittedArrowDirections: .any, animated: true).",
    lesson: "popover-controller",
    texts: [TextEra("iOS 5+", .verified, "decompiled UIKit; developer reports")])
}
