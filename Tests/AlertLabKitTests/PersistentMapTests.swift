import AlertLabTestSupport
import Testing

@testable import AlertLabKit

extension PersistentMap {
  /// Checks the AVL invariants below every node: keys in order, heights right, balanced.
  func checkInvariants() -> Bool {
    func check(_ node: Node?, lower: Key?, upper: Key?) -> Int? {
      guard let node else { return 0 }
      if let lower, !(lower < node.key) { return nil }
      if let upper, !(node.key < upper) { return nil }
      guard let left = check(node.left, lower: lower, upper: node.key),
        let right = check(node.right, lower: node.key, upper: upper),
        abs(left - right) <= 1, node.height == Swift.max(left, right) + 1
      else { return nil }
      return node.height
    }
    return check(root, lower: nil, upper: nil) != nil
  }
}

@Suite("Persistent map")
struct PersistentMapTests {
  @Test("random inserts, updates and removals agree with Dictionary at every step")
  func agreesWithDictionary() {
    for seed in UInt64(1)...20 {
      var generator = SplitMix64(seed: seed)
      var map = PersistentMap<Int, Int>()
      var reference: [Int: Int] = [:]
      var snapshots: [(PersistentMap<Int, Int>, [Int: Int])] = []
      for step in 0..<600 {
        let key = Int.random(in: 0..<150, using: &generator)
        switch Int.random(in: 0..<10, using: &generator) {
        case 0..<5:
          let value = Int.random(in: 0..<1_000, using: &generator)
          #expect(map.updateValue(value, forKey: key) == reference.updateValue(value, forKey: key))
        case 5..<8:
          #expect(map.removeValue(forKey: key) == reference.removeValue(forKey: key))
        case 8:
          map[key, default: 0] += 1
          reference[key, default: 0] += 1
        default:
          map[key] = nil
          reference[key] = nil
        }
        #expect(map.count == reference.count)
        #expect(map[key] == reference[key])
        if step % 50 == 0 { snapshots.append((map, reference)) }
      }
      #expect(map.checkInvariants())
      #expect(Array(map.keys) == reference.keys.sorted())
      #expect(map.map(\.value) == reference.sorted { $0.key < $1.key }.map(\.value))
      // Copies taken along the way were not changed by what came after them.
      for (snapshot, expected) in snapshots {
        #expect(snapshot.count == expected.count)
        #expect(Array(snapshot.keys) == expected.keys.sorted())
        #expect(snapshot.allSatisfy { expected[$0.key] == $0.value })
        #expect(snapshot.checkInvariants())
      }
    }
  }

  @Test("a copy shares everything until one of them changes, then only the path copies")
  func copiesShareStructure() {
    var original = PersistentMap<Int, String>()
    for key in 0..<1_000 { original[key] = "v\(key)" }
    var copy = original
    #expect(copy.isIdentical(to: original))
    copy[500] = "changed"
    #expect(!copy.isIdentical(to: original))
    #expect(original[500] == "v500")
    #expect(copy[500] == "changed")
    // Only the nodes on the path to 500 were copied: the rest are the same objects.
    var shared = 0
    var stack: [(PersistentMap<Int, String>.Node, PersistentMap<Int, String>.Node)] = []
    if let a = original.root, let b = copy.root { stack.append((a, b)) }
    while let (a, b) = stack.popLast() {
      if a === b {
        shared += 1
        continue
      }
      if let l1 = a.left, let l2 = b.left { stack.append((l1, l2)) }
      if let r1 = a.right, let r2 = b.right { stack.append((r1, r2)) }
    }
    #expect(shared >= 9)
    #expect(original.checkInvariants() && copy.checkInvariants())
  }

  @Test("a map changed in place (not shared) keeps its nodes")
  func uniqueMapChangesInPlace() {
    var map: PersistentMap<Int, Int> = [1: 1, 2: 2, 3: 3]
    let root = map.root.map(ObjectIdentifier.init)
    map[2] = 20
    #expect(map.root.map(ObjectIdentifier.init) == root)
    #expect(map[2] == 20)
  }

