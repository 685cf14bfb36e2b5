import AlertLabKit

// The C functions and constants of Swift 1 and 2's Grand Central Dispatch
// (`dispatch_after(dispatch_time(DISPATCH_TIME_NOW, ...), dispatch_get_main_queue()) { }`),
// on the same simulated clock as today's DispatchQueue.

extension Interpreter {
  /// The functions below, which the interpreter treats as built in.
  static let runLoopFunctions: Set<String> = Set([
    "dispatch_async", "dispatch_after", "dispatch_time", "dispatch_get_main_queue",
    "dispatch_get_global_queue", "dispatch_queue_create", "dispatch_sync", "Int64", "UInt64",
  ]).union(sleepFunctions)

  /// `DISPATCH_TIME_NOW`, `NSEC_PER_SEC`, the queue priorities: nil for any other name.
  func runLoopConstant(_ name: String) -> Value? {
    switch name {
    case "DISPATCH_TIME_NOW": return .double(state.world.clock.now)
    case "NSEC_PER_SEC": return .int(1_000_000_000)
    case "NSEC_PER_MSEC", "USEC_PER_SEC": return .int(1_000_000)
    case "NSEC_PER_USEC", "MSEC_PER_SEC": return .int(1_000)
    case "DISPATCH_QUEUE_PRIORITY_DEFAULT": return .int(0)
    case "DISPATCH_QUEUE_PRIORITY_HIGH": return .int(2)
    case "DISPATCH_QUEUE_PRIORITY_LOW": return .int(-2)
    case "DISPATCH_QUEUE_PRIORITY_BACKGROUND": return .int(-32_768)
    case "QOS_CLASS_USER_INTERACTIVE", "QOS_CLASS_USER_INITIATED", "QOS_CLASS_DEFAULT",
      "QOS_CLASS_UTILITY", "QOS_CLASS_BACKGROUND":
      return .int(0)
    case "DISPATCH_QUEUE_SERIAL", "DISPATCH_QUEUE_CONCURRENT": return Value.none
    default: return nil
    }
  }

  /// Runs one of `runLoopFunctions`; nil for any other name.
  func callRunLoopFunction(_ name: String, arguments: [Argument], range: SourceRange) throws
    -> Value?
  {
    switch name {
    case "Int64", "UInt64":
      return try callBuiltin("Int", arguments: arguments, range: range)
    case "dispatch_get_main_queue":
      noteSpelling("dispatch_get_main_queue()", today: "DispatchQueue.main")
      return .singleton(DispatchQueueName.main)
    case "dispatch_get_global_queue":
      _ = try arguments.map { try eval($0.value) }
      noteSpelling("dispatch_get_global_queue(_:_:)", today: "DispatchQueue.global()")
      return .singleton(DispatchQueueName.global)
    case "dispatch_queue_create":
      let label = try arguments.first.map { try eval($0.value) }
      _ = try arguments.dropFirst().map { try eval($0.value) }
      noteSpelling("dispatch_queue_create(_:_:)", today: "DispatchQueue(label:)")
      if case .string(let text)? = label?.unwrapped {
        return .singleton(DispatchQueueName.labelled(text))
      }
      return .singleton(DispatchQueueName.labelled(""))
    case "dispatch_time":
      let values = try cFunctionArguments(name, arguments, count: 2, range: range)
      return .double(seconds(values[0]) + seconds(values[1]) / 1_000_000_000)
    case "dispatch_async", "dispatch_sync":
      let values = try cFunctionArguments(name, arguments, count: 2, range: range)
      noteSpelling("\(name)(_:_:)", today: "DispatchQueue.main.\(name.dropFirst(9))(execute:)")
      if name == "dispatch_sync" {
        try refuseMainQueueSync(on: values[0], call: "dispatch_sync", range: range)
        _ = try apply(values[1], to: .void, range: range)
        return .void
      }
      try enqueue(on: values[0], values[1], delay: 0, range: range)
      return .void
    case "dispatch_after":
      let values = try cFunctionArguments(name, arguments, count: 3, range: range)
      noteSpelling(
        "dispatch_after(_:_:_:)", today: "DispatchQueue.main.asyncAfter(deadline:execute:)")
      try enqueue(on: values[1], values[2], delay: delay(until: values[0]), range: range)
      return .void
    default:
      return try callSleepFunction(name, arguments: arguments, range: range)
    }
  }

  /// The arguments of a C function, evaluated; a trailing closure counts as the last.
  func cFunctionArguments(_ name: String, _ arguments: [Argument], count: Int, range: SourceRange)
    throws -> [Value]
  {
    guard arguments.count == count else {
      throw scriptError("\(name) takes \(count) arguments", at: range)
    }
    return try arguments.map { try eval($0.value) }
  }

  /// Puts a block on the clock for a queue given as a value.
  func enqueue(on queue: Value, _ block: Value, delay: Double, range: SourceRange) throws {
    guard let callable = callable(for: block) else {
      throw scriptError("expected a closure to run on the queue", at: range)
    }
    scheduleOnQueue(queue, .block(callable), delay: delay)
  }
}

extension Interpreter {
  /// The clock's types: seconds, held as Doubles.
  static let clockTypes: Set<String> = [
    "DispatchTime", "DispatchWallTime", "DispatchTimeInterval", "Duration",
  ]

  /// True for `.now()` or `.now() + 1`'s left side: an implicit member, called or not.
  func startsWithImplicitMember(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .implicitMember: return true
    case .call(let callee, _):
      if case .implicitMember = callee.kind { return true }
      return false
    default: return false
    }
  }

  /// `DispatchTime.now() + .seconds(2)`: the right side's implicit member is a
  /// DispatchTimeInterval.
  func timeIntervalHint(_ rhs: Expr) -> String? {
    guard case .call(let callee, _) = rhs.kind, case .implicitMember(let name) = callee.kind,
      ["seconds", "milliseconds", "microseconds", "nanoseconds"].contains(name)
    else { return nil }
    return "DispatchTimeInterval"
  }
}
