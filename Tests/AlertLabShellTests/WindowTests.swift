import AlertLabKit
import Testing

@testable import AlertLabShell

/// Windows made in code: a window of one's own for alerts, its level, whether it shows and is
/// key, and the walks that find the top-most controller through it.
@Suite struct WindowTests {
  func run(_ lines: [String], device: Device = Device(model: .iphone)) -> String {
    var session = makeSession(device: device)
    return lines.map { session.submit($0) }.joined()
  }

  static let ownWindow = [
    "let window = UIWindow(frame: UIScreen.main.bounds)",
    "window.rootViewController = UIViewController()",
    "window.windowLevel = .alert + 1",
    "window.makeKeyAndVisible()",
    "let alert = UIAlertController(title: \"Upload failed\", message: nil, preferredStyle: .alert)",
    "alert.addAction(UIAlertAction(title: \"OK\", style: .default) { _ in window.isHidden = true; print(\"hidden\") })",
  ]

  @Test func anAlertPresentedFromAWindowOfItsOwnIsDrawnAboveTheAppAndTapped() {
    var session = makeSession()
    for line in Self.ownWindow { _ = session.submit(line) }
    let shown = session.submit("window.rootViewController?.present(alert, animated: true)")
    #expect(shown.contains("Upload failed"))
    #expect(!shown.contains("whose view is not in the window hierarchy"))
    #expect(session.submit(":describe").contains("Alert. Title: Upload failed."))
    #expect(
      session.submit("print(window.isKeyWindow, view.window?.isKeyWindow == false)")
        .hasSuffix("true true\n"))
    let tapped = session.submit(":tap \"OK\"")
    #expect(tapped.contains("hidden\n"))
    #expect(!tapped.contains("Upload failed"))
    #expect(
      session.submit("print(window.isHidden, window.isKeyWindow, view.window?.isKeyWindow == true)")
        .hasSuffix("true false true\n"))
  }

  @Test func aWindowNotYetShownCannotPresentAsUIKitWarns() {
    let output = run(
      Array(Self.ownWindow.prefix(3)) + [
        "let alert = UIAlertController(title: \"Early\", message: nil, preferredStyle: .alert)",
        "print(window.isHidden, window.rootViewController!.view.window == nil)",
        "window.rootViewController!.present(alert, animated: true)",
      ])
    #expect(output.contains("true true\n"))
    #expect(output.contains("whose view is not in the window hierarchy."))
    #expect(!output.contains("|  "))
  }

  @Test func theTopMostControllerWalkOfAScenesKeyWindowFindsTheNewWindow() {
    let output = run(
      Self.ownWindow + [
        "window.rootViewController?.present(alert, animated: true)",
        "let top = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap { $0.windows }.first { $0.isKeyWindow }?.rootViewController",
        "print(top?.presentedViewController == alert, top == window.rootViewController)",
        "print(UIApplication.shared.keyWindow === window, UIApplication.shared.windows.count)",
        "print(alert.view.window === window, view.window === window)",
      ])
    #expect(output.contains("true true\n"))
    #expect(output.contains("warning: 'keyWindow' was deprecated in iOS 13.0: Should not be used"))
    #expect(output.contains("true 2\n"))
    #expect(output.hasSuffix("true false\n"))
  }

  @Test func aHigherLevelWindowsAlertIsOnTopAndHidingAWindowTakesItsAlertAway() {
    var session = makeSession()
    for line in [
      "let low = UIWindow(frame: UIScreen.main.bounds)",
      "low.rootViewController = UIViewController()",
      "let high = UIWindow(frame: UIScreen.main.bounds)",
      "high.rootViewController = UIViewController()",
      "high.windowLevel = UIWindow.Level.alert",
      "high.isHidden = false",
      "low.makeKeyAndVisible()",
      "let a = UIAlertController(title: \"High\", message: nil, preferredStyle: .alert)",
      "a.addAction(UIAlertAction(title: \"Yes\", style: .default))",
      "let b = UIAlertController(title: \"Low\", message: nil, preferredStyle: .alert)",
      "b.addAction(UIAlertAction(title: \"No\", style: .default))",
      "high.rootViewController!.present(a, animated: true)",
      "low.rootViewController!.present(b, animated: true)",
    ] {
      _ = session.submit(line)
    }
    // The alert of the higher window is on top, though the lower window is key.
    #expect(session.submit(":describe").hasSuffix("Alert. Title: High. Buttons: Yes.\n"))
    _ = session.submit("high.isHidden = true")
    #expect(session.submit(":describe").hasSuffix("Alert. Title: Low. Buttons: No.\n"))
    #expect(
      session.submit(
        "print(high.windowLevel == .alert, low.isKeyWindow, a.presentingViewController == high.rootViewController)"
      )
      .hasSuffix("true true true\n"))
  }

  @Test func objectiveCsWindowOfItsOwnWithTheOldLevelConstant() {
    var session = makeSession()
    let output = session.submit(
      """
      UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Hi" message:nil preferredStyle:UIAlertControllerStyleAlert];
      [alert addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleDefault handler:nil]];
      UIWindow *alertWindow = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
      alertWindow.rootViewController = [[UIViewController alloc] init];
      alertWindow.windowLevel = UIWindowLevelAlert + 1;
      [alertWindow makeKeyAndVisible];
      [alertWindow.rootViewController presentViewController:alert animated:YES completion:nil];
      """)
    #expect(output.contains("'UIWindowLevelAlert' is 'UIWindow.Level.alert' in Swift"))
    #expect(session.submit(":describe").contains("Alert. Title: Hi. Buttons: OK."))
    #expect(session.submit("print(alertWindow.windowLevel)").hasSuffix("2001.0\n"))
  }
}
