extension RuleCatalog {
  public static let popoverAdapts = Rule(
    id: "popover-adapts", reference: "R-2", kind: .advice,
    // context.other is "horizontally" or "vertically": the size class that is compact.
    message: { RuleAdvice.english("popover-adapts", $0) },
    lesson: "adaptive-popover",
    texts: [TextEra(versions: "ios-8-plus", .alertLab, source: "the-behaviour-apple-documentation")]
  )
}
