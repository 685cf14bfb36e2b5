// An extension gives String an Int subscript; inside it, subscripting by a String.Index
// is the standard library's subscript, not the extension's again.
extension String {
  subscript(offset: Int) -> Character {
    self[index(startIndex, offsetBy: offset)]
  }
  subscript(bounds: Range<Int>) -> String {
    let start = index(startIndex, offsetBy: bounds.lowerBound)
    let end = index(startIndex, offsetBy: bounds.upperBound)
    return String(self[start..<end])
  }
  func letter(after position: Int) -> String {
    String(self[index(after: index(startIndex, offsetBy: position))])
  }
}

let word = "Lighthouse"
print(word[0], word[5])
print(word[0..<5])
print(word.letter(after: 2))
if let first = word.firstIndex(of: "h") {
  print(word[first], word[word.index(before: word.endIndex)])
}
for offset in stride(from: 0, to: word.count, by: 3) {
  print(offset, word[offset])
}

// Indices kept in variables, with and without their type written.
var cursor: String.Index = word.startIndex
cursor = word.index(after: cursor)
var end = word.index(cursor, offsetBy: 3)
end = word.index(after: end)
print(word[cursor], word[end], word[cursor..<end])
let tee: String.Index? = word.firstIndex(of: "t")
print(tee == nil, word.distance(from: word.startIndex, to: tee!))
