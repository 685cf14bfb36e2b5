extension RuleCatalog {
  public static let presentDuringTransition = Rule(
    id: "present-during-transition", reference: "E-V3", kind: .warning,
    title: "Presenting while a presentation or dismissal is in progress",
    message: { context in
      if context.iOS < IOSVersion(13) {
        return "Warning: Attempt to present \(context.subject) on \(context.presenter) while a "
          + "presentation is in progress!"
      }
      return "[Presentation] Attempt to present \(context.subject) on \(context.presenter) "
        + "(from \(context.presenter)) while a presentation is in progress."
    },
    what: "present(_:animated:completion:) was called while another presentation or dismissal "
      + "begun in the same turn of the run loop was still animating. Nothing was presented.",
    why: "UIKit runs one transition at a time in a window; a request made while one is running "
      + "is logged and dropped. In AlertLab a transition lasts until the end of the top-level "
      + "statement (or gesture) that began it.",
    fix: "Present from the completion handler of the earlier present or dismiss, e.g. "
      + "dismiss(animated: true) { self.present(next, animated: true) }.",
    lesson: "dismissing",
    uncertainty: "A real transition lasts about a third of a second; AlertLab gives every one, "
      + "animated or not, the rest of its turn. The iOS 13+ form is inferred: the sentence is "
      + "from a developer's console, the [Presentation] prefix from the other iOS 13+ "
      + "presentation warnings.",
    texts: [
      TextEra("up to iOS 12", .developerReport, "console pastes"),
      TextEra("iOS 13+", .inferred, "a console paste of the sentence; the prefix of 0.5"),
    ])
}
