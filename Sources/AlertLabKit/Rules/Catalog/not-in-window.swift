extension RuleCatalog {
  public static let notInWindow = Rule(
    id: "not-in-window", reference: "E-V1", kind: .warning,
    title: "The presenter's view is not in the window hierarchy",
    message: { context in
      if context.iOS < IOSVersion(13) {
        return "Warning: Attempt to present \(context.subject) on \(context.presenter) "
          + "whose view is not in the window hierarchy!"
      }
      return "[Presentation] Attempt to present \(context.subject) on \(context.presenter) "
        + "(from \(context.presenter)) whose view is not in the window hierarchy."
    },
    what: "present(_:animated:completion:) was called on a view controller whose view is not "
      + "on screen yet (for example in viewDidLoad). Nothing was presented.",
    why: "A presentation is shown from a view in a window; before the view is in the window "
      + "there is nowhere to show it, so UIKit logs and skips it.",
    fix: "Present from viewDidAppear(_:) or from an action, once the view is on screen.",
    lesson: "not-in-window",
    texts: [
      TextEra("up to iOS 12", .developerReport, "console pastes"),
      TextEra("iOS 13+", .developerReport, "console pastes; format string in app source"),
    ])
}
