/// Turns UTF-8 offsets into line and column (in `Character`s), moving forward through the
/// input so that locating every token of an input costs one pass over it.
struct SourceLocator {
  private let bytes: [UInt8]
  private var offset = 0
  private var line = 1
  private var column = 1
  /// Offset of the first byte of the current line.
  private var lineStart = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The location of `target` (clamped to the input).
  @inline(__always)
  mutating func location(at target: Int) -> SourceLocation {
    // Most tokens, and most gaps between them, are a few bytes of printable ASCII on one
    // line: one column a byte, counted here without the full walk.
    // (Wrapping arithmetic: every offset and column is within the input.)
    if target >= offset && target &- offset <= 16 && target <= bytes.count {
      let start = offset
      let index = bytes.withUnsafeBufferPointer { buffer in
        var index = start
        while index < target && buffer[index] >= 0x20 && buffer[index] < 0x80 { index &+= 1 }
        return index
      }
      if index == target {
        column &+= target &- offset
        offset = target
        return SourceLocation(locatedLine: line, column: column, offset: target)
      }
    }
    return walk(to: target)
  }

  /// Moves from `start` to `end` without reading the bytes between, which the caller knows
  /// are printable ASCII (one column each, no line break); only when the locator is at `start`,
  /// else nothing changes.
  @inline(__always)
  mutating func skip(printableASCIIFrom start: Int, to end: Int) {
    guard offset == start && start <= end && end <= bytes.count else { return }
    column &+= end &- start
    offset = end
  }

  private mutating func walk(to target: Int) -> SourceLocation {
    let target = max(0, min(target, bytes.count))
    if target < offset {
      // Going back (rare: notes about earlier tokens): start again from the line start or
      // from the beginning.
      if target >= lineStart {
        offset = lineStart
        column = 1
      } else {
        offset = 0
        line = 1
        column = 1
        lineStart = 0
      }
    }
    // Walked with locals over the buffer: this runs twice for every token.
    var index = offset
    var line = self.line
    var column = self.column
    var lineStart = self.lineStart
    bytes.withUnsafeBufferPointer { bytes in
      while index < target {
        let byte = bytes[index]
        if byte >= 0x20 && byte < 0x80 {
          // A run of printable ASCII, most of any input: one character a byte.
          let runStart = index
          index += 1
          while index < target && bytes[index] >= 0x20 && bytes[index] < 0x80 { index += 1 }
          column += index - runStart
          continue
        }
        if byte == 0x0A {
          line += 1
          column = 1
          index += 1
          lineStart = index
        } else if byte == 0x0D {
          // "\r\n" is one line break; so is a lone "\r".
          index += 1
          if index < bytes.count && bytes[index] == 0x0A {
            if index < target { index += 1 } else { break }
          }
          line += 1
          column = 1
          lineStart = index
        } else if byte < 0x80 {
          column += 1
          index += 1
        } else {
          // A run of non-ASCII bytes: count grapheme clusters, letting the run extend the
          // preceding ASCII character (`e` + U+0301 is one character, so is `1️⃣`).
          var end = index
          while end < target && bytes[end] >= 0x80 { end += 1 }
          let previousIsCharacter =
            index > lineStart && bytes[index - 1] < 0x80 && bytes[index - 1] != 0x0A
            && bytes[index - 1] != 0x0D
          let from = previousIsCharacter ? index - 1 : index
          let count = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[from..<end]), as: UTF8.self
          ).count
          column += previousIsCharacter ? count - 1 : count
          index = end
        }
      }
    }
    self.line = line
    self.column = column
    self.lineStart = lineStart
    offset = index
    return SourceLocation(locatedLine: line, column: column, offset: target)
  }
}
