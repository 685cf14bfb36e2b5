extension RuleCatalog {
  public static let alertViewInSceneApp = Rule(
    id: "alert-view-in-scene-app", reference: "E-L3", kind: .crash,
    exceptionName: "NSObjectNotAvailableException",
    message: { _ in
      "UIAlertView is deprecated and unavailable for UIScene based applications, please use "
        + "UIAlertController!"
    },
    lesson: "alert-view",
    texts: [TextEra("iOS 13+ SDK, scene-based apps", .verified, "decompiled UIKit; crash log")])
}

extension Crash {
  /// A UIAlertView made in an app built with scenes.
  static func alertViewInSceneApp(in world: World) -> Crash {
    Crash(rule: RuleCatalog.alertViewInSceneApp, context: world.ruleContext())
  }
}
