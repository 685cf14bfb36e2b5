// Rules of the run loop and its threads.

extension RuleCatalog {
  /// `method` is the call as the checker names it: `-[UIViewController
  /// presentViewController:animated:completion:]`.
  public static let mainThreadChecker = Rule(
    id: "main-thread-checker", reference: "MTC-1", kind: .warning,
    title: "UIKit is used from a background queue",
    message: { context in
      "Main Thread Checker: UI API called on a background thread: \(context.method)"
    },
    what: "Code running on a global or private queue (DispatchQueue.global().async, "
      + "DispatchQueue(label:), an OperationQueue you made) called a UIKit method or property. "
      + "Xcode's Main Thread Checker logged it; AlertLab let the call run, as a device does.",
    why: "UIKit is not thread-safe: its views and controllers may only be used on the main "
      + "thread. From another thread a presentation may happen late, never, or crash at random.",
    fix: "Go back to the main queue for the UIKit part: DispatchQueue.main.async { "
      + "self.present(alert, animated: true) } inside the background block.",
    lesson: nil,
    uncertainty: "The line's words are as developers paste them from Xcode's console; AlertLab "
      + "leaves out the PID, TID and backtrace lines that follow, and makes the Objective-C "
      + "selector from the member's Swift 2 spelling, which may differ from UIKit's.",
    texts: [
      TextEra(
        "iOS 11+ (Xcode 9+)", .developerReport,
        "console pastes in GitHub issues, e.g. kevin-lyn/STPopup#140, JonasGessner/JGProgressHUD#120"
      )
    ])
}
