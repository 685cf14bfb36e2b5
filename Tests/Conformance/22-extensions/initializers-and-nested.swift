// Extensions adding initializers, nested types and protocol conformance.
struct Time { var hour = 0, minute = 0 }
struct Slot { var start = Time(), minutes = 30 }
extension Slot {
  init(endingAt end: Time, minutes: Int) {
    let total = end.hour * 60 + end.minute - minutes
    self.init(start: Time(hour: total / 60, minute: total % 60), minutes: minutes)
  }
}
print(Slot())
print(Slot(start: Time(hour: 9, minute: 15), minutes: 45))
print(Slot(endingAt: Time(hour: 13, minute: 10), minutes: 90))
extension Character {
  enum Category { case vowel, consonant, other }
  var category: Category {
    switch lowercased() {
    case "a", "e", "i", "o", "u": return .vowel
    case "a"..."z": return .consonant
    default: return .other
    }
  }
}
func shape(of word: String) -> String {
  String(
    word.map { ch -> Character in
      switch ch.category {
      case .vowel: return "V"
      case .consonant: return "C"
      case .other: return "-"
      }
    })
}
print(shape(of: "Strength"), shape(of: "aeon-4"))
extension Time: CustomStringConvertible, Equatable {
  var description: String {
    (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
  }
}
print(Time(hour: 7, minute: 5), Time() == Time(hour: 0, minute: 0))
print([Time(hour: 18, minute: 30)])
print("starts \(Slot(endingAt: Time(hour: 8, minute: 0), minutes: 20).start)")
extension Character {
  init(digit: Int) { self = Character(String(digit)) }
}
print((5...9).map { Character(digit: $0) })
