extension RuleCatalog {
  public static let popoverHidesCancel = Rule(
    id: "popover-hides-cancel", reference: "L-S4", kind: .advice,
    message: { context in
      if context.iOS < IOSVersion(26) {
        return "The cancel action is not shown in a popover: tapping outside the popover "
          + "cancels."
      }
      return "The cancel action is not shown: from iOS 26 an action sheet never shows it; "
        + "tapping outside cancels."
    },
    lesson: "sheet-ipad",
    texts: [TextEra("iOS 8+", .alertLab, "the behaviour: decompiled UIKit")])
}
