extension RuleCatalog {
  public static let popoverHidesCancel = Rule(
    id: "popover-hides-cancel", reference: "L-S4", kind: .advice,
    message: { RuleAdvice.english("popover-hides-cancel", $0) },
    lesson: "sheet-ipad",
    texts: [TextEra(versions: "ios-8-plus", .alertLab, source: "the-behaviour-decompiled-uikit")])
}
