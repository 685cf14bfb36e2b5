import AlertLabKit
import Testing

@testable import AlertLabShell

/// The storyboard, the main thread blocked by a sleep or deadlocked by `main.sync`, and the
/// Main Thread Checker's lines, as a learner meets them in the shell.
@Suite struct AppStoryboardThreadTests {
  let login = """
    class LoginViewController: UIViewController {
        var greeting = "Hello"
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Log in"
        }
    }
    """

  /// A session whose screen is the plain ViewController pasted first, so that a later
  /// controller class is one the storyboard can make.
  func sessionWithLogin() -> Session {
    var session = makeSession()
    _ = session.submit("class ViewController: UIViewController { }")
    _ = session.submit(login)
    return session
  }

  @Test func anIdentifierCastToTheLearnersClassGivesAnInstanceOfIt() {
    var session = sessionWithLogin()
    _ = session.submit("let storyboard = UIStoryboard(name: \"Main\", bundle: nil)")
    let made = session.submit(
      "let login = storyboard.instantiateViewController(withIdentifier: \"Login\") "
        + "as! LoginViewController")
    #expect(made.contains("login: LoginViewController = <LoginViewController: 0x"))
    #expect(made.contains("note: The storyboard here is the scene's"))
    #expect(session.submit("print(login.greeting)") == "Hello\n")
    let shown = session.submit("present(login, animated: true)")
    #expect(session.world.topPresented != nil)
    #expect(!shown.contains("error"))
    // The note is said once.
    let again = session.submit(
      "let other = storyboard.instantiateViewController(withIdentifier: \"Other\")")
    #expect(again.hasPrefix("other: UIViewController = <UIViewController: 0x"))
    #expect(!again.contains("note:"))
  }

  @Test func anIdentifierNamingTheLearnersClassAndTheSwift2SpellingGiveIt() {
    var session = sessionWithLogin()
    let out = session.submit(
      "let vc = UIStoryboard(name: \"Main\", bundle: Bundle.main)"
        + ".instantiateViewControllerWithIdentifier(\"LoginViewController\")")
    #expect(out.contains("vc: LoginViewController = <LoginViewController: 0x"))
    #expect(out.contains("'instantiateViewControllerWithIdentifier(_:)'"))
    #expect(session.submit("print(vc is LoginViewController)") == "true\n")
    #expect(!session.submit("print((vc as! LoginViewController).greeting)").contains("error"))
  }

  /// The simulated app has no resource files: a lookup answers nil, says why once, and the
  /// code's own fallback runs.
  @Test func aResourceLookupInTheBundleFindsNothing() {
    var session = makeSession()
    let out = session.submit(
      "let words = Bundle.main.path(forResource: \"start\", ofType: \"txt\") != nil "
        + "? [\"from file\"] : [\"silkworm\"]")
    #expect(out.contains("note: AlertLab's app has no resource files"), "\(out)")
    #expect(out.contains("words: [String] = [\"silkworm\"]"), "\(out)")
    let again = session.submit("let none = Bundle.main.path(forResource: \"x\", ofType: nil)")
    #expect(!again.contains("note:"), "\(again)")
    #expect(again.contains("none: String? = nil"), "\(again)")
  }

  @Test func aStoryboardControllerPresentsAsAPopover() {
    var session = sessionWithLogin()
    _ = session.submit(
      "let vc = storyboard!.instantiateViewController(withIdentifier: \"Login\") "
        + "as! LoginViewController")
    _ = session.submit("vc.modalPresentationStyle = .popover")
    _ = session.submit(":device ipad")
    // Configured after `present`, in the same turn, as Apple documents.
    let out = session.submit(
      "func show() { present(vc, animated: true); "
        + "vc.popoverPresentationController?.sourceView = button }; show()")
    #expect(!out.contains("Terminating"))
    #expect(session.world.topPresented != nil)
    #expect(session.world.presentationModes.values.contains(.popover))
  }

  @Test func aPlainControllerCastToAnotherClassFailsAsSwiftDoes() {
    var session = makeSession()
    let out = session.submit(
      "let x = storyboard!.instantiateViewController(withIdentifier: \"A\") as! UINavigationController"
    )
    #expect(out.contains("Could not cast value of type 'UIViewController'"))
  }

  @Test func sleepingOnTheMainThreadMovesTheClockAndRunsDueWorkAfter() {
    var session = makeSession()
    _ = session.submit("var log: [String] = []")
    _ = session.submit(
      "Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in log.append(\"tick\") }")
    let slept = session.submit(
      "func work() { Thread.sleep(forTimeInterval: 3.5); log.append(\"awake\") }; work()")
    #expect(slept.contains("note: Thread.sleep(forTimeInterval:) on the main thread blocks it"))
    // The timer missed three firings while the thread slept: it fires once, after the turn.
    #expect(session.submit("print(log)") == "[\"awake\", \"tick\"]\n")
    _ = session.submit("sleep(2)")
    #expect(session.world.clock.now == 5.5)
    #expect(session.submit("print(log.count)") == "3\n")
    _ = session.submit("usleep(500_000)")
    #expect(session.world.clock.now == 6)
    // usleep's half second reached the firing at 6 s, which ran after that turn.
    #expect(session.submit("print(log.count)") == "4\n")
    let waited = session.submit(":wait 1")
    #expect(waited.hasSuffix("The clock is at 7 s: 1 piece of work ran, 1 still waiting.\n"))
  }

