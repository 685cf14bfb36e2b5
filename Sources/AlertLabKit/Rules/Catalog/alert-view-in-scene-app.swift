extension RuleCatalog {
  public static let alertViewInSceneApp = Rule(
    id: "alert-view-in-scene-app", reference: "E-L3", kind: .crash,
    exceptionName: "NSObjectNotAvailableException",
    message: { _ in
      "UIAlertView is deprecated and unavailable for UIScene based applications, please use "
        + "UIAlertController!"
    },
    lesson: "alert-view",
    texts: [
      TextEra(
        versions: "ios-13-plus-sdk-scene-based-apps", .verified,
        source: "decompiled-uikit-crash-log")
    ])
}

extension Crash {
  /// A UIAlertView made in an app built with scenes.
  static func alertViewInSceneApp(in world: World) -> Crash {
    Crash(rule: RuleCatalog.alertViewInSceneApp, context: world.ruleContext())
  }
}
