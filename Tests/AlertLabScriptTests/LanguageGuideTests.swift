import AlertLabKit
import Testing

@testable import AlertLabScript

@Suite struct ClassInitializerChainTests {
  @Test func superInitRunsTheSuperclasssInitializer() {
    #expect(
      printed(
        """
        class Alert {
          let title: String
          init(title: String) { self.title = title; print("Alert.init") }
        }
        class Confirm: Alert {
          let action: String
          init(title: String, action: String) {
            self.action = action
            super.init(title: title)
            print("Confirm.init", self.title)
          }
        }
        let c = Confirm(title: "Delete?", action: "Delete")
        print(c.title, c.action)
        """) == ["Alert.init", "Confirm.init Delete?", "Delete? Delete"])
  }

  @Test func aDelegatingInitializerRunsTheOneItNames() {
    #expect(
      printed(
        """
        class Base {
          var name: String
          init(name: String) { self.name = name }
          convenience init() { self.init(name: "none") }
        }
        class Middle: Base {
          var count: Int
          init(name: String, count: Int) { self.count = count; super.init(name: name) }
          override convenience init(name: String) { self.init(name: name, count: 2) }
        }
        class Leaf: Middle {}
        let leaf = Leaf()
        print(leaf.name, leaf.count)
        """) == ["none 2"])
  }

  @Test func superInitWithLabelsNoInitializerTakesIsReported() {
    let lines = printed(
      """
      class A { init(x: Int) {} }
      class B: A { init() { super.init(y: 1) } }
      let b = B()
      """)
    #expect(lines.first?.contains("error") == true)
  }

  @Test func aMetatypeGoesWhereItsSuperclasssIsWanted() {
    #expect(
      printed(
        """
        class Shape { required init() {} }
        final class Square: Shape {}
        func make<T: Shape>(_ type: T.Type) -> T { type.init() }
        func name(_ type: Shape.Type) -> String { "\\(type)" }
        print(name(Square.self), type(of: make(Square.self)))
        """) == ["Square Square"])
  }
}

@Suite struct MetatypeSpellingTests {
  @Test func sugaredTypesPrintSpelledOut() {
    #expect(
      printed(
        """
        let a: Int? = 1
        let b = [1, 2]
        let c = ["k": [1.5]]
        let d: [String?] = []
        print(type(of: a), type(of: b), type(of: c), type(of: d))
        print([type(of: a)])
        """) == [
          "Optional<Int> Array<Int> Dictionary<String, Array<Double>> Array<Optional<String>>",
          "[Swift.Optional<Swift.Int>]",
        ])
  }
}

@Suite struct ImplicitSelfComputedPropertyTests {
  @Test func aComputedPropertyIsNamedWithoutSelf() {
    #expect(
      printed(
        """
        struct Segment {
          var start = 2.0, end = 6.0
          var length: Double { end - start }
          var half: Double { length / 2 }
          func twice() -> Double { length * 2 }
        }
        enum Phase {
          case new, full
          var following: Phase { self == .new ? .full : .new }
          mutating func advance() { self = following }
        }
        var moon = Phase.new
        moon.advance()
        print(Segment().half, Segment().twice(), moon)
        """) == ["2.0 8.0 full"])
  }
}

@Suite struct LearnerPatternMatchingTests {
  @Test func theLearnersTildeEqualsMatchesCases() {
    #expect(
      printed(
        """
        struct Multiple { let of: Int }
        func ~= (pattern: Multiple, value: Int) -> Bool { value % pattern.of == 0 }
        func ~= (prefix: String, value: String) -> Bool { value.hasPrefix(prefix) }
        let labels = [1, 2, 3].map { n in
          switch n {
          case Multiple(of: 2): return "\\(n) even"
          default: return "\\(n) odd"
          }
        }
        print(labels.joined(separator: ", "))
        switch "git push" {
        case "git": print("git")
        default: print("other")
        }
        """) == ["1 odd, 2 even, 3 odd", "git"])
  }

  @Test func aValueOfTheWrittenGenericTypeIsPassed() {
    #expect(
      printed(
        """
        func clamp(_ x: Int, to range: ClosedRange<Int>) -> Int {
          min(max(x, range.lowerBound), range.upperBound)
        }
        print(clamp(-3, to: 0...5), clamp(9, to: 0...5))
        """) == ["0 5"])
  }
}

