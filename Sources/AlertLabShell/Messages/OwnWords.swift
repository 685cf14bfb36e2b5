import AlertLabTutor

/// AlertLab's own notes and errors about the Swift it runs (old spellings, what it does not
/// simulate), in the learner's language. The interpreter writes them in English, as it
/// writes every diagnostic; the shell finds the pattern an English text follows and fills
/// the translation with the same names. A compiler diagnostic matches no pattern and stays
/// in English, as Swift prints it; so does a text added later until its pattern is here.
struct OwnWords: Sendable {
  /// The English text with `{1}`, `{2}` … where names go, and its translations.
  let english: String
  let chinese: String
  let hindi: String
  /// Patterns the names themselves are translated by, when they are AlertLab's words too
  /// (a handler's name, a list of connections joined by `; `); empty: names stay as they are.
  var parts: [OwnWords] = []

  /// `text` in `language`, or nil when it follows no pattern.
  static func translate(
    _ text: String, into language: Language, from patterns: [OwnWords] = every
  ) -> String? {
    guard language == .zh || language == .hi else { return nil }
    for pattern in patterns {
      guard let names = pattern.match(text) else { continue }
      var result = language == .zh ? pattern.chinese : pattern.hindi
      for (index, name) in names.enumerated() {
        let shown =
          pattern.parts.isEmpty
          ? name : translate(pieces: name, into: language, from: pattern.parts)
        result = result.replacingOccurrences(of: "{\(index + 1)}", with: shown)
      }
      return result
    }
    return nil
  }

  /// Each piece of `name` between `; ` translated by `patterns` where one matches.
  static func translate(pieces name: String, into language: Language, from patterns: [OwnWords])
    -> String
  {
    name.components(separatedBy: "; ").map { piece in
      translate(piece, into: language, from: patterns) ?? piece
    }.joined(separator: language == .zh ? "；" : "; ")
  }

  /// The names in `text` where the pattern has placeholders, or nil when it does not match.
  /// A placeholder takes the shortest text that lets the rest match.
  func match(_ text: String) -> [String]? {
    var literals: [Substring] = []
    var rest = Substring(english)
    while let open = rest.range(of: "{"), let close = rest[open.upperBound...].range(of: "}") {
      literals.append(rest[..<open.lowerBound])
      rest = rest[close.upperBound...]
    }
    literals.append(rest)
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
