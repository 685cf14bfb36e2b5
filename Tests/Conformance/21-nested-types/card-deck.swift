// Nested enums inside a struct, with a nested struct and computed description.
struct TarotCard {
  enum Arcana: String, CaseIterable {
    case major = "Major", minor = "Minor"
  }
  enum Suit: Character, CaseIterable {
    case cups = "🏆", swords = "⚔", wands = "🪄", coins = "🪙"
    struct Element {
      let name: String, isWarm: Bool
    }
    var element: Element {
      switch self {
      case .wands: return Element(name: "fire", isWarm: true)
      case .cups: return Element(name: "water", isWarm: false)
      case .swords: return Element(name: "air", isWarm: true)
      case .coins: return Element(name: "earth", isWarm: false)
      }
    }
  }
  let number: Int, suit: Suit?
  var arcana: Arcana { suit == nil ? .major : .minor }
  var description: String {
    guard let suit else { return "\(arcana.rawValue) arcana #\(number)" }
    return "\(number) of \(suit) \(suit.rawValue) (\(suit.element.name))"
  }
}
let fool = TarotCard(number: 0, suit: nil)
print(fool.description)
let threeOfCups = TarotCard(number: 3, suit: .cups)
print(threeOfCups.description)
print(TarotCard.Suit.swords.rawValue)
print(TarotCard(number: 7, suit: .wands))
let spread = [
  fool, threeOfCups, TarotCard(number: 9, suit: .coins), TarotCard(number: 2, suit: .swords),
]
let warm = spread.compactMap { $0.suit }.filter { $0.element.isWarm }
print("warm suits:", warm)
print(TarotCard.Suit.allCases.map { String($0.rawValue) }.joined(separator: " "))
print(TarotCard.Arcana.allCases.map(\.rawValue), spread.map(\.arcana.rawValue))
let element: TarotCard.Suit.Element = TarotCard.Suit.coins.element
print(element.name, element.isWarm, type(of: element))
print(TarotCard.Suit.cups, TarotCard.Arcana.major)