@Suite struct SmallStandardLibraryTests {
  @Test func reduceIntoChangesItsFirstParameterInPlace() {
    #expect(
      printed(
        """
        let words = ["fig", "kiwi", "yam", "plum"]
        let byLength = words.reduce(into: [Int: Int]()) { tally, word in
          tally[word.count, default: 0] += 1
        }
        let total = [4, 5].reduce(into: 10) { $0 += $1 }
        print(byLength[3] ?? 0, byLength[4] ?? 0, total)
        """) == ["2 2 19"])
  }

  @Test func someOfNilKeepsItsOuterOptional() {
    #expect(
      printed(
        """
        let nested: String?? = .some(nil)
        let empty: String?? = nil
        print(nested as Any, empty as Any)
        """) == ["Optional(nil) nil"])
  }

  @Test func utf16CountsCodeUnits() {
    #expect(printed(#"print("a😀".utf16.count, "a😀".utf8.count)"#) == ["3 5"])
  }
}

@Suite struct TupleAndDictionaryMemberTests {
  @Test func aClosureInALabelledTupleIsCalledByItsLabel() {
    #expect(
      printed(
        """
        func makeSwitch() -> (flip: () -> Void, isOn: () -> Bool) {
          var on = false
          return ({ on.toggle() }, { on })
        }
        let light = makeSwitch()
        light.flip(); light.flip(); light.flip()
        print(light.isOn())
        """) == ["true"])
  }

  @Test func aTupleInADictionaryChangesInPlace() {
    #expect(
      printed(
        """
        var stock = ["pens": (price: 2, left: 3)]
        stock["pens"]!.left -= 1
        print(stock["pens"]!.left)
        """) == ["2"])
  }

  @Test func isFunctionTypeTellsATupleOfClosuresApart() {
    #expect(isFunctionType("((Int) -> Void)?"))
    #expect(isFunctionType("(Int, Int) -> Int"))
    #expect(!isFunctionType("(run: () -> Void, count: Int)"))
    #expect(!isFunctionType("[() -> Void]"))
  }
}

@Suite struct SuperPropertyTests {
  @Test func superReadsTheSuperclasssGetter() {
    #expect(
      printed(
        """
        class Lamp {
          var lumens = 400
          var label: String { "lamp \\(lumens)" }
        }
        class DeskLamp: Lamp {
          override var label: String { "desk " + super.label }
        }
        class ClipLamp: DeskLamp {
          override var label: String { super.label + " (clip)" }
        }
        print(ClipLamp().label, DeskLamp().label)
        """) == ["desk lamp 400 (clip) desk lamp 400"])
  }

  @Test func anOverridesObserversWatchTheInheritedProperty() {
    #expect(
      printed(
        """
        class Heater { var watts = 0 }
        class LoggedHeater: Heater {
          override var watts: Int { didSet { print("from \\(oldValue) to \\(watts)") } }
        }
        let heater = LoggedHeater()
        heater.watts = 900
        print(heater.watts)
        """) == ["from 0 to 900", "900"])
  }
}

@Suite struct SetAlgebraTests {
  @Test func theRestOfSetAlgebra() {
    #expect(
      printed(
        """
        let odd: Set = [1, 3, 5, 7]
        let small: Set = [1, 2, 3]
        print(odd.symmetricDifference(small).sorted(), odd.isDisjoint(with: [2, 4]))
        print(small.isStrictSubset(of: [1, 2, 3, 4]), small.isStrictSubset(of: small))
        print(odd.isStrictSuperset(of: [1, 3]), odd.isStrictSuperset(of: [1, 2]))
        var picked: Set = [2, 4, 6]
        picked.formIntersection([4, 6, 8])
        picked.formSymmetricDifference([6, 10])
        picked.subtract([10])
        print(picked == [4], picked.sorted())
        """) == [
          "[2, 5, 7] true", "true false", "true false", "true [4]",
        ])
  }
}

