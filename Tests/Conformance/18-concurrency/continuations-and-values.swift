// Continuations resumed at once, task values awaited in turn, the main actor.
func confirm(_ question: String, answer: Bool) async -> Bool {
  await withCheckedContinuation { continuation in
    continuation.resume(returning: answer)
  }
}

func fetchScore(for name: String) async -> Int {
  await Task.yield()
  return name.count * 10
}

struct Rejected: Error {}

func approve(_ amount: Int) async throws -> Int {
  try await withCheckedThrowingContinuation { continuation in
    if amount > 100 {
      continuation.resume(throwing: Rejected())
    } else {
      continuation.resume(returning: amount)
    }
  }
}

let deleteIt = await confirm("Delete?", answer: true)
print("delete:", deleteIt)
print("keep:", await confirm("Keep?", answer: false))

let scores = Task { () -> [Int] in
  var all: [Int] = []
  for name in ["Ada", "Grace", "Linus"] {
    all.append(await fetchScore(for: name))
  }
  return all
}
print("scores:", await scores.value)

for amount in [40, 400] {
  do {
    let approved = try await approve(amount)
    print("approved", approved)
  } catch {
    print("rejected", amount)
  }
}

let label = await MainActor.run { () -> String in
  "on the main actor"
}
print(label)

func steps(_ count: Int) async -> [String] {
  var seen: [String] = []
  for step in 1...count {
    seen.append("step \(step)")
    await Task.yield()
  }
  return seen
}
print(await steps(3))
let sum = await Task { () -> Int in
  var total = 0
  for n in 1...4 { total += await fetchScore(for: String(repeating: "x", count: n)) }
  return total
}.value
print("sum:", sum)
