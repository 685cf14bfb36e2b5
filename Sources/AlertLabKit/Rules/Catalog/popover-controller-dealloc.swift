extension RuleCatalog {
  public static let popoverControllerDeallocated = Rule(
    id: "popover-controller-dealloc", reference: "E-PC2", kind: .crash,
    exceptionName: "NSGenericException",
    title: "A visible UIPopoverController was deallocated",
    message: { _ in "-[UIPopoverController dealloc] reached while popover is still visible." },
    what: "The only reference to a visible popover controller went away (a local variable "
      + "that went out of scope), so it was deallocated while on screen.",
    why: "UIPopoverController does not keep itself alive; freeing it while visible would leave "
      + "a popover nobody owns.",
    fix: "Keep it in a stored property: var popover: UIPopoverController?",
    lesson: "popover-controller",
    texts: [TextEra("iOS 7+", .verified, "decompiled UIKit; developer report")])
}
