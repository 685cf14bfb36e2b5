/// Dates as the simulated device reads and writes them: the proleptic Gregorian calendar, the
/// device's time zone (UTC, so every run prints the same) and its locale (en_US), the way
/// Foundation's `DateFormatter` and `UIDatePicker` show them.
public struct CalendarDate: Hashable, Sendable {
  public var year: Int
  /// 1 (January) through 12.
  public var month: Int
  public var day: Int
  public var hour: Int
  public var minute: Int
  public var second: Int
  /// The fraction of the second, 0 ..< 1.
  public var fraction: Double
  /// Days since 1970-01-01 (negative before).
  public var days: Int

  /// The earliest and latest instants Foundation describes (`Date.distantPast` and
  /// `Date.distantFuture`); outside them a date has no calendar fields here.
  public static let earliest = -62_135_769_600.0
  public static let latest = 64_092_211_200.0

  /// The calendar fields of an instant in seconds since 1970; nil when it is not finite or
  /// lies outside `earliest ... latest` (no arithmetic below can overflow within them).
  public init?(seconds: Double) {
    guard seconds.isFinite, seconds >= Self.earliest, seconds <= Self.latest else { return nil }
    let floored = seconds.rounded(.down)
    let whole = Int(floored)
    var days = whole / 86_400
    var time = whole % 86_400
    if time < 0 {
      time += 86_400
      days -= 1
    }
    let civil = Self.civil(days: days)
    year = civil.year
    month = civil.month
    day = civil.day
    hour = time / 3_600
    minute = time / 60 % 60
    second = time % 60
    fraction = seconds - floored
    self.days = days
  }

  /// The weekday, 1 (Sunday) through 7 (Saturday), as Foundation's Gregorian calendar numbers
  /// them.
  public var weekday: Int { ((days + 4) % 7 + 7) % 7 + 1 }

  /// The day of the year, from 1.
  public var dayOfYear: Int { days - Self.days(year: year, month: 1, day: 1) + 1 }

  /// The instant of a calendar date and time of day, in seconds since 1970.
  public static func seconds(
    year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0
  ) -> Double {
    Double(days(year: year, month: month, day: day)) * 86_400
      + Double(hour * 3_600 + minute * 60 + second)
  }

