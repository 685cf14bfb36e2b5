/// The process id the Main Thread Checker's lines name (the thread's id is the next number):
/// fixed, so every run prints the same.
let mainThreadCheckerPID = 1000

extension RuleCatalog {
  /// `method` is the call as the checker names it: `-[UIViewController
  /// presentViewController:animated:completion:]`; `subject` the queue's name
  /// (`com.apple.root.default-qos`, a private queue's label).
  public static let mainThreadChecker = Rule(
    id: "main-thread-checker", reference: "MTC-1", kind: .warning,
    title: "UIKit is used from a background queue",
    message: { context in
      String(repeating: "=", count: 65) + "\n"
        + "Main Thread Checker: UI API called on a background thread: \(context.method)\n"
        + "PID: \(mainThreadCheckerPID), TID: \(mainThreadCheckerPID + 1), Thread name: (none), "
        + "Queue name: \(context.subject.isEmpty ? "(none)" : context.subject), QoS: 0"
    },
    what: "Code running on a global or private queue (DispatchQueue.global().async, "
      + "DispatchQueue(label:), an OperationQueue you made) called a UIKit method or property. "
      + "Xcode's Main Thread Checker logged it; AlertLab let the call run, as a device does.",
    why: "UIKit is not thread-safe: its views and controllers may only be used on the main "
      + "thread. From another thread a presentation may happen late, never, or crash at random.",
    fix: "Go back to the main queue for the UIKit part: DispatchQueue.main.async { "
      + "self.present(alert, animated: true) } inside the background block.",
    lesson: "main-thread",
    uncertainty: "The lines are as developers paste them from Xcode's console: the rule of "
      + "equals signs, the warning, then the process and thread line. AlertLab's PID and TID "
      + "are fixed numbers, not a real process's; the queue name is libdispatch's name of a "
      + "global queue or your queue's label, and QoS is 0 as in every console paste found. "
      + "Left out: the 'Backtrace:' lines, whose frames are machine addresses in the app's "
      + "binary, and the copy of the warning the console logs again with a date and the "
      + "process's name and ids. The Objective-C selector is made from the member's Swift 2 "
      + "spelling, which may differ from UIKit's.",
    texts: [
      TextEra(
        "iOS 11+ (Xcode 9+)", .developerReport,
        "console pastes in GitHub issues, e.g. kevin-lyn/STPopup#140, JonasGessner/JGProgressHUD#120"
      )
    ])
}
