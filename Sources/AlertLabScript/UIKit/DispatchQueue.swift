import AlertLabKit
import AlertLabWords

// Dispatch, OperationQueue and Timer: the run loop around the alert. Nothing here waits: work
// goes onto the world's simulated clock (`RunLoopClock`), runs at the end of the turn when it
// is due now, and when the learner advances the clock with `:wait SECONDS` otherwise.
// DispatchTime and DispatchTimeInterval are seconds on that clock (Doubles).

extension APIClass {
  static let dispatchQueue = APIClass(
    "DispatchQueue", superclass: nil,
    enums: [
      EnumSpec(
        "DispatchQoS.QoSClass",
        cases: [
          "userInteractive", "userInitiated", "default", "utility", "background", "unspecified",
        ])
    ],
    members: [
      .staticProperty("main", "DispatchQueue") { _, _ in .singleton(DispatchQueueName.main) },
      .staticMethod(
        "global", [ParamSpec("qos", "DispatchQoS.QoSClass", default: true)],
        returns: "DispatchQueue"
      ) { _, use in .singleton(DispatchQueueName.global(qos: use.caseName(0))) },
      .initializer(
        [
          ParamSpec("label", "String"), ParamSpec("qos", "Any", default: true),
          ParamSpec("attributes", "Any", default: true),
        ]
      ) { _, use in .singleton(DispatchQueueName.labelled(use.text(0) ?? "")) },
      .method("async", [ParamSpec("execute", "() -> Void")]) { machine, use in
        try machine.enqueue(use, block: 0, delay: 0)
      },
      .method(
        "asyncAfter", [ParamSpec("deadline", "DispatchTime"), ParamSpec("execute", "() -> Void")]
      ) { machine, use in
        try machine.enqueue(use, block: 1, delay: machine.delay(until: use.argument(0)))
      },
      .method(
        "asyncAfter",
        [ParamSpec("wallDeadline", "DispatchWallTime"), ParamSpec("execute", "() -> Void")]
      ) { machine, use in
        try machine.enqueue(use, block: 1, delay: machine.delay(until: use.argument(0)))
      },
      .method("sync", [ParamSpec("execute", "() -> Void")]) { machine, use in
        try machine.refuseMainQueueSync(
          on: use.receiver, call: "DispatchQueue.main.sync", range: use.range)
        if let block = use.argument(0) { _ = try machine.apply(block, to: .void, range: use.range) }
        return .void
      },
    ])

  static let dispatchTime = APIClass(
    "DispatchTime", superclass: nil,
    members: [
      .staticMethod("now", [], returns: "DispatchTime") { machine, _ in
        .double(machine.state.world.clock.now)
      }
    ])

  static let dispatchWallTime = APIClass(
    "DispatchWallTime", superclass: nil,
    members: [
      .staticMethod("now", [], returns: "DispatchWallTime") { machine, _ in
        .double(machine.state.world.clock.now)
      }
    ])

  static let dispatchTimeInterval = APIClass(
    "DispatchTimeInterval", superclass: nil,
    members: [
      .staticMethod("seconds", [ParamSpec(nil, "Int")], returns: "DispatchTimeInterval") {
        _, use in .double(Double(use.int(0, otherwise: 0)))
      },
      .staticMethod("milliseconds", [ParamSpec(nil, "Int")], returns: "DispatchTimeInterval") {
        _, use in .double(Double(use.int(0, otherwise: 0)) / 1_000)
      },
      .staticMethod("microseconds", [ParamSpec(nil, "Int")], returns: "DispatchTimeInterval") {
        _, use in .double(Double(use.int(0, otherwise: 0)) / 1_000_000)
      },
      .staticMethod("nanoseconds", [ParamSpec(nil, "Int")], returns: "DispatchTimeInterval") {
        _, use in .double(Double(use.int(0, otherwise: 0)) / 1_000_000_000)
      },
    ])

  static let operationQueue = APIClass(
    "OperationQueue", oldNames: ["NSOperationQueue"],
    members: [
      .staticProperty(
        "main", "OperationQueue",
        old: [.staticCall("mainQueue", of: "NSOperationQueue", today: "OperationQueue.main")]
      ) { _, _ in .singleton(DispatchQueueName.operationMain) },
      .staticProperty(
        "current", "OperationQueue?",
        old: [.staticCall("currentQueue", of: "NSOperationQueue", today: "OperationQueue.current")]
      ) { _, _ in .some(.singleton(DispatchQueueName.operationMain)) },
      .initializer([]) { _, _ in .singleton(DispatchQueueName.operationBackground) },
      .method(
        "addOperation", [ParamSpec(nil, "() -> Void")],
        old: [.method("addOperationWithBlock", [nil])]
      ) { machine, use in
        try machine.enqueue(use, block: 0, delay: 0)
      },
    ])

