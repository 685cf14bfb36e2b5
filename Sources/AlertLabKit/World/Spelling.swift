/// "Did you mean": the nearest of some names to a misspelled one.
public enum Spelling {
  /// The edit distance between two words, ignoring case; with `transpositions`, two
  /// neighbouring letters swapped (`hlep`) count as one edit.
  public static func distance(_ a: String, _ b: String, transpositions: Bool = false) -> Int {
    let a = Array(a.lowercased())
    let b = Array(b.lowercased())
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var beforePrevious = Array(0...b.count)
    var previous = beforePrevious
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        if transpositions, i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }

  /// The candidate nearest to `word` when it is close enough to suggest (a shared prefix
  /// counts as close), else nil.
  public static func nearest(_ word: String, in candidates: [String]) -> String? {
    var best: (String, Int)?
    let lowered = word.lowercased()
    for candidate in candidates {
      var score = distance(word, candidate)
      let other = candidate.lowercased()
      if other.hasPrefix(lowered) || lowered.hasPrefix(other) { score = min(score, 2) }
      if let current = best, current.1 <= score { continue }
      best = (candidate, score)
    }
    guard let best, best.1 <= max(2, word.count / 3) else { return nil }
    return best.0
  }
}
