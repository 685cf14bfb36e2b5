extension String {
  /// Where `needle` first occurs, found by comparing UTF-8 bytes. The interpreter looks for
  /// ASCII markers and names in type names (`Element`, `|old:`) on its hot paths, where the
  /// standard library's generic substring search costs tens of thousands of instructions a
  /// call; a byte match is the same answer for them at a fraction of the cost.
  func utf8Range(of needle: String) -> Range<String.Index>? {
    // Native strings keep their bytes in one buffer: both are scanned there, with no array
    // made of the needle. `inPlace` is nil when either string's bytes are not in one buffer
    // (bridged strings): those are walked through their UTF-8 views.
    let inPlace: Range<Int>?? =
      utf8.withContiguousStorageIfAvailable { hay in
        needle.utf8.withContiguousStorageIfAvailable { Self.byteRange(of: $0, in: hay) }
      } ?? nil
    guard let found = inPlace else { return walkingUTF8Range(of: needle) }
    guard let found else { return nil }
    let lower = utf8.index(startIndex, offsetBy: found.lowerBound)
    return lower..<utf8.index(lower, offsetBy: found.count)
  }

  /// Where the bytes of `pattern` first occur in `hay`, as offsets into `hay`; an empty
  /// pattern occurs at the start.
  static func byteRange(
    of pattern: UnsafeBufferPointer<UInt8>, in hay: UnsafeBufferPointer<UInt8>
  ) -> Range<Int>? {
    guard let first = pattern.first, pattern.count <= hay.count else {
      return pattern.isEmpty ? 0..<0 : nil
    }
    let lastStart = hay.count &- pattern.count
    var start = 0
    while start <= lastStart {
      if hay[start] == first {
        var matched = 1
        while matched < pattern.count, hay[start &+ matched] == pattern[matched] {
          matched &+= 1
        }
        if matched == pattern.count { return start..<(start &+ matched) }
      }
      start &+= 1
    }
    return nil
  }

  /// `utf8Range(of:)` for strings whose bytes are not in one buffer, index by index.
  func walkingUTF8Range(of needle: String) -> Range<String.Index>? {
    let hay = utf8
    let pattern = Array(needle.utf8)
    guard let first = pattern.first, pattern.count <= hay.count else {
      return pattern.isEmpty ? startIndex..<startIndex : nil
    }
    var start = hay.startIndex
    let lastStart = hay.index(hay.endIndex, offsetBy: -pattern.count)
    while start <= lastStart {
      if hay[start] == first {
        var index = hay.index(after: start)
        var matched = 1
        while matched < pattern.count, hay[index] == pattern[matched] {
          index = hay.index(after: index)
          matched += 1
        }
        if matched == pattern.count { return start..<index }
      }
      start = hay.index(after: start)
    }
    return nil
  }

  /// True when the string holds `byte` (an ASCII marker such as `|`): scanned in place when
  /// its bytes are in one buffer, as native strings' are, which costs a fraction of a walk
  /// through the UTF-8 view.
  func containsUTF8Byte(_ byte: UInt8) -> Bool {
    utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? utf8.contains(byte)
  }

  /// True when `needle` occurs in the string, compared byte for byte (see `utf8Range(of:)`).
  func utf8Contains(_ needle: String) -> Bool { utf8Range(of: needle) != nil }

  /// The string with the first occurrence of `target` replaced.
  func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let found = utf8Range(of: target) else { return self }
    return String(self[..<found.lowerBound]) + replacement + String(self[found.upperBound...])
  }
}
