// Enums with associated values, matched with patterns of every kind.
enum Shape {
  case circle(radius: Double)
  case rectangle(width: Double, height: Double)
  case polygon(sides: Int, length: Double)
  indirect case scaled(Shape, by: Double)
}
func area(_ shape: Shape) -> Double {
  switch shape {
  case .circle(let r): return 3 * r * r
  case let .rectangle(w, h): return w * h
  case .polygon(sides: 4, let length): return length * length
  case .polygon(let sides, _) where sides < 3: return 0
  case .polygon(let sides, let length): return Double(sides) * length
  case .scaled(let inner, let factor): return area(inner) * factor * factor
  }
}
let shapes: [Shape] = [
  .circle(radius: 2), .rectangle(width: 2, height: 5), .polygon(sides: 4, length: 3),
  .polygon(sides: 2, length: 9), .polygon(sides: 6, length: 2),
  .scaled(.rectangle(width: 1, height: 2), by: 3),
]
print(shapes.map(area))
for case .polygon(let sides, _) in shapes { print("polygon with", sides) }
if case .scaled(.rectangle(let w, _), let by) = shapes[5] { print("scaled rectangle", w, by) }
let counts = shapes.reduce(into: [String: Int]()) { tally, shape in
  switch shape {
  case .circle, .scaled: tally["round or scaled", default: 0] += 1
  case .rectangle, .polygon: tally["straight", default: 0] += 1
  }
}
print(counts.sorted { $0.key < $1.key })
let pair: (Int, String?) = (3, nil)
switch pair {
case (0, _): print("zero")
case (1...5, nil): print("small, no name")
case (let n, let name?): print(n, name)
default: print("other")
}
let maybe: Int? = 42
switch maybe {
case .some(let x) where x > 40: print("big", x)
case .some(let x): print(x)
case .none: print("none")
}
enum Token: Equatable { case number(Int), word(String), end }
let tokens: [Token] = [.number(4), .word("go"), .end]
print(tokens.contains(.word("go")), tokens.firstIndex(of: .end) ?? -1)
print(tokens.compactMap { if case .number(let n) = $0 { n } else { nil } })
