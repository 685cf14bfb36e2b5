/// A key with a hash that is the same on every run (Swift's `Hasher` is seeded per process),
/// so that a map ordered by it prints the same every time.
public protocol StablyHashable: Hashable {
  /// A hash of the value that depends on nothing but the value.
  var stableHash: UInt64 { get }
}

extension String: StablyHashable {
  /// FNV-1a over the UTF-8 bytes, read from the string's storage in place where it has
  /// contiguous storage (a native string always has): a loop over a buffer takes a fraction
  /// of the instructions of one over the UTF-8 view.
  @inlinable
  public var stableHash: UInt64 {
    if let hash = utf8.withContiguousStorageIfAvailable({ Self.fnv1a($0) }) { return hash }
    return Self.fnv1a(utf8)
  }

  /// FNV-1a of `bytes`.
  @inlinable
  static func fnv1a<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }
}

/// A hash map that shares structure between copies, for the many-keyed tables a long session
/// grows (the learner's top-level names): copying one is O(1), a lookup reads about
/// log₃₂ n nodes, and changing a copy copies only the nodes on the path to the key (a node
/// referenced by one map is changed in place). A hash array mapped trie: each node keeps the
/// slots in use (a bitmap of 32) and nothing else; keys whose whole 64-bit hashes are equal
/// share one slot.
///
/// It iterates in the order of the keys' stable hashes: the same on every run, but not sorted;
/// sort where the order shows.
public struct PersistentHashMap<Key: StablyHashable, Value> {
  @usableFromInline static var bits: UInt64 { 5 }
  @usableFromInline static var mask: UInt64 { 31 }

  @usableFromInline
  enum Slot {
    case entry(Key, Value)
    case node(Node)
    /// Keys with equal hashes.
    case collision(ContiguousArray<(key: Key, value: Value)>)
    /// A slot emptied for a moment while the node in it is worked on.
    case vacant
  }

  @usableFromInline
  final class Node {
    /// Bit `i` is set when the node has a slot for the hash chunk `i`.
    @usableFromInline var bitmap: UInt32
    /// The slots, in chunk order.
    @usableFromInline var slots: ContiguousArray<Slot>

    @inlinable
    init(bitmap: UInt32 = 0, slots: ContiguousArray<Slot> = []) {
      self.bitmap = bitmap
      self.slots = slots
    }

    /// Where the slot for `chunk` is or would go, and whether it is there.
    @inlinable
    func position(of chunk: UInt64) -> (index: Int, present: Bool) {
      let bit = UInt32(1) << UInt32(truncatingIfNeeded: chunk)
      return ((bitmap & (bit &- 1)).nonzeroBitCount, bitmap & bit != 0)
    }
  }

  @usableFromInline var root: Node?
  @usableFromInline var storedCount = 0

  /// An empty map.
  @inlinable
  public init() {}

  /// The number of entries.
  @inlinable
  public var count: Int { storedCount }

  /// True when there is no entry.
  @inlinable
  public var isEmpty: Bool { storedCount == 0 }

  /// The value for `key`, or nil; setting nil removes the entry.
  @inlinable
  public subscript(key: Key) -> Value? {
    get { lookup(key) }
    set {
      if let newValue {
        updateValue(newValue, forKey: key)
      } else {
        removeValue(forKey: key)
      }
    }
  }

  /// The value for `key`, or `defaultValue` (which setting stores).
  @inlinable
  public subscript(key: Key, default defaultValue: @autoclosure () -> Value) -> Value {
    get { lookup(key) ?? defaultValue() }
    set { updateValue(newValue, forKey: key) }
  }

  @inlinable
  func lookup(_ key: Key) -> Value? {
    let hash = key.stableHash
    var shift: UInt64 = 0
    var current = root
    while let node = current {
      let (index, present) = node.position(of: (hash >> shift) & Self.mask)
      guard present else { return nil }
      switch node.slots[index] {
      case .entry(let stored, let value): return stored == key ? value : nil
      case .node(let child):
        current = child
        shift += Self.bits
      case .collision(let entries): return entries.first { $0.key == key }?.value
      case .vacant: return nil
      }
    }
    return nil
  }

