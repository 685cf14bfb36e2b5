/// A sorted map that shares structure between copies: copying one is O(1), and changing a
/// copy copies only the O(log n) nodes on the path to the changed key, so a world kept for
/// `:undo` or for a statement's transaction costs what the statement changed, not what is
/// alive. An AVL tree whose nodes are copied on write (a node referenced by one map only is
/// changed in place).
///
/// Its interface is the part of `Dictionary`'s the simulation uses; it iterates in key order,
/// so what is printed from it is the same on every run.
public struct PersistentMap<Key: Comparable, Value> {
  final class Node {
    var key: Key
    var value: Value
    var left: Node?
    var right: Node?
    var height: Int

    init(key: Key, value: Value, left: Node? = nil, right: Node? = nil, height: Int = 1) {
      self.key = key
      self.value = value
      self.left = left
      self.right = right
      self.height = height
    }

    func copy() -> Node {
      Node(key: key, value: value, left: left, right: right, height: height)
    }
  }

  var root: Node?
  /// The number of entries.
  public private(set) var count = 0

  /// An empty map.
  public init() {}

  /// True when there is no entry.
  public var isEmpty: Bool { count == 0 }

  /// The value for `key`, or nil; setting nil removes the entry.
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
  public subscript(key: Key, default defaultValue: @autoclosure () -> Value) -> Value {
    get { lookup(key) ?? defaultValue() }
    set { updateValue(newValue, forKey: key) }
  }

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
  @discardableResult
  public mutating func updateValue(_ value: Value, forKey key: Key) -> Value? {
    let old = Self.insert(&root, key: key, value: value)
    if old == nil { count += 1 }
    return old
  }

  /// Removes the entry for `key`; returns its value, if there was one.
  @discardableResult
  public mutating func removeValue(forKey key: Key) -> Value? {
    guard lookup(key) != nil else { return nil }
    let removed = Self.remove(&root, key: key)
    if removed != nil { count -= 1 }
    return removed
  }

  /// Removes every entry.
  public mutating func removeAll() {
    root = nil
    count = 0
  }

  /// The keys, in order.
  public var keys: Keys { Keys(map: self) }
  /// The values, in key order.
  public var values: Values { Values(map: self) }

  /// The keys of a map, in order (walked when iterated, not copied).
  public struct Keys: Sequence {
    let map: PersistentMap
    public func makeIterator() -> AnyIterator<Key> {
      var entries = map.makeIterator()
      return AnyIterator { entries.next()?.key }
    }
    public var underestimatedCount: Int { map.count }
    /// The smallest key.
    public var first: Key? { map.first?.key }
  }

  /// The values of a map, in key order (walked when iterated, not copied).
  public struct Values: Sequence {
    let map: PersistentMap
    public func makeIterator() -> AnyIterator<Value> {
      var entries = map.makeIterator()
      return AnyIterator { entries.next()?.value }
    }
    public var underestimatedCount: Int { map.count }
    /// The value of the smallest key.
    public var first: Value? { map.first?.value }
  }

  /// True when both maps are the same storage: nothing was changed in either since one was
  /// copied from the other. O(1); false does not mean the contents differ.
  public func isIdentical(to other: PersistentMap) -> Bool {
    root === other.root
  }

  /// A map with the same keys whose values are `transform` of these.
  public func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> PersistentMap<Key, T> {
    var result = PersistentMap<Key, T>()
    for (key, value) in self { result[key] = try transform(value) }
    return result
  }

  /// The entries for which `isIncluded` holds, as a map.
  public func filter(_ isIncluded: ((key: Key, value: Value)) throws -> Bool) rethrows
    -> PersistentMap
  {
    var result = PersistentMap()
    for entry in self where try isIncluded(entry) { result[entry.key] = entry.value }
    return result
  }

  // MARK: - The tree

  static func height(_ node: Node?) -> Int { node?.height ?? 0 }

  /// Makes the node in `slot` referenced by this tree only, copying it if it is shared.
  static func makeUnique(_ slot: inout Node?) {
    if !isKnownUniquelyReferenced(&slot) { slot = slot?.copy() }
  }

  static func update(_ node: Node) {
    node.height = Swift.max(height(node.left), height(node.right)) + 1
  }

  static func rotateRight(_ slot: inout Node?) {
    guard let node = slot else { return }
    makeUnique(&node.left)
    guard let pivot = node.left else { return }
    node.left = pivot.right
    update(node)
    pivot.right = node
    update(pivot)
    slot = pivot
  }

