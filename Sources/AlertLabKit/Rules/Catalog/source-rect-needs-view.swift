extension RuleCatalog {
  public static let sourceRectNeedsView = Rule(
    id: "source-rect-needs-view", reference: "E-P4", kind: .crash,
    exceptionName: "NSGenericException",
    message: { context in anchorReason(context.other) },
    lesson: "sheet-ipad",
    texts: [
      TextEra(
        versions: "ios-8-plus", .inferred,
        source: "e-p1-s-verified-text-the-check-is-on-the-source-view")
    ])
}

extension Crash {
  /// A popover given a source rect but no source view.
  static func sourceRectNeedsView(_ controller: ObjectID, popover: ObjectID, in world: World)
    -> Crash
  {
    Crash(
      rule: RuleCatalog.sourceRectNeedsView,
      context: world.ruleContext(subject: controller, other: popover))
  }
}
