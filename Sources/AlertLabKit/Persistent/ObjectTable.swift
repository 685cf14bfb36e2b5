/// A table of the world's objects of one kind, by id, that shares structure between copies.
///
/// Ids are small integers handed out in order, so the table is a 32-way trie indexed by the
/// id's bits: a lookup reads at most three nodes while fewer than 32,768 objects were made,
/// and a change to a copy copies only the nodes on the path to its id (a node referenced by
/// one table is changed in place). Each leaf slot holds its value in a box of its own, so a
/// copied leaf costs 32 pointers, whatever the size of the value. Ids below zero (none is
/// handed out; `ObjectID(0)` stands for "no object" in places) live in a sorted map beside it.
///
/// The leaf of the highest block of 32 ids used so far, the tail, is held beside the trie
/// rather than in it: the objects made last are the ones changed most, and changing one in
/// a copy copies that leaf alone, however many objects the trie holds. When an id beyond the
/// tail's block is stored, the tail goes into the trie and a new one starts.
///
/// Its interface is `PersistentMap`'s; it iterates in id order, so what is printed from it is
/// the same on every run.
public struct ObjectTable<Value> {
  /// Bits of the id each level of the trie consumes.
  @usableFromInline static var bits: Int { TrieNode.bits }
  /// Slots in a node.
  @usableFromInline static var width: Int { TrieNode.width }
  @usableFromInline static var mask: Int { TrieNode.mask }

  /// One value, boxed so that copying a leaf copies a pointer per slot.
  @usableFromInline typealias Entry = TrieBox<Value>

  /// A trie node (`TrieNode`): a leaf's slots hold entries, an interior node's children.
  @usableFromInline typealias Node = TrieNode

  @usableFromInline var root: Node?
  /// The bit the root's slots start at: the root covers ids below `1 << (shift + bits)`.
  @usableFromInline var shift = 0
  /// The leaf for the ids from `tailBase` to `tailBase + width - 1`, which the trie has no
  /// node for; every block in the trie is below it. Nil only while nothing was stored at or
  /// above zero; kept when emptied, so that the trie never holds a block above it.
  @usableFromInline var tail: Node?
  @usableFromInline var tailBase = 0
  @usableFromInline var storedCount = 0
  /// Entries with ids below zero.
  @usableFromInline var negative = PersistentMap<ObjectID, Value>()

