// `.init(repeating:count:)` where an array is expected makes that array.
struct Board<Cell> {
  var cells: [Cell]
  let width: Int
  init(width: Int, height: Int, empty: Cell) {
    self.width = width
    cells = .init(repeating: empty, count: width * height)
  }
  subscript(x: Int, y: Int) -> Cell {
    get { cells[y * width + x] }
    set { cells[y * width + x] = newValue }
  }
}

var board = Board(width: 3, height: 2, empty: ".")
board[1, 1] = "X"
print(board.cells)
var scores: [Double] = .init(repeating: 0, count: 3)
scores[0] = 2.5
print(scores)
