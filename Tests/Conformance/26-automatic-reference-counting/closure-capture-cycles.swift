// Strong reference cycles through closures and resolving them with capture lists.
final class Badge {
  let tag: String
  let caption: String?
  lazy var render: () -> String = { [unowned self] in
    if let caption = self.caption { return "[\(self.tag): \(caption)]" }
    return "[\(self.tag)]"
  }
  init(tag: String, caption: String? = nil) { self.tag = tag; self.caption = caption }
  deinit { print("badge \(tag) released") }
}
var newBadge: Badge? = Badge(tag: "NEW", caption: "just arrived")
print(newBadge!.render())
newBadge = nil
let saleBadge = Badge(tag: "SALE")
let fallbackCaption = "limited time"
saleBadge.render = { "<\(saleBadge.tag) \(saleBadge.caption ?? fallbackCaption)>" }
print(saleBadge.render())
final class Thermostat {
  var target = 20
  var onChange: ((Int) -> Void)?
  let room: String
  init(room: String) { self.room = room }
  func start() {
    onChange = { [weak self] newValue in
      guard let self else { print("thermostat gone"); return }
      self.target = newValue
      print("\(self.room) target set to \(newValue)")
    }
  }
  deinit { print("thermostat for \(room) released") }
}
var thermostat: Thermostat? = Thermostat(room: "kitchen")
thermostat!.start()
let handler = thermostat!.onChange!
handler(22)
thermostat = nil
handler(25)
final class Stopwatch {
  var tick: (() -> Void)?
  var count = 0
  deinit { print("stopwatch released after \(count) ticks") }
}
do {
  let watch = Stopwatch()
  watch.tick = { [unowned watch] in watch.count += 1 }
  watch.tick?(); watch.tick?(); watch.tick?()
  print("ticks:", watch.count)
}
print("end of program")
