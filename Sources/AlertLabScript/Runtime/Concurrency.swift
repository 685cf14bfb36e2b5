import AlertLabKit

// Swift concurrency on the simulated run loop. Every task — `Task { }`, and a top-level
// statement that awaits — runs as a `Coroutine`: it runs until it suspends (a continuation not
// yet resumed, `Task.sleep`, `Task.yield()`, the value of a task not yet finished), and what it
// waits for puts its next step on the main run loop's clock, where it runs in its turn like
// any other work. Everything runs on the simulated main thread (the main actor), one piece at
// a time, so the same input gives the same order every time.

/// The bookkeeping of the code running now, which each task keeps for itself while another
/// runs.
struct ExecutionContext {
  var scopes: [[String: Int]] = []
  var callDepth = 0
  var frames: [[[String: Int]]] = []
  var returnTypes: [String?] = []
  var selfStack: [Value?] = []
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
  /// True when it is to be unwound without running on (the program was reset).
  var isAbandoned = false
  /// A statement's echo (`let ok: Bool = true`).
  var echo: String?

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

/// The tasks and continuations of one interpreter.
final class TaskTable {
  var tasks: [Int: LearnerTask] = [:]
  var byObject: [ObjectID: Int] = [:]
  var continuations: [ObjectID: ContinuationRecord] = [:]
  /// The task running now (nil: none, the code of a statement that does not await).
  var running: Int?
  var nextID = 1
  /// The task of the last top-level statement that awaited.
  weak var lastStatement: LearnerTask?
  /// The most tasks that may wait at once: each holds a thread.
  static let waitingLimit = 500
}

/// Unwinds a task that is abandoned: its code does not run on.
struct TaskAbandoned: Error {}

extension Interpreter {
  /// Swaps the bookkeeping of the code running now with `other`'s.
  func exchangeContext(_ other: inout ExecutionContext) {
    swap(&scopes, &other.scopes)
    swap(&callDepth, &other.callDepth)
    swap(&frames, &other.frames)
    swap(&returnTypes, &other.returnTypes)
    swap(&selfStack, &other.selfStack)
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
    let waiting = tasks.tasks.values.lazy.filter { $0.coroutine != nil }.count
    guard waiting < TaskTable.waitingLimit else {
      throw scriptError(
        "more than \(TaskTable.waitingLimit) tasks are waiting at once: AlertLab stopped here",
        at: range)
    }
    let task = LearnerTask(id: tasks.nextID, object: object, isStatement: isStatement)
    tasks.nextID += 1
    tasks.tasks[task.id] = task
    if let object { tasks.byObject[object] = task.id }
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
    let previous = tasks.running
    tasks.running = id
    exchangeContext(&task.context)
    let ran = coroutine.resume()
    exchangeContext(&task.context)
    tasks.running = previous
    guard ran else {
      task.outcome = .failure(TaskAbandoned())
      task.coroutine = nil
      throw scriptError(
        "AlertLab could not start a task (no thread could be made)",
        at: range ?? SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0)))
    }
    guard let outcome = task.outcome else { return }
    task.coroutine = nil
    for waiter in task.waiters { scheduleResumption(of: waiter, with: outcome) }
    task.waiters = []
    if task.object == nil { tasks.tasks[id] = nil }
    guard case .failure(let error) = outcome else { return }
    if error is TaskAbandoned { return }
    if error is ThrownError && !task.isStatement { return }
    throw error
  }

  /// Puts task `id`'s next step on the clock: at the end of this turn, or `delay` seconds on.
  func scheduleResumption(of id: Int, with result: Result<Value, Error>, after delay: Double = 0) {
    guard let task = tasks.tasks[id], task.outcome == nil else { return }
    task.resumption = result
    state.callables.append(.task(id))
    state.world.schedule(.block(Callable(state.callables.count - 1)), after: delay)
  }

  /// Suspends the task running now until its next step is scheduled and run; answers what
  /// it was resumed with.
  func suspendRunningTask(range: SourceRange) throws -> Value {
    guard let id = tasks.running, let task = tasks.tasks[id], let coroutine = task.coroutine else {
      throw scriptError("'async' call in a function that does not support concurrency", at: range)
    }
    coroutine.suspend()
    if task.isAbandoned { throw TaskAbandoned() }
    let result = task.resumption ?? .success(.void)
    task.resumption = nil
    return try result.get()
  }

  /// A top-level statement that awaits: run as a task. Its echo when it ends in this turn;
  /// nil when it waits (it goes on when what it awaits is done).
  func executeAsTask(_ statement: Stmt) throws -> String? {
    var holder: LearnerTask?
    let task = try makeTask(object: nil, isStatement: true, range: statement.range) {
      [unowned self] in
      let echo = try self.executeTopLevel(statement)
      holder?.echo = echo
      return .void
    }
    holder = task
    tasks.lastStatement = task
    try resumeTask(task.id, range: statement.range)
    return task.echo
  }

  /// After the turn of a statement that awaits: says so when it still waits.
  func noteWaitingStatement() {
    guard let task = tasks.lastStatement, task.outcome == nil else { return }
    state.world.emit(
      .note(
        "This statement waits at 'await': it goes on when what it awaits is done (an alert's "
          + "button, :wait for Task.sleep)."))
  }

  /// Unwinds every task that waits, without running its code on: when the program starts
  /// again.
  public func abandonTasks() {
    let waiting = tasks.tasks.values.filter { $0.coroutine != nil }.sorted { $0.id < $1.id }
    for task in waiting {
      task.isAbandoned = true
      try? resumeTask(task.id)
    }
    tasks.tasks = [:]
    tasks.byObject = [:]
    tasks.continuations = [:]
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
    "withUnsafeThrowingContinuation",
  ]

  /// Runs one of `concurrencyFunctions`; nil for any other name.
  func callConcurrencyFunction(_ name: String, arguments: [Argument], range: SourceRange) throws
    -> Value?
  {
    guard Self.concurrencyFunctions.contains(name) else { return nil }
    guard let closure = arguments.last else {
      throw scriptError("missing argument for parameter 'body' in call", at: range)
    }
    let body = try eval(closure.value)
    return try withContinuation(body, checked: name.hasPrefix("withChecked"), range: range)
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
        RuleCatalog.continuationResumedTwice, at: range,
        subject: "\(record.function) tried to resume its continuation more than once, \(how)!")
    }
    record.result = result
    tasks.continuations[object] = record
    if record.isAwaited, let task = record.task {
      scheduleResumption(of: task, with: result)
    }
    return .void
  }

  /// `Task { ... }`: a task that starts at the end of this turn.
  func startTask(_ operation: Value, range: SourceRange) throws -> Value {
    let object = state.world.makeID()
    state.world.plainObjects[object] = "Task"
    let task = try makeTask(object: object, isStatement: false, range: range) {
      [unowned self] in
      try self.callFunctionValue(operation, arguments: [], range: range)
    }
    state.callables.append(.task(task.id))
    state.world.schedule(.block(Callable(state.callables.count - 1)), after: 0)
    return .object(object)
  }

  /// `await task.value`: the value when the task has ended, else the running task waits.
  func value(of object: ObjectID, range: SourceRange) throws -> Value {
    guard let task = task(of: object) else { return .void }
    if let outcome = task.outcome { return try outcome.get() }
    guard let running = tasks.running, running != task.id else {
      throw scriptError("'async' call in a function that does not support concurrency", at: range)
    }
    task.waiters.append(running)
    return try suspendRunningTask(range: range)
  }

  /// `Task.sleep`: the running task waits `seconds` on the simulated clock (`:wait`).
  func sleepRunningTask(_ seconds: Double, range: SourceRange) throws -> Value {
    guard let running = tasks.running else {
      throw scriptError("'async' call in a function that does not support concurrency", at: range)
    }
    scheduleResumption(of: running, with: .success(.void), after: seconds)
    return try suspendRunningTask(range: range)
  }
}

