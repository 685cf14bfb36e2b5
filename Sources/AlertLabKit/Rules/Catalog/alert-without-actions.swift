extension RuleCatalog {
  public static let alertWithoutActions = Rule(
    id: "alert-without-actions", reference: "E-A5", kind: .advice,
    message: { RuleAdvice.english("alert-without-actions", $0) },
    lesson: "first-alert",
    texts: [TextEra(versions: "ios-8-plus", .alertLab, source: "the-behaviour-decompiled-uikit")])
}
