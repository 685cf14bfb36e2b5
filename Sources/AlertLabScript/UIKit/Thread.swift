import AlertLabKit
import AlertLabWords

// Thread.sleep and C's sleep: the simulated clock moves on. On the main thread that blocks
// the run loop: nothing is drawn and no work runs while it sleeps, and the timers and delayed
// work that came due meanwhile run after, at the end of the turn. On a background queue only
// that piece of work waits: what it schedules afterwards is that much later.

extension APIClass {
  static let thread = APIClass(
    "Thread", oldNames: ["NSThread"],
    members: [
      .staticMethod(
        "sleep", [ParamSpec("forTimeInterval", "TimeInterval")], returns: "Void",
        old: [.method("sleepForTimeInterval", [nil])]
      ) { machine, use in
        machine.sleep(machine.seconds(use.argument(0)), call: "Thread.sleep(forTimeInterval:)")
        return .void
      },
      .staticProperty("isMainThread", "Bool") { machine, _ in
        .bool(!machine.state.world.isOnBackgroundQueue)
      },
      .staticProperty(
        "current", "Thread",
        old: [.staticCall("currentThread", of: "NSThread", today: "Thread.current")]
      ) { _, _ in .singleton("Thread") },
      // `Thread.current.isMainThread`.
      .property("isMainThread", "Bool") { machine, _ in
        .bool(!machine.state.world.isOnBackgroundQueue)
      },
    ])
}

extension Interpreter {
  /// The C functions that sleep: `sleep(2)` takes seconds, `usleep(500_000)` microseconds.
  static let sleepFunctions: Set<String> = ["sleep", "usleep"]

  /// Runs `sleep(_:)` or `usleep(_:)`; nil for any other name.
  func callSleepFunction(_ name: String, arguments: [Argument], range: SourceRange) throws
    -> Value?
  {
    guard Interpreter.sleepFunctions.contains(name) else { return nil }
    let values = try cFunctionArguments(name, arguments, count: 1, range: range)
    let amount = seconds(values[0])
    sleep(name == "usleep" ? amount / 1_000_000 : amount, call: "\(name)(_:)")
    return .void
  }

  /// The current thread sleeps `seconds` of the simulated clock.
  func sleep(_ seconds: Double, call: String) {
    guard seconds.isFinite, seconds > 0 else { return }
    if state.world.isOnBackgroundQueue {
      state.world.clock.backgroundDelay += seconds
      return
    }
    state.world.clock.now += seconds
    emitNote(Said(.mainThreadBlocksApp, call), key: "main-thread-sleep")
  }
}
