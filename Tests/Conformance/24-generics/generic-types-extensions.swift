// Generic types, their extensions, and static members of generic types.
struct Matrix<T: Numeric> {
  let rows: Int, columns: Int
  var grid: [T]
  init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
    grid = Array(repeating: 0, count: rows * columns)
  }
  subscript(r: Int, c: Int) -> T {
    get { grid[r * columns + c] }
    set { grid[r * columns + c] = newValue }
  }
  static func identity(_ n: Int) -> Matrix<T> {
    var m = Matrix(rows: n, columns: n)
    for i in 0..<n { m[i, i] = 1 }
    return m
  }
  func map<U: Numeric>(_ f: (T) -> U) -> Matrix<U> {
    var out = Matrix<U>(rows: rows, columns: columns)
    out.grid = grid.map(f)
    return out
  }
}
extension Matrix {
  var trace: T { (0..<min(rows, columns)).reduce(0) { $0 + self[$1, $1] } }
}
var m = Matrix<Int>.identity(3)
m[0, 2] = 5
print(m.grid, m.trace, m.map { Double($0) / 2 }.grid)
struct Pair<A, B> {
  let a: A, b: B
  func flipped() -> Pair<B, A> { Pair<B, A>(a: b, b: a) }
}
extension Pair where A == B {
  var same: Bool { "\(a)" == "\(b)" }
}
let p = Pair(a: 1, b: "one")
print(p.flipped().a, p.flipped().b, Pair(a: 2, b: 2).same, type(of: p.flipped()))
enum Tree<Value: Comparable> {
  case leaf
  indirect case node(Tree, Value, Tree)
  func inserting(_ v: Value) -> Tree {
    switch self {
    case .leaf: return .node(.leaf, v, .leaf)
    case let .node(l, x, r):
      return v < x ? .node(l.inserting(v), x, r) : .node(l, x, r.inserting(v))
    }
  }
  var sorted: [Value] {
    switch self {
    case .leaf: return []
    case let .node(l, x, r): return l.sorted + [x] + r.sorted
    }
  }
}
let tree = [5, 2, 8, 1, 9, 3].reduce(Tree<Int>.leaf) { $0.inserting($1) }
print(tree.sorted, ["m", "c", "x"].reduce(Tree.leaf) { $0.inserting($1) }.sorted)
