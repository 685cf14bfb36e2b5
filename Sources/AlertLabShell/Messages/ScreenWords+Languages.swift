import AlertLabKit
import AlertLabTutor

extension ScreenWords {
  /// The words of `:describe` and of a drawing's caption in `language`.
  static func of(_ language: Language) -> ScreenWords {
    switch language {
    case .zh: return .chinese
    case .hi: return .hindi
    default: return .english
    }
  }

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
