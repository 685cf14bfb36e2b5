/// Work waiting on the main run loop or on a queue: a block given to `DispatchQueue.main.async`
/// or `asyncAfter`, `OperationQueue.main.addOperation`, a Timer's firing, or a
/// `perform(_:with:afterDelay:)` message.
public struct ScheduledWork: Hashable, Sendable {
  /// What runs.
  public enum Job: Hashable, Sendable {
    /// A closure the learner wrote (a Timer's block gets the timer).
    case block(Callable)
    /// A method sent by selector to `target` (a Timer's target, `perform(_:)`); its names in
    /// Swift and Objective-C form.
    case selector([String], target: ObjectID)
  }
  /// The order it was scheduled in: work due at the same time runs in this order.
  public var sequence: Int
  /// When it runs, in seconds on the simulated clock.
  public var deadline: Double
  public var job: Job
  /// Run on a global or private queue, not the main thread: UIKit calls from it get the Main
  /// Thread Checker's warning.
  public var onBackground: Bool
  /// The Timer that fires it, if any.
  public var timer: ObjectID?
  /// What is passed to a selector: `perform(_:with:afterDelay:)`'s object.
  public var argument: ObjectID?
  /// The background queue's name as the Main Thread Checker prints it
  /// (`com.apple.root.default-qos`, a queue's label); empty on the main queue.
  public var queue = ""
}

/// A `Timer`: its interval, whether it repeats, whether it is still valid.
public struct TimerState: Hashable, Sendable {
  public var interval: Double
  public var repeats: Bool
  public var isValid = true
}

/// The simulated clock of the main run loop. It starts at 0 and moves only when the learner
/// waits (`:wait SECONDS`), so every run is the same.
public struct RunLoopClock: Hashable, Sendable {
  /// Seconds since the app started.
  public var now: Double = 0
  /// Work not run yet, in the order it was scheduled.
  public var pending: [ScheduledWork] = []
  /// Work that waits for the program's top-level code to let the main actor go (`hold`),
  /// in the order it was scheduled.
  public var held: [ScheduledWork] = []
  /// Timers by id (also plain objects of class `Timer` in the world).
  public var timers: ObjectTable<TimerState> = [:]
  var nextSequence = 0
  /// True while work of a background queue runs.
  public var onBackground = false
  /// The name of the background queue whose work runs now.
  public var queue = ""
  /// How long the background work running now has slept (`Thread.sleep`): what it
  /// schedules is that much later.
  public var backgroundDelay = 0.0
  /// The UIKit calls already warned about in the background work running now.
  var warnedCalls: Set<String> = []

  public init() {}

  /// Where code runs now: on the main thread, or on a background queue of this name.
  public struct Thread: Hashable, Sendable {
    var onBackground: Bool
    var queue: String
    var warnedCalls: Set<String>
  }

  /// Code from now on runs on `queue` (nil: the main thread); answers where it ran before,
  /// for `leave`. A new queue's warnings start afresh.
  public mutating func enter(queue: String?) -> Thread {
    let before = Thread(onBackground: onBackground, queue: self.queue, warnedCalls: warnedCalls)
    onBackground = queue != nil
    if let queue, queue != self.queue {
      self.queue = queue
      warnedCalls = []
    }
    return before
  }

  /// Back to where code ran before `enter`.
  public mutating func leave(to thread: Thread) {
    onBackground = thread.onBackground
    queue = thread.queue
    warnedCalls = thread.warnedCalls
  }

  /// The work that is due by `time`, earliest deadline first, then in scheduling order.
  func firstDue(by time: Double) -> Int? {
    var best: Int?
    for (index, work) in pending.enumerated() where work.deadline <= time {
      guard let current = best else {
        best = index
        continue
      }
      let other = pending[current]
      if work.deadline < other.deadline
        || (work.deadline == other.deadline && work.sequence < other.sequence)
      {
        best = index
      }
    }
    return best
  }
}

/// What `:wait` did.
public struct WaitReport: Hashable, Sendable {
  /// Pieces of work run (timer firings count one each).
  public var ran = 0
  /// True when it stopped at the cap with work still due.
  public var stoppedAtCap = false
  /// Work still waiting on the clock.
  public var waiting = 0
}

