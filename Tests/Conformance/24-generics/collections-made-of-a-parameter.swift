// Collections made empty from a generic parameter (`[T]()`, `[Key: Int]()`, `Set<T>()`)
// and filled in the function.
enum ListOps {
  static func concat<T>(_ first: [T], _ second: [T]) -> [T] {
    var result = [T]()
    for item in first { result.append(item) }
    for item in second { result.append(item) }
    return result
  }

  static func counts<Key: Hashable>(_ items: [Key]) -> [Key: Int] {
    var seen = [Key: Int]()
    for item in items { seen[item, default: 0] += 1 }
    return seen
  }
}

func unique<T: Hashable>(_ items: [T]) -> [T] {
  var seen = Set<T>()
  var kept = [T]()
  for item in items where seen.insert(item).inserted {
    kept.append(item)
  }
  return kept
}

print(ListOps.concat([1, 2], [3, 4]), ListOps.concat([String](), ["x"]))
let counted = ListOps.counts(["ok", "cancel", "ok"])
print(counted.keys.sorted().map { "\($0)=\(counted[$0] ?? 0)" })
print(unique([3, 1, 3, 2, 1]), unique(["b", "a", "b"]))
print(ListOps.concat([[1], [2]], [[3]]).count)

extension Sequence {
  func doubledAll<T: Numeric>(_ transform: (Element) -> T) -> [T] {
    var result: [T] = []
    result.reserveCapacity(underestimatedCount)
    for element in self { result.append(transform(element) * 2) }
    return result
  }
}
print([1, 2, 3].doubledAll { $0 }, ["ab", "c"].doubledAll { $0.count })
