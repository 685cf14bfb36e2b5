// `for case` loops: optionals, enum cases and tuples, with `where` filters.
enum Cargo {
  case crates(Int)
  case barrels(Int, label: String)
  case empty
}
let manifest: [Cargo] = [
  .crates(4), .empty, .barrels(2, label: "rum"), .crates(9), .barrels(5, label: "oil"),
]

for case .crates(let n) in manifest { print("crates:", n) }
for case let .barrels(n, label) in manifest where n > 2 { print("barrels:", n, label) }
var emptyHolds = 0
for case .empty in manifest { emptyHolds += 1 }
print("empty holds:", emptyHolds)

let berths: [String?] = ["Wren", nil, "Osprey", nil, "Tern"]
for case let ship? in berths { print("berthed:", ship) }
for case .some(let ship) in berths where ship.count == 4 { print("short name:", ship) }
for case nil in berths { print("free berth") }

let catches = [("cod", 12), ("hake", 3), ("plaice", 7)]
for case let (fish, weight) in catches where weight > 5 { print(fish, weight) }
for case (let fish, 3) in catches { print("exactly three:", fish) }
let readings: [Int?] = [3, nil, 8, 1]
var total = 0
for case let r? in readings where r > 2 { total += r }
print("total", total)
