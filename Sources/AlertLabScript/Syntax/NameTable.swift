/// The names a lexer has made, found again by their spelling: most names of an input are used
/// more than once (`alert`, `UIAlertController`), and copying a made name costs far less than
/// making it again from its bytes.
///
/// Names of up to 16 bytes are kept, keyed by their packed spelling (a name has no zero byte, so
/// the packed form tells names apart). The names are kept in the order they were made; an
/// open-addressing table of small numbers, which doubles when half full, finds them. Its slots
/// are plain numbers, so that making, growing and freeing the table touch no strings.
struct NameTable {
  /// A kept name and its packed spelling.
  private struct Entry {
    var key: Keyword.PackedName
    var name: String
  }

  private var entries: [Entry] = []
  /// For each slot, 0 when empty, else one more than the index of its entry.
  private var slots: [UInt32]
  /// The table has `2^bits` slots.
  private var bits: Int

  /// A table for an input of `byteCount` bytes: a slot for every 16 bytes or so (from 64 to
  /// 4,096 slots), which most inputs never fill half of, and room for names to fill a quarter.
  init(forInputOf byteCount: Int) {
    bits = min(12, max(6, Int.bitWidth &- max(0, byteCount / 16).leadingZeroBitCount))
    slots = [UInt32](repeating: 0, count: 1 &<< bits)
    entries.reserveCapacity(1 &<< (bits &- 2))
  }

  /// The kept name spelled by `key` (a name of 1 to 16 bytes), or nil with the slot where
  /// `keep` keeps it.
  @inline(__always)
  func find(_ key: Keyword.PackedName) -> (name: String?, slot: Int) {
    let mask = slots.count &- 1
    var slot = key.slot(bits: bits)
    while slots[slot] != 0 {
      let entry = Int(slots[slot]) &- 1
      if entries[entry].key == key { return (entries[entry].name, slot) }
      slot = (slot &+ 1) & mask
    }
    return (nil, slot)
  }

  /// Keeps `name`, spelled by `key`, at the slot `find` gave for it (nothing kept since).
  mutating func keep(_ name: String, for key: Keyword.PackedName, at slot: Int) {
    entries.append(Entry(key: key, name: name))
    slots[slot] = UInt32(truncatingIfNeeded: entries.count)
    if entries.count &* 2 > slots.count { grow() }
  }

  /// Doubles the slots and puts every kept name's number back.
  private mutating func grow() {
    bits &+= 1
    slots = [UInt32](repeating: 0, count: 1 &<< bits)
    let mask = slots.count &- 1
    for (index, entry) in entries.enumerated() {
      var slot = entry.key.slot(bits: bits)
      while slots[slot] != 0 { slot = (slot &+ 1) & mask }
      slots[slot] = UInt32(truncatingIfNeeded: index &+ 1)
    }
  }
}
