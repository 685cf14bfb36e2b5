/// The identity of a simulated UIKit object. References between objects are ids, so the
/// whole world stays a value.
public struct ObjectID: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let rawValue: Int
  public init(_ rawValue: Int) { self.rawValue = rawValue }
  public static func < (lhs: ObjectID, rhs: ObjectID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The simulated memory address: derived from the id, identical on every run.
  /// `self` (id 1) sits at `0x600000c00000`; the first object a learner creates (id 5) at
  /// `0x600000c04000`.
  public var address: String {
    let value = 0x6000_00c0_0000 + (rawValue - 1) * 0x1000
    guard value >= 0 else { return "0x" + String(value, radix: 16) }
    // `"0x" + String(value, radix: 16)`, its lowercase digits written straight into the
    // string (this is shown after most statements).
    var digits = 1
    while digits < 16, value >> (4 * digits) != 0 { digits += 1 }
    return String(unsafeUninitializedCapacity: digits + 2) { buffer in
      buffer[0] = UInt8(ascii: "0")
      buffer[1] = UInt8(ascii: "x")
      var rest = value
      for index in (2..<digits + 2).reversed() {
        let digit = UInt8(truncatingIfNeeded: rest & 0xF)
        buffer[index] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") - 10 + digit
        rest >>= 4
      }
      return digits + 2
    }
  }
  public var description: String { "#\(rawValue)" }
}

/// An opaque callable supplied by whoever drives the world (the interpreter's closures).
public struct Callable: Hashable, Sendable {
  public let rawValue: Int
  public init(_ rawValue: Int) { self.rawValue = rawValue }
}
