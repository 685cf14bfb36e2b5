extension RuleCatalog {
  public static let cancelPlacement = Rule(
    id: "cancel-placement", reference: "L-A3", kind: .advice,
    message: { RuleAdvice.english("cancel-placement", $0) },
    lesson: "cancel-and-default",
    texts: [
      TextEra("iOS 8", .approximate, "two buttons in the order added; not confirmed"),
      TextEra("iOS 9+", .alertLab, "the behaviour: HIG and developer observations"),
    ])
}
