import AlertLabKit
import AlertLabWords

// Swift concurrency on the simulated run loop. Every task — `Task { }`, and a top-level
// statement that awaits — runs as a `Coroutine`: it runs until it suspends (a continuation not
// yet resumed, `Task.sleep`, `Task.yield()`, the value of a task not yet finished), and what it
// waits for puts its next step on the main run loop's clock, where it runs in its turn like
// any other work. Everything runs on the simulated main thread (the main actor), one piece at
// a time, so the same input gives the same order every time.
//
// When a `Task { }` starts: in the shell each input is a turn, and a task made by it starts
// when the input's turn ends. In a script (`alertlab run`, piped input) a task made by
// top-level code is held (`World.hold`) until that code first waits at an `await`, a command
// turns the run loop, or the input ends, as a compiled program's main actor runs it only
// once its top-level code lets it go. A statement that awaits runs its tasks' steps on until
// it is done or nothing is due (`runAwaitedWork`).
//
// Going back: when a turn fails (a statement or a gesture), when `:undo` or `:redo` moves to
// another state, and when an expression is evaluated without keeping its changes (`peek`), the
// tasks' bookkeeping goes back with the state (`TaskTable.Snapshot`, `rollBack(to:noting:)`):
// a task whose code did not run since waits again as it waited then, and a continuation
// resumed since is not resumed; a task whose code ran on (or ended) since cannot go back, so it
// is stopped for good, with the tasks waiting for it, the learner is told, and asking for its
// value says it has none.

/// The bookkeeping of the code running now, which each task keeps for itself while another
/// runs.
struct ExecutionContext {
  var scopes: [[String: Int]] = []
  var callDepth = 0
  var moduleCallDepth = 0
  var frames: [[[String: Int]]] = []
  var returnTypes: [String?] = []
  var selfStack: [Value?] = []
  var valueSelfFrames: [Int] = []
  var runningCode: [RunningCode] = []
  var callSite: SourceLocation?
  var initializing: [(object: ObjectID, owner: String)] = []
  var convenienceInits: [String] = []
  var inoutValues: [String: Value] = [:]
  var closureInoutPositions: Set<Int> = []
  var closureInoutFinals: [Int: Value] = [:]
  var observing: Set<Int> = []
  var stack: StackBudget?
  var mutatingSelf: [Value] = []
  var superDepths: [String: Int] = [:]
  var failureOrigin: FailureOrigin?
}

/// One task of the learner's program.
final class LearnerTask {
  let id: Int
  /// The `Task` value, when the learner made one (nil for a statement that awaits).
  let object: ObjectID?
  /// True for a top-level statement that awaits: its errors are the statement's.
  let isStatement: Bool
  var coroutine: Coroutine?
  var context = ExecutionContext()
  /// How it ended: its value or its error.
  var outcome: Result<Value, Error>?
  /// What the suspension it waits at answers when it goes on.
  var resumption: Result<Value, Error>?
  /// The tasks waiting for its value.
  var waiters: [Int] = []
  var isCancelled = false
  /// The `onCancel:` closures of the `withTaskCancellationHandler` calls it is inside,
  /// innermost last: `cancel()` runs them.
  var cancellationHandlers: [Value] = []
  /// True when it is to be unwound without running on (the program was reset).
  var isAbandoned = false
  /// How many times its code has been resumed: a turn that fails unwinds the tasks whose
  /// code ran on in it (`TaskTable.Snapshot`).
  var resumptions = 0
  /// A statement's echo (`let ok: Bool = true`): what its task ended with.
  var echo: String? {
    if case .success(.string(let text))? = outcome, isStatement { return text }
    return nil
  }
  /// The queue of the cooperative pool it runs on, as the Main Thread Checker names it; nil
  /// for the main actor.
  var queue: String?
  /// A statement's task still waiting when the statement's own turn ended.
  var outlivedItsTurn = false
  /// True while its next step is on the clock: it is not put there twice.
  var isScheduled = false
  /// Counts the wake-ups put on the clock: only the last one runs it.
  var wake = 0
  /// True while it waits in `Task.sleep`, which cancelling ends at once.
  var isSleeping = false
  /// The input of the code that made it (the function, else the input running then): an
  /// error that stops it is shown there.
  var origin: Int?

  init(id: Int, object: ObjectID?, isStatement: Bool) {
    self.id = id
    self.object = object
    self.isStatement = isStatement
  }
}

/// A continuation made by `withCheckedContinuation` and its kin.
struct ContinuationRecord {
  /// The task that waits for it.
  var task: Int?
  /// The function that made it, as the runtime names it (`confirm()`).
  var function: String
  var isChecked: Bool
  var result: Result<Value, Error>?
  /// True once its task has suspended waiting for it.
  var isAwaited = false
}

/// A task group, or an `AsyncStream`: elements that come one at a time, and the task that
/// waits for the next.
final class AsyncChannel {
  /// The elements (or errors) ready, in the order they came.
  var ready: [Result<Value, Error>] = []
  /// A stream: `finish()` was called, with the error of `finish(throwing:)` if any.
  var isFinished = false
  var ending: Error?
  /// A group: the children that have not ended yet.
  var pendingChildren: [Int] = []
  let isGroup: Bool
  /// The task waiting for the next element.
  var waiter: Int?

  init(isGroup: Bool) { self.isGroup = isGroup }

  /// True when no element can come any more.
  var isDone: Bool { isGroup ? pendingChildren.isEmpty : isFinished }
}

