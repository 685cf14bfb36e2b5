// Property, method, mutating and initializer requirements; protocols as types.
protocol Labelled {
  var label: String { get }
}
struct Jar: Labelled { var label: String }
final class Crate: Labelled {
  var origin: String?
  var contents: String
  init(contents: String, origin: String? = nil) { self.contents = contents; self.origin = origin }
  var label: String { contents + (origin.map { " from \($0)" } ?? "") }
}
print(Jar(label: "Honey").label, "|", Crate(contents: "Apples", origin: "Kent").label)
protocol NumberSource { mutating func next() -> Int }
struct MiddleSquare: NumberSource {
  var state: Int
  mutating func next() -> Int {
    state = (state * state / 100) % 10_000
    return state
  }
}
var source = MiddleSquare(state: 4_321)
print("sequence:", source.next(), source.next(), source.next())
protocol Cyclable { mutating func cycle() }
enum WiperSpeed: Cyclable {
  case off, slow, fast
  mutating func cycle() { self = self == .off ? .slow : self == .slow ? .fast : .off }
}
var wipers = WiperSpeed.slow
wipers.cycle()
print(wipers)
protocol Blank { init(); var notes: [String] { get set } }
struct Notebook: Blank { var notes: [String] = ["cover page"] }
final class Whiteboard: Blank {
  var notes: [String] = []
  required init() { notes = ["wiped clean"] }
}
func fresh<T: Blank>(_ type: T.Type) -> T { T() }
var book = fresh(Notebook.self)
book.notes.append("shopping")
print(book.notes, fresh(Whiteboard.self).notes)
final class Spinner {
  let segments: Int
  var source: any NumberSource
  init(segments: Int, source: any NumberSource) { self.segments = segments; self.source = source }
  func spin() -> Int { source.next() % segments + 1 }
}
let spinner = Spinner(segments: 8, source: MiddleSquare(state: 6_239))
print((1...5).map { _ in spinner.spin() })