@Suite struct StringSplitTests {
  @Test func splitLeavesOutEmptyPieces() {
    #expect(
      printed(
        """
        print("a--b-c".split(separator: "-"), "ab".split(separator: "-").count)
        print("apple".lexicographicallyPrecedes("apricot"), "b".lexicographicallyPrecedes("a"))
        """) == [#"["a", "b", "c"] 1"#, "true false"])
  }
}

@Suite struct AssociatedTypeTests {
  @Test func anAssociatedTypeTakesTheConformingTypesValues() {
    #expect(
      printed(
        """
        protocol Shelf {
          associatedtype Item
          var items: [Item] { get }
        }
        struct Books: Shelf { var items = ["Emma", "Ulysses"] }
        extension Shelf where Item: Equatable {
          func holds(_ item: Item) -> Bool { items.contains(item) }
        }
        print(Books().holds("Emma"), Books().holds("Dune"))
        """) == ["true false"])
  }
}

@Suite struct SizedIntegerTests {
  @Test func sizedIntegersKeepTheirTypeAndBounds() {
    #expect(
      printed(
        """
        let top: UInt8 = 255
        print(top, type(of: top), UInt8.max, Int16.min, UInt32.bitWidth, Int.bitWidth)
        let sum = top - 5 + 1
        print(sum, sum == 251, Int(sum) + 1000, Double(sum) / 2)
        """) == ["255 UInt8 255 -32768 32 64", "251 true 1251 125.5"])
  }

  @Test func wrappingOperatorsAndConversions() {
    #expect(
      printed(
        """
        let top: UInt8 = 255
        print(top &+ 2, Int8(-128) &- 1, UInt8(truncatingIfNeeded: 513), Int8(clamping: 300))
        print(UInt16(40) << 11, ~UInt8(0b1111), String(UInt8(10), radix: 2), -Int8(5))
        print(UInt8(200).multipliedReportingOverflow(by: 2))
        print(Int.max.addingReportingOverflow(1).overflow, Int8(bitPattern: 0xF0))
        """) == [
          "1 127 1 127", "16384 240 1010 -5", "(partialValue: 144, overflow: true)", "true -16",
        ])
  }

  @Test func overflowTrapsAndTooLargeLiteralsAreRefused() {
    let overflow = printed("let top: UInt8 = 255\nprint(top + 1)")
    #expect(
      overflow == [
        "error: 2:7: arithmetic operation '255 + 1' (on type 'UInt8') results in an overflow"
      ])
    let literal = printed("let big: Int8 = 128")
    #expect(literal == ["error: 1:17: integer literal '128' overflows when stored into 'Int8'"])
    let conversion = printed("print(UInt8(-1))")
    #expect(conversion.first?.hasPrefix("error: 1:7: Not enough bits") == true)
  }
}

@Suite struct StringIndexTests {
  @Test func indicesWalkTheCharacters() {
    #expect(
      printed(
        """
        let word = "Tower"
        let third = word.index(word.startIndex, offsetBy: 2)
        print(word[word.startIndex], word[word.index(before: word.endIndex)], word[third])
        print(word[word.index(after: word.startIndex)...], word[..<third])
        print(word.distance(from: word.startIndex, to: word.endIndex), word.indices.count)
        """) == ["T r w", "ower To", "5 5"])
  }

  @Test func anIndexPastTheEndTraps() {
    let lines = printed("let w = \"ab\"\nprint(w.index(w.endIndex, offsetBy: 1))")
    #expect(lines == ["error: 2:7: String index is out of bounds"])
  }

  @Test func anArrayOfNilsTakesTheDeclaredElementType() {
    #expect(
      printed(
        """
        var seats: [String?] = Array(repeating: nil, count: 2)
        seats[1] = "Ana"
        print(seats)
        """) == [#"[nil, Optional("Ana")]"#])
  }
}

