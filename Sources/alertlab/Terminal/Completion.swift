import CEditLine
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tab completion: libedit finds the word before the cursor, the session proposes whole
/// words for it, and libedit puts the chosen word (or the part all candidates share) in its
/// place. Nothing is appended after a completed word, and there is no file-name completion.
///
/// Words are runs of identifier characters: every ASCII space and punctuation character
/// except `_`, `$`, `#` and `@` ends a word, so `alert.add` completes `add` and
/// `style: .can` completes `can`. One exception: a meta-command (`:help`) starts its line
/// with a colon, and the session proposes it colon included (`:he` gives `:help`); the colon
/// then stays in front of the word libedit replaces.
enum Completion {
  /// The characters that end a word for completion.
  static let wordBreakCharacters: String = {
    var characters = " \t\n"
    for value in UInt8(0x21)...UInt8(0x7e) {
      let scalar = Unicode.Scalar(value)
      let isIdentifier =
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar) || "_$#@".unicodeScalars.contains(scalar)
      if !isIdentifier { characters.unicodeScalars.append(scalar) }
    }
    return characters
  }()

  /// What completing needs while libedit waits for keys: how to ask the session for
  /// candidates, and the lines already typed of an unfinished statement. Set before each
  /// `readline`; read by the C callback, which can capture nothing.
  struct Context: Sendable {
    var candidates: @Sendable (String) -> [String] = { _ in [] }
    var pendingLines: [String] = []
  }

  static let context = Mutex(Context())

  /// libedit keeps the pointer to its break characters, so they live as long as the process.
  nonisolated(unsafe) private static let wordBreakCString = strdup(wordBreakCharacters)

  /// Installs the callback and the word rules in libedit. Call after `rl_initialize`.
  static func install() {
    alertlab_set_attempted_completion_function(complete)
    alertlab_set_completion_append_character(0)
    if let wordBreakCString {
      alertlab_set_basic_word_break_characters(wordBreakCString)
    }
  }

  /// libedit's completion callback: `text` is the word before the cursor as libedit split
  /// it; `end` is the cursor position in characters.
  private static let complete:
    @convention(c) (UnsafePointer<CChar>?, Int32, Int32) -> UnsafeMutablePointer<
      UnsafeMutablePointer<CChar>?
    >? = { text, _, end in
      // libedit clears this after every attempt; set, it rules out file-name completion.
      alertlab_set_attempted_completion_over(1)
      let word = text.map { String(cString: $0) } ?? ""
      let line = lineBeforeCursor(characters: Int(end), word: word)
      let proposed = context.withLock { context in
        context.candidates(query(pendingLines: context.pendingLines, line: line))
      }
      let pendingIsEmpty = context.withLock { $0.pendingLines.isEmpty }
      let words = replacements(
        for: proposed, word: word, lineBeforeCursor: line, startsStatement: pendingIsEmpty)
      return cMatches(words, word: word)
    }

  /// What the session is asked to complete: the unfinished statement so far and the current
  /// line up to the cursor.
  static func query(pendingLines: [String], line: String) -> String {
    (pendingLines + [line]).joined(separator: "\n")
  }

  /// The current line up to the cursor, from the buffer libedit published (UTF-8) and the
  /// cursor position it passed (in characters, that is Unicode scalars). Falls back to the
  /// word alone when the two disagree.
  static func lineBeforeCursor(characters: Int, word: String) -> String {
    guard let buffer = alertlab_line_buffer() else { return word }
    let line = String(
      decoding: UnsafeRawBufferPointer(start: buffer, count: strlen(buffer)),
      as: UTF8.self)
    let scalars = line.unicodeScalars
    guard characters >= 0, characters <= scalars.count else { return word }
    let before = String(String.UnicodeScalarView(scalars.prefix(characters)))
    return before.hasSuffix(word) ? before : word
  }

  /// The texts that replace `word` (the text libedit removes) for the session's
  /// `candidates`, each a whole word. When `word` directly follows a colon that starts the
  /// statement, the candidates carry that colon (`:help` for `:he`): it is already on the
  /// line, so it is left out here, and candidates without it are dropped.
  static func replacements(
    for candidates: [String], word: String, lineBeforeCursor line: String,
    startsStatement: Bool
  ) -> [String] {
    guard line.hasSuffix(word) else { return candidates }
    let before = line.dropLast(word.count)
    let isMetaCommand =
      startsStatement && before.last == ":" && before.dropLast().allSatisfy(\.isWhitespace)
    guard isMetaCommand else { return candidates }
    return candidates.filter { $0.hasPrefix(":") }.map { String($0.dropFirst()) }
  }

  /// The longest start shared by all `words`, cut at a Unicode scalar boundary.
  static func commonPrefix(_ words: [String]) -> String {
    guard var prefix = words.first?.unicodeScalars[...] else { return "" }
    for word in words.dropFirst() {
      var shared = 0
      for (a, b) in zip(prefix, word.unicodeScalars) {
        guard a == b else { break }
        shared += 1
      }
      prefix = prefix.prefix(shared)
    }
    return String(String.UnicodeScalarView(prefix))
  }

  /// What goes first in libedit's match list: the text that replaces the word now. One
  /// candidate replaces it whole; several give their shared start, unless that would lose
  /// some of what was typed, in which case the word stays as it is and a second Tab lists
  /// them.
  static func replacementNow(for words: [String], word: String) -> String? {
    guard let first = words.first else { return nil }
    if words.count == 1 { return first }
    let shared = commonPrefix(words)
    return shared.hasPrefix(word) ? shared : word
  }

  /// The NULL-terminated, malloc'ed list libedit expects (and frees): the replacement, then
  /// the candidates when there are several. Nil for none.
  private static func cMatches(_ words: [String], word: String)
    -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  {
    guard let now = replacementNow(for: words, word: word) else { return nil }
    let entries = words.count == 1 ? [now] : [now] + words
    guard
      let list = malloc((entries.count + 1) * MemoryLayout<UnsafeMutablePointer<CChar>?>.stride)?
        .bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: entries.count + 1)
    else { return nil }
    for (index, entry) in entries.enumerated() {
      guard let copy = strdup(entry) else {
        for earlier in 0..<index { free(list[earlier]) }
        free(list)
        return nil
      }
      list[index] = copy
    }
    list[entries.count] = nil
    return list
  }
}
