extension RuleCatalog {
  public static let popoverHidesCancel = Rule(
    id: "popover-hides-cancel", reference: "L-S4", kind: .advice,
    message: { RuleAdvice.english("popover-hides-cancel", $0) },
    lesson: "sheet-ipad",
    texts: [TextEra("iOS 8+", .alertLab, "the behaviour: decompiled UIKit")])
}
