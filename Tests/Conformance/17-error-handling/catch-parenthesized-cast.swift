// `catch let (error as T)` binds the error cast to its type.
enum VaultError: Error {
  case locked(minutes: Int)
  case wrongCode
}

func open(_ code: String) throws -> String {
  if code == "0000" { throw VaultError.locked(minutes: 5) }
  if code != "1234" { throw VaultError.wrongCode }
  return "opened"
}

for code in ["1234", "0000", "9999"] {
  do {
    print(try open(code))
  } catch let (error as VaultError) {
    switch error {
    case .locked(let minutes): print("locked for", minutes)
    case .wrongCode: print("wrong code")
    }
  }
}
