// Identity operators for classes vs equality for structs, and choosing between them.
struct Color: Equatable {
  var red: Int, green: Int, blue: Int
  var hex: String {
    [red, green, blue].map { $0 < 16 ? "0" + String($0, radix: 16) : String($0, radix: 16) }
      .joined()
  }
}
final class Document {
  var title: String
  var color: Color
  init(title: String, color: Color) { self.title = title; self.color = color }
}

let teal = Color(red: 0, green: 128, blue: 128)
var tealCopy = teal
print(teal == tealCopy, teal.hex)
tealCopy.blue = 255
print(teal == tealCopy, tealCopy.hex, teal.hex)

let docA = Document(title: "Plan", color: teal)
let docB = Document(title: "Plan", color: teal)
let docC = docA
print(docA === docB, docA === docC, docA !== docB)
print(docA.title == docB.title && docA.color == docB.color)
docC.title = "Revised plan"
docC.color.red = 255
print(docA.title, docA.color, docB.title)

let docs = [docA, docB, docC]
let unique = docs.reduce(into: [Document]()) { result, doc in
  if !result.contains(where: { $0 === doc }) { result.append(doc) }
}
print("distinct instances:", unique.count, unique.map(\.title))
print(docs.firstIndex { $0 === docB } as Any)

struct Palette {
  var colors: [Color] = []
  var owner: Document
}
var palette = Palette(colors: [teal], owner: docB)
var palette2 = palette
palette2.colors.append(Color(red: 1, green: 2, blue: 3))
palette2.owner.title = "Shared owner changed"
print(palette.colors.count, palette2.colors.count, palette.owner.title)
print(palette2.colors.last!, palette2.colors.last!.hex)
