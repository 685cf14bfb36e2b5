/// The answers a process-wide memo (`SpellingMemo`) gave one interpreter last, by their
/// string keys, in a few slots picked by the key's length: a key asked again costs one
/// comparison of strings (a key from the same source compares by its storage), where the
/// memo hashes it and takes a lock. A miss leaves the slot to the caller, who asks the memo
/// and keeps its answer, so the answers are the memo's either way.
struct RecentAnswers<Answer> {
  /// The number of slots: a power of two.
  static var slotCount: Int { 32 }

  private var slots: [(key: String, answer: Answer)?] = Array(repeating: nil, count: slotCount)

  /// The slot `key` is kept in: its length in bytes, which a string knows without counting.
  @inline(__always)
  private static func slot(of key: String) -> Int { key.utf8.count & (slotCount - 1) }

  /// The answer kept for `key`, if its slot holds that key.
  @inline(__always)
  func answer(for key: String) -> Answer? {
    guard let kept = slots[Self.slot(of: key)], kept.key == key else { return nil }
    return kept.answer
  }

  /// Keeps `answer` for `key`, in place of what its slot held.
  mutating func keep(_ answer: Answer, for key: String) {
    slots[Self.slot(of: key)] = (key, answer)
  }
}
