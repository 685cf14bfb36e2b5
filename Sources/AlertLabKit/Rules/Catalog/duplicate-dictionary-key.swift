extension RuleCatalog {
  public static let duplicateDictionaryKey = Rule(
    id: "duplicate-dictionary-key", reference: "SWIFT-8", kind: .trap,
    message: { _ in "Fatal error: Dictionary literal contains duplicate keys" },
    texts: [
      TextEra(
        versions: "all-versions", .approximate, source: "the-message-is-the-standard-library-s")
    ])
}

extension Crash {
  /// A dictionary literal with one key twice.
  public static func duplicateDictionaryKey(iOS: IOSVersion) -> Crash {
    Crash(rule: RuleCatalog.duplicateDictionaryKey, context: RuleContext(iOS: iOS))
  }
}
