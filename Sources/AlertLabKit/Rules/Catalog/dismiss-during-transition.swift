extension RuleCatalog {
  public static let dismissDuringTransition = Rule(
    id: "dismiss-during-transition", reference: "E-V4", kind: .warning,
    title: "Dismissing while a presentation or dismissal is in progress",
    message: { context in
      let sentence =
        "Attempt to dismiss from view controller \(context.presenter) while a presentation "
        + "or dismiss is in progress!"
      return context.iOS < IOSVersion(13) ? "Warning: " + sentence : "[Presentation] " + sentence
    },
    what: "dismiss(animated:completion:) was called while a presentation or dismissal begun in "
      + "the same turn of the run loop was still animating. Nothing was dismissed.",
    why: "UIKit runs one transition at a time; the dismissal is logged and dropped, so the "
      + "controller stays on screen.",
    fix: "Dismiss from the completion handler of the presentation, or later (from an action "
      + "or a button's handler), not in the same function that presented it.",
    lesson: "dismissing",
    uncertainty: "The text is from a developer's console before iOS 13; AlertLab adds the "
      + "[Presentation] prefix of the other iOS 13+ warnings, and that form is approximate.",
    texts: [
      TextEra("up to iOS 12", .developerReport, "console paste"),
      TextEra("iOS 13+", .approximate, "no source; the prefix of 0.5"),
    ])
}
