// Rules of the run loop and its threads.

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

  /// `subject` is the runtime's sentence after the prefix: `confirm() tried to resume its
  /// continuation more than once, returning true!`.
  public static let continuationResumedTwice = Rule(
    id: "continuation-resumed-twice", reference: "SWIFT-11", kind: .trap,
    title: "A continuation was resumed twice",
    message: { context in "Fatal error: SWIFT TASK CONTINUATION MISUSE: \(context.subject)" },
    what: "A checked continuation (withCheckedContinuation) was resumed a second time: the "
      + "task waiting on it had already been given its result.",
    why: "A continuation hands one result to one waiting task, once. A second resume has "
      + "nobody to go to, so CheckedContinuation stops the app to show the mistake.",
    fix: "Resume exactly once on every path: with an alert, resume from each action's handler "
      + "and nowhere else, or keep the continuation in an optional and set it to nil as you "
      + "resume it.",
    lesson: "await-answer",
    uncertainty: "The text is what Swift 6.3's runtime prints on Linux "
      + "('_Concurrency/CheckedContinuation.swift:169: Fatal error: SWIFT TASK CONTINUATION "
      + "MISUSE: ...'); AlertLab leaves out the file and line, which differ between releases, "
      + "and prints the value as print does.",
    texts: [
      TextEra(
        "Swift 5.5+", .verified,
        "the Swift runtime (CheckedContinuation.swift), compiled and run with swiftc 6.3")
    ])

  /// `subject` is the function that made the continuation, as the runtime names it (`ask()`).
  public static let continuationLeaked = Rule(
    id: "continuation-leaked", reference: "SWIFT-12", kind: .warning,
    title: "A continuation was never resumed",
    message: { context in
      "SWIFT TASK CONTINUATION MISUSE: \(context.subject) leaked its continuation without "
        + "resuming it. This may cause tasks waiting on it to remain suspended forever."
    },
    what: "A checked continuation was let go of without ever being resumed: nothing can "
      + "resume it now, so the task awaiting it waits for good. The app goes on.",
    why: "Every path through the code that has a continuation must resume it exactly once. "
      + "Here one path (an alert dismissed without any action's handler resuming it, an "
      + "early return, a handler that was never attached) let it go.",
    fix: "Resume on every path: give every action of the alert a handler that resumes, or "
      + "resume before an early return.",
    lesson: "await-answer",
    uncertainty: "The text is what Swift 6.3's runtime prints on Linux when the continuation "
      + "is deallocated; AlertLab prints it when the statement or gesture that let go of it "
      + "ends, which may be a little later than the runtime does.",
    texts: [
      TextEra(
        "Swift 5.5+", .verified,
        "the Swift runtime (CheckedContinuation.swift), compiled and run with swiftc 6.3")
    ])
}
