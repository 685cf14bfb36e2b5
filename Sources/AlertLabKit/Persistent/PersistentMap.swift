/// A sorted map that shares structure between copies: copying one is O(1), and changing a
/// copy copies only the O(log n) nodes on the path to the changed key, so a world kept for
/// `:undo` or for a statement's transaction costs what the statement changed, not what is
/// alive. An AVL tree whose nodes are copied on write (a node referenced by one map only is
/// changed in place).
///
/// Its interface is the part of `Dictionary`'s the simulation uses; it iterates in key order,
/// so what is printed from it is the same on every run.
public struct PersistentMap<Key: Comparable, Value> {
  @usableFromInline
  final class Node {
    @usableFromInline var key: Key
    @usableFromInline var value: Value
    @usableFromInline var left: Node?
    @usableFromInline var right: Node?
    @usableFromInline var height: Int

    @inlinable
    init(key: Key, value: Value, left: Node? = nil, right: Node? = nil, height: Int = 1) {
      self.key = key
      self.value = value
      self.left = left
      self.right = right
      self.height = height
    }

    @inlinable
    func copy() -> Node {
      Node(key: key, value: value, left: left, right: right, height: height)
    }
  }

  @usableFromInline var root: Node?
  @usableFromInline var storedCount = 0
  /// The number of entries.
  @inlinable
  public var count: Int { storedCount }

  /// An empty map.
  @inlinable
  public init() {}

  /// True when there is no entry.
  @inlinable
  public var isEmpty: Bool { count == 0 }

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
    var node = root
    while let current = node {
      if key < current.key {
        node = current.left
      } else if current.key < key {
        node = current.right
      } else {
        return current.value
      }
    }
    return nil
  }

  /// Stores `value` for `key`; returns the value it replaced, if any.
  @inlinable
  @discardableResult
  public mutating func updateValue(_ value: Value, forKey key: Key) -> Value? {
    let old = Self.insert(&root, key: key, value: value)
    if old == nil { storedCount += 1 }
    return old
  }

  /// Removes the entry for `key`; returns its value, if there was one.
  @inlinable
  @discardableResult
  public mutating func removeValue(forKey key: Key) -> Value? {
    guard lookup(key) != nil else { return nil }
    let removed = Self.remove(&root, key: key)
    if removed != nil { storedCount -= 1 }
    return removed
  }

  /// Removes every entry.
  @inlinable
  public mutating func removeAll() {
    root = nil
    storedCount = 0
  }

  /// The keys, in order.
  @inlinable
  public var keys: Keys { Keys(map: self) }
  /// The values, in key order.
  @inlinable
  public var values: Values { Values(map: self) }

  /// The keys of a map, in order (walked when iterated, not copied).
  public struct Keys: Sequence {
    @usableFromInline let map: PersistentMap
    @inlinable init(map: PersistentMap) { self.map = map }
    @inlinable
    public func makeIterator() -> AnyIterator<Key> {
      var entries = map.makeIterator()
      return AnyIterator { entries.next()?.key }
    }
    @inlinable
    public var underestimatedCount: Int { map.count }
    /// The smallest key.
    @inlinable
    public var first: Key? { map.first?.key }
  }

  /// The values of a map, in key order (walked when iterated, not copied).
  public struct Values: Sequence {
    @usableFromInline let map: PersistentMap
    @inlinable init(map: PersistentMap) { self.map = map }
    @inlinable
    public func makeIterator() -> AnyIterator<Value> {
      var entries = map.makeIterator()
      return AnyIterator { entries.next()?.value }
    }
    @inlinable
    public var underestimatedCount: Int { map.count }
    /// The value of the smallest key.
    @inlinable
    public var first: Value? { map.first?.value }
  }

  /// True when both maps are the same storage: nothing was changed in either since one was
  /// copied from the other. O(1); false does not mean the contents differ.
  @inlinable
  public func isIdentical(to other: PersistentMap) -> Bool {
    root === other.root
  }

  /// A map with the same keys whose values are `transform` of these.
  @inlinable
  public func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> PersistentMap<Key, T> {
    var result = PersistentMap<Key, T>()
    for (key, value) in self { result[key] = try transform(value) }
    return result
  }

  /// The entries for which `isIncluded` holds, as a map.
  @inlinable
  public func filter(_ isIncluded: ((key: Key, value: Value)) throws -> Bool) rethrows
    -> PersistentMap
  {
    var result = PersistentMap()
    for entry in self where try isIncluded(entry) { result[entry.key] = entry.value }
    return result
  }

  // MARK: - The tree

  @inlinable
  static func height(_ node: Node?) -> Int { node?.height ?? 0 }

  /// Makes the node in `slot` referenced by this tree only, copying it if it is shared.
  @inlinable
  static func makeUnique(_ slot: inout Node?) {
    if !isKnownUniquelyReferenced(&slot) { slot = slot?.copy() }
  }

  // A child is taken out of its (unique) parent while it is worked on, so it is uniquely
  // referenced when nothing else shares it, and no access to a class property stays open
  // across the recursion.

  @inlinable
  static func takeLeft(_ node: Node) -> Node? {
    let child = node.left
    node.left = nil
    return child
  }

  @inlinable
  static func takeRight(_ node: Node) -> Node? {
    let child = node.right
    node.right = nil
    return child
  }

  @inlinable
  static func update(_ node: Node) {
    node.height = Swift.max(height(node.left), height(node.right)) + 1
  }

  /// Rotates the unique node in `slot` to the right.
  @inlinable
  static func rotateRight(_ slot: inout Node?) {
    guard let node = slot else { return }
    var pivotSlot = takeLeft(node)
    makeUnique(&pivotSlot)
    guard let pivot = pivotSlot else { return }
    node.left = takeRight(pivot)
    update(node)
    pivot.right = node
    update(pivot)
    slot = pivot
  }

  /// Rotates the unique node in `slot` to the left.
  @inlinable
  static func rotateLeft(_ slot: inout Node?) {
    guard let node = slot else { return }
    var pivotSlot = takeRight(node)
    makeUnique(&pivotSlot)
    guard let pivot = pivotSlot else { return }
    node.right = takeLeft(pivot)
    update(node)
    pivot.left = node
    update(pivot)
    slot = pivot
  }

  /// Restores the AVL balance of the (unique) node in `slot` after one of its subtrees
  /// changed height by one.
  @inlinable
  static func rebalance(_ slot: inout Node?) {
    guard let node = slot else { return }
    update(node)
    let balance = height(node.left) - height(node.right)
    if balance > 1 {
      if let left = node.left, height(left.right) > height(left.left) {
        var child = takeLeft(node)
        makeUnique(&child)
        rotateLeft(&child)
        node.left = child
      }
      rotateRight(&slot)
    } else if balance < -1 {
      if let right = node.right, height(right.left) > height(right.right) {
        var child = takeRight(node)
        makeUnique(&child)
        rotateRight(&child)
        node.right = child
      }
      rotateLeft(&slot)
    }
  }

  @inlinable
  static func insert(_ slot: inout Node?, key: Key, value: Value) -> Value? {
    if slot == nil {
      slot = Node(key: key, value: value)
      return nil
    }
    makeUnique(&slot)
    guard let node = slot else { return nil }
    let old: Value?
    if key < node.key {
      var child = takeLeft(node)
      old = insert(&child, key: key, value: value)
      node.left = child
    } else if node.key < key {
      var child = takeRight(node)
      old = insert(&child, key: key, value: value)
      node.right = child
    } else {
      let replaced = node.value
      node.value = value
      return replaced
    }
    if old == nil { rebalance(&slot) }
    return old
  }

  /// Removes `key`, which is in the tree below `slot`; returns its value.
  @inlinable
  static func remove(_ slot: inout Node?, key: Key) -> Value? {
    guard slot != nil else { return nil }
    makeUnique(&slot)
    guard let node = slot else { return nil }
    let removed: Value?
    if key < node.key {
      var child = takeLeft(node)
      removed = remove(&child, key: key)
      node.left = child
    } else if node.key < key {
      var child = takeRight(node)
      removed = remove(&child, key: key)
      node.right = child
    } else {
      removed = node.value
      if node.left == nil {
        slot = takeRight(node)
        return removed
      }
      if node.right == nil {
        slot = takeLeft(node)
        return removed
      }
      var child = takeRight(node)
      let successor = removeMin(&child)
      node.right = child
      if let successor {
        node.key = successor.key
        node.value = successor.value
      }
    }
    rebalance(&slot)
    return removed
  }

  /// Removes the smallest entry below `slot` and returns it.
  @inlinable
  static func removeMin(_ slot: inout Node?) -> (key: Key, value: Value)? {
    guard slot != nil else { return nil }
    makeUnique(&slot)
    guard let node = slot else { return nil }
    if node.left == nil {
      slot = takeRight(node)
      return (node.key, node.value)
    }
    var child = takeLeft(node)
    let smallest = removeMin(&child)
    node.left = child
    rebalance(&slot)
    return smallest
  }
}

