/// A `UIDatePicker`: its mode, the style asked for, the date it shows and its limits. It is a
/// view (`UIControl`): added to a view of the scene, or to an alert's or action sheet's
/// `view` as people do to ask for a date, it is drawn there. `:pick` turns its wheels as a
/// finger would: the date is kept within `minimumDate ... maximumDate`, its minutes on a
/// multiple of `minuteInterval`, and the picker sends `.valueChanged` to its targets.
/// Setting `date` in code sends nothing, as in UIKit.
public struct DatePickerState: Hashable, Sendable {
  /// `UIDatePicker.Mode`.
  public enum Mode: String, CaseIterable, Hashable, Sendable {
    case time, date, dateAndTime, countDownTimer
  }
  /// `UIDatePickerStyle` (iOS 13.4).
  public enum Style: String, CaseIterable, Hashable, Sendable {
    case automatic, wheels, compact, inline
  }

  public var mode = Mode.dateAndTime
  public var preferredStyle = Style.automatic
  /// The date shown, in seconds since 1970: the simulated now when the picker is made.
  public var date: Double
  public var minimumDate: Double?
  public var maximumDate: Double?
  /// 1 through 30, a divisor of 60; other values are ignored, as UIKit ignores them.
  public var minuteInterval = 1
  /// The count-down timer's duration in seconds (`.countDownTimer`).
  public var countDownDuration = 0.0

  public init(date: Double) { self.date = date }

  /// The style the picker is drawn in on `iOS`: wheels before iOS 13.4; from iOS 14
  /// `.automatic` is compact (wheels for a count-down timer, which has no other style), and a
  /// time alone has no calendar to show inline.
  public func shownStyle(iOS: IOSVersion) -> Style {
    if iOS < IOSVersion(13, 4) || mode == .countDownTimer { return .wheels }
    switch preferredStyle {
    case .automatic: return iOS >= IOSVersion(14) ? .compact : .wheels
    case .inline: return mode == .time ? .compact : .inline
    case .wheels, .compact: return preferredStyle
    }
  }

  /// The date a finger can leave the wheels on when it aims at `seconds`: within the limits,
  /// the minutes on a multiple of `minuteInterval`.
  public func reachable(_ seconds: Double) -> Double {
    var result = seconds
    if minuteInterval > 1, let date = CalendarDate(seconds: seconds) {
      let rounded = (date.minute / minuteInterval) * minuteInterval
      result -= Double((date.minute - rounded) * 60 + date.second) + date.fraction
    }
    if let minimumDate, result < minimumDate { result = minimumDate }
    if let maximumDate, result > maximumDate { result = maximumDate }
    return result
  }

  /// The rows as the screen draws them: a narrow no-break space before AM and PM is a space.
  public func drawnRows(iOS: IOSVersion, now: Double) -> [(text: String, selected: Bool)] {
    rows(iOS: iOS, now: now).map { (Self.plainSpaces($0.text), $0.selected) }
  }

  /// What the picker shows, in words (`Jan 1, 2024 at 9:41 AM`, `1 hours 30 min`), as
  /// `:describe` says it.
  public func described(iOS: IOSVersion) -> String {
    switch mode {
    case .countDownTimer:
      let minutes = Int(min(max(countDownDuration, 0), 86_340) / 60)
      return "\(minutes / 60) hours \(minutes % 60) min"
    case .date: return Self.plainSpaces(DateText.styled(date, date: .medium, time: .none, iOS: iOS))
    case .time: return Self.plainSpaces(DateText.styled(date, date: .none, time: .short, iOS: iOS))
    case .dateAndTime:
      return Self.plainSpaces(DateText.styled(date, date: .medium, time: .short, iOS: iOS))
    }
  }

  /// The text with its narrow no-break spaces (U+202F, before AM and PM) as plain spaces.
  static func plainSpaces(_ text: String) -> String {
    String(text.map { $0 == "\u{202F}" ? " " : $0 })
  }

  /// The picker's rows, each with whether it is the selected row (the middle row of the
  /// wheels, the chosen day of an inline calendar); `now` marks today's date ("Today" on a
  /// date-and-time wheel). Dates are in the formatter's own spaces.
  public func rows(iOS: IOSVersion, now: Double) -> [(text: String, selected: Bool)] {
    switch shownStyle(iOS: iOS) {
    case .wheels: return wheelRows(now: now)
    case .compact, .automatic: return [(compactText(iOS: iOS), true)]
    case .inline:
      var rows = calendarRows()
      if mode == .dateAndTime {
        rows.append(("Time  " + DateText.styled(date, date: .none, time: .short, iOS: iOS), false))
      }
      return rows
    }
  }

