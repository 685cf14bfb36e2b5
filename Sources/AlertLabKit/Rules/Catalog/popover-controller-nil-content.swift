extension RuleCatalog {
  public static let popoverControllerNilContent = Rule(
    id: "popover-controller-nil-content", reference: "E-PC4", kind: .crash,
    exceptionName: "NSInvalidArgumentException",
    title: "A popover controller's content cannot be set to nil",
    message: { _ in
      "-[UIPopoverController setContentViewController:animated:] called with a nil "
        + "viewController."
    },
    what: "setContentViewController(nil, animated:) was called on a popover controller.",
    why: "A popover always shows a view controller; to remove it, dismiss the popover.",
    fix: "Pass a view controller, or call dismiss(animated:) to hide the popover.",
    lesson: "popover-controller",
    texts: [TextEra("iOS 7+", .verified, "decompiled UIKit")])
}
