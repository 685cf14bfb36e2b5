extension RuleCatalog {
  public static let titleTruncated = Rule(
    id: "title-truncated", reference: "E-A7", kind: .advice,
    message: { RuleAdvice.english("title-truncated", $0) },
    texts: [
      TextEra(
        versions: "ios-8-plus", .alertLab, source: "the-behaviour-decompiled-uikit-of-ios-18-and-26"
      )
    ])
}
