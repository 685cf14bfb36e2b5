/// A language AlertLab teaches in: English (the course's own), Chinese (Simplified) and
/// Hindi. A lesson's translation lives in the folder named by `code` beside the original
/// (`Lessons/zh/03-one-cancel.md`).
public enum Language: String, CaseIterable, Sendable, Codable {
  case en, zh, hi

  /// The code used by `--lang`, `:lang`, the progress file and the translations' folders.
  public var code: String { rawValue }

  /// The languages whose lessons are translations (every one but English).
  public static var translated: [Language] { allCases.filter { $0 != .en } }

  /// The language's name in itself: `English`, `中文`, `हिन्दी`.
  public var name: String {
    switch self {
    case .en: return "English"
    case .zh: return "中文"
    case .hi: return "हिन्दी"
    }
  }

  /// The code and the names, as `:lang` lists them: `zh (中文, Chinese)`.
  public var choice: String {
    switch self {
    case .en: return "en (English)"
    case .zh: return "zh (中文, Chinese)"
    case .hi: return "hi (हिन्दी, Hindi)"
    }
  }

  /// `zh`, `hi` or `en`, in any case; nil for anything else.
  public init?(code: String) {
    guard let language = Language(rawValue: code.lowercased()) else { return nil }
    self = language
  }

  /// The language of a POSIX locale name: `zh_CN.UTF-8` and `zh` are Chinese, `hi_IN` Hindi,
  /// anything else (`C`, `POSIX`, `en_US.UTF-8`, `fr_FR`) English.
  public init(locale: String) {
    let language = locale.prefix { $0 != "_" && $0 != "." && $0 != "@" && $0 != "-" }
    self = Language(code: String(language)) ?? .en
  }

  /// The language the environment asks for, as the C library reads it for messages: the
  /// first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty decides.
  public static func fromEnvironment(_ environment: [String: String]) -> Language {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = environment[name], !value.isEmpty { return Language(locale: value) }
    }
    return .en
  }
}
