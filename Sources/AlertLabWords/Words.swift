import Synchronization

/// AlertLab's words in every language it speaks: the files of `Words/`, compiled in by the
/// EmbedWords plugin (`BuiltInWords`) and read when a language is first asked for. English
/// is the source: a text missing in another language (which the tests forbid) falls back to
/// it, and one missing in English too prints its key.
public enum Words {
  /// The languages' headings, English first, then by code.
  public static let languages: [WordsFile] = {
    var files = headings
    files.sort { ($0.code == "en" ? 0 : 1, $0.code) < ($1.code == "en" ? 0 : 1, $1.code) }
    return files.filter { !$0.code.isEmpty }
  }()

  private static let read = Mutex<[String: WordsFile]>([:])

  /// Each compiled-in file's headings, in the order of `BuiltInWords.textFiles`.
  private static let headings = BuiltInWords.textFiles.map {
    WordsFile(text: head(of: $0.text), headingsOnly: true, checking: false)
  }

  /// The start of a compiled-in file, up to its first section: its `@` lines, without
  /// copying the whole file.
  static func head(of text: StaticString) -> String {
    text.withUTF8Buffer { bytes in
      var end = 0
      while end < bytes.count {
        if bytes[end] == UInt8(ascii: "["), end == 0 || bytes[end - 1] == UInt8(ascii: "\n") {
          break
        }
        end += 1
      }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
    }
  }

  /// The whole file of the language `code`, read once; nil when there is none.
  public static func file(_ code: String) -> WordsFile? {
    if let file = read.withLock({ $0[code] }) { return file }
    for (index, entry) in BuiltInWords.textFiles.enumerated()
    where headings.indices.contains(index) && headings[index].code == code {
      let file = WordsFile(text: entry.text.description, checking: false)
      read.withLock { $0[code] = file }
      return file
    }
    return nil
  }

  /// The text of `key` in the language `code`, with `arguments` put in.
  public static func text(_ key: String, in code: String, _ arguments: [String: WordValue] = [:])
    -> String
  {
    if let text = file(code)?.text(key, arguments) { return text }
    if code != "en", let text = file("en")?.text(key, arguments) { return text }
    return "{" + key + "}"
  }

  /// Every file as it was compiled in, by its path in `Words/`, for the tests that check them.
  public static var sources: [(path: String, text: String)] {
    BuiltInWords.textFiles.map { ($0.path.description, $0.text.description) }
  }
}

/// The words files compiled into AlertLab: the EmbedWords plugin writes `textFiles`.
public enum BuiltInWords {}
