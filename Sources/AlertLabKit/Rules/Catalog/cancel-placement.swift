extension RuleCatalog {
  public static let cancelPlacement = Rule(
    id: "cancel-placement", reference: "L-A3", kind: .advice,
    title: "Where UIKit draws the cancel action in an alert",
    message: { context in
      if context.iOS < IOSVersion(9) {
        return "On iOS 8 AlertLab draws the actions in the order they were added."
      }
      return "The cancel action is drawn on the left of two buttons and at the bottom of "
        + "three or more, whatever the order it was added in."
    },
    what: "UIKit moves the cancel action: left of two side-by-side buttons, bottom of a "
      + "stack; other actions keep the order they were added. On iOS 8 AlertLab keeps the "
      + "added order, which is uncertain.",
    why: "The Human Interface Guidelines put Cancel on the left and the likely choice on the "
      + "right, so people find each where they expect.",
    fix: "Add the actions in the order you want the others to appear and give Cancel the "
      + ".cancel style; add it first to get the same layout on iOS 8.",
    lesson: "cancel-and-default",
    uncertainty: "Whether iOS 8.0 already moved a cancel action added second to the left is "
      + "not confirmed; AlertLab draws iOS 8 alerts in the order the actions were added.",
    texts: [
      TextEra("iOS 8", .approximate, "two buttons in the order added; not confirmed"),
      TextEra("iOS 9+", .alertLab, "the behaviour: HIG and developer observations"),
    ])
}