  @Test func sleepingOnABackgroundQueueDelaysWhatItSchedulesAfter() throws {
    var session = makeSession()
    _ = session.submit("var done = false")
    _ = session.submit(
      "DispatchQueue.global().async { Thread.sleep(forTimeInterval: 2); "
        + "DispatchQueue.main.async { done = true } }")
    #expect(session.world.clock.now == 0)
    #expect(session.submit("print(done)") == "false\n")
    _ = session.submit(":wait 1.9")
    #expect(session.submit("print(done)") == "false\n")
    _ = session.submit(":wait 0.1")
    #expect(session.submit("print(done)") == "true\n")
    #expect(session.submit("print(Thread.isMainThread)") == "true\n")
    #expect(
      session.submit("DispatchQueue.global().async { print(Thread.current.isMainThread) }")
        == "false\n")
  }

  @Test func mainSyncFromTheMainThreadIsADeadlockAndNothingRuns() {
    var session = makeSession()
    _ = session.submit("var ran = 0")
    let out = session.submit("func f() { ran = 1; DispatchQueue.main.sync { ran = 2 } }; f()")
    #expect(
      out.contains(
        "DispatchQueue.main.sync called on the main thread deadlocks: the main thread "
          + "waits for the block"))
    #expect(out.contains("nothing ran"))
    #expect(session.submit("print(ran)") == "0\n")
    let swift2 = session.submit("dispatch_sync(dispatch_get_main_queue()) { ran = 3 }")
    #expect(swift2.contains("error: dispatch_sync called on the main thread deadlocks"))
    // From a background queue, main.sync runs the block on the main thread.
    _ = session.submit("DispatchQueue.global().async { DispatchQueue.main.sync { ran = 4 } }")
    #expect(session.submit("print(ran)") == "4\n")
  }

  @Test func theMainThreadCheckerPrintsItsLinesWithTheQueuesName() {
    var session = makeSession()
    let global = session.submit("DispatchQueue.global(qos: .utility).async { self.title = \"A\" }")
    #expect(
      global.hasPrefix(
        String(repeating: "=", count: 65) + "\n"
          + "Main Thread Checker: UI API called on a background thread: "
          + "-[UIViewController setTitle:]\n"
          + "PID: 1000, TID: 1001, Thread name: (none), Queue name: com.apple.root.utility-qos, "
          + "QoS: 0\n"))
    let labelled = session.submit(
      "DispatchQueue(label: \"com.example.work\").async { self.title = \"B\" }")
    #expect(labelled.contains("Queue name: com.example.work, QoS: 0\n"))
    #expect(!labelled.contains("Backtrace"))
    #expect(session.submit(":why").contains("Left out: the 'Backtrace:' lines"))
  }

  @Test func swift2DispatchAfterVariantsRunOnTheClock() {
    var session = makeSession()
    _ = session.submit("var log: [String] = []")
    for line in [
      "dispatch_after(dispatch_time(DISPATCH_TIME_NOW, Int64(2 * Double(NSEC_PER_SEC))), "
        + "dispatch_get_main_queue()) { log.append(\"two\") }",
      "let delay = 0.5 * Double(NSEC_PER_SEC)",
      "let time = dispatch_time(DISPATCH_TIME_NOW, Int64(delay))",
      "dispatch_after(time, dispatch_get_main_queue(), { log.append(\"half\") })",
      "dispatch_after(dispatch_time(DISPATCH_TIME_NOW, Int64(NSEC_PER_SEC * 3)), "
        + "dispatch_get_main_queue()) { log.append(\"three\") }",
      "dispatch_after(dispatch_time(DISPATCH_TIME_NOW, Int64(1 * NSEC_PER_SEC)), "
        + "dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0)) { log.append(\"bg\") }",
    ] {
      #expect(!session.submit(line).contains("error"), "\(line)")
    }
    let waited = session.submit(":wait 3")
    #expect(waited.hasSuffix("The clock is at 3 s: 4 pieces of work ran, nothing is waiting.\n"))
    #expect(session.submit("print(log)") == "[\"half\", \"bg\", \"two\", \"three\"]\n")
  }

  @Test func swift2SerialQueueAttributeIsNil() {
    var session = makeSession()
    let made = session.submit(
      "let queue = dispatch_queue_create(\"com.example.work\", DISPATCH_QUEUE_SERIAL)")
    #expect(!made.contains("error"), "\(made)")
    #expect(session.submit("print(DISPATCH_QUEUE_CONCURRENT == nil)") == "true\n")
    #expect(session.submit("dispatch_async(queue) { print(\"ran\") }").contains("ran\n"))
  }
}
