extension RuleCatalog {
  public static let cancelPlacement = Rule(
    id: "cancel-placement", reference: "L-A3", kind: .advice,
    message: { RuleAdvice.english("cancel-placement", $0) },
    lesson: "cancel-and-default",
    texts: [
      TextEra(
        versions: "ios-8", .approximate, source: "two-buttons-in-the-order-added-not-confirmed"),
      TextEra(
        versions: "ios-9-plus", .alertLab, source: "the-behaviour-hig-and-developer-observations"),
    ])
}