@Suite struct OptionalMapInBodiesTests {
  @Test func optionalsOwnMapNeedsNoUnwrapping() {
    #expect(
      printed(
        """
        final class Parcel {
          var sender: String?
          init(sender: String?) { self.sender = sender }
          var label: String { "parcel" + (sender.map { " from \\($0)" } ?? "") }
        }
        print(Parcel(sender: "Kent").label, Parcel(sender: nil).label)
        """) == ["parcel from Kent parcel"])
  }

  @Test func otherMembersOfAnOptionalStillNeedUnwrapping() {
    let lines = printed(
      """
      final class Parcel {
        var sender: String?
        var size: Int { sender.count }
      }
      """)
    #expect(lines.first?.contains("must be unwrapped to refer to member 'count'") == true)
  }
}

@Suite struct SubscriptAndCharacterTests {
  @Test func aLearnersSubscriptTypesTheValueAssigned() {
    #expect(
      printed(
        """
        enum Mark: String { case cross = "X", nought = "O" }
        struct Grid {
          private var cells: [Mark?] = Array(repeating: nil, count: 3)
          subscript(i: Int) -> Mark? {
            get { cells[i] }
            set { cells[i] = newValue }
          }
        }
        var grid = Grid()
        grid[1] = .nought
        print(String((0..<3).map { grid[$0]?.rawValue.first ?? "." }), Int(7))
        """) == [".O. 7"])
  }

  @Test func unicodeScalarsFromNumbers() {
    #expect(
      printed(
        """
        print(Character(UnicodeScalar(98)), String(UnicodeScalar(0x1F600)!))
        print(UnicodeScalar(0xD800) as Any)
        """) == ["b 😀", "nil"])
  }
}

@Suite struct MixedClassArrayTests {
  @Test func anArrayOfSubclassesHasTheirCommonSuperclass() {
    #expect(
      printed(
        """
        class Vehicle {}
        class Bike: Vehicle {}
        class Car: Vehicle {}
        let fleet = [Bike(), Car(), Bike()]
        let bikes = [Bike(), Bike()]
        print(type(of: fleet), type(of: bikes))
        print(fleet as? [Bike] == nil, (bikes as [Vehicle]) as? [Bike] != nil)
        """) == ["Array<Vehicle> Array<Bike>", "true true"])
  }
}

@Suite struct DescriptionConformanceTests {
  @Test func onlyAConformingTypeShowsItsOwnDescription() {
    #expect(
      printed(
        """
        struct Plain { var n: Int; var description: String { "plain" } }
        struct Shown: CustomStringConvertible { var n: Int; var description: String { "shown" } }
        print(Plain(n: 1), Shown(n: 2), [Shown(n: 3)])
        """) == ["Plain(n: 1) shown [shown]"])
  }

  @Test func theDebugDescriptionShowsInsideCollectionsAndWhenReflecting() {
    #expect(
      printed(
        """
        struct Cents: CustomStringConvertible, CustomDebugStringConvertible {
          var value: Int
          var description: String { "\\(value)c" }
          var debugDescription: String { "Cents(\\(value))" }
        }
        print(Cents(value: 5), [Cents(value: 6)], String(reflecting: Cents(value: 7)))
        debugPrint(Cents(value: 8), "text", separator: "|")
        """) == ["5c [Cents(6)] Cents(7)", #"Cents(8)|"text""#])
  }

  @Test func aNestedTypeIsQualifiedByTheTypesAroundIt() {
    #expect(
      printed(
        """
        struct Deck {
          enum Suit { case hearts }
          struct Card { var suit: Suit }
        }
        print([Deck.Suit.hearts], [Deck.Card(suit: .hearts)])
        """) == ["[main.Deck.Suit.hearts] [main.Deck.Card(suit: main.Deck.Suit.hearts)]"])
  }
}

