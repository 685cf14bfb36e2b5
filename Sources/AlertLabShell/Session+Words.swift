import AlertLabKit
import AlertLabScript

extension Session {
  /// The words of `:describe` and of the drawing's caption, in the learner's language.
  var screenWords: ScreenWords { ScreenWords.of(language) }

  /// One of the shell's own lines, written in English at its site, in the learner's language.
  func own(_ english: String) -> String {
    OwnWords.translate(english, into: language, from: OwnWords.shell) ?? english
  }

  /// A handler's name as the interpreter gives it (`the handler of action "OK"`), in the
  /// learner's language.
  func handlerName(_ english: String) -> String {
    OwnWords.translate(english, into: language, from: OwnWords.handlerNames) ?? english
  }

  /// A diagnostic's message with AlertLab's own words in the learner's language: the
  /// interpreter's `in func 'name': ` before it, and the message when it is AlertLab's own
  /// (the compiler's texts stay as Swift prints them).
  func diagnosticWords(_ message: String) -> String {
    if message.hasPrefix("in func '"), let end = message.range(of: "': ") {
      let rest = String(message[end.upperBound...])
      return own(String(message[..<end.upperBound])) + diagnosticWords(rest)
    }
    return OwnWords.translate(message, into: language) ?? message
  }
}
