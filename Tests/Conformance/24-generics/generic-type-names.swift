// Generic types print with their arguments: values, type(of:), nested generics.
struct Pair<Left, Right> {
  var left: Left
  var right: Right
}
struct Crate<Item> {
  var items: [Item]
  func first() -> Item? { items.first }
}
let pair = Pair(left: 3, right: "oars")
print(pair)
print(type(of: pair))
let crate = Crate(items: [1.5, 2.5])
print(crate)
print(type(of: crate))
let named: Crate<String> = Crate(items: ["rope"])
print(named, type(of: named))
let nested = Pair(left: Crate(items: [true]), right: [7])
print(nested)
print(type(of: nested))
struct Slot<Value> {
  var label: String
  var held: Value?
}
print(Slot(label: "bow", held: 4.5), type(of: Slot(label: "aft", held: "net")))
print([Pair(left: "a", right: 1)])
class Hold<Cargo> {
  var cargo: Cargo
  init(cargo: Cargo) { self.cargo = cargo }
}
print(Hold(cargo: 12), type(of: Hold(cargo: [Pair(left: 1, right: 2)])))
