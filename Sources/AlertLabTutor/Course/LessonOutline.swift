import Foundation

/// What a course must know of a lesson before it is opened, read from the file's lines
/// without parsing its Markdown: the title, the id and the step titles. A shell that starts
/// one lesson parses only that one (`Course.open`); the rest are known by their outline.
///
/// The outline is read only where it is certain to be what the parser would find: a `# `
/// title and `## ` steps at the start of a line, outside fenced code and HTML comments, an
/// `- id:` item before the first step, and no Markdown markup in the title. Anything else
/// gives nil, and the file is parsed at once. The lines are read as UTF-8 bytes: only the
/// title, id and step lines become strings.
enum LessonOutline {
  static func lesson(_ text: String, path: String) -> Lesson? {
    var text = text
    return text.withUTF8 { bytes in lesson(bytes, path: path) }
  }

  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")
  static let hash = UInt8(ascii: "#")

  static func lesson(_ bytes: UnsafeBufferPointer<UInt8>, path: String) -> Lesson? {
    var title: String?
    var titleLine = 0
    var id: String?
    var idLine = 0
    var steps: [LessonStep] = []
    var fence: (mark: UInt8, length: Int)?
    var inComment = false
    var lineNumber = 0
    var start = 0
    while start <= bytes.count {
      let end = lineEnd(bytes, from: start)
      lineNumber += 1
      var lineEnd = end
      if lineEnd > start, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
      let line = UnsafeBufferPointer(rebasing: bytes[start..<lineEnd])
      start = end + 1
      var indent = 0
      while indent < line.count, line[indent] == space { indent += 1 }
      let body = UnsafeBufferPointer(rebasing: line[indent...])
      let mark = body.first
      var run = 0
      if let mark { while run < body.count, body[run] == mark { run += 1 } }
      let restIsBlank = body[run...].allSatisfy { $0 == space || $0 == tab }
      if let open = fence {
        if indent <= 3, mark == open.mark, run >= open.length, restIsBlank { fence = nil }
        continue
      }
      if inComment {
        if contains(line, "-->") { inComment = false }
        continue
      }
      guard indent <= 3 else { continue }
      if starts(body, "<!--") {
        inComment = !contains(body, "-->")
        continue
      }
      if let mark, mark == UInt8(ascii: "`") || mark == UInt8(ascii: "~"), run >= 3 {
        fence = (mark, run)
        continue
      }
      if mark == UInt8(ascii: "=") || mark == UInt8(ascii: "-"), restIsBlank {
        // An underlined (setext) heading, or a rule: the parser tells them apart.
        return nil
      }
      if mark == hash, run == 1, body.count > 1, body[1] == space {
        guard title == nil else { return nil }
        title = trimmed(body, from: 2)
        titleLine = lineNumber
      } else if mark == hash, run == 2, body.count > 2, body[2] == space {
        guard title != nil else { return nil }
        steps.append(LessonStep(title: trimmed(body, from: 3), line: lineNumber))
      } else if starts(body, "- id:"), title != nil, steps.isEmpty, id == nil {
        id = trimmed(body, from: 5)
        idLine = lineNumber
      }
    }
    guard let title, !title.isEmpty, let id, LessonSkeleton.problem(withID: id) == nil,
      !steps.isEmpty, fence == nil, !inComment,
      !title.contains(where: { "`*_\\[]<>&".contains($0) })
    else { return nil }
    return Lesson(
      id: id, title: title, source: LessonSource(file: ""), steps: steps, path: path,
      line: titleLine, idLine: idLine)
  }

  /// Where the line that starts at `start` ends: its newline, or the end of the text.
  /// (`memchr` finds it many bytes at a time; a lesson is read this way at every start.)
  static func lineEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = bytes.baseAddress, start < bytes.count else { return bytes.count }
    guard let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) else {
      return bytes.count
    }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  static func starts(_ bytes: UnsafeBufferPointer<UInt8>, _ prefix: StaticString) -> Bool {
    let count = prefix.utf8CodeUnitCount
    guard bytes.count >= count else { return false }
    for index in 0..<count where bytes[index] != prefix.utf8Start[index] { return false }
    return true
  }

  static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
    let count = needle.utf8CodeUnitCount
    guard bytes.count >= count else { return false }
    for offset in 0...(bytes.count - count)
    where (0..<count).allSatisfy({ bytes[offset + $0] == needle.utf8Start[$0] }) {
      return true
    }
    return false
  }

  /// The bytes from `offset` on as text, white space at both ends left out.
  static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> String {
    String(decoding: bytes[min(offset, bytes.count)...], as: UTF8.self).trimmingSpaces
  }
}
