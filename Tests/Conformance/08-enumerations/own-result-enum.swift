// A program that declares its own `Result` (as code from before Swift 5 did): its cases are
// the program's, with its own generic parameters.
enum Result<T, Failure> {
  case success(T)
  case failure(Failure)
}

enum LookupError {
  case notFound
  case invalid(reason: String)
}

struct Account {
  let id: Int
  let name: String
}

func account(_ id: Int) -> Result<Account, LookupError> {
  if id < 0 { return .failure(.invalid(reason: "negative id")) }
  let accounts = [Account(id: 1, name: "Ada"), Account(id: 2, name: "Grace")]
  for account in accounts where account.id == id {
    return .success(account)
  }
  return .failure(.notFound)
}

for id in [-1, 0, 2] {
  switch account(id) {
  case .success(let found): print("found", found.name)
  case .failure(.invalid(let reason)): print("invalid:", reason)
  case .failure(let error): print("error:", error)
  }
}
