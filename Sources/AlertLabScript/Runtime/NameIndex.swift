/// A table from names to values that does not change once made, for the catalog's tables
/// that every statement reads (types by name, members by name). A lookup hashes the name's
/// bytes eight at a time (`nameFingerprint`: a few dozen instructions, where `Dictionary`'s
/// seeded SipHash takes a few hundred a lookup) and compares the name exactly with the keys
/// of that hash it finds:
/// open addressing with linear probing, in slots at most half full, so that a miss ends at an
/// empty slot after a probe or two. An object, so that reading a table held in a `static let`
/// retains one reference, not each of its arrays.
///
/// It answers as a `Dictionary` of the same pairs would, whose keys are equal when Swift's
/// `==` says so: equal strings of other bytes (a precomposed `é` and `e` with a combining
/// accent) hash differently, so a table with a key that is not ASCII, or a name that is not,
/// is searched by comparing the name with every key (no catalog name is so: that path is
/// there to be right, not fast). Its entries keep the order they were given in; of equal
/// keys the first is kept, as `Dictionary(_:uniquingKeysWith: { first, _ in first })` keeps
/// it.
final class NameIndex<Value> {
  /// The keys, in the order given, each once.
  let keys: [String]
  /// The value of each key, at the key's index.
  let values: [Value]
  /// For each slot, the hash of its entry's key and the entry's index, or -1 for an empty
  /// slot. A power of two in number, at least twice the entries.
  private let slots: [(hash: UInt64, entry: Int)]
  /// True when every key is ASCII, so a name that is ASCII too equals a key only when their
  /// bytes are the same.
  private let keysAreASCII: Bool

  /// A table of `pairs`; of pairs with equal keys, the first.
  init(_ pairs: some Sequence<(String, Value)>) {
    var table = Builder()
    for (key, value) in pairs { table.add(key, value) }
    keys = table.keys
    values = table.values
    slots = table.slots
    keysAreASCII = table.keysAreASCII
  }

  /// A table of a dictionary's pairs, in the order of their keys (sorted, so that the order
  /// is the same on every run).
  convenience init(_ dictionary: [String: Value]) {
    self.init(dictionary.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
  }

  /// The value for `key`, or nil.
  @inline(__always)
  subscript(key: String) -> Value? {
    guard let index = index(of: key) else { return nil }
    return values[index]
  }

  /// True when a key equals `key`; the value is not copied.
  @inline(__always)
  func contains(_ key: String) -> Bool { index(of: key) != nil }

  /// The index in `keys` of the key equal to `key`, if there is one. An empty table answers
  /// without hashing the key.
  func index(of key: String) -> Int? {
    if keys.isEmpty { return nil }
    return Self.index(of: key, in: slots, keys, keysAreASCII: keysAreASCII)
  }

  /// The number of entries.
  var count: Int { keys.count }

  /// True when the table has no entries.
  var isEmpty: Bool { keys.isEmpty }

  /// The index of the key in `keys` that equals `key`, found through `slots`.
  @inline(__always)
  private static func index(
    of key: String, in slots: [(hash: UInt64, entry: Int)], _ keys: [String],
    keysAreASCII: Bool
  ) -> Int? {
    let (hash, isASCII) = nameFingerprint(key)
    guard isASCII, keysAreASCII else { return keys.firstIndex { $0 == key } }
    let mask = slots.count &- 1
    var index = Int(truncatingIfNeeded: hash) & mask
    while true {
      let slot = slots[index]
      if slot.entry < 0 { return nil }
      if slot.hash == hash, keys[slot.entry] == key { return slot.entry }
      index = (index &+ 1) & mask
    }
  }

  /// A table being made: entries added one at a time, the slots doubled as they fill.
  private struct Builder {
    var keys: [String] = []
    var values: [Value] = []
    var hashes: [UInt64] = []
    var slots: [(hash: UInt64, entry: Int)] = [(0, -1)]
    var keysAreASCII = true

    /// Adds `key` with `value`, unless a key equal to it is there already.
    mutating func add(_ key: String, _ value: Value) {
      if NameIndex.index(of: key, in: slots, keys, keysAreASCII: keysAreASCII) != nil { return }
      let (hash, isASCII) = nameFingerprint(key)
      keysAreASCII = keysAreASCII && isASCII
      keys.append(key)
      values.append(value)
      hashes.append(hash)
      if keys.count &* 2 > slots.count {
        slots = Array(repeating: (0, -1), count: slots.count &* 2)
        for (index, stored) in hashes.enumerated() { place(stored, entry: index) }
      } else {
        place(hash, entry: keys.count &- 1)
      }
    }

    /// Puts entry `entry`, whose key's hash is `hash`, in the first empty slot from its own.
    mutating func place(_ hash: UInt64, entry: Int) {
      let mask = slots.count &- 1
      var index = Int(truncatingIfNeeded: hash) & mask
      while slots[index].entry >= 0 { index = (index &+ 1) & mask }
      slots[index] = (hash, entry)
    }
  }
}

extension NameIndex: Sendable where Value: Sendable {}

extension NameIndex: Sequence {
  /// The entries, as a dictionary's are seen (`key`, `value`), in the order of the entries.
  struct Iterator: IteratorProtocol {
    let table: NameIndex
    var position = 0

