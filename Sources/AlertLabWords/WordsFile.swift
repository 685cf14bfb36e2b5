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
  public var one: [Int] = []
  /// Each key's text as written (read into a pattern when it is asked for) and its line, for
  /// messages about it. One table, so that reading the file hashes each key once.
  public private(set) var entries: [String: (text: String, line: Int)] = [:]
  /// What could not be read, by line (from 1): AlertLab reads the rest.
  public private(set) var problems: [(line: Int, reason: String)] = []

  /// The file's text read; nothing in it stops reading, so a problem costs only its line.
  /// `headingsOnly`: stop at the first section, for the language list. `checking`: read
  /// every text now, so that `problems` names the ones that cannot be read (the tests do);
  /// otherwise a text is read when it is first asked for, and one that cannot be is nil.
  public init(text: String, headingsOnly: Bool = false, checking: Bool = true) {
    var section = ""
    var number = 0
    // Lines and their parts are found in the UTF-8 bytes: the files are large and mostly not
    // ASCII, and nothing here needs characters.
    let bytes = Array(text.utf8)
    // About one text a line of 100 bytes: the table grows seldom if at all.
    if !headingsOnly { entries.reserveCapacity(bytes.count / 100) }
    var start = 0
    while start <= bytes.count {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      number += 1
      var line = bytes[start..<end]
      start = end + 1
      if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
      let trimmed = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
      if trimmed.isEmpty || trimmed.first == UInt8(ascii: "#") { continue }
      if trimmed.first == UInt8(ascii: "[") {
        if headingsOnly { break }
        guard trimmed.last == UInt8(ascii: "]"), trimmed.count > 2 else {
          problems.append((number, "a section is written [name]"))
          continue
        }
        section = String(decoding: trimmed.dropFirst().dropLast(), as: UTF8.self)
        continue
      }
      guard let equals = Self.separator(in: line) else {
        problems.append((number, "expected 'name = text'"))
        continue
      }
      let keyBytes = line[..<equals].drop { $0 == UInt8(ascii: " ") }
      let key = String(decoding: keyBytes, as: UTF8.self)
      var value = line[(equals + 3)...]
      if value.count >= 2, value.first == UInt8(ascii: "\""), value.last == UInt8(ascii: "\"") {
        value = value.dropFirst().dropLast()
      }
      let text = String(decoding: value, as: UTF8.self)
      if key.hasPrefix("@") {
        header(String(key.dropFirst()), text, line: number)
        continue
      }
      if headingsOnly { continue }
      guard !key.isEmpty, !keyBytes.contains(UInt8(ascii: " ")) else {
        problems.append((number, "a name has no spaces"))
        continue
      }
      let full = section.isEmpty ? key : section + "." + key
      if checking {
        do {
          _ = try WordPattern(parsing: text)
        } catch {
          problems.append((number, "'\(full)', column \(error.column): \(error.reason)"))
          continue
        }
      }
      if let first = entries.updateValue((text, number), forKey: full) {
        entries[full] = first
        problems.append((number, "'\(full)' is written twice (first on line \(first.line))"))
      }
    }
    if code.isEmpty { problems.append((1, "the file names no @code")) }
    if name.isEmpty { problems.append((1, "the file names no @name")) }
  }

  /// Where ` = ` starts in `line`, or nil.
  static func separator(in line: ArraySlice<UInt8>) -> Int? {
    var index = line.startIndex
    while index + 2 < line.endIndex {
      if line[index] == UInt8(ascii: " "), line[index + 1] == UInt8(ascii: "="),
        line[index + 2] == UInt8(ascii: " ")
      {
        return index
      }
      index += 1
    }
    return nil
  }

  mutating func header(_ key: String, _ value: String, line: Int) {
    switch key {
    case "code": code = value
    case "name": name = value
    case "english": englishName = value
    case "locales": locales = Self.words(of: value)
    case "one":
      var numbers: [Int] = []
      for word in Self.words(of: value) {
        guard let number = Int(word) else {
          problems.append((line, "@one lists whole numbers"))
          return
        }
        numbers.append(number)
      }
      one = numbers
    default: problems.append((line, "unknown heading '@\(key)'"))
    }
  }

  /// The words of a heading's value, between spaces (read as bytes: this runs at start-up).
  static func words(of value: String) -> [String] {
    var words: [String] = []
    var current: [UInt8] = []
    for byte in value.utf8 {
      if byte == UInt8(ascii: " ") {
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        current.removeAll(keepingCapacity: true)
      } else {
        current.append(byte)
      }
    }
    if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
    return words
  }

  /// The text of `key` as written, or nil when the file lacks it.
  public func raw(_ key: String) -> String? { entries[key]?.text }

  /// The line `key` is written on, or nil when the file lacks it.
  public func line(_ key: String) -> Int? { entries[key]?.line }

  /// The pattern of `key`, or nil when the file lacks it or it cannot be read.
  public func pattern(_ key: String) -> WordPattern? {
    entries[key].flatMap { try? WordPattern(parsing: $0.text) }
  }

  /// Every text read into its pattern (those that can be), for the tests that check them all.
  public var texts: [String: WordPattern] {
    entries.compactMapValues { try? WordPattern(parsing: $0.text) }
  }

  /// The text of `key` with `arguments` put in, or nil when the file lacks it.
  public func text(_ key: String, _ arguments: [String: WordValue]) -> String? {
    pattern(key)?.render(arguments, oneFor: one)
  }
}