  static func rotateLeft(_ slot: inout Node?) {
    guard let node = slot else { return }
    makeUnique(&node.right)
    guard let pivot = node.right else { return }
    node.right = pivot.left
    update(node)
    pivot.left = node
    update(pivot)
    slot = pivot
  }

  /// Restores the AVL balance of the (unique) node in `slot` after one of its subtrees
  /// changed height by one.
  static func rebalance(_ slot: inout Node?) {
    guard let node = slot else { return }
    update(node)
    let balance = height(node.left) - height(node.right)
    if balance > 1 {
      if let left = node.left, height(left.right) > height(left.left) {
        makeUnique(&node.left)
        rotateLeft(&node.left)
      }
      rotateRight(&slot)
    } else if balance < -1 {
      if let right = node.right, height(right.left) > height(right.right) {
        makeUnique(&node.right)
        rotateRight(&node.right)
      }
      rotateLeft(&slot)
    }
  }

  static func insert(_ slot: inout Node?, key: Key, value: Value) -> Value? {
    if slot == nil {
      slot = Node(key: key, value: value)
      return nil
    }
    makeUnique(&slot)
    guard let node = slot else { return nil }
    let old: Value?
    if key < node.key {
      old = insert(&node.left, key: key, value: value)
    } else if node.key < key {
      old = insert(&node.right, key: key, value: value)
    } else {
      let replaced = node.value
      node.value = value
      return replaced
    }
    if old == nil { rebalance(&slot) }
    return old
  }

  /// Removes `key`, which is in the tree below `slot`; returns its value.
  static func remove(_ slot: inout Node?, key: Key) -> Value? {
    guard slot != nil else { return nil }
    makeUnique(&slot)
    guard let node = slot else { return nil }
    let removed: Value?
    if key < node.key {
      removed = remove(&node.left, key: key)
    } else if node.key < key {
      removed = remove(&node.right, key: key)
    } else {
      removed = node.value
      if node.left == nil {
        slot = node.right
        return removed
      }
      if node.right == nil {
        slot = node.left
        return removed
      }
      if let successor = removeMin(&node.right) {
        node.key = successor.key
        node.value = successor.value
      }
    }
    rebalance(&slot)
    return removed
  }

  /// Removes the smallest entry below `slot` and returns it.
  static func removeMin(_ slot: inout Node?) -> (key: Key, value: Value)? {
    guard slot != nil else { return nil }
    makeUnique(&slot)
    guard let node = slot else { return nil }
    if node.left == nil {
      slot = node.right
      return (node.key, node.value)
    }
    let smallest = removeMin(&node.left)
    rebalance(&slot)
    return smallest
  }
}

extension PersistentMap: Sequence {
  /// Walks the entries in key order.
  public struct Iterator: IteratorProtocol {
    var stack: [Node] = []

    init(root: Node?) { descend(root) }

    mutating func descend(_ node: Node?) {
      var current = node
      while let next = current {
        stack.append(next)
        current = next.left
      }
    }

    public mutating func next() -> (key: Key, value: Value)? {
      guard let node = stack.popLast() else { return nil }
      descend(node.right)
      return (node.key, node.value)
    }
  }

  public func makeIterator() -> Iterator { Iterator(root: root) }
  public var underestimatedCount: Int { count }

  /// The entry with the smallest key.
  public var first: (key: Key, value: Value)? {
    var node = root
    while let left = node?.left { node = left }
    return node.map { ($0.key, $0.value) }
  }
}

extension PersistentMap: ExpressibleByDictionaryLiteral {
  public init(dictionaryLiteral elements: (Key, Value)...) {
    self.init()
    for (key, value) in elements { self[key] = value }
  }
}

extension PersistentMap: Equatable where Value: Equatable {
  public static func == (lhs: PersistentMap, rhs: PersistentMap) -> Bool {
    if lhs.root === rhs.root { return true }
    guard lhs.count == rhs.count else { return false }
    return lhs.elementsEqual(rhs) { $0.key == $1.key && $0.value == $1.value }
  }
}

extension PersistentMap: Hashable where Key: Hashable, Value: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for (key, value) in self {
      hasher.combine(key)
      hasher.combine(value)
    }
  }
}

extension PersistentMap: CustomStringConvertible {
  public var description: String {
    "[" + map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
  }
}

// The nodes are changed only through a uniquely referenced map (copy on write), so a map is
// safe to send when its keys and values are.
extension PersistentMap: @unchecked Sendable where Key: Sendable, Value: Sendable {}

/// A table of the world's objects of one kind, by id.
public typealias ObjectTable<Value> = PersistentMap<ObjectID, Value>