@Suite struct MethodValueTests {
  @Test func aMethodNamedWithItsLabelsIsAFunctionValue() {
    #expect(
      printed(
        """
        final class Counter {
          var total = 0
          func add(_ n: Int, times: Int) { total += n * times }
        }
        let counter = Counter()
        let add = counter.add(_:times:)
        add(2, 3); add(1, 4)
        print(counter.total, [1, 2].map(String.init(describing:)))
        """) == [#"10 ["1", "2"]"#])
  }

  @Test func aStoredClosureIsCalledAsAMethod() {
    #expect(
      printed(
        """
        final class Button {
          var onTap: () -> String = { "tapped" }
          lazy var label: () -> String = { "label" }
        }
        let button = Button()
        print(button.onTap(), button.label())
        button.onTap = { "changed" }
        print(button.onTap())
        """) == ["tapped label", "changed"])
  }
}

@Suite struct FloatTests {
  @Test func aFloatKeepsItsTypeAndPrintsItsOwnDigits() {
    #expect(
      printed(
        """
        let f: Float = 2.5
        print(type(of: f), f, f * 2, Float(1) / 3, Double(Float(0.1)), Int(f), f > 2)
        var g = Float(0.1)
        g += 0.2
        print(g, Float("1.5") as Any, [f])
        """) == [
          "Float 2.5 5.0 0.33333334 0.10000000149011612 2 true", "0.3 Optional(1.5) [2.5]",
        ])
  }
}

@Suite struct FloatingPointKindTests {
  @Test func nanInfiniteAndFinite() {
    #expect(
      printed("print(Double.nan.isNaN, Double.infinity.isInfinite, (1.5).isFinite, Float(2).isNaN)")
        == ["true true true false"])
  }
}

@Suite struct FailableInitializerTests {
  @Test func aFailableInitializerGivesAnOptional() {
    #expect(
      printed(
        """
        struct Code {
          let text: String
          init?(_ raw: String) {
            guard raw.count == 3 else { return nil }
            text = raw
          }
        }
        class Box {
          let size: Int
          init?(size: Int) { if size < 1 { return nil }; self.size = size }
        }
        final class Crate: Box {
          let label: String
          init?(label: String, size: Int) {
            self.label = label
            super.init(size: size)
          }
        }
        print(Code("abc") as Any, Code("x") as Any)
        if let code = Code("xyz") { print(code.text) }
        print(Crate(label: "a", size: 0) == nil, Crate(label: "b", size: 2)?.label ?? "-")
        """) == [#"Optional(main.Code(text: "abc")) nil"#, "xyz", "true b"])
  }

  @Test func exactlyAndTextGiveOptionalSizedIntegers() {
    #expect(
      printed(
        """
        print(Int8(exactly: 200) as Any, UInt8(exactly: 255) as Any, UInt8(exactly: 2.5) as Any)
        print(UInt8("12") as Any, UInt8("300") as Any)
        """) == ["nil Optional(255) nil", "Optional(12) nil"])
  }
}

@Suite struct EnumInitializerTests {
  @Test func anEnumsOwnInitializerPicksTheCase() {
    #expect(
      printed(
        """
        enum Light {
          case red, green
          init?(word: String) {
            guard word == "stop" || word == "go" else { return nil }
            self = word == "go" ? .green : .red
          }
          init(safe: Bool) { self = safe ? .green : .red }
        }
        print(Light(word: "go") as Any, Light(word: "maybe") as Any, Light(safe: false))
        """) == ["Optional(main.Light.green) nil red"])
  }
}

