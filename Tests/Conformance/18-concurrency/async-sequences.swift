// AsyncSequence: a custom countdown, AsyncStream, and async iteration with for-await.
struct Countdown: AsyncSequence {
  typealias Element = Int
  let start: Int
  struct AsyncIterator: AsyncIteratorProtocol {
    var current: Int
    mutating func next() async -> Int? {
      guard current >= 0 else { return nil }
      await Task.yield()
      defer { current -= 1 }
      return current
    }
  }
  func makeAsyncIterator() -> AsyncIterator { AsyncIterator(current: start) }
}
for await n in Countdown(start: 3) { print(n == 0 ? "liftoff" : "\(n)...") }
var collected: [Int] = []
for await n in Countdown(start: 5) where n % 2 == 1 { collected.append(n) }
print(collected)
let readings = AsyncStream<Double> { continuation in
  for value in [20.5, 21.0, 22.75, 19.25] { continuation.yield(value) }
  continuation.finish()
}
var sum = 0.0, count = 0
for await value in readings {
  sum += value
  count += 1
  print("reading \(count): \(value)")
}
print("average", sum / Double(count))
func notifications(_ titles: [String]) -> AsyncThrowingStream<String, Error> {
  AsyncThrowingStream { continuation in
    for title in titles {
      if title.isEmpty { continuation.finish(throwing: CancellationError()); return }
      continuation.yield(title.uppercased())
    }
    continuation.finish()
  }
}
do {
  for try await n in notifications(["saved", "synced", "", "never"]) { print("notification:", n) }
} catch is CancellationError { print("stream ended with cancellation") }
let mapped = Countdown(start: 4).map { $0 * 10 }
var out: [Int] = []
for await v in mapped { out.append(v) }
print(out)
let firstBig = await Countdown(start: 9).first { $0 < 7 }
print(
  firstBig as Any, await Countdown(start: 3).reduce(0, +), await Countdown(start: 2).contains(2))