  /// An empty table.
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
  public subscript(key: ObjectID) -> Value? {
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
  public subscript(key: ObjectID, default defaultValue: @autoclosure () -> Value) -> Value {
    get { lookup(key) ?? defaultValue() }
    set { updateValue(newValue, forKey: key) }
  }

  @inlinable
  func lookup(_ key: ObjectID) -> Value? {
    key.rawValue < 0 ? negative[key] : entry(key)?.value
  }

  /// True when there is an entry for `key`; no value is copied.
  @inlinable
  public func contains(_ key: ObjectID) -> Bool {
    key.rawValue >= 0 ? entry(key) != nil : negative[key] != nil
  }

  /// `read` of the value for `key`, the value lent in place rather than copied out; nil when
  /// there is none.
  @inlinable
  public func reading<T>(_ key: ObjectID, _ read: (Value) -> T) -> T? {
    if key.rawValue < 0 { return negative[key].map(read) }
    guard let entry = entry(key) else { return nil }
    return read(entry.value)
  }

  /// What `read` gives of the value for `key`, read in place; nil when there is no entry or
  /// `read` gives nil. `table.field(id) { $0.parent }` is `table[id]?.parent` without the
  /// copy of the whole value.
  @inlinable
  public func field<T>(_ key: ObjectID, _ read: (Value) -> T?) -> T? {
    reading(key, read) ?? nil
  }

  /// The box holding the value for a non-negative `key`, or nil.
  @inlinable
  func entry(_ key: ObjectID) -> Entry? {
    let id = key.rawValue
    if id & ~Self.mask == tailBase, let tail { return tail.slot(id & Self.mask, as: Entry.self) }
    guard id >= 0, let root, id >> (shift + Self.bits) == 0 else { return nil }
    return withExtendedLifetime(root) {
      Node.unretainedLeaf(below: root, shift: shift, index: id)?._withUnsafeGuaranteedRef {
        $0.slot(id & Self.mask, as: Entry.self)
      }
    }
  }

  /// Stores `value` for `key`; returns the value it replaced, if any.
  @inlinable
  @discardableResult
  public mutating func updateValue(_ value: Value, forKey key: ObjectID) -> Value? {
    let id = key.rawValue
    if id < 0 {
      let old = negative.updateValue(value, forKey: key)
      if old == nil { storedCount += 1 }
      return old
    }
    let block = id & ~Self.mask
    if tail == nil || block > tailBase {
      // A block beyond the tail's: the tail goes into the trie, unless it is empty.
      if let full = tail, full.bitmap != 0 { pushTail(full) }
      tail = Node.make()
      tailBase = block
    }
    let old: Value?
    if block == tailBase {
      old = Self.insert(&tail, level: 0, id: id, entry: Entry(value))
    } else {
      reach(id)
      old = Self.insert(&root, level: shift, id: id, entry: Entry(value))
    }
    if old == nil { storedCount += 1 }
    return old
  }

  /// Makes the trie's root cover `id`, growing it a level at a time.
  @inlinable
  mutating func reach(_ id: Int) {
    if root == nil {
      // An empty trie starts at the height its first id needs.
      shift = 0
      while id >> (shift + Self.bits) != 0 { shift += Self.bits }
    }
    while id >> (shift + Self.bits) != 0 {
      let grown = Node.make()
      grown.setSlot(0, to: root)
      root = grown
      shift += Self.bits
    }
  }

  /// Puts the tail's leaf into the trie, where its block goes.
  @inlinable
  mutating func pushTail(_ leaf: Node) {
    reach(tailBase)
    Self.insertLeaf(&root, level: shift, base: tailBase, leaf: leaf)
  }

  /// Changes the value for `key` where it is stored, through `change`, and returns what
  /// `change` returned; nil, without calling `change`, when there is no entry.
  ///
  /// `table[id]?.field = x` copies the value out, changes the copy and stores it in a new box.
  /// Here the nodes on the way and the value's box are copied only when another table shares
  /// them, as any change copies them; one this table alone holds is changed where it is. So
  /// several changes to one object in a row copy it once at most. What `change` did before
  /// it threw is kept, as with an `inout` argument.
  @inlinable
  @discardableResult
  public mutating func modify<T>(
    _ key: ObjectID, _ change: (inout Value) throws -> T
  ) rethrows -> T? {
    let id = key.rawValue
    if id < 0 {
      guard var value = negative[key] else { return nil }
      defer { negative[key] = value }
      return try change(&value)
    }
    guard entry(key) != nil else { return nil }
    if id & ~Self.mask == tailBase, tail != nil {
      return try Self.modify(&tail, level: 0, id: id, change)
    }
    return try Self.modify(&root, level: shift, id: id, change)
  }

  /// Removes the entry for `key`; returns its value, if there was one.
  @inlinable
  @discardableResult
  public mutating func removeValue(forKey key: ObjectID) -> Value? {
    let id = key.rawValue
    if id < 0 {
      let old = negative.removeValue(forKey: key)
      if old != nil { storedCount -= 1 }
      return old
    }
    guard lookup(key) != nil else { return nil }
    let old: Value?
    if id & ~Self.mask == tailBase, tail != nil {
      // The tail stays when emptied (see `tail`).
      Self.makeUnique(&tail)
      let index = id & Self.mask
      old = tail?.slot(index, as: Entry.self)?.value
      tail?.setSlot(index, to: nil)
    } else {
      old = Self.remove(&root, level: shift, id: id)
    }
    if old != nil { storedCount -= 1 }
    if root == nil { shift = 0 }
    return old
  }

  /// Removes every entry.
  @inlinable
  public mutating func removeAll() {
    root = nil
    shift = 0
    tail = nil
    tailBase = 0
    storedCount = 0
    negative = [:]
  }

  /// True when both tables are the same storage: nothing was changed in either since one was
  /// copied from the other. O(1); false does not mean the contents differ.
  @inlinable
  public func isIdentical(to other: ObjectTable) -> Bool {
    root === other.root && tail === other.tail && negative.isIdentical(to: other.negative)
  }

  /// A table with the same ids whose values are `transform` of these.
  @inlinable
  public func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> ObjectTable<T> {
    var result = ObjectTable<T>()
    for (key, value) in self { result[key] = try transform(value) }
    return result
  }

  /// The entries for which `isIncluded` holds, as a table.
  @inlinable
  public func filter(_ isIncluded: ((key: ObjectID, value: Value)) throws -> Bool) rethrows
    -> ObjectTable
  {
    var result = ObjectTable()
    for entry in self where try isIncluded(entry) { result[entry.key] = entry.value }
    return result
  }

  // MARK: - The trie

  /// Makes the node in `slot` referenced by this table only, copying it if it is shared.
  @inlinable
  static func makeUnique(_ slot: inout Node?) {
    if !isKnownUniquelyReferenced(&slot), let node = slot { slot = node.copy() }
  }

  // A child is taken out of its (unique) parent while it is worked on, so it is uniquely
  // referenced when nothing else shares it, and no access to a class property stays open
  // across the recursion.

  @inlinable
  static func takeChild(_ node: Node, _ index: Int) -> Node? {
    let child = node.child(at: index)
    node.setSlot(index, to: nil)
    return child
  }

  /// Stores `entry` at `id` below `slot` (a node at `level`); returns the value it replaced.
  @inlinable
  static func insert(_ slot: inout Node?, level: Int, id: Int, entry: Entry) -> Value? {
    if slot == nil { slot = Node.make() } else { makeUnique(&slot) }
    guard let node = slot else { return nil }
    if level == 0 {
      let index = id & mask
      let old = node.slot(index, as: Entry.self)
      node.setSlot(index, to: entry)
      return old?.value
    }
    let index = (id >> level) & mask
    var child = takeChild(node, index)
    let old = insert(&child, level: level - bits, id: id, entry: entry)
    node.setSlot(index, to: child)
    return old
  }

  /// Stores the leaf `leaf` for the block at `base` below `slot` (a node at `level`), where
  /// the trie has none.
  @inlinable
  static func insertLeaf(_ slot: inout Node?, level: Int, base: Int, leaf: Node) {
    if level == 0 {
      slot = leaf
      return
    }
    if slot == nil { slot = Node.make() } else { makeUnique(&slot) }
    guard let node = slot else { return }
    let index = (base >> level) & mask
    var child = takeChild(node, index)
    insertLeaf(&child, level: level - bits, base: base, leaf: leaf)
    node.setSlot(index, to: child)
  }

  /// Changes the value at `id` below `slot` (a node at `level`) in place, copying what is
  /// shared on the way; nil when there is no value there.
  @inlinable
  static func modify<T>(
    _ slot: inout Node?, level: Int, id: Int, _ change: (inout Value) throws -> T
  ) rethrows -> T? {
    guard slot != nil else { return nil }
    makeUnique(&slot)
    guard let node = slot else { return nil }
    if level == 0 {
      let index = id & mask
      // Taken out of the node, so that it is uniquely referenced when nothing else shares it.
      guard var box = node.slot(index, as: Entry.self) else { return nil }
      node.setSlot(index, to: nil)
      if !isKnownUniquelyReferenced(&box) { box = Entry(box.value) }
      defer { node.setSlot(index, to: box) }
      return try change(&box.value)
    }
    let index = (id >> level) & mask
    var child = takeChild(node, index)
    defer { node.setSlot(index, to: child) }
    return try modify(&child, level: level - bits, id: id, change)
  }

  /// Removes the entry at `id` below `slot`; an emptied node is removed too.
  @inlinable
  static func remove(_ slot: inout Node?, level: Int, id: Int) -> Value? {
    guard slot != nil else { return nil }
    makeUnique(&slot)
    guard let node = slot else { return nil }
    let old: Value?
    if level == 0 {
      let index = id & mask
      old = node.slot(index, as: Entry.self)?.value
      if old != nil { node.setSlot(index, to: nil) }
    } else {
      let index = (id >> level) & mask
      var child = takeChild(node, index)
      old = remove(&child, level: level - bits, id: id)
      node.setSlot(index, to: child)
    }
    if node.bitmap == 0 { slot = nil }
    return old
  }
}

extension ObjectTable: Sequence {
  /// Walks the entries in id order.
  public struct Iterator: IteratorProtocol {
    @usableFromInline var negative: PersistentMap<ObjectID, Value>.Iterator
    /// The nodes being walked, with the next slot of each and the id its slot 0 stands for.
    @usableFromInline var stack: [(node: Node, next: Int, base: Int, level: Int)] = []