@Suite struct TypeMethodTests {
  @Test func aClassMethodOverridesTheSuperclasssClassMethod() {
    #expect(
      printed(
        """
        class Badge {
          class func colour() -> String { "grey" }
          class func describe() -> String { "a \\(self.colour()) badge" }
        }
        final class GoldBadge: Badge {
          override class func colour() -> String { "gold" }
        }
        print(Badge.describe(), GoldBadge.describe())
        """) == ["a grey badge a gold badge"])
    let wrong = printed(
      """
      class Badge { func colour() -> String { "grey" } }
      class GoldBadge: Badge { override class func colour() -> String { "gold" } }
      """)
    #expect(wrong.first?.contains("does not override any method from its superclass") == true)
  }

  @Test func numbersAdvanceAndCompare() {
    #expect(
      printed("print(Int.max.advanced(by: -1), String.init(42), Double.maximum(2, 7.5))")
        == ["9223372036854775806 42 7.5"])
  }
}

@Suite struct ExtensionInitializerTests {
  @Test func aStructKeepsItsMemberwiseInitializerBesideAnExtensions() {
    #expect(
      printed(
        """
        struct Span { var from = 0, length = 1 }
        extension Span {
          init(to end: Int, length: Int) { self.init(from: end - length, length: length) }
        }
        print(Span(), Span(from: 3, length: 2), Span(to: 10, length: 4))
        """) == [
          "Span(from: 0, length: 1) Span(from: 3, length: 2) Span(from: 6, length: 4)"
        ])
    let wrong = printed(
      """
      struct Span { var from = 0 }
      extension Span { init(to end: Int) { self.init(from: end) } }
      print(Span(until: 3))
      """)
    #expect(wrong.first?.contains("incorrect argument label") == true)
  }
}

@Suite struct NumericLiteralAndAliasTests {
  @Test func aHexadecimalFloatScalesByAPowerOfTwo() {
    #expect(printed("print(0xFp2, 0x1p-2, 0x1.8p1, 0xA_0p0)") == ["60.0 0.25 3.0 160.0"])
  }

  @Test func aTypeAliasNamesItsTypeInLaterInput() {
    let interpreter = Interpreter(world: World())
    _ = interpreter.run("typealias Kelvin = UInt32")
    let (diagnostics, outcomes) = interpreter.run(
      "let top: Kelvin = 560\nprint(Kelvin.min, top, type(of: top))")
    #expect(diagnostics.isEmpty)
    let lines = outcomes.flatMap { outcome in
      outcome.events.compactMap { event -> String? in
        if case .output(let text) = event { return text }
        return nil
      }
    }
    #expect(lines == ["0 560 UInt32"])
  }
}

@Suite struct NestedTypeContextTests {
  @Test func anImplicitMemberFindsACaseTwoTypesDeep() {
    #expect(
      printed(
        """
        struct Sheet {
          struct Button { enum Role: String { case plain, cancel } }
        }
        let role: Sheet.Button.Role = .cancel
        print(role, role.rawValue)
        """) == ["cancel cancel"])
  }

  @Test func anEnumsStaticMethodGivesItsArgumentsTheirParametersTypes() {
    #expect(
      printed(
        """
        enum Network {
          struct Request { let path: String }
          static func send(_ request: Request, tries: Int) -> String {
            "\\(request.path) x\\(tries)"
          }
        }
        print(Network.send(.init(path: "/a"), tries: 2))
        """) == ["/a x2"])
  }
}

@Suite struct ScalarAndDictionaryBuildingTests {
  @Test func aScalarsValueIsItsCodePoint() {
    #expect(
      printed(#"print("é".unicodeScalars.first!.value, type(of: "a".unicodeScalars.last!.value))"#)
        == ["233 UInt32"])
    let wrong = printed("let word = \"a\"\nprint(word.value)")
    #expect(wrong.first?.contains("has no member 'value'") == true)
  }

