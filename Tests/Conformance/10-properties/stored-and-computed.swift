// Stored, lazy, computed and read-only computed properties.
struct Booking { var startDay: Int; let nights: Int }
var booking = Booking(startDay: 3, nights: 4)
booking.startDay = 10
print(booking)
final class WordListLoader {
  let language: String
  init(language: String) { self.language = language; print("loading word list for \(language)") }
}
final class SpellChecker {
  lazy var words = WordListLoader(language: "en"); var ignored: [String] = []
}
let checker = SpellChecker()
checker.ignored.append("AlertLab")
print("ignored:", checker.ignored)
print("language:", checker.words.language)
print("again:", checker.words.language)
struct Segment {
  var start = 0.0, end = 0.0
  var length: Double {
    get { end - start }
    set { end = start + newValue }
  }
  var midpoint: Double {
    get { (start + end) / 2 }
    set {
      let half = length / 2
      start = newValue - half
      end = newValue + half
    }
  }
  var isEmpty: Bool { length == 0 }
}
var segment = Segment(start: 2, end: 6)
print(segment.length, segment.midpoint, segment.isEmpty)
segment.midpoint = 10
print(segment)
segment.length = 1
print(segment, segment.midpoint)
struct Speed {
  var metresPerSecond: Double
  var kilometresPerHour: Double {
    get { metresPerSecond * 3.6 }
    set(kmh) { metresPerSecond = kmh / 3.6 }
  }
}
var cyclist = Speed(metresPerSecond: 5)
print(cyclist.kilometresPerHour)
cyclist.kilometresPerHour = 36
print(cyclist.metresPerSecond, cyclist)
