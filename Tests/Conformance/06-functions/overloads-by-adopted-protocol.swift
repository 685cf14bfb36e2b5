// Overloads told apart by what an argument is: a value of a type that adopts a protocol goes
// to the overload taking that protocol, not to one taking an array, whether the name was
// declared or bound by a pattern.
enum Load<Item> {
  case waiting
  case done(Item)
  case failed(Error)
}

struct Timeout: Error, CustomStringConvertible {
  let seconds: Int
  var description: String { "timed out after \(seconds) s" }
}

protocol Named {
  var name: String { get }
}

struct Crew: Named {
  let name: String
}

func show(_ names: [String]) { print("list of \(names.count): \(names.joined(separator: ", "))") }
func show(_ error: Error) { print("problem: \(error)") }
func show(_ named: Named) { print("named \(named.name)") }

func render(_ load: Load<[String]>) {
  switch load {
  case .waiting: print("waiting")
  case .done(let names): show(names)
  case .failed(let error): show(error)
  }
}

render(.waiting)
render(.done(["Ada", "Lin"]))
render(.failed(Timeout(seconds: 3)))

let timeout = Timeout(seconds: 9)
show(timeout)
let crew = Crew(name: "Ops")
show(crew)
show(["solo"])
if case .failed(let problem) = Load<[String]>.failed(Timeout(seconds: 1)) {
  show(problem)
}