  static let timer = APIClass(
    "Timer", oldNames: ["NSTimer"],
    members: [
      // `var timer = Timer()`: a timer that was never scheduled, invalid from the start.
      .initializer([]) { machine, _ in .object(machine.state.world.makeUnscheduledTimer()) },
      .staticMethod(
        "scheduledTimer",
        [
          ParamSpec("withTimeInterval", "TimeInterval"), ParamSpec("repeats", "Bool"),
          ParamSpec("block", "(Timer) -> Void"),
        ], returns: "Timer"
      ) { machine, use in
        guard let block = use.argument(2).flatMap(machine.callable(for:)) else { return .none }
        let interval = machine.seconds(use.argument(0))
        return .object(
          machine.state.world.scheduleTimer(
            interval: interval, repeats: use.flag(1), job: .block(block)))
      },
      .staticMethod(
        "scheduledTimer",
        [
          ParamSpec("timeInterval", "TimeInterval"), ParamSpec("target", "Any"),
          ParamSpec("selector", "Selector"), ParamSpec("userInfo", "Any?"),
          ParamSpec("repeats", "Bool"),
        ], returns: "Timer",
        old: [
          .method(
            "scheduledTimerWithTimeInterval", [nil, "target", "selector", "userInfo", "repeats"])
        ]
      ) { machine, use in
        guard let target = use.object(1), let selector = use.name(2) else { return .none }
        let interval = machine.seconds(use.argument(0))
        return .object(
          machine.state.world.scheduleTimer(
            interval: interval, repeats: use.flag(4),
            job: .selector(selectorNames(selector), target: target)))
      },
      .objectMethod("invalidate", []) { machine, timer, _ in
        machine.state.world.invalidateTimer(timer)
        return .void
      },
      .objectMethod("fire", []) { machine, timer, _ in
        try machine.withWorld { try $0.fireTimer(timer, runner: machine) }
        return .void
      },
      .objectProperty("isValid", "Bool", old: ["valid"]) { machine, timer, _ in
        .bool(machine.state.world.clock.timers[timer]?.isValid ?? false)
      },
      .objectProperty("timeInterval", "TimeInterval") { machine, timer, _ in
        let state = machine.state.world.clock.timers[timer]
        return .double(state?.repeats == true ? state?.interval ?? 0 : 0)
      },
    ])
}

/// How the queues are held as values (`.singleton`).
enum DispatchQueueName {
  static let main = "DispatchQueue.main"
  static let global = "DispatchQueue.global"
  static let operationMain = "OperationQueue.main"
  static let operationBackground = "OperationQueue()"
  static func labelled(_ label: String) -> String { "DispatchQueue(label: \(label))" }
  /// `DispatchQueue.global(qos: .utility)`: a global queue of that class.
  static func global(qos: String?) -> String {
    guard let qos, qos != "default" else { return global }
    return global + "." + qos
  }

  /// The queue's name as the Main Thread Checker prints it: libdispatch's names of its global
  /// queues (`com.apple.root.default-qos`), a private queue's label, an operation queue's
  /// description (its address AlertLab's fixed one).
  static func checkerName(of name: String) -> String {
    if name == operationBackground { return "NSOperationQueue 0x600000c00000 (QOS: UNSPECIFIED)" }
    if name.hasPrefix(global) {
      let qos = name.dropFirst(global.count).drop { $0 == "." }
      let words: [Substring: String] = [
        "userInteractive": "user-interactive", "userInitiated": "user-initiated",
        "utility": "utility", "background": "background",
      ]
      return "com.apple.root.\(words[qos] ?? "default")-qos"
    }
    let prefix = "DispatchQueue(label: "
    guard name.hasPrefix(prefix), name.hasSuffix(")") else { return "(none)" }
    let label = String(name.dropFirst(prefix.count).dropLast())
    return label.isEmpty ? "(none)" : label
  }

  /// The type a queue value has.
  static func typeName(of name: String) -> String? {
    if name.hasPrefix("DispatchQueue") { return "DispatchQueue" }
    if name.hasPrefix("OperationQueue") { return "OperationQueue" }
    return nil
  }

