// A collection of the program's own gets `firstIndex`, `lastIndex` and `indices` from the
// standard library, in its own indices.
struct Playlist: RandomAccessCollection {
  var songs: [String]
  var startIndex: Int { 0 }
  var endIndex: Int { songs.count }
  subscript(position: Int) -> String { songs[position] }
}

struct EveryOther: Collection {
  var values: [Int]
  var startIndex: Int { 0 }
  var endIndex: Int { values.count - values.count % 2 }
  func index(after i: Int) -> Int { i + 2 }
  subscript(position: Int) -> Int { values[position] }
}

let list = Playlist(songs: ["Intro", "Alert", "Outro", "Alert"])
print(list.firstIndex(of: "Alert") as Any, list.lastIndex(of: "Alert") as Any)
print(list.firstIndex(of: "Missing") as Any, list.indices)
if let found = list.firstIndex(where: { $0.hasPrefix("O") }) {
  print(found, list[found])
}

let pairs = EveryOther(values: [10, 11, 12, 13, 14, 15])
print(Array(pairs), pairs.firstIndex(of: 14) as Any, pairs.firstIndex { $0 > 11 } as Any)
for index in pairs.indices {
  print(index, pairs[index])
}
