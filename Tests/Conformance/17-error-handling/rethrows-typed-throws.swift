// rethrows, typed throws, and errors carried through closures.
enum ParseError: Error, Equatable {
  case empty
  case notANumber(String)
}
func parse(_ text: String) throws(ParseError) -> Int {
  guard !text.isEmpty else { throw .empty }
  guard let n = Int(text) else { throw .notANumber(text) }
  return n
}
func total(_ texts: [String]) throws(ParseError) -> Int {
  var sum = 0
  for t in texts { sum += try parse(t) }
  return sum
}
do {
  print(try total(["1", "2", "3"]))
  print(try total(["4", "x5"]))
} catch {
  print("typed:", error, error == .notANumber("x5"))
}
func applyAll<T>(_ items: [T], _ transform: (T) throws -> T) rethrows -> [T] {
  var out: [T] = []
  for item in items { out.append(try transform(item)) }
  return out
}
print(applyAll([1, 2, 3]) { $0 * 2 })
do {
  _ = try applyAll(["7", ""]) { text in String(try parse(text) + 1) }
} catch ParseError.empty {
  print("an empty field")
} catch {
  print("other", error)
}
let results = ["8", "", "q"].map { text in Result { try parse(text) } }
for result in results {
  switch result {
  case .success(let n): print("ok", n)
  case .failure(let e): print("failed", e)
  }
}
func firstValid(_ texts: [String]) -> Int? {
  texts.lazy.compactMap { try? parse($0) }.first
}
print(firstValid(["a", "", "12", "13"]) ?? -1)
struct Retry: Error { let attempts: Int }
func flaky(_ attempt: Int) throws -> String {
  if attempt < 3 { throw Retry(attempts: attempt) }
  return "worked on \(attempt)"
}
var attempt = 0
while true {
  attempt += 1
  do { print(try flaky(attempt)); break } catch let r as Retry { print("retry after", r.attempts) }
}
defer { print("deferred last") }
print("end")
