import AlertLabTutor
import AlertLabWords

/// AlertLab's own notes and errors about the Swift it runs (old spellings, what it does not
/// simulate), in the learner's language. The interpreter writes them in English, as it
/// writes every diagnostic; the shell finds the pattern an English text follows and fills
/// the translation with the same names. Each pattern is a text of the words files' `[own]`
/// section (`Words/en.words`, `zh.words`, …): the English there, with `{1}`, `{2}` … where
/// names go, is what a text is matched against, and the language's file gives the words it
/// becomes. A compiler diagnostic matches no pattern and stays in English, as Swift prints
/// it; so does a text added later until its pattern is written.
struct OwnWords: Sendable {
  /// The pattern's name; its text's key in the words files is `own.NAME`.
  let name: OwnKey
  /// The English between the names, read from `Words/en.words`: the first piece begins the
  /// text, the last ends it, and a name stands between each two.
  private(set) var literals: [String]
  /// True when a name comes before the text's own words (`{1} is a folder, not a file`):
  /// the name is the first one matched, and the text's own names follow it.
  var subject = false
  /// Patterns the names themselves are translated by, when they are AlertLab's words too
  /// (a handler's name, a list of connections joined by `; `); empty: names stay as they are.
  var parts: [OwnWords] = []

  /// The pattern written in the words files as `own.NAME`, its names translated by `parts`.
  init(_ name: OwnKey, parts: [OwnWords] = []) {
    self.name = name
    literals = Self.literals(of: "own." + name.rawValue)
    self.parts = parts
  }

  /// The text's key in the words files: `own.NAME`.
  var key: String { "own." + name.rawValue }

  /// The English of `key` cut at its names; empty when English lacks it (a pattern that
  /// then matches nothing) or when it has a choice, which no English a text is matched
  /// against may have.
  static func literals(of key: String) -> [String] {
    guard let pattern = Words.file("en")?.pattern(key) else { return [] }
    var literals = [""]
    for part in pattern.parts {
      switch part {
      case .text(let text): literals[literals.count - 1] += text
      case .argument: literals.append("")
      case .number, .select, .plural: return []
      }
    }
    return literals
  }

  /// The English pattern as `en.words` writes it, with `{1}`, `{2}` … for the names.
  var english: String {
    var result = ""
    for (index, literal) in literals.enumerated() {
      if index > 0 { result += "{\(index)}" }
      result += literal
    }
    return result
  }

  /// The same words after a name: `{1} is a folder, not a file`.
  var withSubject: OwnWords {
    var pattern = self
    pattern.subject = true
    pattern.literals = [""] + [" " + (literals.first ?? "")] + literals.dropFirst()
    return pattern
  }

  /// `text` in `language`, or nil when it follows no pattern (or the language is English).
  static func translate(
    _ text: String, into language: Language, from patterns: [OwnWords] = every
  ) -> String? {
    guard language != .en else { return nil }
    for pattern in patterns {
      guard let names = pattern.match(text) else { continue }
      return pattern.text(names, in: language)
    }
    return nil
  }

  /// The pattern's words in `language` with `names` put in, each translated by `parts`.
  func text(_ names: [String], in language: Language) -> String {
    let shown = names.map { name in
      parts.isEmpty ? name : Self.translate(pieces: name, into: language, from: parts)
    }
    let own = subject ? Array(shown.dropFirst()) : shown
    var arguments: [String: WordValue] = [:]
    for (index, name) in own.enumerated() { arguments[String(index + 1)] = .text(name) }
    let words = Words.text(key, in: language.code, arguments)
    guard subject, let first = shown.first else { return words }
    return first + " " + words
  }

  /// Each piece of `name` between `; ` translated by `patterns` where one matches, joined
  /// again as the language joins a list (`own.listSeparator`).
  static func translate(pieces name: String, into language: Language, from patterns: [OwnWords])
    -> String
  {
    name.components(separatedBy: "; ").map { piece in
      translate(piece, into: language, from: patterns) ?? piece
    }.joined(separator: Words.text("own.listSeparator", in: language.code))
  }

  /// The names in `text` where the pattern has placeholders, or nil when it does not match.
  /// A placeholder takes the shortest text that lets the rest match.
  func match(_ text: String) -> [String]? {
    guard let first = literals.first, text.hasPrefix(first) else { return nil }
    var position = text.index(text.startIndex, offsetBy: first.count)
    var names: [String] = []
    for (index, literal) in literals.enumerated().dropFirst() {
      let isLast = index == literals.count - 1
      if isLast {
        guard text[position...].hasSuffix(literal) else { return nil }
        let end = text.index(text.endIndex, offsetBy: -literal.count)
        guard end >= position else { return nil }
        names.append(String(text[position..<end]))
        position = text.endIndex
      } else {
        guard !literal.isEmpty, let found = text[position...].range(of: literal) else {
          return nil
        }
        names.append(String(text[position..<found.lowerBound]))
        position = found.upperBound
      }
    }
    return position == text.endIndex ? names : nil
  }
}
