import AlertLabKit
import AlertLabWords

/// A problem found in the learner's input, as data: what, where, how bad, and how to fix it.
/// Rendering it the way the Swift compiler does is `rendered(source:fileName:)`.
public struct Diagnostic: Error, Equatable, Sendable {
  /// How bad it is.
  public enum Severity: String, Equatable, Sendable {
    case error, warning, note
  }

  public var severity: Severity
  /// The message without location or severity, in English: `expected ')' in expression list`.
  public var message: String
  /// The message when it is AlertLab's own words (what it does not simulate, the work it
  /// stopped), typed, for the shell to show in the learner's language; nil for the Swift
  /// compiler's and the runtime's texts, which stay in English as Swift prints them.
  public var said: Said?
  /// Where an error in a body declared earlier happened (`in func 'name': `): `message`
  /// begins with its English, and `unplacedMessage` is the message without it.
  public private(set) var place: Said?
  public private(set) var unplacedMessage: String?
  /// The member a "value of type 'T' has no member 'NAME'" error names (`NAME`); nil for any
  /// other diagnostic.
  var missingMember: String?
  /// The name a "cannot find 'NAME' in scope" error names; nil for any other diagnostic.
  public internal(set) var unfoundName: String?
  /// Where the caret points: at `range.start`, with `~` under the rest of the range.
  public var range: SourceRange
  /// Notes attached to this diagnostic (`to match this opening '('`).
  public var notes: [Diagnostic]
  /// Text that should replace `range` (or be inserted there when the range is empty).
  public var fixIt: String?

  public init(
    _ severity: Severity, _ message: String, range: SourceRange, notes: [Diagnostic] = [],
    fixIt: String? = nil
  ) {
    self.severity = severity
    self.message = message
    self.range = range
    self.notes = notes
    self.fixIt = fixIt
  }

  /// Names where the error happened, in front of the message. An error placed in a function
  /// is no longer about a member of the expression that called it (`missingMember` is
  /// cleared).
  public mutating func setPlace(_ place: Said) {
    unplacedMessage = message
    self.place = place
    message = place.english + message
    missingMember = nil
  }

  /// A diagnostic in AlertLab's own words: `message` is their English.
  public init(
    _ severity: Severity, _ said: Said, range: SourceRange, notes: [Diagnostic] = [],
    fixIt: String? = nil
  ) {
    self.init(severity, said.english, range: range, notes: notes, fixIt: fixIt)
    self.said = said
  }

  /// An error in AlertLab's own words.
  public static func error(
    _ said: Said, at range: SourceRange, notes: [Diagnostic] = [], fixIt: String? = nil
  ) -> Diagnostic {
    Diagnostic(.error, said, range: range, notes: notes, fixIt: fixIt)
  }

  /// "cannot find 'NAME' in scope", the error of a name nothing in reach declares.
  static func cannotFind(_ name: String, at range: SourceRange, notes: [Diagnostic] = [])
    -> Diagnostic
  {
    var diagnostic = Diagnostic.error("cannot find '\(name)' in scope", at: range, notes: notes)
    diagnostic.unfoundName = name
    return diagnostic
  }

  /// An error.
  public static func error(
    _ message: String, at range: SourceRange, notes: [Diagnostic] = [], fixIt: String? = nil
  ) -> Diagnostic {
    Diagnostic(.error, message, range: range, notes: notes, fixIt: fixIt)
  }

  /// A note in AlertLab's own words, to attach to another diagnostic.
  public static func note(_ said: Said, at range: SourceRange) -> Diagnostic {
    Diagnostic(.note, said, range: range)
  }

  /// A note, to attach to another diagnostic.
  public static func note(_ message: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(.note, message, range: range)
  }
}

extension Diagnostic {
  /// The diagnostic as the Swift compiler prints it: the location and message, the source
  /// line, a caret under the start of the range (`~` under the rest of it on that line), the
  /// fix-it text under the caret when there is one, then each note the same way.
  ///
  /// ```
  /// input:1:19: error: expected ')' in expression list
  /// alert.addAction(ok
  ///                   ^
  /// input:1:16: note: to match this opening '('
  /// alert.addAction(ok
  ///                ^
  /// ```
  /// Every line is safe for a terminal: control characters and direction controls in the
  /// message and the source are spelled out (the caret still points at the right place).
  /// `lineOffset` is added to the line numbers shown, for a source that starts further down
  /// its file.
  public func rendered(source: String, fileName: String, lineOffset: Int = 0) -> String {
    var lines: [String] = []
    var sourceLines: [Substring]?
    appendRendered(
      to: &lines, source: source, sourceLines: &sourceLines, fileName: fileName,
      lineOffset: lineOffset)
    return lines.joined(separator: "\n")
  }

