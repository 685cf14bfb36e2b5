import AlertLabKit
import CCmark

/// Builds `ProseBlock`s and `ProseSpan`s from libcmark nodes.
enum ProseBuilder {
  /// The prose block for a block node; nil for what a reader never sees (HTML blocks such
  /// as authors' `<!-- notes -->`, thematic breaks).
  static func block(_ node: MarkdownNode) -> ProseBlock? {
    switch node.type {
    case CMARK_NODE_PARAGRAPH:
      return .paragraph(spans(node.children))
    case CMARK_NODE_HEADING:
      return .heading(level: node.headingLevel, spans(node.children))
    case CMARK_NODE_CODE_BLOCK:
      return .code(language: node.infoWords.first, codeText(node))
    case CMARK_NODE_LIST:
      let items = node.children.map { item in item.children.compactMap(block) }
      return node.isOrderedList ? .orderedList(start: node.listStart, items) : .bulletList(items)
    case CMARK_NODE_BLOCK_QUOTE:
      return .quote(node.children.compactMap(block))
    default:
      return nil
    }
  }

  /// A code block's text without its final newline.
  static func codeText(_ node: MarkdownNode) -> String {
    var text = node.literal
    if text.last == "\n" { text.removeLast() }
    return text
  }

  /// The spans of inline nodes, adjacent text merged.
  static func spans(_ nodes: [MarkdownNode]) -> [ProseSpan] {
    var result: [ProseSpan] = []
    // Adjacent text is gathered here and becomes one span when something else follows, so
    // that a paragraph's lines are appended to one string rather than copied at each line.
    var text: String?
    func append(_ span: ProseSpan) {
      if let gathered = text {
        result.append(.text(gathered))
        text = nil
      }
      result.append(span)
    }
    func append(text piece: String) {
      if text == nil { text = piece } else { text?.append(piece) }
    }
    for (index, node) in nodes.enumerated() {
      switch node.type {
      case CMARK_NODE_TEXT, CMARK_NODE_HTML_INLINE: append(text: node.literal)
      case CMARK_NODE_SOFTBREAK:
        // A line break between two wide characters (Chinese, Japanese) is no space, as
        // browsers render it (CSS Text, segment breaks): `粘贴代码，\n然后` reads `粘贴代码，然后`.
        let before = text?.last
        let after = index + 1 < nodes.count ? nodes[index + 1].literal.first : nil
        if let before, let after, ProseRenderer.isWide(before), ProseRenderer.isWide(after) {
          continue
        }
        append(text: " ")
      case CMARK_NODE_LINEBREAK: append(.lineBreak)
      case CMARK_NODE_CODE: append(.code(node.literal))
      case CMARK_NODE_EMPH: append(.emphasis(spans(node.children)))
      case CMARK_NODE_STRONG: append(.strong(spans(node.children)))
      case CMARK_NODE_LINK: append(.link(spans(node.children), destination: node.url))
      case CMARK_NODE_IMAGE: append(text: node.plainText)
      default: append(text: node.plainText)
      }
    }
    if let gathered = text { result.append(.text(gathered)) }
    return result
  }

  /// Inline spans written back as short Markdown that reads well as plain text: inline code
  /// in backticks, emphasis in `*`, strong in `**`, links as their text, nothing escaped.
  static func inlineMarkdown(_ spans: [ProseSpan]) -> String {
    spans.map { span in
      switch span {
      case .text(let text): return text
      case .code(let code): return code.holdsByte(UInt8(ascii: "`")) ? "`` \(code) ``" : "`\(code)`"
      case .emphasis(let children): return "*" + inlineMarkdown(children) + "*"
      case .strong(let children): return "**" + inlineMarkdown(children) + "**"
      case .link(let children, _): return inlineMarkdown(children)
      case .lineBreak: return "\n"
      }
    }.joined()
  }

  /// Prose blocks for a Markdown text, such as a hint.
  static func blocks(markdown: String) -> [ProseBlock] {
    guard let document = try? MarkdownDocument(markdown) else {
      return [.paragraph([.text(markdown)])]
    }
    return withExtendedLifetime(document) { document.root.children.compactMap(block) }
  }
}
