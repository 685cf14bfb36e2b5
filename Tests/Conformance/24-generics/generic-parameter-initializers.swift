// A generic parameter constrained to a protocol that requires an initializer is called to
// make a value of the type it is bound to.
protocol Stack {
  associatedtype Item
  var items: [Item] { get }
  init(items: [Item])
}

struct Pile: Stack {
  var items: [String]
}

final class Queue: Stack {
  let items: [Int]
  init(items: [Int]) { self.items = items }
}

func joined<S: Stack>(_ first: S, _ second: S) -> S {
  S(items: first.items + second.items)
}

func emptied<S: Stack>(like stack: S) -> S {
  S(items: [])
}

let pile = joined(Pile(items: ["a"]), Pile(items: ["b", "c"]))
print(pile.items, type(of: pile))
let queue = joined(Queue(items: [1]), Queue(items: [2]))
print(queue.items, type(of: queue))
print(emptied(like: pile).items.isEmpty)
