import AlertLabKit

/// Renders lesson prose for a terminal of a given width.
///
/// Paragraphs are wrapped by display width (a CJK character takes two columns and a line
/// may break between two of them); code blocks are indented by four spaces and never
/// wrapped; list items hang under their `- ` or `1. `; quotes start with `| `. With colour,
/// emphasis is italic, strong bold and inline code cyan; without it, emphasis and strong
/// are plain text and inline code keeps its backticks. Lines are joined by `\n`, with no
/// final newline and no trailing spaces.
public enum ProseRenderer {
  /// The blocks, separated by blank lines.
  public static func render(_ blocks: [ProseBlock], width: Int, color: Bool) -> String {
    Layout(color: color).blocks(blocks, width: width, separator: true).joined(separator: "\n")
  }

  /// Markdown text, such as a hint, parsed with libcmark and rendered.
  public static func render(markdown: String, width: Int, color: Bool) -> String {
    render(LessonParser.prose(markdown: markdown), width: width, color: color)
  }
}

/// Inline styles a piece of text can carry.
private struct Style: OptionSet, Hashable {
  let rawValue: Int
  static let emphasis = Style(rawValue: 1)
  static let strong = Style(rawValue: 2)
  static let code = Style(rawValue: 4)

  /// The ANSI SGR parameters: bold 1, italic 3, cyan 36.
  var sgr: String {
    var codes: [String] = []
    if contains(.strong) { codes.append("1") }
    if contains(.emphasis) { codes.append("3") }
    if contains(.code) { codes.append("36") }
    return codes.joined(separator: ";")
  }
}

/// Text in one style.
private struct Piece {
  var text: String
  var style: Style
}

/// Text that is never broken across lines, and whether a space separates it from the word
/// before.
private struct Word {
  var pieces: [Piece] = []
  var width = 0
  var spaceBefore = false
  /// Whether the last character is an ideograph (or other wide character), after which a
  /// line may break.
  var lastIsWide = false
}

private enum Token {
  case word(Word)
  case newline
}

private struct Layout {
  let color: Bool

  func blocks(_ blocks: [ProseBlock], width: Int, separator: Bool) -> [String] {
    var lines: [String] = []
    for (index, block) in blocks.enumerated() {
      if separator && index > 0 { lines.append("") }
      lines += self.block(block, width: width)
    }
    return lines
  }

