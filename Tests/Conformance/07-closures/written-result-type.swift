// A closure's written result type is the context of what it returns: implicit members
// nested in a ternary, in a `return`, and whole-number literals of a Double result.
enum LoadError: Error {
  case empty
  case tooLoud(_ message: String)
}

let greeting: Result<String, LoadError> = .success("Hi!!")
let length = greeting.flatMap { text -> Result<Int, LoadError> in
  text.hasSuffix("!!") ? .failure(.tooLoud("calm down")) : .success(text.count)
}
print(length)

let checked = ["", "ok", "LOUD!!"].map { text -> Result<Int, LoadError> in
  if text.isEmpty { return .failure(.empty) }
  guard !text.hasSuffix("!!") else { return .failure(.tooLoud(text)) }
  return .success(text.count)
}
for result in checked {
  switch result {
  case .success(let count): print("count", count)
  case .failure(.tooLoud(let message)): print("too loud:", message)
  case .failure(let error): print("failed:", error)
  }
}

let half = { (value: Int) -> Double in value > 2 ? 1 : 0 }
print(half(3), half(1))
let styles = [true, false].map { flag -> LoadError? in flag ? .empty : nil }
print(styles)
