import Testing

@testable import AlertLabKit

/// Dates written as Foundation's DateFormatter writes them for en_US in UTC; the expected
/// texts are what the compiled programs print.
@Suite struct DateTextTests {
  static let newYear = 1_704_102_060.0  // 2024-01-01 09:41:00, a Monday
  static let lateDecember = 1_735_563_907.25  // 2024-12-30 13:05:07.25, a Monday

  @Test func patternLettersWriteTheirFields() {
    #expect(
      DateText.formatted(Self.newYear, pattern: "G y yy yyy yyyy yyyyy")
        == "AD 2024 24 2024 2024 02024")
    #expect(
      DateText.formatted(Self.newYear, pattern: "M MM MMM MMMM MMMMM") == "1 01 Jan January J")
    #expect(
      DateText.formatted(Self.newYear, pattern: "E EEEE EEEEE EEEEEE e c") == "Mon Monday M Mo 2 2")
    #expect(DateText.formatted(Self.newYear, pattern: "a h hh H HH k K") == "AM 9 09 9 09 9 9")
    #expect(
      DateText.formatted(Self.lateDecember, pattern: "m mm s ss S SS SSS") == "5 05 7 07 2 25 250")
    #expect(
      DateText.formatted(Self.lateDecember, pattern: "d D DDD w W Q QQQ QQQQ")
        == "30 365 365 1 5 4 Q4 4th quarter")
    #expect(
      DateText.formatted(0, pattern: "Z ZZZZ ZZZZZ z zzzz X xxx O")
        == "+0000 GMT Z UTC Coordinated Universal Time Z +00:00 GMT")
    #expect(DateText.formatted(0, pattern: "h a k") == "12 AM 24")
  }

  @Test func quotesAreLiteralAndTwoQuotesAreOne() {
    #expect(
      DateText.formatted(Self.newYear, pattern: "'at' 'o''clock' '' yyyy-MM-dd'T'HH:mm:ssZ")
        == "at o'clock ' 2024-01-01T09:41:00+0000")
  }

  @Test func theWeekYearOfTheLastDaysOfDecemberIsTheNextYear() {
    #expect(DateText.formatted(Self.lateDecember, pattern: "yyyy YYYY") == "2024 2025")
    #expect(DateText.formatted(-34_477_200, pattern: "w D") == "48 332")
  }

  @Test func stylesFollowTheEra() {
    #expect(
      DateText.styled(Self.lateDecember, date: .short, time: .short, iOS: IOSVersion(17))
        == "12/30/24, 1:05\u{202F}PM")
    #expect(
      DateText.styled(Self.lateDecember, date: .full, time: .long, iOS: IOSVersion(16))
        == "Monday, December 30, 2024 at 1:05:07 PM UTC")
    #expect(
      DateText.styled(Self.lateDecember, date: .long, time: .none, iOS: IOSVersion(17))
        == "December 30, 2024")
  }

  @Test func parsingNeedsEveryFieldAndARealDay() {
    #expect(DateText.parsed("15/03/2024 18:30", pattern: "dd/MM/yyyy HH:mm") == 1_710_527_400)
    #expect(DateText.parsed("Mar 15, 2024 6:30 PM", pattern: "MMM d, yyyy h:mm a") == 1_710_527_400)
    #expect(DateText.parsed("31/02/2024", pattern: "dd/MM/yyyy") == nil)
    #expect(DateText.parsed("2024-03-15x", pattern: "yyyy-MM-dd") == nil)
  }

  @Test func calendarDatesRoundTrip() throws {
    for days in [-700_000, -1, 0, 59, 11_016, 19_723, 700_000] {
      let date = try #require(CalendarDate(seconds: Double(days) * 86_400 + 1))
      #expect(CalendarDate.days(year: date.year, month: date.month, day: date.day) == days)
    }
    #expect(CalendarDate(seconds: .infinity) == nil)
    #expect(CalendarDate(seconds: 1e300) == nil)
  }

  @Test func pickerRowsAndStyles() {
    var picker = DatePickerState(date: Self.newYear)
    #expect(picker.shownStyle(iOS: IOSVersion(17)) == .compact)
    #expect(picker.shownStyle(iOS: IOSVersion(13, 4)) == .wheels)
    #expect(
      picker.rows(iOS: IOSVersion(17), now: Self.newYear).map(\.text) == [
        "[ Jan 1, 2024 ] [ 9:41\u{202F}AM ]"
      ])
    picker.preferredStyle = .wheels
    #expect(
      picker.rows(iOS: IOSVersion(17), now: Self.newYear).map(\.text) == [
        "Sun Dec 31   8  40    ", "Today        9  41  AM", "Tue Jan  2  10  42  PM",
      ])
    picker.mode = .time
    picker.minuteInterval = 10
    #expect(
      picker.rows(iOS: IOSVersion(17), now: 0).map(\.text) == [
        " 8  30    ", " 9  40  AM", "10  50  PM",
      ])
    picker.minimumDate = Self.newYear + 3_600
    #expect(picker.reachable(Self.newYear) == Self.newYear + 3_600)
    #expect(picker.reachable(Self.newYear + 7_200 + 66 * 60) == Self.newYear + 7_200 + 59 * 60)
  }

  @Test func anInlinePickerDrawsItsMonthAndACountDownIsDescribed() {
    var picker = DatePickerState(date: 1_707_560_700)  // 2024-02-10 10:25, a Saturday
    picker.mode = .date
    picker.preferredStyle = .inline
    #expect(picker.shownStyle(iOS: IOSVersion(17)) == .inline)
    let rows = picker.drawnRows(iOS: IOSVersion(17), now: 0)
    #expect(
      rows.map(\.text) == [
        "February 2024",
        "  S   M   T   W   T   F   S ",
        "                  1   2   3 ",
        "  4   5   6   7   8   9 [10]",
        " 11  12  13  14  15  16  17 ",
        " 18  19  20  21  22  23  24 ",
        " 25  26  27  28  29         ",
      ])
    #expect(rows.map(\.selected) == [false, false, false, true, false, false, false])
    picker.mode = .time
    #expect(picker.shownStyle(iOS: IOSVersion(17)) == .compact)
    #expect(picker.described(iOS: IOSVersion(17)) == "10:25 AM")
    picker.mode = .countDownTimer
    picker.countDownDuration = 5_400
    #expect(picker.shownStyle(iOS: IOSVersion(17)) == .wheels)
    #expect(picker.described(iOS: IOSVersion(17)) == "1 hours 30 min")
  }
}
