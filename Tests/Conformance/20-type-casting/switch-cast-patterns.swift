// `case let x as T` and `case is T` in a switch, and in a catch.
protocol Titled { var title: String { get } }
struct SaveFailed: Error, Titled { var title: String { "Could not save" } }
struct Offline: Error {}
struct Unknown: Error { let code: Int }

func alertTitle(for error: Error) -> String {
  switch error {
  case let titled as Titled:
    return titled.title
  case is Offline:
    return "You are offline"
  case let unknown as Unknown where unknown.code > 500:
    return "Server error \(unknown.code)"
  default:
    return "Something went wrong"
  }
}

let errors: [Error] = [SaveFailed(), Offline(), Unknown(code: 503), Unknown(code: 404)]
for error in errors { print(alertTitle(for: error)) }

func load(_ step: Int) throws -> String {
  if step == 1 { throw Offline() }
  if step == 2 { throw Unknown(code: 418) }
  return "loaded"
}
for step in 0...2 {
  do {
    print(try load(step))
  } catch is Offline {
    print("retry later")
  } catch let unknown as Unknown {
    print("code", unknown.code)
  }
}
let values: [Any] = [1, "two", 3.5, [4]]
for value in values {
  switch value {
  case let number as Int: print("Int", number)
  case let text as String: print("String", text)
  case is Double: print("a Double")
  default: print("something else")
  }
}
