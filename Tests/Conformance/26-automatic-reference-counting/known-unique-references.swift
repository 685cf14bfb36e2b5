// `isKnownUniquelyReferenced(&x)` is true when the program holds the object once: the
// check a copy-on-write value makes before it writes.
final class Storage {
  var notes: [String]
  init(_ notes: [String] = []) { self.notes = notes }
}

struct Journal {
  private var storage = Storage()

  private mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) {
      print("copying \(storage.notes.count) notes")
      storage = Storage(storage.notes)
    }
  }

  mutating func write(_ note: String) {
    makeUnique()
    storage.notes.append(note)
  }

  var notes: [String] { storage.notes }
}

var monday = Journal()
monday.write("alert shown")
monday.write("alert dismissed")
var tuesday = monday
tuesday.write("sheet shown")
monday.write("popover shown")
print(monday.notes)
print(tuesday.notes)

var shared = Storage()
print(isKnownUniquelyReferenced(&shared))
var other: Storage? = shared
print(isKnownUniquelyReferenced(&shared))
other = nil
print(isKnownUniquelyReferenced(&shared), other == nil)
var pair = [shared, shared]
print(isKnownUniquelyReferenced(&shared))
pair.removeAll()
print(isKnownUniquelyReferenced(&shared))

func local() {
  var mine = Storage()
  print(isKnownUniquelyReferenced(&mine))
  let kept = mine
  print(isKnownUniquelyReferenced(&mine), kept.notes.isEmpty)
}
local()

var maybe: Storage? = Storage()
print(isKnownUniquelyReferenced(&maybe))
maybe = nil
print(isKnownUniquelyReferenced(&maybe))
