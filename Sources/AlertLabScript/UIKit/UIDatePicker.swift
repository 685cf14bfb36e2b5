import AlertLabKit
import AlertLabWords

// UIDatePicker, and the Foundation people read its date with: DateFormatter and Locale. A
// picker is a control: added to a view of the scene, or to an alert's `view`, it is drawn
// there, and `:pick` turns its wheels (`DatePickerState`). Dates are written for en_US in the
// simulated device's time zone, UTC (`DateText`).

extension APIClass {
  static let uiDatePicker = APIClass(
    "UIDatePicker", superclass: "UIControl",
    enums: [
      EnumSpec(
        "UIDatePicker.Mode", oldNames: ["UIDatePickerMode"],
        cases: DatePickerState.Mode.allCases.map(\.rawValue)),
      EnumSpec("UIDatePickerStyle", cases: DatePickerState.Style.allCases.map(\.rawValue)),
    ],
    members: [
      .initializer([ParamSpec("frame", "CGRect")]) { machine, use in
        guard case .rect(let frame)? = use.argument(0) else { return .void }
        return .object(makePicker(frame: frame, in: machine))
      },
      .initializer([]) { machine, _ in .object(makePicker(frame: .zero, in: machine)) },
      .objectProperty(
        "datePickerMode", "UIDatePicker.Mode",
        get: { machine, picker, _ in
          .enumCase(
            type: "UIDatePicker.Mode",
            name: machine.state.world.app.datePickers[picker]?.mode.rawValue ?? "dateAndTime")
        },
        set: { machine, picker, use in
          guard let mode = use.caseName(0).flatMap(DatePickerState.Mode.init(rawValue:))
          else { return }
          machine.state.world.app.datePickers[picker]?.mode = mode
        }),
      .objectProperty(
        "preferredDatePickerStyle", "UIDatePickerStyle", since: IOSVersion(13, 4),
        get: { machine, picker, _ in
          .enumCase(
            type: "UIDatePickerStyle",
            name: machine.state.world.app.datePickers[picker]?.preferredStyle.rawValue
              ?? "automatic")
        },
        set: { machine, picker, use in
          guard let style = use.caseName(0).flatMap(DatePickerState.Style.init(rawValue:))
          else { return }
          if style == .inline {
            try machine.checkAvailability("inline", since: IOSVersion(14), range: use.range)
          }
          machine.state.world.app.datePickers[picker]?.preferredStyle = style
        }),
      .objectProperty("datePickerStyle", "UIDatePickerStyle", since: IOSVersion(13, 4)) {
        machine, picker, _ in
        let world = machine.state.world
        return .enumCase(
          type: "UIDatePickerStyle",
          name: world.app.datePickers[picker]?.shownStyle(iOS: world.iOS).rawValue ?? "wheels")
      },
      .objectProperty(
        "date", "Date",
        get: { machine, picker, _ in
          dateValue(machine.state.world.app.datePickers[picker]?.date ?? machine.simulatedNow)
        },
        set: { machine, picker, use in setDate(use.argument(0), of: picker, in: machine) }),
      .objectMethod("setDate", [ParamSpec(nil, "Date"), ParamSpec("animated", "Bool")]) {
        machine, picker, use in
        setDate(use.argument(0), of: picker, in: machine)
        return .void
      },
      .objectProperty(
        "minimumDate", "Date?",
        get: { machine, picker, _ in
          machine.state.world.app.datePickers[picker]?.minimumDate.map { .some(dateValue($0)) }
            ?? .none
        },
        set: { machine, picker, use in
          machine.state.world.app.datePickers[picker]?.minimumDate = dateSeconds(use.argument(0))
        }),
      .objectProperty(
        "maximumDate", "Date?",
        get: { machine, picker, _ in
          machine.state.world.app.datePickers[picker]?.maximumDate.map { .some(dateValue($0)) }
            ?? .none
        },
        set: { machine, picker, use in
          machine.state.world.app.datePickers[picker]?.maximumDate = dateSeconds(use.argument(0))
        }),
      .objectProperty(
        "minuteInterval", "Int",
        get: { machine, picker, _ in
          .int(machine.state.world.app.datePickers[picker]?.minuteInterval ?? 1)
        },
        set: { machine, picker, use in
          // UIKit ignores an interval that does not divide an hour.
          let interval = use.int(0, otherwise: 1)
          guard (1...30).contains(interval), 60 % interval == 0 else { return }
          machine.state.world.app.datePickers[picker]?.minuteInterval = interval
        }),
      .objectProperty(
        "countDownDuration", "TimeInterval",
        get: { machine, picker, _ in
          .double(machine.state.world.app.datePickers[picker]?.countDownDuration ?? 0)
        },
        set: { machine, picker, use in
          let seconds = min(max(machine.seconds(use.argument(0)), 0), 86_340)
          machine.state.world.app.datePickers[picker]?.countDownDuration =
            (seconds / 60).rounded(.down) * 60
        }),
      .objectProperty(
        "locale", "Locale?",
        get: { machine, picker, _ in .some(localeValue("en_US")) },
        set: { machine, _, use in try checkLocale(use.argument(0), in: machine, range: use.range) }
      ),
    ])

