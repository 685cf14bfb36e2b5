extension RuleCatalog {
  public static let errorAtTopLevel = Rule(
    id: "error-at-top-level", reference: "SWIFT-7", kind: .trap,
    // context.subject is the error as String(reflecting:) shows it.
    message: { context in "Fatal error: Error raised at top level: \(context.subject)" },
    texts: [
      TextEra(versions: "all-versions", .verified, source: "swift-standard-library-errortype-swift")
    ])
}

extension Crash {
  /// An error no `catch` took; `error` is `String(reflecting:)` of it.
  public static func errorAtTopLevel(_ error: String, iOS: IOSVersion) -> Crash {
    Crash(rule: RuleCatalog.errorAtTopLevel, context: RuleContext(iOS: iOS, subject: error))
  }
}
