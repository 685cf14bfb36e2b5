// A subclass that overrides a property to observe it: the superclass's observers run inside
// the subclass's (its `willSet` first, its `didSet` last), for a stored property and for a
// computed one. Observers on a `lazy var` run too; the old value is the lazy initial value.
class AlertSetting {
  var volume = 5 {
    willSet { print("setting willSet \(volume) -> \(newValue)") }
    didSet { print("setting didSet \(oldValue) -> \(volume)") }
  }
  var label: String {
    get { "volume \(volume)" }
    set { print("label set to '\(newValue)'") }
  }
}

class LoudSetting: AlertSetting {
  override var volume: Int {
    willSet { print("loud willSet \(newValue)") }
    didSet { print("loud didSet \(oldValue)") }
  }
  override var label: String {
    willSet { print("loud label willSet '\(newValue)' (was '\(label)')") }
    didSet { print("loud label didSet (old '\(oldValue)')") }
  }
}

class NightSetting: LoudSetting {
  override var volume: Int {
    didSet { print("night didSet \(oldValue) -> \(volume)") }
  }
}

let loud = LoudSetting()
loud.volume = 8
loud.label = "max"
print("--")
let night: AlertSetting = NightSetting()
night.volume = 2
night.volume += 1
print("--")

class Inbox {
  var loads = 0
  lazy var unread: Int = {
    loads += 1
    return 3
  }()
  {
    willSet { print("unread willSet \(newValue)") }
    didSet { print("unread didSet \(oldValue) -> \(unread)") }
  }
}

let inbox = Inbox()
inbox.unread = 10
inbox.unread -= 4
print(inbox.unread, inbox.loads)

struct Badge {
  lazy var count = 1 {
    didSet { print("badge \(oldValue) -> \(count)") }
  }
}
var badge = Badge()
badge.count = 7
print(badge.count)