extension World {
  /// The most pieces of work one `:wait` runs: a fast repeating timer stops there.
  public static let waitFiringLimit = 1_000
  /// The most pieces of queued work one turn runs when it ends (`DispatchQueue.main.async`,
  /// background queues, timers due now): work that queues ever more work (`go() { async {
  /// go(); go() } }`) is stopped there, with `RunawayTurn`.
  public static let turnWorkLimit = 10_000
  /// The least interval a Timer takes: Foundation uses 0.1 ms for anything at or below zero.
  public static let shortestTimerInterval = 0.0001

  /// Schedules `job` to run `delay` seconds from now (at the end of this turn for 0 or less).
  @discardableResult
  public mutating func schedule(
    _ job: ScheduledWork.Job, after delay: Double, onBackground: Bool = false,
    queue: String = "", timer: ObjectID? = nil, argument: ObjectID? = nil
  ) -> Int {
    var wait = delay.isFinite ? max(0, delay) : 0
    if clock.onBackground { wait += clock.backgroundDelay }
    let sequence = clock.nextSequence
    clock.nextSequence += 1
    clock.pending.append(
      ScheduledWork(
        sequence: sequence, deadline: clock.now + wait, job: job, onBackground: onBackground,
        timer: timer, argument: argument, queue: queue))
    return sequence
  }

  /// Keeps `job` until `releaseHeldWork()`: a task made by a program's top-level code starts
  /// only once that code waits (or ends), and then before work scheduled after it was made.
  public mutating func hold(_ job: ScheduledWork.Job) {
    let sequence = clock.nextSequence
    clock.nextSequence += 1
    clock.held.append(
      ScheduledWork(sequence: sequence, deadline: clock.now, job: job, onBackground: false))
  }

  /// The held work is due now, each in its place in the order work was scheduled; false when
  /// nothing was held.
  @discardableResult
  public mutating func releaseHeldWork() -> Bool {
    guard !clock.held.isEmpty else { return false }
    for var work in clock.held {
      work.deadline = clock.now
      clock.pending.append(work)
    }
    clock.held = []
    return true
  }

  /// `Timer.scheduledTimer(...)`: a timer on the main run loop, first firing one interval
  /// from now.
  public mutating func scheduleTimer(
    interval: Double, repeats: Bool, job: ScheduledWork.Job
  ) -> ObjectID {
    let id = makeID()
    plainObjects[id] = "Timer"
    let seconds = interval.isFinite ? max(interval, World.shortestTimerInterval) : 1
    clock.timers[id] = TimerState(interval: seconds, repeats: repeats)
    schedule(job, after: seconds, timer: id)
    return id
  }

  /// `Timer()`: a timer on no run loop, which never fires.
  public mutating func makeUnscheduledTimer() -> ObjectID {
    let id = makeID()
    plainObjects[id] = "Timer"
    clock.timers[id] = TimerState(interval: 0, repeats: false, isValid: false)
    return id
  }

  /// `timer.invalidate()`: it never fires again.
  public mutating func invalidateTimer(_ id: ObjectID) {
    guard clock.timers[id]?.isValid == true else { return }
    clock.timers[id]?.isValid = false
    clock.pending.removeAll { $0.timer == id }
  }

  /// `timer.fire()`: fires now, in this turn; a timer that does not repeat is then invalid.
  public mutating func fireTimer(_ id: ObjectID, runner: CallbackRunner) throws {
    guard let state = clock.timers[id], state.isValid,
      let work = clock.pending.first(where: { $0.timer == id })
    else { return }
    if !state.repeats { invalidateTimer(id) }
    try run(work, runner: runner)
  }

