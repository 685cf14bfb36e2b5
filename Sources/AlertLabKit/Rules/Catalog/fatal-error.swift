extension RuleCatalog {
  public static let fatalErrorCalled = Rule(
    id: "fatal-error", reference: "SWIFT-10", kind: .trap,
    // context.subject is the message given to fatalError, if any.
    message: { context in
      context.subject.isEmpty ? "Fatal error" : "Fatal error: \(context.subject)"
    },
    texts: [TextEra("all versions", .verified, "Swift standard library (Assert.swift)")])
}

extension Crash {
  /// `fatalError(message)`.
  public static func fatalErrorCalled(message: String, iOS: IOSVersion) -> Crash {
    Crash(rule: RuleCatalog.fatalErrorCalled, context: RuleContext(iOS: iOS, subject: message))
  }
}
