// A generic parameter that no argument names directly (`S.Element == T`): collections of
// it are made and filled in the function.
func unique<S: Sequence, T: Hashable>(_ source: S) -> [T] where S.Element == T {
  var seen = Set<T>()
  var kept = [T]()
  for item in source where !seen.contains(item) {
    seen.insert(item)
    kept.append(item)
  }
  return kept
}

func grouped<S: Sequence, T>(_ source: S, by size: Int) -> [[T]] where S.Element == T {
  var groups = [[T]]()
  var current = [T]()
  for item in source {
    current.append(item)
    if current.count == size {
      groups.append(current)
      current = []
    }
  }
  if !current.isEmpty { groups.append(current) }
  return groups
}

print(unique([3, 1, 3, 2, 1]) as [Int])
let letters: [Character] = unique("mississippi")
print(letters)
print(grouped(1...7, by: 3) as [[Int]])
print(grouped(["OK", "Cancel", "Delete"], by: 2) as [[String]])
