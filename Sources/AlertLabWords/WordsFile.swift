/// One language's words: a file `Words/CODE.words` (its format is described in
/// `Words/README.md`). The file names the language — its code, its name in itself, its name
/// in English, the locales that choose it and the numbers that take a plural's `one` — and
/// holds every text, keyed `section.name`.
public struct WordsFile: Sendable {
  public var code = ""
  public var name = ""
  public var englishName = ""
  /// POSIX locale names (`zh_TW`) or language codes (`zh`) that choose this language.
  public var locales: [String] = []
  /// The numbers a plural's `one` is for: `1` in English, `0 1` in Hindi, none in Chinese.
  public var one: Set<Int> = []
  public private(set) var texts: [String: WordPattern] = [:]
  /// Each key's line, for messages about it.
  public private(set) var lines: [String: Int] = [:]
  /// What could not be read, by line (from 1): AlertLab reads the rest.
  public private(set) var problems: [(line: Int, reason: String)] = []

  /// The file's text read; nothing in it stops reading, so a problem costs only its line.
  public init(text: String) {
    var section = ""
    var number = 0
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      let line = raw.hasSuffix("\r") ? raw.dropLast() : raw[...]
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      if trimmed.hasPrefix("[") {
        guard trimmed.hasSuffix("]"), trimmed.count > 2 else {
          problems.append((number, "a section is written [name]"))
          continue
        }
        section = String(trimmed.dropFirst().dropLast())
        continue
      }
      guard let equals = line.firstRange(of: " = ") else {
        problems.append((number, "expected 'name = text'"))
        continue
      }
      let key = String(line[..<equals.lowerBound].drop { $0 == " " })
      var value = String(line[equals.upperBound...])
      if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
        value = String(value.dropFirst().dropLast())
      }
      if key.hasPrefix("@") {
        header(String(key.dropFirst()), value, line: number)
        continue
      }
      guard !key.isEmpty, !key.contains(" ") else {
        problems.append((number, "a name has no spaces"))
        continue
      }
      let full = section.isEmpty ? key : section + "." + key
      guard texts[full] == nil else {
        problems.append((number, "'\(full)' is written twice (first on line \(lines[full] ?? 0))"))
        continue
      }
      do {
        texts[full] = try WordPattern(parsing: value)
        lines[full] = number
      } catch {
        problems.append((number, "'\(full)', column \(error.column): \(error.reason)"))
      }
    }
    if code.isEmpty { problems.append((1, "the file names no @code")) }
    if name.isEmpty { problems.append((1, "the file names no @name")) }
  }

  mutating func header(_ key: String, _ value: String, line: Int) {
    let words = value.split(separator: " ").map(String.init)
    switch key {
    case "code": code = value
    case "name": name = value
    case "english": englishName = value
    case "locales": locales = words
    case "one":
      var numbers = Set<Int>()
      for word in words {
        guard let number = Int(word) else {
          problems.append((line, "@one lists whole numbers"))
          return
        }
        numbers.insert(number)
      }
      one = numbers
    default: problems.append((line, "unknown heading '@\(key)'"))
    }
  }

  /// The text of `key` with `arguments` put in, or nil when the file lacks it.
  public func text(_ key: String, _ arguments: [String: WordValue]) -> String? {
    texts[key]?.render(arguments, oneFor: one)
  }
}
