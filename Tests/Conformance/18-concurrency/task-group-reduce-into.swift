// A task group's results gathered with `reduce(into:)`, each put in its place by offset.
func square(_ value: Int) async -> Int {
  await Task.yield()
  return value * value
}

func squares(of values: [Int]) async -> [Int] {
  await withTaskGroup(of: (Int, Int).self) { group in
    for (offset, value) in values.enumerated() {
      group.addTask { (offset, await square(value)) }
    }
    let placed = await group.reduce(into: [Int: Int]()) { result, pair in
      result[pair.0] = pair.1
    }
    return values.indices.map { placed[$0] ?? 0 }
  }
}

let total = await withTaskGroup(of: Int.self) { group in
  for value in 1...4 { group.addTask { await square(value) } }
  return await group.reduce(into: 0) { $0 += $1 }
}
print(await squares(of: [3, 1, 2]), total)