  /// Each of `diagnostics` rendered, the source split into lines once for all of them.
  public static func rendered(
    _ diagnostics: [Diagnostic], source: String, fileName: String, lineOffset: Int = 0
  ) -> [String] {
    var sourceLines: [Substring]?
    return diagnostics.map { diagnostic in
      var lines: [String] = []
      diagnostic.appendRendered(
        to: &lines, source: source, sourceLines: &sourceLines, fileName: fileName,
        lineOffset: lineOffset)
      return lines.joined(separator: "\n")
    }
  }

  private func appendRendered(
    to lines: inout [String], source: String, sourceLines: inout [Substring]?, fileName: String,
    lineOffset: Int
  ) {
    lines.append(
      TextLayout.visible(
        "\(fileName):\(range.start.line + lineOffset):\(range.start.column): "
          + "\(severity.rawValue): \(message)"))
    if sourceLines == nil {
      sourceLines = source.split(omittingEmptySubsequences: false) {
        $0 == "\n" || $0 == "\r\n" || $0 == "\r"
      }
    }
    if let sourceLines, range.start.line >= 1, range.start.line <= sourceLines.count {
      let line = Array(sourceLines[range.start.line - 1])
      let (shown, caretColumn) = DiagnosticLine.window(line, column: range.start.column)
      lines.append(shown.map(DiagnosticLine.visible).joined())
      // The range's extent on this line, in characters.
      var length = 1
      if range.end.line == range.start.line {
        length = max(1, range.end.column - range.start.column)
      } else if range.end.line > range.start.line {
        length = max(1, line.count + 1 - range.start.column)
      }
      let caretIndex = caretColumn - 1
      lines.append(DiagnosticLine.marker(under: shown, from: caretIndex, length: length))
      if let fixIt, !fixIt.isEmpty, !fixIt.contains("\n") {
        lines.append(
          DiagnosticLine.padding(under: shown, upTo: caretIndex)
            + fixIt.map(DiagnosticLine.visible).joined())
      }
    }
    for note in notes {
      note.appendRendered(
        to: &lines, source: source, sourceLines: &sourceLines, fileName: fileName,
        lineOffset: lineOffset)
    }
  }
}

/// Laying out the source line and the caret line of a rendered diagnostic.
enum DiagnosticLine {
  /// Lines longer than this are shown as a window around the caret.
  static let maximumShown = 200

  /// The characters of `line` to show and the caret's column among them.
  static func window(_ line: [Character], column: Int) -> (ArraySlice<Character>, Int) {
    guard line.count > maximumShown else { return (line[...], column) }
    let caret = max(0, min(column - 1, line.count))
    let start = max(0, min(caret - maximumShown / 2, line.count - maximumShown))
    let end = min(line.count, start + maximumShown)
    return (line[start..<end], caret - start + 1)
  }

  /// Whitespace that lines up with `shown` up to `index` (tabs kept, wide characters doubled).
  static func padding(under shown: ArraySlice<Character>, upTo index: Int) -> String {
    var padding = ""
    for character in shown.prefix(max(0, index)) {
      if character == "\t" {
        padding.append("\t")
      } else {
        padding += String(repeating: " ", count: width(character))
      }
    }
    if index > shown.count { padding += String(repeating: " ", count: index - shown.count) }
    return padding
  }

  /// `^~~~` under `length` characters starting at `index`.
  static func marker(under shown: ArraySlice<Character>, from index: Int, length: Int) -> String {
    var marker = padding(under: shown, upTo: index) + "^"
    let characters = Array(shown)
    let caretWidth = index < characters.count ? width(characters[index]) : 1
    marker += String(repeating: "~", count: max(0, caretWidth - 1))
    var position = index + 1
    while position < index + length && position < characters.count {
      marker += String(repeating: "~", count: width(characters[position]))
      position += 1
    }
    return marker
  }

  /// A source character as the terminal is shown it: a tab stays a tab, other control
  /// characters and direction controls are spelled out.
  static func visible(_ character: Character) -> String {
    if character == "\t" { return "\t" }
    if character.isASCII && !character.isNewline && (character.asciiValue ?? 0) >= 0x20
      && character != "\u{7F}"
    {
      return String(character)
    }
    return TextLayout.visible(String(character))
  }

  static func width(_ character: Character) -> Int {
    let shown = visible(character)
    if shown.count > 1 || shown != String(character) { return max(1, shown.count) }
    if character.isASCII { return 1 }
    return max(1, DisplayWidth.of(String(character)))
  }
}