  /// The number of days in a month of a year.
  public static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's `days_from_civil`).
  /// The year is clamped to ±1,000,000 so nothing overflows.
  public static func days(year: Int, month: Int, day: Int) -> Int {
    let year = min(max(year, -1_000_000), 1_000_000) - (month <= 2 ? 1 : 0)
    let month = min(max(month, 1), 12)
    let day = min(max(day, -1_000), 1_000)
    let era = (year >= 0 ? year : year - 399) / 400
    let yearOfEra = year - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The proleptic Gregorian year, month and day `days` after 1970-01-01 (H. Hinnant's
  /// `civil_from_days`).
  public static func civil(days: Int) -> (year: Int, month: Int, day: Int) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// The week of the year and the year it belongs to, as the en_US calendar counts them:
  /// weeks start on Sunday, and week 1 is the week that holds January 1 — so the last days of
  /// December can be in week 1 of the next year (why `YYYY` prints 2025 for 2024-12-30).
  public var weekOfYear: (week: Int, year: Int) {
    let nextJanuary = Self.days(year: year + 1, month: 1, day: 1)
    let sunday = days - (weekday - 1)
    if sunday + 6 >= nextJanuary { return (1, year + 1) }
    let january = Self.days(year: year, month: 1, day: 1)
    let firstSunday = january - ((january + 4) % 7 + 7) % 7
    return ((sunday - firstSunday) / 7 + 1, year)
  }

  /// The week of the month, as `W` counts it: weeks start on Sunday, week 1 holds the 1st.
  public var weekOfMonth: Int {
    let first = days - (day - 1)
    let firstWeekday = ((first + 4) % 7 + 7) % 7
    return (day - 1 + firstWeekday) / 7 + 1
  }
}

/// How `DateFormatter` writes a date or a time: `.none`, `.short`, `.medium`, `.long`,
/// `.full`.
public enum DateTextStyle: String, CaseIterable, Hashable, Sendable {
  case none, short, medium, long, full
}

/// Dates written as `DateFormatter` writes them for en_US in the simulated device's time zone,
/// UTC. From iOS 17 (ICU 72), a narrow no-break space (U+202F) stands before AM and PM in the
/// time styles; before it, a plain space.
public enum DateText {
  public static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
  public static let weekdays = [
    "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
  ]

  /// A date in a date style and a time style (`.medium` and `.short`: `Jan 1, 2024 at
  /// 9:41 AM`).
  public static func styled(
    _ seconds: Double, date: DateTextStyle, time: DateTextStyle, iOS: IOSVersion
  ) -> String {
    formatted(seconds, pattern: pattern(date: date, time: time, iOS: iOS))
  }

  /// The `dateFormat` a formatter takes from its date and time styles (`M/d/yy, h:mm a`).
  public static func pattern(date: DateTextStyle, time: DateTextStyle, iOS: IOSVersion)
    -> String
  {
    let space = iOS >= IOSVersion(17) ? "\u{202F}" : " "
    let datePattern: String
    switch date {
    case .none: datePattern = ""
    case .short: datePattern = "M/d/yy"
    case .medium: datePattern = "MMM d, y"
    case .long: datePattern = "MMMM d, y"
    case .full: datePattern = "EEEE, MMMM d, y"
    }
    let timePattern: String
    switch time {
    case .none: timePattern = ""
    case .short: timePattern = "h:mm" + space + "a"
    case .medium: timePattern = "h:mm:ss" + space + "a"
    case .long: timePattern = "h:mm:ss" + space + "a z"
    case .full: timePattern = "h:mm:ss" + space + "a zzzz"
    }
    if date == .none || time == .none { return datePattern + timePattern }
    return datePattern + (date == .short ? ", " : " 'at' ") + timePattern
  }

  /// A date written by a `dateFormat` pattern (Unicode Technical Standard #35): letters are
  /// fields (`yyyy-MM-dd HH:mm`), text in single quotes is literal and `''` is a quote. The
  /// fields written are those of G y Y M L d D E e c a h H k K m s S Z z X x O w W Q q, each
  /// checked against the compiled program; AlertLab writes nothing for another letter (ICU
  /// writes `b` and `B` as day periods and `v` and `V` as zone names), and nothing for a date
  /// outside `Date.distantPast ... Date.distantFuture`, where its calendar stops.
  public static func formatted(_ seconds: Double, pattern: String) -> String {
    guard let date = CalendarDate(seconds: seconds) else { return "" }
    var result = ""
    for token in tokens(pattern) {
      switch token {
      case .literal(let text): result += text
      case .field(let letter, let count): result += field(letter, count: min(count, 10), of: date)
      }
    }
    return result
  }

  /// A piece of a pattern: literal text, or a field letter and how many times it repeats.
  enum PatternToken: Equatable {
    case literal(String)
    case field(Character, Int)
  }

  /// A pattern cut into its literal text (quoted, or neither a letter nor a quote) and its
  /// fields (a run of one ASCII letter).
  static func tokens(_ pattern: String) -> [PatternToken] {
    var tokens: [PatternToken] = []
    let characters = Array(pattern)
    var index = 0
    func literal(_ character: Character) {
      if case .literal(let text)? = tokens.last {
        tokens[tokens.count - 1] = .literal(text + String(character))
      } else {
        tokens.append(.literal(String(character)))
      }
    }
    while index < characters.count {
      let character = characters[index]
      if character == "'" {
        index += 1
        if index < characters.count, characters[index] == "'" {
          literal("'")
          index += 1
          continue
        }
        while index < characters.count {
          if characters[index] == "'" {
            if index + 1 < characters.count, characters[index + 1] == "'" {
              literal("'")
              index += 2
              continue
            }
            index += 1
            break
          }
          literal(characters[index])
          index += 1
        }
        continue
      }
      guard character.isASCII, character.isLetter else {
        literal(character)
        index += 1
        continue
      }
      var count = 1
      while index + count < characters.count, characters[index + count] == character {
        count += 1
      }
      index += count
      tokens.append(.field(character, count))
    }
    return tokens
  }

  /// One field of a pattern: `letter` repeated `count` times.
  static func field(_ letter: Character, count: Int, of date: CalendarDate) -> String {
    let weekday = weekdays[date.weekday - 1]
    let month = months[date.month - 1]
    let hour12 = date.hour % 12 == 0 ? 12 : date.hour % 12
    switch letter {
    case "G":
      if count == 5 { return date.year > 0 ? "A" : "B" }
      if count == 4 { return date.year > 0 ? "Anno Domini" : "Before Christ" }
      return date.year > 0 ? "AD" : "BC"
    case "y": return year(date.year, count: count)
    case "Y": return year(date.weekOfYear.year, count: count)
    case "M", "L":
      switch count {
      case 1, 2: return padded(date.month, count)
      case 3: return String(month.prefix(3))
      case 4: return month
      default: return String(month.prefix(1))
      }
    case "d": return padded(date.day, count)
    case "D": return padded(date.dayOfYear, count)
    case "E", "e", "c":
      if letter != "E", count <= 2 {
        return padded(date.weekday, letter == "c" ? 1 : count)
      }
      switch count {
      case 1, 2, 3: return String(weekday.prefix(3))
      case 4: return weekday
      case 5: return String(weekday.prefix(1))
      default: return String(weekday.prefix(2))
      }
    case "a":
      if count == 5 { return date.hour < 12 ? "a" : "p" }
      return date.hour < 12 ? "AM" : "PM"
    case "h": return padded(hour12, count)
    case "H": return padded(date.hour, count)
    case "k": return padded(date.hour == 0 ? 24 : date.hour, count)
    case "K": return padded(date.hour % 12, count)
    case "m": return padded(date.minute, count)
    case "s": return padded(date.second, count)
    case "S":
      // The fraction cut (not rounded) to `count` digits.
      var digits = ""
      var rest = date.fraction
      for _ in 0..<count {
        rest *= 10
        let digit = min(9, max(0, Int(rest.rounded(.down))))
        digits += String(digit)
        rest -= Double(digit)
      }
      return digits
    case "Z":
      if count == 4 { return "GMT" }
      return count == 5 ? "Z" : "+0000"
    case "z": return count == 4 ? "Coordinated Universal Time" : "UTC"
    case "X": return "Z"
    case "x": return count == 1 ? "+00" : count == 2 ? "+0000" : "+00:00"
    case "O": return "GMT"
    case "w": return padded(date.weekOfYear.week, count)
    case "W": return String(date.weekOfMonth)
    case "Q", "q":
      let quarter = (date.month - 1) / 3 + 1
      if count <= 2 { return padded(quarter, count) }
      if count == 3 { return "Q\(quarter)" }
      return ["1st", "2nd", "3rd", "4th"][quarter - 1] + " quarter"
    default: return ""
    }
  }

  /// A year as `y` writes it: `yy` the last two digits, otherwise zero-padded to `count`.
  static func year(_ year: Int, count: Int) -> String {
    if count == 2 { return padded(abs(year) % 100, 2) }
    return padded(year, count)
  }

  /// A number zero-padded to `count` digits.
  static func padded(_ number: Int, _ count: Int) -> String {
    let digits = String(abs(number))
    let pad = String(repeating: "0", count: max(0, count - digits.count))
    return (number < 0 ? "-" : "") + pad + digits
  }

  /// Reads a date written by `pattern` (`DateFormatter.date(from:)`): numeric fields, month
  /// and weekday names, AM/PM and literal text must match exactly; nil when they do not.
  /// Fields left out default to 1970-01-01 00:00:00, as Foundation's do.
  public static func parsed(_ text: String, pattern: String) -> Double? {
    var year = 1970
    var month = 1
    var day = 1
    var hour = 0
    var minute = 0
    var second = 0
    var isPM: Bool?
    var twelveHour = false
    let input = Array(text)
    var position = 0
    func number(maxDigits: Int) -> Int? {
      var value = 0
      var read = 0
      while read < maxDigits, position < input.count, input[position].isASCII,
        let digit = input[position].wholeNumberValue
      {
        value = value * 10 + digit
        read += 1
        position += 1
      }
      return read == 0 ? nil : value
    }
    func word(_ choices: [String]) -> Int? {
      for (offset, choice) in choices.enumerated() {
        let end = position + choice.count
        guard end <= input.count else { continue }
        if String(input[position..<end]).lowercased() == choice.lowercased() {
          position = end
          return offset
        }
      }
      return nil
    }
    let pieces = tokens(pattern)
    for (index, piece) in pieces.enumerated() {
      guard case .field(let character, let count) = piece else {
        guard case .literal(let text) = piece else { continue }
        for expected in text {
          guard position < input.count, input[position] == expected else { return nil }
          position += 1
        }
        continue
      }
      // A number right before another number field reads only its own width.
      var nextIsNumber = false
      if index + 1 < pieces.count, case .field(let next, let nextCount) = pieces[index + 1] {
        nextIsNumber = "yYdHhKkms".contains(next) || ("ML".contains(next) && nextCount <= 2)
      }
      let digits = nextIsNumber ? max(count, 2) : 10
      switch character {
      case "y", "Y":
        guard let value = number(maxDigits: count == 2 ? 2 : max(digits, 4)) else { return nil }
        year = count == 2 ? (value < 70 ? 2000 + value : 1900 + value) : value
      case "M", "L":
        if count >= 3 {
          let names = count == 3 ? months.map { String($0.prefix(3)) } : months
          guard let value = word(names) else { return nil }
          month = value + 1
        } else {
          guard let value = number(maxDigits: min(digits, 2)), (1...12).contains(value)
          else { return nil }
          month = value
        }
      case "d":
        guard let value = number(maxDigits: min(digits, 2)), (1...31).contains(value)
        else { return nil }
        day = value
      case "H", "k":
        guard let value = number(maxDigits: min(digits, 2)), value <= 24 else { return nil }
        hour = value % 24
      case "h", "K":
        guard let value = number(maxDigits: min(digits, 2)), value <= 12 else { return nil }
        hour = value % 12
        twelveHour = true
      case "m":
        guard let value = number(maxDigits: min(digits, 2)), value < 60 else { return nil }
        minute = value
      case "s":
        guard let value = number(maxDigits: min(digits, 2)), value < 60 else { return nil }
        second = value
      case "a":
        guard let value = word(["AM", "PM"]) else { return nil }
        isPM = value == 1
      case "E":
        let names = count == 4 ? weekdays : weekdays.map { String($0.prefix(3)) }
        guard word(names) != nil else { return nil }
      default:
        return nil
      }
    }
    guard position == input.count, day <= CalendarDate.daysIn(month: month, year: year) else {
      return nil
    }
    if twelveHour, isPM == true { hour += 12 }
    return CalendarDate.seconds(
      year: year, month: month, day: day, hour: hour, minute: minute, second: second)
  }
}

/// A `DateFormatter`: its `dateFormat` and the styles it was last given, and its locale.
/// Setting a style sets the format to that of both styles, as Foundation's does; setting the
/// format leaves the styles as they were.
public struct DateFormatterState: Hashable, Sendable {
  public var dateFormat = ""
  public var dateStyle = DateTextStyle.none
  public var timeStyle = DateTextStyle.none
  /// `en_US` (the simulated device's) or `en_US_POSIX`: the same words.
  public var localeIdentifier = "en_US"
  public init() {}

  /// Sets a style and the format it gives.
  public mutating func setStyle(
    date: DateTextStyle? = nil, time: DateTextStyle? = nil, iOS: IOSVersion
  ) {
    if let date { dateStyle = date }
    if let time { timeStyle = time }
    dateFormat = DateText.pattern(date: dateStyle, time: timeStyle, iOS: iOS)
  }
}

extension World {
  /// `DateFormatter()`: no format, no styles, the device's locale.
  public mutating func makeDateFormatter() -> ObjectID {
    let id = makeID()
    app.dateFormatters[id] = DateFormatterState()
    plainObjects[id] = "DateFormatter"
    return id
  }
}
