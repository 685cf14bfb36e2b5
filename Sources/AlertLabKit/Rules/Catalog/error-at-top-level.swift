extension RuleCatalog {
  public static let errorAtTopLevel = Rule(
    id: "error-at-top-level", reference: "SWIFT-7", kind: .trap,
    title: "An error nobody caught",
    // context.subject is the error as String(reflecting:) shows it.
    message: { context in "Fatal error: Error raised at top level: \(context.subject)" },
    what: "An error was thrown and no 'catch' took it, so it reached the top level.",
    why: "Top-level code may use 'try' without 'do'; an error it does not catch stops the app.",
    fix: "Wrap the call in 'do { try ... } catch { ... }' and show the error, for example in an "
      + "alert.",
    uncertainty: "The text is the standard library's (_errorInMain); the console also names the "
      + "library's own file and line, which AlertLab leaves out.",
    texts: [TextEra("all versions", .verified, "Swift standard library (ErrorType.swift)")])
}
