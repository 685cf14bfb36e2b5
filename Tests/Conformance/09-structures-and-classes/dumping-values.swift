// `dump(_:)` writes a value's parts, one per line, as its mirror has them.
struct Button {
  var title: String
  var style: Style
  var badge: Int?
}

enum Style {
  case plain
  case tinted(String, alpha: Double)
}

struct Degrees: CustomStringConvertible {
  var value: Int
  var description: String { "\(value)°" }
}

class Screen {
  var name: String
  var buttons: [Button] = []
  var parent: Screen?
  lazy var summary: String = "\(name) with \(buttons.count) buttons"
  init(name: String) { self.name = name }
}

final class AlertScreen: Screen {
  var message: String? = "Delete?"
}

dump(42)
dump("OK")
dump(2.5)
dump(Button(title: "OK", style: .plain, badge: nil))
dump(Button(title: "Delete", style: .tinted("red", alpha: 0.5), badge: 3))
dump(Degrees(value: 21))
dump(["a": [1, 2]])
dump(Set(["only"]))
dump((x: 1, 2))
dump(0..<3)

let root = Screen(name: "Root")
let alert = AlertScreen(name: "Alert")
alert.parent = root
alert.buttons = [Button(title: "Cancel", style: .plain, badge: nil)]
dump(alert)
print(alert.summary)
dump(alert, name: "shown", maxDepth: 1)
dump([root, root], name: "twice")
dump(Array(1...6), maxItems: 4)
let optional: Degrees? = Degrees(value: 5)
dump(optional)
let same = dump(root).name
print(same)
