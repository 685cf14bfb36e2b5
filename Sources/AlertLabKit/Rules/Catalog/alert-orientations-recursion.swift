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
    title: "An alert asked its own orientations through its presenter (iOS 9)",
    message: { _ in "UIAlertController:supportedInterfaceOrientations was invoked recursively!" },
    what: "On iOS 9 an alert controller answers supportedInterfaceOrientations by asking the "
      + "controller presenting it. That controller's override asked the alert back (its "
      + "presentedViewController, or the visible or top view controller, is the alert), so the "
      + "question went round in a circle and UIKit's assertion stopped it.",
    why: "UIKit asks when the alert's view enters the window and when the device turns; iOS 9's "
      + "UIAlertController forwarded the question to its presenter and asserted against being "
      + "asked again while it waited for the answer. Later versions no longer crash.",
    fix: "Do not forward supportedInterfaceOrientations to a presented UIAlertController: "
      + "return a fixed mask (return .all), or skip the alert (if presentedViewController is "
      + "UIAlertController { return .all }), or ask topViewController instead of "
      + "visibleViewController in a navigation controller.",
    uncertainty: "The trigger and the fix come from developer reports of iOS 9 crashes (QMUI, "
      + "ZFPlayer, RTRootNavigationController, Eureka, openradar 22385765), not from UIKit's "
      + "code; AlertLab raises it on iOS 9 only, where the reports are.",
    texts: [TextEra("iOS 9", .developerReport, "crash logs of iOS 9 apps")],
    assertion: AssertionSite(
      method: "-[UIAlertController supportedInterfaceOrientations]", file: "UIAlertController.m",
      line: 542,
      path: "/BuildRoot/Library/Caches/com.apple.xbs/Sources/UIKit/UIKit-3512.30.14/"
        + "UIAlertController.m",
      seenIn: "iOS 9 crash logs (UIKit-3512.30.14 and 3512.60.7; 541 in 3512.29.5)"))
}
