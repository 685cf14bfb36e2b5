import AlertLabTestSupport
import Testing

@testable import AlertLabKit

extension ObjectTable {
  /// Checks the trie below the root: every node's bitmap marks exactly its used slots and
  /// `occupied` counts them, leaves are at level 0 only, no empty node is kept, the tail
  /// is above every block of the trie, and the entries add up to `count`.
  func checkInvariants() -> Bool {
    func check(_ node: Node, level: Int) -> Int? {
      guard node.capacity >= ObjectTable.width else { return nil }
      let slots = 0..<ObjectTable.width
      let marked = slots.allSatisfy {
        node.isEmpty(at: $0) == (node.slot($0, as: AnyObject.self) == nil)
      }
      guard marked else { return nil }
      if level == 0 {
        let used = slots.filter { node.slot($0, as: Entry.self) != nil }.count
        return used == node.occupied && used > 0 ? used : nil
      }
      var used = 0
      var entries = 0
      for index in slots {
        guard let child = node.child(at: index) else { continue }
        guard let below = check(child, level: level - ObjectTable.bits) else { return nil }
        used += 1
        entries += below
      }
      return used == node.occupied && used > 0 ? entries : nil
    }
    // The tail: a leaf whose bitmap marks its slots (it may be empty), above every block of
    // the trie.
    var inTail = 0
    if let tail {
      let slots = 0..<ObjectTable.width
      let used = slots.filter { tail.slot($0, as: Entry.self) != nil }.count
      guard used == tail.occupied, tailBase >= 0, tailBase & ObjectTable.mask == 0 else {
        return false
      }
      inTail = used
      var below = true
      if let root {
        _ = ObjectTable.allKeys(in: root, base: 0, level: shift) {
          below = below && $0.rawValue < tailBase
          return true
        }
      }
      guard below else { return false }
    } else if root != nil {
      return false
    }
    guard let root else { return storedCount == negative.count + inTail }
    return check(root, level: shift).map { $0 + negative.count + inTail == storedCount } ?? false
  }
}

