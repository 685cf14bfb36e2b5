// `Result<Success, Failure>(catching:)` with its arguments written, the closure given as a
// trailing closure too; with typed throws the failure is the thrown type.
enum ParseError: Error { case empty, notANumber(String) }

func parse(_ text: String) throws(ParseError) -> Int {
  guard !text.isEmpty else { throw .empty }
  guard let number = Int(text) else { throw .notANumber(text) }
  return number
}

let good = Result<Int, ParseError> { () throws(ParseError) -> Int in try parse("42") }
let bad = Result<Int, ParseError> { () throws(ParseError) -> Int in try parse("x") }
let untyped = Result<Int, Error>(catching: { try parse("") })
print(good, bad)
switch untyped {
case .success(let value): print("value", value)
case .failure(let error): print("failed:", error)
}
print(try good.get() + 1)
