extension RuleCatalog {
  public static let popoverControllerPadOnly = Rule(
    id: "popover-controller-ipad-only", reference: "E-PC1", kind: .crash,
    exceptionName: "NSInvalidArgumentException",
    message: { _ in
      "-[UIPopoverController initWithContentViewController:] called when not running under "
        + "UIUserInterfaceIdiomPad."
    },
    lesson: "popover-controller",
    texts: [TextEra(versions: "ios-7-plus", .verified, source: "decompiled-uikit-developer-report")]
  )
}

extension Crash {
  /// A popover controller made on an iPhone before iOS 8.
  static func popoverControllerPadOnly(in world: World) -> Crash {
    Crash(rule: RuleCatalog.popoverControllerPadOnly, context: world.ruleContext())
  }
}
