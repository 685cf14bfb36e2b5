extension RuleCatalog {
  /// SwiftUI's runtime warnings for state changed while a view's body is read, as developers'
  /// logs show them: `[SwiftUI] Modifying state during view update, this will cause undefined
  /// behavior.` (pointfreeco/swift-composable-architecture#1111, SwiftUIX/SwiftUIX#360) and, for
  /// an observable object's `@Published` property, `Publishing changes from within view updates
  /// is not allowed, this will cause undefined behavior.` (SwiftUIX/SwiftUIX#387,
  /// permissionlesstech/bitchat#1537). `context.method` is "published" for the second.
  public static let stateDuringUpdate = Rule(
    id: "state-during-update", reference: "AL-SWIFTUI-STATE", kind: .warning,
    message: { context in
      context.method == "published"
        ? "Publishing changes from within view updates is not allowed, this will cause "
          + "undefined behavior."
        : "[SwiftUI] Modifying state during view update, this will cause undefined behavior."
    },
    texts: [
      TextEra(
        versions: "ios-13-plus", .developerReport,
        source:
          "logs-in-github-issues-e-g-pointfreeco-swift-composable-architecture-1111-swiftuix-swiftuix-360-and-387"
      )
    ])
}
