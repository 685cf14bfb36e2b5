// `reduce` whose initial value and closure name cases of the type the function returns,
// not of the elements.
indirect enum Stack {
  case empty
  case push(String, Stack)

  static func of(_ titles: [String]) -> Stack {
    titles.reduce(.empty) { .push($1, $0) }
  }

  var depth: Int {
    switch self {
    case .empty: return 0
    case .push(_, let rest): return 1 + rest.depth
    }
  }
}

enum Tally {
  case none
  case some(Int)

  static func count(_ values: [Int]) -> Tally {
    return values.reduce(.none) { total, value in
      switch total {
      case .none: return .some(value)
      case .some(let sum): return .some(sum + value)
      }
    }
  }
}

print(Stack.of(["OK", "Cancel"]))
print(Stack.of(["A", "B", "C"]).depth, Stack.of([]).depth)
print(Tally.count([1, 2, 3]), Tally.count([]))
