// Spellings of the first Swift concurrency releases, still in real code: `Task.sleep(_:)`
// in nanoseconds (deprecated for `sleep(nanoseconds:)`), and random numbers of sized
// integers from ranges of one value each, so that the output is the same every time.
func pause(_ label: String) async {
  await Task.sleep(2_000_000)
  print(label, "after the pause")
}

await pause("first")
let delay = UInt64.random(in: 1_000...1_000)
print(delay, type(of: delay), UInt8.random(in: 0..<1), Int16.random(in: -3 ... -3))
