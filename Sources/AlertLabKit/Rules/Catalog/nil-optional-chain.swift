extension RuleCatalog {
  public static let nilOptionalChain = Rule(
    id: "nil-optional-chain", reference: "SWIFT-1", kind: .advice,
    // context.method says what was skipped ("setting 'delegate'"); empty for a presenting call.
    message: { RuleAdvice.english("nil-optional-chain", $0) },
    lesson: "popover-controller",
    texts: [TextEra(versions: "all-versions", .alertLab, source: "swift-s-optional-chaining")],
    example: { $0.subject = "popover" })
}
