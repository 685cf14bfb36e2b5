extension String {
  /// Where `needle` first occurs, found by comparing UTF-8 bytes. The interpreter looks for
  /// ASCII markers and names in type names (`Element`, `|old:`) on its hot paths, where the
  /// standard library's generic substring search costs tens of thousands of instructions a
  /// call; a byte match is the same answer for them at a fraction of the cost.
  func utf8Range(of needle: String) -> Range<String.Index>? {
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

  /// True when `needle` occurs in the string, compared byte for byte (see `utf8Range(of:)`).
  func utf8Contains(_ needle: String) -> Bool { utf8Range(of: needle) != nil }

  /// The string with the first occurrence of `target` replaced.
  func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let found = utf8Range(of: target) else { return self }
    return String(self[..<found.lowerBound]) + replacement + String(self[found.upperBound...])
  }
}