/// The tasks and continuations of one interpreter.
final class TaskTable {
  var tasks: [Int: LearnerTask] = [:]
  var byObject: [ObjectID: Int] = [:]
  var continuations: [ObjectID: ContinuationRecord] = [:]
  /// Task groups and streams by their object, and the group each child task belongs to.
  var channels: [ObjectID: AsyncChannel] = [:]
  var groupOfChild: [Int: ObjectID] = [:]
  /// The stream each `AsyncStream.Continuation` feeds.
  var streamOfContinuation: [ObjectID: ObjectID] = [:]
  /// The task running now (nil: none, the code of a statement that does not await).
  var running: Int?
  var nextID = 1
  /// The task of the last top-level statement that awaited.
  var lastStatement: LearnerTask?
  /// The most tasks that may wait at once: each holds a thread.
  static let waitingLimit = 500
  /// The tasks that have a coroutine now (made and not ended).
  var live: Set<Int> = []
  /// How many tasks have a coroutine now.
  var waiting: Int { live.count }
}

extension TaskTable {
  /// What a turn can change in the tables, kept so that a turn that fails leaves them as
  /// before it: the world's clock goes back with the state, and the tasks, continuations and
  /// channels go back with it, so a wake-up the restored clock still holds finds its task
  /// where it was. A task's code cannot go back: one that ran on in the turn (or was made in
  /// it) is unwound instead (`Interpreter.rollBack(to:)`).
  struct Snapshot {
    /// A task's scheduling, which a turn changes without running its code.
    struct Schedule {
      let task: LearnerTask
      let resumptions: Int
      let resumption: Result<Value, Error>?
      let waiters: [Int]
      let isCancelled: Bool
      let outlivedItsTurn: Bool
      let isScheduled: Bool
      let wake: Int
      let isSleeping: Bool
    }
    /// A channel's elements and waiter.
    struct Channel {
      let channel: AsyncChannel
      let ready: [Result<Value, Error>]
      let isFinished: Bool
      let ending: Error?
      let pendingChildren: [Int]
      let waiter: Int?
    }
    /// Every task, ended ones too; the scheduling of those that wait.
    let tasks: [Int: LearnerTask]
    let schedules: [Int: Schedule]
    let channels: [ObjectID: Channel]
    let byObject: [ObjectID: Int]
    let continuations: [ObjectID: ContinuationRecord]
    let groupOfChild: [Int: ObjectID]
    let streamOfContinuation: [ObjectID: ObjectID]
    let lastStatement: LearnerTask?
  }

  /// True when there are no tasks, channels or continuations.
  var isEmpty: Bool { tasks.isEmpty && channels.isEmpty && continuations.isEmpty }

  /// The tables as they are now; nil when there is nothing to keep (no task, no channel). It
  /// costs what waits: the tables are shared, and only the tasks that wait are read.
  var snapshot: Snapshot? {
    guard !isEmpty else { return nil }
    var schedules: [Int: Snapshot.Schedule] = [:]
    for id in live {
      guard let task = tasks[id] else { continue }
      schedules[id] = Snapshot.Schedule(
        task: task, resumptions: task.resumptions, resumption: task.resumption,
        waiters: task.waiters, isCancelled: task.isCancelled,
        outlivedItsTurn: task.outlivedItsTurn, isScheduled: task.isScheduled,
        wake: task.wake, isSleeping: task.isSleeping)
    }
    return Snapshot(
      tasks: tasks, schedules: schedules,
      channels: channels.mapValues { channel in
        Snapshot.Channel(
          channel: channel, ready: channel.ready, isFinished: channel.isFinished,
          ending: channel.ending, pendingChildren: channel.pendingChildren,
          waiter: channel.waiter)
      },
      byObject: byObject, continuations: continuations, groupOfChild: groupOfChild,
      streamOfContinuation: streamOfContinuation, lastStatement: lastStatement)
  }
}

/// The tasks' bookkeeping as it was at a moment the shell can go back to (`:undo`, `:redo`),
/// kept beside the state of that moment: going back to it stops the tasks whose code ran since
/// and puts the others back as they were (`Interpreter.restore(_:tasks:)`).
public struct KeptTasks {
  let snapshot: TaskTable.Snapshot?
}

/// Unwinds a task that is abandoned: its code does not run on.
struct TaskAbandoned: Error {}

extension Interpreter {
  /// Swaps the bookkeeping of the code running now with `other`'s.
  func exchangeContext(_ other: inout ExecutionContext) {
    swap(&scopes, &other.scopes)
    swap(&callDepth, &other.callDepth)
    swap(&moduleCallDepth, &other.moduleCallDepth)
    swap(&frames, &other.frames)
    swap(&returnTypes, &other.returnTypes)
    swap(&selfStack, &other.selfStack)
    swap(&valueSelfFrames, &other.valueSelfFrames)
    swap(&runningCode, &other.runningCode)
    swap(&callSite, &other.callSite)
    swap(&initializing, &other.initializing)
    swap(&convenienceInits, &other.convenienceInits)
    swap(&inoutValues, &other.inoutValues)
    swap(&closureInoutPositions, &other.closureInoutPositions)
    swap(&closureInoutFinals, &other.closureInoutFinals)
    swap(&observing, &other.observing)
    swap(&stack, &other.stack)
    swap(&mutatingSelf, &other.mutatingSelf)
    swap(&superDepths, &other.superDepths)
    swap(&failureOrigin, &other.failureOrigin)
  }

  /// Makes a task that runs `body` when first resumed.
  func makeTask(
    object: ObjectID?, isStatement: Bool, range: SourceRange, body: @escaping () throws -> Value
  ) throws -> LearnerTask {
    guard tasks.waiting < TaskTable.waitingLimit else {
      throw scriptError(
        Said(.moreThanTasksWaiting, TaskTable.waitingLimit),
        at: range)
    }
    let task = LearnerTask(id: tasks.nextID, object: object, isStatement: isStatement)
    tasks.nextID += 1
    task.origin = runningCodeOrigin
    tasks.tasks[task.id] = task
    if let object { tasks.byObject[object] = task.id }
    tasks.live.insert(task.id)
    task.coroutine = Coroutine { [unowned self, unowned task] in
      self.stack = StackBudget(LargeStack.budget)
      do {
        task.outcome = .success(try body())
      } catch {
        task.outcome = .failure(error)
      }
    }
    return task
  }