  /// True for a queue whose work runs on the main thread.
  static func isMain(_ name: String) -> Bool { name == main || name == operationMain }
}

/// The names a selector may be found by: `dismissAlert`, `dismissAlert:` and
/// `dismissAlert(_:)` name a method with or without its one parameter.
func selectorNames(_ text: String) -> [String] {
  var name = text
  for prefix in ["self.", "ViewController."] where name.hasPrefix(prefix) {
    name.removeFirst(prefix.count)
  }
  if name.contains("(") || name.hasSuffix(":") { return [name] }
  return [name, name + ":"]
}

extension Interpreter {
  /// Puts the closure argument `block` of a queue's method on the clock, `delay` seconds on.
  func enqueue(_ use: MemberUse, block index: Int, delay: Double) throws -> Value {
    guard let block = use.argument(index).flatMap(callable(for:)) else { return .void }
    scheduleOnQueue(use.receiver, .block(block), delay: delay)
    return .void
  }

  /// Puts work on the clock for the queue given as a value: the main queue's on the main
  /// thread, any other's on a background one.
  func scheduleOnQueue(_ queue: Value?, _ job: ScheduledWork.Job, delay: Double) {
    var name = ""
    if case .singleton(let queueName)? = queue { name = queueName }
    guard !DispatchQueueName.isMain(name) else {
      state.world.schedule(job, after: delay)
      return
    }
    state.world.schedule(
      job, after: delay, onBackground: true, queue: DispatchQueueName.checkerName(of: name))
  }

  /// `DispatchQueue.main.sync` (or `dispatch_sync` to the main queue) from the main thread:
  /// the main thread waits for a block that only the main thread can run, so the app hangs
  /// for good (newer libdispatch stops it instead). An error, and nothing of the statement
  /// runs.
  func refuseMainQueueSync(on queue: Value?, call: String, range: SourceRange) throws {
    guard case .singleton(let name)? = queue, DispatchQueueName.isMain(name),
      !state.world.isOnBackgroundQueue
    else { return }
    throw scriptError(
      Said(.calledMainThreadDeadlocks, call), at: range)
  }

  /// Seconds from now until a DispatchTime (seconds on the clock).
  func delay(until deadline: Value?) -> Double {
    seconds(deadline) - state.world.clock.now
  }

  /// A number of seconds given as an Int or a Double.
  func seconds(_ value: Value?) -> Double {
    switch value?.unwrapped {
    case .double(let number)?: return number
    case .int(let number)?: return Double(number)
    default: return 0
    }
  }

  /// `perform(_:with:afterDelay:)`: the message is sent after the delay, on the main thread.
  func performLater(_ use: MemberUse) -> Value {
    guard let target = use.object, let selector = use.name(0) else { return .void }
    state.world.schedule(
      .selector(selectorNames(selector), target: target), after: seconds(use.argument(2)),
      argument: use.object(1))
    return .void
  }

  /// The Main Thread Checker's warning for a UIKit member used from a background queue, once
  /// per member in each piece of background work.
  func checkMainThread(_ spec: APIMember, setter: Bool = false) {
    guard state.world.isOnBackgroundQueue, spec.owner.hasPrefix("UI") else { return }
    let call = "-[\(spec.owner) \(objectiveCSelector(spec, setter: setter))]"
    guard state.world.noteBackgroundCall(call) else { return }
    let rule = RuleCatalog.mainThreadChecker
    state.world.emit(
      .log(
        ruleID: rule.id,
        text: rule.message(
          RuleContext(iOS: state.world.iOS, subject: state.world.clock.queue, method: call))))
  }

  /// The Objective-C selector of a member, from its Swift 2 spelling where it has one
  /// (`presentViewController:animated:completion:`, `setEnabled:`).
  func objectiveCSelector(_ spec: APIMember, setter: Bool) -> String {
    let old = spec.old.first { $0.form == .member }
    if spec.isProperty {
      let name = old?.name ?? spec.name
      guard setter else { return spec.name }
      return "set" + name.prefix(1).uppercased() + name.dropFirst() + ":"
    }
    let base = old?.name ?? spec.name
    let labels = old?.labels ?? spec.params.map(\.label)
    guard let first = labels.first else { return base }
    var selector = base
    if let first { selector += "With" + first.prefix(1).uppercased() + first.dropFirst() }
    selector += ":"
    for label in labels.dropFirst() { selector += (label ?? "") + ":" }
    return selector
  }
}
