// Slicing a String gives a Substring: its type, how it prints, its indices (the string's own).
let entry = "2024-06-01 WARN disk nearly full"
let space = entry.firstIndex(of: " ") ?? entry.endIndex
let date = entry[..<space]
print(date, type(of: date))
let rest = entry[entry.index(after: space)...]
print(rest, rest.count, rest.isEmpty)
print(rest.startIndex == entry.index(after: space), rest.endIndex == entry.endIndex)
print(entry.distance(from: entry.startIndex, to: rest.startIndex))
print(rest[rest.startIndex], rest[rest.index(rest.startIndex, offsetBy: 5)])
let level = rest.prefix(while: { $0 != " " })
print(level, type(of: level), level == "WARN", level != "INFO", level < "X")
let message = rest.drop(while: { $0 != " " }).dropFirst()
print(message, type(of: message))
print(entry.distance(from: entry.startIndex, to: message.startIndex))
if let gap = message.firstIndex(of: " ") {
  print(entry.distance(from: entry.startIndex, to: gap), message[..<gap])
}
let fifth = entry.index(entry.startIndex, offsetBy: 5)
let middle = entry[fifth..<entry.index(fifth, offsetBy: 2)]
print(middle, type(of: middle))
print(entry.prefix(4), entry.suffix(4), entry.dropFirst(11).dropLast(17), type(of: entry.suffix(4)))
print(message.hasPrefix("disk"), message.hasSuffix("full"), message.contains("near"))
let shout = message.uppercased()
print(shout, type(of: shout), type(of: message.filter { $0 != " " }))
print("[\(level)]", [level, date])
debugPrint(level)
debugPrint([message])
var letters = 0
for character in level where character.isLetter { letters += 1 }
print(letters, level.map { $0.lowercased() }, Array(level), String(level.reversed()))
let owned = String(message)
print(owned, type(of: owned), owned.count)
let tag: Substring = "#ops"
print(tag, type(of: tag), tag.dropFirst(), type(of: tag.dropFirst()))
print(level + "!", type(of: level + "!"), "<" + level, type(of: "<" + level))
switch level {
case "WARN": print("a warning")
default: print("something else")
}
print(message.trimmingPrefix("disk "), type(of: message.trimmingPrefix("disk ")))
