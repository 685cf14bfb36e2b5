extension RuleCatalog {
  /// E-A9. What triggers it comes from developer reports of iOS 9 crashes: an override of
  /// `supportedInterfaceOrientations` in the presenting controller that asks the alert
  /// (through `presentedViewController`, a navigation controller's `visibleViewController`
  /// or a "top view controller" helper) while the alert is asking it (Tencent/QMUI_iOS#502,
  /// renzifeng/ZFPlayer#111, rickytan/RTRootNavigationController#19, xmartlabs/Eureka#1917,
  /// openradar 22385765 via lionheart/openradar-mirror#5833; the fix in
  /// sberrevoets/SDCAlertView#328 and Tencent/QMUI_iOS#632).
  public static let orientationsRecursion = Rule(
    id: "alert-orientations-recursion", reference: "E-A9", kind: .crash,
    exceptionName: "NSInternalInconsistencyException",
    message: { _ in "UIAlertController:supportedInterfaceOrientations was invoked recursively!" },
    texts: [TextEra(versions: "ios-9", .developerReport, source: "crash-logs-of-ios-9-apps")],
    assertion: AssertionSite(
      method: "-[UIAlertController supportedInterfaceOrientations]", file: "UIAlertController.m",
      line: 542,
      path: "/BuildRoot/Library/Caches/com.apple.xbs/Sources/UIKit/UIKit-3512.30.14/"
        + "UIAlertController.m",
      seenIn: "ios-9-crash-logs-uikit-3512-30-14-and-3512-60-7-541-in-3512-29-5"))
}

extension Crash {
  /// `alert` asked for its supported orientations while already answering.
  static func orientationsRecursion(_ alert: ObjectID, in world: World) -> Crash {
    Crash(rule: RuleCatalog.orientationsRecursion, context: world.ruleContext(subject: alert))
  }
}
