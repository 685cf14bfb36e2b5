// Closure expressions: from full syntax to shorthand and operator methods.
let cities = ["Quito", "Oslo", "Lagos", "Hanoi", "Montevideo"]
func reverseAlphabetical(_ a: String, _ b: String) -> Bool { a > b }
print(cities.sorted(by: reverseAlphabetical))
print(
  cities.sorted(by: { (a: String, b: String) -> Bool in
    return a < b
  }))
print(cities.sorted(by: { a, b in return a.count < b.count || (a.count == b.count && a < b) }))
print(cities.sorted(by: { a, b in a.last! < b.last! || (a.last! == b.last! && a < b) }))
print(cities.sorted { $0.count > $1.count || ($0.count == $1.count && $0 > $1) })
print(cities.sorted(by: <))
let romanDigits = [1: "I", 5: "V", 10: "X", 50: "L", 100: "C"]
let values = [1, 5, 10, 50, 100, 7]
let numerals = values.map { value -> String in
  var remaining = value
  var output = ""
  for unit in [100, 50, 10, 5, 1] {
    while remaining >= unit {
      output += romanDigits[unit]!
      remaining -= unit
    }
  }
  return output
}
print(numerals)
let distances = [3.2, 10.0, 5.5, 21.1, 0.8]
print(distances.filter { $0 >= 5 })
print(distances.map { Int($0) })
print(distances.reduce(0) { $0 + $1 })
print(distances.compactMap { $0 > 10 ? "long \($0)" : nil })
print(distances.contains { $0 > 20 }, distances.allSatisfy { $0 > 1 })
print(distances.first { $0 > 4 } as Any, distances.lastIndex { $0 < 5 } as Any)
print(["8", "eight", "80"].compactMap(Int.init))
print((1...4).map(String.init).joined(separator: "|"))
func fetchForecast(city: String, onSuccess: (String) -> Void, onFailure: () -> Void) {
  if city.count > 3 { onSuccess("sunny in \(city)") } else { onFailure() }
}
fetchForecast(city: "Lagos") { forecast in
  print("forecast:", forecast)
} onFailure: {
  print("no forecast")
}
fetchForecast(city: "Rio") {
  print("forecast:", $0)
} onFailure: {
  print("no forecast for Rio")
}
