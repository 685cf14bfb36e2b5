extension RuleCatalog {
  public static let popoverControllerInit = Rule(
    id: "popover-controller-init", reference: "E-PC3", kind: .crash,
    exceptionName: "NSGenericException",
    message: { _ in
      "-[UIPopoverController init] is not a valid initializer. You must call "
        + "-[UIPopoverController initWithContentViewController:]."
    },
    lesson: "popover-controller",
    texts: [TextEra(versions: "ios-7-plus", .verified, source: "decompiled-uikit")])
}

extension Crash {
  /// `UIPopoverController()`, without a content view controller.
  static func popoverControllerInit(in world: World) -> Crash {
    Crash(rule: RuleCatalog.popoverControllerInit, context: world.ruleContext())
  }
}
