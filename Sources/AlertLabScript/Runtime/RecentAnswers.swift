/// A key `RecentAnswers` can keep: equal keys give the same `slotHint`, which a key works out
/// without reading its contents.
protocol RecentKey: Equatable {
  var slotHint: Int { get }
}

extension String: RecentKey {
  /// The length in bytes, which a string knows without counting.
  var slotHint: Int { utf8.count }
}

extension MemberSpelling: RecentKey {
  var slotHint: Int { type.utf8.count &* 31 &+ name.utf8.count }
}

/// The answers a process-wide memo (`SpellingMemo`) gave one interpreter last, by their keys,
/// in a few slots picked by the key's `slotHint`: a key asked again costs one comparison of
/// keys (strings from the same source compare by their storage), where the memo hashes it
/// and takes a lock. A miss asks the memo and keeps its answer, so the answers are the
/// memo's either way. An object, so that working out an answer may ask again (a type's shape
/// is made of its parts' shapes) without overlapping a change to the slots.
final class RecentAnswers<Key: RecentKey, Answer> {
  /// The number of slots: a power of two.
  static var slotCount: Int { 32 }

  private var slots: [(key: Key, answer: Answer)?] = Array(repeating: nil, count: slotCount)

  /// The slot `key` is kept in.
  @inline(__always)
  private static func slot(of key: Key) -> Int { key.slotHint & (slotCount - 1) }

  /// The answer kept for `key`, if its slot holds that key.
  @inline(__always)
  func answer(for key: Key) -> Answer? {
    guard let kept = slots[Self.slot(of: key)], kept.key == key else { return nil }
    return kept.answer
  }

  /// Keeps `answer` for `key`, in place of what its slot held.
  func keep(_ answer: Answer, for key: Key) {
    slots[Self.slot(of: key)] = (key, answer)
  }
}

extension RecentAnswers where Key: Hashable & Sendable, Answer: Sendable {
  /// `memo`'s answer for `key`: the one kept here when its slot holds `key`, or the memo's
  /// (`compute(key)` when the memo has none), kept here for next time.
  func value(_ key: Key, from memo: SpellingMemo<Key, Answer>, _ compute: (Key) -> Answer) -> Answer
  {
    if let known = answer(for: key) { return known }
    let answer = memo.value(key, compute)
    keep(answer, for: key)
    return answer
  }
}