  /// Runs task `id` until it suspends or ends. An error that ends it is thrown here when it
  /// belongs to the turn (a crash, AlertLab stopping it, a statement's uncaught error); an
  /// error the learner's code threw stays in a `Task`, for its `value` to throw.
  func resumeTask(_ id: Int, range: SourceRange? = nil) throws {
    guard let task = tasks.tasks[id], task.outcome == nil, let coroutine = task.coroutine else {
      return
    }
    task.isScheduled = false
    task.resumptions += 1
    let previous = tasks.running
    tasks.running = id
    exchangeContext(&task.context)
    let thread = state.world.clock.enter(queue: task.queue)
    let ran = coroutine.resume()
    state.world.clock.leave(to: thread)
    exchangeContext(&task.context)
    tasks.running = previous
    guard ran else {
      task.outcome = .failure(TaskAbandoned())
      retire(task)
      throw scriptError(
        Said(.couldStartTaskNo),
        at: range ?? SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0)))
    }
    guard let outcome = task.outcome else { return }
    retire(task)
    if task.isStatement, task.outlivedItsTurn, let echo = task.echo, case .success = outcome {
      state.world.emit(.note(Said(.statementWaitedAwaitWent, echo)))
    }
    for waiter in task.waiters { scheduleResumption(of: waiter, with: outcome) }
    task.waiters = []
    if let group = tasks.groupOfChild.removeValue(forKey: id), let channel = tasks.channels[group] {
      channel.pendingChildren.removeAll { $0 == id }
      channel.ready.append(outcome)
      wake(channel)
    }
    if task.object == nil { tasks.tasks[id] = nil }
    guard case .failure(let error) = outcome else { return }
    if error is TaskAbandoned { return }
    if error is ThrownError && !task.isStatement { return }
    if !task.isStatement, case .diagnostic? = error as? ScriptFailure {
      // Shown in the input its code came from, as a handler's error is.
      throw HandlerFailure(
        underlying: error, context: HandlerContext(name: Said(.handlerTask), inputTag: task.origin))
    }
    throw error
  }

  /// The input the code running now came from: the function's (not a method's: its name
  /// alone does not say which), else the input running; nil when not known.
  var runningCodeOrigin: Int? {
    guard case .function(let name, _, _)? = runningCode.last else { return inputTag }
    return (selfStack.last ?? nil) == nil ? functionOrigins[name] : nil
  }

  /// A task that has ended lets its coroutine go.
  func retire(_ task: LearnerTask) {
    guard task.coroutine != nil else { return }
    task.coroutine = nil
    tasks.live.remove(task.id)
  }

  /// Puts task `id`'s next step on the clock: at the end of this turn, or `delay` seconds on.
  func scheduleResumption(of id: Int, with result: Result<Value, Error>, after delay: Double = 0) {
    guard let task = tasks.tasks[id], task.outcome == nil, !task.isScheduled else { return }
    task.resumption = result
    putOnClock(task, after: delay)
  }

  /// Schedules `task`'s next step; a step scheduled before is overtaken. A `held` step waits
  /// for top-level code to let the main actor go (`World.hold`).
  func putOnClock(_ task: LearnerTask, after delay: Double, held: Bool = false) {
    task.isScheduled = true
    task.wake += 1
    state.callables.append(.task(task.id, wake: task.wake))
    let job = ScheduledWork.Job.block(Callable(state.callables.count - 1))
    if held { state.world.hold(job) } else { state.world.schedule(job, after: delay) }
  }

  /// `task.cancel()`: marks it; one asleep in `Task.sleep` wakes now with `CancellationError`.
  func cancel(_ task: LearnerTask, range: SourceRange) throws {
    let first = !task.isCancelled
    task.isCancelled = true
    if first {
      for handler in task.cancellationHandlers.reversed() {
        _ = try callFunctionValue(handler, arguments: [], range: range)
      }
    }
    guard task.isSleeping, task.outcome == nil else { return }
    task.isSleeping = false
    task.resumption = .failure(cancellationError())
    putOnClock(task, after: 0)
  }

  /// The error a cancelled `Task.sleep` or `Task.checkCancellation()` throws.
  func cancellationError() -> ThrownError {
    let object = state.world.makeID()
    state.world.plainObjects[object] = "CancellationError"
    return ThrownError(
      value: .object(object), range: SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0)))
  }

  /// Suspends the task running now until its next step is scheduled and run; answers what
  /// it was resumed with.
  func suspendRunningTask(range: SourceRange) throws -> Value {
    guard let id = tasks.running, let task = tasks.tasks[id], let coroutine = task.coroutine else {
      throw scriptError("'async' call in a function that does not support concurrency", at: range)
    }
    // Top-level code that waits lets the main actor go: the tasks it made start.
    if task.isStatement { state.world.releaseHeldWork() }
    coroutine.suspend()
    if task.isAbandoned { throw TaskAbandoned() }
    let result = task.resumption ?? .success(.void)
    task.resumption = nil
    return try result.get()
  }

  /// A top-level statement that awaits: run as a task. Its echo when it ends in this turn;
  /// nil when it waits (it goes on when what it awaits is done).
  func executeAsTask(_ statement: Stmt) throws -> String? {
    let task = try makeTask(object: nil, isStatement: true, range: statement.range) {
      [unowned self] in
      try self.executeTopLevel(statement).map(Value.string) ?? .void
    }
    tasks.lastStatement = task
    try resumeTask(task.id, range: statement.range)
    return task.echo
  }

  /// A statement that awaits goes on while work is due now: a turn's end stops after some
  /// rounds (work that queues work for now goes on in the next turn), but a compiled
  /// program's top-level code waits until what it awaits is done, so its tasks' steps run on,
  /// within `World.turnWorkLimit` pieces. Their failures (the waiting-tasks limit) are the
  /// statement's.
  ///
  /// In a script the clock moves on too while a task sleeps (`Task.sleep`): a compiled
  /// program's top-level code waits out the time, and the main run loop runs what falls due
  /// meanwhile. At the prompt and in a lesson, time passes with `:wait` only.
  func runAwaitedWork() throws {
    var ran = 0
    while let task = tasks.lastStatement, task.outcome == nil {
      var count = 0
      try withWorld { count = try $0.endTurn(runner: self) }
      if count == 0 {
        guard holdsTaskStarts, let next = nextWorkWhileSleeping() else { return }
        var fired = 0
        try withWorld { fired = try $0.wait(next - $0.clock.now, runner: self, limit: 1).ran }
        count = max(fired, 1)
      }
      ran += count
      if ran > World.turnWorkLimit { throw RunawayTurn(limit: World.turnWorkLimit) }
    }
  }

  /// When a task sleeps, the time of the next work on the clock (its resumption, or a timer
  /// or queued block due before it); nil when no task sleeps or nothing waits on the clock.
  func nextWorkWhileSleeping() -> Double? {
    guard tasks.live.contains(where: { tasks.tasks[$0]?.isSleeping == true }) else { return nil }
    return state.world.clock.pending.lazy.map(\.deadline).min()
  }

  /// After the turn of a statement that awaits: its echo when it has ended; nil, and a note,
  /// when it still waits.
  func endWaitingStatement() -> String? {
    guard let task = tasks.lastStatement else { return nil }
    guard task.outcome == nil else {
      tasks.lastStatement = nil
      return task.echo
    }
    task.outlivedItsTurn = true
    state.world.emit(.note(Said(.statementWaitsAwaitGoes)))
    return nil
  }

  /// Unwinds a task without running its code on: one that has run is resumed to throw
  /// `TaskAbandoned` where it waits; one that never ran is let go.
  func abandon(_ task: LearnerTask) {
    task.isAbandoned = true
    guard let coroutine = task.coroutine else { return }
    if coroutine.started {
      try? resumeTask(task.id)
    } else {
      task.outcome = .failure(TaskAbandoned())
      retire(task)
    }
  }

  /// A turn that failed (a statement or a gesture) is undone: the tasks whose code ran on in it,
  /// and those it made, are unwound (their code cannot go back), and the tables are put back as
  /// `saved` kept them, with the tasks that did not run: a continuation the turn resumed waits
  /// to be resumed again. A task that ended in the turn is unwound too: its code
  /// cannot be put back where it waited, and its value is of code that was undone. A task
  /// waiting for the value of one unwound, or for it as a group's child, can never go on, and
  /// is unwound with it. Nil `saved`: there were none before the turn. `events` says so when a
  /// task that was there before the turn is unwound now.
  func rollBack(to saved: TaskTable.Snapshot?, noting events: inout [WorldEvent]) {
    let before = saved?.schedules ?? [:]
    // Those that wait now or waited before the turn: the others did not run in it.
    let candidates = tasks.live.compactMap { tasks.tasks[$0] } + before.values.map(\.task)
    var pending = candidates.filter { before[$0.id]?.resumptions != $0.resumptions }
      .sorted { $0.id > $1.id }
    var unwound: Set<Int> = []
    // Whether a task that was there before is stopped now (not one stopped before: `:undo`
    // twice).
    var stopsOne = false
    while let task = pending.popLast() {
      guard unwound.insert(task.id).inserted else { continue }
      if before[task.id] != nil, !task.isAbandoned { stopsOne = true }
      abandon(task)
      // Ended in the turn: what it ended with is of code that was undone.
      if task.coroutine == nil { task.outcome = .failure(TaskAbandoned()) }
      var dependents = before[task.id]?.waiters ?? []
      if let group = saved?.groupOfChild[task.id], let waiter = saved?.channels[group]?.waiter {
        dependents.append(waiter)
      }
      pending += dependents.sorted(by: >).compactMap { before[$0]?.task }
    }
    var kept = saved?.tasks ?? [:]
    for (id, schedule) in before {
      let task = schedule.task
      guard task.outcome == nil else {
        // Unwound now: nothing wakes it again, and only a `Task` value's is kept, for its
        // `value`.
        task.isScheduled = false
        task.isSleeping = false
        if task.object == nil { kept[id] = nil }
        continue
      }
      task.resumption = schedule.resumption
      task.waiters = schedule.waiters
      task.isCancelled = schedule.isCancelled
      task.outlivedItsTurn = schedule.outlivedItsTurn
      task.isScheduled = schedule.isScheduled
      task.wake = schedule.wake
      task.isSleeping = schedule.isSleeping
    }
    tasks.tasks = kept
    tasks.byObject = saved?.byObject ?? [:]
    tasks.continuations = saved?.continuations ?? [:]
    tasks.groupOfChild = (saved?.groupOfChild ?? [:]).filter { !unwound.contains($0.key) }
    tasks.streamOfContinuation = saved?.streamOfContinuation ?? [:]
    tasks.lastStatement = saved?.lastStatement
    tasks.channels = (saved?.channels ?? [:]).mapValues { kept in
      // A child unwound has ended so: asking the group for it says the child was stopped.
      let ended = kept.pendingChildren.filter { unwound.contains($0) }
      kept.channel.ready = kept.ready + ended.map { _ in .failure(TaskAbandoned()) }
      kept.channel.isFinished = kept.isFinished
      kept.channel.ending = kept.ending
      kept.channel.pendingChildren = kept.pendingChildren.filter { !unwound.contains($0) }
      kept.channel.waiter = kept.waiter.flatMap { unwound.contains($0) ? nil : $0 }
      return kept.channel
    }
    if stopsOne {
      events.append(.note(Said(.tasksWaitingRanWhat)))
    }
  }

  /// Unwinds every task that waits, without running its code on: when the program starts
  /// again.
  public func abandonTasks() {
    let waiting = tasks.live.compactMap { tasks.tasks[$0] }.sorted { $0.id < $1.id }
    for task in waiting { abandon(task) }
    tasks.tasks = [:]
    tasks.live = []
    tasks.lastStatement = nil
    tasks.byObject = [:]
    tasks.continuations = [:]
    tasks.channels = [:]
    tasks.groupOfChild = [:]
  }

  /// The task a `Task` value is.
  func task(of object: ObjectID) -> LearnerTask? {
    tasks.byObject[object].flatMap { tasks.tasks[$0] }
  }
}