  /// Stores `value` for `key`; returns the value it replaced, if any.
  @inlinable
  @discardableResult
  public mutating func updateValue(_ value: Value, forKey key: Key) -> Value? {
    if root == nil { root = Node() }
    let old = Self.insert(&root, key: key, hash: key.stableHash, value: value, shift: 0)
    if old == nil { storedCount += 1 }
    return old
  }

  /// Removes the entry for `key`; returns its value, if there was one.
  @inlinable
  @discardableResult
  public mutating func removeValue(forKey key: Key) -> Value? {
    guard lookup(key) != nil else { return nil }
    let old = Self.remove(&root, key: key, hash: key.stableHash, shift: 0)
    if old != nil { storedCount -= 1 }
    return old
  }

  /// Removes every entry.
  @inlinable
  public mutating func removeAll() {
    root = nil
    storedCount = 0
  }

  /// The keys, in stable-hash order.
  @inlinable
  public var keys: LazyMapSequence<PersistentHashMap, Key> { lazy.map(\.key) }
  /// The values, in the order of their keys.
  @inlinable
  public var values: LazyMapSequence<PersistentHashMap, Value> { lazy.map(\.value) }

  /// True when both maps are the same storage: nothing was changed in either since one was
  /// copied from the other. O(1); false does not mean the contents differ.
  @inlinable
  public func isIdentical(to other: PersistentHashMap) -> Bool { root === other.root }

  // MARK: - The trie

  /// Makes the node in `slot` referenced by this map only, copying it if it is shared.
  @inlinable
  static func makeUnique(_ slot: inout Node?) {
    if !isKnownUniquelyReferenced(&slot), let node = slot {
      slot = Node(bitmap: node.bitmap, slots: node.slots)
    }
  }

  /// A node holding two entries whose hashes differ at `shift` or above.
  @inlinable
  static func split(
    _ first: (key: Key, value: Value), _ firstHash: UInt64,
    _ second: (key: Key, value: Value), _ secondHash: UInt64, shift: UInt64
  ) -> Node {
    let a = (firstHash >> shift) & mask
    let b = (secondHash >> shift) & mask
    if a == b {
      let child = split(first, firstHash, second, secondHash, shift: shift + bits)
      return Node(bitmap: UInt32(1) << UInt32(truncatingIfNeeded: a), slots: [.node(child)])
    }
    let bitmap =
      UInt32(1) << UInt32(truncatingIfNeeded: a)
      | UInt32(1) << UInt32(truncatingIfNeeded: b)
    let slots: ContiguousArray<Slot> =
      a < b
      ? [.entry(first.key, first.value), .entry(second.key, second.value)]
      : [.entry(second.key, second.value), .entry(first.key, first.value)]
    return Node(bitmap: bitmap, slots: slots)
  }

  // A child node is taken out of its (unique) parent while it is worked on, so it is uniquely
  // referenced when nothing else shares it.

  /// The node in slot `index` of `node`, taken out (the slot is left vacant), or nil when the
  /// slot holds no node.
  @inlinable
  static func takeChild(_ node: Node, _ index: Int) -> Node? {
    guard case .node(let child) = node.slots[index] else { return nil }
    node.slots[index] = .vacant
    return child
  }

  /// Stores `value` for `key` below the node in `slot`; returns the value it replaced.
  @inlinable
  static func insert(
    _ slot: inout Node?, key: Key, hash: UInt64, value: Value, shift: UInt64
  ) -> Value? {
    makeUnique(&slot)
    guard let node = slot else { return nil }
    let chunk = (hash >> shift) & mask
    let (index, present) = node.position(of: chunk)
    guard present else {
      node.bitmap |= UInt32(1) << UInt32(truncatingIfNeeded: chunk)
      node.slots.insert(.entry(key, value), at: index)
      return nil
    }
    var child = takeChild(node, index)
    if child != nil {
      let old = insert(&child, key: key, hash: hash, value: value, shift: shift + bits)
      if let child { node.slots[index] = .node(child) }
      return old
    }
    switch node.slots[index] {
    case .entry(let stored, let storedValue):
      if stored == key {
        node.slots[index] = .entry(key, value)
        return storedValue
      }
      let storedHash = stored.stableHash
      if storedHash == hash {
        node.slots[index] = .collision([(stored, storedValue), (key, value)])
      } else {
        node.slots[index] = .node(
          split((stored, storedValue), storedHash, (key, value), hash, shift: shift + bits))
      }
      return nil
    case .collision(var entries):
      let old: Value?
      if let at = entries.firstIndex(where: { $0.key == key }) {
        old = entries[at].value
        entries[at].value = value
      } else {
        old = nil
        entries.append((key, value))
      }
      node.slots[index] = .collision(entries)
      return old
    case .node, .vacant:
      node.slots[index] = .entry(key, value)
      return nil
    }
  }

