import AlertLabKit

extension Session {
  /// `:pick [N] YYYY-MM-DD [HH:MM]`, `:pick [N] HH:MM`: turns the wheels of the date picker
  /// on screen (the Nth from the top; on the alert when one is up) as a finger would. A date
  /// alone keeps the time of day shown, a time alone keeps the day; a count-down timer takes
  /// `H:MM`. The picker then sends `.valueChanged` to its targets.
  mutating func pick(_ arguments: [String], into out: inout Output) {
    var words = arguments
    var index = 1
    if words.count > 1, let number = Int(words[0]), number >= 1, number <= 1_000 {
      index = number
      words.removeFirst()
    }
    let pickers = world.pickableDatePickers()
    guard pickers.count >= index else {
      out.text(
        text(
          pickers.isEmpty
            ? Reply.noDatePicker : .noDatePickerNumbered(number: index, count: pickers.count)))
      return
    }
    let picker = pickers[index - 1]
    guard let state = world.app.datePickers[picker],
      let seconds = Self.pickedSeconds(words, shown: state)
    else {
      out.text(text(Reply.pickUsage))
      return
    }
    gesture(into: &out) { world, runner in
      try world.pick(picker, seconds: seconds, runner: runner)
    }
  }

  /// The instant (or, for a count-down timer, the duration in seconds) that `:pick`'s words
  /// name; nil when they are not `YYYY-MM-DD`, `HH:MM` or both, or name a wheel the picker
  /// lacks (a time for a picker of dates, a date for one of times).
  static func pickedSeconds(_ words: [String], shown: DatePickerState) -> Double? {
    guard (1...2).contains(words.count) else { return nil }
    if shown.mode == .countDownTimer {
      guard words.count == 1, let (hours, minutes) = clock(words[0], maxHour: 23) else {
        return nil
      }
      return Double(hours * 3_600 + minutes * 60)
    }
    guard let current = CalendarDate(seconds: shown.date) else { return nil }
    var (year, month, day) = (current.year, current.month, current.day)
    var (hour, minute) = (current.hour, current.minute)
    var second = current.second
    var rest = words[...]
    if let first = rest.first, let date = calendarDay(first), shown.mode != .time {
      (year, month, day) = date
      rest = rest.dropFirst()
    }
    if let first = rest.first, let time = clock(first, maxHour: 23), shown.mode != .date {
      (hour, minute) = time
      second = 0
      rest = rest.dropFirst()
    }
    guard rest.isEmpty else { return nil }
    return CalendarDate.seconds(
      year: year, month: month, day: day, hour: hour, minute: minute, second: second)
  }

  /// `YYYY-MM-DD` with a real day of that month, years 1 through 9999.
  static func calendarDay(_ word: String) -> (Int, Int, Int)? {
    let parts = word.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
      year >= 1, (1...12).contains(month),
      (1...CalendarDate.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    return (year, month, day)
  }

  /// `HH:MM` (or `H:MM`), hours up to `maxHour`.
  static func clock(_ word: String, maxHour: Int) -> (Int, Int)? {
    let parts = word.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
      let hour = Int(parts[0]), let minute = Int(parts[1]),
      (0...maxHour).contains(hour), (0...59).contains(minute)
    else { return nil }
    return (hour, minute)
  }
}
