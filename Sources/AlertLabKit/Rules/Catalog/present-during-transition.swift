extension RuleCatalog {
  public static let presentDuringTransition = Rule(
    id: "present-during-transition", reference: "E-V3", kind: .warning,
    message: { context in
      if context.iOS < IOSVersion(13) {
        return "Warning: Attempt to present \(context.subject) on \(context.presenter) while a "
          + "presentation is in progress!"
      }
      return "[Presentation] Attempt to present \(context.subject) on \(context.presenter) "
        + "(from \(context.presenter)) while a presentation is in progress."
    },
    lesson: "dismissing",
    texts: [
      TextEra(versions: "up-to-ios-12", .developerReport, source: "console-pastes"),
      TextEra(
        versions: "ios-13-plus", .inferred,
        source: "a-console-paste-of-the-sentence-the-prefix-of-0-5"),
    ])
}
