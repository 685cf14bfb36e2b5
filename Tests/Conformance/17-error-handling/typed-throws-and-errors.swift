// Typed throws, custom error descriptions, error protocols and nested do blocks.
enum NetworkError: Error, CustomStringConvertible {
  case timeout(seconds: Int), status(Int)
  var description: String {
    switch self {
    case .timeout(let s): return "timed out after \(s)s"
    case .status(let code): return "HTTP \(code)"
    }
  }
}
struct ValidationError: Error { let field: String; let reason: String }
func fetch(_ path: String) throws(NetworkError) -> String {
  switch path {
  case "/slow": throw .timeout(seconds: 30)
  case "/missing": throw .status(404)
  default: return "body of \(path)"
  }
}
for path in ["/home", "/slow", "/missing"] {
  do { print("ok:", try fetch(path)) } catch {
    let e: NetworkError = error  // typed: no cast needed
    print("failed:", e)
  }
}
func validate(age: Int) throws {
  if age < 0 { throw ValidationError(field: "age", reason: "negative") }
}
do {
  try validate(age: 30); try validate(age: -2)
  print("not reached")
} catch let v as ValidationError {
  print("invalid \(v.field): \(v.reason);", v)
}
func loadAlert(id: Int) throws -> String {
  do {
    if id == 0 { throw ValidationError(field: "id", reason: "zero") }
    return try fetch(id == 1 ? "/alert/1" : "/missing")
  } catch let error as NetworkError {
    print("  converting network error \(error)")
    throw ValidationError(field: "remote", reason: error.description)
  }
}
for id in 0...2 {
  do { print(try loadAlert(id: id)) } catch let e as ValidationError {
    print("alert \(id) failed on \(e.field) (\(e.reason))")
  } catch { print("unknown") }
}
func neverFails() throws(Never) -> Int { 5 }
let errors: [any Error] = [NetworkError.status(500), ValidationError(field: "x", reason: "y")]
print(errors.map { "\($0)" })
print(errors.map { $0 is NetworkError }, neverFails())
