// Optional's map and flatMap, conversions that may fail (Bool, Int, Character) and the
// standard library's checks that hold.
let soundings: [String] = ["12", "deep", "7"]
let depths = soundings.map { Int($0) }
for depth in depths {
  let doubled = depth.map { $0 * 2 }
  let label = depth.flatMap { $0 > 10 ? "deep" : nil }
  print(doubled as Any, label as Any, depth.map(String.init) ?? "no reading")
}
let captain: String? = "Ahab"
let nobody: String? = nil
print(captain.map { $0.uppercased() } ?? "-", nobody.map { $0.uppercased() } ?? "-")
print(captain.map(\.count) as Any)

print(Bool("true") as Any, Bool("false") as Any, Bool("yes") as Any)
let flag = Character("F")
print(flag, String(flag) + "!")
let blank = String()
print(blank.isEmpty, "[\(blank)]")

let tides = [4, 9, 2, 9, 5]
print(tides.lastIndex(of: 9) as Any, tides.lastIndex(of: 1) as Any)
print(tides.lastIndex { $0 < 5 } as Any, tides.firstIndex { $0 > 4 } as Any)
precondition(tides.count == 5, "five tides")
assert(tides.first == 4)
print("checks held")
