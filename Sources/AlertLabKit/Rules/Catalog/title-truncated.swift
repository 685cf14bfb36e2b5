extension RuleCatalog {
  public static let titleTruncated = Rule(
    id: "title-truncated", reference: "E-A7", kind: .advice,
    message: { RuleAdvice.english("title-truncated", $0) },
    texts: [TextEra("iOS 8+", .alertLab, "the behaviour: decompiled UIKit of iOS 18 and 26")])
}
