/// One character as drawn: the scalar that takes the cells, any zero-width scalars that
/// follow it (combining marks, joiners), and how many columns it takes.
///
/// Held as its first scalar and the rest (empty for almost every glyph), so that making,
/// copying and drawing a glyph of one scalar builds no string.
struct Glyph: Hashable {
  /// The first scalar of the glyph's text.
  var lead: Unicode.Scalar
  /// The scalars after `lead`: "" unless zero-width scalars are joined to it.
  var rest: String
  var width: Int

  init(_ lead: Unicode.Scalar, width: Int) {
    self.lead = lead
    rest = ""
    self.width = width
  }

  /// The glyph of `text` (at least one scalar; an empty text draws a space).
  init(text: String, width: Int) {
    let scalars = text.unicodeScalars
    var next = scalars.makeIterator()
    lead = next.next() ?? " "
    rest = next.next() == nil ? "" : String(scalars.dropFirst())
    self.width = width
  }

  /// All of its scalars.
  var text: String { rest.isEmpty ? String(lead) : String(lead) + rest }

  /// True for the glyph of one space.
  var isSpace: Bool { lead == " " && rest.isEmpty }

  static let space = Glyph(" ", width: 1)
}

/// Turning learner-supplied text into glyphs that fit a box: escaping, measuring, wrapping
/// and cutting. Every width is a display width (`DisplayWidth`), never a character count.
public enum TextLayout {
  /// The text with control characters, escape sequences and invisible direction or line
  /// controls spelled out as Swift writes them (`\u{1B}`, `\u{07}`, `\t`, `\r`), so
  /// nothing raw ever reaches the terminal. A newline stays a newline only when
  /// `keepNewlines` is true, a tab stays a tab only when `keepTabs` is.
  public static func visible(_ text: String, keepNewlines: Bool = false, keepTabs: Bool = false)
    -> String
  {
    if text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F }) { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A: result += keepNewlines ? "\n" : "\\n"
      case 0x09: result += keepTabs ? "\t" : "\\t"
      case 0x0D: result += "\\r"
      case 0x00: result += "\\0"
      case 0x01..<0x20, 0x7F..<0xA0, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E,
        0x2066...0x2069:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The glyphs of already visible text: each scalar that takes columns starts a glyph and
  /// zero-width scalars join the glyph before them (or the next one, at the start).
  static func glyphs(_ text: String) -> [Glyph] {
    // Printable ASCII, the common case: one glyph a byte.
    asciiGlyphs(text) ?? glyphs(of: text.unicodeScalars)
  }

  /// One glyph a byte when `text` is printable ASCII; nil otherwise. The bytes are read
  /// once, straight from the string's storage when it has it.
  static func asciiGlyphs(_ text: String) -> [Glyph]? {
    func glyphs<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [Glyph]? {
      guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
      return [Glyph](unsafeUninitializedCapacity: bytes.count) { buffer, count in
        for byte in bytes where count < buffer.count {
          buffer.initializeElement(at: count, to: Glyph(Unicode.Scalar(byte), width: 1))
          count += 1
        }
      }
    }
    return text.utf8.withContiguousStorageIfAvailable { glyphs($0) } ?? glyphs(text.utf8)
  }

  /// The glyphs of a run of visible scalars, as `glyphs(_:)` makes them.
  static func glyphs<Scalars: Collection<Unicode.Scalar>>(of scalars: Scalars) -> [Glyph] {
    var result: [Glyph] = []
    result.reserveCapacity(scalars.count)
    var pending = ""
    for scalar in scalars {
      let width =
        scalar.value >= 0x20 && scalar.value < 0x7F ? 1 : DisplayWidth.of(scalar)
      if width == 0 {
        if result.isEmpty {
          pending.unicodeScalars.append(scalar)
        } else {
          result[result.count - 1].rest.unicodeScalars.append(scalar)
        }
        continue
      }
      if pending.isEmpty {
        result.append(Glyph(scalar, width: width))
        continue
      }
      var glyph = Glyph(text: pending, width: width)
      glyph.rest.unicodeScalars.append(scalar)
      pending = ""
      result.append(glyph)
    }
    return result
  }

  /// Glyphs of learner-supplied text on one line: escaped, newlines included.
  static func line(_ text: String) -> [Glyph] {
    glyphs(visible(text))
  }

  /// Columns the glyphs take.
  static func width(_ glyphs: [Glyph]) -> Int {
    glyphs.reduce(0) { $0 + $1.width }
  }

  /// Text on one line, escaped and cut to at most `width` columns (ending with `…` when it
  /// was cut): a title in a row that must not wrap.
  public static func shortened(_ text: String, to width: Int) -> String {
    cut(line(text), to: width, ellipsis: [Glyph("…", width: 1)]).map(\.text).joined()
  }

  /// The glyphs cut to `width` columns, ending with `ellipsis` when something was cut.
  static func cut(_ glyphs: [Glyph], to width: Int, ellipsis: [Glyph]) -> [Glyph] {
    guard width > 0 else { return [] }
    if self.width(glyphs) <= width { return glyphs }
    let room = width - self.width(ellipsis)
    guard room >= 0 else { return cut(ellipsis, to: width, ellipsis: []) }
    var kept: [Glyph] = []
    var used = 0
    for glyph in glyphs {
      if used + glyph.width > room { break }
      kept.append(glyph)
      used += glyph.width
    }
    return kept + ellipsis
  }

  /// Learner-supplied text wrapped to lines of at most `width` columns: escaped, broken at
  /// its newlines when `keepNewlines` is true, then at spaces; a word wider than a line (or a
  /// run of CJK text, which has no spaces) is broken between glyphs.
  static func wrap(_ text: String, width: Int, keepNewlines: Bool) -> [[Glyph]] {
    guard width > 0 else { return [] }
    // Printable ASCII that fits on one line and does not start with a space (which the
    // wrapping drops): the line is the text, as `wrapParagraph` would join its words again.
    let utf8 = text.utf8
    if utf8.count <= width, let first = utf8.first, first != UInt8(ascii: " "),
      let line = asciiGlyphs(text)
    {
      return [line]
    }
    let visibleText = visible(text, keepNewlines: keepNewlines)
    var lines: [[Glyph]] = []
    let scalars = visibleText.unicodeScalars
    var start = scalars.startIndex
    while true {
      let end = scalars[start...].firstIndex(of: "\n") ?? scalars.endIndex
      wrapParagraph(glyphs(of: scalars[start..<end]), width: width, into: &lines)
      guard end < scalars.endIndex else { break }
      start = scalars.index(after: end)
    }
    return lines
  }

  /// A label's text in lines of at most `width` columns, as many as `numberOfLines` allows
  /// (0: as many as it needs); when lines are left out, the last one shown ends in `ellipsis`.
  static func labelLines(
    _ text: String, width: Int, numberOfLines most: Int, ellipsis: [Glyph]
  ) -> [[Glyph]] {
    var wrapped = wrap(text, width: width, keepNewlines: true)
    if most > 0, wrapped.count > most {
      wrapped = Array(wrapped.prefix(most))
      wrapped[most - 1] = cut(wrapped[most - 1] + ellipsis, to: width, ellipsis: ellipsis)
    }
    return wrapped
  }

  /// One paragraph (no newlines) wrapped greedily at spaces.
  static func wrapParagraph(_ glyphs: [Glyph], width: Int) -> [[Glyph]] {
    var lines: [[Glyph]] = []
    wrapParagraph(glyphs, width: width, into: &lines)
    return lines
  }

  /// Appends the lines of one paragraph wrapped greedily at spaces: each space ends a word (so
  /// two spaces make an empty word), words are joined by one space while they fit, and a word
  /// wider than the line is broken between glyphs.
  static func wrapParagraph(_ glyphs: [Glyph], width: Int, into lines: inout [[Glyph]]) {
    let firstLine = lines.count
    var current: [Glyph] = []
    var currentWidth = 0
    var wordStart = 0
    while wordStart <= glyphs.count {
      var wordEnd = wordStart
      var wordWidth = 0
      while wordEnd < glyphs.count, !glyphs[wordEnd].isSpace {
        wordWidth += glyphs[wordEnd].width
        wordEnd += 1
      }
      defer { wordStart = wordEnd + 1 }
      let separator = current.isEmpty ? 0 : 1
      if currentWidth + separator + wordWidth <= width {
        if separator == 1 { current.append(.space) }
        current += glyphs[wordStart..<wordEnd]
        currentWidth += separator + wordWidth
        continue
      }
      if !current.isEmpty {
        lines.append(current)
        current = []
        currentWidth = 0
      }
      var from = wordStart
      while wordWidth > width {
        var pieceWidth = 0
        var index = from
        while index < wordEnd, pieceWidth + glyphs[index].width <= width {
          pieceWidth += glyphs[index].width
          index += 1
        }
        if index == from {
          // A glyph wider than the whole line: it cannot be drawn; leave it out.
          wordWidth -= glyphs[from].width
          from += 1
        } else {
          lines.append(Array(glyphs[from..<index]))
          wordWidth -= pieceWidth
          from = index
        }
      }
      current = Array(glyphs[from..<wordEnd])
      currentWidth = wordWidth
    }
    if !current.isEmpty || lines.count == firstLine { lines.append(current) }
  }
}
