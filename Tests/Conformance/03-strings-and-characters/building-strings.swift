// Strings built up in place: append, append(contentsOf:), removeLast and copies.
var manifest = "Cargo:"
for item in ["nets", "rope", "tar"] {
  manifest.append(" ")
  manifest.append(contentsOf: item)
}
print(manifest)

var copy = manifest
copy.append(" (copy)")
print(manifest.count, copy.count)

var trail = "N-E-S-W-"
let dash = trail.removeLast()
print(trail, "[\(dash)]")
let first = trail.removeFirst()
print(first, trail)

var echo = ""
for letter in "ahoy" {
  echo.append(letter)
  echo.append(contentsOf: String(letter).uppercased())
}
print(echo)

struct Logbook {
  var text = ""
  mutating func note(_ entry: String) {
    if !text.isEmpty { text.append("; ") }
    text.append(entry)
  }
}
var book = Logbook()
book.note("left port")
book.note("sighted whale")
print(book.text)
print(["it's", "don't"], "it's")
var empty = "x"
empty.removeAll()
print(empty.isEmpty, "[\(empty)]")
