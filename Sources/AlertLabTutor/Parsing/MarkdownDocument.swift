import CCmark

/// A CommonMark document parsed by libcmark. The tree is freed when the document goes away;
/// its nodes are only valid while the document is alive.
final class MarkdownDocument {
  let root: MarkdownNode

  /// Parses `text`. Returns nil only if libcmark cannot allocate the tree.
  init?(_ text: String) {
    var text = text
    let pointer = text.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { chars in
        cmark_parse_document(chars.baseAddress, chars.count, CMARK_OPT_DEFAULT)
      }
    }
    guard let pointer else { return nil }
    root = MarkdownNode(pointer: pointer)
  }

  deinit {
    cmark_node_free(root.pointer)
  }
}

/// One node of a `MarkdownDocument`'s tree: a thin view over a `cmark_node`.
struct MarkdownNode {
  let pointer: OpaquePointer

  var type: cmark_node_type { cmark_node_get_type(pointer) }

  /// The node's children, in document order.
  var children: [MarkdownNode] {
    var result: [MarkdownNode] = []
    var child = cmark_node_first_child(pointer)
    while let node = child {
      result.append(MarkdownNode(pointer: node))
      child = cmark_node_next(node)
    }
    return result
  }

  /// The 1-based line where the node starts in the source.
  var line: Int { Int(cmark_node_get_start_line(pointer)) }

  /// The 1-based column where the node starts on its first line.
  var column: Int { max(Int(cmark_node_get_start_column(pointer)), 1) }

  /// The 1-based line where the node ends (a fenced block's closing fence).
  var endLine: Int { Int(cmark_node_get_end_line(pointer)) }

  /// The text of a text, code, code block or HTML node; empty for others.
  var literal: String {
    cmark_node_get_literal(pointer).map { String(cString: $0) } ?? ""
  }

  /// The words of a fenced code block's info string (` ```swift setup ` gives
  /// `["swift", "setup"]`), lowercased; empty for an indented code block.
  var infoWords: [String] {
    let info = cmark_node_get_fence_info(pointer).map { String(cString: $0) } ?? ""
    return info.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
  }

  /// The level of a heading (1 for `#`), 0 for other nodes.
  var headingLevel: Int { Int(cmark_node_get_heading_level(pointer)) }

  var isHeading: Bool { type == CMARK_NODE_HEADING }

  func isHeading(level: Int) -> Bool { isHeading && headingLevel == level }

  var isBulletList: Bool {
    type == CMARK_NODE_LIST && cmark_node_get_list_type(pointer) == CMARK_BULLET_LIST
  }

  var isOrderedList: Bool {
    type == CMARK_NODE_LIST && cmark_node_get_list_type(pointer) == CMARK_ORDERED_LIST
  }

  /// The number of an ordered list's first item.
  var listStart: Int { Int(cmark_node_get_list_start(pointer)) }

  /// The destination of a link or image.
  var url: String {
    cmark_node_get_url(pointer).map { String(cString: $0) } ?? ""
  }

  /// The text a person reads in the node's inline content, markup removed: soft breaks
  /// become spaces, code spans keep their text.
  var plainText: String {
    switch type {
    case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE: return literal
    case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: return " "
    default: return children.map(\.plainText).joined()
    }
  }
}
