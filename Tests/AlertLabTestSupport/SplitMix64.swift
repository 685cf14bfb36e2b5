/// SplitMix64: a small deterministic generator, so a generated corpus is the same on every
/// run (the malformed-input tests and the fuzz suite use it).
public struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension SplitMix64 {
  /// Text of a number of `pieces` (chosen in `count`), each picked at random: input made of
  /// the parts a test cares about (line ends, combining marks, search words).
  public mutating func text(of pieces: [String], count: ClosedRange<Int>) -> String {
    (0..<Int.random(in: count, using: &self)).map { _ in
      pieces.randomElement(using: &self) ?? ""
    }.joined()
  }
}
