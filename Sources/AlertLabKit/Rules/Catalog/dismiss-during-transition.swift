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
      TextEra("up to iOS 12", .developerReport, "console paste"),
      TextEra("iOS 13+", .approximate, "no source; the prefix of 0.5"),
    ])
}
