extension RuleCatalog {
  public static let errorAtTopLevel = Rule(
    id: "error-at-top-level", reference: "SWIFT-7", kind: .trap,
    // context.subject is the error as String(reflecting:) shows it.
    message: { context in "Fatal error: Error raised at top level: \(context.subject)" },
    texts: [
      TextEra(versions: "all-versions", .verified, source: "swift-standard-library-errortype-swift")
    ])
}
