/// A block of lesson prose, built from libcmark's tree and rendered by `ProseRenderer`.
public enum ProseBlock: Sendable, Equatable {
  case paragraph([ProseSpan])
  /// A `###` (or deeper) heading inside a step or the introduction.
  case heading(level: Int, [ProseSpan])
  /// A code block shown as it is; `language` is the first word of its info string.
  case code(language: String?, String)
  /// A bulleted list: each item is its own blocks.
  case bulletList([[ProseBlock]])
  /// A numbered list starting at `start`.
  case orderedList(start: Int, [[ProseBlock]])
  case quote([ProseBlock])
}

/// An inline span of a paragraph or heading.
public enum ProseSpan: Sendable, Equatable {
  case text(String)
  case emphasis([ProseSpan])
  case strong([ProseSpan])
  case code(String)
  case link([ProseSpan], destination: String)
  /// A hard line break (two spaces or a backslash at the end of a line).
  case lineBreak
}

extension ProseSpan {
  /// The words of `spans` without their markup (a line break reads as a space).
  public static func plainText(_ spans: [ProseSpan]) -> String {
    spans.map { span in
      switch span {
      case .text(let text), .code(let text): return text
      case .emphasis(let children), .strong(let children), .link(let children, _):
        return plainText(children)
      case .lineBreak: return " "
      }
    }.joined()
  }
}
