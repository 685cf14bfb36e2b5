// A `for`-`in` loop may write its element's type after the name.
let buttons = ["OK", "Cancel", "Delete"]
for title: String in buttons {
  print(title.uppercased())
}
for ratio: Double in [1, 2, 4] {
  print(ratio / 4)
}
class Shape { func name() -> String { "shape" } }
class Circle: Shape { override func name() -> String { "circle" } }
let shapes: [Shape] = [Circle(), Shape()]
for shape: Shape in shapes where shape is Circle {
  print(shape.name())
}
for (index, title): (Int, String) in buttons.enumerated() {
  print(index, title)
}
