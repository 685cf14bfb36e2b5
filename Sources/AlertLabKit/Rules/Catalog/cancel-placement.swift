extension RuleCatalog {
  public static let cancelPlacement = Rule(
    id: "cancel-placement", reference: "L-A3", kind: .advice,
    message: { context in
      if context.iOS < IOSVersion(9) {
        return "On iOS 8 AlertLab draws the actions in the order they were added."
      }
      return "The cancel action is drawn on the left of two buttons and at the bottom of "
        + "three or more, whatever the order it was added in."
    },
    lesson: "cancel-and-default",
    texts: [
      TextEra("iOS 8", .approximate, "two buttons in the order added; not confirmed"),
      TextEra("iOS 9+", .alertLab, "the behaviour: HIG and developer observations"),
    ])
}