    @inlinable
    init(_ table: ObjectTable) {
      negative = table.negative.makeIterator()
      // The last is walked first: the trie, then the tail, whose ids are above the trie's.
      if let tail = table.tail { stack.append((tail, 0, table.tailBase, 0)) }
      if let root = table.root { stack.append((root, 0, 0, table.shift)) }
    }

    @inlinable
    public mutating func next() -> (key: ObjectID, value: Value)? {
      if let entry = negative.next() { return entry }
      while let last = stack.indices.last {
        let (node, start, base, level) = stack[last]
        // The bitmap gives the next slot in use without reading the empty ones.
        guard let index = node.firstUsed(from: start) else {
          stack.removeLast()
          continue
        }
        stack[last].next = index + 1
        if level == 0 {
          if let entry = node.slot(index, as: Entry.self) {
            return (ObjectID(base | index), entry.value)
          }
          continue
        }
        guard let child = node.child(at: index) else { continue }
        stack.append((child, 0, base | (index << level), level - ObjectTable.bits))
      }
      return nil
    }
  }

  @inlinable
  public func makeIterator() -> Iterator { Iterator(self) }
  @inlinable
  public var underestimatedCount: Int { count }

  /// The entry with the smallest id.
  @inlinable
  public var first: (key: ObjectID, value: Value)? {
    var iterator = makeIterator()
    return iterator.next()
  }

