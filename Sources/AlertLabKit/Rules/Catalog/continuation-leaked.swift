extension RuleCatalog {
  /// `subject` is the function that made the continuation, as the runtime names it (`ask()`).
  public static let continuationLeaked = Rule(
    id: "continuation-leaked", reference: "SWIFT-12", kind: .warning,
    message: { context in
      "SWIFT TASK CONTINUATION MISUSE: \(context.subject) leaked its continuation without "
        + "resuming it. This may cause tasks waiting on it to remain suspended forever."
    },
    lesson: "await-answer",
    texts: [
      TextEra(
        "Swift 5.5+", .verified,
        "the Swift runtime (CheckedContinuation.swift), compiled and run with swiftc 6.3")
    ])
}