  /// Removes `key` below the node in `slot`; an emptied node is removed too.
  @inlinable
  static func remove(_ slot: inout Node?, key: Key, hash: UInt64, shift: UInt64) -> Value? {
    makeUnique(&slot)
    guard let node = slot else { return nil }
    let chunk = (hash >> shift) & mask
    let (index, present) = node.position(of: chunk)
    guard present else { return nil }
    var old: Value?
    var replacement: Slot?
    var child = takeChild(node, index)
    if child != nil {
      old = remove(&child, key: key, hash: hash, shift: shift + bits)
      replacement = child.map { Slot.node($0) }
    } else {
      switch node.slots[index] {
      case .entry(let stored, let storedValue):
        if stored == key { old = storedValue } else { replacement = node.slots[index] }
      case .collision(var entries):
        if let at = entries.firstIndex(where: { $0.key == key }) {
          old = entries.remove(at: at).value
        }
        if entries.count == 1, let last = entries.first {
          replacement = .entry(last.key, last.value)
        } else if !entries.isEmpty {
          replacement = .collision(entries)
        }
      case .node, .vacant:
        break
      }
    }
    if let replacement {
      node.slots[index] = replacement
    } else {
      node.slots.remove(at: index)
      node.bitmap &= ~(UInt32(1) << UInt32(truncatingIfNeeded: chunk))
      if node.slots.isEmpty { slot = nil }
    }
    return old
  }
}

extension PersistentHashMap: Sequence {
  /// Walks the entries in stable-hash order.
  public struct Iterator: IteratorProtocol {
    @usableFromInline var stack: [(node: Node, next: Int)] = []
    @usableFromInline var pending: ContiguousArray<(key: Key, value: Value)> = []

    @inlinable
    init(root: Node?) {
      if let root { stack = [(root, 0)] }
    }

    @inlinable
    public mutating func next() -> (key: Key, value: Value)? {
      if let entry = pending.popLast() { return entry }
      while let top = stack.last {
        guard top.next < top.node.slots.count else {
          stack.removeLast()
          continue
        }
        stack[stack.count - 1].next += 1
        switch top.node.slots[top.next] {
        case .entry(let key, let value): return (key, value)
        case .node(let child): stack.append((child, 0))
        case .collision(let entries):
          pending = ContiguousArray(entries.reversed())
          if let entry = pending.popLast() { return entry }
        case .vacant: continue
        }
      }
      return nil
    }
  }

  @inlinable
  public func makeIterator() -> Iterator { Iterator(root: root) }
  @inlinable
  public var underestimatedCount: Int { count }
}

extension PersistentHashMap: ExpressibleByDictionaryLiteral {
  @inlinable
  public init(dictionaryLiteral elements: (Key, Value)...) {
    self.init()
    for (key, value) in elements { self[key] = value }
  }
}

extension PersistentHashMap: Equatable where Value: Equatable {
  /// Equal when both hold the same keys with equal values (the order of equal-hash keys may
  /// differ, so this does not walk the two side by side).
  @inlinable
  public static func == (lhs: PersistentHashMap, rhs: PersistentHashMap) -> Bool {
    if lhs.root === rhs.root { return true }
    guard lhs.count == rhs.count else { return false }
    return lhs.allSatisfy { rhs[$0.key] == $0.value }
  }
}

extension PersistentHashMap: CustomStringConvertible {
  @inlinable
  public var description: String {
    "[" + map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
  }
}

// The nodes are changed only through a uniquely referenced map (copy on write), so a map is
// safe to send when its keys and values are.
extension PersistentHashMap: @unchecked Sendable where Key: Sendable, Value: Sendable {}
