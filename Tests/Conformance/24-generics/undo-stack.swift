// Generic functions and types, extensions of generic types, type constraints.
func exchange<T>(_ a: inout T, _ b: inout T) {
  let held = a
  a = b
  b = held
}
var small = 12, large = 900
exchange(&small, &large)
var starter = "soup", dessert = "flan"
exchange(&starter, &dessert)
print(small, large, starter, dessert)
struct UndoStack<Element> {
  private(set) var items: [Element] = []
  mutating func push(_ item: Element) { items.append(item) }
  mutating func pop() -> Element? { items.popLast() }
}
extension UndoStack {
  var top: Element? { items.last }
  var isEmpty: Bool { items.isEmpty }
}
var edits = UndoStack<String>()
for s in ["bold", "italic", "indent", "delete"] { edits.push(s) }
print(edits.pop()!, edits.top!, edits.items)
var moves = UndoStack<(piece: String, squares: Int)>()
moves.push((piece: "rook", squares: 3))
moves.push((piece: "pawn", squares: 1))
while let m = moves.pop() { print("undo \(m.piece) by \(m.squares)") }
print(moves.isEmpty, edits)
func position<T: Equatable>(of target: T, in list: [T]) -> Int? {
  for (i, value) in list.enumerated() where value == target { return i }
  return nil
}
print(position(of: 2.5, in: [0.5, 1.5]) as Any)
print(position(of: "kiwi", in: ["fig", "kiwi", "lime"]) as Any)
func largest<T: Comparable>(_ values: T...) -> T? { values.max() }
print(largest(4, 11, 6) as Any, largest("oak", "elm") as Any, largest() as Int? as Any)
extension UndoStack where Element: Equatable {
  func isTop(_ item: Element) -> Bool { top == item }
}
print(edits.isTop("indent"), edits.isTop("bold"))
extension UndoStack where Element: Numeric {
  var sum: Element { items.reduce(0, +) }
}
var amounts = UndoStack<Double>()
amounts.push(0.75); amounts.push(4.5)
print(amounts.sum, type(of: amounts), type(of: moves))
