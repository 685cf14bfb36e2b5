// A protocol extension's subscript that takes several indices sits beside the type's own.
protocol Shelf {
  associatedtype Book
  var count: Int { get }
  subscript(slot: Int) -> Book { get }
}

extension Shelf {
  subscript<Slots: Sequence>(slots: Slots) -> [Book] where Slots.Element == Int {
    var picked: [Book] = []
    for slot in slots { picked.append(self[slot]) }
    return picked
  }
}

struct Bookcase: Shelf {
  var titles: [String]
  var count: Int { titles.count }
  subscript(slot: Int) -> String { titles[slot] }
}

let home = Bookcase(titles: ["Dune", "Emma", "Ulysses", "Beloved"])
print(home[1])
print(home[[0, 3]])
print(home[1...2])
