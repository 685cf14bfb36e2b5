// An override's own default argument is used only when the call is checked against the
// subclass; through the superclass's type, the superclass's default is given.
class Chime {
  func ring(times: Int = 1, tone: String = "ding") {
    print("chime \(tone) x\(times)")
  }
}

class DoorChime: Chime {
  override func ring(times: Int = 2, tone: String = "dong") {
    print("door chime \(tone) x\(times)")
  }
}

let generic: Chime = DoorChime()
generic.ring()
generic.ring(times: 3)

let door = DoorChime()
door.ring()
(door as Chime).ring()

func sound(_ chime: Chime) {
  chime.ring(times: 4)
}
sound(door)

let all: [Chime] = [Chime(), DoorChime()]
for chime in all {
  chime.ring()
}
all.forEach { (chime: Chime) in chime.ring(tone: "bell") }
