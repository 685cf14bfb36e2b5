import CCmark

/// A CommonMark document parsed by libcmark. The tree is freed when the document goes away;
/// its nodes are only valid while the document is alive.
final class MarkdownDocument {
  let root: MarkdownNode

  /// The deepest nesting of blocks and inlines (`>` quotes, lists, emphasis) a document may
  /// have: the code that reads the tree walks it recursively, so a deeper document is
  /// refused rather than read.
  static let nestingLimit = 100

  /// Why a text cannot be read as a document.
  enum Problem: Error, CustomStringConvertible {
    case outOfMemory
    case tooDeep

    var description: String {
      switch self {
      case .outOfMemory: return "the Markdown parser ran out of memory"
      case .tooDeep:
        return "the Markdown nests quotes, lists or emphasis more than "
          + "\(MarkdownDocument.nestingLimit) levels deep"
      }
    }
  }

  /// Parses `text`. Fails if libcmark cannot allocate the tree, or the tree nests deeper than
  /// `nestingLimit`.
  init(_ text: String) throws(Problem) {
    var text = text
    let pointer = text.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { chars in
        cmark_parse_document(chars.baseAddress, chars.count, CMARK_OPT_DEFAULT)
      }
    }
    guard let pointer else { throw .outOfMemory }
    guard MarkdownDocument.depth(of: pointer) <= MarkdownDocument.nestingLimit else {
      cmark_node_free(pointer)
      throw .tooDeep
    }
    root = MarkdownNode(pointer: pointer)
  }

  /// How deep the tree under `root` nests, found with libcmark's iterator (no recursion).
  private static func depth(of root: OpaquePointer) -> Int {
    guard let iterator = cmark_iter_new(root) else { return Int.max }
    defer { cmark_iter_free(iterator) }
    var depth = 0
    var deepest = 0
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      let node = cmark_iter_get_node(iterator)
      // Leaf nodes get one event only; containers an enter and an exit.
      let leaves = [
        CMARK_NODE_HTML_BLOCK, CMARK_NODE_THEMATIC_BREAK, CMARK_NODE_CODE_BLOCK, CMARK_NODE_TEXT,
        CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE,
      ]
      let isLeaf = node.map { leaves.contains(cmark_node_get_type($0)) } ?? true
      if event == CMARK_EVENT_ENTER {
        depth += 1
        deepest = max(deepest, depth)
        if isLeaf { depth -= 1 }
      } else if event == CMARK_EVENT_EXIT {
        depth -= 1
      }
    }
    return deepest
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
    let info = (cmark_node_get_fence_info(pointer).map { String(cString: $0) } ?? "").lowercased()
    // ASCII text, as nearly every info string is, has one character a byte.
    guard info.utf8.allSatisfy({ $0 < 0x80 }) else {
      return info.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }
    return info.utf8.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
      .map { String(decoding: $0, as: UTF8.self) }
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