  /// Runs the work that is due now, as the run loop does at the end of a turn; work it queues
  /// for now runs in the next round. Returns how many pieces ran.
  mutating func runDueWork(runner: CallbackRunner, upTo budget: Int) throws -> Int {
    // One pass over what waits, then a sort: work that queues more work must not make each
    // round cost the square of what is queued.
    var due: [ScheduledWork] = []
    var later: [ScheduledWork] = []
    for work in clock.pending {
      if work.deadline <= clock.now { due.append(work) } else { later.append(work) }
    }
    if due.isEmpty { return 0 }
    guard due.count <= budget else { throw RunawayTurn(limit: World.turnWorkLimit) }
    clock.pending = later
    due.sort { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) }
    for work in due {
      try fire(work, runner: runner)
    }
    return due.count
  }

  /// Runs one piece of work; a repeating timer is scheduled again one interval later.
  mutating func fire(_ work: ScheduledWork, runner: CallbackRunner) throws {
    if let timer = work.timer {
      guard let state = clock.timers[timer], state.isValid else { return }
      if state.repeats {
        var next = work
        next.deadline = work.deadline + state.interval
        if next.deadline <= clock.now {
          // The main thread slept past one or more firings: a repeating timer fires once
          // for them, then at its next scheduled time in the future (Foundation's Timer).
          let missed = ((clock.now - work.deadline) / state.interval).rounded(.down)
          next.deadline = work.deadline + (missed + 1) * state.interval
        }
        next.sequence = clock.nextSequence
        clock.nextSequence += 1
        clock.pending.append(next)
      } else {
        clock.timers[timer]?.isValid = false
      }
    }
    try run(work, runner: runner)
  }

  /// Calls the learner's code for a piece of work, on the main thread or a background one.
  mutating func run(_ work: ScheduledWork, runner: CallbackRunner) throws {
    let wasBackground = clock.onBackground
    let delayBefore = clock.backgroundDelay
    let queueBefore = clock.queue
    if work.onBackground || wasBackground {
      clock.onBackground = work.onBackground
      clock.warnedCalls = []
      if clock.backgroundDelay != 0 { clock.backgroundDelay = 0 }
      if clock.queue != work.queue { clock.queue = work.queue }
    }
    defer {
      if clock.onBackground != wasBackground { clock.onBackground = wasBackground }
      if clock.backgroundDelay != delayBefore { clock.backgroundDelay = delayBefore }
      if clock.queue != queueBefore { clock.queue = queueBefore }
    }
    var arguments: [CallbackArgument] = []
    if let timer = work.timer { arguments = [.object(timer)] }
    if let argument = work.argument { arguments = [.object(argument)] }
    switch work.job {
    case .block(let callable):
      try runner.call(callable, arguments: arguments, world: &self)
    case .selector(let names, let target):
      let answered = try runner.callMethod(names, on: target, arguments: arguments, world: &self)
      if answered == nil {
        throw Crash.unrecognizedSelector(names.last ?? "", sentTo: target, in: self)
      }
    }
  }

  /// `:wait SECONDS`: the clock moves on; each piece of work due on the way runs when its
  /// time comes (earliest first, then in the order it was scheduled), as a turn of its own
  /// whose presentations, completions and queued work finish before the next. At most
  /// `limit` pieces run: the clock then stops at the last one's time.
  public mutating func wait(_ seconds: Double, runner: CallbackRunner, limit: Int = waitFiringLimit)
    throws -> WaitReport
  {
    var report = WaitReport()
    let target = clock.now + (seconds.isFinite ? max(0, seconds) : 0)
    while let index = clock.firstDue(by: target) {
      if report.ran >= limit {
        report.stoppedAtCap = true
        break
      }
      let work = clock.pending.remove(at: index)
      if work.deadline > clock.now { clock.now = work.deadline }
      report.ran += 1
      try fire(work, runner: runner)
      report.ran += try endTurn(runner: runner)
    }
    if !report.stoppedAtCap, clock.now != target { clock.now = target }
    report.waiting = clock.pending.count
    return report
  }

  /// Records a UIKit call made from a background queue: true the first time in this piece of
  /// work, when the Main Thread Checker's warning is to be printed.
  public mutating func noteBackgroundCall(_ call: String) -> Bool {
    guard clock.onBackground, !clock.warnedCalls.contains(call) else { return false }
    clock.warnedCalls.insert(call)
    return true
  }
}

/// A turn whose queued work went past `World.turnWorkLimit` pieces: the statement or gesture
/// is stopped, and the world is as before it.
public struct RunawayTurn: Error, Equatable, Sendable {
  public var limit: Int

  public init(limit: Int) { self.limit = limit }
}
