// Nested types, opaque result types (some) and boxed protocol types (any).
struct Deck {
  enum Suit: String, CaseIterable { case hearts = "H", spades = "S" }
  struct Card: CustomStringConvertible {
    enum Rank: Int { case two = 2, three, ace = 14 }
    let rank: Rank, suit: Suit
    var description: String { "\(rank.rawValue)\(suit.rawValue)" }
  }
  var cards: [Card] = []
  init() {
    for suit in Suit.allCases {
      for rank in [Card.Rank.two, .three, .ace] { cards.append(Card(rank: rank, suit: suit)) }
    }
  }
}
let deck = Deck()
print(deck.cards, Deck.Suit.allCases.count, Deck.Card.Rank.ace.rawValue)
let card = Deck.Card(rank: .three, suit: .spades)
print(card, type(of: card), Deck.Card.Rank(rawValue: 3) == .three)

protocol Shape { func area() -> Double; var label: String { get } }
struct Square: Shape {
  let side: Double
  func area() -> Double { side * side }
  var label: String { "square" }
}
struct Circle: Shape {
  let r: Double
  func area() -> Double { 3 * r * r }
  var label: String { "circle" }
}
func unitShape() -> some Shape { Square(side: 1) }
func biggest(_ shapes: [any Shape]) -> any Shape {
  shapes.max { $0.area() < $1.area() } ?? Square(side: 0)
}
let shapes: [any Shape] = [Square(side: 2), Circle(r: 1.5), unitShape()]
print(unitShape().area(), unitShape().label)
let big = biggest(shapes)
print(big.label, big.area(), big is Circle, big as? Square == nil)
func describe(_ shape: some Shape) -> String { "\(shape.label) of \(shape.area())" }
print(shapes.map { describe($0) })
func totalArea(_ shapes: any Collection<any Shape>) -> Double {
  shapes.reduce(0) { $0 + $1.area() }
}
print(totalArea(shapes))
var anyValue: Any = 5
anyValue = "five"
if let text = anyValue as? String { print("now a string:", text) }
let mixed: [Any] = [1, "two", 3.0, Square(side: 3)]
for item in mixed {
  switch item {
  case let n as Int: print("int", n)
  case let s as String: print("string", s)
  case let shape as any Shape: print("shape", shape.label)
  default: print("other", item)
  }
}
