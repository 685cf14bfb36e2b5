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
    "0x" + String(0x6000_00c0_0000 + (rawValue - 1) * 0x1000, radix: 16)
  }
  public var description: String { "#\(rawValue)" }
}

/// An opaque callable supplied by whoever drives the world (the interpreter's closures).
public struct Callable: Hashable, Sendable {
  public let rawValue: Int
  public init(_ rawValue: Int) { self.rawValue = rawValue }
}
