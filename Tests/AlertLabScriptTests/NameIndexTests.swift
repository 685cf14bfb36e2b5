import AlertLabKit
import AlertLabTestSupport
import Testing

@testable import AlertLabScript

/// `NameIndex` answers every lookup as a `Dictionary` of the same pairs does (keeping the
/// first of equal keys), names that are equal in other bytes included, and keeps its entries
/// in the order given; a `NameFilter` never leaves out a name of its set.
@Suite struct NameIndexTests {
  /// Pieces of names that share prefixes and lengths, so that probes pass over other keys;
  /// some not ASCII, among them ones Swift finds equal to others (a precomposed `é` and `e`
  /// with a combining accent, the Kelvin sign and `K`).
  static let asciiPieces = ["a", "b", "UI", "Alert", "K", "Controller", "_", "1", "ab", "e"]
  static let otherPieces = ["é", "e\u{301}", "\u{212A}", "👍🏽", "\u{301}"]

  @Test(arguments: [false, true])
  func randomTablesAnswerAsADictionaryDoes(allASCII: Bool) {
    let pieces = allASCII ? Self.asciiPieces : Self.asciiPieces + Self.otherPieces
    for seed in UInt64(1)...30 {
      var generator = SplitMix64(seed: seed)
      let size = Int.random(in: 0...200, using: &generator)
      let pairs = (0..<size).map { index in (generator.text(of: pieces, count: 0...4), index) }
      let table = NameIndex(pairs)
      let reference = Dictionary(pairs, uniquingKeysWith: { first, _ in first })
      #expect(table.count == reference.count)
      #expect(table.isEmpty == reference.isEmpty)
      for (key, _) in pairs { #expect(table[key] == reference[key], "\(key)") }
      for _ in 0..<300 {
        // Names made of all the pieces, so that names not ASCII are looked up in ASCII
        // tables too.
        let key = generator.text(of: Self.asciiPieces + Self.otherPieces, count: 0...5)
        #expect(table[key] == reference[key], "\(key)")
      }
      // The entries in the order given, each the first of its key.
      var firsts: [(String, Int)] = []
      for pair in pairs where !firsts.contains(where: { $0.0 == pair.0 }) { firsts.append(pair) }
      #expect(table.keys == firsts.map(\.0))
      #expect(table.values == firsts.map(\.1))
      #expect(table.map(\.key) == table.keys)
    }
  }

  /// The hash depends on the bytes alone (a string made again from them, or from the bytes of
  /// a longer one, has it too), and names of different bytes seldom share one.
  @Test func theHashDependsOnTheBytesAlone() {
    var generator = SplitMix64(seed: 11)
    var hashes: [UInt64: String] = [:]
    for _ in 0..<500 {
      let name = generator.text(of: Self.asciiPieces + Self.otherPieces, count: 0...12)
      let fingerprint = nameFingerprint(name)
      let again = String(decoding: Array(name.utf8), as: UTF8.self)
      let wrapped = "<" + name + ">"
      let slice = String(Substring(wrapped.utf8.dropFirst().dropLast()))
      #expect(nameFingerprint(again) == fingerprint)
      #expect(nameFingerprint(slice) == fingerprint)
      #expect(fingerprint.isASCII == name.utf8.allSatisfy { $0 < 0x80 })
      if let other = hashes[fingerprint.hash] {
        #expect(Array(other.utf8) == Array(name.utf8), "\(other) and \(name)")
      }
      hashes[fingerprint.hash] = name
    }
  }

  @Test func aDictionarysTableHasItsPairsInTheOrderOfTheirKeys() {
    let table = NameIndex(["b": 2, "a": 1, "c": 3, "": 0])
    #expect(table.keys == ["", "a", "b", "c"])
    #expect(table.values == [0, 1, 2, 3])
    #expect(table["b"] == 2)
    #expect(table["d"] == nil)
  }

  @Test func anEmptyTableFindsNothing() {
    let table = NameIndex<Int>([(String, Int)]())
    #expect(table.isEmpty)
    #expect(table[""] == nil)
    #expect(table["UIAlertController"] == nil)
  }

  /// The catalog's tables have each class, enum and member table by its name: the first
  /// class of a name, in the catalog's order.
  @Test func theCatalogsTablesHoldEveryClassInItsOrder() {
    var names: [String] = []
    for type in APICatalog.classes where !names.contains(type.name) { names.append(type.name) }
    #expect(APICatalog.types.keys == names)
    for name in names {
      #expect(APICatalog.types[name]?.name == name)
      #expect(APICatalog.tables[name]?.table.all.count == APICatalog.collectMembers(of: name).count)
    }
    for spec in APICatalog.enums.values { #expect(APICatalog.enums[spec.name]?.name == spec.name) }
    #expect(APICatalog.types["UIAlertControllerX"] == nil)
  }

  @Test(arguments: [false, true])
  func aFilterHoldsEveryNameOfItsSet(allASCII: Bool) {
    let pieces = allASCII ? Self.asciiPieces : Self.asciiPieces + Self.otherPieces
    var leftOut = 0
    for seed in UInt64(1)...30 {
      var generator = SplitMix64(seed: seed)
      let names = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
        generator.text(of: pieces, count: 1...4)
      }
      let filter = NameFilter(names)
      for _ in 0..<300 {
        let name = generator.text(of: Self.asciiPieces + Self.otherPieces, count: 0...5)
        if names.contains(name) {
          #expect(filter.mayContain(name), "\(name)")
        } else if !filter.mayContain(name) {
          leftOut += 1
        }
      }
    }
    // Most names not in a small set are told apart.
    #expect(leftOut > (allASCII ? 4_000 : 1_000))
    #expect(!NameFilter().mayContain(""))
    #expect(!NameFilter([String]()).mayContain("present"))
  }

  /// A filter of many names, with every bit set, holds them all and tells nothing apart.
  @Test func aFilterOfManyNamesHoldsThemAll() {
    let names = (0..<300).map { "name\($0)" }
    let filter = NameFilter(names)
    #expect(names.allSatisfy(filter.mayContain))
    #expect(filter.mayContain("present"))
  }

  /// The filter of `self`'s function names follows the functions as they are declared,
  /// replaced and undone.
  @Test func theFunctionNamesFollowTheFunctions() {
    let machine = Interpreter(world: World())
    #expect(!machine.state.functionNames.mayContain("greet"))
    for source in [
      "func greet() { print(\"hi\") }", "func wave(_ times: Int) { }",
      "extension ViewController { @objc func tapped(_ sender: Any) { } }",
      "func greet() { print(\"hello\") }",
      // A protocol's default implementation becomes one of self's functions.
      "protocol Waving { func waveTwice() }\nextension Waving { func waveTwice() { } }\n"
        + "extension ViewController: Waving { }",
    ] {
      let before = machine.state
      _ = machine.run(source)
      for name in machine.state.functions.keys {
        #expect(machine.state.functionNames.mayContain(name), "\(name)")
        #expect(machine.userFunctions(named: name) != nil, "\(name)")
      }
      // Undone, the state's functions and their filter are those from before.
      let declared = machine.state.functions.keys
      machine.state = before
      for name in declared {
        #expect((machine.userFunctions(named: name) != nil) == (before.functions[name] != nil))
      }
      _ = machine.run(source)
    }
    #expect(machine.userFunctions(named: "greet")?.count == 1)
    #expect(machine.userFunctions(named: "waveTwice")?.count == 1)
    #expect(machine.userFunctions(named: "present") == nil)
  }
}
