import Foundation

extension StringProtocol {
  /// The lines of the text, as `split(separator: "\n", omittingEmptySubsequences:)` gives
  /// them, found by looking at bytes: a Character-by-Character split costs hundreds of
  /// instructions a character, and a script is split into lines more than once.
  func lineSlices(omittingEmpty: Bool = true) -> [SubSequence] {
    var lines: [SubSequence] = []
    var start = startIndex
    var previous: UInt8 = 0
    var index = utf8.startIndex
    while index != utf8.endIndex {
      let byte = utf8[index]
      let next = utf8.index(after: index)
      if Self.endsLine(byte, after: previous) {
        if !omittingEmpty || start != index { lines.append(self[start..<index]) }
        start = next
      }
      previous = byte
      index = next
    }
    if !omittingEmpty || start != endIndex { lines.append(self[start..<endIndex]) }
    return lines
  }

  /// How many lines the text has: one more than its line ends (see `lineSlices`).
  var lineCount: Int {
    var count = 1
    var previous: UInt8 = 0
    for byte in utf8 {
      if Self.endsLine(byte, after: previous) { count += 1 }
      previous = byte
    }
    return count
  }

  /// True when `byte` is a line feed that is a Character of its own, `"\n"`. After a
  /// carriage return it is part of one Character, `"\r\n"`, which is not `"\n"` and so
  /// separates nothing, here as in a split on `"\n"`.
  private static func endsLine(_ byte: UInt8, after previous: UInt8) -> Bool {
    byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r")
  }
}

extension String {
  /// True when the two texts are the same bytes. The shell compares each drawing with the
  /// one shown before it after every statement, and comparing a few kilobytes of bytes is
  /// far cheaper than comparing Characters. A screen that changed only in how a letter is
  /// composed is shown again, since what reaches the terminal changed.
  func hasSameBytes(as other: String) -> Bool {
    var first = self
    var second = other
    return first.withUTF8 { a in
      second.withUTF8 { b in
        guard a.count == b.count else { return false }
        guard let left = a.baseAddress, let right = b.baseAddress else { return true }
        return memcmp(left, right, a.count) == 0
      }
    }
  }
}
