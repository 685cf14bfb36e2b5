extension RuleCatalog {
  /// `subject` is the runtime's sentence after the prefix: `confirm() tried to resume its
  /// continuation more than once, returning true!`.
  public static let continuationResumedTwice = Rule(
    id: "continuation-resumed-twice", reference: "SWIFT-11", kind: .trap,
    message: { context in "Fatal error: SWIFT TASK CONTINUATION MISUSE: \(context.subject)" },
    lesson: "await-answer",
    texts: [
      TextEra(
        versions: "swift-5-5-plus", .verified,
        source: "the-swift-runtime-checkedcontinuation-swift-compiled-and-run-with-swiftc-6-3")
    ])
}

extension Crash {
  /// A checked continuation resumed again; `message` is the runtime's whole sentence.
  public static func continuationResumedTwice(message: String, iOS: IOSVersion) -> Crash {
    Crash(
      rule: RuleCatalog.continuationResumedTwice, context: RuleContext(iOS: iOS, subject: message))
  }
}
