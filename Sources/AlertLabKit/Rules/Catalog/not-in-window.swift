extension RuleCatalog {
  public static let notInWindow = Rule(
    id: "not-in-window", reference: "E-V1", kind: .warning,
    message: { context in
      if context.iOS < IOSVersion(13) {
        return "Warning: Attempt to present \(context.subject) on \(context.presenter) "
          + "whose view is not in the window hierarchy!"
      }
      return "[Presentation] Attempt to present \(context.subject) on \(context.presenter) "
        + "(from \(context.presenter)) whose view is not in the window hierarchy."
    },
    lesson: "not-in-window",
    texts: [
      TextEra(versions: "up-to-ios-12", .developerReport, source: "console-pastes"),
      TextEra(
        versions: "ios-13-plus", .developerReport,
        source: "console-pastes-format-string-in-app-source"),
    ])
}
