/// A count of the changes made to a value, kept beside its contents: a state whose revision
/// is the one seen before a statement was not changed by it, which costs one comparison
/// instead of comparing everything alive.
///
/// It takes no part in the equality and hash of what holds it: two states with the same
/// contents are equal whatever their histories. Revisions are compared between states of one
/// history only (a state and the states made from it).
public struct Revision: Hashable, Sendable {
  /// How many changes were counted.
  public private(set) var count = 0

  public init() {}

  /// Counts one change.
  public mutating func advance() { count &+= 1 }

  /// True when no change was counted between `earlier` and this one.
  public func isSame(as earlier: Revision) -> Bool { count == earlier.count }

  public static func == (lhs: Revision, rhs: Revision) -> Bool { true }
  public func hash(into hasher: inout Hasher) {}
}
