// A stored property with observers is still in the memberwise initializer, which does not
// run them; setting it later does.
struct Volume {
  var label: String
  var level: Int {
    didSet {
      print("level \(oldValue) -> \(level)")
      if level > 10 { level = 10 }
    }
  }
  var muted = false {
    willSet { print("muted will be \(newValue)") }
  }
}

var speaker = Volume(label: "Kitchen", level: 4)
var headphones = Volume(label: "Desk", level: 2, muted: true)
speaker.level = 14
headphones.muted = false
print(speaker.label, speaker.level, headphones.muted)
