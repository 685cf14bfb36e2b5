// A stream of choices, task results, cancellation and actors.
enum Choice: String { case keep, delete, archive }

let choices = AsyncStream<Choice> { continuation in
  for choice in [Choice.keep, .archive, .delete] { continuation.yield(choice) }
  continuation.finish()
}
var picked: [String] = []
for await choice in choices { picked.append(choice.rawValue) }
print(picked)

struct Offline: Error {}
func upload(_ name: String) async throws -> Int {
  await Task.yield()
  if name.isEmpty { throw Offline() }
  return name.count
}
for name in ["notes.txt", ""] {
  let result = await Task { try await upload(name) }.result
  switch result {
  case .success(let size): print("uploaded", size)
  case .failure(let error): print("failed:", error)
  }
}

let sleeper = Task { () -> String in
  do {
    try await Task.sleep(nanoseconds: 5_000_000_000)
    return "woke up"
  } catch {
    return "cancelled: \(error)"
  }
}
sleeper.cancel()
print(await sleeper.value)

actor Tally {
  private var counts: [String: Int] = [:]
  func add(_ key: String) -> Int {
    counts[key, default: 0] += 1
    return counts[key, default: 0]
  }
}
let tally = Tally()
for key in ["a", "b", "a"] { print(key, await tally.add(key)) }
let sizes = await withTaskGroup(of: Int.self) { group -> [Int] in
  for name in ["a", "bb", "ccc"] { group.addTask { (try? await upload(name)) ?? 0 } }
  var all: [Int] = []
  for await size in group { all.append(size) }
  return all.sorted()
}
print(sizes)
