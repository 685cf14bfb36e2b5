extension RuleCatalog {
  public static let popoverControllerDeallocated = Rule(
    id: "popover-controller-dealloc", reference: "E-PC2", kind: .crash,
    exceptionName: "NSGenericException",
    message: { _ in "-[UIPopoverController dealloc] reached while popover is still visible." },
    lesson: "popover-controller",
    texts: [TextEra(versions: "ios-7-plus", .verified, source: "decompiled-uikit-developer-report")]
  )
}

extension Crash {
  /// A popover controller let go of while its popover is visible.
  static func popoverControllerDeallocated(_ popoverController: ObjectID, in world: World) -> Crash
  {
    Crash(
      rule: RuleCatalog.popoverControllerDeallocated,
      context: world.ruleContext(subject: popoverController))
  }
}
