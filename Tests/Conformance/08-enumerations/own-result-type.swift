// A program's own generic `Result` hides the standard library's: its cases, its initializer
// and its methods are the program's, written with arguments or without.
enum Result<Value, Failure: Error> {
  case success(Value)
  case failure(Failure)

  init(catching body: () throws -> Value) where Failure == Error {
    do { self = .success(try body()) } catch { self = .failure(error) }
  }

  func flatMap<Next>(_ transform: (Value) -> Result<Next, Failure>) -> Result<Next, Failure> {
    switch self {
    case .success(let value): return transform(value)
    case .failure(let error): return .failure(error)
    }
  }

  var value: Value? {
    if case .success(let value) = self { return value }
    return nil
  }
}

enum Reading: Error { case tooLow(Int) }
struct Broken: Error {}

let first = Result<Int, Reading>.success(9)
let checked = first.flatMap { n in n > 5 ? .success("high \(n)") : .failure(Reading.tooLow(n)) }
let low = Result<Int, Reading>.success(2).flatMap { n in
  n > 5 ? .success("high \(n)") : .failure(Reading.tooLow(n))
}
print(checked, low, checked.value ?? "none")
let caught = Result<Int, Error>(catching: { throw Broken() })
if case .failure(let error) = caught { print("caught", error is Broken) }
