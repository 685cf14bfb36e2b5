extension RuleCatalog {
  public static let dismissDuringTransition = Rule(
    id: "dismiss-during-transition", reference: "E-V4", kind: .warning,
    message: { context in
      let sentence =
        "Attempt to dismiss from view controller \(context.presenter) while a presentation "
        + "or dismiss is in progress!"
      return context.iOS < IOSVersion(13) ? "Warning: " + sentence : "[Presentation] " + sentence
    },
    lesson: "dismissing",
    texts: [
      TextEra(versions: "up-to-ios-12", .developerReport, source: "console-paste"),
      TextEra(versions: "ios-13-plus", .approximate, source: "no-source-the-prefix-of-0-5"),
    ])
}
