// A computed property that holds a struct, changed member by member inside a method of the
// type that declares it: the changed struct goes back through the property's setter.

struct Size {
  var width = 1
  var height = 2
}

final class Storage {
  var size = Size()
}

struct Panel {
  let storage = Storage()
  var frame: Size {
    get { storage.size }
    nonmutating set {
      print("set", newValue.width, newValue.height)
      storage.size = newValue
    }
  }
  func widen() { frame.width += 10 }
  mutating func heighten() { frame.height = 7 }
  func both() {
    frame.width = 3
    frame.height *= 2
  }
}

var panel = Panel()
panel.widen()
panel.heighten()
print(panel.frame.width, panel.frame.height)
panel.both()
print(panel.frame.width, panel.frame.height)
