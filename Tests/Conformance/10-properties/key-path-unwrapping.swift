// Key paths whose components are force-unwrapped or optionally chained.
struct Contact {
  var name: String
  var manager: Manager?
}

struct Manager {
  var name: String
}

let team = [
  Contact(name: "Ada", manager: Manager(name: "Grace")),
  Contact(name: "Linus", manager: nil),
]
print(team.map(\.manager?.name))
print(team.compactMap(\.manager?.name.count))
print(["OK", "Cancel", "Later"].map(\.last!))
print(["b", "ab", "c"].sorted { $0.first! < $1.first! }.map(\.first!))
