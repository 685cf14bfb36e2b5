extension RuleCatalog {
  public static let sheetNeedsAnchor = Rule(
    id: "sheet-needs-anchor", reference: "E-P2", kind: .crash,
    exceptionName: "NSGenericException",
    message: { context in sheetAnchorReason(context) },
    lesson: "sheet-ipad",
    texts: [
      TextEra(versions: "ios-8", .developerReport, source: "seed-001-quotes-it-byte-for-byte"),
      TextEra(
        versions: "ios-9-to-12", .developerReport,
        source: "crash-logs-the-version-range-is-approximate"),
      TextEra(versions: "ios-13-plus", .verified, source: "decompiled-uikit-developer-reports"),
    ])
}

extension Crash {
  /// An action sheet shown as a popover from `presenter` with neither a source view nor a bar
  /// button item.
  static func sheetNeedsAnchor(
    _ controller: ObjectID, presenter: ObjectID, popover: ObjectID, in world: World
  ) -> Crash {
    Crash(
      rule: RuleCatalog.sheetNeedsAnchor,
      context: world.ruleContext(subject: controller, presenter: presenter, other: popover))
  }
}
