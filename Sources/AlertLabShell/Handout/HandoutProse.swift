import AlertLabTutor

/// Lesson prose written back as Markdown, for a Markdown handout.
enum MarkdownProse {
  /// The blocks as Markdown lines, separated by blank lines.
  static func blocks(_ blocks: [ProseBlock], indent: String = "") -> [String] {
    var lines: [String] = []
    for (index, block) in blocks.enumerated() {
      if index > 0 { lines.append("") }
      lines += self.block(block).map { $0.isEmpty ? "" : indent + $0 }
    }
    return lines
  }

  static func block(_ block: ProseBlock) -> [String] {
    switch block {
    case .paragraph(let spans):
      return inline(spans).split(separator: "\n", omittingEmptySubsequences: false).map {
        escapedStart(String($0))
      }
    case .heading(let level, let spans):
      return [String(repeating: "#", count: min(max(level, 3), 6)) + " " + inline(spans)]
    case .code(let language, let text):
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let fence = Transcript.fence(for: lines)
      return [fence + (language ?? "")] + lines + [fence]
    case .bulletList(let items):
      return items.flatMap { item in listItem(item, marker: "- ") }
    case .orderedList(let start, let items):
      return items.enumerated().flatMap { offset, item in
        listItem(item, marker: "\(start + offset). ")
      }
    case .quote(let blocks):
      return self.blocks(blocks).map { $0.isEmpty ? ">" : "> " + $0 }
    }
  }

  static func listItem(_ item: [ProseBlock], marker: String) -> [String] {
    let lines = blocks(item)
    let hang = String(repeating: " ", count: marker.count)
    return lines.enumerated().map { index, line in
      index == 0 ? marker + line : (line.isEmpty ? "" : hang + line)
    }
  }

  /// Text with the characters Markdown would read as markup escaped.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      if "\\`*_[]<>".contains(character) { result.append("\\") }
      result.append(character)
    }
    return result
  }

  /// A paragraph line that would start a heading, list, quote or break, escaped.
  static func escapedStart(_ line: String) -> String {
    guard let first = line.first else { return line }
    if "#-+=|".contains(first) { return "\\" + line }
    let digits = line.prefix { $0.isASCII && $0.isNumber }
    if !digits.isEmpty, let after = line.dropFirst(digits.count).first, after == "." || after == ")"
    {
      return digits + "\\" + line.dropFirst(digits.count)
    }
    return line
  }

  static func inline(_ spans: [ProseSpan]) -> String {
    spans.map { span in
      switch span {
      case .text(let text): return escaped(text)
      case .code(let code): return code.contains("`") ? "`` \(code) ``" : "`\(code)`"
      case .emphasis(let children): return "*" + inline(children) + "*"
      case .strong(let children): return "**" + inline(children) + "**"
      case .link(let children, let destination):
        return "[\(inline(children))](<\(destination.replacingOccurrences(of: ">", with: "%3E"))>)"
      case .lineBreak: return "\\\n"
      }
    }.joined()
  }
}

/// Lesson prose as HTML, for an HTML handout. Links keep their text and show their address
/// in words: a handout opens nothing from the network.
enum HTMLProse {
  static func blocks(_ blocks: [ProseBlock]) -> String {
    blocks.map(block).joined(separator: "\n")
  }

  static func block(_ block: ProseBlock) -> String {
    switch block {
    case .paragraph(let spans):
      return "<p>\(inline(spans))</p>"
    case .heading(let level, let spans):
      let level = min(max(level, 3), 6)
      return "<h\(level)>\(inline(spans))</h\(level)>"
    case .code(_, let text):
      return "<pre class=\"code\"><code>\(HTMLText.escape(text))</code></pre>"
    case .bulletList(let items):
      return "<ul>" + items.map { "<li>\(blocks($0))</li>" }.joined() + "</ul>"
    case .orderedList(let start, let items):
      return "<ol start=\"\(start)\">" + items.map { "<li>\(blocks($0))</li>" }.joined() + "</ol>"
    case .quote(let children):
      return "<blockquote>\(blocks(children))</blockquote>"
    }
  }

  static func inline(_ spans: [ProseSpan]) -> String {
    spans.map { span in
      switch span {
      case .text(let text): return HTMLText.escape(text)
      case .code(let code): return "<code>\(HTMLText.escape(code))</code>"
      case .emphasis(let children): return "<em>\(inline(children))</em>"
      case .strong(let children): return "<strong>\(inline(children))</strong>"
      case .link(let children, let destination):
        return "\(inline(children)) (\(HTMLText.escape(destination)))"
      case .lineBreak: return "<br>"
      }
    }.joined()
  }
}
