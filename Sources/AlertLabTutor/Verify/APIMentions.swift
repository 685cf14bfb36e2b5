import AlertLabKit
import AlertLabScript

/// The inline code of a lesson's prose that names a UIKit API, checked against the same
/// declarations the interpreter runs (`APIMention`).
enum APIMentions {
  /// Each API named in the lesson's prose that AlertLab does not declare: the line of its step
  /// (or of the title, for the introduction), the code and the nearest declared spelling.
  static func undeclared(in lesson: Lesson) -> [(line: Int, code: String, nearest: String?)] {
    var found: [(line: Int, code: String, nearest: String?)] = []
    var seen: Set<String> = []
    let parts = [(lesson.line, lesson.introduction)] + lesson.steps.map { ($0.line, $0.prose) }
    let hints = lesson.steps.map { step in
      (step.line, (step.hints + step.situationalHints.map(\.text)).flatMap(codeSpans(inMarkdown:)))
    }
    for (line, codes) in parts.map({ ($0.0, codeSpans(in: $0.1)) }) + hints {
      for code in codes where !seen.contains(code) {
        seen.insert(code)
        if case .undeclared(let nearest)? = APIMention.check(code) {
          found.append((line, code, nearest))
        }
      }
    }
    return found
  }

  /// The text of every inline code span in `blocks`, in reading order.
  static func codeSpans(in blocks: [ProseBlock]) -> [String] {
    blocks.flatMap { block -> [String] in
      switch block {
      case .paragraph(let spans), .heading(_, let spans): return codeSpans(in: spans)
      case .code: return []
      case .bulletList(let items), .orderedList(_, let items):
        return items.flatMap { codeSpans(in: $0) }
      case .quote(let inner): return codeSpans(in: inner)
      }
    }
  }

  /// The code spans of a hint, which is kept as inline Markdown (`` `a` and `b` ``).
  static func codeSpans(inMarkdown text: String) -> [String] {
    let pieces = text.slices(separatedBy: UInt8(ascii: "`"))
    guard pieces.count >= 3 else { return [] }
    return stride(from: 1, to: pieces.count - 1, by: 2).map { String(pieces[$0]) }
  }

  static func codeSpans(in spans: [ProseSpan]) -> [String] {
    spans.flatMap { span -> [String] in
      switch span {
      case .code(let text): return [text]
      case .emphasis(let inner), .strong(let inner), .link(let inner, _):
        return codeSpans(in: inner)
      case .text, .lineBreak: return []
      }
    }
  }
}
