// A generic property wrapper given its arguments in the attribute: the property's type comes
// from the wrapper, and the wrapper's initializer sees its parameter bound.
@propertyWrapper
struct Slot<Content> {
  var wrappedValue: Content?
  init() {
    wrappedValue = nil
    print("an empty slot for \(Content.self)")
  }
}

protocol Speaker {
  func speak() -> String
}

struct Robot: Speaker {
  func speak() -> String { "beep" }
}

struct Workshop {
  @Slot<Speaker> var voice
  @Slot<Int> var shelf: Int?
}

var workshop = Workshop()
print(workshop.voice == nil, workshop.shelf as Any)
workshop.voice = Robot()
workshop.shelf = 4
print(workshop.voice?.speak() ?? "silent", workshop.shelf ?? 0)