  /// The compact style: the date and the time in grey pills, `[ Jan 1, 2024 ] [ 9:41 AM ]`.
  func compactText(iOS: IOSVersion) -> String {
    var pills: [String] = []
    if mode != .time { pills.append(DateText.styled(date, date: .medium, time: .none, iOS: iOS)) }
    if mode != .date { pills.append(DateText.styled(date, date: .none, time: .short, iOS: iOS)) }
    return pills.map { "[ " + $0 + " ]" }.joined(separator: " ")
  }

  /// The wheels: the row above, the selected row and the row below, each wheel turning on
  /// its own (the day wheel goes round within the month, the AM/PM wheel has two rows).
  func wheelRows(now: Double) -> [(text: String, selected: Bool)] {
    if mode == .countDownTimer {
      let minutes = Int(min(max(countDownDuration, 0), 86_340) / 60)
      return (-1...1).map { offset in
        let hour = ((minutes / 60 + offset) % 24 + 24) % 24
        let minute = ((minutes % 60 + offset) % 60 + 60) % 60
        return (pad(String(hour), 2) + " hours  " + pad(String(minute), 2) + " min", offset == 0)
      }
    }
    guard let shown = CalendarDate(seconds: date) else { return [] }
    let today = CalendarDate(seconds: now)?.days
    return (-1...1).map { offset in
      var columns: [String] = []
      switch mode {
      case .date:
        let month = DateText.months[((shown.month - 1 + offset) % 12 + 12) % 12]
        let length = CalendarDate.daysIn(month: shown.month, year: shown.year)
        let day = ((shown.day - 1 + offset) % length + length) % length + 1
        columns = [padRight(month, 9), pad(String(day), 2), String(shown.year + offset)]
      case .dateAndTime:
        let days = shown.days + offset
        let dayText: String
        if days == today {
          dayText = "Today"
        } else {
          let (_, month, day) = CalendarDate.civil(days: days)
          let weekday = DateText.weekdays[((days + 4) % 7 + 7) % 7]
          dayText =
            weekday.prefix(3) + " " + DateText.months[month - 1].prefix(3) + " "
            + pad(String(day), 2)
        }
        columns = [padRight(dayText, 10)] + timeColumns(shown, offset)
      case .time, .countDownTimer:
        columns = timeColumns(shown, offset)
      }
      return (columns.joined(separator: "  "), offset == 0)
    }
  }

  /// The hour, minute and AM/PM wheels at `offset` rows from the selected one.
  func timeColumns(_ shown: CalendarDate, _ offset: Int) -> [String] {
    let hour12 = shown.hour % 12 == 0 ? 12 : shown.hour % 12
    let hour = ((hour12 - 1 + offset) % 12 + 12) % 12 + 1
    let step = (1...30).contains(minuteInterval) && 60 % minuteInterval == 0 ? minuteInterval : 1
    let minute = ((shown.minute / step * step + offset * step) % 60 + 60) % 60
    let isPM = shown.hour >= 12
    let half: String
    switch offset {
    case 0: half = isPM ? "PM" : "AM"
    case -1: half = isPM ? "AM" : "  "
    default: half = isPM ? "  " : "PM"
    }
    return [pad(String(hour), 2), minute < 10 ? "0\(minute)" : String(minute), half]
  }

  /// The inline style's calendar: the month and year, the weekdays, then the weeks, the chosen
  /// day selected.
  func calendarRows() -> [(text: String, selected: Bool)] {
    guard let shown = CalendarDate(seconds: date) else { return [] }
    let first = shown.days - (shown.day - 1)
    let lead = ((first + 4) % 7 + 7) % 7
    let length = CalendarDate.daysIn(month: shown.month, year: shown.year)
    var rows: [(String, Bool)] = [
      (DateText.months[shown.month - 1] + " " + String(shown.year), false),
      ("  S   M   T   W   T   F   S ", false),
    ]
    // Four columns a day, the number in the middle two; the chosen day in brackets.
    var line = String(repeating: "    ", count: lead)
    var selected = false
    for day in 1...length {
      let number = pad(String(day), 2)
      line += day == shown.day ? "[" + number + "]" : " " + number + " "
      if day == shown.day { selected = true }
      if (lead + day) % 7 == 0 || day == length {
        rows.append((padRight(line, 28), selected))
        line = ""
        selected = false
      }
    }
    return rows
  }

  /// `text` left-aligned in `width` columns.
  func padRight(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  /// `text` right-aligned in `width` columns.
  func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }
}

extension World {
  /// 2024-01-01 09:41:00 UTC (the time every iPhone in Apple's pictures shows), in seconds
  /// since 1970: the simulated now when a session starts.
  public static let dateEpoch = 1_704_102_060.0