  @Test func zipPairsUpToTheShorterSequence() {
    #expect(
      printed(
        """
        for (name, rank) in zip(["ann", "bo", "cy"], 1...2) { print(name, rank) }
        """) == ["ann 1", "bo 2"])
  }

  @Test func aDictionaryGroupsAndPairs() {
    #expect(
      printed(
        """
        let groups = Dictionary(grouping: ["ox", "cat", "yak", "emu", "be"], by: { $0.count })
        print(groups[2]!, groups[3]!, groups.count)
        let ranks = Dictionary(uniqueKeysWithValues: zip(["a", "b"], [1, 2]))
        print(ranks.keys.sorted(), ranks["b"]!)
        let both = ranks.merging(["b": 20, "c": 30]) { old, new in old + new }
        print(both.keys.sorted().map { both[$0]! })
        """) == [
          "[\"ox\", \"be\"] [\"cat\", \"yak\", \"emu\"] 2", "[\"a\", \"b\"] 2", "[1, 22, 30]",
        ])
    let twice = printed(#"let d = Dictionary(uniqueKeysWithValues: [("a", 1), ("a", 2)])"#)
    #expect(twice.first?.contains("Duplicate values for key: 'a'") == true)
  }
}

@Suite struct ArrayRangeAndFlatteningTests {
  @Test func aRangeSubscriptReplacesItsElements() {
    #expect(
      printed(
        """
        var items = ["a", "b", "c", "d", "e"]
        items[1...3] = ["x"]
        print(items)
        items[..<1] = ["p", "q"]
        items[3...] = []
        print(items, items[1..<3])
        """) == [#"["a", "x", "e"]"#, #"["p", "q", "x"] ["q", "x"]"#])
    #expect(
      transcript("var items = [1, 2]\nitems[1...4] = [0]").last == "crash: index-out-of-range")
  }

  @Test func flatMapJoinsTheArraysItsClosureGives() {
    #expect(
      printed("print([[7, 8], [], [9]].flatMap { $0 }, [1, 2].flatMap { [$0, $0 * 10] })")
        == ["[7, 8, 9] [1, 10, 2, 20]"])
  }

  @Test func anArrayOfOptionalsAndItsDescription() {
    #expect(
      printed(#"print([Double?]([0.5, nil]), ["x"].description, [1: "a"].description)"#)
        == [#"[Optional(0.5), nil] ["x"] [1: "a"]"#])
  }
}

@Suite struct PropertyOverrideAndObserverTests {
  @Test func anInitializerSettingItsOwnPropertyCallsNoObservers() {
    #expect(
      printed(
        """
        class Meter {
          var level = 0 { didSet { print("level", level) } }
          init() { level = 5 }
        }
        class Gauge: Meter { override init() { super.init(); level = 7 } }
        let meter = Meter()
        meter.level = 6
        _ = Gauge()
        """) == ["level 6", "level 7"])
  }

  @Test func aSubclassSetterOverridesAStoredProperty() {
    #expect(
      printed(
        """
        class Shape { var sides = 0 }
        class Polygon: Shape {
          override var sides: Int {
            get { super.sides }
            set { super.sides = max(newValue, 3) }
          }
        }
        let p = Polygon()
        p.sides = 1
        let s = Shape()
        s.sides = 1
        print(p.sides, s.sides)
        """) == ["3 1"])
  }
}

@Suite struct UnownedCaptureTests {
  @Test func anUnownedCaptureDoesNotKeepItsObject() {
    #expect(
      printed(
        """
        final class Timer {
          var tick: (() -> Void)?
          var count = 0
          deinit { print("released after", count) }
        }
        do {
          let timer = Timer()
          timer.tick = { [unowned timer] in timer.count += 1 }
          timer.tick?()
        }
        final class Label {
          lazy var render: () -> String = { [unowned self] in "label" }
          deinit { print("label released") }
        }
        var label: Label? = Label()
        print(label?.render() ?? "-")
        label = nil
        print("end")
        """) == ["released after 1", "label", "label released", "end"])
  }

  @Test func aStrongCaptureStillKeepsIt() {
    #expect(
      printed(
        """
        final class Timer {
          var tick: (() -> Void)?
          deinit { print("released") }
        }
        do {
          let timer = Timer()
          timer.tick = { print(timer) }
        }
        print("end")
        """) == ["end"])
  }
}

