import AlertLabKit
import AlertLabTutor

extension Handout {
  /// The first line of every handout: made by AlertLab, from what, and to be remade rather
  /// than edited. `alertlab handout -o` overwrites only files that start with it.
  public static let marker = "<!-- Made by alertlab handout"

  public func rendered(_ format: Format) -> String {
    format == .md ? markdown() : html()
  }

  // MARK: Markdown

  /// Markdown: prose as Markdown, code, console and screen in fenced blocks, goals as a
  /// task list. Made without colour: a drawing says `*bold*` and `!destructive!` in words.
  public func markdown() -> String {
    var out: [String] = [
      "\(Self.marker) from \(visible(madeFrom)): remake it rather than edit it. -->", "",
      "# \(visible(title))", "",
    ]
    for line in about { out += [visible(line) + "  "] }
    if !about.isEmpty { out.append("") }
    for piece in pieces {
      switch piece {
      case .prose(let blocks):
        out += MarkdownProse.blocks(blocks).map(visible)
      case .heading(let text):
        out.append("## " + visible(text))
      case .caption(let text):
        out.append(visible(text))
      case .code(let code):
        out += fenced(
          visible(code).split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
          info: "swift")
      case .console(let lines), .screen(let lines):
        out += fenced(lines.map(visible), info: "text")
      case .checklist(let labels):
        out += labels.map { "- [ ] " + visible($0) }
      }
      out.append("")
    }
    return out.joined(separator: "\n")
  }

  func fenced(_ lines: [String], info: String) -> [String] {
    let fence = Transcript.fence(for: lines)
    return [fence + info] + lines + [fence]
  }

  /// Text from a lesson or transcript with control characters spelled out; drawing styles
  /// (the only escape sequences a session prints) are left out of Markdown.
  func visible(_ text: String) -> String {
    TextLayout.visible(StyledText.withoutStyles(text), keepNewlines: true)
  }

  // MARK: HTML

  /// One self-contained HTML file: no scripts, fonts or images from anywhere, the styles in
  /// the page; drawings and console in monospace, destructive actions red (underlined in
  /// print), the preferred action bold; sized in `rem` so zooming scales it all.
  public func html() -> String {
    var body: [String] = []
    body.append("<header><h1>\(HTMLText.escape(title))</h1>")
    for line in about { body.append("<p class=\"about\">\(HTMLText.escape(line))</p>") }
    body.append("</header>")
    var inStep = false
    for piece in pieces {
      switch piece {
      case .prose(let blocks):
        body.append(HTMLProse.blocks(blocks))
      case .heading(let text):
        if inStep { body.append("</section>") }
        body.append("<section class=\"step\"><h2>\(HTMLText.escape(text))</h2>")
        inStep = true
      case .caption(let text):
        body.append("<p class=\"caption\">\(HTMLText.escape(text))</p>")
      case .code(let code):
        body.append("<pre class=\"code\"><code>\(HTMLText.escape(code))</code></pre>")
      case .console(let lines):
        body.append("<pre class=\"console\">\(StyledText.html(lines))</pre>")
      case .screen(let lines):
        body.append("<pre class=\"screen\">\(StyledText.html(lines))</pre>")
      case .checklist(let labels):
        body.append(
          "<ul class=\"goals\">"
            + labels.map { "<li>\(HTMLText.escape($0))</li>" }.joined() + "</ul>")
      }
    }
    if inStep { body.append("</section>") }
    return """
      \(Self.marker) from \(HTMLText.escape(madeFrom)): remake it rather than edit it. -->
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(HTMLText.escape(title))</title>
      <style>
      \(Self.styleSheet)
      </style>
      </head>
      <body>
      <main>
      \(body.joined(separator: "\n"))
      </main>
      </body>
      </html>

      """
  }