// MARK: - Tasks, continuations and the main actor

extension Interpreter {
  /// The functions below, which the interpreter treats as built in.
  static let concurrencyFunctions: Set<String> = [
    "withCheckedContinuation", "withCheckedThrowingContinuation", "withUnsafeContinuation",
    "withUnsafeThrowingContinuation", "withTaskGroup", "withThrowingTaskGroup",
    "withDiscardingTaskGroup", "withThrowingDiscardingTaskGroup", "withTaskCancellationHandler",
  ]

  /// Runs one of `concurrencyFunctions`; nil for any other name.
  func callConcurrencyFunction(_ name: String, arguments: [Argument], range: SourceRange) throws
    -> Value?
  {
    guard Self.concurrencyFunctions.contains(name) else { return nil }
    if name == "withTaskCancellationHandler" {
      return try withCancellationHandler(arguments, range: range)
    }
    guard let closure = arguments.last else {
      throw scriptError("missing argument for parameter 'body' in call", at: range)
    }
    let body = try eval(closure.value)
    if name.hasSuffix("TaskGroup") { return try withTaskGroup(body, range: range) }
    return try withContinuation(body, checked: name.hasPrefix("withChecked"), range: range)
  }

  /// `withTaskCancellationHandler(operation:onCancel:)`: runs the operation; a `cancel()` of
  /// the task meanwhile runs `onCancel` at once, and a task already cancelled runs it first.
  func withCancellationHandler(_ arguments: [Argument], range: SourceRange) throws -> Value {
    guard let operation = arguments.first(where: { $0.label == "operation" }) ?? arguments.first,
      let handler = arguments.first(where: { $0.label == "onCancel" }),
      arguments.allSatisfy({ [nil, "operation", "onCancel", "isolation"].contains($0.label) })
    else {
      throw scriptError("missing argument for parameter 'onCancel' in call", at: range)
    }
    let onCancel = try eval(handler.value)
    let body = try eval(operation.value)
    guard let id = tasks.running, let task = tasks.tasks[id] else {
      return try callFunctionValue(body, arguments: [], range: range)
    }
    if task.isCancelled { _ = try callFunctionValue(onCancel, arguments: [], range: range) }
    task.cancellationHandlers.append(onCancel)
    defer { task.cancellationHandlers.removeLast() }
    return try callFunctionValue(body, arguments: [], range: range)
  }

