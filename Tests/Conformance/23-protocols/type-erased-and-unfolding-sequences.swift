// AnyIterator, AnySequence and the unfolding sequences, walked by for-in, Array(_:),
// prefix and the other sequence methods.
var ticket = 0
let tickets = AnyIterator<String> {
  ticket += 1
  return ticket <= 3 ? "T\(ticket)" : nil
}
for code in tickets { print("ticket", code) }

let doublings = sequence(first: 3) { $0 < 100 ? $0 * 2 : nil }
print(Array(doublings))

let triangle = sequence(state: (total: 0, step: 1)) {
  (state: inout (total: Int, step: Int)) -> Int? in
  state.total += state.step
  state.step += 1
  return state.total
}
print(triangle.prefix(6).map { $0 })
print(triangle.prefix(while: { $0 < 30 }).count)

struct Retries: Sequence {
  let limit: Int
  func makeIterator() -> AnyIterator<Int> {
    var attempt = 0
    return AnyIterator {
      attempt += 1
      return attempt <= limit ? attempt : nil
    }
  }
}
print(Array(Retries(limit: 4)))
print(Retries(limit: 5).filter { $0 % 2 == 1 })
print(Retries(limit: 5).contains(4), Retries(limit: 5).contains(9))
print(Retries(limit: 5).first(where: { $0 * $0 > 8 }) as Any)

let erased = AnySequence(Retries(limit: 2))
for attempt in erased { print("attempt", attempt) }

let odds = AnySequence { () -> AnyIterator<Int> in
  var n = -1
  return AnyIterator {
    n += 2
    return n < 10 ? n : nil
  }
}
print(Array(odds), odds.reduce(0, +))

var letters = ["a", "b"].makeIterator()
let wrapped = AnyIterator(letters)
print(Array(wrapped), letters.next() ?? "-")

let powersOfTen = sequence(first: 1, next: { $0 * 10 })
print(powersOfTen.first(where: { $0 > 5_000 }) ?? 0)
