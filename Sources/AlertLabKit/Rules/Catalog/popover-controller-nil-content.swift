extension RuleCatalog {
  public static let popoverControllerNilContent = Rule(
    id: "popover-controller-nil-content", reference: "E-PC4", kind: .crash,
    exceptionName: "NSInvalidArgumentException",
    message: { _ in
      "-[UIPopoverController setContentViewController:animated:] called with a nil "
        + "viewController."
    },
    lesson: "popover-controller",
    texts: [TextEra(versions: "ios-7-plus", .verified, source: "decompiled-uikit")])
}

extension Crash {
  /// A popover controller given a nil content view controller.
  static func popoverControllerNilContent(in world: World) -> Crash {
    Crash(rule: RuleCatalog.popoverControllerNilContent, context: world.ruleContext())
  }
}