@Suite struct TupleGenericArgumentTests {
  @Test func aGenericTypeTakesATupleOrFunctionTypeInAnExpression() {
    #expect(
      printed(
        """
        struct Stack<Element> {
          var items: [Element] = []
          mutating func push(_ item: Element) { items.append(item) }
        }
        var moves = Stack<(piece: String, squares: Int)>()
        moves.push((piece: "rook", squares: 3))
        var steps = Stack<(Int) -> Int>()
        steps.push { $0 + 1 }
        print(moves.items[0].piece, steps.items[0](4), 1 < 2, (3) > 2)
        """) == ["rook 5 true true"])
  }
}

@Suite struct ValueExtensionMutationTests {
  @Test func aMutatingMethodOfANumberOrStringExtensionChangesTheVariable() {
    #expect(
      printed(
        """
        extension Int { mutating func halve() { self /= 2 } }
        extension Double { mutating func reset() { self = 0 } }
        extension String { mutating func shout() { self = uppercased() + "!" } }
        var budget = 250
        budget.halve()
        var level = 2.5
        level.reset()
        var word = "hey"
        word.shout()
        print(budget, level, word)
        """) == ["125 0.0 HEY!"])
    let constant = printed(
      "extension Int { mutating func halve() { self /= 2 } }\nlet n = 4\nn.halve()")
    #expect(constant.first?.contains("'n' is a 'let' constant") == true)
  }

  @Test func aRangesContainsTakesATrailingClosure() {
    #expect(
      printed(
        "print((2..<8).contains { 8 % $0 == 0 }, (2..<7).contains { 7 % $0 == 0 }, (1...3).contains(2))"
      )
        == ["true false true"])
  }
}

@Suite struct ExtensionOverloadTests {
  @Test func anExtensionOfUIAlertControllerKeepsUIKitsAddAction() {
    let lines = printed(
      """
      extension UIAlertController {
        func addAction(title: String, style: UIAlertAction.Style = .default) {
          addAction(UIAlertAction(title: title, style: style))
        }
      }
      let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
      alert.addAction(title: "Cancel", style: .cancel)
      alert.addAction(title: "OK")
      print(alert.actions.count, alert.actions[0].style == .cancel)
      """)
    #expect(lines == ["2 true"])
  }

  @Test func labelsUIKitLacksAreSureOnlyWhereTheWholeProgramIsSeen() {
    let call = "alert.addAction(title: \"Cancel\", style: .cancel)"
    let ownCode = printed(
      """
      func ask() {
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        \(call)
      }
      """)
    #expect(ownCode.first?.contains("extra argument 'style' in call") == true)
    // In an extension of a type declared elsewhere, the code's module may add the overload.
    let moduleCode = printed(
      """
      extension SettingsScreen {
        func ask() {
          let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
          \(call)
        }
      }
      """)
    #expect(!moduleCode.contains { $0.contains("extra argument") })
  }
}

@Suite struct OwnTypeMemberTests {
  /// A struct, or a class that derives from no UIKit class, has only the members it declares:
  /// a view controller's `title` or `view` is the compiler's "no member" error, not a UIKit
  /// member read as nil.
  @Test func aTypeThatDerivesFromNoUIKitClassHasNoUIKitMembers() {
    #expect(
      printed("struct Card { var rank = 1 }\nlet card = Card()\nprint(card.title)")
        == ["error: 3:12: value of type 'Card' has no member 'title'"])
    #expect(
      printed(
        """
        class Deck: CustomStringConvertible { var description: String { "deck" } }
        let deck = Deck()
        print(deck.view)
        """) == ["error: 3:12: value of type 'Deck' has no member 'view'"])
    // A subclass of a view controller keeps UIKit's members.
    #expect(
      printed(
        "class Screen: UIViewController {}\nlet s = Screen()\ns.title = \"Hi\"\nprint(s.title!)")
        == ["Hi"])
  }
}
