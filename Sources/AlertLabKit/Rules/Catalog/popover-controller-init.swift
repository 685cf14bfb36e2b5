extension RuleCatalog {
  public static let popoverControllerInit = Rule(
    id: "popover-controller-init", reference: "E-PC3", kind: .crash,
    exceptionName: "NSGenericException",
    title: "UIPopoverController needs a content view controller",
    message: { _ in
      "-[UIPopoverController init] is not a valid initializer. You must call "
        + "-[UIPopoverController initWithContentViewController:]."
    },
    what: "UIPopoverController() was called without a content view controller.",
    why: "A popover controller shows a view controller; it has no meaning without one.",
    fix: "Create it with UIPopoverController(contentViewController: content), or better, "
      + "present content with .popover style.",
    lesson: "popover-controller",
    texts: [TextEra("iOS 7+", .verified, "decompiled UIKit")])
}
