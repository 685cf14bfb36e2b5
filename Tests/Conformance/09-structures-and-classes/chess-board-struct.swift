// Memberwise initializers, mutating value types and identity of class instances.
enum Piece: Character {
  case king = "K", queen = "Q", rook = "R", knight = "N", empty = "."
}
struct Square: Equatable, Hashable {
  var file: Int
  var rank: Int
  var name: String { "\(Character(UnicodeScalar(UInt8(96 + file))))\(rank)" }
}
struct Board {
  private(set) var cells = Array(repeating: Array(repeating: Piece.empty, count: 4), count: 4)
  mutating func place(_ piece: Piece, at square: Square) {
    cells[square.rank - 1][square.file - 1] = piece
  }
  func render() -> String {
    cells.reversed().map { String($0.map(\.rawValue)) }.joined(separator: "\n")
  }
}
var board = Board()
board.place(.king, at: Square(file: 1, rank: 1))
board.place(.rook, at: Square(file: 4, rank: 1))
var snapshot = board
board.place(.queen, at: Square(file: 2, rank: 4))
print(board.render())
print("---")
print(snapshot.render())
snapshot.place(.knight, at: Square(file: 3, rank: 3))
print("---")
print(snapshot.render())
print(Square(file: 2, rank: 3).name, Square(file: 1, rank: 1) == Square(file: 1, rank: 1))
print(Set([Square(file: 1, rank: 1), Square(file: 1, rank: 1)]).count)

final class Player {
  let name: String
  var moves: [String] = []
  init(name: String) { self.name = name }
}
let white = Player(name: "White")
let sameWhite = white
sameWhite.moves.append("Ra1-a4")
white.moves.append("Kb1")
print(white.moves, sameWhite.moves.count, white === sameWhite)
let players = [white, Player(name: "Black")]
print(players.map(\.name), players.contains { $0 === sameWhite })
print(Square(file: 3, rank: 2))
