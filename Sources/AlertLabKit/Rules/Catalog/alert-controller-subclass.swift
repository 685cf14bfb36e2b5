extension RuleCatalog {
  public static let subclassingAlertController = Rule(
    id: "alert-controller-subclass", reference: "E-A11", kind: .advice,
    message: { RuleAdvice.english("alert-controller-subclass", $0) },
    texts: [TextEra("iOS 8+", .verified, "Apple documentation, as quoted in a translation")])
}