  func block(_ block: ProseBlock, width: Int) -> [String] {
    switch block {
    case .paragraph(let spans):
      return wrap(spans, width: width)
    case .heading(_, let spans):
      return wrap([.strong(spans)], width: width)
    case .code(_, let text):
      return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
        if line.allSatisfy(\.isWhitespace) { return [""] }
        return codeLines(line, width: width).map { indent, piece in
          indent + styled(String(piece), color ? .code : [])
        }
      }
    case .bulletList(let items):
      return items.flatMap { hang(marker: "- ", $0, width: width) }
    case .orderedList(let start, let items):
      let markers = items.indices.map { "\(start + $0)." }
      let markerWidth = (markers.map(\.count).max() ?? 0) + 1
      return zip(markers, items).flatMap { marker, item in
        let padding = String(repeating: " ", count: markerWidth - marker.count - 1)
        return hang(marker: padding + marker + " ", item, width: width)
      }
    case .quote(let blocks):
      return self.blocks(blocks, width: max(width - 2, 1), separator: true).map {
        $0.isEmpty ? "|" : "| " + $0
      }
    }
  }

  /// A line of a code block, indented four columns. One wider than `width` is broken at
  /// spaces outside string literals, never inside a name or a string, each later piece
  /// indented four columns more than the line: at the last such space that fits, else at
  /// the first (a name longer than the room stays whole).
  func codeLines(_ line: Substring, width: Int) -> [(indent: String, piece: Substring)] {
    let own = line.prefix { $0 == " " }.count
    var result: [(String, Substring)] = []
    var indent = "    "
    var rest = line
    while DisplayWidth.of(indent) + DisplayWidth.of(String(rest)) > width {
      let room = width - DisplayWidth.of(indent)
      var scanner = StringLiteralScanner()
      var columns = 0
      var cut: Substring.Index?
      for index in rest.indices {
        if columns > room, cut != nil { break }
        let character = rest[index]
        if scanner.isCode(character), character == " ", columns > own {
          cut = index
        }
        columns += DisplayWidth.of(String(character))
      }
      guard let cut else { break }
      result.append((indent, rest[..<cut]))
      rest = rest[cut...].drop { $0 == " " }
      indent = "    " + String(repeating: " ", count: own + 4)
    }
    result.append((indent, rest))
    return result
  }

  /// An item's blocks under a marker, later lines indented by the marker's width.
  func hang(marker: String, _ item: [ProseBlock], width: Int) -> [String] {
    let indent = String(repeating: " ", count: marker.count)
    let lines = blocks(item, width: max(width - marker.count, 1), separator: false)
    guard let first = lines.first else { return [String(marker.dropLast())] }
    return [marker + first] + lines.dropFirst().map { $0.isEmpty ? "" : indent + $0 }
  }

  // MARK: Wrapping

  func wrap(_ spans: [ProseSpan], width: Int) -> [String] {
    var lines: [[Piece]] = []
    var line: [Piece] = []
    var lineWidth = 0
    for token in tokens(spans) {
      switch token {
      case .newline:
        lines.append(line)
        line = []
        lineWidth = 0
      case .word(let word):
        if line.isEmpty {
          line = word.pieces
          lineWidth = word.width
        } else if lineWidth + (word.spaceBefore ? 1 : 0) + word.width <= width {
          if word.spaceBefore {
            let style = line.last?.style == word.pieces.first?.style ? line.last?.style : nil
            line.append(Piece(text: " ", style: style ?? []))
            lineWidth += 1
          }
          line += word.pieces
          lineWidth += word.width
        } else {
          lines.append(line)
          line = word.pieces
          lineWidth = word.width
        }
      }
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines.map(render)
  }

  /// The pieces joined, adjacent pieces of one style merged.
  func render(_ pieces: [Piece]) -> String {
    var merged: [Piece] = []
    for piece in pieces {
      if let last = merged.last, last.style == piece.style {
        merged[merged.count - 1].text += piece.text
      } else {
        merged.append(piece)
      }
    }
    return merged.map { styled($0.text, $0.style) }.joined()
  }

  /// Lesson text styled, and escaped: nothing a lesson file holds reaches the terminal raw.
  func styled(_ text: String, _ style: Style) -> String {
    let text = TextLayout.visible(text)
    guard color, !style.isEmpty else { return text }
    return "\u{1B}[\(style.sgr)m\(text)\u{1B}[0m"
  }

  /// The spans as styled text, then cut into words at spaces and between wide characters.
  func tokens(_ spans: [ProseSpan]) -> [Token] {
    var tokens: [Token] = []
    var word = Word()
    var pendingSpace = false
    var previous: Character?

    func finishWord() {
      if !word.pieces.isEmpty { tokens.append(.word(word)) }
      word = Word()
    }

    for item in flatten(spans, style: []) {
      guard let piece = item else {
        finishWord()
        tokens.append(.newline)
        pendingSpace = false
        previous = nil
        continue
      }
      for character in piece.text {
        if character.isWhitespace {
          finishWord()
          pendingSpace = true
          previous = nil
          continue
        }
        let characterWidth = DisplayWidth.of(String(character))
        let isWide = ProseRenderer.isWide(character)
        if let previous, !word.pieces.isEmpty,
          ProseRenderer.canBreak(previous, word.lastIsWide, character, isWide)
        {
          finishWord()
        }
        if word.pieces.isEmpty {
          word.spaceBefore = pendingSpace
          pendingSpace = false
        }
        if word.pieces.last?.style == piece.style {
          word.pieces[word.pieces.count - 1].text.append(character)
        } else {
          word.pieces.append(Piece(text: String(character), style: piece.style))
        }
        word.width += characterWidth
        word.lastIsWide = isWide
        previous = character
      }
    }
    finishWord()
    return tokens
  }

  /// The spans as pieces; nil stands for a hard line break.
  func flatten(_ spans: [ProseSpan], style: Style) -> [Piece?] {
    spans.flatMap { span -> [Piece?] in
      switch span {
      case .text(let text):
        return [Piece(text: text, style: style)]
      case .emphasis(let children):
        return flatten(children, style: style.union(.emphasis))
      case .strong(let children):
        return flatten(children, style: style.union(.strong))
      case .code(let text):
        return color
          ? [Piece(text: text, style: style.union(.code))]
          : [Piece(text: "`" + text + "`", style: style)]
      case .link(let children, let destination):
        var pieces = flatten(children, style: style)
        let isWeb = destination.hasPrefix("http://") || destination.hasPrefix("https://")
        if isWeb && destination != plainText(children) {
          pieces.append(Piece(text: " (\(destination))", style: style))
        }
        return pieces
      case .lineBreak:
        return [nil]
      }
    }
  }

  func plainText(_ spans: [ProseSpan]) -> String {
    ProseSpan.plainText(spans)
  }
}

/// Where a line may break inside text with no spaces.
extension ProseRenderer {
  /// Characters that do not start a line: closing punctuation.
  static let noBreakBefore = Set("，。、；：？！）」』】》〉”’,.;:!?)]}%")
  /// Characters that do not end a line: opening punctuation.
  static let noBreakAfter = Set("（「『【《〈“‘([{")

  /// Whether a line may break between two characters with no space between them: only
  /// next to a wide (CJK) character, and not before closing or after opening punctuation.
  public static func canBreak(
    _ left: Character, _ leftIsWide: Bool, _ right: Character, _ rightIsWide: Bool
  )
    -> Bool
  {
    guard leftIsWide || rightIsWide else { return false }
    return !noBreakBefore.contains(right) && !noBreakAfter.contains(left)
  }

  /// Whether a character is wide in itself, as ideographs, kana and fullwidth punctuation
  /// are: its first scalar takes two columns. A cluster that only adds up to two columns (a
  /// Devanagari letter and its vowel sign, `दि`) is part of a word and is never broken around.
  public static func isWide(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first, !first.isASCII else { return false }
    return DisplayWidth.of(first) >= 2
  }
}