  /// Calls `body` with a new continuation; suspends the running task until it is resumed.
  func withContinuation(_ body: Value, checked: Bool, range: SourceRange) throws -> Value {
    let object = state.world.makeID()
    state.world.plainObjects[object] = checked ? "CheckedContinuation" : "UnsafeContinuation"
    let function = runningCode.last?.swiftName ?? "main"
    tasks.continuations[object] = ContinuationRecord(
      task: tasks.running, function: function, isChecked: checked)
    _ = try apply(body, to: .object(object), range: range)
    if let result = tasks.continuations[object]?.result { return try result.get() }
    tasks.continuations[object]?.isAwaited = true
    return try suspendRunningTask(range: range)
  }

  /// `continuation.resume(returning:)` and its kin: the waiting task goes on at the end of
  /// this turn. A checked continuation resumed twice stops the app with the runtime's text.
  func resumeContinuation(_ object: ObjectID, with result: Result<Value, Error>, range: SourceRange)
    throws -> Value
  {
    guard var record = tasks.continuations[object] else { return .void }
    if record.result != nil {
      guard record.isChecked else { return .void }
      let formatter = ValueFormatter(world: state.world)
      let how: String
      switch result {
      case .success(let value): how = "returning " + formatter.printed(value)
      case .failure(let error as ThrownError): how = "throwing " + formatter.printed(error.value)
      case .failure: how = "throwing an error"
      }
      throw trap(
        .continuationResumedTwice(
          message: "\(record.function) tried to resume its continuation more than once, \(how)!",
          iOS: state.world.iOS), at: range)
    }
    record.result = result
    tasks.continuations[object] = record
    guard record.isAwaited, let task = record.task else { return .void }
    if tasks.tasks[task]?.outcome == nil {
      scheduleResumption(of: task, with: result)
    } else {
      // Its task was stopped while it waited (`rollBack(to:noting:)`): nothing can go on.
      state.world.emit(.note(Said(.taskWaitingContinuationStopped)))
    }
    return .void
  }

  /// The continuations nothing refers to any more are gone: one never resumed leaves its task
  /// waiting for good, and a checked one says so with the runtime's warning.
  func releaseContinuations(keeping reachable: Set<ObjectID>) {
    let gone = tasks.continuations.keys.filter { !reachable.contains($0) }.sorted {
      $0.rawValue < $1.rawValue
    }
    for object in gone {
      guard let record = tasks.continuations.removeValue(forKey: object) else { continue }
      guard record.result == nil else { continue }
      if record.isChecked {
        let rule = RuleCatalog.continuationLeaked
        state.world.emit(
          .log(
            ruleID: rule.id,
            text: rule.message(RuleContext(iOS: state.world.iOS, subject: record.function))))
      }
      // Its task can never go on: its thread is unwound.
      if record.isAwaited, let id = record.task, let task = tasks.tasks[id], id != tasks.running {
        abandon(task)
      }
    }
  }

  /// The queue a detached task runs on: the cooperative pool's, at the default priority.
  static let cooperativeQueue = "com.apple.root.default-qos.cooperative"

