// Changing a property inside an observed struct sets the whole struct again: its observers
// run after the inner property's own.
struct Settings {
  var volume: Int {
    didSet { print("volume \(oldValue) -> \(volume)") }
  }
  var theme = "light"
}

final class Screen {
  var settings: Settings {
    willSet { print("settings will change, theme now \(settings.theme)") }
    didSet {
      print(
        "settings changed from \(oldValue.volume)/\(oldValue.theme) to \(settings.volume)/\(settings.theme)"
      )
    }
  }
  init(settings: Settings) { self.settings = settings }
}

let screen = Screen(settings: Settings(volume: 3))
screen.settings.volume = 7
screen.settings.theme = "dark"

var current = Settings(volume: 1) {
  didSet { print("current was \(oldValue.volume), is \(current.volume)") }
}
current.volume = 2
print(screen.settings.volume, screen.settings.theme, current.volume)
screen.settings.volume += 1
current.volume -= 1
