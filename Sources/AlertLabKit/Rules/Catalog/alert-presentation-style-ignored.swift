extension RuleCatalog {
  public static let alertStyleIgnored = Rule(
    id: "alert-presentation-style-ignored", reference: "E-A8", kind: .advice,
    message: { RuleAdvice.english("alert-presentation-style-ignored", $0) },
    texts: [TextEra(versions: "ios-8-plus", .alertLab, source: "the-behaviour-decompiled-uikit")])
}
