// A generic enum of the program's own: a case's payload of a generic parameter takes the
// type bound to it where one is expected, so implicit members resolve inside it.
enum Outcome<Value, Problem> {
  case success(Value)
  case failure(Problem)
  case both(Value, Problem)
}

enum StoreError {
  case missing
  case duplicate(id: Int)
}

func find(_ id: Int) -> Outcome<String, StoreError> {
  switch id {
  case 1: return .success("one")
  case 2: return .failure(.duplicate(id: 2))
  case 3: return .both("three", .missing)
  default: return .failure(.missing)
  }
}

for id in 1...4 {
  switch find(id) {
  case .success(let name): print("found", name)
  case .failure(.duplicate(let id)): print("duplicate", id)
  case .failure(let error): print("failed:", error)
  case .both(let name, let error): print(name, "with", error)
  }
}
let stored: Outcome<Int, StoreError>? = .failure(.missing)
print(stored.map { "\($0)" } ?? "none")
