// Subscripts with labels, string keys, optional results and overloads.
enum Piece: String {
  case pawn = "P", knight = "N", bishop = "B", rook = "R", queen = "Q", king = "K"
}
struct ChessBoard {
  private var squares: [Piece?] = Array(repeating: nil, count: 64)
  private func index(_ file: Character, _ rank: Int) -> Int? {
    guard let f = file.asciiValue, (97...104).contains(f), (1...8).contains(rank) else {
      return nil
    }
    return (rank - 1) * 8 + Int(f - 97)
  }
  subscript(file: Character, rank: Int) -> Piece? {
    get { index(file, rank).flatMap { squares[$0] } }
    set { if let i = index(file, rank) { squares[i] = newValue } }
  }
  subscript(square: String) -> Piece? {
    get {
      guard square.count == 2, let rank = Int(String(square.last!)) else { return nil }
      return self[square.first!, rank]
    }
    set {
      guard square.count == 2, let rank = Int(String(square.last!)) else { return }
      self[square.first!, rank] = newValue
    }
  }
  subscript(rank rank: Int) -> String {
    String("abcdefgh".map { self[$0, rank]?.rawValue.first ?? "." })
  }
}
var board = ChessBoard()
board["e1"] = .king
board["d1"] = .queen
for file in "abcdefgh" { board[file, 2] = .pawn }
board["e2"] = nil
board["e4"] = .pawn
board["z9"] = .rook
print(board["e1"] as Any, board["e2"] as Any, board["z9"] as Any)
for rank in stride(from: 4, through: 1, by: -1) { print(rank, board[rank: rank]) }
if let piece = board["d1"] { print("d1 holds \(piece) (\(piece.rawValue))") }
print(board["x"] as Any)
