/// A value in a slot of a `TrieNode` leaf: boxed, so that copying a leaf copies references.
@usableFromInline
final class TrieBox<Value> {
  @usableFromInline let value: Value
  @inlinable init(_ value: Value) { self.value = value }
}

/// A node of the 32-way tries `ObjectTable` and `PersistentVector` are made of: a count, then
/// `width` slots in the same allocation, each holding a child node or a boxed value (which
/// one follows from the node's level, so a slot is read as what it is) or nothing.
///
/// The slots are read and written through a pointer: a node is one allocation, copying one
/// (when a change reaches a node another trie shares) retains its slots one by one, and
/// freeing one releases them one by one. (A bulk copy or destroy of the slots, or an array
/// of them, goes through the runtime's generic copy of each slot: about ten times the work.)
@usableFromInline
final class TrieNode: ManagedBuffer<Int, AnyObject?> {
  /// Bits of an index each level of a trie consumes.
  @inlinable static var bits: Int { 5 }
  /// Slots in a node.
  @inlinable static var width: Int { 1 << bits }
  /// The bits of an index that pick a slot.
  @inlinable static var mask: Int { width - 1 }

  /// An empty node.
  @inlinable
  static func make() -> TrieNode {
    let node = unsafeDowncast(
      TrieNode.create(minimumCapacity: width) { _ in 0 }, to: TrieNode.self)
    node.withUnsafeMutablePointerToElements { $0.initialize(repeating: nil, count: width) }
    return node
  }

  /// A node with this one's count and slots, sharing what they hold.
  @inlinable
  func copy() -> TrieNode {
    let node = unsafeDowncast(
      TrieNode.create(minimumCapacity: Self.width) { _ in self.occupied }, to: TrieNode.self)
    node.withUnsafeMutablePointerToElements { target in
      withUnsafeMutablePointerToElements { source in
        for index in 0..<Self.width { (target + index).initialize(to: source[index]) }
      }
    }
    return node
  }

  deinit {
    withUnsafeMutablePointerToElements { slots in
      for index in 0..<Self.width { _ = (slots + index).move() }
    }
  }

  /// The slots in use: for an object table the slots that hold something, for a vector the
  /// first ones, which do.
  @inlinable
  var occupied: Int {
    get { header }
    set { header = newValue }
  }

  /// True when slot `index` (below `width`) holds nothing.
  @inlinable
  func isEmpty(at index: Int) -> Bool {
    withUnsafeMutablePointerToElements { $0[index] == nil }
  }

  /// What slot `index` holds, as the `Object` it is.
  @inlinable
  func slot<Object: AnyObject>(_ index: Int, as _: Object.Type) -> Object? {
    withUnsafeMutablePointerToElements { $0[index] }.map { unsafeDowncast($0, to: Object.self) }
  }

  @inlinable
  func setSlot(_ index: Int, to object: AnyObject?) {
    withUnsafeMutablePointerToElements { $0[index] = object }
  }

  /// The child in slot `index` of an interior node.
  @inlinable
  func child(at index: Int) -> TrieNode? { slot(index, as: TrieNode.self) }
}
