extension RuleCatalog {
  public static let fatalErrorCalled = Rule(
    id: "fatal-error", reference: "SWIFT-10", kind: .trap,
    title: "fatalError() was called",
    // context.subject is the message given to fatalError, if any.
    message: { context in
      context.subject.isEmpty ? "Fatal error" : "Fatal error: \(context.subject)"
    },
    what: "The code called fatalError(), so the app stopped there.",
    why: "fatalError() never returns: it is how code says that a case must not happen. When "
      + "it does, Swift prints the message and stops the app.",
    fix: "Find why that case happened and handle it: return early, show an alert, or throw "
      + "an error the caller catches.",
    uncertainty: "The standard library prints its prefix 'Fatal error', a colon and the "
      + "message; today's runtime puts the file and line of the call first, which AlertLab "
      + "leaves out.",
    texts: [TextEra("all versions", .verified, "Swift standard library (Assert.swift)")])
}
