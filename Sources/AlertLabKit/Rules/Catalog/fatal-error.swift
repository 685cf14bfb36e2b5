extension RuleCatalog {
  public static let fatalErrorCalled = Rule(
    id: "fatal-error", reference: "SWIFT-10", kind: .trap,
    // context.subject is the message given to fatalError, if any.
    message: { context in
      context.subject.isEmpty ? "Fatal error" : "Fatal error: \(context.subject)"
    },
    texts: [
      TextEra(versions: "all-versions", .verified, source: "swift-standard-library-assert-swift")
    ])
}

extension Crash {
  /// `fatalError(message)`.
  public static func fatalErrorCalled(message: String, iOS: IOSVersion) -> Crash {
    Crash(rule: RuleCatalog.fatalErrorCalled, context: RuleContext(iOS: iOS, subject: message))
  }
}
