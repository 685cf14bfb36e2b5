extension RuleCatalog {
  /// `subject` is the function that made the continuation, as the runtime names it (`ask()`).
  public static let continuationLeaked = Rule(
    id: "continuation-leaked", reference: "SWIFT-12", kind: .warning,
    title: "A continuation was never resumed",
    message: { context in
      "SWIFT TASK CONTINUATION MISUSE: \(context.subject) leaked its continuation without "
        + "resuming it. This may cause tasks waiting on it to remain suspended forever."
    },
    what: "A checked continuation was let go of without ever being resumed: nothing can "
      + "resume it now, so the task awaiting it waits for good. The app goes on.",
    why: "Every path through the code that has a continuation must resume it exactly once. "
      + "Here one path (an alert dismissed without any action's handler resuming it, an "
      + "early return, a handler that was never attached) let it go.",
    fix: "Resume on every path: give every action of the alert a handler that resumes, or "
      + "resume before an early return.",
    lesson: "await-answer",
    uncertainty: "The text is what Swift 6.3's runtime prints on Linux when the continuation "
      + "is deallocated; AlertLab prints it when the statement or gesture that let go of it "
      + "ends, which may be a little later than the runtime does.",
    texts: [
      TextEra(
        "Swift 5.5+", .verified,
        "the Swift runtime (CheckedContinuation.swift), compiled and run with swiftc 6.3")
    ])
}
