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
        versions: "swift-5-5-plus", .verified,
        source: "the-swift-runtime-checkedcontinuation-swift-compiled-and-run-with-swiftc-6-3")
    ])
}
