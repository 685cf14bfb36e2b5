import AlertLabWords

/// A language AlertLab speaks: one of the words files in `Words/` (`en.words`, `zh.words`,
/// …), which names the language, its name in itself and the locales that choose it. English
/// is the course's own; a lesson's translation lives in the folder named by `code` beside
/// the original (`Lessons/zh/03-one-cancel.md`). Adding a language adds a words file and a
/// lesson folder, and no Swift.
public struct Language: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The code used by `--lang`, `:lang`, the progress file and the translations' folders.
  public let code: String

  private init(file code: String) { self.code = code }

  /// English, the course's own language and the source of every translation.
  public static let en = Language(file: "en")
  /// Chinese (Simplified).
  public static let zh = Language(file: "zh")
  /// Hindi.
  public static let hi = Language(file: "hi")

  /// Every language there is a words file for, English first.
  public static var allCases: [Language] { Words.languages.map { Language(file: $0.code) } }

  /// Every language's code, as `--help` lists them: `en, hi, zh, zh-Hant`.
  public static var codeList: String { allCases.map(\.code).joined(separator: ", ") }

  /// The languages whose lessons are translations (every one but English).
  public static var translated: [Language] { allCases.filter { $0 != .en } }

  var heading: WordsFile? { Words.languages.first { $0.code == code } }

  /// The language's name in itself: `English`, `中文`, `हिन्दी`.
  public var name: String { heading?.name ?? code }

  /// The code and the names, as `:lang` lists them: `zh (中文, Chinese)`.
  public var choice: String {
    guard let heading, heading.englishName != heading.name else { return "\(code) (\(name))" }
    return "\(code) (\(heading.name), \(heading.englishName))"
  }

  public var description: String { code }

  /// The language whose code is `code`, in any case (`zh-hant` is `zh-Hant`); nil when there
  /// is no words file for it.
  public init?(code: String) {
    let lowered = code.lowercased()
    guard let file = Words.languages.first(where: { $0.code.lowercased() == lowered }) else {
      return nil
    }
    self.code = file.code
  }

  /// The language of a POSIX locale name: the file that lists it (`zh_TW.UTF-8` is
  /// Traditional Chinese where a file lists `zh_TW`), else the file of its language (`zh_CN`,
  /// `zh`: Chinese), else English (`C`, `POSIX`, `en_US.UTF-8`, `fr_FR`).
  public init(locale: String) {
    let name = String(locale.prefix { $0 != "." && $0 != "@" }.map { $0 == "-" ? "_" : $0 })
    let language = String(name.prefix { $0 != "_" })
    let files = Words.languages
    let file =
      files.first { $0.locales.contains(name) }
      ?? files.first { $0.code == language || $0.locales.contains(language) }
    self.code = file?.code ?? "en"
  }

  /// The language the environment asks for, as the C library reads it for messages: the
  /// first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty decides.
  public static func fromEnvironment(_ environment: [String: String]) -> Language {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = environment[name], !value.isEmpty { return Language(locale: value) }
    }
    return .en
  }

  public init(from decoder: any Decoder) throws {
    let code = try decoder.singleValueContainer().decode(String.self)
    guard let language = Language(code: code) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "no language '\(code)'"))
    }
    self = language
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(code)
  }
}
