// Matching tuples in switch: wildcards, value bindings, where clauses, ranges and compound cases.
let moves = [(3, 3), (0, 5), (6, 0), (2, 7), (1, 1), (8, 2), (7, 7)]
for (file, rank) in moves {
  switch (file, rank) {
  case (0, 0):
    print(file, rank, "corner")
  case (0, let r):
    print(file, rank, "left edge, rank \(r)")
  case (let f, 0):
    print(file, rank, "bottom edge, file \(f)")
  case let (f, r) where f == r && f > 5:
    print(file, rank, "far diagonal")
  case (2...5, 2...5):
    print(file, rank, "centre")
  case let (f, r) where f > r:
    print(file, rank, "below diagonal by \(f - r)")
  case let (f, _):
    print(file, rank, "elsewhere in file \(f)")
  }
}
let reply: (String, Int) = ("timeout", 30)
switch reply {
case ("ok", _), ("accepted", _):
  print("fine")
case ("timeout", let s) where s >= 10, ("refused", let s):
  print("retry after \(s) seconds")
default:
  break
}
let readings = [(18, "kitchen"), (25, "attic"), (21, "hall")]
for (celsius, room) in readings {
  switch (celsius, room.count) {
  case (..<20, _): print(room, "needs heat")
  case (20...22, let length) where length < 5: print(room, "is fine (short name)")
  case let (t, _): print(room, "is warm at \(t)")
  }
}
