import AlertLabKit
import Testing

@testable import AlertLabShell

/// The run loop as a learner meets it in the shell: `:wait`, queues and timers, and what
/// `:undo` and a crash do to the clock.
@Suite struct RunLoopSessionTests {
  let savedAlert = """
    let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert); \
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    """

  @Test func asyncAfterWaitsForTheClock() {
    var session = makeSession()
    _ = session.submit(savedAlert)
    _ = session.submit("present(alert, animated: true)")
    _ = session.submit(
      "DispatchQueue.main.asyncAfter(deadline: .now() + 2) { alert.dismiss(animated: true) }")
    #expect(session.world.topPresented != nil)
    let early = session.submit(":wait 1.5")
    #expect(early.hasSuffix("The clock is at 1.5 s: 0 pieces of work ran, 1 still waiting.\n"))
    #expect(session.world.topPresented != nil)
    let late = session.submit(":wait 0.5")
    #expect(late.hasSuffix("The clock is at 2 s: 1 piece of work ran, nothing is waiting.\n"))
    #expect(late.contains("[ Show Sheet ]"))
    #expect(session.world.topPresented == nil)
  }

  @Test func dispatchTimeIntervalsAndSwift2DispatchAfterUseTheSameClock() {
    var session = makeSession()
    _ = session.submit("var log: [String] = []")
    _ = session.submit(
      "DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + .milliseconds(1500)) "
        + "{ log.append(\"ms\") }")
    _ = session.submit(
      "dispatch_after(dispatch_time(DISPATCH_TIME_NOW, Int64(1 * Double(NSEC_PER_SEC))), "
        + "dispatch_get_main_queue()) { log.append(\"swift2\") }")
    _ = session.submit(
      "DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(3)) { log.append(\"s\") }")
    _ = session.submit(":wait 5")
    #expect(session.submit("log") == "$R0: [String] = [\"swift2\", \"ms\", \"s\"]\n")
  }

  @Test func workForNowRunsAtTheEndOfTheStatementAfterThePresentation() {
    var session = makeSession()
    _ = session.submit(savedAlert)
    _ = session.submit(
      """
      func go() {
        DispatchQueue.main.async { print("async", self.presentedViewController != nil) }
        present(alert, animated: true) { print("completion") }
        OperationQueue.main.addOperation { print("operation") }
        print("statement")
      }
      """)
    let out = session.submit("go()")
    #expect(out.hasPrefix("statement\ncompletion\nasync true\noperation\n"))
  }

  @Test func undoTakesTheClockAndTheQueuedWorkBack() {
    var session = makeSession()
    _ = session.submit("DispatchQueue.main.asyncAfter(deadline: .now() + 1) { print(\"ran\") }")
    #expect(session.submit(":wait 2").hasPrefix("ran\n"))
    #expect(session.world.clock.now == 2)
    _ = session.submit(":undo")
    #expect(session.world.clock.now == 0)
    #expect(session.world.clock.pending.count == 1)
    _ = session.submit(":redo")
    #expect(session.world.clock.now == 2)
    #expect(session.world.clock.pending.isEmpty)
    _ = session.submit(":undo")
    _ = session.submit(":undo")
    #expect(session.world.clock.pending.isEmpty)
  }

  @Test func aCrashInWaitedWorkLeavesTheWorldAsItWas() {
    var session = makeSession()
    _ = session.submit(savedAlert)
    _ = session.submit("alert.addAction(UIAlertAction(title: \"Cancel\", style: .cancel))")
    _ = session.submit(
      "DispatchQueue.main.asyncAfter(deadline: .now() + 1) { "
        + "alert.addAction(UIAlertAction(title: \"No\", style: .cancel)) }")
    let before = session.world
    let crashed = session.submit(":wait 3")
    #expect(crashed.contains("UIAlertController can only have one action"))
    #expect(session.world == before)
    #expect(session.world.clock.now == 0)
  }

