extension RuleCatalog {
  /// `subject` is the runtime's sentence after the prefix: `confirm() tried to resume its
  /// continuation more than once, returning true!`.
  public static let continuationResumedTwice = Rule(
    id: "continuation-resumed-twice", reference: "SWIFT-11", kind: .trap,
    title: "A continuation was resumed twice",
    message: { context in "Fatal error: SWIFT TASK CONTINUATION MISUSE: \(context.subject)" },
    what: "A checked continuation (withCheckedContinuation) was resumed a second time: the "
      + "task waiting on it had already been given its result.",
    why: "A continuation hands one result to one waiting task, once. A second resume has "
      + "nobody to go to, so CheckedContinuation stops the app to show the mistake.",
    fix: "Resume exactly once on every path: with an alert, resume from each action's handler "
      + "and nowhere else, or keep the continuation in an optional and set it to nil as you "
      + "resume it.",
    lesson: "await-answer",
    uncertainty: "The text is what Swift 6.3's runtime prints on Linux "
      + "('_Concurrency/CheckedContinuation.swift:169: Fatal error: SWIFT TASK CONTINUATION "
      + "MISUSE: ...'); AlertLab leaves out the file and line, which differ between releases, "
      + "and prints the value as print does.",
    texts: [
      TextEra(
        "Swift 5.5+", .verified,
        "the Swift runtime (CheckedContinuation.swift), compiled and run with swiftc 6.3")
    ])
}
