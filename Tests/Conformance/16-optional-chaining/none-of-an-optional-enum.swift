// `.none` where an `Optional<Enum>` is expected is `Optional.none` (nil), even when the enum has
// a `none` case of its own; `Enum.none` written out is the enum's case.
enum AlertSound { case none, chime, bell }

var sound: AlertSound? = .chime
print(sound as Any)
sound = .none
print(sound as Any)
print(sound == nil)

let muted: AlertSound? = AlertSound.none
print(muted as Any)
let plain: AlertSound = .none
print(plain)

func play(_ sound: AlertSound?) -> String {
  guard let sound else { return "no sound set" }
  return "playing \(sound)"
}
print(play(.none))
print(play(.bell))
print(play(AlertSound.none))

let choices: [AlertSound?] = [.none, .chime, AlertSound.none]
for choice in choices {
  switch choice {
  case nil: print("nothing chosen")
  case .some(.none): print("chose silence")
  case .some(let other): print("chose \(other)")
  }
}
