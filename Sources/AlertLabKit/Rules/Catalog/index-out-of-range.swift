extension RuleCatalog {
  public static let indexOutOfRange = Rule(
    id: "index-out-of-range", reference: "SWIFT-4", kind: .trap,
    message: { _ in "Fatal error: Index out of range" },
    texts: [
      TextEra(
        versions: "all-versions", .approximate, source: "the-message-is-the-standard-library-s")
    ])
}

extension Crash {
  /// A subscript past a collection's end.
  public static func indexOutOfRange(iOS: IOSVersion) -> Crash {
    Crash(rule: RuleCatalog.indexOutOfRange, context: RuleContext(iOS: iOS))
  }
}
