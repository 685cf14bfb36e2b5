// String indices, inserting, removing, substrings and comparison.
let station = "Radio Tower"
print(station[station.startIndex])
print(station[station.index(before: station.endIndex)])
print(station[station.index(after: station.startIndex)])
let seventh = station.index(station.startIndex, offsetBy: 6)
print(station[seventh])
for index in station.indices where station[index].isUppercase {
  print("capital at offset", station.distance(from: station.startIndex, to: index))
}
var memo = "buy milk"
memo.insert("?", at: memo.endIndex)
print(memo)
memo.insert(contentsOf: " and bread", at: memo.index(before: memo.endIndex))
print(memo)
memo.remove(at: memo.index(before: memo.endIndex))
print(memo)
let cut = memo.index(memo.endIndex, offsetBy: -10)..<memo.endIndex
memo.removeSubrange(cut)
print(memo)
let logLine = "error: disk; retry in 5s"
let colon = logLine.firstIndex(of: ":") ?? logLine.endIndex
let level: Substring = logLine[..<colon]
print(level, type(of: level))
let owned = String(level)
print(owned.uppercased(), type(of: owned))
print(logLine.split(separator: " "))
print(logLine.split(whereSeparator: { $0 == ":" || $0 == ";" }).map { $0.trimmingPrefix(" ") })
print(logLine.prefix(5), logLine.suffix(2), logLine.dropFirst(7).dropLast(13))
let photos = ["beach.jpg", "map.pdf", "dog.jpg", "tax.xls"]
print(photos.filter { $0.hasSuffix(".jpg") })
print(photos.filter { $0.hasPrefix("t") })
print(photos.contains("map.pdf"), "lighthouse".contains("ghth"))
print(String("drawer".reversed()))
print("10.0.0.1".replacing(".", with: ":"))
print(["red", "amber", "green"].joined(separator: " > "))
print(String(repeating: "<>", count: 3))
print("Noël".utf8.map { $0 }, "Noël".utf16.map { $0 })
print("Noël".unicodeScalars.map { $0.value })
print(Array("xyz"), "MiXeD".lowercased() == "mixed")
