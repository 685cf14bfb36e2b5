extension RuleCatalog {
  public static let keyboardKeys = Rule(
    id: "return-and-escape", reference: "R-10", kind: .advice,
    message: { RuleAdvice.english("return-and-escape", $0) },
    texts: [
      TextEra(
        versions: "ios-9-plus", .alertLab,
        source: "the-behaviour-decompiled-uikit-apple-documentation")
    ])
}
