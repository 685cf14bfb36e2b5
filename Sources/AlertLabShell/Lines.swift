extension StringProtocol {
  /// The lines of the text, as `split(separator: "\n", omittingEmptySubsequences:)` gives
  /// them, found by looking at bytes: a Character-by-Character split costs hundreds of
  /// instructions a character, and a script is split into lines more than once. A line feed
  /// after a carriage return is part of one Character, `"\r\n"`, which is not `"\n"`: such
  /// a pair separates nothing, here as there.
  func lineSlices(omittingEmpty: Bool = true) -> [SubSequence] {
    var lines: [SubSequence] = []
    var start = startIndex
    var previous: UInt8 = 0
    var index = utf8.startIndex
    while index != utf8.endIndex {
      let byte = utf8[index]
      let next = utf8.index(after: index)
      if byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r") {
        if !omittingEmpty || start != index { lines.append(self[start..<index]) }
        start = next
      }
      previous = byte
      index = next
    }
    if !omittingEmpty || start != endIndex { lines.append(self[start..<endIndex]) }
    return lines
  }

  /// How many lines the text has: one more than its line feeds (see `lineSlices`).
  var lineCount: Int {
    var count = 1
    var previous: UInt8 = 0
    for byte in utf8 {
      if byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r") { count += 1 }
      previous = byte
    }
    return count
  }
}