  /// A task whose code ran on in a turn that failed cannot go back with the clock: it is
  /// unwound, and the wake-up the restored clock still holds for it does nothing.
  @Test func aFailedTurnUnwindsTheTasksThatRanInIt() {
    var session = makeSession()
    _ = session.submit("var saved: CheckedContinuation<Int, Never>?")
    _ = session.submit(
      """
      Task {
        try? await Task.sleep(nanoseconds: 1_000_000_000)
        let n = await withCheckedContinuation { (c: CheckedContinuation<Int, Never>) in saved = c }
        print(n + 1)
      }
      """)
    _ = session.submit(
      "Task { try? await Task.sleep(nanoseconds: 2_000_000_000); print([1][5]) }")
    #expect(session.submit(":wait 3").contains("Index out of range"))
    #expect(session.world.clock.now == 0)
    #expect(
      session.submit(":wait 3")
        == "The clock is at 3 s: 2 pieces of work ran, nothing is waiting.\n")
    #expect(session.submit("saved == nil") == "$R0: Bool = true\n")
  }

  /// A tap whose handler resumed a continuation and then failed leaves the continuation as
  /// it was: tapping again resumes it once, not twice.
  @Test func aFailedTapLeavesTheContinuationItResumedUnresumed() {
    var session = makeSession()
    _ = session.submit("var saved: CheckedContinuation<Int, Never>?")
    _ = session.submit(
      "Task { let n = await withCheckedContinuation { saved = $0 }; print(n + 1) }")
    _ = session.submit(
      """
      let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in
        saved?.resume(returning: 5)
        DispatchQueue.main.async { print([1][3]) }
      })
      present(alert, animated: true)
      """)
    #expect(session.submit(":tap OK").contains("Index out of range"))
    let again = session.submit(":tap OK")
    #expect(!again.contains("MISUSE"))
    #expect(again.contains("Index out of range"))
  }

  /// A statement waiting at `await` that ends in a tap which then fails cannot be put back
  /// where it waited: the tap's failure says it was stopped for good, and what it declared
  /// stays undeclared.
  @Test func aWaitingStatementThatEndsInAFailedTapIsStoppedAndSaysSo() {
    var session = makeSession()
    _ = session.submit(
      """
      func confirm() async -> Bool {
        await withCheckedContinuation { c in
          let alert = UIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
          alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in
            c.resume(returning: true)
            DispatchQueue.main.async { print([1][3]) }
          })
          present(alert, animated: true)
        }
      }
      """)
    #expect(session.submit("let ok = await confirm()").contains("This statement waits"))
    let tapped = session.submit(":tap OK")
    #expect(tapped.contains("Index out of range"))
    #expect(tapped.contains("note: Tasks that were waiting ran on in what was undone"))
    #expect(session.submit("ok").contains("cannot find 'ok' in scope"))
  }

  /// `:undo` puts the tasks back as they were before the input it undoes: one whose code did
  /// not run since goes on as if nothing happened; one whose code ran in that input is stopped
  /// for good (its code cannot go back), `:undo` says so, and awaiting its value says it has
  /// none instead of answering `()`.
  @Test func undoStopsOnlyTheTasksThatRanInWhatItUndoes() {
    var session = makeSession()
    _ = session.submit(
      "let t = Task { () -> Int in try? await Task.sleep(nanoseconds: 1_000_000_000); return 7 }")
    _ = session.submit("var n = 0")
    #expect(session.submit(":undo") == "Undone: var n = 0\n")
    #expect(session.submit(":wait 2").contains("1 piece of work ran"))
    #expect(session.submit("let v = await t.value") == "v: Int = 7\n")
    _ = session.submit(":undo")
    let undone = session.submit(":undo")
    #expect(undone.hasPrefix("Undone: :wait 2\nnote: Tasks that were waiting ran on"))
    let asked = session.submit("let v = await t.value")
    #expect(asked.contains("error: this task was stopped for good"))
    #expect(!asked.contains("v: ()"))
    // Going back past the task's start says nothing more: it was stopped already.
    let first = session.submit(":undo")
    #expect(first.hasPrefix("Undone: let t = Task"))
    #expect(!first.contains("note:"))
  }

  @Test func timersBlockAndSelectorFormsFireAndStop() {
    var session = makeSession()
    _ = session.submit("var fired = 0")
    _ = session.submit(
      "let t = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in fired += 1 }")
    _ = session.submit(":wait 3")
    #expect(session.submit("fired") == "$R0: Int = 3\n")
    _ = session.submit("t.invalidate()")
    _ = session.submit(":wait 3")
    #expect(session.submit("fired") == "$R1: Int = 3\n")
    _ = session.submit("@objc func ping() { print(\"ping\") }")
    _ = session.submit(
      "NSTimer.scheduledTimerWithTimeInterval(2, target: self, selector: \"ping\", "
        + "userInfo: nil, repeats: false)")
    let out = session.submit(":wait 2")
    #expect(out.hasPrefix("ping\n"))
    _ = session.submit("perform(#selector(ping), with: nil, afterDelay: 1)")
    #expect(session.submit(":wait 1").hasPrefix("ping\n"))
  }

  @Test func aFastTimerStopsAtTheCap() {
    var session = makeSession()
    _ = session.submit(
      "let t = Timer.scheduledTimer(withTimeInterval: 0.001, repeats: true) { _ in }")
    let out = session.submit(":wait 60")
    #expect(
      out.hasSuffix(
        "The clock is at 1 s: 1000 pieces of work ran, 1 still waiting. AlertLab stopped "
          + "after 1000 (a timer that fires often?); :wait again to go on.\n"))
  }

  @Test func uikitFromABackgroundQueueGetsTheMainThreadCheckersWarning() {
    var session = makeSession()
    _ = session.submit(savedAlert)
    let out = session.submit(
      "DispatchQueue.global().async { self.present(alert, animated: true) }")
    #expect(
      out.hasPrefix(
        String(repeating: "=", count: 65) + "\n"
          + "Main Thread Checker: UI API called on a background thread: "
          + "-[UIViewController presentViewController:animated:completion:]\n"
          + "PID: 1000, TID: 1001, Thread name: (none), Queue name: com.apple.root.default-qos, "
          + "QoS: 0\n"))
    #expect(session.world.topPresented != nil)
    #expect(session.submit(":why").contains("UIKit is not thread-safe"))
    _ = session.submit("alert.dismiss(animated: true)")
    let main = session.submit(
      "DispatchQueue(label: \"work\").async { DispatchQueue.main.async { "
        + "self.present(alert, animated: true) } }")
    #expect(!main.contains("Main Thread Checker"))
  }

  @Test func waitNeedsANumberOfSeconds() {
    var session = makeSession()
    for bad in [":wait", ":wait soon", ":wait -1", ":wait 1e9", ":wait nan"] {
      #expect(session.submit(bad).hasPrefix("Usage: :wait SECONDS"), "\(bad)")
    }
    #expect(session.submit(":help wait").hasPrefix(":wait SECONDS — let SECONDS pass"))
  }

  @Test func aPopoverConfiguredAfterPresentInTheSameFunctionShows() {
    var session = makeSession(device: Device(model: .ipad))
    _ = session.submit(
      """
      func show(_ sender: UIButton) {
        let sheet = UIAlertController(title: "T", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "A", style: .default))
        present(sheet, animated: true)
        sheet.popoverPresentationController?.sourceView = sender
      }
      """)
    let out = session.submit("show(button)")
    #expect(!out.contains("Terminating"))
    #expect(session.world.presentationModes.values.contains(.popover))
  }
}
