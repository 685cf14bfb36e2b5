// The standard library's CancellationError is an Error like any other: thrown, caught by
// its type, kept in a Result and printed.
func step(_ n: Int) throws -> Int {
  if n > 3 { throw CancellationError() }
  return n * 10
}

do {
  print(try step(2))
  print(try step(5))
} catch is CancellationError {
  print("cancelled")
}

let outcome = Result { try step(9) }
if case .failure(let error) = outcome {
  print(error is CancellationError, error)
}
print((try? step(4)) as Any, (try? step(1)) as Any)
