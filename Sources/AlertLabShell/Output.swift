import AlertLabKit
import AlertLabTutor

/// What one input prints, line by line: prose wraps to the terminal's width; drawings and
/// console lines never wrap. With a terminal height, a screen drawing is made short enough
/// that it and everything printed after it fit above the next prompt (`DrawingFit`), and a
/// line after it says what was left out.
struct Output {
  let width: Int?
  let height: Int?
  /// The language of Output's own notes (a drawing shortened or too wide).
  var language: Language = .en
  private var parts: [Part] = []

  private enum Part {
    case text(String)
    /// A screen drawing that may be shortened; `ascii` chooses the cut mark.
    case screen(String, ascii: Bool)
  }

  init(width: Int?, height: Int? = nil) {
    self.width = width
    self.height = height
  }

  /// Everything printed, each line ending with a newline; screen drawings fitted to the
  /// terminal's height.
  var text: String { rendered(height: height) }

  /// Everything printed with screen drawings whole, to be shown a page at a time.
  var wholeText: String { rendered(height: nil) }

  private func rendered(height: Int?) -> String {
    var result = ""
    for (index, part) in parts.enumerated() {
      switch part {
      case .text(let text):
        result += text
      case .screen(let drawing, let ascii):
        guard let height else {
          result += drawing
          result += "\n"
          continue
        }
        // What follows the drawing, the note about the cut and the prompt must stay visible.
        let after = parts[(index + 1)...].reduce(0) { count, part in
          if case .text(let text) = part { return count + rows(of: text) }
          return count
        }
        let room = height - after - 1
        let whole = drawing.count(where: { $0 == "\n" }) + 1
        let fitted =
          whole <= room
          ? (drawing: drawing, leftOut: 0)
          : DrawingFit.fit(drawing, lines: max(1, room - 1), ascii: ascii)
        result += fitted.drawing + "\n"
        if fitted.leftOut > 0 {
          var note = Output(width: width)
          note.prose(Reply.rowsLeftOut(fitted.leftOut).text(in: language))
          result += note.text
        }
      }
    }
    return result
  }

  /// The terminal rows `text` takes: a line wider than the terminal wraps onto more.
  private func rows(of text: String) -> Int {
    text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().reduce(0) {
      $0 + Output.rows(of: $1, width: width)
    }
  }

  /// The terminal rows one line takes on a terminal `width` wide.
  static func rows(of line: Substring, width: Int?) -> Int {
    let lineWidth = DisplayWidth.ofStyled(String(line))
    guard let width, width > 0, lineWidth > width else { return 1 }
    return (lineWidth + width - 1) / width
  }

  /// The output in pages that each fit the terminal's height with two lines under them (the
  /// note that more follows, and the prompt): one page when it all fits, or without a height.
  func pages() -> [String] {
    let whole = text
    guard let height, height >= 6 else { return [whole] }
    let lines = whole.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    let total = lines.reduce(0) { $0 + Output.rows(of: $1, width: width) }
    guard total > height - 1 else { return [whole] }
    var pages: [String] = []
    var page = ""
    var used = 0
    for line in wholeText.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
      let rows = Output.rows(of: line, width: width)
      if used > 0, used + rows > height - 2 {
        pages.append(page)
        page = ""
        used = 0
      }
      page += line + "\n"
      used += rows
    }
    if !page.isEmpty { pages.append(page) }
    return pages
  }

  /// True when nothing was printed.
  var isEmpty: Bool { parts.isEmpty }

  /// A line printed as it is.
  mutating func raw(_ line: String) {
    if case .text(let text)? = parts.last {
      parts[parts.count - 1] = .text(text + line + "\n")
    } else {
      parts.append(.text(line + "\n"))
    }
  }

  /// Prose that holds text from a learner, a lesson or a file, escaped first; `hanging` as in
  /// `prose`.
  mutating func text(_ paragraph: String, hanging: Int? = nil) {
    prose(escapeForTerminal(paragraph), hanging: hanging)
  }

  /// A line that holds text from a learner, a lesson or a file, escaped first.
  mutating func escaped(_ line: String) {
    raw(escapeForTerminal(line))
  }

  /// A drawing `columns` wide (as its canvas says: the text may hold colour sequences, which
  /// take no columns), never wrapped: when it is wider than the terminal, the terminal would
  /// wrap every row, so it says so and shows `description` (the screen in sentences) instead.
  /// A screen drawing (`fit`) is shortened to the terminal's height as `text` says; one
  /// that `replacing` is set for takes the place of any screen drawn earlier in the output.
  mutating func drawing(
    _ drawing: String, columns: Int, description: @autoclosure () -> String, fit: Bool = true,
    ascii: Bool = false, replacing: Bool = false
  ) {
    if replacing {
      parts.removeAll { part in
        if case .screen = part { return true }
        return false
      }
    }
    if let width, columns > width {
      prose(Reply.drawingTooWide(columns: columns, terminal: width).text(in: language))
      prose(description())
      return
    }
    if fit {
      parts.append(.screen(drawing, ascii: ascii))
    } else {
      raw(drawing)
    }
  }

  /// A word cut where a line may break inside it: next to wide (CJK) characters, never
  /// before closing or after opening punctuation, never inside a Hindi cluster. A word with
  /// no wide character is one piece.
  static func pieces(of word: Substring) -> [Substring] {
    var pieces: [Substring] = []
    var start = word.startIndex
    var previous: (character: Character, isWide: Bool)?
    for index in word.indices {
      let character = word[index]
      let isWide = ProseRenderer.isWide(character)
      if let previous,
        ProseRenderer.canBreak(previous.character, previous.isWide, character, isWide)
      {
        pieces.append(word[start..<index])
        start = index
      }
      previous = (character, isWide)
    }
    pieces.append(word[start...])
    return pieces
  }

  /// Prose wrapped at word boundaries to the terminal's width (by display width); a wrapped
  /// line keeps the indentation it started with, or starts at column `hanging` when that
  /// leaves at least 20 columns (a list of names whose descriptions wrap under themselves).
  mutating func prose(_ paragraph: String, hanging: Int? = nil) {
    guard let width, width > 20 else {
      raw(paragraph)
      return
    }
    for line in paragraph.split(separator: "\n", omittingEmptySubsequences: false) {
      let indent = String(line.prefix { $0 == " " })
      let wrapIndent =
        hanging.map { $0 >= 0 && width - $0 >= 20 ? String(repeating: " ", count: $0) : indent }
        ?? indent
      var current = indent
      var currentWidth = indent.count
      var empty = true
      for word in line.dropFirst(indent.count).split(
        separator: " ", omittingEmptySubsequences: false)
      {
        if word.isEmpty {
          // Two spaces in a row stay two (UIKit's texts have them).
          if !empty {
            current += " "
            currentWidth += 1
          }
          continue
        }
        // A word of Chinese breaks between its characters as the lessons' prose does; the
        // space before the word goes only before its first piece.
        for (index, piece) in Output.pieces(of: word).enumerated() {
          let space = index == 0 ? 1 : 0
          let pieceWidth = DisplayWidth.of(String(piece))
          if !empty, currentWidth + space + pieceWidth > width {
            raw(current)
            current = wrapIndent
            currentWidth = wrapIndent.count
            empty = true
          }
          if !empty && space == 1 {
            current += " "
            currentWidth += 1
          }
          current += piece
          currentWidth += pieceWidth
          empty = false
        }
      }
      raw(current)
    }
  }
}
