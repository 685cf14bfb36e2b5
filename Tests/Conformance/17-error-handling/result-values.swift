// Result: completion handlers that hand back success or failure, get(), map and friends.
enum SaveError: Error, Equatable {
  case diskFull
  case rejected(reason: String)
}
func save(_ name: String, completion: (Result<Int, SaveError>) -> Void) {
  if name.isEmpty {
    completion(.failure(.rejected(reason: "empty name")))
  } else if name.count > 8 {
    completion(.failure(.diskFull))
  } else {
    completion(.success(name.count))
  }
}
for name in ["notes", "", "holidays2024"] {
  save(name) { outcome in
    switch outcome {
    case .success(let bytes): print("saved \(name): \(bytes) bytes")
    case .failure(.rejected(let reason)): print("rejected:", reason)
    case .failure(let error): print("failed:", error)
    }
  }
}
save("draft") { print($0) }
save("") { print($0) }
func parse(_ text: String) throws -> Int {
  guard let value = Int(text) else { throw SaveError.rejected(reason: text) }
  return value
}
let parsed = Result { try parse("42") }
let broken = Result { try parse("forty") }
print(parsed, broken)
print(parsed.map { $0 + 1 }, broken.map { $0 + 1 })
print(parsed.flatMap { $0 > 40 ? .success("large") : .failure(SaveError.diskFull) })
print(broken.mapError { _ in SaveError.diskFull })
do {
  let value = try parsed.get()
  print("value", value)
  _ = try broken.get()
} catch {
  print("caught", error)
}
let kept: Result<String, SaveError> = .success("ok")
print(kept == .success("ok"), kept == .failure(.diskFull))
let explicit = Result<Int, SaveError>.failure(.diskFull)
if case .failure(let why) = explicit { print("explicit", why) }
