import AlertLabKit
import AlertLabWords
import Testing

@testable import AlertLabScript

/// `async`/`await` on the simulated run loop: tasks suspend and go on in later turns,
/// continuations are resumed by alert actions, `Task.sleep` waits on the simulated clock.
@Suite struct ConcurrencyTests {
  static let confirm = """
    func confirm(_ title: String) async -> Bool {
      await withCheckedContinuation { continuation in
        let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in
          continuation.resume(returning: false)
        })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
          continuation.resume(returning: true)
        })
        present(alert, animated: true)
      }
    }
    """

  func printed(_ events: [WorldEvent]) -> [String] {
    events.compactMap {
      if case .output(let text) = $0 { return text }
      return nil
    }
  }

  func notes(_ events: [WorldEvent]) -> [String] {
    events.compactMap {
      if case .note(let said) = $0 { return said.english }
      return nil
    }
  }

  @Test func anAlertsActionResumesTheTaskThatAwaitsIt() {
    let interpreter = Interpreter()
    let (diagnostics, outcomes) = interpreter.run(
      Self.confirm + """

        func deleteTapped() {
          Task {
            print("asking")
            let deleted = await confirm("Delete?")
            print("deleted:", deleted)
          }
          print("made the task")
        }
        deleteTapped()
        """)
    #expect(diagnostics.isEmpty)
    #expect(outcomes.flatMap { printed($0.events) } == ["made the task", "asking"])
    #expect(interpreter.state.world.topPresented != nil)
    let (outcome, refusal) = interpreter.perform { world, runner in
      try world.tap("Delete", runner: runner)
    }
    #expect(refusal == nil)
    #expect(printed(outcome.events) == ["deleted: true"])
    #expect(interpreter.state.world.topPresented == nil)
  }

