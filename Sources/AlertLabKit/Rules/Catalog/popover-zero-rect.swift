extension RuleCatalog {
  public static let popoverZeroRect = Rule(
    id: "popover-zero-rect", reference: "E-PC7", kind: .warning,
    message: { _ in
      "-[UIPopoverController presentPopoverFromRect:inView:permittedArrowDirections:animated:]: "
        + "the rect passed in to this method must have non-zero width and height. This will be "
        + "an exception in a future release."
    },
    lesson: "popover-controller",
    texts: [
      TextEra(versions: "ios-5-plus", .verified, source: "decompiled-uikit-developer-reports")
    ])
}
