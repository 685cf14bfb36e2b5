// `async let` starts a child task at once: the code that declared it runs on until it
// awaits, and the children take turns at each suspension.
enum LookupError: Error { case unknown(String) }

func lookUp(_ word: String, pauses: Int, fails: Bool = false) async throws -> Int {
  print("looking up", word)
  for _ in 0..<pauses { await Task.yield() }
  if fails { throw LookupError.unknown(word) }
  print("found", word)
  return word.count
}

struct Dictionary2 {
  let language: String
  func lengths() async throws -> Int {
    async let short = lookUp("cat", pauses: 2)
    async let long: Int = lookUp("elephant", pauses: 1)
    print("asked in", language)
    let sum = try await short + long
    return sum
  }
}

func withOneFailure() async {
  async let missing = lookUp("zzz", pauses: 1, fails: true)
  async let present = lookUp("owl", pauses: 0)
  print("both asked")
  do {
    print("never", try await missing)
  } catch {
    print("caught", error)
  }
  print("present:", (try? await present) ?? -1)
}

print("sum:", try await Dictionary2(language: "English").lengths())
await withOneFailure()