  static let dateFormatter = APIClass(
    "DateFormatter", oldNames: ["NSDateFormatter"],
    enums: [
      EnumSpec(
        "DateFormatter.Style", oldNames: ["NSDateFormatterStyle"],
        cases: DateTextStyle.allCases.map(\.rawValue))
    ],
    members: [
      .initializer([]) { machine, _ in .object(machine.state.world.makeDateFormatter()) },
      .objectProperty(
        "dateFormat", "String!",
        get: { machine, formatter, _ in
          .some(.string(machine.state.world.app.dateFormatters[formatter]?.dateFormat ?? ""))
        },
        set: { machine, formatter, use in
          machine.state.world.app.dateFormatters[formatter]?.dateFormat = use.text(0) ?? ""
        }),
      styleProperty("dateStyle", ofDates: true),
      styleProperty("timeStyle", ofDates: false),
      .objectProperty(
        "locale", "Locale!",
        get: { machine, formatter, _ in
          .some(
            localeValue(
              machine.state.world.app.dateFormatters[formatter]?.localeIdentifier ?? "en_US"))
        },
        set: { machine, formatter, use in
          let identifier = try checkLocale(use.argument(0), in: machine, range: use.range)
          machine.state.world.app.dateFormatters[formatter]?.localeIdentifier = identifier
        }),
      .objectMethod(
        "string", [ParamSpec("from", "Date")], returns: "String",
        old: [.method("stringFromDate", [nil])]
      ) {
        machine, formatter, use in
        let pattern = machine.state.world.app.dateFormatters[formatter]?.dateFormat ?? ""
        return .string(DateText.formatted(dateSeconds(use.argument(0)) ?? 0, pattern: pattern))
      },
      .objectMethod(
        "date", [ParamSpec("from", "String")], returns: "Date?",
        old: [.method("dateFromString", [nil])]
      ) {
        machine, formatter, use in
        let pattern = machine.state.world.app.dateFormatters[formatter]?.dateFormat ?? ""
        guard let text = use.text(0), let seconds = DateText.parsed(text, pattern: pattern)
        else { return .none }
        return .some(dateValue(seconds))
      },
    ])

  static let locale = APIClass(
    "Locale", superclass: nil, oldNames: ["NSLocale"],
    members: [
      .initializer([ParamSpec("identifier", "String")]) { _, use in
        localeValue(use.text(0) ?? "")
      },
      .staticProperty("current", "Locale") { _, _ in localeValue("en_US") },
      .property("identifier", "String") { _, use in
        .string(localeIdentifier(use.receiver) ?? "")
      },
    ])
}

extension APIClass {
  /// `dateStyle` or `timeStyle` of a DateFormatter: setting it sets the format too.
  static func styleProperty(_ name: String, ofDates: Bool) -> APIMember {
    .objectProperty(
      name, "DateFormatter.Style",
      get: { machine, formatter, _ in
        let state = machine.state.world.app.dateFormatters[formatter]
        let style = ofDates ? state?.dateStyle : state?.timeStyle
        return .enumCase(type: "DateFormatter.Style", name: style?.rawValue ?? "none")
      },
      set: { machine, formatter, use in
        guard let style = use.caseName(0).flatMap(DateTextStyle.init(rawValue:)) else { return }
        let iOS = machine.state.world.iOS
        machine.state.world.app.dateFormatters[formatter]?.setStyle(
          date: ofDates ? style : nil, time: ofDates ? nil : style, iOS: iOS)
      })
  }
}

/// The tuple label that marks a Locale.
let localeLabels: [String?] = ["localeIdentifier"]

/// A Locale as a value: its identifier.
func localeValue(_ identifier: String) -> Value {
  .tuple([.string(identifier)], labels: localeLabels)
}

/// The identifier of a Locale value; nil for anything else.
func localeIdentifier(_ value: Value?) -> String? {
  guard case .tuple(let items, let labels)? = value?.unwrapped, labels == localeLabels,
    case .string(let identifier)? = items.first
  else { return nil }
  return identifier
}

/// The locale a formatter or picker is given: AlertLab writes dates as en_US does (and
/// en_US_POSIX, whose words are the same); another locale is refused in AlertLab's words.
@discardableResult
private func checkLocale(_ value: Value?, in machine: Interpreter, range: SourceRange) throws
  -> String
{
  guard let identifier = localeIdentifier(value) else { return "en_US" }
  guard ["en_US", "en_US_POSIX"].contains(identifier) else {
    throw scriptError(
      Said(.writesDatesSimulatedDevice, identifier), at: range)
  }
  return identifier
}

/// `UIDatePicker()` / `UIDatePicker(frame:)`: showing the simulated now.
private func makePicker(frame: Rect, in machine: Interpreter) -> ObjectID {
  let now = machine.simulatedNow
  return machine.state.world.makeDatePicker(frame: frame, now: now)
}

/// `picker.date = d` and `setDate(_:animated:)`: shown at once; no `.valueChanged` is sent
/// for a change made in code.
private func setDate(_ value: Value?, of picker: ObjectID, in machine: Interpreter) {
  guard let seconds = dateSeconds(value) else { return }
  machine.state.world.app.datePickers[picker]?.date = seconds
}