extension PersistentMap: Sequence {
  /// Walks the entries in key order.
  public struct Iterator: IteratorProtocol {
    @usableFromInline var stack: [Node] = []

    @inlinable
    init(root: Node?) { descend(root) }

    @inlinable
    mutating func descend(_ node: Node?) {
      var current = node
      while let next = current {
        stack.append(next)
        current = next.left
      }
    }

    @inlinable
    public mutating func next() -> (key: Key, value: Value)? {
      guard let node = stack.popLast() else { return nil }
      descend(node.right)
      return (node.key, node.value)
    }
  }

  @inlinable
  public func makeIterator() -> Iterator { Iterator(root: root) }
  @inlinable
  public var underestimatedCount: Int { count }

  /// The entry with the smallest key.
  @inlinable
  public var first: (key: Key, value: Value)? {
    var node = root
    while let left = node?.left { node = left }
    return node.map { ($0.key, $0.value) }
  }
}

extension PersistentMap: ExpressibleByDictionaryLiteral {
  @inlinable
  public init(dictionaryLiteral elements: (Key, Value)...) {
    self.init()
    for (key, value) in elements { self[key] = value }
  }
}

extension PersistentMap: Equatable where Value: Equatable {
  @inlinable
  public static func == (lhs: PersistentMap, rhs: PersistentMap) -> Bool {
    if lhs.root === rhs.root { return true }
    guard lhs.count == rhs.count else { return false }
    return lhs.elementsEqual(rhs) { $0.key == $1.key && $0.value == $1.value }
  }
}

extension PersistentMap: Hashable where Key: Hashable, Value: Hashable {
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for (key, value) in self {
      hasher.combine(key)
      hasher.combine(value)
    }
  }
}

extension PersistentMap: CustomStringConvertible {
  @inlinable
  public var description: String {
    "[" + map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
  }
}

// The nodes are changed only through a uniquely referenced map (copy on write), so a map is
// safe to send when its keys and values are.
extension PersistentMap: @unchecked Sendable where Key: Sendable, Value: Sendable {}
