// Subscripts: several parameters, static ones, generic ones, labels and defaults.
struct Grid {
  let columns: Int
  var cells: [String]
  init(columns: Int, rows: Int) {
    self.columns = columns
    cells = Array(repeating: ".", count: columns * rows)
  }
  subscript(row: Int, column: Int) -> String {
    get { cells[row * columns + column] }
    set { cells[row * columns + column] = newValue }
  }
  subscript(row row: Int) -> String {
    cells[(row * columns)..<(row * columns + columns)].joined()
  }
}
var grid = Grid(columns: 3, rows: 2)
grid[0, 1] = "x"
grid[1, 2] = "o"
print(grid[row: 0], grid[row: 1], grid[1, 2])

enum Palette {
  static let names = ["red", "green", "blue"]
  static subscript(index: Int) -> String { names[index % names.count] }
  static subscript(name: String) -> Int? { names.firstIndex(of: name) }
}
print(Palette[4], Palette["blue"] ?? -1, Palette["pink"] ?? -1)

struct Settings {
  var values: [String: Any] = [:]
  subscript<T>(key key: String, default fallback: T) -> T {
    values[key] as? T ?? fallback
  }
  subscript(key: String) -> Any? {
    get { values[key] }
    set { values[key] = newValue }
  }
}
var settings = Settings()
settings["volume"] = 7
settings["name"] = "lab"
print(settings[key: "volume", default: 0], settings[key: "name", default: "?"])
print(settings[key: "missing", default: 1.5], settings[key: "volume", default: "none"])

struct Matrix {
  var rows: [[Int]]
  subscript(_ r: Int, _ c: Int = 0) -> Int { rows[r][c] }
  subscript(column c: Int) -> [Int] { rows.map { $0[c] } }
}
let m = Matrix(rows: [[1, 2], [3, 4], [5, 6]])
print(m[1], m[2, 1], m[column: 1])
