/// A growable array that shares structure between copies: copying one is O(1), and changing
/// or appending to a copy copies only the few nodes on the path to that index (a trie of
/// 32-way nodes), so the interpreter's variable storage kept by a transaction or `:undo`
/// costs what a statement changed.
///
/// Reading an index that was never appended gives `fallback`, and writing one does nothing:
/// indices come from `append`, so neither happens in a correct program, and neither traps.
public struct PersistentVector<Element> {
  @inlinable static var bits: Int { TrieNode.bits }
  @inlinable static var width: Int { TrieNode.width }
  @inlinable static var mask: Int { TrieNode.mask }

  /// One element, boxed so that a node's slots are references.
  @usableFromInline typealias Box = TrieBox<Element>

  /// The trie: an interior node's first `occupied` slots hold children, a leaf's hold boxes.
  @usableFromInline var root = TrieNode.make()
  /// How far the root's index bits are shifted: 0 when the root holds the elements itself.
  @usableFromInline var shift = 0
  @usableFromInline var storedCount = 0
  /// What a read outside `0..<count` gives.
  public let fallback: Element

  /// An empty vector whose reads outside its elements give `fallback`.
  @inlinable
  public init(fallback: Element) {
    self.fallback = fallback
  }

  /// The number of elements.
  @inlinable public var count: Int { storedCount }
  @inlinable public var isEmpty: Bool { count == 0 }
  @inlinable public var indices: Range<Int> { 0..<count }

  /// The element at `index`.
  @inlinable
  public subscript(index: Int) -> Element {
    get { element(at: index) ?? fallback }
    set {
      guard indices.contains(index) else { return }
      Self.set(newValue, at: index, in: &root, level: shift)
    }
  }

  /// The element at `index`, or nil outside the vector.
  @inlinable
  public func element(at index: Int) -> Element? {
    guard indices.contains(index) else { return nil }
    return withExtendedLifetime(root) {
      TrieNode.unretainedLeaf(below: root, shift: shift, index: index)?._withUnsafeGuaranteedRef {
        $0.slot(index & Self.mask, as: Box.self)?.value
      }
    }
  }

  /// Adds `element` at the end.
  @inlinable
  public mutating func append(_ element: Element) {
    if count == 1 << (shift + Self.bits) {
      let grown = TrieNode.make()
      grown.setSlot(0, to: root)
      root = grown
      shift += Self.bits
    }
    Self.append(element, at: count, in: &root, level: shift)
    storedCount += 1
  }

  /// True when both vectors are the same storage (nothing changed since one was copied from
  /// the other). O(1).
  @inlinable
  public func isIdentical(to other: PersistentVector) -> Bool {
    root === other.root && count == other.count
  }

  @inlinable
  static func makeUnique(_ node: inout TrieNode) {
    if !isKnownUniquelyReferenced(&node) { node = node.copy() }
  }

  /// Takes the child at `index` out of the (unique) `node`, so it is uniquely referenced when
  /// nothing else shares it; `put` gives it back.
  @inlinable
  static func take(_ index: Int, of node: TrieNode) -> TrieNode? {
    let child = node.child(at: index)
    node.setSlot(index, to: nil)
    return child
  }

  @inlinable
  static func set(_ element: Element, at index: Int, in node: inout TrieNode, level: Int) {
    makeUnique(&node)
    if level == 0 {
      let slot = index & mask
      if !node.isEmpty(at: slot) { node.setSlot(slot, to: Box(element)) }
      return
    }
    let position = (index >> level) & mask
    guard var child = take(position, of: node) else { return }
    set(element, at: index, in: &child, level: level - bits)
    node.setSlot(position, to: child)
  }

  @inlinable
  static func append(_ element: Element, at index: Int, in node: inout TrieNode, level: Int) {
    makeUnique(&node)
    if level == 0 {
      guard node.occupied < width else { return }
      node.setSlot(node.occupied, to: Box(element))
      return
    }
    let position = (index >> level) & mask
    if position == node.occupied, position < width {
      node.setSlot(position, to: TrieNode.make())
    }
    guard var child = take(position, of: node) else { return }
    append(element, at: index, in: &child, level: level - bits)
    node.setSlot(position, to: child)
  }
}

extension PersistentVector: Sequence {
  public struct Iterator: IteratorProtocol {
    @usableFromInline let vector: PersistentVector
    @usableFromInline var index = 0

    @inlinable init(vector: PersistentVector) { self.vector = vector }

    @inlinable
    public mutating func next() -> Element? {
      guard let element = vector.element(at: index) else { return nil }
      index += 1
      return element
    }
  }

  @inlinable public func makeIterator() -> Iterator { Iterator(vector: self) }
  @inlinable public var underestimatedCount: Int { count }
}

extension PersistentVector: Equatable where Element: Equatable {
  @inlinable
  public static func == (lhs: PersistentVector, rhs: PersistentVector) -> Bool {
    if lhs.isIdentical(to: rhs) { return true }
    return lhs.count == rhs.count && lhs.elementsEqual(rhs)
  }
}

// Nodes change only through a uniquely referenced vector (copy on write).
extension PersistentVector: @unchecked Sendable where Element: Sendable {}
