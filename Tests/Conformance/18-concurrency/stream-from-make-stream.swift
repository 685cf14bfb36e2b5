// `AsyncStream.makeStream(of:)` (Swift 5.9) gives the stream and its continuation apart:
// code outside the stream's closure yields to it, and the loop reads what was yielded.
func countdown(from start: Int) async -> [String] {
  let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
  Task {
    for value in stride(from: start, through: 1, by: -1) {
      continuation.yield(value)
    }
    continuation.finish()
  }
  var heard: [String] = []
  for await value in stream {
    heard.append("T-\(value)")
  }
  return heard
}

let pair = AsyncStream.makeStream(of: String.self)
pair.continuation.yield("ready")
pair.continuation.finish()
for await word in pair.stream {
  print(word)
}
print(await countdown(from: 3).joined(separator: ", "))
print("liftoff")
