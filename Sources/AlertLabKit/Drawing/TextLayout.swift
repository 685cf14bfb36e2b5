/// One character as drawn: the scalar that takes the cells, any zero-width scalars that
/// follow it (combining marks, joiners), and how many columns it takes.
struct Glyph: Hashable {
  var text: String
  var width: Int
}

/// Turning learner-supplied text into glyphs that fit a box: escaping, measuring, wrapping
/// and cutting. Every width is a display width (`DisplayWidth`), never a character count.
public enum TextLayout {
  /// The text with control characters, escape sequences and invisible direction or line
  /// controls spelled out as Swift writes them (`\u{1B}`, `\u{07}`, `\t`, `\r`), so
  /// nothing raw ever reaches the terminal. A newline stays a newline only when
  /// `keepNewlines` is true.
  public static func visible(_ text: String, keepNewlines: Bool = false) -> String {
    if text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F }) { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A: result += keepNewlines ? "\n" : "\\n"
      case 0x09: result += "\\t"
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
    var result: [Glyph] = []
    result.reserveCapacity(text.utf8.count)
    var pending = ""
    for scalar in text.unicodeScalars {
      let width =
        scalar.value >= 0x20 && scalar.value < 0x7F ? 1 : DisplayWidth.of(scalar)
      if width == 0 {
        if result.isEmpty {
          pending.unicodeScalars.append(scalar)
        } else {
          result[result.count - 1].text.unicodeScalars.append(scalar)
        }
        continue
      }
      if pending.isEmpty {
        result.append(Glyph(text: String(scalar), width: width))
        continue
      }
      var glyph = Glyph(text: pending, width: width)
      glyph.text.unicodeScalars.append(scalar)
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
    let paragraphs = visible(text, keepNewlines: keepNewlines).split(
      separator: "\n", omittingEmptySubsequences: false)
    var lines: [[Glyph]] = []
    for paragraph in paragraphs {
      lines += wrapParagraph(glyphs(String(paragraph)), width: width)
    }
    return lines
  }

  /// One paragraph (no newlines) wrapped greedily at spaces.
  static func wrapParagraph(_ glyphs: [Glyph], width: Int) -> [[Glyph]] {
    var lines: [[Glyph]] = []
    var current: [Glyph] = []
    var currentWidth = 0
    var words: [[Glyph]] = [[]]
    for glyph in glyphs {
      if glyph.text == " " {
        words.append([])
      } else {
        words[words.count - 1].append(glyph)
      }
    }
    for word in words {
      var word = word
      var wordWidth = self.width(word)
      let separator = current.isEmpty ? 0 : 1
      if currentWidth + separator + wordWidth <= width {
        if separator == 1 { current.append(Glyph(text: " ", width: 1)) }
        current += word
        currentWidth += separator + wordWidth
        continue
      }
      if !current.isEmpty {
        lines.append(current)
        current = []
        currentWidth = 0
      }
      while wordWidth > width {
        var piece: [Glyph] = []
        var pieceWidth = 0
        var index = 0
        while index < word.count, pieceWidth + word[index].width <= width {
          piece.append(word[index])
          pieceWidth += word[index].width
          index += 1
        }
        if index == 0 {
          // A glyph wider than the whole line: it cannot be drawn; leave it out.
          index = 1
        } else {
          lines.append(piece)
        }
        word.removeFirst(index)
        wordWidth = self.width(word)
      }
      current = word
      currentWidth = wordWidth
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }
}
