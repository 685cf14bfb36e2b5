extension RuleCatalog {
  public static let popoverHidesCancel = Rule(
    id: "popover-hides-cancel", reference: "L-S4", kind: .advice,
    title: "An action sheet in a popover does not show its cancel action",
    message: { context in
      if context.iOS < IOSVersion(26) {
        return "The cancel action is not shown in a popover: tapping outside the popover "
          + "cancels."
      }
      return "The cancel action is not shown: from iOS 26 an action sheet never shows it; "
        + "tapping outside cancels."
    },
    what: "The action sheet is in a popover (iPad), so UIKit left out its cancel button. "
      + "Tapping outside still runs the cancel action's handler.",
    why: "Tapping outside a popover already means cancel, so a Cancel button would repeat it.",
    fix: "Nothing to fix: keep the .cancel action so iPhone shows it and the outside tap has a "
      + "handler to run.",
    lesson: "sheet-ipad",
    texts: [TextEra("iOS 8+", .alertLab, "the behaviour: decompiled UIKit")])
}
