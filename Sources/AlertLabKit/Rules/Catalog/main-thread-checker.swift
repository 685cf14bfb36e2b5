/// The process id the Main Thread Checker's lines name (the thread's id is the next number):
/// fixed, so every run prints the same.
let mainThreadCheckerPID = 1000

extension RuleCatalog {
  /// `method` is the call as the checker names it: `-[UIViewController
  /// presentViewController:animated:completion:]`; `subject` the queue's name
  /// (`com.apple.root.default-qos`, a private queue's label).
  public static let mainThreadChecker = Rule(
    id: "main-thread-checker", reference: "MTC-1", kind: .warning,
    message: { context in
      String(repeating: "=", count: 65) + "\n"
        + "Main Thread Checker: UI API called on a background thread: \(context.method)\n"
        + "PID: \(mainThreadCheckerPID), TID: \(mainThreadCheckerPID + 1), Thread name: (none), "
        + "Queue name: \(context.subject.isEmpty ? "(none)" : context.subject), QoS: 0"
    },
    lesson: "main-thread",
    texts: [
      TextEra(
        versions: "ios-11-plus-xcode-9-plus", .developerReport,
        source:
          "console-pastes-in-github-issues-e-g-kevin-lyn-stpopup-140-jonasgessner-jgprogresshud-120"
      )
    ])
}
