// Task groups with results collected deterministically, cancellation checks.
func thumbnail(for id: Int) async -> (Int, String) {
  await Task.yield()
  return (id, "thumb-\(id * 11)")
}
let ids = [4, 1, 3, 2]
let thumbnails = await withTaskGroup(of: (Int, String).self) { group in
  for id in ids {
    group.addTask { await thumbnail(for: id) }
  }
  var collected: [Int: String] = [:]
  for await (id, thumb) in group { collected[id] = thumb }
  return collected
}
for id in thumbnails.keys.sorted() { print(id, thumbnails[id]!) }
let total = await withTaskGroup(of: Int.self, returning: Int.self) { group in
  for n in 1...100 { group.addTask { n } }
  return await group.reduce(0, +)
}
print("total:", total)
struct TooBig: Error { let value: Int }
do {
  let values = try await withThrowingTaskGroup(of: Int.self) { group in
    for n in [2, 40, 6] {
      group.addTask {
        if n > 30 { throw TooBig(value: n) }
        return n
      }
    }
    var all: [Int] = []
    for try await v in group { all.append(v) }
    return all
  }
  print(values)
} catch let e as TooBig {
  print("group failed because of", e.value)
}
let cancelled = Task { () -> String in
  try? await Task.sleep(nanoseconds: 1_000_000_000)
  return Task.isCancelled ? "saw cancellation" : "finished normally"
}
cancelled.cancel()
print(await cancelled.value)
let counted = await withTaskGroup(of: Int.self) { group -> [Int] in
  for i in 0..<5 { group.addTask { i * i } }
  var out: [Int] = []
  for await v in group { out.append(v) }
  return out.sorted()
}
print(counted)
