// Extensions of raw-value enums read `rawValue` and their cases through `self`, and an
// `==` the program declares for its own struct leaves the enums' own equality alone.
enum Rank: Int {
  case two = 2, three, four, jack = 11, queen, king, ace
}

enum Suit: String {
  case spades = "♠", hearts = "♡"
}

extension Rank: CustomStringConvertible {
  var description: String {
    switch self {
    case .jack: return "J"
    case .queen: return "Q"
    case .king: return "K"
    case .ace: return "A"
    default: return "\(rawValue)"
    }
  }
  var isFace: Bool { rawValue > 10 && self != .ace }
}

extension Suit {
  func label(for rank: Rank) -> String { "\(rank)\(rawValue)" }
}

struct Card {
  let rank: Rank
  let suit: Suit
}

extension Card: Equatable {}
func == (lhs: Card, rhs: Card) -> Bool {
  lhs.rank == rhs.rank && lhs.suit == rhs.suit
}

let hand = [Card(rank: .two, suit: .hearts), Card(rank: .king, suit: .spades)]
print(hand.map { $0.suit.label(for: $0.rank) })
print(hand[0] == Card(rank: .two, suit: .hearts), hand[0] == hand[1])
print(Rank.queen.isFace, Rank.ace.isFace, Rank.three.isFace)

extension Rank: Comparable {}
func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }

extension Card: Comparable {}
func < (lhs: Card, rhs: Card) -> Bool {
  lhs.rank == rhs.rank ? lhs.suit.rawValue < rhs.suit.rawValue : lhs.rank < rhs.rank
}

let deck = [
  Card(rank: .ace, suit: .spades), Card(rank: .two, suit: .spades),
  Card(rank: .two, suit: .hearts), Card(rank: .jack, suit: .hearts),
]
print(deck.sorted().map { $0.suit.label(for: $0.rank) })
print(deck.max().map { "\($0.rank)" } ?? "none", Rank.three < Rank.two)
