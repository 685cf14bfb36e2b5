// An extension of a generic type names the type's parameters (`Element`, `Key`) in its
// methods' parameters and results, and they stand for the arguments of each instance.
struct Queue<Element> {
  private(set) var items: [Element] = []
}

extension Queue {
  mutating func enqueue(_ item: Element) { items.append(item) }
  mutating func dequeue() -> Element? { items.isEmpty ? nil : items.removeFirst() }
  func peek(or fallback: Element) -> Element { items.first ?? fallback }
}

extension Queue where Element: Comparable {
  var smallest: Element? { items.min() }
}

var names = Queue<String>()
names.enqueue("Zoe")
names.enqueue("Ann")
print(names.peek(or: "nobody"), names.smallest ?? "none", names.items.count)
print(names.dequeue() ?? "empty", names.dequeue() ?? "empty", names.dequeue() ?? "empty")
print(names.peek(or: "nobody"))

var numbers = Queue<Double>()
for value in [2.5, 0.5, 1.5] { numbers.enqueue(value) }
print(numbers.smallest ?? 0, numbers.items)

enum Tree<Key: Comparable> {
  case leaf
  indirect case node(Tree, Key, Tree)
}

extension Tree {
  func inserting(_ key: Key) -> Tree {
    switch self {
    case .leaf:
      return .node(.leaf, key, .leaf)
    case .node(let left, let value, let right):
      if key < value { return .node(left.inserting(key), value, right) }
      return .node(left, value, right.inserting(key))
    }
  }

  var inOrder: [Key] {
    switch self {
    case .leaf: return []
    case .node(let left, let value, let right): return left.inOrder + [value] + right.inOrder
    }
  }
}

var tree = Tree<Int>.leaf
for key in [5, 2, 8, 1] { tree = tree.inserting(key) }
print(tree.inOrder)
