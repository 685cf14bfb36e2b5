import AlertLabKit

// Foundation's Date: an instant, held as the tuple `(timeIntervalSince1970:)` (a Double of
// seconds). `Date()` is AlertLab's simulated now: `World.dateEpoch` (2024-01-01 09:41:00
// UTC, the instant NSLog's prefix shows) plus the seconds the simulated clock has run
// (`:wait 5` makes it 5 seconds later), so every run prints the same dates. A date prints as
// Foundation prints it, in UTC: `2024-01-01 09:41:00 +0000`.

extension APIClass {
  static let date = APIClass(
    "Date", superclass: nil, oldNames: ["NSDate"],
    members: [
      .initializer([]) { machine, _ in dateValue(machine.simulatedNow) },
      .initializer([ParamSpec("timeIntervalSince1970", "TimeInterval")]) { machine, use in
        dateValue(machine.seconds(use.argument(0)))
      },
      .initializer([ParamSpec("timeIntervalSinceNow", "TimeInterval")]) { machine, use in
        dateValue(machine.simulatedNow + machine.seconds(use.argument(0)))
      },
      .initializer([ParamSpec("timeIntervalSinceReferenceDate", "TimeInterval")]) {
        machine, use in
        dateValue(machine.seconds(use.argument(0)) + referenceDateOffset)
      },
      .initializer([ParamSpec("timeInterval", "TimeInterval"), ParamSpec("since", "Date")]) {
        machine, use in
        dateValue((dateSeconds(use.argument(1)) ?? 0) + machine.seconds(use.argument(0)))
      },
      // Foundation's `Date.now` came with iOS 15; `Date()` works in every era.
      .staticProperty("now", "Date", since: IOSVersion(15)) { machine, _ in
        dateValue(machine.simulatedNow)
      },
      .staticProperty("distantPast", "Date") { _, _ in dateValue(-62_135_769_600) },
      .staticProperty("distantFuture", "Date") { _, _ in dateValue(64_092_211_200) },
      .property("timeIntervalSince1970", "TimeInterval") { _, use in
        .double(dateSeconds(use.receiver) ?? 0)
      },
      .property("timeIntervalSinceReferenceDate", "TimeInterval") { _, use in
        .double((dateSeconds(use.receiver) ?? 0) - referenceDateOffset)
      },
      .property("timeIntervalSinceNow", "TimeInterval") { machine, use in
        .double((dateSeconds(use.receiver) ?? 0) - machine.simulatedNow)
      },
      .method("timeIntervalSince", [ParamSpec(nil, "Date")], returns: "TimeInterval") {
        _, use in
        .double((dateSeconds(use.receiver) ?? 0) - (dateSeconds(use.argument(0)) ?? 0))
      },
      .method("addingTimeInterval", [ParamSpec(nil, "TimeInterval")], returns: "Date") {
        machine, use in
        dateValue((dateSeconds(use.receiver) ?? 0) + machine.seconds(use.argument(0)))
      },
    ])

  /// Seconds from 1970 to 2001-01-01 00:00:00 UTC, Foundation's reference date.
  static let referenceDateOffset = 978_307_200.0
}

extension Interpreter {
  /// The simulated now, in seconds since 1970 (`World.simulatedNow`).
  var simulatedNow: Double { state.world.simulatedNow }

  /// `date + 60` and `date - 60`: a Date moved by a TimeInterval; nil for other operands.
  func dateArithmetic(_ op: String, _ left: Value, _ right: Value) -> Value? {
    guard op == "+" || op == "-", let seconds = dateSeconds(left),
      let interval = numberValue(right)
    else { return nil }
    return dateValue(op == "+" ? seconds + interval : seconds - interval)
  }
}

/// The tuple label that marks a Date.
let dateLabels: [String?] = ["timeIntervalSince1970"]

/// A Date as a value.
func dateValue(_ seconds: Double) -> Value {
  .tuple([.double(seconds)], labels: dateLabels)
}

/// The seconds since 1970 of a Date value; nil for anything else.
func dateSeconds(_ value: Value?) -> Double? {
  guard case .tuple(let items, let labels)? = value?.unwrapped, labels == dateLabels,
    case .double(let seconds)? = items.first
  else { return nil }
  return seconds
}

/// A date as Foundation's `description` writes it, `1970-01-01 00:00:00 +0000`: UTC, the
/// proleptic Gregorian calendar, seconds cut toward zero, and `<description unavailable>`
/// outside `Date.distantPast...Date.distantFuture`.
func dateDescription(_ seconds: Double) -> String {
  guard seconds.isFinite, seconds >= CalendarDate.earliest, seconds <= CalendarDate.latest else {
    return "<description unavailable>"
  }
  return DateText.formatted(seconds.rounded(.towardZero), pattern: "yyyy-MM-dd HH:mm:ss")
    + " +0000"
}
