// A class made Equatable in an extension: `contains`, `firstIndex(of:)` and
// `lastIndex(of:)` compare with its `==`, not by identity.
class Address {
  let number: String
  let street: String
  init(_ number: String, _ street: String) {
    self.number = number
    self.street = street
  }
}

extension Address: Equatable {
  static func == (lhs: Address, rhs: Address) -> Bool {
    lhs.number == rhs.number && lhs.street == rhs.street
  }
}

enum Tint: Equatable {
  case named(String)
  case gray(Int)
}

let addresses = [
  Address("1490", "Grove Street"), Address("1400", "16th Street"),
  Address("1400", "16th Street"),
]
let home = Address("1400", "16th Street")
print(addresses[0] == home, addresses.contains(home), addresses[1] === home)
print(addresses.firstIndex(of: home) ?? -1, addresses.lastIndex(of: home) ?? -1)
print([Tint.gray(3), .named("red")].firstIndex(of: .named("red")) ?? -1)