extension APIClass {
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
        return try machine.startTask(operation, range: use.range)
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
        return try machine.startTask(operation, range: use.range)
      },
      .staticMethod("sleep", [ParamSpec("nanoseconds", "UInt64")], returns: "Void") {
        machine, use in
        let nanoseconds = use.argument(0).flatMap(machine.exactInteger) ?? 0
        return try machine.sleepRunningTask(Double(nanoseconds) / 1e9, range: use.range)
      },
      .staticMethod("sleep", [ParamSpec("for", "Duration")], returns: "Void") { machine, use in
        try machine.sleepRunningTask(machine.seconds(use.argument(0)), range: use.range)
      },
      .staticMethod("yield", [], returns: "Void") { machine, use in
        try machine.sleepRunningTask(0, range: use.range)
      },
      .staticProperty("isCancelled", "Bool") { machine, _ in
        .bool(machine.tasks.running.flatMap { machine.tasks.tasks[$0]?.isCancelled } ?? false)
      },
      .objectProperty("value", "Any") { machine, task, use in
        try machine.value(of: task, range: use.range)
      },
      .objectProperty("isCancelled", "Bool") { machine, task, _ in
        .bool(machine.task(of: task)?.isCancelled ?? false)
      },
      .objectMethod("cancel", []) { machine, task, _ in
        machine.task(of: task)?.isCancelled = true
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

  static let mainActor = APIClass(
    "MainActor", superclass: nil,
    members: [
      .staticMethod(
        "run",
        [ParamSpec("resultType", "Any.Type", default: true), ParamSpec("body", "() -> Any")],
        returns: "Any"
      ) { machine, use in
        guard let body = use.argument(1) else { return .void }
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
