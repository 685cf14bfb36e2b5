// A generic type made with its arguments written (`Tray<Int>()`): its initializer, which
// takes no value of the parameter, still knows what the parameter is.
struct Tray<Item> {
  var items: [Item] = []
  let label: String
  init() {
    label = "tray of \(Item.self)"
    print("made a", label)
  }
}

final class Box<Contents> {
  let note: String
  init(_ note: String) {
    self.note = note + " (" + String(describing: Contents.self) + ")"
  }
}

var numbers = Tray<Int>()
numbers.items.append(3)
let words = Tray<String>()
print(numbers.label, numbers.items, words.label, words.items.count)
let box = Box<Double>("fragile")
print(box.note)