@Suite("Object table")
struct ObjectTableTests {
  @Test("random inserts, updates and removals agree with Dictionary at every step")
  func agreesWithDictionary() {
    for seed in UInt64(1)...20 {
      var generator = SplitMix64(seed: seed)
      var table = ObjectTable<Int>()
      var reference: [ObjectID: Int] = [:]
      var snapshots: [(ObjectTable<Int>, [ObjectID: Int])] = []
      // Mostly small ids, as the world hands them out, some far apart, a few below zero.
      let ranges = [0..<70, 0..<3_000, -40..<0, 40_000..<40_100]
      for step in 0..<800 {
        let range = ranges[Int.random(in: 0..<10, using: &generator) < 7 ? 0 : step % 4]
        let key = ObjectID(Int.random(in: range, using: &generator))
        switch Int.random(in: 0..<10, using: &generator) {
        case 0..<5:
          let value = Int.random(in: 0..<1_000, using: &generator)
          #expect(
            table.updateValue(value, forKey: key) == reference.updateValue(value, forKey: key))
        case 5..<8:
          #expect(table.removeValue(forKey: key) == reference.removeValue(forKey: key))
        case 8:
          table[key, default: 0] += 1
          reference[key, default: 0] += 1
        case 9 where step % 2 == 0:
          // Changed in place: what the change returns comes back, nil where there is no entry.
          let changed = table.modify(key) { value -> Int in
            value += 7
            return value
          }
          reference[key]? += 7
          #expect(changed == reference[key])
        default:
          table[key] = nil
          reference[key] = nil
        }
        #expect(table.count == reference.count)
        #expect(table[key] == reference[key])
        #expect(table.contains(key) == (reference[key] != nil))
        #expect(table.reading(key) { $0 + 1 } == reference[key].map { $0 + 1 })
        if step % 50 == 0 { snapshots.append((table, reference)) }
      }
      #expect(table.checkInvariants())
      #expect(Array(table.keys) == reference.keys.sorted())
      var walked: [ObjectID] = []
      #expect(
        table.allKeys {
          walked.append($0)
          return true
        })
      #expect(walked == reference.keys.sorted())
      if let middle = walked.dropFirst(walked.count / 2).first {
        // Stopped at an id, the walk reports it and goes no further.
        var partial: [ObjectID] = []
        #expect(
          !table.allKeys {
            partial.append($0)
            return $0 != middle
          })
        #expect(partial == Array(walked.prefix { $0 != middle }) + [middle])
      }
      #expect(table.map(\.value) == reference.sorted { $0.key < $1.key }.map(\.value))
      // Copies taken along the way were not changed by what came after them.
      for (snapshot, expected) in snapshots {
        #expect(snapshot.count == expected.count)
        #expect(Array(snapshot.keys) == expected.keys.sorted())
        #expect(snapshot.allSatisfy { expected[$0.key] == $0.value })
        #expect(snapshot.checkInvariants())
      }
    }
  }

  @Test("random changes to shared copies keep every node's bitmap and free what none holds")
  func sharedCopiesFreeTheirValues() {
    var generator = SplitMix64(seed: 11)
    var weak: [ObjectID: () -> Probe?] = [:]
    var expected: [[ObjectID: Probe]] = []
    do {
      var tables: [ObjectTable<Probe>] = [ObjectTable()]
      var references: [[ObjectID: Probe]] = [[:]]
      for step in 0..<2_000 {
        // Change a copy of one of the tables kept so far, so changes reach shared nodes.
        let from = Int.random(in: 0..<tables.count, using: &generator)
        var table = tables[from]
        var reference = references[from]
        let key = ObjectID(Int.random(in: 0..<1_200, using: &generator))
        if Int.random(in: 0..<3, using: &generator) == 0 {
          table[key] = nil
          reference[key] = nil
        } else {
          let probe = Probe()
          weak[ObjectID(step)] = { [weak probe] in probe }
          table[key] = probe
          reference[key] = probe
        }
        #expect(table.checkInvariants())
        tables.append(table)
        references.append(reference)
        if tables.count > 8 {
          let dropped = Int.random(in: 0..<tables.count, using: &generator)
          tables.remove(at: dropped)
          references.remove(at: dropped)
        }
      }
      for (table, reference) in zip(tables, references) {
        #expect(table.count == reference.count)
        #expect(table.allSatisfy { reference[$0.key] === $0.value })
      }
      expected = references
    }
    // What the kept references hold is alive; once they go, every value is freed.
    let alive = Set(expected.flatMap { $0.values.map { ObjectIdentifier($0) } })
    #expect(
      weak.values.allSatisfy { probe in probe().map { alive.contains(ObjectIdentifier($0)) } ?? true
      })
    expected = []
    #expect(weak.values.allSatisfy { $0() == nil })
  }

  @Test("a copy shares everything until one of them changes, then only the path copies")
  func copiesShareStructure() {
    var original = ObjectTable<String>()
    for id in 1...5_000 { original[ObjectID(id)] = "v\(id)" }
    #expect(original.shift == 10)
    var copy = original
    #expect(copy.isIdentical(to: original))
    copy[ObjectID(2_500)] = "changed"
    #expect(!copy.isIdentical(to: original))
    #expect(original[ObjectID(2_500)] == "v2500")
    #expect(copy[ObjectID(2_500)] == "changed")
    // Three nodes were copied (root, interior, leaf); every other child is the same object.
    guard let a = original.root, let b = copy.root else {
      Issue.record("no root")
      return
    }
    let slots = 0..<ObjectTable<String>.width
    let changed = slots.filter { a.child(at: $0) !== b.child(at: $0) }.count
    #expect(changed == 1)
    let sameLeaves = slots.filter {
      a.child(at: 2)?.child(at: $0) === b.child(at: 2)?.child(at: $0)
    }
    .count
    #expect(sameLeaves == ObjectTable<String>.width - 1)
    #expect(original.checkInvariants() && copy.checkInvariants())
  }

  @Test("the objects made last live in the tail: changing one in a copy copies one leaf")
  func recentIdsChangeInTheTail() {
    var original = ObjectTable<String>()
    for id in 1...5_000 { original[ObjectID(id)] = "v\(id)" }
    #expect(original.tailBase == 4_992 && original.tail?.occupied == 9)
    var copy = original
    copy[ObjectID(4_999)] = "changed"
    copy.modify(ObjectID(4_995)) { $0 += "!" }
    // The trie is not touched; the tail alone was copied.
    #expect(copy.root === original.root && copy.tail !== original.tail)
    #expect(original[ObjectID(4_999)] == "v4999" && copy[ObjectID(4_999)] == "changed")
    #expect(original[ObjectID(4_995)] == "v4995" && copy[ObjectID(4_995)] == "v4995!")
    // An id past the tail's block puts the tail into the trie and starts a new one; the
    // original still has its own.
    copy[ObjectID(5_100)] = "far"
    #expect(copy.tailBase == 5_088 && copy.tail?.occupied == 1)
    #expect(copy[ObjectID(4_999)] == "changed" && copy[ObjectID(5_100)] == "far")
    #expect(original.tailBase == 4_992 && original[ObjectID(5_100)] == nil)
    // Emptied, the tail stays, so an id below it still goes into the trie.
    copy[ObjectID(5_100)] = nil
    copy[ObjectID(5_050)] = "below"
    #expect(copy.tailBase == 5_088 && copy.tail?.occupied == 0)
    #expect(Array(copy.keys.suffix(2)) == [ObjectID(5_000), ObjectID(5_050)])
    #expect(copy.count == 5_001 && original.count == 5_000)
    #expect(original.checkInvariants() && copy.checkInvariants())
  }

  /// A value whose end a weak reference sees.
  final class Probe {}

  @Test("values are freed with the last table holding them, and not before")
  func valuesAreFreedWithTheirNodes() {
    var weak: [() -> Probe?] = []
    do {
      var table = ObjectTable<Probe>()
      for id in [1, 2, 31, 32, 1_000, 40_000] {
        let probe = Probe()
        weak.append { [weak probe] in probe }
        table[ObjectID(id)] = probe
      }
      var copy = table
      copy[ObjectID(2)] = nil
      copy[ObjectID(32)] = Probe()
      table = [:]
      // The copy still holds every value but the one it removed and the one it replaced.
      #expect(weak.map { $0() != nil } == [true, false, true, false, true, true])
      #expect(copy.count == 5)
    }
    #expect(weak.allSatisfy { $0() == nil })
  }

  @Test("a table changed in place (not shared) keeps its nodes")
  func uniqueTableChangesInPlace() {
    var table: ObjectTable<Int> = [ObjectID(1): 1, ObjectID(2): 2, ObjectID(40): 3]
    let root = table.root.map(ObjectIdentifier.init)
    table[ObjectID(2)] = 20
    #expect(table.root.map(ObjectIdentifier.init) == root)
    #expect(table[ObjectID(2)] == 20)
  }

  @Test("modify changes a value in place once this table alone holds it, never a copy's")
  func modifyInPlace() {
    var table = ObjectTable<[Int]>()
    for id in [-3, 1, 2, 40, 2_000] { table[ObjectID(id)] = [id] }
    let copy = table
    // Shared with the copy: the path and the box are copied, the copy keeps its values.
    for id in [-3, 1, 2_000] { table.modify(ObjectID(id)) { $0.append(0) } }
    #expect(copy[ObjectID(1)] == [1] && copy[ObjectID(2_000)] == [2_000])
    #expect(copy[ObjectID(-3)] == [-3])
    #expect(table[ObjectID(1)] == [1, 0] && table[ObjectID(-3)] == [-3, 0])
    #expect(table.entry(ObjectID(2)) === copy.entry(ObjectID(2)))
    #expect(table.entry(ObjectID(1)) !== copy.entry(ObjectID(1)))
    // Held by this table alone now: the same box is changed again.
    let box = table.entry(ObjectID(1)).map(ObjectIdentifier.init)
    table.modify(ObjectID(1)) { $0.append(1) }
    #expect(table.entry(ObjectID(1)).map(ObjectIdentifier.init) == box)
    #expect(table[ObjectID(1)] == [1, 0, 1])
    // A missing id: nothing is called and nothing is added.
    var called = false
    #expect(table.modify(ObjectID(7)) { _ in called = true } == nil)
    #expect(!called && table.count == 5 && table[ObjectID(7)] == nil)
    // A change that throws keeps what it did before, as an inout argument does.
    struct Stop: Error {}
    #expect(throws: Stop.self) {
      try table.modify(ObjectID(40)) { value in
        value = [41]
        throw Stop()
      }
    }
    #expect(table[ObjectID(40)] == [41] && copy[ObjectID(40)] == [40])
    #expect(table.checkInvariants() && copy.checkInvariants())
  }

  @Test("ids iterate in order across levels and below zero; equality ignores history")
  func orderAndEquality() {
    var up = ObjectTable<Int>()
    var down = ObjectTable<Int>()
    let ids = [-3, 0, 1, 31, 32, 1_023, 1_024, 70_000, Int.max]
    for id in ids { up[ObjectID(id)] = id }
    for id in ids.reversed() { down[ObjectID(id)] = id }
    #expect(Array(up.keys) == ids.map(ObjectID.init))
    #expect(up.keys.first == ObjectID(-3))
    #expect(up.values.first == -3)
    #expect(up == down)
    #expect(up.hashValue == down.hashValue)
    down[ObjectID(7)] = 8
    #expect(up != down)
    for id in ids { up.removeValue(forKey: ObjectID(id)) }
    #expect(up.isEmpty && up.root == nil && up.checkInvariants())
    #expect(up == ObjectTable<Int>())
  }

  @Test("filter and mapValues give tables; a missing id reads nil at any size")
  func filterMapAndMisses() {
    let table: ObjectTable<Int> = [ObjectID(5): 2, ObjectID(3): 1, ObjectID(900): 3]
    #expect(Array(table.filter { $0.value > 1 }.keys) == [ObjectID(5), ObjectID(900)])
    #expect(table.mapValues { $0 * 10 }[ObjectID(900)] == 30)
    #expect(table.description == "[#3: 1, #5: 2, #900: 3]")
    #expect(table[ObjectID(4)] == nil)
    #expect(table[ObjectID(1 << 40)] == nil)
    #expect(table[ObjectID(-1)] == nil)
  }

  @Test("hasSameValue: shared, equal after a change, different, missing, below zero")
  func sameValueForKey() {
    let table: ObjectTable<Int> = [ObjectID(5): 2, ObjectID(70): 1, ObjectID(-2): 4]
    var copy = table
    #expect(copy.hasSameValue(forKey: ObjectID(5), as: table))
    copy[ObjectID(5)] = 2
    #expect(copy.hasSameValue(forKey: ObjectID(5), as: table))
    copy[ObjectID(70)] = 9
    #expect(!copy.hasSameValue(forKey: ObjectID(70), as: table))
    #expect(copy.hasSameValue(forKey: ObjectID(5), as: table))
    copy[ObjectID(5)] = nil
    #expect(!copy.hasSameValue(forKey: ObjectID(5), as: table))
    #expect(copy.hasSameValue(forKey: ObjectID(6), as: table))
    #expect(copy.hasSameValue(forKey: ObjectID(1 << 40), as: table))
    #expect(copy.hasSameValue(forKey: ObjectID(-2), as: table))
    copy[ObjectID(-2)] = 3
    #expect(!copy.hasSameValue(forKey: ObjectID(-2), as: table))
  }
}

