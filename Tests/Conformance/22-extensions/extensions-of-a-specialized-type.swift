// Extensions of a generic type with its arguments written (SE-0361): `Array<Int>`,
// `[String]`, `Optional<String>`, and a protocol with a primary associated type.
extension Array<Int> {
  func total() -> Int { reduce(0, +) }
}

extension [String] {
  var sentence: String { joined(separator: " ") }
}

extension Optional<String> {
  var orEmpty: String { self ?? "" }
}

protocol Store<Item> {
  associatedtype Item
  var items: [Item] { get }
}

struct Photo {
  let name: String
}

struct Album: Store {
  var items: [Photo]
}

extension Store<Photo> {
  var names: [String] { items.map(\.name) }
}

let missing: String? = nil
print([1, 2, 3].total(), ["Delete", "this", "photo?"].sentence)
print("[\(missing.orEmpty)]", Optional("kept").orEmpty)
print(Album(items: [Photo(name: "beach"), Photo(name: "snow")]).names)