  /// `Task { ... }`: a task that starts at the end of this turn, on the main actor (or, made
  /// in a detached task, on the cooperative pool); `Task.detached { ... }` on the pool. Made
  /// by top-level code while `holdsTaskStarts` (`mayHold`), it starts once that code waits.
  func startTask(
    _ operation: Value, detached: Bool = false, mayHold: Bool = false, range: SourceRange
  ) throws -> Value {
    let object = state.world.makeID()
    state.world.plainObjects[object] = "Task"
    let task = try makeTask(object: object, isStatement: false, range: range) {
      [unowned self] in
      try self.callFunctionValue(operation, arguments: [], range: range)
    }
    task.queue =
      detached ? Self.cooperativeQueue : tasks.running.flatMap { tasks.tasks[$0]?.queue }
    putOnClock(task, after: 0, held: mayHold && holdsTaskStarts && isTopLevelCodeRunning)
    return .object(object)
  }

  /// True while the program's top-level code runs: a statement, or the task of one that
  /// awaits.
  var isTopLevelCodeRunning: Bool {
    guard let running = tasks.running else { return runsTopLevelCode }
    return tasks.tasks[running]?.isStatement == true
  }

  /// `task.result`: `.success(value)`, or `.failure(error)` for what its code threw.
  func result(of object: ObjectID, range: SourceRange) throws -> Value {
    do {
      let value = try value(of: object, range: range)
      return .enumPayload(type: "Result", name: "success", values: [value], labels: [nil])
    } catch let thrown as ThrownError {
      return .enumPayload(type: "Result", name: "failure", values: [thrown.value], labels: [nil])
    }
  }

  // MARK: Task groups and streams

  /// True for a task group or a stream: `for await` takes its elements one at a time.
  func isAsyncSequence(_ object: ObjectID) -> Bool { tasks.channels[object] != nil }

  /// The next element of a group or stream, waiting for it; nil when no more can come.
  func nextElement(of object: ObjectID, range: SourceRange) throws -> Value? {
    guard let channel = tasks.channels[object] else { return nil }
    while true {
      if !channel.ready.isEmpty { return try element(channel.ready.removeFirst(), range: range) }
      if channel.isDone {
        if let ending = channel.ending {
          channel.ending = nil
          throw ending
        }
        return nil
      }
      guard let running = tasks.running else {
        throw scriptError("'async' call in a function that does not support concurrency", at: range)
      }
      channel.waiter = running
      _ = try suspendRunningTask(range: range)
      channel.waiter = nil
    }
  }

  /// Lets the task waiting on `channel` look again at the end of this turn.
  func wake(_ channel: AsyncChannel) {
    guard let waiter = channel.waiter else { return }
    scheduleResumption(of: waiter, with: .success(.void))
  }

  /// `withTaskGroup(of:returning:body:)` and its kin: runs the body with a new group, then
  /// waits for the children it did not wait for.
  func withTaskGroup(_ body: Value, range: SourceRange) throws -> Value {
    let object = state.world.makeID()
    state.world.plainObjects[object] = "TaskGroup"
    let channel = AsyncChannel(isGroup: true)
    tasks.channels[object] = channel
    defer { tasks.channels[object] = nil }
    let result: Result<Value, Error>
    do {
      result = .success(try apply(body, to: .object(object), range: range))
    } catch {
      for child in channel.pendingChildren {
        if let task = tasks.tasks[child] { try cancel(task, range: range) }
      }
      result = .failure(error)
    }
    if case .failure(let error) = result, !(error is ThrownError) { throw error }
    while !channel.pendingChildren.isEmpty {
      channel.ready = []
      _ = try nextElement(of: object, range: range)
    }
    return try result.get()
  }

  /// `group.addTask { ... }`: a child task that starts at the end of this turn.
  func addChildTask(to group: ObjectID, _ operation: Value, range: SourceRange) throws -> Value {
    guard let channel = tasks.channels[group] else { return .void }
    guard case .object(let object) = try startTask(operation, range: range),
      let child = tasks.byObject[object]
    else { return .void }
    channel.pendingChildren.append(child)
    tasks.groupOfChild[child] = group
    return .void
  }

  /// `AsyncStream { continuation in ... }`: the stream, its build closure called at once.
  func makeStream(_ build: Value?, range: SourceRange) throws -> Value {
    let (stream, continuation) = newStream()
    if let build { _ = try apply(build, to: .object(continuation), range: range) }
    return .object(stream)
  }

  /// `(stream:continuation:)` of a new stream, as `makeStream` gives them.
  func streamAndContinuation() -> Value {
    let (stream, continuation) = newStream()
    return .tuple([.object(stream), .object(continuation)], labels: ["stream", "continuation"])
  }

  /// A stream and the continuation that feeds it.
  func newStream() -> (stream: ObjectID, continuation: ObjectID) {
    let object = state.world.makeID()
    state.world.plainObjects[object] = "AsyncStream"
    tasks.channels[object] = AsyncChannel(isGroup: false)
    let continuation = state.world.makeID()
    state.world.plainObjects[continuation] = "AsyncStream.Continuation"
    tasks.streamOfContinuation[continuation] = object
    return (object, continuation)
  }

  /// `continuation.yield(value)`, `finish()`, `finish(throwing:)`.
  func feedStream(of continuation: ObjectID, _ element: Result<Value, Error>?) -> Value {
    guard let stream = tasks.streamOfContinuation[continuation],
      let channel = tasks.channels[stream], !channel.isFinished
    else { return .void }
    switch element {
    case .success(let value)?: channel.ready.append(.success(value))
    case .failure(let error)?:
      channel.isFinished = true
      channel.ending = error
    case nil: channel.isFinished = true
    }
    wake(channel)
    return .void
  }

  /// `await task.value`: the value when the task has ended, else the running task waits.
  func value(of object: ObjectID, range: SourceRange) throws -> Value {
    guard let task = task(of: object) else { throw stoppedTask(at: range) }
    if let outcome = task.outcome { return try element(outcome, range: range) }
    guard let running = tasks.running, running != task.id else {
      throw scriptError("'async' call in a function that does not support concurrency", at: range)
    }
    task.waiters.append(running)
    return try suspendRunningTask(range: range)
  }

