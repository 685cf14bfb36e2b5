extension RuleCatalog {
  public static let tryForcedError = Rule(
    id: "try-forced-error", reference: "SWIFT-6", kind: .trap,
    // context.subject is the error as String(reflecting:) shows it: `main.MyError.bad`.
    message: { context in
      "Fatal error: 'try!' expression unexpectedly raised an error: \(context.subject)"
    },
    texts: [
      TextEra(versions: "all-versions", .verified, source: "swift-standard-library-errortype-swift")
    ])
}

extension Crash {
  /// `try!` on a call that threw; `error` is `String(reflecting:)` of the error.
  public static func tryForcedError(_ error: String, iOS: IOSVersion) -> Crash {
    Crash(rule: RuleCatalog.tryForcedError, context: RuleContext(iOS: iOS, subject: error))
  }
}
