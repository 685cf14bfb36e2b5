#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension StringProtocol {
  // Inlinable: generic over StringProtocol, each module that splits text gets code for its
  // own string type instead of calling through the protocol for every byte.

  /// The lines of the text, as `split(separator: "\n", omittingEmptySubsequences:)` gives
  /// them, found by looking at bytes: a Character-by-Character split costs hundreds of
  /// instructions a character, and a script is split into lines more than once.
  @inlinable
  public func lineSlices(omittingEmpty: Bool = true) -> [SubSequence] {
    // Text stored as contiguous UTF-8 (every native string) is scanned as a byte buffer, each
    // line feed found with `memchr` (which reads many bytes at a time), and only the line
    // ends are turned into indices.
    let scanned = utf8.withContiguousStorageIfAvailable { bytes -> [SubSequence] in
      var lines: [SubSequence] = []
      var start = startIndex
      var startOffset = 0
      if let base = bytes.baseAddress {
        let first = UnsafeRawPointer(base)
        var searched = 0
        while searched < bytes.count,
          let found = memchr(first + searched, Int32(UInt8(ascii: "\n")), bytes.count - searched)
        {
          let offset = first.distance(to: UnsafeRawPointer(found))
          searched = offset + 1
          guard Self.endsLine(bytes[offset], after: offset > 0 ? bytes[offset - 1] : 0) else {
            continue
          }
          let end = utf8.index(start, offsetBy: offset - startOffset)
          if !omittingEmpty || offset != startOffset { lines.append(self[start..<end]) }
          start = utf8.index(after: end)
          startOffset = offset + 1
        }
      }
      if !omittingEmpty || startOffset != bytes.count { lines.append(self[start..<endIndex]) }
      return lines
    }
    if let scanned { return scanned }
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

  /// The pieces of the text between the bytes `separator` (an ASCII byte), empty ones
  /// included, as a split on that character gives them in text whose separators stand alone.
  @inlinable
  public func slices(separatedBy separator: UInt8) -> [SubSequence] {
    var pieces: [SubSequence] = []
    var start = startIndex
    var index = utf8.startIndex
    while index != utf8.endIndex {
      let next = utf8.index(after: index)
      if utf8[index] == separator {
        pieces.append(self[start..<index])
        start = next
      }
      index = next
    }
    pieces.append(self[start..<endIndex])
    return pieces
  }

  /// True when the text starts and ends with a printable ASCII byte other than a space: then
  /// its first and last Characters are not whitespace (an ASCII byte starts its Character, or
  /// follows a prepended mark that is not whitespace either), and trimming it changes nothing.
  /// False for text not stored contiguously, which is then trimmed the slow way.
  @inlinable
  public var hasPrintableASCIIEnds: Bool {
    let ends = utf8.withContiguousStorageIfAvailable { bytes in
      guard let first = bytes.first, let last = bytes.last else { return false }
      return (0x21...0x7E).contains(first) && (0x21...0x7E).contains(last)
    }
    return ends == true
  }

  /// How many lines the text has: one more than its line ends (see `lineSlices`).
  @inlinable
  public var lineCount: Int {
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
  @inlinable
  static func endsLine(_ byte: UInt8, after previous: UInt8) -> Bool {
    byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r")
  }
}

extension StringProtocol {
  /// Where the bytes of `needle` first occur in the text, found by comparing UTF-8 bytes:
  /// no Foundation search through UTF-16 and no Character-by-Character walk. In valid UTF-8
  /// a match of a whole needle starts and ends on scalar boundaries, so the range can be
  /// used on the text itself; nil when it does not occur or `needle` is empty. It finds
  /// what a search by Characters finds, except where the text joins the needle's first
  /// scalar to the one before it into one Character (a line feed after a carriage return).
  @inlinable
  public func byteRange(of needle: some StringProtocol) -> Range<Index>? {
    let wanted = Array(needle.utf8)
    guard let first = wanted.first else { return nil }
    let bytes = utf8
    var index = bytes.startIndex
    while index != bytes.endIndex {
      if bytes[index] == first {
        var end = bytes.index(after: index)
        var matched = 1
        while matched < wanted.count, end != bytes.endIndex, bytes[end] == wanted[matched] {
          end = bytes.index(after: end)
          matched += 1
        }
        if matched == wanted.count { return index..<end }
      }
      index = bytes.index(after: index)
    }
    return nil
  }

  /// Whether the text holds the ASCII byte `byte`.
  @inlinable
  public func holdsByte(_ byte: UInt8) -> Bool {
    utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? utf8.contains(byte)
  }
}