    mutating func next() -> (key: String, value: Value)? {
      guard position < table.keys.count else { return nil }
      defer { position &+= 1 }
      return (table.keys[position], table.values[position])
    }
  }

  func makeIterator() -> Iterator { Iterator(table: self) }
}

/// A hash of `name`'s UTF-8 bytes, and whether they are all ASCII, in one pass that reads
/// eight bytes at a time: a name of 17 bytes takes three reads and a few multiplications.
/// The same bytes give the same hash; the hash is for this process only (it depends on the
/// machine's byte order).
@inline(__always)
func nameFingerprint(_ name: String) -> (hash: UInt64, isASCII: Bool) {
  if let found = name.utf8.withContiguousStorageIfAvailable({ nameFingerprint(bytes: $0) }) {
    return found
  }
  return Array(name.utf8).withUnsafeBufferPointer { nameFingerprint(bytes: $0) }
}

/// `nameFingerprint` of the bytes in `bytes`: each word of eight bytes (the last one read
/// from the last eight bytes, overlapping the one before) mixed in by a multiplication, a
/// name of fewer bytes one byte at a time, the length first.
@inline(__always)
private func nameFingerprint(bytes: UnsafeBufferPointer<UInt8>) -> (hash: UInt64, isASCII: Bool) {
  let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
  let count = bytes.count
  var hash = 0xcbf2_9ce4_8422_2325 ^ UInt64(truncatingIfNeeded: count)
  var seen: UInt64 = 0
  if count >= 8, let base = bytes.baseAddress {
    let raw = UnsafeRawPointer(base)
    var offset = 0
    while offset &+ 8 < count {
      let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      hash = (hash ^ word) &* multiplier
      seen |= word
      offset &+= 8
    }
    let last = raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
    hash = (hash ^ last) &* multiplier
    seen |= last
  } else {
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* multiplier
      seen |= UInt64(byte)
    }
  }
  hash ^= hash &>> 32
  hash = hash &* multiplier
  hash ^= hash &>> 29
  return (hash, seen & 0x8080_8080_8080_8080 == 0)
}

/// Which names a set of names may hold, as two bits of each name's `nameFingerprint` in 64 (a
/// Bloom filter): a name with a bit that is not set is not in the set, found in one pass over
/// its bytes, where a search of the set compares strings. A name with both bits set may be in
/// it or not. Names Swift finds equal may differ in bytes (`é`, `e` with a combining accent),
/// so a name that is not ASCII, or a set with such a name, may hold anything.
struct NameFilter: Sendable {
  /// The bits of the names added.
  private var bits: UInt64 = 0
  /// True when a name that is not ASCII was added.
  private var hasOtherNames = false

  /// A filter of no names.
  init() {}

  /// A filter of `names`.
  init(_ names: some Sequence<String>) {
    for name in names { insert(name) }
  }

  /// Adds `name` to the set.
  mutating func insert(_ name: String) {
    let (hash, isASCII) = nameFingerprint(name)
    bits |= Self.bits(of: hash)
    hasOtherNames = hasOtherNames || !isASCII
  }

  /// Two bits of a hash: one picked by its lowest six bits, one by the six above them.
  @inline(__always)
  private static func bits(of hash: UInt64) -> UInt64 {
    (1 &<< (hash & 63)) | (1 &<< ((hash &>> 6) & 63))
  }

  /// False when no name equal to `name` was added; true when one may have been.
  @inline(__always)
  func mayContain(_ name: String) -> Bool {
    // No name is told apart by a filter of none, or one with every bit set (many names).
    if bits == 0 { return false }
    if bits == .max { return true }
    let (hash, isASCII) = nameFingerprint(name)
    if !isASCII || hasOtherNames { return true }
    let wanted = Self.bits(of: hash)
    return bits & wanted == wanted
  }
}
