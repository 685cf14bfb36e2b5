import AlertLabScript
import Foundation

/// The lines of standard input when it is not a terminal, each cut at `limit` bytes: the
/// rest of a longer line is read and dropped, so endless input without a newline never
/// fills memory. A line that long is refused by the parser anyway ("input is too large").
struct InputLines {
  let limit: Int
  private var buffer: [UInt8] = []
  private var position = 0
  private var atEnd = false

  init(limit: Int = Parser.maximumInputBytes + 1) {
    self.limit = limit
  }

  /// The next line without its newline (and a `\r` before it kept, as `readLine` keeps it);
  /// nil at the end of the input.
  mutating func next() -> String? {
    var line: [UInt8] = []
    var sawAny = false
    while true {
      if position < buffer.count {
        sawAny = true
        let rest = buffer[position...]
        let newline = rest.firstIndex(of: UInt8(ascii: "\n"))
        let end = newline ?? buffer.count
        if line.count < limit {
          line += buffer[position..<min(end, position + limit - line.count)]
        }
        position = end
        if newline != nil {
          position += 1
          return String(decoding: line, as: UTF8.self)
        }
      }
      if atEnd { return sawAny ? String(decoding: line, as: UTF8.self) : nil }
      let data = FileHandle.standardInput.availableData
      if data.isEmpty {
        atEnd = true
      } else {
        buffer = Array(data)
        position = 0
      }
    }
  }
}
