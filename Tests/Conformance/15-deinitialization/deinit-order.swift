// Order of deinitialization: subclass before superclass, containers, scopes.
class Tracked {
  let label: String
  init(_ label: String) { self.label = label; print("init \(label)") }
  deinit { print("deinit \(label)") }
}
class Screen: Tracked {
  var alerts: [Tracked] = []
  deinit { print("Screen.deinit for \(label) with \(alerts.count) alerts") }
}

do {
  let screen = Screen("home")
  screen.alerts.append(Tracked("alert-1"))
  screen.alerts.append(Tracked("alert-2"))
  print("leaving scope")
}
print("--")
var stack: [Tracked] = [Tracked("a"), Tracked("b"), Tracked("c")]
stack.removeLast()
print("removed last")
stack.removeFirst()
print("removed first")
stack = []
print("cleared")
print("--")
var dict: [String: Tracked] = ["one": Tracked("dict-one")]
dict["one"] = Tracked("dict-replacement")
print("replaced")
dict.removeAll()
print("--")
var slot: Tracked? = Tracked("slot-1")
slot = Tracked("slot-2")
slot = nil
print("--")
func make() -> Tracked {
  let temp = Tracked("temporary")
  _ = temp
  return Tracked("returned")
}
let kept = make()
print("kept \(kept.label)")
_ = Tracked("discarded")
print("end")
