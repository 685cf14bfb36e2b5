// Type subscripts, generic subscripts, default arguments and variadic subscripts.
enum Month: Int {
  case jan = 1, feb, mar, apr
  static subscript(n: Int) -> Month? { Month(rawValue: n) }
}
print(Month[2] as Any, Month[13] as Any)
struct Settings {
  private var values: [String: Any] = [:]
  subscript<T>(key: String, default fallback: T) -> T {
    get { values[key] as? T ?? fallback }
    set { values[key] = newValue }
  }
}
var settings = Settings()
settings["volume", default: 0] = 7
settings["theme", default: ""] = "dark"
print(settings["volume", default: 0], settings["theme", default: "light"])
print(settings["missing", default: 3.5], settings["volume", default: "wrong type"])
struct Polynomial {
  var coefficients: [Int]
  subscript(x x: Int) -> Int {
    coefficients.reversed().reduce(0) { $0 * x + $1 }
  }
  subscript(terms: Int...) -> [Int] {
    terms.map { $0 < coefficients.count ? coefficients[$0] : 0 }
  }
}
let p = Polynomial(coefficients: [1, 0, 2])
print(p[x: 3], p[x: -1])
print(p[0, 2, 5])
extension Array {
  subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
  subscript(wrapping index: Int, step step: Int = 0) -> Element {
    self[((index + step) % count + count) % count]
  }
}
let alerts = ["info", "warning", "error"]
print(alerts[safe: 1] as Any, alerts[safe: 5] as Any)
print(alerts[wrapping: -1], alerts[wrapping: 4], alerts[wrapping: 1, step: 1])
struct Grid<Cell> {
  var cells: [[Cell]]
  subscript(_ r: Int, _ c: Int) -> Cell {
    get { cells[r][c] }
    set { cells[r][c] = newValue }
  }
}
var g = Grid(cells: [["a", "b"], ["c", "d"]])
g[1, 0] = "C"
print(g.cells)
let kp: KeyPath<Grid<String>, [[String]]> = \.cells
print(g[keyPath: kp].count, alerts[keyPath: \.[1]])
