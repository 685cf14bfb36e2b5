/// A growable array that shares structure between copies: copying one is O(1), and changing
/// or appending to a copy copies only the few nodes on the path to that index (a trie of
/// 32-way nodes), so the interpreter's variable storage kept by a transaction or `:undo`
/// costs what a statement changed.
///
/// Reading an index that was never appended gives `fallback`, and writing one does nothing:
/// indices come from `append`, so neither happens in a correct program, and neither traps.
public struct PersistentVector<Element> {
  static var bits: Int { 5 }
  static var width: Int { 1 << bits }
  static var mask: Int { width - 1 }

  final class Node {
    var children: [Node]
    var items: [Element]

    init(children: [Node] = [], items: [Element] = []) {
      self.children = children
      self.items = items
    }

    func copy() -> Node { Node(children: children, items: items) }
  }

  var root = Node()
  /// How far the root's index bits are shifted: 0 when the root holds the elements itself.
  var shift = 0
  /// The number of elements.
  public private(set) var count = 0
  /// What a read outside `0..<count` gives.
  public let fallback: Element

  /// An empty vector whose reads outside its elements give `fallback`.
  public init(fallback: Element) {
    self.fallback = fallback
  }

  public var isEmpty: Bool { count == 0 }
  public var indices: Range<Int> { 0..<count }

  /// The element at `index`.
  public subscript(index: Int) -> Element {
    get { element(at: index) ?? fallback }
    set {
      guard indices.contains(index) else { return }
      Self.set(newValue, at: index, in: &root, level: shift)
    }
  }

  /// The element at `index`, or nil outside the vector.
  public func element(at index: Int) -> Element? {
    guard indices.contains(index) else { return nil }
    var node = root
    var level = shift
    while level > 0 {
      let child = (index >> level) & Self.mask
      guard child < node.children.count else { return nil }
      node = node.children[child]
      level -= Self.bits
    }
    let slot = index & Self.mask
    return slot < node.items.count ? node.items[slot] : nil
  }

  /// Adds `element` at the end.
  public mutating func append(_ element: Element) {
    if count == 1 << (shift + Self.bits) {
      root = Node(children: [root])
      shift += Self.bits
    }
    Self.append(element, at: count, in: &root, level: shift)
    count += 1
  }

  /// True when both vectors are the same storage (nothing changed since one was copied from
  /// the other). O(1).
  public func isIdentical(to other: PersistentVector) -> Bool {
    root === other.root && count == other.count
  }

  static func makeUnique(_ node: inout Node) {
    if !isKnownUniquelyReferenced(&node) { node = node.copy() }
  }

  static func set(_ element: Element, at index: Int, in node: inout Node, level: Int) {
    makeUnique(&node)
    if level == 0 {
      let slot = index & mask
      if slot < node.items.count { node.items[slot] = element }
      return
    }
    let child = (index >> level) & mask
    guard child < node.children.count else { return }
    set(element, at: index, in: &node.children[child], level: level - bits)
  }

  static func append(_ element: Element, at index: Int, in node: inout Node, level: Int) {
    makeUnique(&node)
    if level == 0 {
      node.items.append(element)
      return
    }
    let child = (index >> level) & mask
    if child == node.children.count { node.children.append(Node()) }
    guard child < node.children.count else { return }
    append(element, at: index, in: &node.children[child], level: level - bits)
  }
}

extension PersistentVector: Sequence {
  public struct Iterator: IteratorProtocol {
    let vector: PersistentVector
    var index = 0

    public mutating func next() -> Element? {
      guard let element = vector.element(at: index) else { return nil }
      index += 1
      return element
    }
  }

  public func makeIterator() -> Iterator { Iterator(vector: self) }
  public var underestimatedCount: Int { count }
}

extension PersistentVector: Equatable where Element: Equatable {
  public static func == (lhs: PersistentVector, rhs: PersistentVector) -> Bool {
    if lhs.isIdentical(to: rhs) { return true }
    return lhs.count == rhs.count && lhs.elementsEqual(rhs)
  }
}

// Nodes change only through a uniquely referenced vector (copy on write).
extension PersistentVector: @unchecked Sendable where Element: Sendable {}
