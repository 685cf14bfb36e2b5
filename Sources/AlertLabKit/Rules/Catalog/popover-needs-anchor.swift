extension RuleCatalog {
  public static let popoverNeedsAnchor = Rule(
    id: "popover-needs-anchor", reference: "E-P1", kind: .crash,
    exceptionName: "NSGenericException",
    message: { context in anchorReason(context.other) },
    lesson: "popover-ios8",
    texts: [TextEra(versions: "ios-8-plus", .verified, source: "decompiled-uikit-developer-report")]
  )
}

extension Crash {
  /// A popover presented with neither a source view nor a bar button item.
  static func popoverNeedsAnchor(_ controller: ObjectID, popover: ObjectID, in world: World)
    -> Crash
  {
    Crash(
      rule: RuleCatalog.popoverNeedsAnchor,
      context: world.ruleContext(subject: controller, other: popover))
  }
}
