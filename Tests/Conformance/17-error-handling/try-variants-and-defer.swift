// try?, try!, rethrows, defer during unwinding and the Result type.
enum ParseError: Error, Equatable { case empty, notANumber(String), outOfRange(Int) }
func parsePercent(_ text: String) throws -> Int {
  guard !text.isEmpty else { throw ParseError.empty }
  guard let value = Int(text) else { throw ParseError.notANumber(text) }
  guard (0...100).contains(value) else { throw ParseError.outOfRange(value) }
  return value
}
let inputs = ["42", "", "abc", "250"]
print(inputs.map { try? parsePercent($0) })
// swift-format-ignore: NeverUseForceTry
let sure = try! parsePercent("100")
let fallback = (try? parsePercent("oops")) ?? 0
print(sure, fallback)
func processAll(_ texts: [String]) throws -> Int {
  print("begin processing \(texts.count)")
  defer { print("end processing") }
  var total = 0
  for t in texts {
    defer { print("  checked \"\(t)\"") }
    total += try parsePercent(t)
  }
  return total
}
do {
  print("total", try processAll(["10", "20"]))
  print("total", try processAll(["5", "x", "7"]))
} catch ParseError.notANumber(let s) {
  print("stopped at bad input \(s)")
} catch { print("other", error) }
func applyAll(_ values: [String], _ transform: (String) throws -> Int) rethrows -> [Int] {
  try values.map(transform)
}
print(applyAll(["a", "bb"]) { $0.count })
do {
  _ = try applyAll(["1", ""], parsePercent)
} catch { print("rethrown:", error, error as? ParseError == .empty) }
let results: [Result<Int, ParseError>] = ["7", "700", ""].map { text in
  Result { try parsePercent(text) }.mapError { $0 as! ParseError }
}
for r in results {
  switch r {
  case .success(let v): print("success", v)
  case .failure(let e): print("failure", e)
  }
}
print(results[0], (try? results[0].get()) as Any)
print(results[1].map { $0 * 2 })