/// A key whose stable hash the test chooses, to force shared hash prefixes and equal hashes.
private struct ChosenHashKey: StablyHashable, Comparable, CustomStringConvertible {
  let name: Int
  let stableHash: UInt64
  static func < (lhs: ChosenHashKey, rhs: ChosenHashKey) -> Bool { lhs.name < rhs.name }
  var description: String { "k\(name)" }
}

@Suite("Persistent hash map")
struct PersistentHashMapTests {
  @Test("random changes agree with Dictionary, with equal hashes and shared prefixes")
  func agreesWithDictionary() {
    for seed in UInt64(1)...20 {
      var generator = SplitMix64(seed: seed)
      // Hashes from a small set: many keys share every bit (equal hashes) or the low 5, 10,
      // 15 bits (nodes several levels deep).
      let hashes: [UInt64] = [0, 1, 32, 1 << 10, 1 << 15 | 1, 1 << 63, .max, 0x1234_5678]
      func key(_ name: Int) -> ChosenHashKey {
        ChosenHashKey(name: name, stableHash: hashes[name % hashes.count])
      }
      var map = PersistentHashMap<ChosenHashKey, Int>()
      var reference: [ChosenHashKey: Int] = [:]
      var snapshots: [(PersistentHashMap<ChosenHashKey, Int>, [ChosenHashKey: Int])] = []
      for step in 0..<600 {
        let chosen = key(Int.random(in: 0..<60, using: &generator))
        switch Int.random(in: 0..<10, using: &generator) {
        case 0..<5:
          let value = Int.random(in: 0..<1_000, using: &generator)
          #expect(
            map.updateValue(value, forKey: chosen) == reference.updateValue(value, forKey: chosen))
        case 5..<8:
          #expect(map.removeValue(forKey: chosen) == reference.removeValue(forKey: chosen))
        case 8:
          map[chosen, default: 0] += 1
          reference[chosen, default: 0] += 1
        default:
          map[chosen] = nil
          reference[chosen] = nil
        }
        #expect(map.count == reference.count)
        #expect(map[chosen] == reference[chosen])
        if step % 50 == 0 { snapshots.append((map, reference)) }
      }
      #expect(map.keys.sorted() == reference.keys.sorted())
      #expect(map.count == Array(map).count)
      for (snapshot, expected) in snapshots {
        #expect(snapshot.count == expected.count)
        #expect(snapshot.keys.sorted() == expected.keys.sorted())
        #expect(snapshot.allSatisfy { expected[$0.key] == $0.value })
      }
    }
  }

  @Test("string keys: the order is the same every run, a copy shares until changed")
  func stringKeys() {
    var names = PersistentHashMap<String, Int>()
    for index in 0..<5_000 { names["v\(index)"] = index }
    #expect(names.count == 5_000)
    #expect(names["v4999"] == 4_999 && names["v5000"] == nil)
    // FNV-1a: the hash of a string is fixed, so the iteration order is too.
    #expect("a".stableHash == 0xaf63_dc4c_8601_ec8c)
    // Read from the storage in place, it is FNV-1a over the UTF-8 view: for small and large
    // strings, ASCII or not, and strings made from substrings.
    let samples = [
      "", "a", "alert", "UIAlertController", "textField.placeholder = \"Name\"",
      "登录", "café", "e\u{301}", String(repeating: "x", count: 100),
      String("--middle--".dropFirst(2).dropLast(2)),
    ]
    for sample in samples {
      #expect(sample.stableHash == String.fnv1a(sample.utf8), "\(sample)")
      #expect(sample.stableHash == String.fnv1a(Array(sample.utf8)), "\(sample)")
    }
    let order = Array(names.keys)
    var rebuilt = PersistentHashMap<String, Int>()
    for index in (0..<5_000).reversed() { rebuilt["v\(index)"] = index }
    #expect(Array(rebuilt.keys) == order)
    #expect(rebuilt == names)
    var copy = names
    #expect(copy.isIdentical(to: names))
    copy["v10"] = -1
    #expect(!copy.isIdentical(to: names) && names["v10"] == 10 && copy["v10"] == -1)
    // Only the path to "v10" was copied: the root's other children are shared.
    let shared = zip(names.root?.slots ?? [], copy.root?.slots ?? []).filter { pair in
      if case .node(let a) = pair.0, case .node(let b) = pair.1 { return a === b }
      return false
    }.count
    #expect(shared >= 30)
    for index in 0..<5_000 { names.removeValue(forKey: "v\(index)") }
    #expect(names.isEmpty && names.root == nil)
  }
}