  @Test("sequential and reverse inserts stay balanced; equality ignores history")
  func balancedAndEqual() {
    var up = PersistentMap<Int, Int>()
    var down = PersistentMap<Int, Int>()
    for key in 0..<4_096 { up[key] = key }
    for key in (0..<4_096).reversed() { down[key] = key }
    #expect(up.checkInvariants() && down.checkInvariants())
    #expect((up.root?.height ?? 0) <= 18)
    #expect(up == down)
    #expect(up.hashValue == down.hashValue)
    down[7] = 8
    #expect(up != down)
    for key in 0..<4_096 where key % 3 != 0 { up.removeValue(forKey: key) }
    #expect(up.checkInvariants())
    #expect(up.count == 1_366)
    #expect(up.keys.allSatisfy { $0 % 3 == 0 })
  }

  @Test("string keys iterate in order; filter and mapValues give maps")
  func stringKeys() {
    let map: PersistentMap<String, Int> = ["b": 2, "a": 1, "c": 3]
    #expect(Array(map.keys) == ["a", "b", "c"])
    #expect(Array(map.filter { $0.value > 1 }.keys) == ["b", "c"])
    #expect(map.mapValues { $0 * 10 }["c"] == 30)
    #expect(map.description == "[a: 1, b: 2, c: 3]")
  }
}

extension PersistentVector {
  /// Checks every node: its bitmap marks exactly its used slots, which are its first ones,
  /// and the elements add up to `count`.
  func checkInvariants() -> Bool {
    func check(_ node: TrieNode, level: Int) -> Int? {
      let slots = 0..<TrieNode.width
      let used = slots.filter { node.slot($0, as: AnyObject.self) != nil }
      guard used == Array(0..<node.occupied),
        slots.allSatisfy({ node.isEmpty(at: $0) == !used.contains($0) })
      else { return nil }
      if level == 0 { return used.count }
      var elements = 0
      for index in used {
        guard let child = node.child(at: index), let below = check(child, level: level - 5)
        else { return nil }
        elements += below
      }
      return elements
    }
    return check(root, level: shift) == count
  }
}

@Suite("Persistent vector")
struct PersistentVectorTests {
  @Test("random appends and writes agree with Array, and earlier copies stay as they were")
  func agreesWithArray() {
    var generator = SplitMix64(seed: 7)
    var vector = PersistentVector<Int>(fallback: -1)
    var reference: [Int] = []
    var snapshots: [(PersistentVector<Int>, [Int])] = []
    for step in 0..<5_000 {
      if reference.isEmpty || Int.random(in: 0..<3, using: &generator) > 0 {
        vector.append(step)
        reference.append(step)
      } else {
        let index = Int.random(in: 0..<reference.count, using: &generator)
        vector[index] = -step
        reference[index] = -step
      }
      if step % 700 == 0 { snapshots.append((vector, reference)) }
    }
    #expect(vector.count == reference.count)
    #expect(Array(vector) == reference)
    #expect(vector.checkInvariants())
    for (snapshot, expected) in snapshots {
      #expect(Array(snapshot) == expected)
      #expect(snapshot.checkInvariants())
    }
  }

  @Test("reads outside the vector give the fallback and writes there change nothing")
  func outsideReadsAndWrites() {
    var vector = PersistentVector<String>(fallback: "none")
    vector.append("a")
    #expect(vector[0] == "a")
    #expect(vector[1] == "none")
    #expect(vector[-1] == "none")
    #expect(vector.element(at: 5) == nil)
    vector[3] = "x"
    #expect(vector.count == 1)
    #expect(Array(vector) == ["a"])
  }

  /// A value whose end a weak reference sees.
  final class Probe {}

  @Test("elements are freed with the last vector holding them, and not before")
  func elementsAreFreedWithTheirNodes() {
    var weak: [() -> Probe?] = []
    do {
      var vector = PersistentVector<Probe?>(fallback: nil)
      for _ in 0..<1_100 {
        let probe = Probe()
        weak.append { [weak probe] in probe }
        vector.append(probe)
      }
      var copy = vector
      copy[40] = nil
      vector = PersistentVector(fallback: nil)
      // The copy holds every element but the one it overwrote.
      #expect(weak.indices.allSatisfy { (weak[$0]() != nil) == ($0 != 40) })
      #expect(copy.count == 1_100)
    }
    #expect(weak.allSatisfy { $0() == nil })
  }

  @Test("a copy is identical until changed")
  func identity() {
    var vector = PersistentVector<Int>(fallback: 0)
    for value in 0..<100 { vector.append(value) }
    var copy = vector
    #expect(copy.isIdentical(to: vector))
    copy[50] = 0
    #expect(!copy.isIdentical(to: vector))
    #expect(vector[50] == 50)
    #expect(copy != vector)
  }
}
