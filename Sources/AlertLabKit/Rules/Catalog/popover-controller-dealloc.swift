extension RuleCatalog {
  public static let popoverControllerDeallocated = Rule(
    id: "popover-controller-dealloc", reference: "E-PC2", kind: .crash,
    exceptionName: "NSGenericException",
    message: { _ in "-[UIPopoverController dealloc] reached while popover is still visible." },
    lesson: "popover-controller",
    texts: [TextEra(versions: "ios-7-plus", .verified, source: "decompiled-uikit-developer-report")]
  )
}
