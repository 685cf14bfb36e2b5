extension RuleCatalog {
  public static let errorAtTopLevel = Rule(
    id: "error-at-top-level", reference: "SWIFT-7", kind: .trap,
    // context.subject is the error as String(reflecting:) shows it.
    message: { context in "Fatal error: Error raised at top level: \(context.subject)" },
    texts: [TextEra("all versions", .verified, "Swift standard library (ErrorType.swift)")])
}
