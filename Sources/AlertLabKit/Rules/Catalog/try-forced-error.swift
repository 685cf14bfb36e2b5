extension RuleCatalog {
  public static let tryForcedError = Rule(
    id: "try-forced-error", reference: "SWIFT-6", kind: .trap,
    title: "'try!' met an error",
    // context.subject is the error as String(reflecting:) shows it: `main.MyError.bad`.
    message: { context in
      "Fatal error: 'try!' expression unexpectedly raised an error: \(context.subject)"
    },
    what: "A call marked 'try!' threw an error, so the app stopped.",
    why: "'try!' promises the call never throws; when it does, Swift stops the app rather than "
      + "carry on without the result.",
    fix: "Use 'do { try ... } catch { ... }' to handle the error, or 'try?' to get nil instead.",
    uncertainty: "The text is the standard library's (_unexpectedError); the console also names "
      + "the file and line of the 'try!', which AlertLab leaves out.",
    texts: [TextEra("all versions", .verified, "Swift standard library (ErrorType.swift)")])
}
