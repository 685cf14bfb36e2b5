// Initializers passed where a function is expected.
let depths = [3, 14, 159]
print(depths.map(String.init))
let typed = ["12", "x", "7", "", "40"]
print(typed.compactMap(Int.init))
print(typed.map(Int.init))
struct Buoy: CustomStringConvertible {
  var number: Int
  var description: String { "Buoy #\(number)" }
}
let buoys = depths.map(Buoy.init)
print(buoys)
print(buoys.map(String.init(describing:)))
let make = Buoy.init
print(make(8))
let toText: (Int) -> String = String.init
print(toText(77) + "!")
print(["1.5", "2"].compactMap(Double.init))
print([1, 2].map(Double.init))
