extension RuleCatalog {
  public static let subclassingAlertController = Rule(
    id: "alert-controller-subclass", reference: "E-A11", kind: .advice,
    message: { RuleAdvice.english("alert-controller-subclass", $0) },
    texts: [
      TextEra(
        versions: "ios-8-plus", .verified, source: "apple-documentation-as-quoted-in-a-translation")
    ])
}
