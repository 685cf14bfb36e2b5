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
      for code in codes where seen.insert(code).inserted && mayNameAPI(code) {
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

  /// Whether `code` may name an API, as far as its ASCII bytes tell: an API's name
  /// (`UIAlertAction.isEnabled`, `addButton(withTitle:)`) is made of identifiers, dots, one
  /// pair of parentheses and colons, so code with any other ASCII byte (a space, `=`, a
  /// quote) names none, and `APIMention.check` would say nil. Most of a lesson's inline
  /// code is such a statement or expression.
  static func mayNameAPI(_ code: String) -> Bool {
    code.utf8.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."),
        UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ":"), 0x80...:
        return true
      default:
        return false
      }
    }
  }

  /// The code spans of a hint, which is kept as inline Markdown (`` `a` and `b` ``): the
  /// pieces between its backticks, read as bytes, without the piece after the last one.
  static func codeSpans(inMarkdown text: String) -> [String] {
    var text = text
    return text.withUTF8 { bytes in
      var spans: [String] = []
      var start: Int?
      for offset in bytes.indices where bytes[offset] == UInt8(ascii: "`") {
        if let opening = start {
          spans.append(
            String(decoding: UnsafeBufferPointer(rebasing: bytes[opening..<offset]), as: UTF8.self))
          start = nil
        } else {
          start = offset + 1
        }
      }
      return spans
    }
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