  static let styleSheet = """
    :root { color-scheme: light; }
    body { margin: 0 auto; max-width: 50rem; padding: 1rem 1.5rem; font-family: system-ui, sans-serif; font-size: 1rem; line-height: 1.5; color: #111; background: #fff; }
    h1 { font-size: 1.8rem; margin: 0.5rem 0; }
    h2 { font-size: 1.3rem; margin: 2rem 0 0.5rem; border-bottom: 1px solid #999; }
    .about { margin: 0; color: #333; }
    .caption { margin: 0.75rem 0 0.25rem; font-weight: bold; }
    pre { font-family: "DejaVu Sans Mono", "Noto Sans Mono", Menlo, Consolas, ui-monospace, monospace; font-size: 0.9rem; line-height: 1.25; white-space: pre; overflow-x: auto; margin: 0; padding: 0.5rem 0.75rem; border: 1px solid #999; border-radius: 0.25rem; background: #f7f7f7; }
    pre.screen { display: inline-block; max-width: 100%; box-sizing: border-box; background: #fff; }
    code { font-family: inherit; }
    p code, li code { font-family: "DejaVu Sans Mono", "Noto Sans Mono", Menlo, Consolas, monospace; font-size: 0.9em; background: #f0f0f0; padding: 0 0.2em; }
    .bold { font-weight: bold; }
    .destructive { color: #b00020; }
    .dim { color: #777; }
    .italic { font-style: italic; }
    .inline-code { font-family: "DejaVu Sans Mono", "Noto Sans Mono", Menlo, Consolas, monospace; color: #005f73; }
    .goals { list-style: none; padding-left: 0; }
    .goals li::before { content: "\\2610\\00a0"; }
    blockquote { margin: 0.5rem 0; padding-left: 1rem; border-left: 0.25rem solid #999; }
    @media print {
      body { max-width: none; padding: 0; font-size: 11pt; }
      pre { font-size: 8pt; overflow: visible; break-inside: avoid; }
      h2 { break-after: avoid; }
      .caption { break-after: avoid; }
      .destructive { text-decoration: underline; }
      * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
    }
    """
}

/// HTML text escaping.
enum HTMLText {
  static func escape(_ text: String) -> String {
    var result = ""
    for character in TextLayout.visible(StyledText.withoutStyles(text), keepNewlines: true) {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}

/// The styles AlertLab's coloured output carries, as HTML spans: a drawing's bold, faint and
/// red, and lesson prose's bold, italic and cyan inline code (ANSI SGR sequences, the only
/// escape sequences AlertLab prints; everything from a program is escaped before).
enum StyledText {
  /// The class of each SGR parameter a handout shows; 0 ends every style.
  static let classes: [Int: String] = [
    1: "bold", 2: "dim", 3: "italic", 31: "destructive", 36: "inline-code",
  ]

  /// The SGR sequence (`ESC [ n;n m`) that `text` starts with: its length in characters and
  /// its parameters (an empty list means 0).
  static func sequence(at text: Substring) -> (length: Int, codes: [Int])? {
    guard text.hasPrefix("\u{1B}[") else { return nil }
    var length = 2
    var codes: [Int] = []
    var current = 0
    var digits = 0
    for character in text.dropFirst(2) {
      length += 1
      if let digit = character.wholeNumberValue, character.isASCII {
        guard digits < 3 else { return nil }
        current = current * 10 + digit
        digits += 1
      } else if character == ";" || character == "m" {
        if digits > 0 || character == ";" || !codes.isEmpty { codes.append(current) }
        current = 0
        digits = 0
        if character == "m" { return (length, codes) }
      } else {
        return nil
      }
    }
    return nil
  }

  static func withoutStyles(_ text: String) -> String {
    guard text.contains("\u{1B}") else { return text }
    var result = ""
    var rest = Substring(text)
    while let first = rest.first {
      if first == "\u{1B}", let (length, _) = sequence(at: rest) {
        rest = rest.dropFirst(length)
        continue
      }
      result.append(first)
      rest = rest.dropFirst()
    }
    return result
  }

  /// Lines as HTML: each style run becomes a span with its classes; every line ends its
  /// spans, so a line is whole on its own.
  static func html(_ lines: [String]) -> String {
    lines.map(html(line:)).joined(separator: "\n")
  }

  static func html(line: String) -> String {
    var styles: [String] = []
    var result = ""
    var text = ""
    func flush() {
      guard !text.isEmpty else { return }
      let escaped = HTMLText.escape(text)
      result +=
        styles.isEmpty
        ? escaped : "<span class=\"\(styles.joined(separator: " "))\">\(escaped)</span>"
      text = ""
    }
    var rest = Substring(line)
    while let first = rest.first {
      if first == "\u{1B}", let (length, codes) = sequence(at: rest) {
        flush()
        for code in codes.isEmpty ? [0] : codes {
          if code == 0 {
            styles = []
          } else if let style = classes[code], !styles.contains(style) {
            styles.append(style)
          }
        }
        rest = rest.dropFirst(length)
        continue
      }
      text.append(first)
      rest = rest.dropFirst()
    }
    flush()
    return result
  }
}
