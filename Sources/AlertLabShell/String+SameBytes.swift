import Foundation

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
