import AlertLabKit
import AlertLabTutor
import Synchronization

extension ScreenWords {
  /// The words of `:describe` and of a drawing's caption in `language`: its words file's
  /// `[screen]` texts (`ScreenWords(code:)`) with every device named in it, read once per
  /// language.
  static func of(_ language: Language) -> ScreenWords {
    if let words = built.withLock({ $0[language.code] }) { return words }
    var words = ScreenWords(code: language.code)
    words.devices = deviceNames(language)
    built.withLock { $0[language.code] = words }
    return words
  }

  /// The words already read, by language code: one box per language, so that drawing
  /// options compare equal by identity from one statement to the next.
  private static let built = Mutex<[String: ScreenWords]>([:])

  /// Every device's name in `language`, keyed by its English display name.
  static func deviceNames(_ language: Language) -> [String: String] {
    var names: [String: String] = [:]
    for model in Device.Model.allCases {
      for device in [Device(model: model), Device(model: model).rotated()] {
        names[device.displayName] = Reply.device(device).text(in: language)
      }
    }
    return names
  }
}
