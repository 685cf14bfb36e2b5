import AlertLabKit
import AlertLabScript
import AlertLabWords

extension Session {
  /// The words of `:describe` and of the drawing's caption, in the learner's language.
  var screenWords: ScreenWords { ScreenWords.of(language) }

  /// One of AlertLab's own texts in the learner's language.
  func said(_ said: Said) -> String { said.text(in: language.code) }

  /// A handler's name as the interpreter gives it (`the handler of action "OK"`), in the
  /// learner's language.
  func handlerName(_ handler: HandlerContext) -> String {
    handler.name.text(in: language.code)
  }

  /// Diagnostics as rendered, each heading line (`input:1:5: error: …`) in Chinese or Hindi
  /// that is wider than the terminal wrapped at word boundaries, so a translated message
  /// never breaks inside a word or a Hindi cluster. Code and carets are left as they are, and
  /// a heading all in ASCII (the compiler's English) stays exactly as Swift prints it.
  func fitted(_ rendered: String) -> String {
    guard language != .en, let width = outputWidth, width > 20 else { return rendered }
    return rendered.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let text = String(line)
      guard DisplayWidth.of(text) > width, Session.isDiagnosticHeading(text),
        text.unicodeScalars.contains(where: { !$0.isASCII })
      else { return text }
      var out = Output(width: width)
      out.prose(text)
      return String(out.text.dropLast())
    }.joined(separator: "\n")
  }

  /// True for `file:1:5: error: …`, `warning: …` and the like: a diagnostic's first line.
  static func isDiagnosticHeading(_ line: String) -> Bool {
    for kind in ["error: ", "warning: ", "note: "] {
      if line.hasPrefix(kind) { return true }
      if let found = line.range(of: ": " + kind),
        !line[..<found.lowerBound].contains(" ")
      {
        return true
      }
    }
    return false
  }
}
