import AlertLabKit
import Testing

@testable import AlertLabShell

/// When a `Task { }` made by top-level code starts: in a script, once that code waits at an
/// `await`, a command lets the run loop turn, or the input ends (as a compiled program's
/// main actor runs it once its top-level code lets it go); in the shell, when the input that
/// made it ends.
@Suite struct TaskStartSessionTests {
  /// What `alertlab run --no-echo` prints for `source`.
  func scriptOutput(_ source: String) -> String {
    var options = Session.Options(ascii: true, script: true, undoLimit: 0)
    options.echoes = false
    var session = Session(options: options)
    var output = ""
    _ = ScriptRunner.run(source, fileName: "tasks.swift", session: &session) { output += $0 }
    return output
  }

  @Test func aScriptsTaskStartsWhenTopLevelCodeFirstWaits() {
    let output = scriptOutput(
      """
      var log: [String] = []
      let first = Task { log.append("first starts") }
      log.append("made")
      await Task.yield()
      log.append("after the wait")
      print(log)
      """)
    #expect(output == "[\"made\", \"first starts\", \"after the wait\"]\n")
  }

  @Test func aTaskCancelledBeforeItStartsSeesItsCancellation() {
    let source = """
      let task = Task { () -> Bool in Task.isCancelled }
      task.cancel()
      print(await task.value)
      """
    #expect(scriptOutput(source) == "true\n")
    // In the shell the task started when the input that made it ended.
    var session = makeSession()
    var replies = ""
    for statement in ScriptRunner.statements(in: source) { replies += session.submit(statement) }
    #expect(replies.contains("false\n"))
    #expect(!replies.contains("true\n"))
  }

  @Test func aCommandAndTheEndOfTheInputStartTheHeldTasks() {
    let output = scriptOutput(
      """
      Task { print("before the command") }
      print("top level")
      :wait 0
      Task { print("at the end") }
      print("last line")
      """)
    #expect(
      output == """
        top level
        before the command
        The clock is at 0 s: 0 pieces of work ran, nothing is waiting.
        last line
        at the end

        """)
  }

  @Test func theShellStartsATaskWhenItsInputEnds() {
    var session = makeSession()
    #expect(session.submit("Task { print(\"started\") }") == "started\n")
  }

  @Test func theWaitingTasksLimitIsShownOnTheLineThatMadeTheTask() {
    let output = scriptOutput(
      """
      func depth(_ n: Int) async -> Int {
        if n == 0 { return 0 }
        async let below = depth(n - 1)
        return await below + 1
      }
      print(await depth(1_000))
      print("after")
      """)
    #expect(
      output == """
        tasks.swift:3:21: error: in func 'depth': more than 500 tasks are waiting at once: \
        AlertLab stopped here
          async let below = depth(n - 1)
                            ^~~~~~~~~~~~
        after

        """)
  }

  @Test func aHeldTaskThatCrashesNamesNoGesture() {
    let output = scriptOutput(
      """
      Task {
        let scores = [1]
        print(scores[3])
      }
      print("top level")
      """)
    #expect(output.hasPrefix("top level\nFatal error: Index out of range\n"))
    #expect(!output.contains("is undone"))
  }
}
