// A string's views named as types: in annotations and as parameters.
func asciiCount(_ bytes: String.UTF8View) -> Int {
  bytes.filter { $0 < 128 }.count
}

let title = "Delete “Photo”?"
let bytes: String.UTF8View = title.utf8
let units: String.UTF16View = title.utf16
let scalars: String.UnicodeScalarView = title.unicodeScalars
print(bytes.count, units.count, scalars.count)
print(asciiCount(title.utf8), Array(bytes.prefix(6)))
print(Array(units).last ?? 0, scalars.first.map { $0.value } ?? 0)
if let first = scalars.first, let last = title.unicodeScalars.last {
  print(first.value, last.value, first == "D")
}
