extension RuleCatalog {
  public static let alertViewInSceneApp = Rule(
    id: "alert-view-in-scene-app", reference: "E-L3", kind: .crash,
    exceptionName: "NSObjectNotAvailableException",
    title: "UIAlertView cannot be used in a UIScene-based app",
    message: { _ in
      "UIAlertView is deprecated and unavailable for UIScene based applications, please use "
        + "UIAlertController!"
    },
    what: "A UIAlertView was created in an app that uses UIScene (every app made from the "
      + "Xcode 11 template or later). AlertLab's app is such an app from iOS 13.",
    why: "UIAlertView shows itself in the app's one window; a scene-based app can have many "
      + "windows, so UIKit refuses to create one.",
    fix: "Use UIAlertController(title:message:preferredStyle: .alert) and present it; to try "
      + "UIAlertView, switch to an older iOS (:ios 12).",
    lesson: "alert-view",
    uncertainty: "An app without a scene manifest keeps UIAlertView on iOS 13 and later; "
      + "AlertLab's app always has one from iOS 13.",
    texts: [TextEra("iOS 13+ SDK, scene-based apps", .verified, "decompiled UIKit; crash log")])
}
