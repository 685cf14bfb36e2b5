// A type that declares a start and end index, `index(after:)` and a subscript is a
// `Collection`: it is walked by `for`-`in` and gets `first`, `count`, `isEmpty`, `map`,
// `filter`, `contains` and `reduce`; a `RandomAccessCollection` gets `last` too.
struct Countdown: Collection {
  let from: Int
  var startIndex: Int { 0 }
  var endIndex: Int { from }
  func index(after i: Int) -> Int { i + 1 }
  subscript(position: Int) -> Int { from - position }
}

let launch = Countdown(from: 5)
for second in launch { print(second, terminator: " ") }
print()
print(launch.first ?? 0, launch.count, launch.isEmpty, Countdown(from: 0).isEmpty)
print(launch.map { $0 * 10 }, launch.filter { $0.isMultiple(of: 2) })
print(launch.contains(3), launch.reduce(0, +), launch.sorted())

struct Playlist: RandomAccessCollection {
  private var songs: [String]
  init(_ songs: String...) { self.songs = songs }
  var startIndex: Int { songs.startIndex }
  var endIndex: Int { songs.endIndex }
  subscript(position: Int) -> String { songs[position] }
}

let mix = Playlist("Intro", "Verse", "Outro")
print(mix.first ?? "-", mix.last ?? "-", mix.count)
print(mix.map { $0.uppercased() }.joined(separator: " / "))
