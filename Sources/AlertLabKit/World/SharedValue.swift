/// A value kept in a reference-counted buffer of its own, copied on the first change after
/// it was copied: copying a `SharedValue` costs one reference, whatever the value holds.
/// Equal and hashed as its value.
struct SharedValue<Value: Hashable>: Hashable {
  /// Changed only through `unique()`, so a copy never sees another's change.
  private var buffer: ManagedBuffer<Value, UInt8>

  init(_ value: Value) {
    buffer = ManagedBuffer.create(minimumCapacity: 0) { _ in value }
  }

  /// The value, read in place.
  var value: Value {
    _read { yield buffer.header }
  }

  /// `body` of a pointer to the value, to read it in place; not to change it.
  func withPointer<R>(_ body: (UnsafeMutablePointer<Value>) throws -> R) rethrows -> R {
    try buffer.withUnsafeMutablePointerToHeader(body)
  }

  /// The value to change, the buffer copied first if another `SharedValue` shares it. Valid
  /// while this one is neither copied nor changed otherwise.
  @inline(__always)
  mutating func unique() -> UnsafeMutablePointer<Value> {
    if !isKnownUniquelyReferenced(&buffer) {
      let value = buffer.header
      buffer = ManagedBuffer.create(minimumCapacity: 0) { _ in value }
    }
    return buffer.withUnsafeMutablePointerToHeader { $0 }
  }

  /// True when both are the same buffer: nothing changed in either since one was copied
  /// from the other. O(1); false does not mean the values differ.
  func isIdentical(to other: SharedValue) -> Bool { buffer === other.buffer }

  static func == (lhs: SharedValue, rhs: SharedValue) -> Bool {
    lhs.buffer === rhs.buffer || lhs.buffer.header == rhs.buffer.header
  }

  func hash(into hasher: inout Hasher) { hasher.combine(buffer.header) }
}
