// A generic parameter that only the result type names is what the call's context expects.
protocol Blank {
  init()
}

struct Card: Blank {
  var title = "untitled"
}

final class Sheet: Blank {
  var rows = 0
  init() {}
}

func make<T: Blank>() -> T { T() }
func pair<T: Blank>() -> [T] { [T(), T()] }
func parse<T: LosslessStringConvertible>(_ text: String) -> T? { T(text) }

let card: Card = make()
let sheet: Sheet = make()
print(card.title, sheet.rows, type(of: card), type(of: sheet))
let cards: [Card] = pair()
print(cards.count, cards.map(\.title))
let count: Int? = parse("42")
let ratio: Double? = parse("2.5")
let broken: Int? = parse("forty")
print(count as Any, ratio as Any, broken as Any)