  /// What a task ended with, for the code that asks for it: a task that was stopped for good
  /// has nothing to give (`stoppedTask(at:)`).
  func element(_ outcome: Result<Value, Error>, range: SourceRange) throws -> Value {
    if case .failure(let error) = outcome, error is TaskAbandoned { throw stoppedTask(at: range) }
    return try outcome.get()
  }

  /// The error of asking for the value of a task that was unwound (`rollBack(to:noting:)`,
  /// `abandonTasks()`).
  func stoppedTask(at range: SourceRange) -> ScriptFailure {
    scriptError(
      Said(.taskStoppedGoodWhen), at: range)
  }

  /// `Task.sleep`: the running task waits `seconds` on the simulated clock (`:wait`).
  func sleepRunningTask(_ seconds: Double, range: SourceRange) throws -> Value {
    guard let running = tasks.running, let task = tasks.tasks[running] else {
      throw scriptError("'async' call in a function that does not support concurrency", at: range)
    }
    if task.isCancelled { throw cancellationError() }
    scheduleResumption(of: running, with: .success(.void), after: seconds)
    task.isSleeping = true
    defer { task.isSleeping = false }
    return try suspendRunningTask(range: range)
  }
}

extension APIClass {
  /// `Task(priority: .high)`: the priorities a task is given. AlertLab runs tasks in the order
  /// they can go, whatever their priority. `.userInitiated` is `.high` and `.utility` is
  /// `.low`, the same values, as in Swift.
  static let taskPriority = APIClass(
    "TaskPriority", superclass: nil,
    enums: [EnumSpec("TaskPriority", cases: ["high", "medium", "low", "background"])],
    members: [("userInitiated", "high"), ("utility", "low")].map { alias, value in
      .staticProperty(alias, "TaskPriority") { _, _ in
        .enumCase(type: "TaskPriority", name: value)
      }
    })

  static let task = APIClass(
    "Task", superclass: nil,
    members: [
      .initializer(
        [
          ParamSpec("priority", "TaskPriority?", default: true),
          ParamSpec("operation", "() -> Any"),
        ]
      ) { machine, use in
        guard let operation = use.argument(1) else { return .none }
        return try machine.startTask(operation, mayHold: true, range: use.range)
      },
      .staticMethod(
        "detached",
        [
          ParamSpec("priority", "TaskPriority?", default: true),
          ParamSpec("operation", "() -> Any"),
        ],
        returns: "Task"
      ) { machine, use in
        guard let operation = use.argument(1) else { return .none }
        return try machine.startTask(operation, detached: true, range: use.range)
      },
      .staticMethod("sleep", [ParamSpec("nanoseconds", "UInt64")], returns: "Void") {
        machine, use in
        let nanoseconds = use.argument(0).flatMap(machine.exactInteger) ?? 0
        return try machine.sleepRunningTask(Double(nanoseconds) / 1e9, range: use.range)
      },
      // The first spelling (iOS 13), deprecated for `sleep(nanoseconds:)`.
      .staticMethod("sleep", [ParamSpec(nil, "UInt64")], returns: "Void") { machine, use in
        let nanoseconds = use.argument(0).flatMap(machine.exactInteger) ?? 0
        return try machine.sleepRunningTask(Double(nanoseconds) / 1e9, range: use.range)
      },
      .staticMethod("sleep", [ParamSpec("for", "Duration")], returns: "Void") { machine, use in
        try machine.sleepRunningTask(machine.seconds(use.argument(0)), range: use.range)
      },
      .staticMethod("yield", [], returns: "Void") { machine, use in
        guard let running = machine.tasks.running else {
          throw scriptError(
            "'async' call in a function that does not support concurrency", at: use.range)
        }
        machine.scheduleResumption(of: running, with: .success(.void))
        return try machine.suspendRunningTask(range: use.range)
      },
      .staticMethod("checkCancellation", [], returns: "Void") { machine, _ in
        let running = machine.tasks.running.flatMap { machine.tasks.tasks[$0] }
        if running?.isCancelled == true { throw machine.cancellationError() }
        return .void
      },
      .staticProperty("isCancelled", "Bool") { machine, _ in
        .bool(machine.tasks.running.flatMap { machine.tasks.tasks[$0]?.isCancelled } ?? false)
      },
      .objectProperty("value", "Any") { machine, task, use in
        try machine.value(of: task, range: use.range)
      },
      .objectProperty("result", "Any") { machine, task, use in
        try machine.result(of: task, range: use.range)
      },
      .objectProperty("isCancelled", "Bool") { machine, task, _ in
        .bool(machine.task(of: task)?.isCancelled ?? false)
      },
      .objectMethod("cancel", []) { machine, task, use in
        if let task = machine.task(of: task) { try machine.cancel(task, range: use.range) }
        return .void
      },
    ])

  static let checkedContinuation = APIClass(
    "CheckedContinuation", superclass: nil,
    members: continuationMembers)

  static let unsafeContinuation = APIClass(
    "UnsafeContinuation", superclass: nil,
    members: continuationMembers)

  static let continuationMembers: [APIMember] = [
    .objectMethod("resume", [ParamSpec("returning", "Any")]) { machine, continuation, use in
      try machine.resumeContinuation(
        continuation, with: .success(use.argument(0) ?? .void), range: use.range)
    },
    .objectMethod("resume", []) { machine, continuation, use in
      try machine.resumeContinuation(continuation, with: .success(.void), range: use.range)
    },
    .objectMethod("resume", [ParamSpec("throwing", "Error")]) { machine, continuation, use in
      let error = ThrownError(value: use.argument(0) ?? .void, range: use.range)
      return try machine.resumeContinuation(continuation, with: .failure(error), range: use.range)
    },
  ]

