// Top-level code that awaits a sleeping task waits for it, as a compiled program's does:
// what follows runs after, and a task that sleeps longer finishes later.
func loadTitle(after nanoseconds: UInt64, _ title: String) async -> String {
  try? await Task.sleep(nanoseconds: nanoseconds)
  return title
}

print("asking")
print(await loadTitle(after: 2_000_000, "Saved"))

let slow = Task { await loadTitle(after: 30_000_000, "slow") }
let quick = Task { await loadTitle(after: 1_000_000, "quick") }
print(await quick.value, await slow.value)

async let first = loadTitle(after: 5_000_000, "first")
async let second = loadTitle(after: 1_000_000, "second")
let both = await [first, second]
print(both)
print("done")
