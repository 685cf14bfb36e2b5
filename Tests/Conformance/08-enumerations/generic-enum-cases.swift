// A generic enum's cases take their type argument from where they are used.
indirect enum Tree<Value> {
  case leaf
  case node(Tree<Value>, Value, Tree<Value>)

  func inOrder() -> [Value] {
    switch self {
    case .leaf: return []
    case .node(let left, let value, let right): return left.inOrder() + [value] + right.inOrder()
    }
  }
}

enum Outcome<Success> {
  case done(Success)
  case skipped
}

func halve(_ number: Int) -> Outcome<Int> {
  if number % 2 == 0 { return Outcome.done(number / 2) }
  return Outcome.skipped
}

let small = Tree.node(.leaf, "b", .leaf)
let tree = Tree.node(Tree.node(.leaf, "a", .leaf), "c", small)
print(tree.inOrder())
for number in [4, 7] {
  switch halve(number) {
  case .done(let half): print(number, "halves to", half)
  case .skipped: print(number, "is odd")
  }
}
