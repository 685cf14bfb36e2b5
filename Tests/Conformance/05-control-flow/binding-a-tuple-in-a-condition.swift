// An optional tuple bound in a condition: `if let (a, b)`, `guard let (a, b)`,
// `while let (a, b)`, and the same with `case let (a, b)?`.
extension Array {
  var decomposed: (Element, [Element])? {
    guard let first = first else { return nil }
    return (first, Array(dropFirst()))
  }
}

func quicksort(_ values: [Int]) -> [Int] {
  if let (pivot, rest) = values.decomposed {
    let smaller = rest.filter { $0 < pivot }
    let larger = rest.filter { $0 >= pivot }
    return quicksort(smaller) + [pivot] + quicksort(larger)
  } else {
    return []
  }
}

func describe(_ pair: (title: String, count: Int)?) -> String {
  guard let (title, count) = pair else { return "nothing" }
  return "\(title) x\(count)"
}

print(quicksort([5, 3, 8, 1, 9, 2]))
print(describe(("OK", 2)), describe(nil))

var pending = ["Delete", "Cancel"].enumerated().makeIterator()
while let (index, title) = pending.next() {
  print(index, title)
}
let found: (Int, String)? = (7, "seven")
if case let (number, name)? = found, number > 5 {
  print(name)
}
