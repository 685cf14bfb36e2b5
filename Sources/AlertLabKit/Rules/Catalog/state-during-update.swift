extension RuleCatalog {
  /// SwiftUI's runtime warnings for state changed while a view's body is read, as developers'
  /// logs show them: `[SwiftUI] Modifying state during view update, this will cause undefined
  /// behavior.` (pointfreeco/swift-composable-architecture#1111, SwiftUIX/SwiftUIX#360) and, for
  /// an observable object's `@Published` property, `Publishing changes from within view updates
  /// is not allowed, this will cause undefined behavior.` (SwiftUIX/SwiftUIX#387,
  /// permissionlesstech/bitchat#1537). `context.method` is "published" for the second.
  public static let stateDuringUpdate = Rule(
    id: "state-during-update", reference: "AL-SWIFTUI-STATE", kind: .warning,
    title: "State changed while SwiftUI reads a view's body",
    message: { context in
      context.method == "published"
        ? "Publishing changes from within view updates is not allowed, this will cause "
          + "undefined behavior."
        : "[SwiftUI] Modifying state during view update, this will cause undefined behavior."
    },
    what: "A @State property, or a @Published property of an observed object, was set while "
      + "SwiftUI was reading a view's body to draw it.",
    why: "SwiftUI reads body to learn what to draw; a change made then asks for another "
      + "drawing in the middle of this one, so what shows may not match the state.",
    fix: "Change state in answer to something: a button's action, .onAppear, or a "
      + "presentation's dismissal; never while body is read or in a view's initializer.",
    texts: [
      TextEra(
        "iOS 13+", .developerReport,
        "logs in GitHub issues, e.g. pointfreeco/swift-composable-architecture#1111, "
          + "SwiftUIX/SwiftUIX#360 and #387")
    ])
}
