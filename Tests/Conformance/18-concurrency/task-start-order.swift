// Tasks made by top-level code, and when they start: a compiled program runs its
// top-level code on until it first awaits.
func fetchScore(for name: String) async -> Int {
  await Task.yield()
  return name.count * 10
}

func askTwice() async -> String {
  await withCheckedContinuation { continuation in
    continuation.resume(returning: "answered at once")
  }
}

var log: [String] = []
let first = Task { () -> Int in
  log.append("first starts")
  let score = await fetchScore(for: "Ada")
  log.append("first has \(score)")
  return score
}
let second = Task { () -> Int in
  log.append("second starts")
  return await fetchScore(for: "Grace")
}
log.append("both made")
let total = await first.value + second.value
print(log)
print("total:", total)
print(await askTwice())

let waited = await MainActor.run { () -> String in
  "ran on the main actor"
}
print(waited)

func countdown(from n: Int) async -> [Int] {
  var seen: [Int] = []
  for value in stride(from: n, through: 1, by: -1) {
    seen.append(value)
    await Task.yield()
  }
  return seen
}
print(await countdown(from: 3))
let cancelled = Task { () -> Bool in
  await Task.yield()
  return Task.isCancelled
}
cancelled.cancel()
print("cancelled:", await cancelled.value)
