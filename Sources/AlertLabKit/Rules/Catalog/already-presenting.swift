extension RuleCatalog {
  public static let alreadyPresenting = Rule(
    id: "already-presenting", reference: "E-V2", kind: .warning,
    message: { context in
      if context.iOS < IOSVersion(13) {
        // The double space before "on" is what UIKit printed.
        return "Warning: Attempt to present \(context.subject)  on \(context.presenter) "
          + "which is already presenting \(context.other)"
      }
      return "[Presentation] Attempt to present \(context.subject) on \(context.presenter) "
        + "(from \(context.presenter)) which is already presenting \(context.other)."
    },
    lesson: "dismissing",
    texts: [
      TextEra(versions: "up-to-ios-12", .developerReport, source: "console-pastes"),
      TextEra(
        versions: "ios-13-plus", .developerReport,
        source: "console-pastes-format-string-in-app-source"),
    ])
}
