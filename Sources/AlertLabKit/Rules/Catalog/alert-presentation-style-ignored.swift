extension RuleCatalog {
  public static let alertStyleIgnored = Rule(
    id: "alert-presentation-style-ignored", reference: "E-A8", kind: .advice,
    message: { RuleAdvice.english("alert-presentation-style-ignored", $0) },
    texts: [TextEra("iOS 8+", .alertLab, "the behaviour: decompiled UIKit")])
}