  /// Calls `body` with each id, in order, without reading a value or allocating; stops when
  /// `body` returns false. Returns false when it was stopped.
  @inlinable
  @discardableResult
  public func allKeys(_ body: (ObjectID) -> Bool) -> Bool {
    for (key, _) in negative where !body(key) { return false }
    if let root, !Self.allKeys(in: root, base: 0, level: shift, body) { return false }
    guard let tail else { return true }
    return Self.allKeys(in: tail, base: tailBase, level: 0, body)
  }

  @inlinable
  static func allKeys(
    in node: Node, base: Int, level: Int, _ body: (ObjectID) -> Bool
  ) -> Bool {
    var used = node.bitmap
    while used != 0 {
      let index = used.trailingZeroBitCount
      used &= used &- 1
      if level == 0 {
        if !body(ObjectID(base | index)) { return false }
      } else if let child = node.child(at: index),
        !allKeys(in: child, base: base | (index << level), level: level - bits, body)
      {
        return false
      }
    }
    return true
  }

  /// The ids, in order.
  @inlinable
  public var keys: Keys { Keys(table: self) }
  /// The values, in id order.
  @inlinable
  public var values: Values { Values(table: self) }

  /// The ids of a table, in order (walked when iterated, not copied).
  public struct Keys: Sequence {
    @usableFromInline let table: ObjectTable
    @inlinable init(table: ObjectTable) { self.table = table }
    @inlinable
    public func makeIterator() -> AnyIterator<ObjectID> {
      var iterator = table.makeIterator()
      return AnyIterator { iterator.next()?.key }
    }
    @inlinable
    public var underestimatedCount: Int { table.count }
    /// The smallest id.
    @inlinable
    public var first: ObjectID? { table.first?.key }
  }

  /// The values of a table, in id order (walked when iterated, not copied).
  public struct Values: Sequence {
    @usableFromInline let table: ObjectTable
    @inlinable init(table: ObjectTable) { self.table = table }
    @inlinable
    public func makeIterator() -> AnyIterator<Value> {
      var iterator = table.makeIterator()
      return AnyIterator { iterator.next()?.value }
    }
    @inlinable
    public var underestimatedCount: Int { table.count }
    /// The value of the smallest id.
    @inlinable
    public var first: Value? { table.first?.value }
  }
}

extension ObjectTable: ExpressibleByDictionaryLiteral {
  @inlinable
  public init(dictionaryLiteral elements: (ObjectID, Value)...) {
    self.init()
    for (key, value) in elements { self[key] = value }
  }
}

extension ObjectTable: Equatable where Value: Equatable {
  @inlinable
  public static func == (lhs: ObjectTable, rhs: ObjectTable) -> Bool {
    if lhs.isIdentical(to: rhs) { return true }
    guard lhs.count == rhs.count else { return false }
    return lhs.elementsEqual(rhs) { $0.key == $1.key && $0.value == $1.value }
  }
}

extension ObjectTable where Value: Equatable {
  /// True when both tables hold equal values for `key`, or neither holds one. The same
  /// stored value (a copy of the table not changed there since) is known equal without
  /// comparing.
  @inlinable
  public func hasSameValue(forKey key: ObjectID, as other: ObjectTable) -> Bool {
    if key.rawValue >= 0 {
      let mine = entry(key)
      let theirs = other.entry(key)
      if mine === theirs { return true }
      return mine?.value == theirs?.value
    }
    return lookup(key) == other.lookup(key)
  }
}

extension ObjectTable: Hashable where Value: Hashable {
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for (key, value) in self {
      hasher.combine(key)
      hasher.combine(value)
    }
  }
}

extension ObjectTable: CustomStringConvertible {
  @inlinable
  public var description: String {
    "[" + map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
  }
}

// The nodes are changed only through a uniquely referenced table (copy on write), so a table
// is safe to send when its values are.
extension ObjectTable: @unchecked Sendable where Value: Sendable {}
