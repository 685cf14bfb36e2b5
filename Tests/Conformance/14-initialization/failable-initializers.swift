// Failable initializers for structs, enums and classes; init? propagation and init!.
struct Username {
  let value: String
  init?(_ raw: String) {
    guard (3...12).contains(raw.count), raw.allSatisfy({ $0.isLetter || $0.isNumber }) else {
      return nil
    }
    value = raw.lowercased()
  }
}
for raw in ["Mika77", "x", "bad name!"] {
  if let user = Username(raw) {
    print("accepted \(user.value)")
  } else {
    print("rejected \"\(raw)\"")
  }
}
enum Suit {
  case hearts, spades
  init?(symbol: Character) {
    switch symbol {
    case "♥": self = .hearts
    case "♠": self = .spades
    default: return nil
    }
  }
}
print(Suit(symbol: "♠") as Any, Suit(symbol: "?") as Any)
class Parcel {
  let destination: String
  init?(destination: String) {
    if destination.isEmpty { return nil }; self.destination = destination
  }
}
final class ExpressParcel: Parcel {
  let hours: Int
  init?(destination: String, hours: Int) {
    if hours < 1 { return nil }
    self.hours = hours
    super.init(destination: destination)
  }
}
for (place, hours) in [("Bergen", 24), ("Turin", 0), ("", 12)] {
  if let parcel = ExpressParcel(destination: place, hours: hours) {
    print("\(parcel.destination) within \(parcel.hours)h")
  } else {
    print("cannot ship to \"\(place)\" in \(hours)h")
  }
}
class Note {
  var text: String?; init() {};
  init?(text: String) { if text.isEmpty { return nil }; self.text = text }
}
final class StickyNote: Note {
  override init(text: String) { super.init(); self.text = text.isEmpty ? "(blank)" : text }
}
print(StickyNote(text: "").text!, Note(text: "")?.text as Any)
struct Percent {
  let value: Int; init!(_ v: Int) { if !(0...100).contains(v) { return nil }; value = v }
}
let p: Percent? = Percent(40)
print(p?.value as Any, Percent(140) == nil)
print(Int8(exactly: 200) as Any, UInt8(exactly: 255) as Any)
