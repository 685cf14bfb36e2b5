// Nested types extended from outside, an indirect enum evaluated recursively, and a
// generic type's nested type.
struct Library {
  struct Book { let title: String; let year: Int }
  enum Genre: String, CaseIterable { case poetry, prose }
  var books: [Genre: [Book]] = [:]
}
extension Library.Book: CustomStringConvertible {
  var description: String { "\(title) (\(year))" }
  var isOld: Bool { year < 1900 }
}
extension Library.Genre {
  var shelfName: String { rawValue.uppercased() }
  static var everyName: [String] { allCases.map(\.rawValue) }
}
var library = Library()
library.books[.poetry, default: []].append(Library.Book(title: "Odes", year: 1819))
library.books[.prose, default: []].append(.init(title: "Dune", year: 1965))
library.books[.poetry, default: []].append(.init(title: "Ariel", year: 1965))
for genre in Library.Genre.allCases {
  let shelf = library.books[genre] ?? []
  print(genre, shelf, shelf.filter(\.isOld).count)
}
print(Library.Genre.everyName)
indirect enum Expr: CustomStringConvertible {
  case number(Int)
  case add(Expr, Expr)
  case multiply(Expr, Expr)
  case negate(Expr)
  var value: Int {
    switch self {
    case .number(let n): n
    case .add(let a, let b): a.value + b.value
    case .multiply(let a, let b): a.value * b.value
    case .negate(let e): -e.value
    }
  }
  var description: String {
    switch self {
    case .number(let n): "\(n)"
    case .add(let a, let b): "(\(a) + \(b))"
    case .multiply(let a, let b): "\(a) * \(b)"
    case .negate(let e): "-\(e)"
    }
  }
}
let e = Expr.multiply(.add(.number(2), .number(3)), .negate(.number(4)))
print(e, "=", e.value)
struct Cache<Key: Hashable, Value> {
  struct Entry { let value: Value; var hits: Int }
  var entries: [Key: Entry] = [:]
  mutating func get(_ key: Key, orMake make: () -> Value) -> Value {
    if var entry = entries[key] {
      entry.hits += 1
      entries[key] = entry
      return entry.value
    }
    let value = make()
    entries[key] = Entry(value: value, hits: 0)
    return value
  }
}
var cache = Cache<String, Int>()
print(
  cache.get("a") { 1 }, cache.get("a") { 2 }, cache.get("b") { 3 }, cache.entries["a"]?.hits ?? -1)
