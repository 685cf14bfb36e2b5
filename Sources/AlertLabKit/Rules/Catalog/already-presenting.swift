extension RuleCatalog {
  public static let alreadyPresenting = Rule(
    id: "already-presenting", reference: "E-V2", kind: .warning,
    title: "The presenter is already presenting a view controller",
    message: { context in
      if context.iOS < IOSVersion(13) {
        // The double space before "on" is what UIKit printed.
        return "Warning: Attempt to present \(context.subject)  on \(context.presenter) "
          + "which is already presenting \(context.other)"
      }
      return "[Presentation] Attempt to present \(context.subject) on \(context.presenter) "
        + "(from \(context.presenter)) which is already presenting \(context.other)."
    },
    what: "present(_:animated:completion:) was called on a view controller that already has a "
      + "presentedViewController. Nothing was presented.",
    why: "A view controller presents one view controller at a time; the second request is "
      + "logged and dropped.",
    fix: "Dismiss the first one and present in the completion handler, or present from "
      + "presentedViewController.",
    lesson: "dismissing",
    texts: [
      TextEra("up to iOS 12", .developerReport, "console pastes"),
      TextEra("iOS 13+", .developerReport, "console pastes; format string in app source"),
    ])
}