  /// The simulated now, in seconds since 1970: `dateEpoch` plus the seconds the simulated
  /// clock has run (`:wait 5` makes it 5 seconds later), so every run shows the same dates.
  public var simulatedNow: Double { Self.dateEpoch + clock.now }

  /// `UIDatePicker()` / `UIDatePicker(frame:)`: a picker showing `now`, in no window until
  /// added to a view.
  public mutating func makeDatePicker(frame: Rect, now: Double) -> ObjectID {
    let id = makeView(className: "UIDatePicker", frame: frame)
    app.datePickers[id] = DatePickerState(date: now)
    return id
  }

  /// The date pickers that show: on the top alert or action sheet when one is up (added to
  /// its `view`), otherwise in the scene, top to bottom. What `:pick` turns.
  public func shownDatePickers() -> [ObjectID] {
    if let top = topPresented, viewControllers[top]?.alert != nil {
      return alertDatePickers(of: top)
    }
    if let picker = keyboardDatePicker { return [picker] }
    let pickers = views.compactMap { id, view -> (ObjectID, Rect)? in
      guard view.kitClass == "UIDatePicker", view.isInWindow, isVisible(id) else { return nil }
      return (id, windowFrame(of: id))
    }
    return pickers.sorted {
      ($0.1.origin.y, $0.1.origin.x, $0.0) < ($1.1.origin.y, $1.1.origin.x, $1.0)
    }.map(\.0)
  }

  /// The date picker shown in place of the keyboard: the `inputView` of the text field that
  /// is first responder, when it is a date picker.
  public var keyboardDatePicker: ObjectID? {
    guard let field = app.firstResponder, let picker = app.fieldTraits[field]?.inputView,
      app.datePickers[picker] != nil
    else { return nil }
    return picker
  }

  /// The text fields of the view whose `inputView` is a date picker, top to bottom: `:pick`
  /// with no picker on screen taps the first into editing, as a finger would, to show its
  /// picker.
  public func pickerTextFields() -> [ObjectID] {
    screenTextFields().filter { field in
      app.fieldTraits[field]?.inputView.map { app.datePickers[$0] != nil } ?? false
    }
  }

  /// The pickers `:pick` turns: those that show, then those of the view's text fields whose
  /// input view is a date picker (its field is tapped into editing to show it). With an
  /// alert up, only the alert's.
  public func pickableDatePickers() -> [ObjectID] {
    let shown = shownDatePickers()
    if let top = topPresented, viewControllers[top]?.alert != nil { return shown }
    let inputs = pickerTextFields().compactMap { app.fieldTraits[$0]?.inputView }
    return shown + inputs.filter { !shown.contains($0) }
  }

  /// The date pickers in an alert controller's view (added to it, or to a view added to it),
  /// in the order added.
  public func alertDatePickers(of controller: ObjectID) -> [ObjectID] {
    guard let view = viewControllers.field(controller, { $0.view }) else { return [] }
    var found: [ObjectID] = []
    // Depth first; a view is in one place, and the walk stops after 10,000 views.
    var pending = Array(subviews(of: view).reversed())
    var visited = 0
    while let id = pending.popLast(), visited < 10_000 {
      visited += 1
      guard !(app.looks[id]?.isInvisible ?? false) else { continue }
      if app.datePickers[id] != nil { found.append(id) }
      pending += subviews(of: id).reversed()
    }
    return found
  }

  /// `:pick`: the wheels of a picker turned to `seconds` (for a count-down timer, a duration
  /// in seconds). The picker keeps the date within its limits and on its minute interval;
  /// when that changes what it shows, it sends `.valueChanged` to its targets.
  public mutating func pick(_ picker: ObjectID, seconds: Double, runner: CallbackRunner) throws {
    // A picker that is a text field's input view shows once the field is editing.
    if keyboardDatePicker != picker,
      let field = pickerTextFields().first(where: { app.fieldTraits[$0]?.inputView == picker })
    {
      try beginEditing(field, runner: runner)
    }
    guard var state = app.datePickers[picker] else { return }
    if state.mode == .countDownTimer {
      let minutes = (min(max(seconds, 60), 86_340) / 60).rounded(.down)
      let step = Double(state.minuteInterval)
      let duration = max(step, (minutes / step).rounded(.down) * step) * 60
      guard duration != state.countDownDuration else { return }
      state.countDownDuration = duration
    } else {
      let reached = state.reachable(seconds)
      guard reached != state.date else { return }
      state.date = reached
    }
    app.datePickers[picker] = state
    try sendActions(of: picker, for: "valueChanged", runner: runner)
  }
}