  static let taskGroup = APIClass(
    "TaskGroup", superclass: nil, oldNames: ["ThrowingTaskGroup", "DiscardingTaskGroup"],
    members: [
      .objectMethod(
        "addTask",
        [
          ParamSpec("priority", "TaskPriority?", default: true),
          ParamSpec("operation", "() -> Any"),
        ]
      ) { machine, group, use in
        guard let operation = use.argument(1) else { return .void }
        return try machine.addChildTask(to: group, operation, range: use.range)
      },
      .objectMethod(
        "addTaskUnlessCancelled",
        [
          ParamSpec("priority", "TaskPriority?", default: true),
          ParamSpec("operation", "() -> Any"),
        ],
        returns: "Bool"
      ) { machine, group, use in
        guard let operation = use.argument(1) else { return .bool(false) }
        _ = try machine.addChildTask(to: group, operation, range: use.range)
        return .bool(true)
      },
      .objectMethod("next", [], returns: "Any?") { machine, group, use in
        try machine.nextElement(of: group, range: use.range).map { .some($0) } ?? .none
      },
      .objectMethod("waitForAll", []) { machine, group, use in
        while try machine.nextElement(of: group, range: use.range) != nil {}
        return .void
      },
      .objectMethod("cancelAll", []) { machine, group, use in
        for child in machine.tasks.channels[group]?.pendingChildren ?? [] {
          if let task = machine.tasks.tasks[child] { try machine.cancel(task, range: use.range) }
        }
        return .void
      },
      .objectProperty("isEmpty", "Bool") { machine, group, _ in
        guard let channel = machine.tasks.channels[group] else { return .bool(true) }
        return .bool(channel.ready.isEmpty && channel.pendingChildren.isEmpty)
      },
      .objectMethod("reduce", [ParamSpec(nil, "Any"), ParamSpec(nil, "(Any, Any) -> Any")]) {
        machine, group, use in
        var total = use.argument(0) ?? .void
        let combine = use.argument(1) ?? .void
        while let element = try machine.nextElement(of: group, range: use.range) {
          total = try machine.callFunctionValue(
            combine, arguments: [total, element], range: use.range)
        }
        return total
      },
      // `group.reduce(into: [:]) { $0[$1.id] = $1.value }`: the closure changes the result in
      // place, as each child's result arrives.
      .objectMethod(
        "reduce", [ParamSpec("into", "Any"), ParamSpec(nil, "(inout Any, Any) -> Void")]
      ) { machine, group, use in
        var total = use.argument(0) ?? .void
        let change = use.argument(1) ?? .void
        while let element = try machine.nextElement(of: group, range: use.range) {
          total = try machine.callChangingFirst(change, total, element, range: use.range)
        }
        return total
      },
    ])

  static let asyncStream = APIClass(
    "AsyncStream", superclass: nil, oldNames: ["AsyncThrowingStream"],
    members: [
      .initializer([ParamSpec(nil, "(AsyncStream.Continuation) -> Void")]) { machine, use in
        try machine.makeStream(use.argument(0), range: use.range)
      },
      .initializer([
        ParamSpec(nil, "Any.Type"), ParamSpec(nil, "(AsyncStream.Continuation) -> Void"),
      ]) {
        machine, use in try machine.makeStream(use.argument(1), range: use.range)
      },
      // `AsyncStream.makeStream(of: Int.self)` (Swift 5.9): the stream and the continuation
      // that feeds it, for code outside the stream to yield to.
      .staticMethod(
        "makeStream",
        [
          ParamSpec("of", "Any.Type", default: true),
          ParamSpec("bufferingPolicy", "Any", default: true),
        ],
        returns: "(stream: AsyncStream, continuation: AsyncStream.Continuation)"
      ) { machine, _ in machine.streamAndContinuation() },
      .staticMethod(
        "makeStream",
        [
          ParamSpec("of", "Any.Type", default: true), ParamSpec("throwing", "Any.Type"),
          ParamSpec("bufferingPolicy", "Any", default: true),
        ],
        returns: "(stream: AsyncStream, continuation: AsyncStream.Continuation)"
      ) { machine, _ in machine.streamAndContinuation() },
    ])

  static let asyncStreamContinuation = APIClass(
    "AsyncStream.Continuation", superclass: nil,
    members: [
      .objectMethod("yield", [ParamSpec(nil, "Any")]) { machine, continuation, use in
        machine.feedStream(of: continuation, .success(use.argument(0) ?? .void))
      },
      .objectMethod("finish", []) { machine, continuation, _ in
        machine.feedStream(of: continuation, nil)
      },
      .objectMethod("finish", [ParamSpec("throwing", "Error")]) { machine, continuation, use in
        let error = ThrownError(value: use.argument(0) ?? .void, range: use.range)
        return machine.feedStream(of: continuation, .failure(error))
      },
    ])

  static let cancellationError = APIClass(
    "CancellationError", superclass: nil,
    members: [
      .initializer([]) { machine, _ in machine.cancellationError().value }
    ])

  static let mainActor = APIClass(
    "MainActor", superclass: nil,
    members: [
      .staticMethod(
        "run",
        [ParamSpec("resultType", "Any.Type", default: true), ParamSpec("body", "() -> Any")],
        returns: "Any"
      ) { machine, use in
        guard let body = use.argument(1) else { return .void }
        // The body runs on the main actor, whatever the caller runs on.
        let thread = machine.state.world.clock.enter(queue: nil)
        defer { machine.state.world.clock.leave(to: thread) }
        return try machine.callFunctionValue(body, arguments: [], range: use.range)
      }
    ])

  static let duration = APIClass(
    "Duration", superclass: nil,
    members: [
      .staticMethod("seconds", [ParamSpec(nil, "Double")], returns: "Duration") { machine, use in
        .double(machine.seconds(use.argument(0)))
      },
      .staticMethod("milliseconds", [ParamSpec(nil, "Double")], returns: "Duration") {
        machine, use in .double(machine.seconds(use.argument(0)) / 1_000)
      },
    ])
}