  @Test func aTopLevelStatementWaitsAndGoesOnAfterTheTap() {
    let interpreter = Interpreter()
    _ = interpreter.run(Self.confirm)
    let (_, outcomes) = interpreter.run("let answer = await confirm(\"Sure?\")")
    let notes = outcomes.flatMap(\.events).filter {
      if case .note(let said) = $0 {
        return said.english.hasPrefix("This statement waits at 'await'")
      }
      return false
    }
    #expect(notes.count == 1)
    let (tapped, _) = interpreter.perform { world, runner in
      try world.tap("Cancel", runner: runner)
    }
    #expect(
      tapped.events.contains(
        .note(Said(.statementWaitedAwaitWent, "answer: Bool = false"))))
    let (_, after) = interpreter.run("print(answer)")
    #expect(after.flatMap { printed($0.events) } == ["false"])
  }

  @Test func taskSleepWaitsOnTheSimulatedClock() {
    let interpreter = Interpreter()
    let (_, outcomes) = interpreter.run(
      """
      Task {
        print("sleeping")
        try await Task.sleep(nanoseconds: 2_000_000_000)
        print("awake")
      }
      """)
    #expect(outcomes.flatMap { printed($0.events) } == ["sleeping"])
    let (early, _) = interpreter.perform { world, runner in
      _ = try world.wait(1.5, runner: runner)
    }
    #expect(printed(early.events).isEmpty)
    let (late, _) = interpreter.perform { world, runner in
      _ = try world.wait(0.5, runner: runner)
    }
    #expect(printed(late.events) == ["awake"])
  }

  /// `withTaskCancellationHandler`: a `cancel()` while the operation waits runs `onCancel`
  /// at once (the operation's sleep then throws); a task cancelled before runs it first.
  @Test func aCancellationHandlerRunsWhenTheTaskIsCancelled() {
    let interpreter = Interpreter()
    let (diagnostics, outcomes) = interpreter.run(
      """
      let download = Task {
        await withTaskCancellationHandler {
          print("downloading")
          do {
            try await Task.sleep(nanoseconds: 5_000_000_000)
            print("downloaded")
          } catch {
            print("stopped")
          }
        } onCancel: {
          print("cancel requested")
        }
      }
      """)
    #expect(diagnostics.isEmpty)
    #expect(outcomes.flatMap { printed($0.events) } == ["downloading"])
    let (cancelled, _) = interpreter.perform { world, runner in
      _ = try world.wait(1, runner: runner)
    }
    #expect(printed(cancelled.events).isEmpty)
    // The handler runs in `cancel()`; the sleeping operation wakes at the end of the turn.
    let (_, later) = interpreter.run("download.cancel()")
    #expect(later.flatMap { printed($0.events) } == ["cancel requested", "stopped"])
    let (_, already) = interpreter.run(
      """
      let late = Task {
        try? await Task.sleep(nanoseconds: 1_000_000_000)
        await withTaskCancellationHandler { print("operation") } onCancel: { print("first") }
      }
      late.cancel()
      """)
    #expect(already.flatMap { printed($0.events) } == ["first", "operation"])
  }

  @Test func taskValuesAreAwaitedInOrder() {
    #expect(
      transcript(
        """
        func square(_ n: Int) async -> Int {
          await Task.yield()
          return n * n
        }
        let task = Task { () -> Int in
          var sum = 0
          for n in 1...4 { sum += await square(n) }
          return sum
        }
        print(await task.value)
        print(await MainActor.run { "main" })
        """
      ).filter { $0.hasPrefix("out:") } == ["out: 30", "out: main"])
  }

  @Test func aThrowingContinuationThrowsIntoTheAwaitingCode() {
    #expect(
      transcript(
        """
        struct Refused: Error {}
        func ask(_ ok: Bool) async throws -> Int {
          try await withCheckedThrowingContinuation { c in
            if ok { c.resume(returning: 1) } else { c.resume(throwing: Refused()) }
          }
        }
        do {
          print(try await ask(true))
          print(try await ask(false))
        } catch {
          print("caught", error)
        }
        """
      ).filter { $0.hasPrefix("out:") } == ["out: 1", "out: caught Refused()"])
  }

  @Test func resumingTwiceStopsTheAppWithTheRuntimesText() throws {
    let interpreter = Interpreter()
    _ = interpreter.run(
      """
      func confirm() async -> Bool {
        await withCheckedContinuation { c in
          c.resume(returning: true)
          c.resume(returning: false)
        }
      }
      """)
    let (_, outcomes) = interpreter.run("let ok = await confirm()")
    guard case .crash(let crash, _)? = outcomes.last?.failure else {
      Issue.record("no crash: \(outcomes)")
      return
    }
    #expect(crash.rule.id == "continuation-resumed-twice")
    #expect(
      crash.rule.consoleText(crash.context)
        == "Fatal error: SWIFT TASK CONTINUATION MISUSE: confirm() tried to resume its "
        + "continuation more than once, returning false!")
    // The statement was undone: nothing of it is left.
    #expect(interpreter.state.globals["ok"] == nil)
  }

  @Test func abandonedTasksDoNotRunOn() {
    let interpreter = Interpreter()
    _ = interpreter.run(
      Self.confirm + """

        Task {
          _ = await confirm("Delete?")
          print("went on")
        }
        """)
    #expect(interpreter.tasks.tasks.values.contains { $0.coroutine != nil })
    interpreter.abandonTasks()
    #expect(interpreter.tasks.tasks.isEmpty)
    let (outcome, _) = interpreter.perform { world, runner in
      try world.tap("Delete", runner: runner)
    }
    #expect(printed(outcome.events).isEmpty)
  }

  @Test func anAlertsChoicesAsAStream() {
    let interpreter = Interpreter()
    let (diagnostics, _) = interpreter.run(
      """
      var feed: AsyncStream<String>.Continuation?
      let choices = AsyncStream<String> { continuation in feed = continuation }
      let alert = UIAlertController(title: "Pick", message: nil, preferredStyle: .actionSheet)
      for title in ["Red", "Blue"] {
        alert.addAction(UIAlertAction(title: title, style: .default) { _ in feed?.yield(title) })
      }
      alert.addAction(UIAlertAction(title: "Done", style: .cancel) { _ in feed?.finish() })
      Task {
        for await choice in choices { print("picked", choice) }
        print("no more choices")
      }
      present(alert, animated: true)
      """)
    #expect(diagnostics.isEmpty)
    var printedLines: [String] = []
    for title in ["Blue", "Done"] {
      let (outcome, _) = interpreter.perform { world, runner in
        try world.tap(title, runner: runner)
      }
      printedLines += printed(outcome.events)
      if title == "Blue" {
        _ = interpreter.run("present(alert, animated: true)")
      }
    }
    #expect(printedLines == ["picked Blue", "no more choices"])
  }

  @Test func groupsCollectTheirChildrenAndCancellationWakesASleeper() {
    #expect(
      transcript(
        """
        let total = await withTaskGroup(of: Int.self) { group in
          for n in 1...4 { group.addTask { n * n } }
          return await group.reduce(0, +)
        }
        print(total)
        let sleeper = Task { () -> Bool in
          do { try await Task.sleep(nanoseconds: 9_000_000_000); return false } catch { return error is CancellationError }
        }
        sleeper.cancel()
        print(await sleeper.value)
        struct Broken: Error {}
        switch await Task(operation: { () throws -> Int in throw Broken() }).result {
        case .success: print("no")
        case .failure(let error): print("failed", error)
        }
        actor Counter { var n = 0; func bump() -> Int { n += 1; return n } }
        let counter = Counter()
        _ = await counter.bump()
        print(await counter.bump())
        """
      ).filter { $0.hasPrefix("out:") } == [
        "out: 30", "out: true", "out: failed Broken()", "out: 2",
      ])
  }

  @Test func aContinuationNobodyCanResumeGetsTheRuntimesWarning() {
    let interpreter = Interpreter()
    _ = interpreter.run(
      """
      func ask() async -> Bool {
        await withCheckedContinuation { c in
          let alert = UIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
          alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
          alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in c.resume(returning: true) })
          present(alert, animated: true)
        }
      }
      Task { print(await ask()) }
      """)
    let (outcome, _) = interpreter.perform { world, runner in
      try world.tap("Cancel", runner: runner)
    }
    let logs = outcome.events.compactMap {
      if case .log(let id, let text) = $0 { return "\(id): \(text)" }
      return nil
    }
    #expect(
      logs == [
        "continuation-leaked: SWIFT TASK CONTINUATION MISUSE: ask() leaked its continuation "
          + "without resuming it. This may cause tasks waiting on it to remain suspended forever."
      ])
    // Its task is gone: nothing waits any more.
    #expect(!interpreter.tasks.tasks.values.contains { $0.coroutine != nil })
  }

  @Test func aDetachedTaskIsOffTheMainThreadUntilMainActorRun() {
    let lines = transcript(
      """
      Task.detached {
        print("detached:", Thread.isMainThread)
        let alert = UIAlertController(title: "Done", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        await MainActor.run { print("main actor:", Thread.isMainThread) }
      }
      Task { print("task:", Thread.isMainThread) }
      """)
    #expect(
      lines.filter { $0.hasPrefix("out:") }
        == ["out: detached: false", "out: main actor: true", "out: task: true"])
    #expect(lines.filter { $0 == "log: main-thread-checker" }.count == 1, "\(lines)")
  }

  @Test func sequencesOfTheLearnersOwnIterateWithAndWithoutAwait() {
    #expect(
      transcript(
        """
        struct Countdown: Sequence, IteratorProtocol {
          var count: Int
          mutating func next() -> Int? {
            if count == 0 { return nil }
            defer { count -= 1 }
            return count
          }
        }
        let three = Countdown(count: 3)
        for n in three { print(n) }
        print(three.count)
        struct Ticks: AsyncSequence {
          typealias Element = String
          struct AsyncIterator: AsyncIteratorProtocol {
            var left: Int
            mutating func next() async -> String? {
              guard left > 0 else { return nil }
              await Task.yield()
              left -= 1
              return "tick \\(left)"
            }
          }
          func makeAsyncIterator() -> AsyncIterator { AsyncIterator(left: 2) }
        }
        for await tick in Ticks() { print(tick) }
        """
      ).filter { $0.hasPrefix("out:") }
        == ["out: 3", "out: 2", "out: 1", "out: 3", "out: tick 1", "out: tick 0"])
  }

  /// Each case is checked against `swiftc -swift-version 5`: the errors where code outside an
  /// actor reaches its state without `await`, worded by where that code runs.
  @Test(
    arguments: [
      (
        "func f(c: Counter) async {\n  c.inc()\n}",
        "2:5: actor-isolated instance method 'inc(by:)' cannot be called from outside of the actor"
      ),
      (
        "func f(c: Counter) async {\n  print(c.count)\n}",
        "2:11: actor-isolated property 'count' cannot be accessed from outside of the actor"
      ),
      (
        "func f(c: Counter) {\n  c.inc()\n}",
        "2:5: call to actor-isolated instance method 'inc(by:)' in a synchronous nonisolated context"
      ),
      (
        "func f(c: Counter) {\n  print(c.count)\n}",
        "2:11: actor-isolated property 'count' can not be referenced from a nonisolated context"
      ),
      (
        "func f(c: Counter) async {\n  await c.count = 2\n}",
        "2:11: actor-isolated property 'count' can not be mutated from a nonisolated context"
      ),
      (
        "class Screen: UIViewController {\n  func tap(c: Counter) { c.count += 1 }\n}",
        "2:28: actor-isolated property 'count' can not be mutated from the main actor"
      ),
      (
        "class Screen: UIViewController {\n  func tap(c: Counter) { c.inc() }\n}",
        "2:28: call to actor-isolated instance method 'inc(by:)' in a synchronous main actor-isolated context"
      ),
      (
        "@MainActor func f(c: Counter) {\n  print(c.count)\n}",
        "2:11: actor-isolated property 'count' can not be referenced from the main actor"
      ),
      (
        "class Screen: UIViewController {\n  func tap(c: Counter) {\n    Task { c.inc() }\n  }\n}",
        "3:14: actor-isolated instance method 'inc(by:)' cannot be called from outside of the actor"
      ),
      (
        "@MainActor func f(c: Counter) {\n  Task.detached { c.count = 1 }\n}",
        "2:21: actor-isolated property 'count' can not be mutated from a nonisolated context"
      ),
    ])
  func anActorsStateReachedFromOutsideWithoutAwaitIsTheCompilersError(
    code: String, error: String
  ) {
    let actor = """
      actor Counter {
        var count = 0
        func inc(by step: Int = 1) { count += step }
      }
      """
    let lines = transcript(actor + "\n" + code)
    let shifted = error.split(separator: ":", maxSplits: 1)
    let line = (Int(shifted[0]) ?? 0) + 4
    #expect(lines.contains("error: \(line):" + shifted[1]), "\(lines)")
  }

  /// What needs no `await`, and an actor's own members, are not reported; the code runs.
  @Test func anActorReachedProperlyRuns() {
    let lines = transcript(
      """
      actor Counter {
        var count = 0
        let name = "clicks"
        func inc(by step: Int = 1) { count += step }
        func twice() { inc(); inc() }
        nonisolated func label() -> String { name }
        static func fresh() -> Counter { Counter() }
        func add(from other: Counter) async { count += await other.count }
      }
      func report(_ c: Counter) async {
        await c.inc(by: 2)
        await c.twice()
        async let later = c.count
        let total = await c.count + c.count
        print(c.name, c.label(), total, await later)
      }
      let counter = Counter.fresh()
      Task { await report(counter) }
      """)
    #expect(lines.filter { $0.hasPrefix("error") }.isEmpty, "\(lines)")
    #expect(lines.contains("out: clicks clicks 8 4"), "\(lines)")
  }

  @Test func awaitInASynchronousPlaceIsTheCompilersError() {
    let parsed = Parser.parse("func tapped() {\n  print(1)\n  await save()\n}")
    guard case .function(let decl)? = parsed.statements.first?.kind else {
      Issue.record("no function")
      return
    }
    #expect(decl.firstAwait?.start.column == 9)
    let lines = transcript(
      """
      func save() async {}
      func tapped() {
        print(1)
        await save()
      }
      """)
    #expect(
      lines.contains("error: 4:9: 'async' call in a function that does not support concurrency"),
      "\(lines)")
    // An alert action's handler that awaits: Swift's error, at the closure; in a Task it runs.
    let handler = transcript(
      """
      func save() async {}
      let alert = UIAlertController(title: "Save?", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "Save", style: .default) { _ in await save() })
      alert.addAction(UIAlertAction(title: "Later", style: .default) { _ in Task { await save() } })
      print(alert.actions.count)
      """)
    #expect(
      handler.contains(
        "error: 3:63: invalid conversion from 'async' function of type '(UIAlertAction) async -> ()' "
          + "to synchronous function type '(UIAlertAction) -> Void'"), "\(handler)")
    #expect(handler.contains("out: 1"), "\(handler)")
    let completion = transcript(
      """
      func save() async {}
      let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
      present(alert, animated: true)
      alert.dismiss(animated: true) {
        print("gone")
        await save()
      }
      """)
    #expect(
      completion.contains(
        "error: 4:31: invalid conversion from 'async' function of type '() async -> Void' to "
          + "synchronous function type '() -> Void'"), "\(completion)")
  }

  @Test func aComputedPropertyInAnExtensionOfUIViewController() {
    // The top-most controller, as modern alert helpers find where to present.
    #expect(
      transcript(
        """
        extension UIViewController {
          var topMost: UIViewController {
            if let presented = presentedViewController { return presented.topMost }
            return self
          }
        }
        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        print(topMost === self)
        present(alert, animated: true)
        print(topMost === alert, alert.topMost === alert)
        """
      ).filter { $0.hasPrefix("out:") } == ["out: true", "out: true true"])
  }

  @Test func aSpinnerTurnsWhileATaskWorks() {
    let interpreter = Interpreter()
    let (_, outcomes) = interpreter.run(
      """
      let spinner = UIActivityIndicatorView(style: .large)
      print(spinner.isAnimating, spinner.hidesWhenStopped)
      spinner.startAnimating()
      Task {
        try await Task.sleep(nanoseconds: 500_000_000)
        spinner.stopAnimating()
        print("done", spinner.isAnimating)
      }
      print(spinner.isAnimating)
      """)
    #expect(outcomes.flatMap { printed($0.events) } == ["false true", "true"])
    let (later, _) = interpreter.perform { world, runner in
      _ = try world.wait(0.5, runner: runner)
    }
    #expect(printed(later.events) == ["done false"])
  }

  @Test func sleepForADurationAndAnUnsafeContinuation() {
    let interpreter = Interpreter()
    let (diagnostics, outcomes) = interpreter.run(
      """
      Task {
        try await Task.sleep(for: .seconds(2))
        print("two seconds")
      }
      let five = await withUnsafeContinuation { continuation in continuation.resume(returning: 5) }
      print(five)
      """)
    #expect(diagnostics.isEmpty)
    #expect(outcomes.flatMap { printed($0.events) } == ["5"])
    let (later, _) = interpreter.perform { world, runner in
      _ = try world.wait(2, runner: runner)
    }
    #expect(printed(later.events) == ["two seconds"])
  }

  @Test func theTasksOfAStatementThatFailsAreUnwound() {
    let interpreter = Interpreter()
    let (_, outcomes) = interpreter.run(
      "for _ in 1...501 { Task { try await Task.sleep(nanoseconds: 1_000_000_000) } }")
    guard case .diagnostic(let diagnostic)? = outcomes.last?.failure else {
      Issue.record("no error: \(outcomes)")
      return
    }
    #expect(diagnostic.message == "more than 500 tasks are waiting at once: AlertLab stopped here")
    #expect(interpreter.tasks.waiting == 0)
    let (_, after) = interpreter.run("Task { print(\"room again\") }")
    #expect(after.flatMap { printed($0.events) } == ["room again"])
  }

  /// A statement that resumes a continuation and then fails leaves it as it was: resuming it
  /// again is its first resume, and the task waiting for it goes on with that value.
  @Test func aFailedStatementLeavesTheContinuationItResumedUnresumed() {
    let interpreter = Interpreter()
    _ = interpreter.run(
      """
      var saved: CheckedContinuation<Int, Never>?
      Task { let n = await withCheckedContinuation { saved = $0 }; print("got", n) }
      func answer(_ n: Int) { saved?.resume(returning: n); print([1][n]) }
      """)
    let (_, failed) = interpreter.run("answer(5)")
    guard case .crash(let crash, _)? = failed.last?.failure else {
      Issue.record("no crash: \(failed)")
      return
    }
    #expect(crash.rule.id != "continuation-resumed-twice")
    let (_, again) = interpreter.run("answer(0)")
    #expect(again.last?.failure == nil)
    #expect(again.flatMap { printed($0.events) } == ["1", "got 0"])
  }

  /// Resumes `saved` with 5, then crashes in the same turn.
  static let resumeThenCrash =
    "func go() { saved?.resume(returning: 5); DispatchQueue.main.async { print([1][3]) } }"

  /// Runs `go()` (`resumeThenCrash`): its outcome, which must be a crash.
  func crashGoing(_ interpreter: Interpreter) -> StatementOutcome? {
    let (_, failed) = interpreter.run("go()")
    guard case .crash? = failed.last?.failure else {
      Issue.record("no crash: \(failed)")
      return nil
    }
    return failed.last
  }

  /// Awaiting `t`'s value says it was stopped for good, and declares nothing.
  func expectTStopped(_ interpreter: Interpreter) {
    let (_, asked) = interpreter.run("let v = await t.value")
    guard case .diagnostic(let diagnostic)? = asked.last?.failure else {
      Issue.record("no error: \(asked)")
      return
    }
    #expect(diagnostic.message.hasPrefix("this task was stopped for good"))
    #expect(interpreter.state.globals["v"] == nil)
  }

  /// A task that a failed statement resumed and that ended in it cannot be put back where it
  /// waited: it is stopped for good, with the task waiting for its value, the learner is told,
  /// and asking for its value says so instead of answering what undone code returned.
  @Test func aTaskThatEndedInAFailedStatementIsStoppedForGood() {
    let interpreter = Interpreter()
    _ = interpreter.run(
      """
      var saved: CheckedContinuation<Int, Never>?
      let t = Task { () -> Int in await withCheckedContinuation { saved = $0 } }
      let w = Task { let v = await t.value; print("w saw", v) }
      """ + "\n" + Self.resumeThenCrash)
    #expect(interpreter.tasks.waiting == 2)
    let failed = crashGoing(interpreter)
    #expect(
      notes(failed?.events ?? []).contains { $0.hasPrefix("Tasks that were waiting ran on") })
    #expect(interpreter.tasks.waiting == 0)
    expectTStopped(interpreter)
    // Resuming the continuation it waited for says that nothing can go on.
    let (_, resumed) = interpreter.run("saved?.resume(returning: 6)")
    #expect(resumed.last?.failure == nil)
    #expect(
      notes(resumed.flatMap(\.events)).contains {
        $0.hasPrefix("The task waiting for this continuation was stopped for good")
      })
  }

  /// A group's child that ended in a failed statement is stopped for good, and so is the task
  /// waiting for the group's next element: it would wait for that child for ever.
  @Test func aGroupWhoseChildEndedInAFailedStatementIsStoppedWithIt() {
    let interpreter = Interpreter()
    _ = interpreter.run(
      """
      var saved: CheckedContinuation<Int, Never>?
      let t = Task { () -> Int in
        await withTaskGroup(of: Int.self) { group in
          group.addTask { await withCheckedContinuation { saved = $0 } }
          var sum = 0
          for await n in group { sum += n }
          return sum
        }
      }
      """ + "\n" + Self.resumeThenCrash)
    #expect(interpreter.tasks.waiting == 2)
    _ = crashGoing(interpreter)
    #expect(interpreter.tasks.waiting == 0)
    #expect(interpreter.tasks.groupOfChild.isEmpty)
    expectTStopped(interpreter)
  }

  /// What a statement keeps of the tasks, to put back if it fails, costs what waits: ended
  /// tasks are not read, and a failed statement leaves their values as they were.
  @Test func theTasksKeptForAFailedStatementAreThoseThatWait() {
    let interpreter = Interpreter()
    _ = interpreter.run(
      """
      var ended = [Task { 0 }]
      for n in 1..<20 { ended.append(Task { n }) }
      let sleeper = Task { try? await Task.sleep(nanoseconds: 1_000_000_000) }
      func fail() { _ = Task { 99 }; print([1][3]) }
      """)
    #expect(interpreter.tasks.tasks.count == 21)
    #expect(interpreter.tasks.snapshot?.schedules.count == 1)
    let (_, failed) = interpreter.run("fail()")
    #expect(failed.last?.failure != nil)
    #expect(interpreter.tasks.tasks.count == 21)
    #expect(interpreter.tasks.waiting == 1)
    let (_, asked) = interpreter.run("print(await ended[7].value)")
    #expect(asked.flatMap { printed($0.events) } == ["7"])
  }

  /// Evaluating an expression without keeping what it changes (a goal, completion after a
  /// call) keeps none of the tasks' changes either: a continuation it resumed is not resumed,
  /// and a task it made is not left waiting.
  @Test func aPeekLeavesTheTasksAsTheyWere() {
    let interpreter = Interpreter()
    _ = interpreter.run(
      """
      var saved: CheckedContinuation<Int, Never>?
      Task { let n = await withCheckedContinuation { saved = $0 }; print("got", n) }
      """)
    _ = interpreter.peek("saved!.resume(returning: 1)")
    _ = interpreter.peek("Task { print(\"peeked\") }")
    #expect(interpreter.tasks.waiting == 1)
    let (_, outcomes) = interpreter.run("saved!.resume(returning: 2)")
    #expect(outcomes.last?.failure == nil)
    #expect(outcomes.flatMap { printed($0.events) } == ["got 2"])
  }

  @Test func anAsyncRecursionPastTheWaitingTasksLimitFailsItsStatement() {
    for made in ["async let below = depth(n - 1)", "let below = Task { await depth(n - 1) }"] {
      let interpreter = Interpreter()
      let (_, outcomes) = interpreter.run(
        """
        func depth(_ n: Int) async -> Int {
          if n == 0 { return 0 }
          \(made)
          return await below\(made.hasPrefix("async") ? "" : ".value") + 1
        }
        print(await depth(1_000))
        """)
      guard case .diagnostic(let diagnostic)? = outcomes.last?.failure else {
        Issue.record("no error: \(outcomes)")
        continue
      }
      #expect(
        diagnostic.message
          == "in func 'depth': more than 500 tasks are waiting at once: AlertLab stopped here")
      #expect(diagnostic.range.start.line == 3)
      #expect(interpreter.tasks.waiting == 0)
    }
  }

  @Test func aStatementThatAwaitsGoesOnPastTheRoundsOfOneTurn() {
    let interpreter = Interpreter()
    let (_, outcomes) = interpreter.run(
      """
      func spin() async -> Int {
        var turns = 0
        for _ in 0..<200 {
          await Task.yield()
          turns += 1
        }
        return turns
      }
      print(await spin())
      print("after")
      """)
    #expect(outcomes.flatMap { printed($0.events) } == ["200", "after"])
  }
}
