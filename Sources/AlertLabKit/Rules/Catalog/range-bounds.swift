extension RuleCatalog {
  public static let rangeBounds = Rule(
    id: "range-bounds", reference: "SWIFT-5", kind: .trap,
    message: { _ in "Fatal error: Range requires lowerBound <= upperBound" },
    texts: [
      TextEra(
        versions: "all-versions", .approximate, source: "the-message-is-the-standard-library-s")
    ])
}

extension Crash {
  /// A range whose upper bound is below its lower bound.
  public static func rangeBounds(iOS: IOSVersion) -> Crash {
    Crash(rule: RuleCatalog.rangeBounds, context: RuleContext(iOS: iOS))
  }
}
