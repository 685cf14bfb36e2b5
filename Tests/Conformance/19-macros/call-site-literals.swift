// #function and #column where they are written and as default arguments.
func trace(_ note: String, function: String = #function, column: Int = #column) -> String {
  "\(function)@\(column): \(note)"
}

func loadCargo(crates: Int, into hold: String) -> String {
  trace("\(crates) crates into \(hold)")
}
print(loadCargo(crates: 4, into: "aft"))
print(trace("top level"))
let indented = trace("indented")
print(indented)

struct Harbour {
  var name: String
  var label: String { #function }
  func dock(_ ship: String, berth: Int) -> String { "\(#function) \(ship) at \(berth)" }
  static func open() -> String { #function }
  init(name: String) {
    self.name = name
    print("building in", #function)
  }
  subscript(berth: Int) -> String { "\(#function) \(berth)" }
  mutating func rename(to newName: String) {
    name = newName
    print(trace("renamed"))
  }
}
var harbour = Harbour(name: "Kestrel Bay")
print(harbour.label)
print(harbour.dock("Osprey", berth: 2))
print(Harbour.open(), harbour[4])
harbour.rename(to: "Gull Point")

print("column", #column, "then", #column)
func column(_ c: Int = #column) -> Int { c }
print(column(), column(7))
let inClosure = { () -> String in #function }
print(inClosure())
print([1, 2].map { _ in #function })
print(type(of: #column), type(of: #function))
