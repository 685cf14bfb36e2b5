extension RuleCatalog {
  public static let popoverRepresent = Rule(
    id: "popover-represent", reference: "E-PC8", kind: .warning,
    // context.subject is the presentation controller.
    message: { context in
      "Application tried to represent an active popover presentation: \(context.subject)"
    },
    lesson: "popover-controller",
    texts: [
      TextEra(versions: "ios-8-plus", .verified, source: "decompiled-uikit-a-warning-log-once")
    ])
}
