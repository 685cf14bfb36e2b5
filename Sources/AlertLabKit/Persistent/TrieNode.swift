/// A value in a slot of a `TrieNode` leaf: boxed, so that copying a leaf copies references.
/// A box is changed in place only by a table that alone references it (`ObjectTable.modify`);
/// a shared one is copied first.
@usableFromInline
final class TrieBox<Value> {
  // Unchecked: every change goes through `ObjectTable.modify`, which holds the only reference.
  @exclusivity(unchecked) @usableFromInline var value: Value
  @inlinable init(_ value: Value) { self.value = value }
}

/// A node of the 32-way tries `ObjectTable` and `PersistentVector` are made of: a bitmap of
/// the slots in use, then `width` slots in the same allocation, each holding a child node or
/// a boxed value (which one follows from the node's level, so a slot is read as what it is)
/// or nothing.
///
/// The slots are read and written through a pointer: a node is one allocation, copying one
/// (when a change reaches a node another trie shares) retains its slots one by one, and
/// freeing one releases them one by one. (A bulk copy or destroy of the slots, or an array
/// of them, goes through the runtime's generic copy of each slot: about ten times the work.)
/// Bit `i` of the bitmap is set exactly when slot `i` holds something (`setSlot` keeps it
/// so), so a copy retains, a free releases and a walk reads only the slots in use.
@usableFromInline
final class TrieNode: ManagedBuffer<UInt32, AnyObject?> {
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

  /// A node with this one's bitmap and slots, sharing what they hold.
  @inlinable
  func copy() -> TrieNode {
    let used = bitmap
    let node = unsafeDowncast(
      TrieNode.create(minimumCapacity: Self.width) { _ in used }, to: TrieNode.self)
    node.withUnsafeMutablePointerToElements { target in
      target.initialize(repeating: nil, count: Self.width)
      withUnsafeMutablePointerToElements { source in
        // Over the slots in use only. Slots holding nil need no destroying before they are
        // initialized again.
        var rest = used
        while rest != 0 {
          let index = rest.trailingZeroBitCount
          rest &= rest &- 1
          (target + index).initialize(to: source[index])
        }
      }
    }
    return node
  }

  deinit {
    // The slots out of the bitmap hold nothing, so there is nothing to release in them.
    var used = header
    withUnsafeMutablePointerToElements { slots in
      while used != 0 {
        let index = used.trailingZeroBitCount
        used &= used &- 1
        // `move` releases the reference directly; `deinitialize` goes through the runtime's
        // generic destroy of an optional.
        _ = (slots + index).move()
      }
    }
  }

  /// Bit `i` is set when slot `i` holds something.
  @inlinable
  var bitmap: UInt32 { header }

  /// The number of slots in use: for a vector, which fills its slots in order, the first
  /// ones.
  @inlinable
  var occupied: Int { header.nonzeroBitCount }

  /// True when slot `index` (below `width`) holds nothing.
  @inlinable
  func isEmpty(at index: Int) -> Bool {
    header & (1 << UInt32(truncatingIfNeeded: index)) == 0
  }

  /// The first slot at or after `index` that holds something, or nil.
  @inlinable
  func firstUsed(from index: Int) -> Int? {
    // A shift by 32 or more gives 0: nothing is left.
    let rest = header & (UInt32.max << UInt32(truncatingIfNeeded: index))
    return rest == 0 ? nil : rest.trailingZeroBitCount
  }

  /// What slot `index` holds, as the `Object` it is.
  @inlinable
  func slot<Object: AnyObject>(_ index: Int, as _: Object.Type) -> Object? {
    withUnsafeMutablePointerToElements { $0[index] }.map { unsafeDowncast($0, to: Object.self) }
  }

  /// Stores `object` (or nothing) in slot `index` (below `width`), and its bit in the bitmap.
  @inlinable
  func setSlot(_ index: Int, to object: AnyObject?) {
    let bit: UInt32 = 1 << UInt32(truncatingIfNeeded: index)
    if object == nil { header &= ~bit } else { header |= bit }
    withUnsafeMutablePointerToElements { $0[index] = object }
  }

  /// The child in slot `index` of an interior node.
  @inlinable
  func child(at index: Int) -> TrieNode? { slot(index, as: TrieNode.self) }

  /// The leaf holding `index` in the trie below `root`, whose slots start at bit `shift`, or
  /// nil when a node on the way is missing; `index` must be below `1 << (shift + bits)`.
  ///
  /// Nothing on the way is retained or released (reading a slot as a reference would retain
  /// it, and stepping past it release it again, about half the cost of a lookup): the caller
  /// holds `root`, which holds every node below it, for as long as it uses the leaf.
  @inlinable
  static func unretainedLeaf(below root: TrieNode, shift: Int, index: Int) -> Unmanaged<TrieNode>? {
    var node = Unmanaged.passUnretained(root)
    var level = shift
    while level > 0 {
      let slot = (index >> level) & mask
      let child = node._withUnsafeGuaranteedRef { node in
        node.withUnsafeMutablePointerToElements { slots in
          // A slot is one reference or zero: its bits, read without a retain.
          UnsafeRawPointer(slots + slot).load(as: UnsafeRawPointer?.self)
        }
      }
      guard let child else { return nil }
      node = Unmanaged<TrieNode>.fromOpaque(child)
      level -= bits
    }
    return node
  }
}
