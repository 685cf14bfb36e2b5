// Typed throws through closures and do blocks, errors with payloads, and error conversion.
enum NetError: Error, CustomStringConvertible {
  case offline
  case status(Int)
  var description: String {
    switch self {
    case .offline: "offline"
    case .status(let code): "status \(code)"
    }
  }
}
struct Wrapped: Error { let inner: NetError; let attempt: Int }
func fetch(_ code: Int) throws(NetError) -> String {
  if code == 0 { throw .offline }
  if code >= 400 { throw .status(code) }
  return "body \(code)"
}
func retrying<T>(_ times: Int, _ body: (Int) throws(NetError) -> T) throws(Wrapped) -> T {
  var last = NetError.offline
  for attempt in 1...times {
    do {
      return try body(attempt)
    } catch {
      last = error
    }
  }
  throw Wrapped(inner: last, attempt: times)
}
do {
  print(
    try retrying(3) { (attempt: Int) throws(NetError) -> String in
      try fetch(attempt < 3 ? 500 : 200)
    })
  print(try retrying(2) { (_: Int) throws(NetError) -> String in try fetch(0) })
} catch {
  print("gave up after", error.attempt, "attempts:", error.inner)
}
do throws(NetError) {
  _ = try fetch(404)
} catch .status(let code) where code == 404 {
  print("not found")
} catch {
  print("other", error)
}
func codes(_ list: [Int]) -> [Result<String, NetError>] {
  list.map { code in Result { () throws(NetError) -> String in try fetch(code) } }
}
for result in codes([200, 0, 503]) {
  switch result {
  case .success(let body): print("ok:", body)
  case .failure(.status(let code)): print("bad status", code)
  case .failure(let other): print("failed:", other)
  }
}
let mapped = codes([201]).first.map { try? $0.get() } ?? nil
print(mapped ?? "none", (try? fetch(0)) ?? "fallback")
func validate(_ n: Int) throws -> Int {
  guard n > 0 else { throw NetError.status(n) }
  return n
}
let values = [3, -1, 5].compactMap { try? validate($0) }
print(values)
do {
  _ = try [1, 0, 2].map(validate)
} catch let error as NetError {
  print("caught as NetError:", error)
}
