// Subscripts with multiple parameters, getters/setters and bounds checks.
struct SeatingChart {
  let rows: Int, seatsPerRow: Int
  private var names: [String?]
  init(rows: Int, seatsPerRow: Int) {
    self.rows = rows
    self.seatsPerRow = seatsPerRow
    names = Array(repeating: nil, count: rows * seatsPerRow)
  }
  func isValid(row: Int, seat: Int) -> Bool {
    (0..<rows).contains(row) && (0..<seatsPerRow).contains(seat)
  }
  subscript(row: Int, seat: Int) -> String? {
    get {
      precondition(isValid(row: row, seat: seat), "no such seat")
      return names[row * seatsPerRow + seat]
    }
    set {
      precondition(isValid(row: row, seat: seat), "no such seat")
      names[row * seatsPerRow + seat] = newValue
    }
  }
  subscript(row row: Int) -> String {
    (0..<seatsPerRow).map { self[row, $0].map { String($0.prefix(1)) } ?? "_" }.joined()
  }
}
var chart = SeatingChart(rows: 2, seatsPerRow: 4)
chart[0, 1] = "Pia"
chart[1, 3] = "Rex"
chart[0, 2] = chart[1, 3].map { $0 + " Jr" }
print(chart[row: 0], chart[row: 1])
print(chart[0, 2] as Any, chart[1, 0] as Any, chart.isValid(row: 2, seat: 0))
struct Multiples {
  let base: Int
  subscript(n: Int) -> Int { base * n }
}
let sevens = Multiples(base: 7)
print("7 x 8 is \(sevens[8])")
print((1...4).map { sevens[$0] })
var prices = ["tea": 3, "cake": 5, "soup": 7]
prices["bread"] = 4
prices["tea"]! += 1
print(prices["tea"]!, prices["pie"] as Any)
print(prices.keys.sorted())
let code = "ALPHA"
print(code[code.index(code.startIndex, offsetBy: 2)], Array(code)[4])
var board = [[0, 1], [2, 3]]
board[0][1] += 10
print(board[0], board[1][0])
