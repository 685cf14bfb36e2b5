// Methods returning Self for chaining, methods as values, and mutating vs non-mutating variants.
struct AlertBuilder {
  private(set) var title = ""
  private(set) var message = ""
  private(set) var buttons: [String] = []
  func title(_ t: String) -> AlertBuilder { var c = self; c.title = t; return c }
  func message(_ m: String) -> AlertBuilder { var c = self; c.message = m; return c }
  func button(_ b: String) -> AlertBuilder { var c = self; c.buttons.append(b); return c }
  func build() -> String { "\(title) — \(message) \(buttons)" }
}
let alert = AlertBuilder().title("Update").message("Version 2 is ready").button("Later").button(
  "Install")
print(alert.build())
let base = AlertBuilder().title("Base")
let variant = base.button("OK")
print(base.buttons, variant.buttons)

final class Playlist {
  private var songs: [String] = []
  @discardableResult
  func add(_ s: String) -> Self { songs.append(s); return self }
  func shuffledDeterministically() -> [String] {
    songs.enumerated().sorted { ($0.offset * 7) % songs.count < ($1.offset * 7) % songs.count }.map(
      \.element)
  }
  var all: [String] { songs }
}
let list = Playlist().add("Intro").add("Rain").add("Echo").add("Finale")
print(list.all, list.shuffledDeterministically())

struct Temperature {
  var celsius: Double
  mutating func raise(by d: Double) { celsius += d }
  func raised(by d: Double) -> Temperature { Temperature(celsius: celsius + d) }
}
var room = Temperature(celsius: 19)
let warmer = room.raised(by: 2)
room.raise(by: 0.5)
print(room.celsius, warmer.celsius)
var numbers = [5, 3, 8]
let sortedCopy = numbers.sorted()
numbers.sort(by: >)
print(sortedCopy, numbers)
var word = "method"
word.append(contentsOf: "s")
print(word.uppercased(), word)
let unbound = Temperature.raised
print(unbound(room)(10).celsius)
let describe = String.init(describing:) as (Int) -> String
print([1, 2].map(describe))
let counters = [Playlist().add("x"), Playlist()]
print(counters.map { $0.all.count })
